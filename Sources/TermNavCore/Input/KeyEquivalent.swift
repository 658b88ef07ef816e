/// A key on the keyboard, as SwiftUI's `KeyEquivalent`: a character, or one of the special keys
/// named by the static properties (`.upArrow`, `.return`, `.escape`, …).
///
/// ```swift
/// driver.press(.downArrow, .return)
/// driver.press("q")
/// ```
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character that stands for the key. Special keys use the same private-use characters as
    /// Apple's platforms (`.upArrow` is U+F700).
    public var character: Character {
        didSet { scalar = Self.loneScalar(of: character) }
    }
    /// The value of the character's scalar when it is one scalar, for comparing keys quickly.
    private var scalar: UInt32?

    /// Creates the key that types a character.
    /// - Parameter character: The character.
    public init(_ character: Character) {
        self.character = character
        scalar = Self.loneScalar(of: character)
    }

    /// Whether two keys are the same: their characters are equal, as `Character`'s `==` says.
    ///
    /// Keys are compared for every key pressed, with every binding of the key map: two keys of
    /// one scalar each, both ASCII or private-use (as the special keys are), are compared by
    /// their scalars, as no two such scalars are canonically equivalent; others as characters.
    public static func == (lhs: KeyEquivalent, rhs: KeyEquivalent) -> Bool {
        if let left = lhs.scalar, let right = rhs.scalar {
            if left == right { return true }
            if hasNoEquivalent(left), hasNoEquivalent(right) { return false }
        }
        return lhs.character == rhs.character
    }

    /// Hashes the key's character, as keys equal as characters are equal.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(character)
    }

    /// The value of a character's scalar when it is one scalar.
    private static func loneScalar(of character: Character) -> UInt32? {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else {
            return nil
        }
        return first.value
    }

    /// Whether a scalar is ASCII or private-use: no two of these are canonically equivalent.
    private static func hasNoEquivalent(_ value: UInt32) -> Bool {
        value < 0x80 || (0xE000...0xF8FF).contains(value)
    }

    /// Creates the key that types a character, from a literal: `"q"`.
    /// - Parameter value: The character.
    public init(extendedGraphemeClusterLiteral value: Character) {
        self.init(value)
    }

    /// The up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear (the keypad's centre key on some terminals).
    public static let clear = KeyEquivalent("\u{F739}")
    /// Forward delete (the Delete key on a PC keyboard).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Backspace: the key that deletes backwards.
    public static let delete = KeyEquivalent("\u{7F}")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Return (Enter).
    public static let `return` = KeyEquivalent("\r")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Tab.
    public static let tab = KeyEquivalent("\t")

    /// The function key F`number` (1 to 35), as Apple's platforms number them from U+F704.
    /// - Parameter number: The key's number.
    /// - Returns: The key, or `nil` when the number is out of range.
    package static func function(_ number: Int) -> KeyEquivalent? {
        guard (1...35).contains(number), let scalar = Unicode.Scalar(0xF703 + UInt32(number)) else {
            return nil
        }
        return KeyEquivalent(Character(scalar))
    }

    /// The number of a function key, or `nil` for any other key.
    package var functionNumber: Int? {
        guard let value = character.unicodeScalars.first?.value, (0xF704...0xF726).contains(value) else {
            return nil
        }
        return Int(value) - 0xF703
    }
}
