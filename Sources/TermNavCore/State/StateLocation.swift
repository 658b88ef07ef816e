/// Where a `@State` value lives. A fresh view value carries a fresh location, which TermNav
/// points at the stored one before the view's body is built.
final class StateLocation<Value> {
    private var ownValue: Value
    /// The location this one stands for, when an earlier one is already stored.
    var stored: StateLocation<Value>?
    /// Whoever stores this location; told when the value changes.
    weak var owner: (any StateOwner)?

    init(value: Value) {
        ownValue = value
    }

    var value: Value {
        get { stored?.value ?? ownValue }
        set {
            if let stored {
                stored.value = newValue
            } else {
                ownValue = newValue
                owner?.stateDidChange()
            }
        }
    }
}
