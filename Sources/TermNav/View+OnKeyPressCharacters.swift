import Foundation

extension View {
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
    /// Keys the key map binds still go to the key map (a digit is bound to nothing by default).
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
        onKeyPress(characterTest: { characters.contains($0) }, phases: phases, action: action)
    }
}
