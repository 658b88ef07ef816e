extension Text {
    /// A case the text inside a view is drawn in (`.textCase(_:)`), as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        /// Capital letters.
        case uppercase
        /// Small letters.
        case lowercase
    }
}

/// The key of ``EnvironmentValues/textCase``.
struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
    /// The case the text here is drawn in, or `nil` for the case it was written in.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Draws the text inside in capital or small letters, as written with `nil`. Section headers
    /// are drawn as written unless told, as a Mac draws them.
    /// - Parameter textCase: The case, or `nil` for the text as written.
    /// - Returns: The view.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
