import TermNavCore

/// The screen a benchmark list row pushes: its number, under an inline title.
public struct RowDetails: View {
    /// The row shown.
    let row: Int

    /// The details of a row.
    /// - Parameter row: The row's number.
    public init(row: Int) {
        self.row = row
    }

    /// One line, "Details of row N".
    public var body: some View {
        VStack(alignment: .leading) {
            Text("Details of row \(row)")
        }
        .navigationBarTitle("Row \(row)", displayMode: .inline)
    }
}
