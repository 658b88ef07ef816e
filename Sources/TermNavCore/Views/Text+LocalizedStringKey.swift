extension Text {
    /// Creates text from a string literal, interpolations included: `Text("\(count) books")`.
    /// TermNav shows the key as written; it has no localization tables.
    /// - Parameter key: The text.
    public init(_ key: LocalizedStringKey) {
        self.init(verbatim: key.text)
    }
}
