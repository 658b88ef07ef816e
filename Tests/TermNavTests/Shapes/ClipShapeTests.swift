import TermNavTesting
import Testing

@testable import TermNavCore

// A view clipped to a shape keeps the cells the same shape, filled in its frame, would cover: the
// background of the others is dropped, a blank cell half inside is a half block in the view's
// colour, and text stays where the shape reaches it.

/// A button as a pill, on one line and on three.
private struct Pills: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Sign up").padding(.horizontal).background(.blue).clipShape(Capsule())
            Text("Sign up").padding().background(.blue).clipShape(Capsule())
        }
    }
}

/// The example of docs/Containers.md: a pill and a card with rounded corners.
private struct GuideExample: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Sign up")
                .padding(.horizontal)
                .background(.blue)
                .clipShape(Capsule())

            VStack(alignment: .leading) {
                Text("Plan").bold()
                Text("Unlimited books")
            }
            .padding()
            .background(.green)
            .cornerRadius(16)
        }
    }
}

/// A card with rounded corners, in each of SwiftUI's spellings.
struct ClippedCard: View {
    enum Spelling: CaseIterable {
        case clipShape, cornerRadius, mask, maskOfFilledShape
    }

    var spelling: Spelling

    var body: some View {
        let card = VStack(alignment: .leading) {
            Text("Plan").bold()
            Text("Unlimited books")
        }
        .padding()
        .background(.green)
        switch spelling {
        case .clipShape: card.clipShape(RoundedRectangle(cornerRadius: 16))
        case .cornerRadius: card.cornerRadius(16)
        case .mask: card.mask { RoundedRectangle(cornerRadius: 16) }
        case .maskOfFilledShape: card.mask(RoundedRectangle(cornerRadius: 16).fill(.black))
        }
    }
}

/// Small views clipped to circles: initials in a disc, and text wider than its circle.
private struct Avatars: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("JD").frame(width: 48, height: 48).background(.red).clipShape(Circle())
            Text("Hello").clipShape(Circle())
        }
    }
}

/// Corners too small to cut a cell, and masks that are no shape.
private struct Unclipped: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Tag").padding(.horizontal, 8).background(.orange).cornerRadius(4)
            VStack(alignment: .leading) {
                Text("Plan")
                Text("Unlimited books")
            }
            .padding()
            .background(.green)
            .cornerRadius(12)
            Text("Faded").padding(.horizontal).background(.blue).mask(Text("mask"))
            Text("Ring").padding(.horizontal).background(.blue).mask { Capsule().stroke() }
        }
    }
}

/// Backgrounds in a shape, in each of SwiftUI's spellings, and a shape behind text wider than it.
private struct ShapedBackgrounds: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Text("New").padding(.horizontal, 8).background(.blue, in: Capsule())
                Text("New").padding(.horizontal, 8).background(Capsule().fill(.blue))
                Text("New").padding(.horizontal, 8).background { Capsule().fill(.blue) }
                Text("New").padding(.horizontal, 8).background(Color.blue.cornerRadius(8))
            }
            Text("Wide text").background(.blue, in: Circle())
        }
    }
}

/// A card of buttons clipped to a rounded rectangle, as the screen's content.
private struct Choices: View {
    @State private var chosen = "none"

    var body: some View {
        VStack(alignment: .leading) {
            Button("One") { chosen = "One" }
            Button("Two") { chosen = "Two" }
            Text("Chosen: \(chosen)")
        }
        .padding(.horizontal)
        .background(.green)
        .cornerRadius(16)
    }
}

/// A colour clipped to a circle beside the circle filled with it, and a gradient clipped to a
/// capsule.
private struct Discs: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Color.red.frame(width: 96, height: 96).clipShape(Circle())
                Circle().fill(.red).frame(width: 96, height: 96)
            }
            Text("Go")
                .padding(.horizontal)
                .background(
                    .linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
                )
                .clipShape(.capsule)
        }
    }
}

/// The modifiers where SwiftUI code puts them: chained in any order with others, on views of
/// every kind, in list rows and in buttons' labels.
private struct Everywhere: View {
    var body: some View {
        List {
            Text("Row").padding(.horizontal).background(.blue).clipShape(Capsule()).padding(.leading)
            Button {
            } label: {
                Text("Label").padding(.horizontal, 8).background(.green).cornerRadius(8)
            }
            HStack {
                Image(systemName: "star.fill")
                Text("Starred")
            }
            .padding(.horizontal, 8)
            .background(.orange)
            .mask { Capsule() }
            .font(.headline)
            Group {
                if true {
                    Text("Built").background(.red).clipShape(.rect(cornerRadius: 8)).clipped()
                }
            }
        }
    }
}

@MainActor @Suite struct ClipShapeTests {
    static let letters: [Color: String] = [.red: "r", .green: "g", .blue: "b", .orange: "o"]

