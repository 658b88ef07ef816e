/// An input a view answers, as SwiftUI's `Gesture`: a tap, a long press, a drag.
///
/// A terminal has keys and a mouse that clicks, so taps and long presses fire (see
/// `.onTapGesture(count:perform:)`, `.gesture(_:including:)`) and the rest compile and never
/// fire: a drag, a pinch (``MagnifyGesture``) or a rotation. Build gestures as in SwiftUI, from
/// the built-in ones and their modifiers (`.onEnded`, `.onChanged`, `.updating`), or as a type
/// of your own whose `body` is a gesture.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
    /// The type of gesture this gesture's body is.
    associatedtype Body: Gesture

    /// The gesture this one is made of.
    var body: Body { get }
}

extension Never: Gesture {
    /// `Never` reports nothing.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Gestures built into TermNav have no body; TermNav answers them itself.
    public var body: Never {
        fatalError("\(Self.self) is built into TermNav and has no body")
    }
}

extension Gesture {
    /// What the gesture does here: the taps and long presses that make it report, and what runs
    /// then. A gesture of the app's own is what its body is.
    /// - Parameter callbacks: What runs with the gesture's value as it changes and when it ends.
    /// - Returns: The gesture's actions.
    func actions(_ callbacks: GestureCallbacks) -> GestureActions {
        if let primitive = self as? any PrimitiveGesture { return primitive.actions(callbacks) }
        return body.actions(callbacks)
    }
}

/// A gesture built into TermNav: it says itself what input makes it report.
@MainActor
protocol PrimitiveGesture {
    /// The gesture's actions, each reporting the gesture's value to `callbacks`.
    /// - Parameter callbacks: What runs with the gesture's value as it changes and when it ends.
    /// - Returns: The actions.
    func actions(_ callbacks: GestureCallbacks) -> GestureActions
}

extension Never: PrimitiveGesture {
    func actions(_ callbacks: GestureCallbacks) -> GestureActions {
        GestureActions()
    }
}
