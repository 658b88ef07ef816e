import TermNavCore

/// The benchmark's list of the look: every row on a gradient of its own, with a coloured dot,
/// a tag in a rounded box and a colour made from values, pushing its details.
///
/// It measures what colours, gradients and boxes cost a key beside a plain list of the same
/// size: each row's cells take a colour of their own, a box takes the row's lines above and
/// below its text, and 24-bit colours go out where the terminal shows them.
public struct LookRows: View {
    /// How many rows.
    let rows: Int

    /// A list of rows "Row 0" to "Row `rows - 1`".
    /// - Parameter rows: How many rows; 0 or more.
    public init(rows: Int) {
        self.rows = rows
    }

    /// The list, in a navigation stack titled "Look".
    public var body: some View {
        NavigationStack {
            List {
                ForEach(0..<rows, id: \.self) { row in
                    NavigationLink(destination: RowDetails(row: row)) {
                        HStack {
                            Circle().fill(Self.dot(row)).frame(width: 12, height: 12)
                            Text("Row \(row)").foregroundStyle(Color(white: 0.95))
                            Spacer()
                            Text(row.isMultiple(of: 2) ? "even" : "odd")
                                .padding(.horizontal, 8)
                                .overlay(Capsule().stroke(.blue))
                        }
                    }
                    .listRowBackground(
                        LinearGradient(
                            colors: [Color(red: 0.2, green: 0.1, blue: 0.4), Self.dot(row).opacity(0.6)],
                            startPoint: .leading, endPoint: .trailing))
                }
            }
            .navigationTitle("Look")
        }
    }

    /// A row's colour, made from its number: a hue turning every 24 rows.
    /// - Parameter row: The row.
    /// - Returns: Its colour.
    public static func dot(_ row: Int) -> Color {
        Color(hue: Double(row % 24) / 24, saturation: 0.7, brightness: 0.9)
    }
}
