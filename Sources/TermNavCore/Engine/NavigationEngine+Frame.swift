extension NavigationEngine {
    /// The most times one frame is made again (a link followed, or appear hooks that changed
    /// state), so that links whose destinations push again straight away cannot loop for ever.
    private static let maximumRoundsPerFrame = 16

    /// Makes the next frame of the top screen: resolves it, lays it out, settles focus and
    /// scroll, resolves the rows of the window, then runs the appear and disappear hooks and
    /// follows any bound link whose binding asks for its destination (making the frame again
    /// after either). Links and hooks are all known before anything is drawn.
    /// - Parameters:
    ///   - size: The terminal's size.
    ///   - unicode: Whether the terminal shows UTF-8.
    /// - Returns: The frame, for the renderer.
    func frame(size: Size, unicode: Bool) -> Frame {
        var rounds = 0
        while true {
            let entry = stack[stack.count - 1]
            let isRoot = stack.count == 1
            let screen = ResolvedScreen(
                root: entry.root, graph: entry.graph, dynamicStorage: dynamicStorage, unicode: unicode)
            entry.title = screen.title
            current = screen
            let frame = plan(
                screen, entry: entry, below: isRoot ? nil : stack[stack.count - 2], size: size,
                unicode: unicode)
            entry.graph.endFrame()

            let rows = screen.rows
            let window = entry.state.drawnRows.map { rows.row(at: $0).preferences }
            let links = screen.preferences.links + window.flatMap { $0?.links ?? [] }
            let hooks = screen.preferences.hooks + window.flatMap { $0?.hooks ?? [] }
            entry.ignoredLinks = entry.ignoredLinks.filter { path in
                links.contains { $0.path == path && $0.isActive }
            }
            guard rounds < Self.maximumRoundsPerFrame else { return frame }
            if entry.updateAppearance(hooks) {
                // Hooks may have changed state: make the frame again with it.
                rounds += 1
                continue
            }
            if let link = links.first(where: { $0.isActive && !entry.ignoredLinks.contains($0.path) }) {
                follow(link)
                rounds += 1
                continue
            }
            return frame
        }
    }

    /// Lays out a resolved screen and settles its focus and scroll.
    private func plan(
        _ screen: ResolvedScreen, entry: ScreenEntry, below: ScreenEntry?, size: Size, unicode: Bool
    ) -> Frame {
        let lineLayout = LineLayout(unicode: unicode)
        var mode = screen.titleDisplayMode
        if mode == .automatic { mode = below == nil ? .large : .inline }
        let titleStyle: ScreenLayout.TitleStyle
        switch mode {
        case .inline: titleStyle = screen.title == nil ? .none : .inline
        case .large, .automatic: titleStyle = screen.title == nil ? .none : .large
        }
        let contentWidth = ScreenLayout.contentWidth(forWidth: size.width)
        let header = screen.header.flatMap { lineLayout.lines($0, width: contentWidth, wrap: true) }
        let footer = screen.footer.flatMap { lineLayout.lines($0, width: contentWidth, wrap: true) }
        let layout = ScreenLayout(
            size: size, hasBackLabel: below != nil, title: titleStyle, headerLines: header.count,
            footerLines: footer.count)

        // Focus and scroll, from the rows' heights at this width.
        let rowLayout = RowLayout(rows: screen.rows, layout: lineLayout, screen: layout)
        entry.state.regionHeight = max(1, layout.rows.count)
        Scroller(rows: screen.rows, height: layout.rows.count, rowHeight: rowLayout.height(of:))
            .settle(&entry.state)
        var rows: [Frame.Row] = []
        var used = 0
        var index = entry.state.top
        while used < layout.rows.count, index < screen.rows.count {
            let row = rowLayout.row(index)
            rows.append(Frame.Row(content: row, isFocused: index == entry.state.focus))
            used += row.height
            index += 1
        }
        let state = entry.state
        entry.state.drawnRows = state.top..<max(state.top, index)

        let availability = CommandAvailability(rows: screen.rows, state: entry.state, isRoot: below == nil)
        var position = ""
        if screen.rows.isList, screen.rows.count > 0 {
            position = "\(entry.state.focus + 1)/\(screen.rows.count)"
        }
        let bold = Style(attributes: .bold)
        return Frame(
            layout: layout, unicode: unicode,
            backLabel: below.map { below in
                let label =
                    Glyphs.back.text(unicode: unicode) + " "
                    + VisibleText.make(below.title ?? "Back", unicode: unicode)
                return Line(spans: [
                    Span(text: label, style: Style(attributes: .dim), width: DisplayWidth.of(label))
                ])
            },
            title: screen.title.map {
                lineLayout.textLine([TextRun(string: $0, style: bold)], style: .plain)
            },
            header: Array(header.prefix(layout.header.count)),
            rows: rows,
            footer: Array(footer.prefix(layout.footer.count)),
            helpItems: layout.helpLine == nil
                ? [] : keyMap.helpItems(unicode: unicode, isAvailable: availability.allows),
            position: position)
    }
}
