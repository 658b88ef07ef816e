/// One run of a text in one style.
struct TextRun: Hashable, Sendable {
    /// The characters, as given by the app (made safe to show when laid out).
    var string: String
    /// The style.
    var style: Style
}
