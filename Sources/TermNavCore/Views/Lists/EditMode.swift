/// Whether the user is editing a list, as SwiftUI's `EditMode`: read and changed through
/// `@Environment(\.editMode)`, toggled by an ``EditButton``.
///
/// While a list is being edited, the keys that delete the focused row and move it up and down
/// act on rows whose `ForEach` has `.onDelete(perform:)` or `.onMove(perform:)`, and the key help
/// offers them.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment, as a swipe does on a touch screen.
    case transient
    /// Editing.
    case active

    /// Whether the mode is anything but ``inactive``.
    public var isEditing: Bool {
        self != .inactive
    }
}

/// The environment key of ``EnvironmentValues/editMode``.
struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

/// The environment key that says the edit mode is the one TermNav gives each screen, not one
/// an app set with `.environment(\.editMode, …)`.
struct ScreenEditModeKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The edit mode of the views this environment belongs to. Every screen has one of its own,
    /// starting inactive; `.environment(\.editMode, $mode)` gives views one of the app's.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set {
            self[EditModeKey.self] = newValue
            self[ScreenEditModeKey.self] = false
        }
    }

    /// Whether ``editMode`` is the screen's own, which a pushed screen replaces with its own.
    var isScreenEditMode: Bool {
        get { self[ScreenEditModeKey.self] }
        set { self[ScreenEditModeKey.self] = newValue }
    }
}
