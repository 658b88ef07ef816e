import Foundation

/// A value kept in the app's settings, as SwiftUI's `@AppStorage`: read again at the next start.
///
/// ```swift
/// struct Settings: View {
///     @AppStorage("showsCompleted") private var showsCompleted = true
///     var body: some View {
///         Button(showsCompleted ? "Hide completed" : "Show completed") { showsCompleted.toggle() }
///     }
/// }
/// ```
///
/// The values are kept in `$XDG_CONFIG_HOME/<app>/storage.json` (`~/.config/<app>/storage.json`
/// without it), `<app>` the executable's name, written atomically after each change; a file
/// TermNav cannot read is a one-line warning, and the defaults stand. Every view that reads a
/// key is drawn again when it changes. In tests (`TestDriver`) the values are kept in memory.
/// With `store:`, they are kept in that `UserDefaults` instead.
@propertyWrapper
public struct AppStorage<Value> {
    /// The key.
    let key: String
    /// The value while the key has none.
    let defaultValue: Value
    /// The user defaults given as `store:`, if any.
    let defaults: UserDefaults?
    /// The value a stored value stands for, `nil` when it is not of the key's kind.
    let decode: (StoredValue) -> Value?
    /// The stored value for a value; `nil` removes the key.
    let encode: (Value) -> StoredValue?

    init(
        key: String, defaultValue: Value, store: UserDefaults?,
        decode: @escaping (StoredValue) -> Value?, encode: @escaping (Value) -> StoredValue?
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.defaults = store
        self.decode = decode
        self.encode = encode
    }

    /// The store the value is kept in.
    @MainActor private var store: StorageStore {
        defaults.map(StorageStore.store(for:)) ?? StorageStore.app
    }

    /// The value: the one kept under the key, or the default; setting it keeps it and draws the
    /// views that read it again.
    @MainActor public var wrappedValue: Value {
        get { store.value(for: key).flatMap(decode) ?? defaultValue }
        nonmutating set { store.set(encode(newValue), for: key) }
    }

    /// A binding to the value (`$showsCompleted`).
    @MainActor public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}
