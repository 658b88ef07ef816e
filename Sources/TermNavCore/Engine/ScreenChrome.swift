/// The parts of a screen's frame around its rows: the fixed content's lines, the navigation
/// bar's plan, where everything goes, and (for the focus and commands last seen) the bar placed
/// and the help line's items.
///
/// They change only when state changes, the stack or the terminal's size does, or the focus moves
/// to another toolbar item or to a row that offers other commands, so each ``ScreenEntry`` keeps
/// the last ones and a key that moves the focus between rows of the same kind makes none of them
/// again.
@MainActor
struct ScreenChrome {
    /// What the chrome was made from.
    struct Key: Equatable {
        /// The terminal's size.
        var size: Size
        /// Whether the terminal shows UTF-8.
        var unicode: Bool
        /// The state change the screen was resolved at.
        var resolvedAtChange: Int
        /// The screens on the stack, bottom first (their titles make the back label or breadcrumb).
        var stack: [ScreenID]
        /// Whether the screen shows its filter line.
        var isFiltering = false
        /// Whether the screen is in a tab view, whose tab bar takes a line.
        var hasTabBar = false
    }

    /// What the bar and the help line were made for.
    struct FocusKey: Equatable {
        /// The toolbar item with the focus, if one has it.
        var focusedItem: Int?
        /// The commands that could act, a bit per command in ``KeyMap/Command/allCases`` order.
        var available: UInt64
        /// The app's own key bindings that could act.
        var appKeyBindings: [AppKeyBinding] = []
        /// Whether Enter edits the focused text field (the help says `edit`, not `open`).
        var editsText = false
        /// Whether ← and → move along the tab bar or turn pages (the help says `tabs` or
        /// `page`, not `scroll`).
        var sideways: String?
    }

    /// What it was made from.
    let key: Key
    /// The fixed content's lines above the rows, a list per part.
    let header: [[Line]]
    /// The fixed content's lines below the rows, a list per part.
    let footer: [[Line]]
    /// The navigation bar's plan.
    let bar: NavigationBarPlan
    /// Where everything goes.
    let layout: ScreenLayout
    /// Whether the screen is a sheet's (or a cover's) first screen.
    let isPresentationRoot: Bool
    /// The views drawn over the screen's list while it has no rows (`.overlay` around it), laid
    /// out over the whole rows' region as one row; `nil` when the list has rows or no overlay.
    let emptyListOverlay: LaidOutRow?
    /// What `placedBar` and `helpItems` were made for, once they have been.
    private var focusKey: FocusKey?
    /// The bar's parts, placed.
    private var placedBar: [PlacedLine] = []
    /// The help line's items.
    private var helpItems: [String] = []

    /// Lays out the parts of a resolved screen that do not depend on the focus.
    /// - Parameters:
    ///   - key: What the chrome is made from.
    ///   - screen: The screen, resolved.
    ///   - stack: The screens on the stack, bottom first.
    init(key: Key, screen: ResolvedScreen, stack: [ScreenEntry]) {
        self.key = key
        isPresentationRoot = stack.count == 1 && stack[0].isPresentationRoot
        let lineLayout = LineLayout(unicode: key.unicode)
        let contentWidth = ScreenLayout.contentWidth(forWidth: key.size.width)
        let header = screen.header.map { lineLayout.lines($0, width: contentWidth, wrap: true) }
        let footer = screen.footer.map { lineLayout.lines($0, width: contentWidth, wrap: true) }
        let bar = NavigationBarPlan(screen: screen, stack: stack, lineLayout: lineLayout, width: contentWidth)
        self.header = header
        self.footer = footer
        self.bar = bar
        layout = ScreenLayout(
            size: key.size, hasBar: bar.hasBar, title: bar.titleStyle, hasTopItems: !bar.trailing.isEmpty,
            hasBottomBar: !bar.bottom.isEmpty, hasTabBar: key.hasTabBar,
            headerLines: header.reduce(0) { $0 + $1.count }
                + (screen.preferences.search == nil && !key.isFiltering ? 0 : 1),
            footerLines: footer.reduce(0) { $0 + $1.count })
        emptyListOverlay = Self.overlay(of: screen, layout: layout, lineLayout: lineLayout)
    }

