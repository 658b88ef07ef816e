/// A screen resolved for one frame: its title, fixed parts, scrolling rows and what its views
/// asked of it.
///
/// It never changes once resolved, and every frame and key reads it: a class, so that handing it
/// around costs one reference rather than a copy of each of its parts.
@MainActor
final class ResolvedScreen {
    /// Content above the rows, always shown (views above a `List` in a `VStack`).
    let header: [Node]
    /// The scrolling rows: a list's rows, or the screen's content one row per view.
    let rows: RowSource
    /// Content below the rows, always shown.
    let footer: [Node]
    /// What the screen's fixed part asked for: title, links, hooks. Lazy rows keep their own;
    /// the title is a first row's, when it sets one (``RowSource/firstRowTitle(among:)``).
    let preferences: ResolvedPreferences
    /// The `.onKeyPress` handlers around the screen's whole content, innermost first: they act
    /// whatever has the focus.
    let screenKeyHandlers: [KeyPressHandler]
    /// The `.onKeyPress` handlers around the list, innermost first: they act while the focus is
    /// on its rows (or on the list, when it has none).
    let listKeyHandlers: [KeyPressHandler]
    /// The views drawn over the list (`.overlay` around it), innermost first, each with its
    /// alignment: the screen draws them over the rows' region while the list has no rows.
    let listOverlays: [ListOverlay]
    /// The content area a `GeometryReader` at the screen's root was resolved for; `nil` when the
    /// root is no reader. The screen is resolved again when its content area changes.
    let rootOffer: GeometryContent.Offer?
    /// Whether the screen's content is a horizontal scroll view: its rows are laid out at their
    /// ideal width and the screen scrolls sideways.
    let scrollsAcross: Bool
    /// How the rows of content that is not a list stood in its vertical stacks, for the layout
    /// to place them as SwiftUI does; `nil` for a list.
    let contentStacks: ContentStacks?
    /// The colour or gradient behind the whole screen, when its content puts one there (a
    /// `ZStack` whose first layer is a colour); `nil` for the terminal's own background.
    let backdrop: ScreenBackdrop?

    /// The navigation title, if the screen set one.
    var title: String? { preferences.title }
    /// How the title is shown.
    var titleDisplayMode: NavigationBarItem.TitleDisplayMode { preferences.titleDisplayMode }

    /// Whether the screen hides its navigation bar (`.navigationBarHidden(true)`).
    var isBarHidden: Bool { preferences.hidesBar }

    /// The toolbar items that take a place of their own, in focus order: leading, trailing,
    /// bottom, then the title's menu (on the title, where there is one). Principal items stand in
    /// for the title; keyboard items are not shown. A hidden bar takes its items with it; bottom
    /// items stay. Sorted once, when the screen resolves:
    /// every frame asks for them, and only the screen's own resolution adds to its toolbar (lazy
    /// rows keep preferences of their own).
    let toolbarItems: [ToolbarEntry]

    /// The principal toolbar item, shown in place of the title, if there is one.
    var principalItem: ToolbarEntry? {
        isBarHidden ? nil : preferences.toolbar.first { $0.region == .principal }
    }

