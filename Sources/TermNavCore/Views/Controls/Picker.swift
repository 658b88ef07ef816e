/// A control that chooses one of several values, as SwiftUI's `Picker`.
///
/// ```swift
/// Picker("Period", selection: $period) {
///     Text("Day").tag(Period.day)
///     Text("Week").tag(Period.week)
/// }
/// Picker("Genre", selection: $genre) {
///     ForEach(Genre.allCases) { Text($0.name) }    // chosen by each element's id
/// }
/// ```
/// Each choice is a view with a `.tag(_:)` of the selection's type, or, in a `ForEach`, the
/// element's identity. ``View/pickerStyle(_:)`` chooses how the picker is drawn and which keys
/// it takes: see ``PickerStyle``.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    /// The title, for the box of choices and the pushed list; `nil` for a label view.
    let title: String?
    /// Drawn for the current choice in place of its own label, when there is one.
    var currentValueLabel: AnyView?
    @State private var isOpen = false
    @Environment(\.pickerLook) private var look
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isInMenu) private var isInMenu

    /// Creates a picker with a label view.
    /// - Parameters:
    ///   - selection: The chosen value.
    ///   - content: The choices, each tagged with its value.
    ///   - label: What the picker shows.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
        title = nil
    }

    /// Creates a picker with a label view and a view of the current choice, drawn where the
    /// chosen choice's own label would be.
    /// - Parameters:
    ///   - selection: The chosen value.
    ///   - content: The choices, each tagged with its value.
    ///   - label: What the picker shows.
    ///   - currentValueLabel: What the picker shows for its current choice.
    public init<V: View>(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(selection: selection, content: content, label: label)
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// Creates a picker with a label view given before its choices: SwiftUI's first form, which
    /// it has since deprecated in favour of ``init(selection:content:label:)``; it draws the same.
    /// - Parameters:
    ///   - selection: The chosen value.
    ///   - label: What the picker shows.
    ///   - content: The choices, each tagged with its value.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    /// Creates a picker of a title and the choices.
    init(title: String, label: Label, selection: Binding<SelectionValue>, content: Content) {
        self.selection = selection
        self.content = content
        self.label = label
        self.title = title
    }

    /// The picker as drawn in the style of its environment.
    @MainActor public var body: some View {
        let parts = PickerParts(selection: selection, content: content, currentValueLabel: currentValueLabel)
        if isInMenu {
            PickerInMenu(parts: parts, label: label, title: title, look: look)
        } else if look == .menu || look == .automatic {
            PickerRow(parts: parts, label: label, kind: .menu { isOpen = true })
                .confirmationDialog(
                    title ?? "", isPresented: $isOpen, titleVisibility: title == nil ? .hidden : .visible
                ) {
                    PickerChoices(parts: parts, kind: .dialog)
                }
        } else if look == .navigationLink {
            NavigationLink {
                PickerScreen(parts: parts, title: title.map { Text($0) } ?? label as? Text)
            } label: {
                PickerRow(parts: parts, label: label, kind: .value)
            }
            .disabled(!isEnabled)
        } else if look == .segmented {
            PickerRow(parts: parts, label: label, kind: .segmented)
        } else {
            PickerChoices(parts: parts, kind: .inline(AnyView(label)))
        }
    }
}

extension Picker where Label == Text {
    /// Creates a picker that shows a title.
    /// - Parameters:
    ///   - title: What the picker shows.
    ///   - selection: The chosen value.
    ///   - content: The choices, each tagged with its value.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(title: String(title), label: Text(title), selection: selection, content: content())
    }

    /// Creates a picker that shows a localized title.
    /// - Parameters:
    ///   - titleKey: What the picker shows.
    ///   - selection: The chosen value.
    ///   - content: The choices, each tagged with its value.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(title: titleKey.text, label: Text(titleKey), selection: selection, content: content())
    }

    /// Creates a picker that shows a title and a view of the current choice.
    /// - Parameters:
    ///   - title: What the picker shows.
    ///   - selection: The chosen value.
    ///   - content: The choices, each tagged with its value.
    ///   - currentValueLabel: What the picker shows for its current choice.
    @_disfavoredOverload
    public init<S: StringProtocol, V: View>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(title, selection: selection, content: content)
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// Creates a picker that shows a localized title and a view of the current choice.
    /// - Parameters:
    ///   - titleKey: What the picker shows.
    ///   - selection: The chosen value.
    ///   - content: The choices, each tagged with its value.
    ///   - currentValueLabel: What the picker shows for its current choice.
    public init<V: View>(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> V
    ) {
        self.init(titleKey, selection: selection, content: content)
        self.currentValueLabel = AnyView(currentValueLabel())
    }
}

extension Picker where Label == TermNavCore.Label<Text, Image> {
    /// Creates a picker that shows a title after an SF Symbol.
    /// - Parameters:
    ///   - title: What the picker shows.
    ///   - systemImage: The SF Symbol name of the icon.
    ///   - selection: The chosen value.
    ///   - content: The choices, each tagged with its value.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            title: String(title), label: TermNavCore.Label(title, systemImage: systemImage),
            selection: selection,
            content: content())
    }

    /// Creates a picker that shows a localized title after an SF Symbol.
    /// - Parameters:
    ///   - titleKey: What the picker shows.
    ///   - systemImage: The SF Symbol name of the icon.
    ///   - selection: The chosen value.
    ///   - content: The choices, each tagged with its value.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            title: titleKey.text, label: TermNavCore.Label(titleKey, systemImage: systemImage),
            selection: selection, content: content())
    }
}

/// What a picker's parts share: the selection and the choices, as views.
struct PickerParts<SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>
    let content: Content
    /// Drawn for the current choice in place of its own label, when there is one.
    var currentValueLabel: AnyView? = nil

    /// Chooses a choice's tag, when it is of the selection's type.
    func choose(_ tag: AnyHashable) {
        if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
    }

    /// Whether a tag is the chosen value.
    func isChosen(_ tag: AnyHashable?) -> Bool {
        tag == AnyHashable(selection.wrappedValue)
    }
}

/// A picker inside a menu, as SwiftUI draws it there: its choices as a section of the menu's
/// items, under its label with `.inline`, or a nested menu of them with `.menu`.
struct PickerInMenu<SelectionValue: Hashable, Content: View, Label: View>: View {
    let parts: PickerParts<SelectionValue, Content>
    let label: Label
    /// The picker's title, for the nested menu's; `nil` for a label view.
    let title: String?
    let look: PickerLook

    var body: some View {
        let choices = PickerChoices(parts: parts, kind: .dialog)
        switch look {
        case .menu:
            MenuLevel(title: title, label: label, content: choices)
        case .inline:
            Section {
                choices
            } header: {
                label
            }
        case .automatic, .segmented, .navigationLink:
            Section { choices }
        }
    }
}

/// The list of a `.navigationLink` picker's choices, pushed by its row: choosing one goes back.
struct PickerScreen<SelectionValue: Hashable, Content: View>: View {
    let parts: PickerParts<SelectionValue, Content>
    /// The list's title: the picker's, or its label when that is text.
    let title: Text?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let dismiss = self.dismiss
        List {
            PickerChoices(parts: parts, kind: .list { dismiss() })
        }
        .navigationTitle(title ?? Text(""))
    }
}
