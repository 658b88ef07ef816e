import TermNavCore

/// The benchmark's list with a hidden `NavigationLink` and an accessory on every row: row
/// `i` is a button labelled "Row i" that selects it, a hidden background link bound to the
/// selection pushes the row's details, and a detail button sits at the row's right edge.
///
/// It is the seed articles' "hidden link" pattern at scale: the engine must keep a million such
/// rows as cheap as a million plain ones, building only the rows on screen and the page ahead.
public struct HiddenLinkList: View {
    /// How many rows.
    let rows: Int
    /// The row whose details are shown, if any.
    @State private var selection: Int?

    /// A list of rows "Row 0" to "Row `rows - 1`".
    /// - Parameter rows: How many rows; 0 or more.
    public init(rows: Int) {
        self.rows = rows
    }

    /// The list, in a navigation stack titled "Rows".
    public var body: some View {
        NavigationStack {
            List {
                ForEach(0..<rows, id: \.self) { row in
                    Button {
                        selection = row
                    } label: {
                        Text("Row \(row)")
                    }
                    .background(
                        NavigationLink(destination: RowDetails(row: row), tag: row, selection: $selection) {
                            EmptyView()
                        }
                        .hidden()
                    )
                    .accessory(.detailButton) {}
                }
            }
            .navigationBarTitle("Rows", displayMode: .large)
        }
    }
}
