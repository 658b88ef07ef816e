/// A value a modifier watches (`.onChange(of:)`, `.task(id:)`), with how to tell it changed.
struct ObservedValue {
    /// The value.
    let value: Any
    /// Whether another value watched at the same place is equal to this one.
    let isEqual: (Any) -> Bool

    /// Watches an equatable value.
    init<Value: Equatable>(_ value: Value) {
        self.value = value
        isEqual = { ($0 as? Value) == value }
    }
}

/// What `.onChange(of:)` asked for: the value, whether to act on the first one too, and the
/// action, given the old and the new value.
struct ChangeObserver {
    /// The value watched.
    let value: ObservedValue
    /// Whether the action also runs with the first value, when the view appears.
    let initial: Bool
    /// The action, given the old and the new value.
    let action: (Any, Any) -> Void
}

/// What `.task` asked for: the work, its priority, and the value that restarts it.
struct ViewTask {
    /// The value whose change cancels the task and starts it again; `nil` for none.
    let id: ObservedValue?
    /// The task's priority.
    let priority: TaskPriority
    /// The work.
    let action: @MainActor () async -> Void
}
