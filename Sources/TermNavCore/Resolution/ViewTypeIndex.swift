/// What resolution learns about each view type once: whether it is built into TermNav, and
/// whether it has dynamic properties (`@State`, `@Binding`, `@Environment`) to link.
///
/// Asked for every view of every row resolved, so a type is looked up without hashing first,
/// among the types asked about lately, and built-in views are resolved without casting each
/// value to ``PrimitiveView`` (a cast copies a large view into a box of its own).
final class ViewTypeIndex {
    /// What is known of one type.
    private struct Facts {
        /// The type as a built-in view, which resolves itself; `nil` for a view with a body.
        let primitive: (any PrimitiveView.Type)?
        /// Whether a value of the type may have dynamic properties: `true` until one is
        /// reflected over and none are found.
        var mayHaveDynamicStorage = true
        /// Whether a value of the type was found to have dynamic properties.
        var hasDynamicStorage = false
    }

    /// The number of slots of the types asked about lately.
    private static let slots = 64

    /// Everything learned, by type.
    ///
    /// Read for every view resolved; only this class's own methods touch it, none while another
    /// is under way, so it goes without the run-time exclusivity check (as `recent`).
    @exclusivity(unchecked) private var facts: [ObjectIdentifier: Facts] = [:]
    /// The types asked about lately, each in a slot chosen by its metadata's address, looked at
    /// before `facts`.
    @exclusivity(unchecked) private var recent: [(type: ObjectIdentifier, facts: Facts)?] = Array(
        repeating: nil, count: slots)

    /// The slot of the recent types a type is kept in.
    private static func slot(of type: ObjectIdentifier) -> Int {
        let bits = UInt64(UInt(bitPattern: type))
        return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 58) & (slots - 1)
    }

    /// What is known of a type, learned now if it was not.
    ///
    /// A type is kept in its slot or the one beside it (`slot ^ 1`), so two types a row is made
    /// of that share a slot do not push each other out at every row.
    private func facts<V>(of _: V.Type) -> Facts {
        let type = ObjectIdentifier(V.self)
        let slot = Self.slot(of: type)
        if let kept = recent[slot], kept.type == type { return kept.facts }
        if let kept = recent[slot ^ 1], kept.type == type { return kept.facts }
        let found: Facts
        if let known = facts[type] {
            found = known
        } else {
            found = Facts(primitive: V.self as? any PrimitiveView.Type)
            facts[type] = found
        }
        recent[slot ^ 1] = recent[slot]
        recent[slot] = (type, found)
        return found
    }

    /// Changes what is known of a type.
    private func update(_ type: ObjectIdentifier, _ change: (inout Facts) -> Void) {
        guard var known = facts[type] else { return }
        change(&known)
        facts[type] = known
        let slot = Self.slot(of: type)
        for kept in [slot, slot ^ 1] where recent[kept]?.type == type {
            recent[kept] = (type, known)
        }
    }

    /// A built-in view's type as the ``PrimitiveView`` it is; `nil` for a view with a body.
    func primitive<V: View>(_ type: V.Type) -> (any PrimitiveView.Type)? {
        facts(of: type).primitive
    }

    /// Links each dynamic property of `view` (a view, or a view modifier) into `record`, in
    /// `environment`.
    func link<V>(_ view: V, into record: ViewRecord, environment: EnvironmentValues) {
        guard facts(of: V.self).mayHaveDynamicStorage else { return }
        var found = false
        for (position, child) in Mirror(reflecting: view).children.enumerated() {
            if let storage = child.value as? any DynamicStorage {
                storage.link(into: record, position: position, environment: environment)
                found = true
            }
        }
        if !found { update(ObjectIdentifier(V.self)) { $0.mayHaveDynamicStorage = false } }
    }

    /// Whether `view`'s body can be built outside the view graph: its type has no dynamic
    /// properties (`@State`, `@Binding`, `@Environment`, …), which only a record can link.
    /// Learned from one value of the type, as ``link(_:into:environment:)`` learns it.
    func isPlain<V>(_ view: V) -> Bool {
        let known = facts(of: V.self)
        if !known.mayHaveDynamicStorage { return true }
        if known.hasDynamicStorage { return false }
        let found = Mirror(reflecting: view).children.contains { $0.value is any DynamicStorage }
        update(ObjectIdentifier(V.self)) { facts in
            if found { facts.hasDynamicStorage = true } else { facts.mayHaveDynamicStorage = false }
        }
        return !found
    }
}
