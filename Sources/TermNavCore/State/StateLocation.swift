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
    /// The views whose bodies read the value, by identity, told when it changes: a list's rows
    /// may each read it, so a read finds its reader without looking through the others.
    private var readers: [ObjectIdentifier: WeakStateOwner] = [:]
    /// The number of readers at which those gone are let go before another is added.
    private var pruneAt = 64

    init(value: Value) {
        ownValue = value
    }

    /// The location the value is kept in: the one this location was linked to, or itself.
    var canonical: StateLocation<Value> { stored?.canonical ?? self }

    var value: Value {
        get {
            if let stored { return stored.value }
            if let reader = StateReading.reader { note(reader) }
            return ownValue
        }
        set {
            if let stored {
                stored.value = newValue
                return
            }
            ownValue = newValue
            owner?.stateDidChange()
            readers = readers.filter { $0.value.owner != nil }
            for reader in readers.values where reader.owner !== owner {
                reader.owner?.stateDidChange()
            }
        }
    }

    /// Notes a view that reads the value. The readers gone (rows scrolled away) are let go once
    /// they have doubled since the last time, so a long scroll keeps the table bounded.
    private func note(_ reader: any StateOwner) {
        let key = ObjectIdentifier(reader)
        guard readers[key]?.owner !== reader else { return }
        if readers.count >= pruneAt {
            readers = readers.filter { $0.value.owner != nil }
            pruneAt = max(64, 2 * readers.count)
        }
        readers[key] = WeakStateOwner(owner: reader)
    }
}

/// A state owner held weakly.
struct WeakStateOwner {
    weak var owner: (any StateOwner)?
}
