/// Why the views inside are drawn as placeholders, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The reasons' bits.
    public let rawValue: Int

    /// Creates reasons from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The content is not known yet: every text and symbol is drawn as a placeholder.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The content is private: the views marked `.privacySensitive()` are drawn as placeholders.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date (a widget's): drawn as it is.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// The key of ``EnvironmentValues/redactionReasons``.
struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

/// The key of ``EnvironmentValues/isPrivacySensitive``: whether the views here are private.
struct PrivacySensitiveKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Why the views here are drawn as placeholders; empty for none.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the views here are marked private (`.privacySensitive()`).
    public var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether the text and symbols here are drawn as placeholders: for `.placeholder`, or for
    /// `.privacy` where they are marked private.
    var redactsContent: Bool {
        let reasons = redactionReasons
        return reasons.contains(.placeholder) || (reasons.contains(.privacy) && isPrivacySensitive)
    }
}

extension View {
    /// Draws the text and symbols inside as placeholders: each character as `▒` (`#` in ASCII),
    /// keeping its width and style, so the layout stays as it will be. Buttons and controls still
    /// act.
    /// - Parameter reason: Why: `.placeholder` redacts everything inside, `.privacy` the views
    ///   marked `.privacySensitive()`.
    /// - Returns: The view.
    public func redacted(reason: RedactionReasons) -> some View {
        builtIn(.environment { $0.redactionReasons.formUnion(reason) })
    }

    /// Draws the view as it is inside a redacted view.
    /// - Returns: The view.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks the view private: it is drawn as a placeholder where the reasons include `.privacy`.
    /// - Parameter sensitive: Whether it is private.
    /// - Returns: The view.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
}
