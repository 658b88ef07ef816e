/// A list's selection binding, whatever its value type: one optional value, or a set.
///
/// Enter on a row whose tag (its `.tag(_:)`, its `NavigationLink`'s value, or its `ForEach`
/// element's id) is of the selection's type chooses that row: an optional selection becomes
/// the tag; a set becomes just the tag, or, while the list is being edited, gains or loses it.
struct ListSelection {
    /// Whether a tag is of the selection's value type.
    let accepts: (AnyHashable) -> Bool
    /// Whether a tag is selected.
    let contains: (AnyHashable) -> Bool
    /// Chooses a tag: `toggling` adds it to a set, or takes it out, instead of choosing it alone.
    let choose: (_ tag: AnyHashable, _ toggling: Bool) -> Void
    /// Whether nothing is selected.
    let isEmpty: () -> Bool
    /// Selects nothing.
    let clear: () -> Void

    /// A selection of at most one value.
    init<Value: Hashable>(_ binding: Binding<Value?>) {
        accepts = { $0.base is Value }
        contains = { tag in binding.wrappedValue.map { AnyHashable($0) == tag } ?? false }
        choose = { tag, _ in
            if let value = tag.base as? Value { binding.wrappedValue = value }
        }
        isEmpty = { binding.wrappedValue == nil }
        clear = { binding.wrappedValue = nil }
    }

    /// A selection of any number of values.
    init<Value: Hashable>(_ binding: Binding<Set<Value>>) {
        accepts = { $0.base is Value }
        contains = { tag in (tag.base as? Value).map { binding.wrappedValue.contains($0) } ?? false }
        choose = { tag, toggling in
            guard let value = tag.base as? Value else { return }
            if !toggling {
                binding.wrappedValue = [value]
            } else if binding.wrappedValue.contains(value) {
                binding.wrappedValue.remove(value)
            } else {
                binding.wrappedValue.insert(value)
            }
        }
        isEmpty = { binding.wrappedValue.isEmpty }
        clear = { binding.wrappedValue = [] }
    }
}
