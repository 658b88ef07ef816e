import TermNavTesting
import Testing

@testable import TermNavCore

/// A gradient set on one part of a joined text colours that part alone, across its own cells.
@MainActor @Suite struct TextGradientTests {
    static let across = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    static let down = LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom)

    struct Sale: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Sale").foregroundStyle(TextGradientTests.across) + Text(" today")
                Text("Now ") + Text("on sale").foregroundStyle(TextGradientTests.across)
                Text("Bold").foregroundStyle(TextGradientTests.across).bold()
                (Text("In")
                    + Text("ner").foregroundStyle(
                        .linearGradient(
                            colors: [.green, .yellow], startPoint: .leading, endPoint: .trailing)))
                    .foregroundStyle(TextGradientTests.across)
                Text("Read ") + Text("every word").foregroundStyle(TextGradientTests.down)
            }
        }
    }

    /// The colours of a gradient across a block of cells, a line at a time.
    static func colors(_ gradient: LinearGradient, width: Int, height: Int = 1, line: Int = 0) -> [Color] {
        (0..<width).map {
            gradient.gradientPaint.color(column: $0, line: line, width: width, height: height, scheme: .dark)
        }
    }

    @Test func aGradientOnAPartColoursThatPartAcrossItsOwnCells() {
        let driver = TestDriver(Sale(), width: 16, height: 9)
        driver.expectScreen([
            "",
            "  Sale today",
            "  Now on sale",
            "  Bold",
            "  Inner",
            "  Read every",
            "  word",
            "",
            " q quit",
        ])
        func foregrounds(_ y: Int, _ columns: Range<Int>) -> [Color] {
            columns.map { driver.cell(x: $0, y: y).foregroundColor }
        }
        // "Sale" from red to blue across its four cells; " today" in the terminal's colour.
        #expect(foregrounds(1, 2..<6) == Self.colors(Self.across, width: 4))
        #expect(foregrounds(1, 6..<12).allSatisfy { $0 == .default })
        // "on sale" across its seven cells, the blank between its words taking no colour.
        let onSale = Self.colors(Self.across, width: 7)
        #expect(foregrounds(2, 2..<6).allSatisfy { $0 == .default })
        #expect(foregrounds(2, 6..<13) == onSale.enumerated().map { $0.offset == 2 ? .default : $0.element })
        // Bold after the gradient keeps it.
        #expect(foregrounds(3, 2..<6) == Self.colors(Self.across, width: 4))
        #expect(driver.cell(x: 2, y: 3).isBold)
        // A part's own gradient stays under one set on the whole, which colours the rest across
        // the whole.
        let inner = LinearGradient(colors: [.green, .yellow], startPoint: .leading, endPoint: .trailing)
        #expect(foregrounds(4, 2..<4) == Array(Self.colors(Self.across, width: 5).prefix(2)))
        #expect(foregrounds(4, 4..<7) == Self.colors(inner, width: 3))
        // A part wrapped onto two lines takes the block of both: down the gradient, a line each.
        let top = Self.colors(Self.down, width: 1, height: 2, line: 0)[0]
        let bottom = Self.colors(Self.down, width: 1, height: 2, line: 1)[0]
        #expect(foregrounds(5, 2..<7).allSatisfy { $0 == .default })
        #expect(foregrounds(5, 7..<12).allSatisfy { $0 == top })
        #expect(foregrounds(6, 2..<6).allSatisfy { $0 == bottom })
    }
}
