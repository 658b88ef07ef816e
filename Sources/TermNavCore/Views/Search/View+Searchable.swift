extension View {
    /// Gives the screen a search field, drawn under its title. `/` puts the focus in it; typing
    /// edits `text` (Backspace deletes), and the app's body filters its rows by it. Up, Down
    /// Enter and Esc go back to the rows, keeping the text; there Esc empties it and ends the
    /// search, and the next Esc goes back.
    /// - Parameters:
    ///   - text: The text typed.
    ///   - placement: Where the field goes; a terminal always draws it under the title.
    ///   - prompt: What the field shows while empty; `Search` by default.
    /// - Returns: The view.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        builtIn(.searchable(SearchField(text: text, prompt: prompt?.content ?? "Search")))
    }

    /// Gives the screen a search field, drawn under its title.
    /// - Parameters:
    ///   - text: The text typed.
    ///   - placement: Where the field goes; a terminal always draws it under the title.
    ///   - prompt: What the field shows while empty.
    /// - Returns: The view.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        builtIn(.searchable(SearchField(text: text, prompt: prompt.text)))
    }

    /// Gives the screen a search field, drawn under its title.
    /// - Parameters:
    ///   - text: The text typed.
    ///   - placement: Where the field goes; a terminal always draws it under the title.
    ///   - prompt: What the field shows while empty.
    /// - Returns: The view.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        builtIn(.searchable(SearchField(text: text, prompt: String(prompt))))
    }
}