    /// Resolves a screen's root view.
    /// - Parameters:
    ///   - root: The screen's root view.
    ///   - graph: The screen's state and cached bodies.
    ///   - viewTypes: What is known of each view type: built in, or with `@State` to link.
    ///   - unicode: Whether the terminal shows UTF-8.
    ///   - environment: The environment the screen's views start from.
    ///   - reusing: Whether bodies cached from the last resolution may be reused.
    ///   - width: The columns the screen's content is laid out in: a lazy grid's lines are made
    ///     for it (see ``RowSource``).
    ///   - contentArea: The screen's content area, offered to a `GeometryReader` at its root.
    init(
        root: any View, graph: ViewGraph, viewTypes: ViewTypeIndex, unicode: Bool,
        environment: EnvironmentValues, reusing: Bool = true, width: Int = 78,
        contentArea: GeometryContent.Offer = GeometryContent.Offer(width: nil, height: nil)
    ) {
        graph.beginFrame()
        let preferences = ResolvedPreferences()
        // A screen pushed from a list's or a form's row is no row of that list.
        var environment = environment
        if environment[InColumnsFormKey.self] { environment[InColumnsFormKey.self] = false }
        if environment[InListKey.self] { environment[InListKey.self] = false }
        var context = ResolveContext(
            graph: graph, viewTypes: viewTypes, preferences: preferences, unicode: unicode,
            environment: environment, reusing: reusing)
        context.width = width
        context.isScreenPart = true
        context.isOnSpine = true
        var (node, screenKeyHandlers) = Self.strippingKeyHandlers(context.resolve(root))
        context.isScreenPart = false
        context.isOnSpine = false
        // A colour behind everything fills the screen; what stands in front is the content.
        var backdrop = Self.strippingBackdrop(&node, scheme: environment.colorScheme)
        if let reader = Self.rootReader(node) {
            // A reader at the root is offered the content area, and its content becomes the
            // screen's parts as any root content does.
            let (content, innerHandlers) = Self.strippingKeyHandlers(reader.node(for: contentArea))
            node = content
            screenKeyHandlers = innerHandlers + screenKeyHandlers
            rootOffer = contentArea
            if backdrop == nil { backdrop = Self.strippingBackdrop(&node, scheme: environment.colorScheme) }
        } else {
            rootOffer = nil
        }
        self.backdrop = backdrop
        if case .arranged(let arranged) = node, case .scroll = arranged.arrangement,
            !Self.isOneLineAcross(arranged.children.first ?? .empty)
        {
            // A horizontal scroll view as the whole content: its content's parts are the rows,
            // and the screen scrolls across. (One horizontal stack in it is a carousel, the
            // screen's one row.)
            let (content, innerHandlers) = Self.strippingKeyHandlers(arranged.children.first ?? .empty)
            node = content
            screenKeyHandlers = innerHandlers + screenKeyHandlers
            scrollsAcross = true
        } else {
            scrollsAcross = false
        }
        self.screenKeyHandlers = screenKeyHandlers
        var stacks = ContentStacks()
        var parts: [Node] = []
        for (part, stack) in Self.verticalParts(of: node, in: 0, stacks: &stacks) {
            let built = context.eager([part])
            parts.append(contentsOf: built)
            stacks.partStacks.append(contentsOf: repeatElement(stack, count: built.count))
        }
        if preferences.scrollsDown { stacks.startsAtTop = true }
        if preferences.hasLazyGrid {
            // A lazy grid that is a part of its own, on a screen without a list, makes rows of
            // its lines; any other is built out.
            let hasList = parts.contains { Self.list(in: $0) != nil }
            parts = parts.map { part in
                !hasList && ResolveContext.isLazyGrid(part) ? part : context.buildingOutLazyGrids(part)
            }
        }
        if let listIndex = parts.firstIndex(where: { Self.list(in: $0) != nil }),
            let lastList = parts.lastIndex(where: { Self.list(in: $0) != nil }),
            let list = Self.joinedList(parts[listIndex...lastList])
        {
            header = Array(parts[..<listIndex])
            footer = Array(parts[(lastList + 1)...])
            rows = RowSource(list: list, context: context)
            listKeyHandlers = Self.keyHandlers(around: parts[listIndex])
            contentStacks = nil
            listOverlays = Self.overlays(around: parts[listIndex])
        } else {
            header = []
            footer = []
            rows = RowSource(parts: parts, stacks: stacks.partStacks, context: context, width: width)
            listKeyHandlers = []
            listOverlays = []
            // A reader's content is placed at its top leading corner, as SwiftUI places it.
            contentStacks = rootOffer == nil ? stacks : nil
        }
        let rowsBeforeTitle = preferences.rowsBeforeTitle
        if !rowsBeforeTitle.isEmpty, let row = rows.firstRowTitle(among: rowsBeforeTitle) {
            // A title set inside rows built later wins over one set around them, or after them.
            preferences.title = row.title
            if row.titleDisplayMode != .automatic { preferences.titleDisplayMode = row.titleDisplayMode }
        }
        self.preferences = preferences
        toolbarItems = Self.toolbarItems(of: preferences)
    }

