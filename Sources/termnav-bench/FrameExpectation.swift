import TermNavBenchKit

/// What the screen must show once a key's frame is complete.
enum FrameExpectation {
    /// The list, focused on this row (from 1).
    case list(row: Int)
    /// The list, focused on any row but this one.
    case listMoved(from: Int)
    /// The details of the row at this position (from 1).
    case details(row: Int)
    /// Anything: the key's output is read until the terminal is quiet.
    case anyFrame

    /// Whether a screen's lines and position meet the expectation.
    /// - Parameters:
    ///   - position: The position the screen shows, if any.
    ///   - count: How many rows the list has.
    ///   - contains: Whether the screen shows a text.
    ///   - program: The program, for its details text.
    /// - Returns: Whether it is met.
    func isMet(
        position: ListPosition?, count: Int, program: ProgramUnderTest, contains: (String) -> Bool
    ) -> Bool {
        switch self {
        case .list(let row): return position == ListPosition(row: row, count: count)
        case .listMoved(let row): return position.map { $0.count == count && $0.row != row } ?? false
        case .details(let row): return position == nil && contains(program.detailsText(row))
        case .anyFrame: return true
        }
    }
}
