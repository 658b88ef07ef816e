/// A value a gesture sets while it is under way, as SwiftUI's `@GestureState`: it goes back to
/// its first value when the gesture ends. A terminal's gestures end as they begin, so it is
/// always seen at its first value.
///
/// ```swift
/// @GestureState private var isPressing = false
/// ```
@propertyWrapper
public struct GestureState<Value> {
    /// The first value, which the state always has between gestures.
    private let initial: Value

    /// Creates a gesture state.
    /// - Parameter wrappedValue: Its first value.
    public init(wrappedValue: Value) {
        initial = wrappedValue
    }

    /// Creates a gesture state.
    /// - Parameter initialValue: Its first value.
    public init(initialValue: Value) {
        initial = initialValue
    }

    /// Creates a gesture state that goes back in a transaction.
    /// - Parameters:
    ///   - wrappedValue: Its first value.
    ///   - resetTransaction: The transaction it goes back in, ignored.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initial = wrappedValue
    }

    /// Creates a gesture state with an action when it goes back.
    /// - Parameters:
    ///   - wrappedValue: Its first value.
    ///   - reset: Run as it goes back, ignored: it never leaves its first value.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initial = wrappedValue
    }

    /// The value.
    public var wrappedValue: Value { initial }

    /// The state itself, for `.updating($state)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a gesture state whose first value is `nil`.
    /// - Parameter resetTransaction: The transaction it goes back in, ignored.
    public init(resetTransaction: Transaction = Transaction()) {
        initial = nil
    }
}

/// Which gestures of a view and the views inside it are recognized, as SwiftUI's
/// `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt8

    /// Creates a mask from its bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// No gestures.
    public static let none: GestureMask = []
    /// The gesture added.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}