    /// The colour behind the whole screen that content puts there, taken out of it: the content
    /// becomes what stands in front of it.
    private static func strippingBackdrop(_ node: inout Node, scheme: ColorScheme) -> ScreenBackdrop? {
        guard let (backdrop, front) = ScreenBackdrop.split(node, scheme: scheme) else { return nil }
        node = front
        return backdrop
    }

    /// Whether a scroll view's content is one horizontal stack: a carousel.
    private static func isOneLineAcross(_ content: Node) -> Bool {
        if case .stack(let stack) = content { return stack.axis == .horizontal }
        return false
    }

    /// The reader a screen's content is, if it is a `GeometryReader`.
    private static func rootReader(_ node: Node) -> GeometryContent? {
        guard case .arranged(let arranged) = node, case .geometry(let reader) = arranged.arrangement else {
            return nil
        }
        return reader
    }

    /// The toolbar items that take a place of their own, in focus order.
    private static func toolbarItems(of preferences: ResolvedPreferences) -> [ToolbarEntry] {
        let items = preferences.toolbar
        let bottom = preferences.bottomBarHidden == true ? [] : items.filter { $0.region == .bottom }
        if preferences.hidesBar { return bottom }
        // The title's menu last, and only where there is a title and the menu has items.
        let titleMenu = items.first { $0.region == .titleMenu && $0.behavior.action != nil }
        let opensTitle = preferences.title != nil && items.allSatisfy { $0.region != .principal }
        return items.filter { $0.region == .leading } + items.filter { $0.region == .trailing } + bottom
            + (opensTitle ? titleMenu.map { [$0] } ?? [] : [])
    }

    /// The screen's content as a column of parts, each with the stack it stands in: top-level
    /// vertical stacks and groups opened up.
    /// - Parameters:
    ///   - node: The content.
    ///   - stack: The stack it stands in.
    ///   - stacks: The stacks opened up so far; those opened here are added.
    /// - Returns: The parts and their stacks.
    private static func verticalParts(of node: Node, in stack: Int, stacks: inout ContentStacks) -> [(
        Node, Int
    )] {
        switch node {
        case .empty:
            return []
        case .group(let children):
            return children.flatMap { verticalParts(of: $0, in: stack, stacks: &stacks) }
        case .stack(let stackNode):
            switch stackNode.axis {
            case .horizontal:
                return [(node, stack)]
            case .vertical:
                // Opened up: each child becomes a row of its own, so buttons in it take the focus
                // one by one; the layout lines them up by the stack's alignment.
                let opened = stacks.addStack(in: stack, alignment: stackNode.alignment)
                var parts: [(Node, Int)] = []
                for child in stackNode.children {
                    let childParts = verticalParts(of: child, in: opened, stacks: &stacks)
                    if !parts.isEmpty, !childParts.isEmpty, stackNode.spacing > 0 {
                        parts.append(contentsOf: repeatElement((.text([]), opened), count: stackNode.spacing))
                    }
                    parts.append(contentsOf: childParts)
                }
                return parts
            }
        case .modified(let inner, .keyPress(let handler)):
            // A key handler acts for each part inside it.
            return verticalParts(of: inner, in: stack, stacks: &stacks).map {
                (.modified($0.0, .keyPress(handler)), $0.1)
            }
        case .modified(let inner, let modifier):
            if list(in: inner) != nil {
                // A list keeps the overlays around it: the screen draws them over its rows.
                let parts = verticalParts(of: inner, in: stack, stacks: &stacks)
                guard case .overlay = modifier else { return parts }
                return parts.map { list(in: $0.0) != nil ? (.modified($0.0, modifier), $0.1) : $0 }
            }
            if case .frame(let frame) = modifier, case .infinity? = frame.maxHeight,
                stacks.verticalAlignment == nil
            {
                stacks.verticalAlignment = frame.alignment.vertical
            }
            if case .layout(.position) = modifier, stacks.verticalAlignment == nil {
                // A positioned view takes the whole content area, so its point counts from the top.
                stacks.verticalAlignment = .top
            }
            return distributed(modifier, over: inner, in: stack, stacks: &stacks) ?? [(node, stack)]
        case .text, .image, .bar, .spacer, .divider, .color, .shape, .zstack, .list, .forEach, .button, .link,
            .labeled,
            .arranged:
            return [(node, stack)]
        }
    }

