import Testing

@testable import TermNavCore

/// A lazy grid's columns against SwiftUI's documented sizing, in cells (a column per 8 points,
/// the standard spacing one column): fixed items take their width, flexible items share what is
/// left within their bounds, an adaptive item fits as many columns of its minimum as it can (at
/// least one) and shares its width among them.
@Suite struct GridColumnSizingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let items: [GridItem]
        /// The columns' widths at 40, 80 and 200 columns.
        let widths: [Int: [Int]]

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "fixed", items: [GridItem(.fixed(80)), GridItem(.fixed(160))],
            widths: [40: [10, 20], 80: [10, 20], 200: [10, 20]]),
        Case(
            name: "two flexible share evenly", items: [GridItem(.flexible()), GridItem(.flexible())],
            widths: [40: [20, 19], 80: [40, 39], 200: [100, 99]]),
        Case(
            name: "a flexible maximum gives the rest to the other",
            items: [GridItem(.flexible(maximum: 80)), GridItem(.flexible())],
            widths: [40: [10, 29], 80: [10, 69], 200: [10, 189]]),
        Case(
            name: "a flexible minimum is kept first",
            items: [GridItem(.flexible(minimum: 240)), GridItem(.flexible())],
            widths: [40: [30, 9], 80: [40, 39], 200: [100, 99]]),
        Case(
            name: "fixed beside flexible", items: [GridItem(.fixed(80)), GridItem(.flexible())],
            widths: [40: [10, 29], 80: [10, 69], 200: [10, 189]]),
        Case(
            name: "adaptive fits as many as its minimum allows",
            items: [GridItem(.adaptive(minimum: 80))],
            widths: [
                40: [13, 13, 12], 80: [11, 11, 11, 11, 10, 10, 10],
                200: [11, 11, 11] + Array(repeating: 10, count: 15),
            ]),
        Case(
            name: "adaptive columns at most their maximum",
            items: [GridItem(.adaptive(minimum: 80, maximum: 96))],
            widths: [
                40: [12, 12, 12], 80: [11, 11, 11, 11, 10, 10, 10],
                200: [11, 11, 11] + Array(repeating: 10, count: 15),
            ]),
        Case(
            name: "adaptive wider than the grid is one column as wide as the grid",
            items: [GridItem(.adaptive(minimum: 1000))], widths: [40: [40], 80: [80], 200: [200]]),
        Case(
            name: "adaptive beside fixed shares what is left",
            items: [GridItem(.fixed(80)), GridItem(.adaptive(minimum: 40))],
            widths: [
                40: [10, 5, 5, 5, 5, 5], 80: [10, 6, 6, 6, 6] + Array(repeating: 5, count: 7),
                200: [10, 6, 6, 6, 6] + Array(repeating: 5, count: 27),
            ]),
        Case(
            name: "an item's own spacing", items: [GridItem(.flexible(), spacing: 0), GridItem(.flexible())],
            widths: [40: [20, 20], 80: [40, 40], 200: [100, 100]]),
    ]

    @Test(arguments: cases)
    func columnWidths(_ sizing: Case) {
        let grid = LazyGridArrangement(items: sizing.items, alignment: .center, lineSpacing: 0)
        for width in [40, 80, 200] {
            #expect(grid.columns(width: width).map(\.width) == sizing.widths[width], "at \(width) columns")
        }
    }

    @Test func columnsStartAfterTheSpacing() {
        let grid = LazyGridArrangement(
            items: [GridItem(.fixed(80), spacing: 24), GridItem(.flexible()), GridItem(.fixed(40))],
            alignment: .center, lineSpacing: 0)
        // 10, then 3 columns of spacing, the flexible 40 - 10 - 3 - 1 - 5 = 21, one, then 5.
        #expect(grid.columns(width: 40).map(\.x) == [0, 13, 35])
        #expect(grid.columns(width: 40).map(\.width) == [10, 21, 5])
    }

    @Test func anItemsAlignmentOverridesTheGrids() {
        let grid = LazyGridArrangement(
            items: [GridItem(.flexible(), alignment: .leading), GridItem(.flexible())], alignment: .trailing,
            lineSpacing: 0)
        #expect(grid.columns(width: 40).map(\.alignment) == [.leading, .trailing])
    }
}
