/// What a screen's navigation bar shows, decided from the screen and the stack: a back label or
/// a breadcrumb, the title and how it is drawn, and the toolbar items as lines.
@MainActor
struct NavigationBarPlan {
    /// From this many screens on, the bar shows a breadcrumb of every title instead of a back
    /// label and an inline title.
    static let breadcrumbDepth = 3

    /// What stands at the bar's left.
    let back: NavigationBarLayout.Back
    /// How the title is drawn.
    let titleStyle: ScreenLayout.TitleStyle
    /// The title (or the principal item in its place), when it is drawn.
    let title: Line?
    /// The leading toolbar items.
    let leading: [Line]
    /// The trailing toolbar items.
    let trailing: [Line]
    /// The bottom toolbar items.
    let bottom: [Line]
    /// Whether the title opens a menu (``ToolbarTitleMenu``): it then shows `▾` and takes the
    /// focus after the other items.
    let titleOpensMenu: Bool
    /// The names of the items that do something, in focus order, for the key help.
    let actionableNames: [String]

    /// Whether the screen needs a bar line above a large title.
    var hasBar: Bool {
        switch back {
        case .none: return !leading.isEmpty
        case .label, .breadcrumb: return true
        }
    }

    init(screen: ResolvedScreen, stack: [ScreenEntry], lineLayout: LineLayout, width: Int) {
        let depth = stack.count
        let hidesBar = screen.isBarHidden
        let hidesBack = hidesBar || (screen.preferences.backButtonHidden ?? false)
        let showsBreadcrumb = depth >= Self.breadcrumbDepth && !hidesBack
        if depth == 1 || hidesBack {
            back = .none
        } else if showsBreadcrumb {
            back = .breadcrumb(stack.compactMap(\.title))
        } else {
            back = .label(stack[depth - 2].title ?? "Back")
        }

        var mode = screen.titleDisplayMode
        if mode == .automatic { mode = depth == 1 ? .large : .inline }
        let bold = Style(attributes: .bold)
        let items = screen.toolbarItems
        let titleMenu = items.last { $0.region == .titleMenu }
        let indicator = titleMenu == nil ? "" : " " + Glyphs.menuIndicator.text(unicode: lineLayout.unicode)
        let title: Line? =
            screen.principalItem.map { lineLayout.line($0.node, width: width) }
            ?? (hidesBar ? nil : screen.title).map {
                lineLayout.line(
                    .text([TextRun(string: $0, style: bold), TextRun(string: indicator, style: Style())]),
                    width: width)
            }
        if showsBreadcrumb || title == nil {
            titleStyle = .none
            self.title = nil
        } else {
            titleStyle = mode == .inline ? .inline : .large
            self.title = title
        }

        // Items that do something are underlined, so they read as buttons.
        func line(_ item: ToolbarEntry) -> Line {
            let line = lineLayout.line(item.node, width: width)
            return item.behavior.action == nil ? line : line.styled(Style(attributes: .underline))
        }
        titleOpensMenu = titleMenu != nil && self.title != nil
        leading = items.filter { $0.region == .leading }.map(line)
        trailing = items.filter { $0.region == .trailing }.map(line)
        bottom = items.filter { $0.region == .bottom }.map(line)
        actionableNames = items.filter { $0.behavior.action != nil }.map {
            $0.region == .titleMenu
                ? screen.title ?? "" : lineLayout.line($0.node, width: width).text.trimmed(of: " ")
        }
    }
}
