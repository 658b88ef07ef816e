extension String {
    /// The string without the given character at either end.
    func trimmed(of character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
