/// A size in terminal cells.
package struct Size: Hashable, Sendable {
    /// The number of columns.
    package var width: Int
    /// The number of rows.
    package var height: Int

    /// Creates a size.
    /// - Parameters:
    ///   - width: The number of columns.
    ///   - height: The number of rows.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
