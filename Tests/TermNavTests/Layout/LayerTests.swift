import TermNav
import TermNavTesting
import Testing

@testable import TermNavCore

/// A view in front (a `ZStack`'s later child, an overlay) paints only its own cells: what is
/// behind shows through its blank cells, as through the clear parts of a SwiftUI view; a
/// background or a style of its own still covers.
@MainActor @Suite struct LayerTests {
    @Test func aStacksLayerShowsWhatIsBehindThroughItsBlankCells() {
        let driver = TestDriver(
            ZStack {
                Text("AAAAAAAAAA\nAAAAAAAAAA\nAAAAAAAAAA")
                VStack {
                    Spacer()
                    HStack {
                        Spacer()
                        Text("NEW")
                    }
                }
            }
            .frame(width: 80, height: 50),
            width: 14, height: 4)
        driver.expectScreen([
            "  AAAAAAAAAA",
            "  AAAAAAAAAA",
            "  AAAAAAANEW",
            "",
        ])
    }

    @Test func anOverlayCoversOnlyTheCellsItPaints() {
        let driver = TestDriver(
            VStack(spacing: 0) {
                Text("BBBBBBBBBB\nBBBBBBBBBB")
                    .overlay(alignment: .bottom) { Text("cap").frame(maxWidth: .infinity) }
                Text("CCCCCCCCCC")
                    .overlay { Text("x y").background(Color.red) }
                Text("DDDDDDDDDD")
                    .overlay(alignment: .leading) { Text("bold and").bold() }
            },
            width: 14, height: 5)
        driver.expectScreen([
            "  BBBBBBBBBB",
            "  BBBcapBBBB",
            "  CCCx yCCCC",
            "  bold andDD",
            "",
        ])
        // A background of its own paints the overlay's space; a style of its own, the bold one's.
        #expect(driver.cells(of: "x y")?.allSatisfy { $0.backgroundColor == .red } == true)
        #expect(driver.cells(of: "bold and")?.allSatisfy(\.isBold) == true)
    }

    @Test func textInFrontStandsOnTheColoursBehindIt() {
        let driver = TestDriver(
            VStack(spacing: 0) {
                ZStack(alignment: .leading) {
                    LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
                        .frame(width: 80, height: 16)
                    Text("Hi there")
                }
                Text("CCCCCCCCCC")
                    .background(Color.green)
                    .overlay { Text("x y") }
            },
            width: 14, height: 3)
        driver.expectScreen([
            "  Hi there",
            "  CCCxCyCCCC",
            "",
        ])
        // The text has no background of its own: each of its cells, its space too, shows the
        // gradient's colour at its column, and the overlay's letters the green beneath them; the
        // overlay's space shows the letter beneath, as a clear part does.
        let gradient = (2..<12).map { driver.cell(x: $0, y: 0).backgroundColor }
        #expect(gradient.allSatisfy { $0 != nil })
        #expect((2..<10).map { driver.cell(x: $0, y: 0).backgroundColor } == Array(gradient.prefix(8)))
        #expect([5, 7].map { driver.cell(x: $0, y: 1).backgroundColor } == [.green, .green])
    }

    @Test func aListRowsOverlayIsALayerAsElsewhere() {
        let driver = TestDriver(
            List {
                Text("CCCCCCCCCC")
                    .background(Color.green)
                    .overlay { Text("x y") }
            },
            width: 14, height: 2)
        driver.expectLines([" CCCxCyCCCC"], from: 0)
        #expect([4, 6].map { driver.cell(x: $0, y: 0).backgroundColor } == [.green, .green])
    }

    @Test func aLineLaidOverKeepsItsCellsUnderBlanks() {
        var behind = Line()
        behind.append(Span(text: "abcdefgh", style: .plain, width: 8))
        var front = Line()
        front.append(Span(text: " X  界 ", style: .plain, width: 7))
        let bold = Style(attributes: .bold)
        front.append(Span(text: " ", style: bold, width: 1))
        let laid = behind.laidOver(with: front, at: 0, fill: .plain)
        #expect(laid.text == "aXcd界g ")
        #expect(laid.width == 8)
        // Past the line's end, blanks add nothing and painted cells are placed at their column.
        #expect(behind.laidOver(with: front, at: 4, fill: .plain).text == "abcdeXgh界  ")
    }
}
