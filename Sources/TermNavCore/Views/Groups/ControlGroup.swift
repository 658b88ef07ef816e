/// Controls that belong together, side by side on one line, as SwiftUI's `ControlGroup`: each
/// button bordered (`[ Bold ]`) and taking the focus of its own (← and → move between them, a
/// click runs the one clicked); in the `.menu` and `.compactMenu` styles, a menu of them under
/// the group's label.
///
/// ```swift
/// ControlGroup {
///     Button("Bold") { style.toggle(.bold) }
///     Button("Italic") { style.toggle(.italic) }
/// }
/// ```
nonisolated public struct ControlGroup<Content: View>: View {
    /// The controls.
    let content: Content
    /// The group's label, shown by the menu styles.
    let label: AnyView?

    @Environment(\.controlGroupStyle) private var style

    /// Creates a group of controls.
    /// - Parameter content: The controls: buttons, toggles, menus.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = nil
    }

    /// Creates a group of controls with a label, which the menu styles show.
    /// - Parameters:
    ///   - content: The controls.
    ///   - label: The group's label.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
        self.label = AnyView(self.content.label)
    }

    /// The group, drawn by its style.
    @MainActor public var body: some View {
        switch style {
        case .menu:
            Menu {
                content
            } label: {
                label ?? AnyView(EmptyView())
            }
        case .line:
            HStack(spacing: 8) { content }.buttonStyle(.bordered)
        }
    }
}

extension ControlGroup {
    /// Creates a group of controls with a title, which the menu styles show.
    /// - Parameters:
    ///   - titleKey: The title, as `Text` reads a string literal.
    ///   - content: The controls.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group of controls with a title, which the menu styles show.
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - content: The controls.
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// Creates a group of controls with a title and a symbol, which the menu styles show.
    /// - Parameters:
    ///   - titleKey: The title, as `Text` reads a string literal.
    ///   - systemImage: The symbol's name.
    ///   - content: The controls.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a group of controls with a title and a symbol, which the menu styles show.
    /// - Parameters:
    ///   - title: The title, shown as written.
    ///   - systemImage: The symbol's name.
    ///   - content: The controls.
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }
}

/// The controls of a ``ControlGroup`` made with a label, and the label.
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    /// The controls.
    let content: Content
    /// The group's label.
    let label: Label

    /// The controls.
    @MainActor public var body: some View { content }
}
