/// The preference values a part of the view tree set, by key, each with the way its key combines
/// two values (``PreferenceKey/reduce(value:nextValue:)``).
struct PreferenceValues {
    /// One key's value.
    private struct Entry {
        /// The value, of the key's `Value` type.
        var value: Any
        /// Combines the value so far with the next one, both of the key's `Value` type.
        let reduce: (inout Any, Any) -> Void
    }

    /// The values set, by key type.
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Whether no value is set.
    var isEmpty: Bool { entries.isEmpty }

    /// The value of a key: the one set, else the key's default.
    func value<K: PreferenceKey>(of key: K.Type) -> K.Value {
        entries[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue
    }

    /// Sets the value of a key, replacing the one the views inside set.
    mutating func set<K: PreferenceKey>(_ key: K.Type, to value: K.Value) {
        entries[ObjectIdentifier(key)] = Entry(value: value) { value, next in
            guard var combined = value as? K.Value, let next = next as? K.Value else { return }
            K.reduce(value: &combined) { next }
            value = combined
        }
    }

    /// Changes the value of a key (its default where none is set).
    mutating func transform<K: PreferenceKey>(_ key: K.Type, _ change: (inout K.Value) -> Void) {
        var value = value(of: key)
        change(&value)
        set(key, to: value)
    }

    /// Adds the values of the views that follow, combining each key's with the one so far.
    mutating func append(_ later: PreferenceValues) {
        for (key, entry) in later.entries {
            if let earlier = entries[key] {
                var value = earlier.value
                earlier.reduce(&value, entry.value)
                entries[key] = Entry(value: value, reduce: earlier.reduce)
            } else {
                entries[key] = entry
            }
        }
    }
}

/// What a preference modifier does with the values its content set.
enum PreferenceUse {
    /// `.preference(key:value:)`, `.transformPreference(_:_:)`: changes them, and passes them on.
    case write((inout PreferenceValues) -> Void)
    /// `.onPreferenceChange(_:perform:)`: reads a key's value, and runs the action with it when
    /// it changes (and when the view first appears).
    case onChange(read: (PreferenceValues) -> ObservedValue, action: (Any) -> Void)
    /// `.overlayPreferenceValue(_:alignment:_:)`: a view made from a key's value, over the
    /// content.
    case overlay((PreferenceValues) -> any View, Alignment)
    /// `.backgroundPreferenceValue(_:alignment:_:)`: a view made from a key's value, behind the
    /// content.
    case background((PreferenceValues) -> any View)
}
