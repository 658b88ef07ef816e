import Synchronization

/// The SF Symbol names an app asked for that the glyph table does not know. Such a symbol draws
/// nothing, as in SwiftUI; with `TERMNAV_DEBUG=1`, the app lists the names on standard error once
/// it has given the terminal back, so a missing glyph is found without reading every screen.
package enum UnknownSymbols {
    /// The names noted, from any thread (an `Image` is made wherever a view's body runs).
    private static let names = Mutex<Set<String>>([])

    /// Notes a name the table does not know.
    /// - Parameter name: The SF Symbol name.
    static func note(_ name: String) {
        names.withLock { _ = $0.insert(name) }
    }

    /// The names noted so far, sorted.
    package static var sorted: [String] {
        names.withLock { $0.sorted() }
    }

    /// The line `TERMNAV_DEBUG=1` writes when the app ends, or `nil` when every name was known.
    package static var report: String? {
        let names = sorted
        guard !names.isEmpty else { return nil }
        return "TermNav: SF Symbols without a glyph, drawn as nothing: " + names.joined(separator: ", ")
            + "\n"
    }
}
