extension Gesture {
    /// Runs an action when the gesture ends: a tap's after it is tapped, a long press's after it
    /// is held.
    /// - Parameter action: The action, given the gesture's value.
    /// - Returns: The gesture.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Updates a gesture state as the gesture changes; the state goes back to its first value
    /// when the gesture ends. A terminal's gestures end as they begin, so the state is seen at
    /// its first value.
    /// - Parameters:
    ///   - state: The gesture state (`$isPressing`).
    ///   - body: Sets the state from the gesture's value.
    /// - Returns: The gesture.
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(content: self, state: state, body: body)
    }

    /// The gesture reporting values made from its own.
    /// - Parameter body: The new value for the gesture's.
    /// - Returns: The gesture.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}

extension Gesture where Value: Equatable {
    /// Runs an action as the gesture's value changes: a long press's as it begins.
    /// - Parameter action: The action, given the gesture's value.
    /// - Returns: The gesture.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

/// A gesture with an action when it ends (`.onEnded`).
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The gesture's own value.
    public typealias Value = Content.Value
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The gesture.
    let content: Content
    /// The action.
    let action: (Content.Value) -> Void
}

extension _EndedGesture: PrimitiveGesture {
    func actions(_ callbacks: GestureCallbacks) -> GestureActions {
        var callbacks = callbacks
        let action = self.action
        callbacks.ended.append { value in if let value = value as? Content.Value { action(value) } }
        return content.actions(callbacks)
    }
}

/// A gesture with an action as it changes (`.onChanged`).
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    /// The gesture's own value.
    public typealias Value = Content.Value
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The gesture.
    let content: Content
    /// The action.
    let action: (Content.Value) -> Void
}

extension _ChangedGesture: PrimitiveGesture {
    func actions(_ callbacks: GestureCallbacks) -> GestureActions {
        var callbacks = callbacks
        let action = self.action
        callbacks.changed.append { value in if let value = value as? Content.Value { action(value) } }
        return content.actions(callbacks)
    }
}

/// A gesture that updates a gesture state as it changes (`.updating`).
public struct GestureStateGesture<Content: Gesture, State>: Gesture {
    /// The gesture's own value.
    public typealias Value = Content.Value
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The gesture.
    let content: Content
    /// The state it updates.
    let state: GestureState<State>
    /// Sets the state from the gesture's value.
    let body: (Content.Value, inout State, inout Transaction) -> Void
}

extension GestureStateGesture: PrimitiveGesture {
    func actions(_ callbacks: GestureCallbacks) -> GestureActions {
        var callbacks = callbacks
        let update = body
        let initial = state.wrappedValue
        // The gesture ends as it begins, so the state is back at its first value at once: the
        // update runs (for what else it does) on a copy.
        callbacks.changed.append { value in
            guard let value = value as? Content.Value else { return }
            var state = initial
            var transaction = Transaction()
            update(value, &state, &transaction)
        }
        return content.actions(callbacks)
    }
}

/// A gesture that reports values made from another's (`.map`).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The gesture.
    let content: Content
    /// Its values made into this one's.
    let transform: (Content.Value) -> Value
}

extension _MapGesture: PrimitiveGesture {
    func actions(_ callbacks: GestureCallbacks) -> GestureActions {
        let transform = self.transform
        return content.actions(
            callbacks.mapped { value in (value as? Content.Value).map { transform($0) } })
    }
}
