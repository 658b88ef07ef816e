/// A key and the modifiers held with it that run a control from anywhere on its screen, as
/// SwiftUI's `KeyboardShortcut`.
///
/// ```swift
/// Button("Save") { save() }
///     .keyboardShortcut("s")  // ⌘S: Ctrl-S in a terminal
/// ```
///
/// A terminal never sends Command, so ⌘ stands for Ctrl with a letter where Ctrl and that
/// letter are free, and for Alt otherwise.
public struct KeyboardShortcut: Hashable, Sendable {
    /// How a shortcut follows the keyboard's layout, as SwiftUI's `KeyboardShortcut.Localization`:
    /// a terminal reports the characters typed, so every value reads the key as written.
    public struct Localization: Hashable, Sendable {
        /// The one way there is: the key as written.
        private let kind: Int

        /// The key as written, adapted to the keyboard's layout on Apple's platforms.
        public static let automatic = Localization(kind: 0)
        /// The key as written, not mirrored in right-to-left layouts.
        public static let withoutMirroring = Localization(kind: 1)
        /// The key as written, as the app localized it.
        public static let custom = Localization(kind: 2)
    }

    /// The key.
    public let key: KeyEquivalent
    /// The modifiers held with it.
    public let modifiers: EventModifiers
    /// How the shortcut follows the keyboard's layout.
    public let localization: Localization

    /// Creates a shortcut.
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers held with it; Command by default.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// Creates a shortcut that follows the keyboard's layout as said.
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers held with it; Command by default.
    ///   - localization: How it follows the layout.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return alone: the screen's default button, run by Enter where the focused view does
    /// nothing with Enter.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape alone: the screen's cancel button, run by Esc where Esc would go back or close.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
