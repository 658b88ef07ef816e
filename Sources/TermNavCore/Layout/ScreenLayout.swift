/// Where each part of a screen goes, computed once per frame and used by the engine (to page
/// and scroll) and by the renderer (to draw):
///
/// ```
///  ‹ Books list          The Alchemist        ← back label and inline title (pushed screens)
///  Books list                                 ← large title (the root, by default)
///                                             ← a blank line under the bar
///  Views above the list                       ← header: fixed, always shown
///  Harry Potter and the Chamber of Secrets  › ← rows: the scrolling region
///  …
///  Views below the list                       ← footer: fixed, always shown
///  ↑↓ move  Enter open  Esc back  q quit  2/103 ← help line
/// ```
/// Every line is drawn between a one-column margin on each side; a row's accessory ends at the
/// right margin, and its label gets what is left.
struct ScreenLayout: Equatable {
    /// How the navigation title is drawn.
    enum TitleStyle: Equatable {
        /// No title.
        case none
        /// Bold, on its own line under the back label.
        case large
        /// Bold, centred on the back label's line.
        case inline
    }

    /// The blank columns on each side of every line.
    static let margin = 1
    /// The columns between a row's label and its accessory.
    static let accessoryGap = 1
    /// Below this height the whole screen is content: no back label, no title, no toolbar.
    static let minimumHeightForNavigationBar = 3
    /// Below this height there is no help line.
    static let minimumHeightForHelpLine = 6
    /// Below this height there is no blank line under the bar, and a pushed screen's large title
    /// is left out (its back label stays).
    static let minimumHeightForTitleSpacing = 8

    /// The terminal's size.
    let size: Size
    /// The navigation bar's line (back label or breadcrumb, leading and trailing toolbar items,
    /// an inline title), if drawn.
    let barLine: Int?
    /// The line of the title, if drawn.
    let titleLine: Int?
    /// Whether the title shares the bar's line, centred.
    let isTitleInline: Bool
    /// The lines of the fixed content above the rows.
    let header: Range<Int>
    /// The lines of the scrolling rows.
    private(set) var rows: Range<Int>
    /// The lines of the fixed content below the rows.
    let footer: Range<Int>
    /// The line of the bottom toolbar, if drawn.
    let bottomBarLine: Int?
    /// The line of the help footer, if drawn.
    let helpLine: Int?
    /// The line of the tab bar (a tab view's), if drawn: above the help line and the bottom
    /// toolbar, as an iPhone's is at the bottom of the screen.
    let tabBarLine: Int?

    /// Lays out a screen.
    /// - Parameters:
    ///   - size: The terminal's size.
    ///   - hasBar: Whether the screen has a back label, a breadcrumb, leading toolbar items or
    ///     an inline title: a bar line above a large title.
    ///   - title: How the title is drawn.
    ///   - hasTopItems: Whether trailing toolbar items need a line (they share a large title's
    ///     line when there is no bar).
    ///   - hasBottomBar: Whether bottom toolbar items need the line above the help line.
    ///   - hasTabBar: Whether a tab view's tab bar needs the line above the help line (and
    ///     above the bottom toolbar's).
    ///   - headerLines: The lines the fixed content above the rows needs.
    ///   - footerLines: The lines the fixed content below the rows needs.
    init(
        size: Size, hasBar: Bool, title: TitleStyle, hasTopItems: Bool = false, hasBottomBar: Bool = false,
        hasTabBar: Bool = false, headerLines: Int, footerLines: Int
    ) {
        self.size = size
        let height = max(0, size.height)
        guard size.width > 0, height > 0 else {
            barLine = nil
            titleLine = nil
            isTitleInline = false
            header = 0..<0
            rows = 0..<0
            footer = 0..<0
            bottomBarLine = nil
            helpLine = nil
            tabBarLine = nil
            return
        }
        helpLine = height >= Self.minimumHeightForHelpLine ? height - 1 : nil
        var bottom = helpLine ?? height
        // The tab bar keeps at least a line for the content.
        if hasTabBar, bottom >= 2 {
            bottom -= 1
            tabBarLine = bottom
        } else {
            tabBarLine = nil
        }

        // The navigation bar: a bar line first (back label, items, inline title), then a large
        // title on a line of its own; without a bar, a large title takes the first line.
        var barLines = 0
        var barLine: Int?
        var titleLine: Int?
        var isTitleInline = false
        if height >= Self.minimumHeightForNavigationBar {
            if hasBar || (hasTopItems && title == .none) {
                barLine = 0
                barLines = 1
            }
            switch title {
            case .none:
                break
            case .inline:
                barLine = 0
                titleLine = 0
                isTitleInline = true
                barLines = 1
            case .large:
                if barLines == 0 {
                    titleLine = 0
                    barLines = 1
                } else if height >= Self.minimumHeightForTitleSpacing {
                    titleLine = 1
                    barLines = 2
                }
            }
            if hasBottomBar, bottom > barLines + 1 {
                bottom -= 1
                bottomBarLine = bottom
            } else {
                bottomBarLine = nil
            }
        } else {
            bottomBarLine = nil
        }
        self.barLine = barLine
        self.titleLine = titleLine
        self.isTitleInline = isTitleInline

        var top = barLines
        if barLines > 0, height >= Self.minimumHeightForTitleSpacing { top += 1 }
        let headerEnd = min(bottom, top + headerLines)
        header = min(top, bottom)..<max(min(top, bottom), headerEnd)
        // The footer keeps at least one line for the rows.
        let footerCount = min(footerLines, max(0, bottom - headerEnd - 1))
        footer = (bottom - footerCount)..<bottom
        rows = header.upperBound..<max(header.upperBound, bottom - footerCount)
    }

    /// Starts the rows' region lower, where the content placed in it takes fewer lines than it
    /// has (``ContentPlacement/top``); the region keeps at least one line.
    /// - Parameter lines: The blank lines above the first row.
    mutating func moveRowsDown(by lines: Int) {
        guard lines > 0 else { return }
        rows = min(rows.lowerBound + lines, max(rows.lowerBound, rows.upperBound - 1))..<rows.upperBound
    }

    /// The line the top toolbar items go on: the bar's, or a large title's when there is no bar.
    var topItemsLine: Int? { barLine ?? titleLine }

    /// The columns between the margins.
    var contentWidth: Int { Self.contentWidth(forWidth: size.width) }

    /// The columns between the margins of a terminal `width` columns wide.
    static func contentWidth(forWidth width: Int) -> Int {
        max(0, width - 2 * margin)
    }

    /// The widest a back label may be beside an inline title: half the line, so the title fits.
    var backLabelWidth: Int { max(0, contentWidth / 2 - 1) }

    /// The columns a row's label may use beside an accessory `accessoryWidth` columns wide.
    func labelWidth(besideAccessoryOf accessoryWidth: Int) -> Int {
        max(0, contentWidth - (accessoryWidth > 0 ? accessoryWidth + Self.accessoryGap : 0))
    }

    /// The column where an accessory `accessoryWidth` columns wide starts: it ends at the right
    /// margin, so every row's accessory lines up.
    func accessoryColumn(width accessoryWidth: Int) -> Int {
        size.width - Self.margin - accessoryWidth
    }
}
