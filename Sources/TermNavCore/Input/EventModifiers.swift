/// The modifier keys held with a key, as SwiftUI's `EventModifiers`.
///
/// Terminals report Control reliably, Shift for a few keys (Shift-Tab) and Option (Alt) as an
/// escape before the key; Command never reaches a terminal program.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers' bits.
    public let rawValue: Int

    /// Creates modifiers from their bits.
    /// - Parameter rawValue: The bits, one per modifier.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps Lock; terminals do not report it, so no key press has it.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option (Alt, Meta).
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command; terminals never send it, so no key press has it.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key of the numeric pad; terminals do not report it, so no key press has it.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// The Function key; terminals do not report it, so no key press has it.
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// Every modifier.
    public static let all: EventModifiers = [
        .capsLock, .shift, .control, .option, .command, .numericPad, .function,
    ]
}
