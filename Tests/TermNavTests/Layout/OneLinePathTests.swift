import Testing

@testable import TermNavCore

/// The one-line path a list row of one line is laid out by (`LineLayout.line`) gives the cells
/// the box layout gives the same row offered its width and a line: every row shape, at widths
/// from too narrow to roomy. Where they differ, the one-line path is wrong.
@MainActor @Suite struct OneLinePathTests {
    /// Rows of one line as apps write them.
    struct Rows: View {
        var body: some View {
            List {
                Text("Dubliners")
                Label("Dubliners", systemImage: "book")
                HStack {
                    Text("Dubliners")
                    Spacer()
                    Text("Joyce").foregroundStyle(.secondary)
                }
                HStack {
                    Image(systemName: "book")
                    Text("A Portrait of the Artist as a Young Man")
                    Spacer()
                    Text("1916")
                }
                LabeledContent("Author", value: "James Joyce")
                LabeledContent("Progress") { ProgressView(value: 0.4) }
                Slider(value: .constant(0.5)) { Text("Volume") }
                HStack {
                    Text("Volume")
                    Slider(value: .constant(0.25))
                }
                HStack(spacing: 1) {
                    Button("Read") {}
                    Button("Share") {}
                    Button("Delete") {}
                }
                Text("Padded").padding(.horizontal)
                HStack {
                    Text("Leading").frame(maxWidth: .infinity, alignment: .leading)
                    Text("Right")
                }
                HStack {
                    Text("One")
                    Divider()
                    Text("Two")
                }
                Text("Backed").background(Color.blue)
                HStack {
                    Text("Bold")
                    Text("plain")
                }
                .bold()
                HStack {
                    Spacer()
                    Text("Centred")
                    Spacer()
                }
                TextField("Name", text: .constant("Molly"))
                LabeledContent("Name") { TextField("Name", text: .constant("Bloom")) }
                HStack {
                    Text("Search")
                    TextField("Words", text: .constant(""))
                }
                Text("Right").frame(width: 96, alignment: .trailing)
                Text("Inbox").overlay(alignment: .trailing) { Text("3") }
                HStack {
                    Text("Ulysses")
                    Text("A long subtitle that will not fit beside the title").foregroundStyle(.secondary)
                }
                Toggle("Wi-Fi", isOn: .constant(true))
                Text("Gone").disabled(true)
                Text("Done").strikethrough()
                HStack {
                    Text("Underlined")
                    Spacer()
                    Text("row")
                }
                .underline()
                Button("Reset") {}.buttonStyle(.bordered).disabled(true)
                Button {
                } label: {
                    Label("Saved", systemImage: "heart.fill")
                }
                .buttonStyle(.borderedProminent)
            }
        }
    }

    /// A line's cells up to `width` columns, each cluster with its style, blank cells after its
    /// end.
    static func cells(_ line: Line, width: Int) -> [String] {
        var cells: [String] = []
        for span in line.spans {
            for character in span.text {
                cells.append("\(character)|\(span.style)")
                for _ in 1..<max(1, DisplayWidth.of(character)) { cells.append("") }
            }
        }
        while cells.count < width { cells.append(" |\(Style.plain)") }
        return Array(cells.prefix(width))
    }

    @Test func everyRowShapeGivesTheBoxLayoutsCells() throws {
        let entry = ScreenEntry(
            root: Rows(), origin: .root, environment: EnvironmentValues(), changes: StateChanges())
        let screen = ResolvedScreen(
            root: Rows(), graph: entry.graph, viewTypes: ViewTypeIndex(), unicode: true,
            environment: EnvironmentValues())
        let layout = LineLayout(unicode: true)
        let box = BoxLayout(lines: layout, wrap: false)
        let ellipsis = Glyphs.ellipsis.text(unicode: true)
        #expect(screen.rows.count == 27)
        var compared = 0
        var declined: [String] = []
        for index in 0..<screen.rows.count {
            let node = screen.rows.row(at: index).node
            #expect(node.isOneLine, "row \(index) takes the one-line path")
            for width in [4, 9, 16, 24, 40, 80] {
                var oneLine = layout
                oneLine.check = OneLineCheck()
                let fast = oneLine.line(node, width: width).truncated(to: width, ellipsis: ellipsis)
                let size = box.size(of: node, proposal: ProposedCells(width: width, height: 1))
                let boxed = box.block(
                    of: node, size: CellSize(width: min(size.width, width), height: 1), style: .plain
                ).lines
                let placed = try #require(boxed.first, "row \(index) at \(width)")
                // What the one-line path leaves to the box layout, `lines` lays out there.
                #expect(layout.lines(node, width: width, wrap: false).count == 1)
                if oneLine.check?.declined == true {
                    declined.append("\(index)@\(width)")
                    continue
                }
                #expect(
                    Self.cells(fast, width: width) == Self.cells(placed, width: width),
                    "row \(index) at \(width): \(fast.text.debugDescription) ≠ \(placed.text.debugDescription)"
                )
                #expect(
                    fast.partColumns(within: width) == placed.partColumns(within: width),
                    "row \(index) at \(width): the parts' columns")
                #expect(
                    fast.fieldColumns(within: width) == placed.fieldColumns(within: width),
                    "row \(index) at \(width): the field's columns")
                compared += 1
            }
        }
        // At a list's widths every row but the centred one (two spacers) is the one-line path's;
        // rows cut to fit a narrow width are the box layout's.
        #expect(!declined.contains { $0.hasSuffix("@80") && $0 != "14@80" }, "\(declined)")
        #expect(compared > 27 * 3, "\(compared) compared; declined: \(declined)")
    }
}
