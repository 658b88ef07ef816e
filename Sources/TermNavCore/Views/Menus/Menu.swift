/// A control that shows a menu of its buttons, as SwiftUI's `Menu`.
///
/// ```swift
/// Menu("Sort") {
///     Button("By Title") { order = .title }
///     Button("By Date", systemImage: "calendar") { order = .date }
///     Divider()
///     Section("Direction") {
///         Button("Ascending") { ascending = true }
///         Button("Descending") { ascending = false }
///     }
///     Menu("More") {
///         Button("Delete All", role: .destructive) { items.removeAll() }
///     }
/// }
/// ```
/// The menu is drawn as its label followed by `▾` (`v` in ASCII); in a list row, a form or a
/// toolbar it takes the focus as a button does, and Enter, Space or a click opens a box of its
/// items over the screen, centred as a menu picker's box of choices is. In the box, ↑ and ↓ choose
/// (passing over section headers, dividers and disabled buttons), Enter runs the chosen button
/// and closes every level, Enter or → on a nested menu opens it in the box's place with the
/// titles of the menus above it as the box's title, and ← or Esc closes one level. A click on
/// an item chooses it; a click outside the box closes the menu.
///
/// With `primaryAction:`, Enter runs the primary action and the menu key (`m`, which the help line
/// names) opens the menu, as a long press does on a touch screen.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// The title, for the box and the titles of nested menus; `nil` for a label view.
    let title: String?
    /// What Enter runs instead of opening the menu, if anything.
    let primaryAction: (() -> Void)?
    @State private var isOpen = false
    @Environment(\.isInMenu) private var isInMenu

    /// Creates a menu with a label view.
    /// - Parameters:
    ///   - content: The menu's items: buttons, sections, dividers, nested menus.
    ///   - label: What the menu shows.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        title = nil
        primaryAction = nil
    }

    /// Creates a menu with a label view and a primary action.
    /// - Parameters:
    ///   - content: The menu's items.
    ///   - label: What the menu shows.
    ///   - primaryAction: What Enter runs; the menu key opens the menu.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        primaryAction: @escaping () -> Void
    ) {
        self.content = content()
        self.label = label()
        title = nil
        self.primaryAction = primaryAction
    }

    init(title: String, label: Label, content: Content, primaryAction: (() -> Void)?) {
        self.title = title
        self.label = label
        self.content = content
        self.primaryAction = primaryAction
    }

    /// The menu as its row, with its box while it is open; inside another menu, an item that
    /// opens a level of its own.
    @MainActor public var body: some View {
        if isInMenu {
            MenuLevel(title: title, label: label, content: content)
        } else {
            let open = { isOpen = true }
            MenuButton(label: label, action: primaryAction ?? open, open: primaryAction == nil ? nil : open)
                .alertModifier(
                    .menu, title ?? "", $isOpen, content, nil as EmptyView?, showsTitle: title != nil)
        }
    }
}

extension Menu where Label == Text {
    /// Creates a menu that shows a title.
    /// - Parameters:
    ///   - title: What the menu shows.
    ///   - content: The menu's items.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), label: Text(title), content: content(), primaryAction: nil)
    }

    /// Creates a menu that shows a localized title.
    /// - Parameters:
    ///   - titleKey: What the menu shows.
    ///   - content: The menu's items.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.text, label: Text(titleKey), content: content(), primaryAction: nil)
    }

    /// Creates a menu that shows a title and has a primary action.
    /// - Parameters:
    ///   - title: What the menu shows.
    ///   - content: The menu's items.
    ///   - primaryAction: What Enter runs; the menu key opens the menu.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(title: String(title), label: Text(title), content: content(), primaryAction: primaryAction)
    }

    /// Creates a menu that shows a localized title and has a primary action.
    /// - Parameters:
    ///   - titleKey: What the menu shows.
    ///   - content: The menu's items.
    ///   - primaryAction: What Enter runs; the menu key opens the menu.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(
            title: titleKey.text, label: Text(titleKey), content: content(), primaryAction: primaryAction)
    }
}

extension Menu where Label == TermNavCore.Label<Text, Image> {
    /// Creates a menu that shows a title and an SF Symbol's glyph.
    /// - Parameters:
    ///   - title: What the menu shows.
    ///   - systemImage: The SF Symbol name of the icon.
    ///   - content: The menu's items.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> Content
    ) {
        self.init(
            title: String(title), label: TermNavCore.Label(title, systemImage: systemImage),
            content: content(), primaryAction: nil)
    }

    /// Creates a menu that shows a localized title and an SF Symbol's glyph.
    /// - Parameters:
    ///   - titleKey: What the menu shows.
    ///   - systemImage: The SF Symbol name of the icon.
    ///   - content: The menu's items.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(
            title: titleKey.text, label: TermNavCore.Label(titleKey, systemImage: systemImage),
            content: content(), primaryAction: nil)
    }
}
