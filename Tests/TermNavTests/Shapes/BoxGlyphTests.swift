import Testing

@testable import TermNavCore

/// The glyphs boxes and shapes are drawn with: each one column wide, so a box's sides line up,
/// with a one-column printable ASCII stand-in.
@Suite struct BoxGlyphTests {
    static let boxes = [Glyphs.lightBox, Glyphs.heavyBox, Glyphs.dashedBox, Glyphs.heavyDashedBox]
    static let cells = [
        Glyphs.ring, Glyphs.square, Glyphs.dot, Glyphs.filledSquare, Glyphs.fullBlock, Glyphs.upperHalfBlock,
        Glyphs.lowerHalfBlock, Glyphs.leftHalfBlock, Glyphs.rightHalfBlock,
    ]

    @Test func everyGlyphIsOneColumnInBothSets() {
        let glyphs =
            Self.boxes.flatMap { [$0.horizontal, $0.vertical] + $0.corners + $0.roundedCorners } + Self.cells
        for glyph in glyphs {
            #expect(DisplayWidth.of(glyph.unicode) == 1, "\(glyph.unicode)")
            #expect(glyph.ascii.count == 1 && glyph.ascii.utf8.allSatisfy { (0x21..<0x7F).contains($0) })
        }
    }

    @Test func aSquareLightBoxIsTheAlertsBox() {
        #expect(
            Glyphs.lightBox.corners == [
                Glyphs.boxTopLeft, Glyphs.boxTopRight, Glyphs.boxBottomRight, Glyphs.boxBottomLeft,
            ])
        #expect(Glyphs.lightBox.horizontal == Glyphs.boxHorizontal)
    }
}
