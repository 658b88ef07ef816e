/// Whether a screen is shown and how to dismiss it, as SwiftUI's `PresentationMode`, read with
/// `@Environment(\.presentationMode)`: `presentationMode.wrappedValue.dismiss()`.
public struct PresentationMode {
    /// Whether the screen is pushed (and not the root).
    public let isPresented: Bool
    let dismissAction: () -> Void

    /// Dismisses the screen; on the root screen, nothing.
    public mutating func dismiss() {
        dismissAction()
    }
}

/// The environment key of ``EnvironmentValues/presentationMode``.
struct PresentationModeKey: EnvironmentKey {
    static var defaultValue: Binding<PresentationMode> {
        .constant(PresentationMode(isPresented: false, dismissAction: {}))
    }
}

/// The environment key of ``EnvironmentValues/isPresented``.
struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The presentation mode of the screen this environment belongs to.
    public var presentationMode: Binding<PresentationMode> {
        get { self[PresentationModeKey.self] }
        set { self[PresentationModeKey.self] = newValue }
    }

    /// Whether the screen this environment belongs to is pushed (and not the root).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
