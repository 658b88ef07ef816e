/// The values a view reads from its surroundings, as SwiftUI's `EnvironmentValues`: set with
/// `.environment(_:_:)` for everything inside a view, read with `@Environment`.
///
/// Values flow down the view tree and into the screens pushed from it, so a screen pushed by a
/// link sees what the link saw.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]
    /// Objects set with `.environment(_:)` and `.environmentObject(_:)`, by their type.
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// Creates an environment holding every key's default value.
    public init() {}

    /// The value for a key: the one set above, or the key's default.
    /// - Parameter key: The key's type.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            if let value = values[ObjectIdentifier(key)] as? K.Value { return value }
            return K.defaultValue
        }
        set {
            values[ObjectIdentifier(key)] = newValue
        }
    }

    /// The object of a type set above, if any.
    func object<Object: AnyObject>(of type: Object.Type) -> Object? {
        objects[ObjectIdentifier(type)] as? Object
    }

    /// Sets the object of its type for everything inside, or removes it.
    mutating func setObject<Object: AnyObject>(_ object: Object?) {
        objects[ObjectIdentifier(Object.self)] = object
    }
}
