import Foundation

extension StorageStore {
    /// The stores of `@AppStorage(…, store:)`, one for each `UserDefaults` given, by identity.
    private static var defaultsStores: [ObjectIdentifier: StorageStore] = [:]

    /// The store that keeps values in a `UserDefaults`, made once for each.
    /// - Parameter defaults: The user defaults an `@AppStorage` was given as its `store:`.
    /// - Returns: The store.
    static func store(for defaults: UserDefaults) -> StorageStore {
        let id = ObjectIdentifier(defaults)
        if let store = defaultsStores[id] { return store }
        let store = StorageStore(defaults: defaults)
        defaultsStores[id] = store
        return store
    }

    /// A key's value as a `UserDefaults` holds it.
    static func storedValue(of object: Any?) -> StoredValue? {
        switch object {
        case let value as Bool where !(object is Int): return .bool(value)
        case let value as Int: return .int(value)
        case let value as Double: return .double(value)
        case let value as String: return .string(value)
        case let value as URL: return .url(value)
        case let value as Data: return .data(value)
        default: return nil
        }
    }

    /// Writes a key's value to a `UserDefaults` (`nil` removes it).
    static func write(_ value: StoredValue?, for key: String, to defaults: UserDefaults) {
        switch value {
        case .bool(let value)?: defaults.set(value, forKey: key)
        case .int(let value)?: defaults.set(value, forKey: key)
        case .double(let value)?: defaults.set(value, forKey: key)
        case .string(let value)?: defaults.set(value, forKey: key)
        case .url(let value)?: defaults.set(value, forKey: key)
        case .data(let value)?: defaults.set(value, forKey: key)
        case nil: defaults.removeObject(forKey: key)
        }
    }
}
