import Testing

@testable import TermNavCore

/// The box layout against SwiftUI's documented behaviour, in cells: what each child of a stack
/// is given, where frames put their content, what spacers keep.
@MainActor @Suite struct BoxLayoutTests {
    let box = BoxLayout(lines: LineLayout(unicode: true), wrap: false)

    nonisolated static func text(_ string: String) -> Node { .text([TextRun(string: string, style: .plain)]) }

    nonisolated static func row(_ children: [Node], spacing: Int = 0, alignment: VerticalAlignment = .center)
        -> Node
    {
        .stack(
            StackNode(
                axis: .horizontal, alignment: .leading, verticalAlignment: alignment, spacing: spacing,
                children: children))
    }

    nonisolated static func column(
        _ children: [Node], spacing: Int = 0, alignment: HorizontalAlignment = .leading
    ) -> Node {
        .stack(StackNode(axis: .vertical, alignment: alignment, spacing: spacing, children: children))
    }

    /// Padding of `cells` lines above and below and twice as many columns at the sides.
    nonisolated static func padding(_ cells: Int) -> CellInsets {
        var insets = CellInsets()
        insets.top = cells
        insets.bottom = cells
        insets.leading = 2 * cells
        insets.trailing = 2 * cells
        return insets
    }

    /// The text of a node laid out in `width` columns, a line each, trailing blanks kept.
    func drawn(_ node: Node, width: Int) -> [String] {
        box.lines(node, width: width, style: .plain).map(\.text)
    }

    struct Distribution: CustomTestStringConvertible, Sendable {
        let name: String
        let node: @Sendable () -> Node
        let width: Int
        let expected: [String]
        var testDescription: String { name }

        init(name: String, node: @autoclosure @escaping @Sendable () -> Node, width: Int, expected: [String])
        {
            self.name = name
            self.node = node
            self.width = width
            self.expected = expected
        }
    }

    nonisolated static let distributions: [Distribution] = [
        Distribution(
            name: "a label and a spacer: the label keeps its text, the spacer takes the rest",
            node: row([text("Name"), .spacer, text("42")]), width: 12, expected: ["Name      42"]),
        Distribution(
            name: "two texts too long: the shorter keeps its length, the longer is cut",
            node: row([text("Short"), text("A much longer text")], spacing: 1), width: 16,
            expected: ["Short A much lo…"]),
        Distribution(
            name: "two texts too long, each longer than half: both are cut to their share",
            node: row([text("First long text"), text("Second long text")], spacing: 1), width: 15,
            expected: ["First … Second…"]),
        Distribution(
            name: "a higher layout priority is offered the space first",
            node: row(
                [text("First long text"), .modified(text("Second long text"), .layout(.priority(1)))],
                spacing: 1),
            width: 20, expected: ["Fi… Second long text"]),
        Distribution(
            name: "a fixed frame beside a flexible text: the frame keeps its width",
            node: row([
                .modified(text("ab"), .frame(CellFrame(width: 6, alignment: .trailing))),
                text("flexible text"),
            ]),
            width: 12, expected: ["    abflexi…"]),
        Distribution(
            name: "two frames to the infinity share the width evenly",
            node: row([
                .modified(text("a"), .frame(CellFrame(maxWidth: .infinity, alignment: .leading))),
                .modified(text("b"), .frame(CellFrame(maxWidth: .infinity, alignment: .trailing))),
            ]), width: 10, expected: ["a        b"]),
        Distribution(
            name: "a spacer keeps its least length when the text would cut it",
            node: row([text("abcdefghij"), .spacer(minLength: 32), text("z")]), width: 10,
            expected: ["abcd…    z"]),
        Distribution(
            name: "fixedSize keeps a text whole, whatever it is offered",
            node: row([
                .modified(text("whole"), .layout(.fixedSize(horizontal: true, vertical: true))),
                text("cut here"),
            ]),
            width: 8, expected: ["wholecu…"]),
        Distribution(
            name: "an icon beside three lines, centred",
            node: row(
                [
                    .image(Glyph(unicode: "☺", ascii: "o")),
                    column([text("Ada"), text("ada@example.com"), text("London")]),
                ],
                spacing: 1),
            width: 20, expected: ["  Ada            ", "☺ ada@example.com", "  London         "]),
        Distribution(
            name: "an icon beside two lines, at the top",
            node: row(
                [.image(Glyph(unicode: "☺", ascii: "o")), column([text("Ada"), text("ada@example.com")])],
                spacing: 1,
                alignment: .top),
            width: 20, expected: ["☺ Ada            ", "  ada@example.com"]),
        Distribution(
            name: "a padded text beside plain ones keeps its text when all fit",
            node: row(
                [text("Left"), .modified(text("Boxed"), .padding(padding(1))), text("Right")], spacing: 1),
            width: 20, expected: ["                    ", "Left   Boxed   Right", "                    "]),
        Distribution(
            name: "a column centres its narrower children",
            node: row([column([text("1204"), text("Followers")], alignment: .center)]), width: 20,
            expected: ["  1204   ", "Followers"]),
        Distribution(
            name: "text cut to fewer lines than it has ends with the ellipsis",
            node: row([.modified(text("Return\rend"), .lineLimit(1)), column([text("a"), text("b")])]),
            width: 20, expected: ["Return…a", "       b"]),
    ]

