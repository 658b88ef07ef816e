/// Whether the app is in use, as SwiftUI's `ScenePhase`: read it with
/// `@Environment(\.scenePhase)` and follow it with `.onChange(of:)`.
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
/// …
/// .onChange(of: scenePhase) { _, phase in
///     if phase == .background { library.save() }
/// }
/// ```
/// In a terminal the app is `.active` while it runs; `.inactive` while the terminal's window
/// is not focused, where the terminal reports its focus (xterm's focus events, which most
/// terminals and tmux with `focus-events on` send); `.background` while it is stopped with
/// Ctrl-Z: the views are built with it once before the terminal is given back, and the app is
/// `.active` again when it is continued (`fg`).
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Stopped with Ctrl-Z.
    case background
    /// Running, but the terminal's window is not focused.
    case inactive
    /// Running, in the focused window.
    case active
}

/// The key of ``EnvironmentValues/scenePhase``.
struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// Whether the app is in use (see ``ScenePhase``): the engine sets it for every screen.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