    /// The overlays of a list without rows, each where its alignment puts it in the rows'
    /// region, as SwiftUI draws an overlay over the list's area: one row that fills the region.
    private static func overlay(of screen: ResolvedScreen, layout: ScreenLayout, lineLayout: LineLayout)
        -> LaidOutRow?
    {
        guard screen.rows.isList, screen.rows.sourceCount == 0, !screen.listOverlays.isEmpty,
            !layout.rows.isEmpty
        else { return nil }
        var region = CellFrame()
        region.width = layout.contentWidth
        region.height = layout.rows.count
        var node = Node.modified(.empty, .frame(region))
        for overlay in screen.listOverlays {
            node = .modified(node, .overlay(overlay.node, overlay.alignment))
        }
        let lines = lineLayout.lines(node, width: layout.contentWidth, wrap: true)
        return LaidOutRow(lines: Array(lines.prefix(layout.rows.count)), accessory: Line())
    }

    /// The back label as placed for the last frame, if the bar shows one.
    var backLabel: PlacedLine? {
        guard case .label = bar.back, let line = layout.barLine else { return nil }
        return placedBar.first { $0.y == line && $0.x == ScreenLayout.margin }
    }

    /// The breadcrumb as placed for the last frame, with the number of titles it was made
    /// from, if the bar shows one.
    var breadcrumb: (placed: PlacedLine, count: Int)? {
        guard case .breadcrumb(let titles) = bar.back, let line = layout.barLine,
            let placed = placedBar.first(where: { $0.y == line && $0.x == ScreenLayout.margin })
        else { return nil }
        return (placed, titles.count)
    }

    /// The bar placed and the help line's items for the focus and commands of this frame, made
    /// again only when either differs from the frame before.
    /// - Parameters:
    ///   - focusedItem: The toolbar item with the focus, if one has it.
    ///   - availability: The commands that can act.
    ///   - keyMap: The key bindings, for the help items.
    ///   - appKeyBindings: The app's own key bindings that can act, named after the key map's.
    /// - Returns: The bar's parts, placed, and the help items.
    mutating func barAndHelp(
        focusedItem: Int?, availability: CommandAvailability, keyMap: KeyMap,
        appKeyBindings: [AppKeyBinding] = []
    ) -> (bar: [PlacedLine], help: [String]) {
        var available: UInt64 = 0
        for (bit, command) in KeyMap.Command.allCases.enumerated() where availability.allows(command) {
            available |= 1 << UInt64(bit)
        }
        let focus = FocusKey(
            focusedItem: focusedItem, available: available, appKeyBindings: appKeyBindings,
            editsText: availability.editsText,
            sideways: availability.isInTabBar ? "tabs" : availability.turnsPages ? "page" : nil)
        if focus != focusKey {
            focusKey = focus
            placedBar = NavigationBarLayout(layout: layout, unicode: key.unicode).place(
                back: bar.back, title: layout.titleLine == nil ? nil : bar.title, leading: bar.leading,
                trailing: bar.trailing, bottom: bar.bottom, focusedItem: focusedItem,
                titleOpensMenu: bar.titleOpensMenu)
            var describe: [KeyMap.Command: String] = [:]
            if !bar.actionableNames.isEmpty {
                describe[.focusNext] = bar.actionableNames.joined(separator: "/")
            }
            // Enter on a text field's row edits it again.
            if availability.editsText { describe[.activate] = "edit" }
            // ← and → move along the tab bar, or turn a paged tab view's pages.
            if let sideways = focus.sideways { describe[.moveLeft] = sideways }
            if availability.isInTabBar { describe[.activate] = "show" }
            // Esc on a sheet's first screen closes the sheet.
            if isPresentationRoot { describe[.back] = "close" }
            helpItems =
                layout.helpLine == nil
                ? []
                : keyMap.helpItems(
                    unicode: key.unicode, isAvailable: availability.allows, describe: describe,
                    taken: Set(appKeyBindings.flatMap(\.keys)))
                    + appKeyBindings.map { $0.helpItem(unicode: key.unicode) }
        }
        return (placedBar, helpItems)
    }
}
