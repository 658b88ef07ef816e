import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `@AppStorage` and `@SceneStorage` keep their values: each key's value in a state
/// location of its own, so that a view that read a key is built again when it changes (through a
/// binding, in another view, on another screen), and, for the app's storage, a file.
///
/// The app's store (``app``) is a file when the app runs in a terminal (`App.main()` sets it to
/// ``file(named:)``), and in memory everywhere else, so tests never write the user's settings.
/// The file is JSON, `$XDG_CONFIG_HOME/<app>/storage.json` (`~/.config/<app>/storage.json`
/// without it), read once, when a key is first asked for, and written whole, atomically (a
/// temporary file renamed over it), after each change. A file that cannot be read or is not
/// such JSON costs a one-line warning on standard error, and the defaults stand; the next change
/// writes a good file. Until a file is there to read, the store finds its path and looks for it
/// with the C library alone: an app that keeps nothing yet loads none of Foundation's file code.
@MainActor
package final class StorageStore {
    /// The store of `@AppStorage` without a `store:` of its own.
    package static var app = StorageStore(file: nil)
    /// The store of `@SceneStorage`: in memory, for as long as the process runs.
    static let scene = StorageStore(file: nil)

    /// The file's path, or `nil` for a store in memory (or in `defaults`).
    let path: String?
    /// The file, or `nil` for a store in memory (or in `defaults`).
    var file: URL? { path.map { URL(fileURLWithPath: $0) } }
    /// The user defaults the values are kept in, for an `@AppStorage` given a `store:`.
    private let defaults: UserDefaults?
    /// Each key's value, once the file has been read.
    private var locations: [String: StateLocation<StoredValue?>] = [:]
    /// Whether the file has been read.
    private var isLoaded = false
    /// Where warnings go: standard error, but in tests.
    var warn: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// A store kept in a file, or in memory.
    /// - Parameter file: The file; `nil` keeps the values in memory.
    package init(file: URL?) {
        path = file?.path
        defaults = nil
    }

    /// A store kept in the file at a path.
    /// - Parameter path: The file's path.
    private init(path: String) {
        self.path = path
        defaults = nil
    }

    /// A store kept in a `UserDefaults`.
    init(defaults: UserDefaults) {
        path = nil
        self.defaults = defaults
        isLoaded = true
    }

    /// The store file of an app: `$XDG_CONFIG_HOME/<name>/storage.json`, or under `~/.config`.
    /// - Parameter name: The app's name (its executable's).
    /// - Returns: The store.
    package static func file(named name: String) -> StorageStore {
        let base: String
        if let config = variable("XDG_CONFIG_HOME"), config.hasPrefix("/") {
            base = config
        } else if let home = variable("HOME"), home.hasPrefix("/") {
            base = home + "/.config"
        } else {
            base = FileManager.default.homeDirectoryForCurrentUser.path + "/.config"
        }
        let safeName = name.isEmpty || name.contains("/") ? "termnav-app" : name
        return StorageStore(path: base + "/" + safeName + "/storage.json")
    }

    /// An environment variable's value, `nil` when it is not set.
    private static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The location of a key's value: reading it notes the reading view, setting it tells
    /// every view that read it.
    func location(for key: String) -> StateLocation<StoredValue?> {
        loadIfNeeded()
        if let location = locations[key] { return location }
        let location = StateLocation<StoredValue?>(
            value: defaults.flatMap { Self.storedValue(of: $0.object(forKey: key)) })
        locations[key] = location
        return location
    }

    /// A key's value, `nil` when it has none.
    func value(for key: String) -> StoredValue? {
        location(for: key).value
    }

    /// Sets a key's value (`nil` removes it), tells the views that read it, and writes the file.
    func set(_ value: StoredValue?, for key: String) {
        let location = location(for: key)
        guard location.value != value else { return }
        location.value = value
        if let defaults { Self.write(value, for: key, to: defaults) }
        save()
    }

    /// Reads the file, once.
    private func loadIfNeeded() {
        guard !isLoaded else { return }
        isLoaded = true
        guard let path, access(path, F_OK) == 0, let file else { return }
        do {
            let data = try Data(contentsOf: file)
            let values = try JSONDecoder().decode([String: StoredValue].self, from: data)
            for (key, value) in values { locations[key] = StateLocation(value: value) }
        } catch {
            warn("termnav: \(file.path) is not a settings file TermNav can read; the defaults are used")
        }
    }

    /// Writes every value to the file, atomically.
    private func save() {
        guard let file else { return }
        var values: [String: StoredValue] = [:]
        for (key, location) in locations {
            if let value = location.value { values[key] = value }
        }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(values)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
        } catch {
            warn("termnav: cannot write the settings to \(file.path): \(error.localizedDescription)")
        }
    }
}
