/// A cell of the screen: its column and line, from 0 at the top left.
package struct CellPosition: Hashable, Sendable {
    /// The column.
    package var x: Int
    /// The line.
    package var y: Int

    /// Creates a position.
    /// - Parameters:
    ///   - x: The column.
    ///   - y: The line.
    package init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