    /// A modifier around a vertical stack of the screen's content, applied to each of its parts
    /// so that each stays a row of its own (and a button in it takes the focus alone): styles,
    /// backgrounds, `.disabled`, the horizontal part of a frame, and padding (its top and bottom
    /// as blank rows), an identity (`.id(_:)`) to its first part; a clip to a shape is left out
    /// where a part takes the focus. `nil` when the content is a single part, or the modifier
    /// applies to the whole (an overlay, an accessory, a clip around nothing to focus).
    private static func distributed(
        _ modifier: NodeModifier, over inner: Node, in stack: Int, stacks: inout ContentStacks
    ) -> [(Node, Int)]? {
        var opened = stacks
        let parts = verticalParts(of: inner, in: stack, stacks: &opened)
        guard parts.count > 1 else { return nil }
        if case .clip = modifier, !parts.contains(where: { RowBehavior($0.0).takesFocus }) {
            // A clipped card of nothing to focus is one row, clipped whole.
            return nil
        }
        stacks = opened
        switch modifier {
        case .paint(let paint):
            // Each part takes its band of the gradient, so that it runs down the whole.
            return parts.enumerated().map { index, part in
                (.modified(part.0, .paint(paint.forPart(index, of: parts.count))), part.1)
            }
        case .background(let background):
            guard let paint = background.backgroundPaint else {
                return parts.map { (.modified($0.0, modifier), $0.1) }
            }
            return parts.enumerated().map { index, part in
                let band = Node.gradientFill(paint.forPart(index, of: parts.count))
                return (.modified(part.0, .background(band)), part.1)
            }
        case .style, .disabled, .hidden, .invisible, .lineLimit, .textAlignment:
            return parts.map { (.modified($0.0, modifier), $0.1) }
        case .frame(var frame):
            frame.height = nil
            frame.minHeight = nil
            frame.maxHeight = nil
            frame.isThin = false
            return parts.map { (.modified($0.0, .frame(frame)), $0.1) }
        case .padding(let insets):
            var sides = insets
            sides.top = 0
            sides.bottom = 0
            let padded = sides.isEmpty ? parts : parts.map { (.modified($0.0, .padding(sides)), $0.1) }
            let first = parts.first?.1 ?? stack
            let last = parts.last?.1 ?? stack
            return Array(repeating: (.text([]), first), count: insets.top) + padded
                + Array(repeating: (.text([]), last), count: insets.bottom)
        case .clip:
            // Its buttons each take the focus in a row of their own, which no shape clips.
            return parts
        case .rowTrait(.id):
            // The stack's identity is its first row's: scrolling to it shows where it starts.
            return parts.enumerated().map { index, part in
                index == 0 ? (.modified(part.0, modifier), part.1) : part
            }
        case .overlay, .border, .accessory, .toolbarPlacement, .keyPress, .rowTrait, .layout:
            // A border goes around the whole: its parts are one row, drawn in one box.
            return nil
        }
    }

    /// The list that parts from a list to a list make: the one list, or, for several lists
    /// (and what stands between them), one list of their rows, a blank line after each list but
    /// the last, so that every list's rows are shown and reached by the keys in one scrolling
    /// region. `nil` when the first part is not a list.
    private static func joinedList(_ parts: ArraySlice<Node>) -> ListNode? {
        guard let first = parts.first.flatMap(list(in:)) else { return nil }
        guard parts.count > 1 else { return first }
        var joined = first
        var followsList = true
        for part in parts.dropFirst() {
            if followsList { joined.segments.append(.modified(.text([]), .rowTrait(.sectionLabel))) }
            if let list = list(in: part) {
                joined.segments.append(contentsOf: list.segments)
                followsList = true
            } else {
                joined.segments.append(part)
                followsList = false
            }
        }
        return joined
    }

    /// The list a part is, under any modifiers.
    static func list(in node: Node) -> ListNode? {
        switch node {
        case .list(let list):
            return list
        case .modified(let inner, _):
            return list(in: inner)
        case .empty, .text, .image, .bar, .spacer, .divider, .color, .shape, .group, .stack, .zstack,
            .forEach,
            .button,
            .link, .labeled, .arranged:
            return nil
        }
    }
}
