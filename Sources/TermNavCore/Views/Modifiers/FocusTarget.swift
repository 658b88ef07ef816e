/// A view tied to a focus state by `.focused(_:)` or `.focused(_:equals:)`: whether the state
/// names it, and how to make it name the view or nothing.
struct FocusTarget {
    /// Whether the state names this view now.
    let isNamed: () -> Bool
    /// Makes the state name this view (`true`, or the view's value).
    let take: () -> Void
    /// Makes the state name nothing (`false`, or `nil`), if it names this view.
    let release: () -> Void
    /// The identity of the state's storage, the same for every view tied to it.
    let stateID: () -> ObjectIdentifier
    /// The state's value now.
    let value: () -> AnyHashable

    /// The target of `.focused(_:equals:)`.
    init<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) {
        isNamed = { binding.wrappedValue == value }
        take = { if binding.wrappedValue != value { binding.wrappedValue = value } }
        release = { if binding.wrappedValue == value { binding.wrappedValue = binding.unfocused } }
        stateID = { ObjectIdentifier(binding.location.canonical) }
        self.value = { AnyHashable(binding.wrappedValue) }
    }
}
