import TermNav

/// "Scrolling": a carousel of buttons (← and → move along it), a layout that changes with the
/// width a `GeometryReader` is offered, and a link to a table wider than the screen.
struct ScrollingScreen: View {
    @State private var chosen = "none"
    private let genres = ["Fantasy", "Mystery", "Romance", "Science fiction", "History", "Poetry", "Travel"]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Genre: \(chosen)")
            ScrollView(.horizontal) {
                HStack {
                    ForEach(genres, id: \.self) { genre in
                        Button(genre) { chosen = genre }
                    }
                }
            }
            NavigationLink("A wide table") { PlanetsTable() }
            WidthBadge()
        }
        .navigationTitle("Scrolling")
    }
}

/// Reads the width it is offered and lays its two labels out across or down accordingly.
private struct WidthBadge: View {
    var body: some View {
        GeometryReader { proxy in
            let columns = Int(proxy.size.width / 8)
            let layout =
                proxy.size.width > 400
                ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(alignment: .leading))
            layout {
                Text("Offered \(columns) columns:")
                Text(proxy.size.width > 400 ? "side by side" : "one under the other").foregroundStyle(
                    .secondary)
            }
        }
    }
}

/// A table wider than most terminals: ← and → scroll it a column at a time.
struct PlanetsTable: View {
    private let planets: [(name: String, moons: Int, distance: String, year: String)] = [
        ("Mercury", 0, "57.9 million km", "88 days"),
        ("Venus", 0, "108.2 million km", "225 days"),
        ("Earth", 1, "149.6 million km", "365 days"),
        ("Mars", 2, "227.9 million km", "687 days"),
        ("Jupiter", 95, "778.5 million km", "11.9 years"),
        ("Saturn", 146, "1.43 billion km", "29.5 years"),
        ("Uranus", 28, "2.87 billion km", "84 years"),
        ("Neptune", 16, "4.5 billion km", "165 years"),
    ]

    var body: some View {
        ScrollView([.horizontal, .vertical]) {
            VStack(alignment: .leading) {
                TableRow(cells: ["Planet", "Moons", "Distance from the Sun", "Year", "Notes"]).bold()
                ForEach(planets, id: \.name) { planet in
                    TableRow(cells: [
                        planet.name, "\(planet.moons)", planet.distance, planet.year,
                        "A planet of the solar system",
                    ])
                }
            }
        }
        .navigationTitle("Planets")
    }
}

/// One line of the table: each cell in a column of its own width.
private struct TableRow: View {
    let cells: [String]
    private let widths: [Double] = [72, 56, 184, 96, 232]

    var body: some View {
        HStack(spacing: 8) {
            ForEach(Array(cells.enumerated()), id: \.offset) { index, cell in
                Text(cell).frame(width: widths[index], alignment: .leading)
            }
        }
    }
}
