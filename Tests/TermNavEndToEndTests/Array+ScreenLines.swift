extension [String] {
    /// The lines of a screen without their trailing spaces, which a terminal cannot show.
    var trailingSpacesTrimmed: [String] {
        map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// Whether some line contains a text.
    func has(_ text: String) -> Bool {
        contains { $0.contains(text) }
    }
}