    @Test(arguments: distributions) func stacksShareTheirSpaceAsSwiftUIDoes(_ case: Distribution) {
        #expect(drawn(`case`.node(), width: `case`.width) == `case`.expected)
    }

    @Test func aFrameAlignsItsContent() {
        let alignments: [(Alignment, [String])] = [
            (.topLeading, ["ab    ", "      ", "      "]),
            (.center, ["      ", "  ab  ", "      "]),
            (.bottomTrailing, ["      ", "      ", "    ab"]),
        ]
        for (alignment, expected) in alignments {
            let framed = Node.modified(
                Self.text("ab"), .frame(CellFrame(width: 6, height: 3, alignment: alignment)))
            #expect(
                drawn(Self.row([framed, Self.column([Self.text("x"), Self.text("y")])]), width: 7).map {
                    String($0.prefix(6))
                } == expected, "\(alignment)")
        }
    }

    @Test func aFlexibleFrameTakesWhatItIsOfferedWithinItsBounds() {
        let frame = CellFrame(minWidth: 4, maxWidth: .cells(8), alignment: .center)
        let node = Node.modified(Self.text("ab"), .frame(frame))
        #expect(
            box.size(of: node, proposal: ProposedCells(width: 20, height: nil))
                == CellSize(width: 8, height: 1))
        #expect(
            box.size(of: node, proposal: ProposedCells(width: 6, height: nil))
                == CellSize(width: 6, height: 1))
        #expect(
            box.size(of: node, proposal: ProposedCells(width: 1, height: nil))
                == CellSize(width: 4, height: 1))
        // Asked for its ideal size, the frame takes its content's, raised to its least.
        #expect(box.size(of: node, proposal: .unspecified) == CellSize(width: 4, height: 1))
    }

    @Test func spacersKeepTheirLeastLengthsAlongTheirStack() {
        let spacer = Node.spacer(minLength: 24)
        #expect(
            box.size(of: spacer, proposal: ProposedCells(width: 1, height: 1), in: .horizontal).width == 3)
        #expect(
            box.size(of: spacer, proposal: ProposedCells(width: 9, height: 1), in: .horizontal).width == 9)
        #expect(
            box.size(of: .spacer(minLength: 32), proposal: ProposedCells(width: 1, height: 0), in: .vertical)
                .height == 2)
        // Across its stack a spacer takes nothing.
        #expect(
            box.size(of: spacer, proposal: ProposedCells(width: 9, height: 5), in: .horizontal).height == 0)
    }

    @Test func wrappingTextTakesTheLinesItNeedsAtTheWidthOffered() {
        let wrapping = BoxLayout(lines: LineLayout(unicode: true), wrap: true)
        let node = Self.text("one two three four")
        #expect(
            wrapping.size(of: node, proposal: ProposedCells(width: 9, height: nil))
                == CellSize(width: 7, height: 3))
        #expect(wrapping.size(of: node, proposal: .unspecified) == CellSize(width: 18, height: 1))
        // Offered fewer lines than it needs, it takes them and ends with the ellipsis.
        let cut = wrapping.lines(
            .modified(node, .frame(CellFrame(width: 9, height: 1, alignment: .leading))), width: 9,
            style: .plain)
        #expect(cut.map(\.text) == ["one two… "])
    }

    @Test func anOffsetMovesTheDrawingNotThePlace() {
        let moved = Node.modified(Self.text("ab"), .layout(.offset(x: 2, y: 0)))
        // The column stands where it would without the move; the text moved is drawn past its
        // place, in front of it, and the line grows to show it.
        #expect(
            drawn(Self.row([moved, Self.column([Self.text("x"), Self.text("y")])]), width: 5)
                == ["  ab", "  y "])
        #expect(drawn(Self.row([moved, Self.text("x")]), width: 3) == ["  a"])
    }
}
