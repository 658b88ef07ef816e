/// The size of controls, as SwiftUI's `ControlSize`: kept in the environment and otherwise
/// ignored, since a terminal control is a line of text.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest size.
    case mini
    /// A small size.
    case small
    /// The regular size.
    case regular
    /// A large size.
    case large
    /// The largest size.
    case extraLarge
}

/// The key of ``EnvironmentValues/controlSize``.
private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size of the controls here.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}
