/// A key binding of the app's own that can act on the screen as it is now: an `.onKeyPress`
/// handler with help text, around the focused view, whose keys the key map leaves to it.
///
/// The help line shows these after the key map's items; ``NavigationEngine`` lists them for
/// each frame, innermost handler first.
struct AppKeyBinding: Equatable {
    /// The keys, in the order the handler gave them.
    var keys: [KeyPress]
    /// What they do, as the handler's help text says.
    var help: String

    /// The help line's item: the keys' names, joined with `/`, then the text (`"Space mark"`).
    /// - Parameter unicode: Whether the terminal can show non-ASCII glyphs.
    /// - Returns: The item.
    func helpItem(unicode: Bool) -> String {
        keys.map { $0.name(unicode: unicode) }.joined(separator: "/") + " " + help
    }
}
