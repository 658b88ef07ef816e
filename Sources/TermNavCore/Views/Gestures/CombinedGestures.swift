extension Gesture {
    /// This gesture and another, recognized together: each reports as it would alone.
    /// - Parameter other: The other gesture.
    /// - Returns: The two together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, or another when this one fails: a double tap before a single tap.
    /// - Parameter other: The gesture recognized when this one is not.
    /// - Returns: The two, one at a time.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }

    /// This gesture, then another once it ends: a long press, then a drag. The second gesture
    /// of such a pair is a drag almost always, which a terminal has not, so the pair never
    /// reports.
    /// - Parameter other: The gesture that follows.
    /// - Returns: The two in order.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

/// Two gestures recognized together, as SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// What each gesture reported, where it did.
    public struct Value {
        /// The first gesture's value, if it reported.
        public var first: First.Value?
        /// The second gesture's value, if it reported.
        public var second: Second.Value?
    }

    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Creates the two together.
    /// - Parameters:
    ///   - first: The first gesture.
    ///   - second: The second gesture.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture: PrimitiveGesture {
    func actions(_ callbacks: GestureCallbacks) -> GestureActions {
        first.actions(callbacks.mapped { Value(first: $0 as? First.Value, second: nil) })
            + second.actions(callbacks.mapped { Value(first: nil, second: $0 as? Second.Value) })
    }
}

/// One gesture, or another when it fails, as SwiftUI's `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The gesture that reported.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }

    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The gesture tried first.
    public var first: First
    /// The gesture tried when the first fails.
    public var second: Second

    /// Creates the two, one at a time.
    /// - Parameters:
    ///   - first: The gesture tried first.
    ///   - second: The gesture tried when the first fails.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture: PrimitiveGesture {
    func actions(_ callbacks: GestureCallbacks) -> GestureActions {
        first.actions(callbacks.mapped { ($0 as? First.Value).map(Value.first) })
            + second.actions(callbacks.mapped { ($0 as? Second.Value).map(Value.second) })
    }
}

/// One gesture, then another, as SwiftUI's `SequenceGesture`: it never reports in a terminal
/// (see ``Gesture/sequenced(before:)``).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// How far the sequence has gone.
    public enum Value {
        /// The first gesture is under way.
        case first(First.Value)
        /// The first ended and the second is under way, if it began.
        case second(First.Value, Second.Value?)
    }

    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The gesture that comes first.
    public var first: First
    /// The gesture that follows.
    public var second: Second

    /// Creates the two in order.
    /// - Parameters:
    ///   - first: The gesture that comes first.
    ///   - second: The gesture that follows.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture: PrimitiveGesture {
    func actions(_ callbacks: GestureCallbacks) -> GestureActions {
        GestureActions()
    }
}

/// A gesture of any type, as SwiftUI's `AnyGesture`.
public struct AnyGesture<Value>: Gesture {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The gesture's actions.
    private let makeActions: (GestureCallbacks) -> GestureActions

    /// Wraps a gesture.
    /// - Parameter gesture: The gesture.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        makeActions = { gesture.actions($0) }
    }
}

extension AnyGesture: PrimitiveGesture {
    func actions(_ callbacks: GestureCallbacks) -> GestureActions {
        makeActions(callbacks)
    }
}
