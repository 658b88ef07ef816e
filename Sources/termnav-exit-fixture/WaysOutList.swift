import TermNav

/// The fixture's one screen: a button for each ``WayOut``.
///
/// Each button's label names an SF Symbol TermNav does not know, which draws nothing, for the
/// test of the list `TERMNAV_DEBUG=1` writes when the app ends.
struct WaysOutList: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(WayOut.allCases, id: \.self) { way in
                    Button {
                        way.run()
                    } label: {
                        Label(way.label, systemImage: "termnav.fixture.unknown")
                    }
                }
            }
            .navigationTitle("Ways out")
        }
    }
}
