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

    /// The picker as drawn in the style of its environment.
    @MainActor public var body: some View {
        let parts = PickerParts(selection: selection, content: content)
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
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.selection = selection
        self.content = content()
        self.label = Text(title)
        self.title = String(title)
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
        self.selection = selection
        self.content = content()
        self.label = Text(titleKey)
        self.title = titleKey.text
    }
}

/// What a picker's parts share: the selection and the choices, as views.
struct PickerParts<SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>
    let content: Content

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
