/// One row of a screen, resolved: its node, what it does, and what it asked of the screen.
///
/// A row is handed around on every key (the row cache, the focus, the key handlers, the help
/// line), so its parts live in one object shared by its copies: a copy counts one reference
/// instead of one per part. It keeps value semantics: changing a copy's behavior leaves the
/// others alone.
struct ResolvedRow {
    /// The parts, shared by copies of the row until one of them changes its behavior.
    private final class Parts {
        let node: Node
        var behavior: RowBehavior
        let preferences: ResolvedPreferences?
        let cells: [RowBehavior]?
        let stackParts: [Int]?

        init(
            node: Node, behavior: RowBehavior, preferences: ResolvedPreferences?, cells: [RowBehavior]?,
            stackParts: [Int]?
        ) {
            self.node = node
            self.behavior = behavior
            self.preferences = preferences
            self.cells = cells
            self.stackParts = stackParts
        }
    }

    private var parts: Parts

    /// The row's content.
    var node: Node { parts.node }

    /// What Enter and the accessory key do on this row, and which accessory it draws.
    var behavior: RowBehavior {
        get { parts.behavior }
        set {
            if isKnownUniquelyReferenced(&parts) {
                parts.behavior = newValue
            } else {
                parts = Parts(
                    node: parts.node, behavior: newValue, preferences: parts.preferences, cells: parts.cells,
                    stackParts: parts.stackParts)
            }
        }
    }

    /// The row's own `.onKeyPress` handlers, read without copying the rest of its behavior.
    var keyHandlers: [KeyPressHandler] { parts.behavior.keyHandlers }

    /// The row's field of several lines (a text editor, a text field along the vertical axis)
    /// when the field ends the row, read without copying the rest of its behavior: most rows
    /// have none, and every row laid out asks.
    var textArea: TextFieldEntry? {
        guard let field = parts.behavior.textField, field.area != nil, parts.behavior.textFieldEndsRow else {
            return nil
        }
        return field
    }

    /// The blank cells around the row's field of several lines: the padding its views were
    /// given (a stack's `.padding()` reaches each of its parts), which the field is drawn
    /// inside of.
    var textAreaPadding: CellInsets {
        var padding = CellInsets()
        var node = parts.node
        while case .modified(let inner, let modifier) = node {
            if case .padding(let insets) = modifier {
                padding.top += insets.top
                padding.leading += insets.leading
                padding.bottom += insets.bottom
                padding.trailing += insets.trailing
            }
            if case .rowTrait(.textField) = modifier { break }
            node = inner
        }
        return padding
    }

    /// The links and hooks the row registered while it resolved; `nil` for a row resolved with
    /// the screen, whose links and hooks are the screen's own.
    var preferences: ResolvedPreferences? { parts.preferences }

    /// What each cell does, for a row whose focus is on one cell: a lazy grid's line, or a row
    /// of several actionable views side by side (``stackParts``); `nil` for any other row.
    var cells: [RowBehavior]? { parts.cells }

    /// For a row of several actionable views side by side, the children of its horizontal
    /// stack that are its cells, in order (``Node/rowParts``); `nil` for any other row.
    var stackParts: [Int]? { parts.stackParts }

    /// Whether the row is a lazy grid's line, whose cells are the grid's columns.
    var isGridLine: Bool { parts.cells != nil && parts.stackParts == nil }

    /// A row: one of several actionable views side by side has a cell for each of them.
    init(node: Node, preferences: ResolvedPreferences?) {
        var cells: [RowBehavior]?
        let stackParts = node.rowParts
        if let stackParts, let stack = node.rowPartsStack {
            cells = stackParts.map { RowBehavior(stack.children[$0]) }
        }
        parts = Parts(
            node: node, behavior: RowBehavior(node), preferences: preferences, cells: cells,
            stackParts: stackParts)
    }

    /// A lazy grid's line: its node, and its cells, each doing what it does on its own.
    init(node: Node, preferences: ResolvedPreferences?, cells: [Node]) {
        parts = Parts(
            node: node, behavior: RowBehavior(node), preferences: preferences,
            cells: cells.map(RowBehavior.init), stackParts: nil)
    }
}
