extension Text {
    /// Creates text from a string literal, interpolations included: `Text("\(count) books")`.
    /// TermNav shows the key as written (it has no localization tables), reading its inline
    /// Markdown as SwiftUI does: `**bold**`, `*italic*`, `~~struck~~`, code between backticks and
    /// `[links](https://…)`; what an interpolation puts in is shown as it is. `Text(verbatim:)`
    /// and a `String` variable show their characters as written.
    /// - Parameter key: The text.
    public init(_ key: LocalizedStringKey) {
        self.init(runs: InlineMarkdown.runs(of: key.text, interpolated: key.interpolated))
    }
}
