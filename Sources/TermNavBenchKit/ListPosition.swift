/// The position a list shows at the right of its help line, such as `12/1001`.
public struct ListPosition: Hashable, Sendable, CustomStringConvertible {
    /// The focused row, from 1.
    public let row: Int
    /// How many rows.
    public let count: Int

    /// A position.
    /// - Parameters:
    ///   - row: The focused row, from 1.
    ///   - count: How many rows.
    public init(row: Int, count: Int) {
        self.row = row
        self.count = count
    }

    /// The position at the end of a line: its last word, when it is `digits/digits`.
    /// - Parameter line: The line, such as a screen's last.
    /// - Returns: The position, or `nil` when the line does not end with one.
    public init?(endOf line: String) {
        guard let word = line.split(separator: " ").last else { return nil }
        let parts = word.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let row = Int(parts[0]), let count = Int(parts[1]), row >= 0, count >= 0
        else {
            return nil
        }
        self.init(row: row, count: count)
    }

    /// The position of a screen: at the end of its last line.
    /// - Parameter screen: The screen.
    /// - Returns: The position, or `nil` when it shows none.
    public init?(of screen: ScreenEmulator) {
        self.init(endOf: screen.text(ofRow: screen.height - 1))
    }

    /// `12/1001`.
    public var description: String { "\(row)/\(count)" }
}
