import TermNav

/// The fixture's one screen: a button for each ``WayOut``.
struct WaysOutList: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(WayOut.allCases, id: \.self) { way in
                    Button(way.label) { way.run() }
                }
            }
            .navigationTitle("Ways out")
        }
    }
}
