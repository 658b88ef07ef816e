import Testing

@testable import TermNavCore

/// A horizontal scroll view and a geometry reader in the box layout, in cells: what each takes
/// when offered a size, and what it draws.
@MainActor @Suite struct ScrollAndGeometryLayoutTests {
    let box = BoxLayout(lines: LineLayout(unicode: true), wrap: false)

    nonisolated static func text(_ string: String) -> Node { .text([TextRun(string: string, style: .plain)]) }

    nonisolated static func scroll(_ content: Node, vertical: Bool = false) -> Node {
        .arranged(ArrangedNode(arrangement: .scroll(vertical: vertical), children: [content]))
    }

    nonisolated static func row(_ children: [Node]) -> Node {
        .stack(StackNode(axis: .horizontal, alignment: .leading, spacing: 1, children: children))
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let node: @Sendable () -> Node
        let proposal: ProposedCells
        let size: CellSize
        let drawn: [String]
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(
            name: "across: all the width offered, the content's height, the start of the content",
            node: { scroll(row([text("Fantasy"), text("Mystery"), text("Romance")])) },
            proposal: ProposedCells(width: 12, height: 5), size: CellSize(width: 12, height: 1),
            drawn: ["Fantasy Mys…"]),
        Case(
            name: "across, with no width offered: the content's ideal width",
            node: { scroll(row([text("Fantasy"), text("Mystery")])) },
            proposal: .unspecified, size: CellSize(width: 15, height: 1), drawn: ["Fantasy Mystery"]),
        Case(
            name: "across, content narrower than offered: blank after it",
            node: { scroll(text("Hi")) },
            proposal: ProposedCells(width: 6, height: nil), size: CellSize(width: 6, height: 1),
            drawn: ["Hi    "]),
        Case(
            name: "both ways: the height offered too",
            node: { scroll(text("Hi"), vertical: true) },
            proposal: ProposedCells(width: 4, height: 3), size: CellSize(width: 4, height: 3),
            drawn: ["Hi  ", "    ", "    "]),
        Case(
            name: "a reader takes all that is offered, its content at the top left",
            node: { reader { _ in text("ab") } },
            proposal: ProposedCells(width: 5, height: 2), size: CellSize(width: 5, height: 2),
            drawn: ["ab   ", "     "]),
        Case(
            name: "a reader offered no height is as tall as its content",
            node: { reader { _ in .group([text("a"), text("b")]) } },
            proposal: ProposedCells(width: 3, height: nil), size: CellSize(width: 3, height: 2),
            drawn: ["a  ", "b  "]),
        Case(
            name: "a reader's content is built for the size offered, in points",
            node: { reader { offer in text("\(Int(offer.points.width))x\(Int(offer.points.height))") } },
            proposal: ProposedCells(width: 8, height: 1), size: CellSize(width: 8, height: 1),
            drawn: ["64x16   "]),
    ]

    nonisolated static func reader(_ content: @escaping (GeometryContent.Offer) -> Node) -> Node {
        .arranged(ArrangedNode(arrangement: .geometry(GeometryContent(resolve: content)), children: []))
    }

    @Test(arguments: cases) func sizesAndDraws(_ item: Case) {
        let node = item.node()
        let size = box.size(of: node, proposal: item.proposal)
        #expect(size == item.size)
        #expect(box.block(of: node, size: size, style: .plain).lines.map(\.text) == item.drawn)
    }

    @Test func aReaderResolvesItsContentOnceASize() {
        var resolved = 0
        let node = Self.reader { _ in
            resolved += 1
            return Self.text("x")
        }
        let offered = ProposedCells(width: 4, height: 1)
        _ = box.size(of: node, proposal: offered)
        _ = box.block(of: node, size: CellSize(width: 4, height: 1), style: .plain)
        #expect(resolved == 1)
        _ = box.size(of: node, proposal: ProposedCells(width: 6, height: 1))
        #expect(resolved == 2)
    }

    struct Window: CustomTestStringConvertible, Sendable {
        let offset: Int
        let width: Int
        let expected: String
        var testDescription: String { "from \(offset), \(width) wide" }
    }

    @Test(arguments: [
        Window(offset: 0, width: 21, expected: "Name  Moons  Distance"),
        Window(offset: 0, width: 10, expected: "Name  Moo…"),
        Window(offset: 3, width: 10, expected: "…  Moons …"),
        Window(offset: 13, width: 8, expected: "…istance"),
        Window(offset: 6, width: 21, expected: "…oons  Distance"),
    ])
    func aLineThroughAWindowMarksWhatGoesOnPastItsEdges(_ window: Window) {
        let line = Line(spans: [Span(text: "Name  Moons  Distance", style: .plain, width: 21)])
        #expect(line.window(from: window.offset, width: window.width, ellipsis: "…").text == window.expected)
    }
}