    @Test func aCapsuleMakesAButtonAPillWithRoundEnds() {
        let driver = TestDriver(Pills(), width: 20, height: 8)
        // On one line the ends' padding is half blocks in the button's colour; on three, the
        // corner cells are, and the text stays whole.
        driver.expectScreen([
            "",
            "    ▐ Sign up ▌",
            "",
            "    ▄         ▄",
            "      Sign up",
            "    ▀         ▀",
            "",
            " q quit",
        ])
        #expect(
            driver.linesWithBackgrounds(width: 20, Self.letters) == [
                "",
                "    ▐bSignbupb▌",
                "",
                "    ▄bbbbbbbbb▄",
                "    bbSignbupbb",
                "    ▀bbbbbbbbb▀",
                "",
                " q quit",
            ])
        for (x, y) in [(4, 1), (14, 1), (4, 3), (14, 5)] {
            let cell = driver.cell(x: x, y: y)
            #expect(
                cell.foregroundColor == .blue && cell.backgroundColor == .default,
                "the half inside in the button's colour, the half outside the terminal's")
        }
    }

    @Test func theGuidesExample() {
        let driver = TestDriver(GuideExample(), width: 24, height: 8)
        driver.expectScreen([
            "",
            "  ▐ Sign up ▌",
            "  ▄                 ▄",
            "    Plan",
            "    Unlimited books",
            "  ▀                 ▀",
            "",
            " q quit",
        ])
        let ascii = TestDriver(GuideExample(), width: 24, height: 8, unicode: false)
        #expect(
            ascii.linesWithBackgrounds(width: 24, Self.letters) == [
                "",
                "  bbSignbupbb",
                "  ggggggggggggggggggg",
                "  ggPlanggggggggggggg",
                "  ggUnlimitedgbooksgg",
                "  ggggggggggggggggggg",
                "",
                " q quit",
            ])
    }

    @Test(arguments: ClippedCard.Spelling.allCases)
    func aRoundedRectangleDropsTheCornersOfACard(spelling: ClippedCard.Spelling) {
        let driver = TestDriver(ClippedCard(spelling: spelling), width: 24, height: 7)
        // `.clipShape(RoundedRectangle(cornerRadius: 16))`, `.cornerRadius(16)` and a mask of the
        // shape alike: the top half of each top corner cell and the bottom half of each bottom one
        // are outside the shape.
        driver.expectScreen([
            "",
            "  ▄                 ▄",
            "    Plan",
            "    Unlimited books",
            "  ▀                 ▀",
            "",
            " q quit",
        ])
        #expect(
            driver.linesWithBackgrounds(width: 24, Self.letters) == [
                "",
                "  ▄ggggggggggggggggg▄",
                "  ggPlanggggggggggggg",
                "  ggUnlimitedgbooksgg",
                "  ▀ggggggggggggggggg▀",
                "",
                " q quit",
            ])
        #expect(driver.cell(x: 2, y: 1).foregroundColor == .green)
    }

    @Test func aCircleClipsASmallViewToADiscAndTheTextItDoesNotReach() {
        let driver = TestDriver(Avatars(), width: 20, height: 8)
        // Initials in a disc six columns by three lines; the letters of "Hello" outside a circle
        // as tall as its line are cut, the ones it reaches kept whole.
        driver.expectScreen([
            "",
            "       ▄    ▄",
            "         JD",
            "       ▀    ▀",
            "",
            "        ell",
            "",
            " q quit",
        ])
        #expect(
            driver.linesWithBackgrounds(width: 20, Self.letters) == [
                "",
                "       ▄rrrr▄",
                "       rrJDrr",
                "       ▀rrrr▀",
                "",
                "        ell",
                "",
                " q quit",
            ])
    }

    @Test func aClipKeepsTheCellsTheFilledShapeCoversInBothGlyphSets() {
        // A colour clipped to a circle is the circle filled with it, cell for cell.
        let driver = TestDriver(Discs(), width: 40, height: 10)
        #expect(
            driver.linesWithBackgrounds(width: 40, Self.letters) == [
                "         ▄▄rrrr▄▄      ▄▄rrrr▄▄",
                "        rrrrrrrrrr    rrrrrrrrrr",
                "       rrrrrrrrrrrr  rrrrrrrrrrrr",
                "       rrrrrrrrrrrr  rrrrrrrrrrrr",
                "        rrrrrrrrrr    rrrrrrrrrr",
                "         ▀▀rrrr▀▀      ▀▀rrrr▀▀",
                "",
                "                 ▐ Go ▌",
                "",
                " q quit",
            ])
        // Where the terminal is not UTF-8, a cell half inside is kept whole, as a filled shape's is.
        let ascii = TestDriver(Discs(), width: 40, height: 10, unicode: false)
        #expect(
            ascii.linesWithBackgrounds(width: 40, Self.letters) == [
                "         rrrrrrrr      rrrrrrrr",
                "        rrrrrrrrrr    rrrrrrrrrr",
                "       rrrrrrrrrrrr  rrrrrrrrrrrr",
                "       rrrrrrrrrrrr  rrrrrrrrrrrr",
                "        rrrrrrrrrr    rrrrrrrrrr",
                "         rrrrrrrr      rrrrrrrr",
                "",
                "                   Go",
                "",
                " q quit",
            ])
        let pills = TestDriver(Pills(), width: 20, height: 8, unicode: false)
        #expect(
            pills.linesWithBackgrounds(width: 20, Self.letters) == [
                "",
                "    bbSignbupbb",
                "",
                "    bbbbbbbbbbb",
                "    bbSignbupbb",
                "    bbbbbbbbbbb",
                "",
                " q quit",
            ])
    }

    @Test func aGradientClippedKeepsItsColourInTheHalfBlocks() {
        let driver = TestDriver(Discs(), width: 40, height: 10)
        // The pill's six cells from red to blue; each end a half block in its cell's colour.
        let gradient = GradientPaint(
            gradient: Gradient(colors: [.red, .blue]), shape: .linear(start: .leading, end: .trailing))
        let colors = (0..<6).map { gradient.color(column: $0, line: 0, width: 6, height: 1, scheme: .dark) }
        let cells = (17..<23).map { driver.cell(x: $0, y: 7) }
        #expect(cells.first?.grapheme == "▐" && cells.first?.foregroundColor == colors.first)
        #expect(cells.last?.grapheme == "▌" && cells.last?.foregroundColor == colors.last)
        #expect(cells.dropFirst().dropLast().map(\.backgroundColor) == Array(colors.dropFirst().dropLast()))
        #expect(cells.first?.backgroundColor == .default && cells.last?.backgroundColor == .default)
    }

    @Test func aCornerTooSmallForACellOrAMaskThatIsNoShapeChangesNothing() {
        let driver = TestDriver(Unclipped(), width: 24, height: 12)
        // A radius of 4 points cuts no half cell, nor does one of 12 at a card's corners (a half
        // cell is cut from 14); text and a stroked shape as masks keep the view whole.
        #expect(
            driver.linesWithBackgrounds(width: 24, Self.letters) == [
                "         oTago",
                "",
                "  ggggggggggggggggggg",
                "  ggPlanggggggggggggg",
                "  ggUnlimitedgbooksgg",
                "  ggggggggggggggggggg",
                "",
                "       bbFadedbb",
                "",
                "       bbRingbb",
                "",
                " q quit",
            ])
    }

    @Test func aBackgroundInAShapeColoursTheCellsTheShapeCoversAndCutsNoText() {
        let driver = TestDriver(ShapedBackgrounds(), width: 30, height: 6)
        // Each spelling of a capsule behind a tag rounds its ends; a circle behind text wider than
        // it colours the cells it reaches and leaves every letter.
        driver.expectScreen([
            "",
            "   ▐New▌ ▐New▌ ▐New▌ ▐New▌",
            "",
            "          Wide text",
            "",
            " q quit",
        ])
        #expect(
            (3..<27).filter { driver.cell(x: $0, y: 1).backgroundColor == .blue } == [
                4, 5, 6, 10, 11, 12, 16, 17, 18, 22, 23, 24,
            ])
        #expect([3, 9, 15, 21].allSatisfy { driver.cell(x: $0, y: 1).foregroundColor == .blue })
        #expect((10..<19).filter { driver.cell(x: $0, y: 3).backgroundColor == .blue } == [13, 14, 15])
    }

    @Test func aClippedCardOfButtonsKeepsEachButtonTakingTheFocus() {
        let driver = TestDriver(Choices(), width: 24, height: 6)
        // The screen opens the card into a row a button, as without the clip, and no shape cuts
        // the rows.
        driver.expectScreen([
            "",
            "      One",
            "      Two",
            "      Chosen: none",
            "",
            " ↑↓ move  Enter open",
        ])
        #expect(driver.cell(x: 8, y: 1).isReverse && !driver.cell(x: 8, y: 2).isReverse, "One has the focus")
        driver.press(.downArrow, .return)
        driver.expectLines(["      Chosen: Two"], from: 3)
        #expect(driver.cell(x: 8, y: 2).isReverse)
        #expect(driver.cell(x: 4, y: 3).backgroundColor == .green)
    }

    @Test func theModifiersWorkWhereverSwiftUICodePutsThem() {
        let driver = TestDriver(Everywhere(), width: 24, height: 7)
        // In list rows, in a button's label, over a stack, under a group, chained with others.
        driver.expectScreen([
            "   ▐ Row ▌",
            " ▐Label▌",
            " ▐★ Starred▌",
            " Built",
            "",
            "",
            " ↑↓ move  q quit    1/4",
        ])
        #expect(driver.cell(x: 1, y: 1).foregroundColor == .green)
        #expect(driver.cell(x: 1, y: 2).foregroundColor == .orange)
        #expect(driver.cell(x: 1, y: 3).backgroundColor == .red, "text at the ends of a one-line clip stays")
    }
}
