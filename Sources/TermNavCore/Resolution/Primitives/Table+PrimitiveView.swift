@MainActor
extension Table: PrimitiveView {
    /// A table is its header line above a list of its rows, as the screen opens a `VStack` of
    /// views above a `List`: the header stays while the rows scroll. Its columns are laid out at
    /// the width of the screen's content (``ResolveContext/contentWidth()``), less the room a
    /// chosen row's checkmark takes, so that every row's cells line up under the titles.
    func resolve(in context: inout ResolveContext) -> Node {
        let environment = context.environment
        let specs = TableColumns.specs(of: columns).filter(\.isShown)
        let checkmark =
            selection == nil ? 0 : DisplayWidth.of(Glyphs.checkmark.text(unicode: context.unicode)) + 1
        let layout = TableColumnLayout(
            sizings: specs.map(\.sizing), width: context.contentWidth() - checkmark)
        let columns = Array(specs.prefix(layout.widths.count))
        let cells = TableCells(columns: columns, widths: layout.widths)
        let rows = TableRowValues(runs: TableRows.runs(of: self.rows))
        let menu = environment.selectionMenu
        let selection = selection
        let list = List(
            content: ForEach(rows, id: \.id) { value in
                Self.row(of: value, cells: cells, menu: menu, selection: selection)
            },
            selection: selection?.list)
        let showsHeader = environment.tableColumnHeaders != .hidden
        // The views inside do not take the rows' menu; the header line takes the columns.
        context.environment.selectionMenu = nil
        context.environment.tableHeaderColumns = headerColumns(of: columns, layout: layout)
        defer { context.environment = environment }
        return context.resolvePart(
            VStack(spacing: 0) {
                if showsHeader { TableHeader() }
                list
            }, index: 0)
    }

    /// The columns as the header line shows them, and what choosing one does to the sort order.
    private func headerColumns(of columns: [TableColumnSpec<Value>], layout: TableColumnLayout)
        -> TableHeaderColumns
    {
        let sorting = sorting
        return TableHeaderColumns(
            titles: columns.map { AnyView($0.label) },
            widths: layout.widths,
            spacing: TableColumnLayout.spacing,
            alignments: columns.map(\.alignment.horizontal),
            directions: columns.map { column in column.comparator.flatMap { sorting?.direction($0) } },
            sorts: columns.map { sorting != nil && $0.comparator != nil },
            sort: { column in
                if let comparator = columns[column].comparator { sorting?.sort(comparator) }
            })
    }

    /// A row: its value's cells, and, under a `.contextMenu(forSelectionType:)`, Enter's primary
    /// action (which chooses the row first, as a click does before a double click) and the menu.
    private static func row(
        of value: Value, cells: TableCells<Value>, menu: SelectionMenu?, selection: TableSelection<Value.ID>?
    ) -> AnyView {
        let line = cells.line(for: value)
        guard let menu else { return AnyView(line) }
        let id = value.id
        let acted: () -> Set<AnyHashable> = {
            let chosen = selection?.chosen() ?? []
            return chosen.contains(id) ? Set(chosen.map { AnyHashable($0) }) : [AnyHashable(id)]
        }
        guard let primary = menu.primaryAction else {
            return AnyView(line.contextMenu { menu.menu(acted()) })
        }
        return AnyView(
            Button {
                selection?.list.choose(AnyHashable(id), false)
                primary(acted())
            } label: {
                line
            }
            .buttonStyle(.plain)
            .contextMenu { menu.menu(acted()) })
    }
}

/// How a table draws a row's cells: each column's view on one line, cut to the column's width
/// and placed in it by the column's alignment.
struct TableCells<Value> {
    /// The columns shown.
    let columns: [TableColumnSpec<Value>]
    /// Their widths, in cells.
    let widths: [Int]

    /// The row of a value.
    @MainActor
    func line(for value: Value) -> some View {
        HStack(spacing: Double(TableColumnLayout.spacing) * PointScale.pointsPerColumn) {
            ForEach(columns.indices, id: \.self) { index in
                AnyView(columns[index].cell(value))
                    .lineLimit(1)
                    .frame(
                        width: Double(widths[index]) * PointScale.pointsPerColumn,
                        alignment: Alignment(
                            horizontal: columns[index].alignment.horizontal, vertical: .center))
            }
        }
    }
}
