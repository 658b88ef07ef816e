/// Which view types have dynamic properties, learned once per type, so views without any (most
/// rows) are never reflected over again.
final class DynamicStorageIndex {
    private var typesWithout: Set<ObjectIdentifier> = []

    /// Links each dynamic property of `view` into `record`, in `environment`.
    func link<V: View>(_ view: V, into record: ViewRecord, environment: EnvironmentValues) {
        let type = ObjectIdentifier(V.self)
        guard !typesWithout.contains(type) else { return }
        var found = false
        for (position, child) in Mirror(reflecting: view).children.enumerated() {
            if let storage = child.value as? any DynamicStorage {
                storage.link(into: record, position: position, environment: environment)
                found = true
            }
        }
        if !found { typesWithout.insert(type) }
    }
}
