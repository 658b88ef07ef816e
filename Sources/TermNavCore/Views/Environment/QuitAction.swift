/// Ends the app, as the `q` key does: read it with `@Environment(\.quit)` and call it.
///
/// SwiftUI has no such action (a window closes, an app rarely quits itself); a terminal
/// program often does, after the user chose something:
///
/// ```swift
/// struct PickRow: View {
///     let path: String
///     @Environment(\.quit) private var quit
///
///     var body: some View {
///         Button(path) {
///             print(path)
///             quit()
///         }
///     }
/// }
/// ```
/// The app ends once the key that ran the action has been handled: the terminal is given back,
/// what the app printed meanwhile is written out, and the process exits with the status given.
public struct QuitAction {
    let action: (Int32) -> Void

    /// Ends the app.
    /// - Parameter status: The process's exit status: 0, the default, for success; 1 or more
    ///   for "nothing was done" or a failure, as shells read it.
    public func callAsFunction(status: Int32 = 0) {
        action(status)
    }
}

/// The environment key of ``EnvironmentValues/quit``.
struct QuitKey: EnvironmentKey {
    static var defaultValue: QuitAction { QuitAction { _ in } }
}

extension EnvironmentValues {
    /// Ends the app, as the `q` key does, with an exit status of the app's choosing.
    public var quit: QuitAction {
        get { self[QuitKey.self] }
        set { self[QuitKey.self] = newValue }
    }
}
