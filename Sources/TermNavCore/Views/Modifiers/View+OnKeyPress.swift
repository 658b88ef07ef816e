import Foundation

extension View {
    /// Runs an action when a key is pressed while this view, or a view inside it, has the focus,
    /// as SwiftUI's `onKeyPress(_:action:)`.
    ///
    /// ```swift
    /// Text(file.name)
    ///     .onKeyPress(.space) {
    ///         marked.toggle()
    ///         return .handled
    ///     }
    /// ```
    /// Handlers are asked innermost first: the focused row's, then those of the views around it
    /// (the `List`, the screen's content). `.handled` ends the key there; `.ignored` passes it
    /// on, and after the last handler to the key map. A key the key map binds (↑, Enter, `q`…)
    /// goes to the key map, not to handlers, unless a handler says it overrides the map
    /// (``onKeyPress(_:help:overridesKeyMap:action:)``). Ctrl-C always quits.
    /// - Parameters:
    ///   - key: The key, pressed with or without modifiers.
    ///   - action: What to do; return `.handled` to end the key, `.ignored` to pass it on.
    /// - Returns: The view.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        builtIn(
            .onKeyPress(
                KeyPressHandler(
                    match: .keys([key]), phases: [.down, .repeat], help: nil, overridesKeyMap: false,
                    action: { _ in action() })))
    }

    /// Runs an action when a key is pressed in the given phases while this view, or a view
    /// inside it, has the focus, as SwiftUI's `onKeyPress(_:phases:action:)`.
    ///
    /// A terminal reports every press as ``KeyPress/Phases/down``: `phases` without `.down`
    /// never matches.
    /// - Parameters:
    ///   - key: The key, pressed with or without modifiers.
    ///   - phases: The phases to answer.
    ///   - action: What to do with the key press; return `.handled` to end it, `.ignored` to pass
    ///     it on.
    /// - Returns: The view.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        builtIn(
            .onKeyPress(
                KeyPressHandler(
                    match: .keys([key]), phases: phases, help: nil, overridesKeyMap: false, action: action)))
    }

    /// Runs an action when one of several keys is pressed while this view, or a view inside it,
    /// has the focus, as SwiftUI's `onKeyPress(keys:phases:action:)`.
    /// - Parameters:
    ///   - keys: The keys, pressed with or without modifiers.
    ///   - phases: The phases to answer; a terminal reports every press as `.down`.
    ///   - action: What to do with the key press; return `.handled` to end it, `.ignored` to pass
    ///     it on.
    /// - Returns: The view.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        builtIn(
            .onKeyPress(
                KeyPressHandler(
                    match: .keys(Self.ordered(keys)), phases: phases, help: nil, overridesKeyMap: false,
                    action: action)))
    }

    /// Runs an action for every key pressed while this view, or a view inside it, has the
    /// focus, as SwiftUI's `onKeyPress(phases:action:)`.
    ///
    /// Keys the key map binds still go to the key map: the handler sees the others, and returns
    /// `.ignored` for those it does not want.
    /// - Parameters:
    ///   - phases: The phases to answer; a terminal reports every press as `.down`.
    ///   - action: What to do with the key press; return `.handled` to end it, `.ignored` to pass
    ///     it on.
    /// - Returns: The view.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        builtIn(
            .onKeyPress(
                KeyPressHandler(
                    match: .any, phases: phases, help: nil, overridesKeyMap: false, action: action)))
    }

    /// Runs an action when a key is pressed while this view, or a view inside it, has the focus,
    /// names it in the help line, and can take the key from the key map. TermNav only: SwiftUI
    /// has no help line and no key map.
    ///
    /// ```swift
    /// FileRow(file: file)
    ///     .onKeyPress(.space, help: "mark") {
    ///         marks.toggle(file)
    ///         return .handled
    ///     }
    /// ```
    /// The help line then ends with `Space mark` while the row has the focus.
    /// - Parameters:
    ///   - key: The key, pressed with or without modifiers.
    ///   - help: What the key does, for the help line (`"mark"`); `nil` leaves it out.
    ///   - overridesKeyMap: Whether the handler sees the key before the key map even where the
    ///     map binds it (`q`, Enter, ↑…); `false` by default, when such keys go to the map.
    ///   - action: What to do; return `.handled` to end the key, `.ignored` to pass it on.
    /// - Returns: The view.
    public func onKeyPress(
        _ key: KeyEquivalent, help: String?, overridesKeyMap: Bool = false,
        action: @escaping () -> KeyPress.Result
    ) -> some View {
        builtIn(
            .onKeyPress(
                KeyPressHandler(
                    match: .keys([key]), phases: [.down, .repeat], help: help,
                    overridesKeyMap: overridesKeyMap,
                    action: { _ in action() })))
    }

    /// Runs an action when one of several keys is pressed while this view, or a view inside it,
    /// has the focus, names them in the help line, and can take them from the key map. TermNav
    /// only: SwiftUI has no help line and no key map.
    ///
    /// The help line names the keys the handler sees, joined with `/` (`+/- zoom`).
    /// - Parameters:
    ///   - keys: The keys, pressed with or without modifiers.
    ///   - help: What the keys do, for the help line; `nil` leaves them out.
    ///   - overridesKeyMap: Whether the handler sees its keys before the key map even where the
    ///     map binds them; `false` by default, when such keys go to the map.
    ///   - action: What to do with the key press; return `.handled` to end it, `.ignored` to pass
    ///     it on.
    /// - Returns: The view.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, help: String?, overridesKeyMap: Bool = false,
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        builtIn(
            .onKeyPress(
                KeyPressHandler(
                    match: .keys(Self.ordered(keys)), phases: [.down, .repeat], help: help,
                    overridesKeyMap: overridesKeyMap, action: action)))
    }

    /// Runs an action when a key that types characters in a set is pressed while this view, or a
    /// view inside it, has the focus, as SwiftUI's `onKeyPress(characters:phases:action:)`.
    ///
    /// ```swift
    /// Text("Rating: \(rating)")
    ///     .onKeyPress(characters: .decimalDigits) { press in
    ///         rating = Int(press.characters) ?? rating
    ///         return .handled
    ///     }
    /// ```
    /// A key answers when every Unicode scalar it types is in the set. Keys the key map binds
    /// still go to the key map (a digit is bound to nothing by default).
    /// - Parameters:
    ///   - characters: The characters to answer.
    ///   - phases: The phases to answer; a terminal reports every press as `.down`.
    ///   - action: What to do with the key press; return `.handled` to end it, `.ignored` to pass
    ///     it on.
    /// - Returns: The view.
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        builtIn(
            .onKeyPress(
                KeyPressHandler(
                    match: .characters { characters.contains($0) }, phases: phases, help: nil,
                    overridesKeyMap: false, action: action)))
    }

    /// A set's keys in a stable order, for the help line: by their characters' code points, so
    /// `↑` comes before `↓` and `a` before `b`.
    private static func ordered(_ keys: Set<KeyEquivalent>) -> [KeyEquivalent] {
        keys.sorted { lhs, rhs in
            lhs.character.unicodeScalars.map(\.value).lexicographicallyPrecedes(
                rhs.character.unicodeScalars.map(\.value))
        }
    }
}
