/// Where a `@State` value lives. A fresh view value carries a fresh location, which TermNav
/// points at the stored one before the view's body is built.
///
/// The stored location remembers which views read it while their bodies were built or resolved
/// (through the state itself or through a binding to it, even from another screen), and tells
/// them when the value changes, so exactly those bodies are built again.
final class StateLocation<Value> {
    private var ownValue: Value
    /// The location this one stands for, when an earlier one is already stored.
    var stored: StateLocation<Value>?
    /// Whoever stores this location; told when the value changes.
    weak var owner: (any StateOwner)?
    /// The views whose bodies read the value, told when it changes.
    private var readers: [WeakStateOwner] = []

    init(value: Value) {
        ownValue = value
    }

    /// The location the value is kept in: the one this location was linked to, or itself.
    var canonical: StateLocation<Value> { stored?.canonical ?? self }

    var value: Value {
        get {
            if let stored { return stored.value }
            if let reader = StateReading.reader, !readers.contains(where: { $0.owner === reader }) {
                readers.append(WeakStateOwner(owner: reader))
            }
            return ownValue
        }
        set {
            if let stored {
                stored.value = newValue
                return
            }
            ownValue = newValue
            owner?.stateDidChange()
            readers.removeAll { $0.owner == nil }
            for reader in readers where reader.owner !== owner {
                reader.owner?.stateDidChange()
            }
        }
    }
}

/// A state owner held weakly.
struct WeakStateOwner {
    weak var owner: (any StateOwner)?
}
