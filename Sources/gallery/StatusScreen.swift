import TermNav

/// "Status": progress views, gauges, badges and a link in a form, and what an empty list shows.
/// Enter on "Step" moves the downloads on; the spinner turns while the screen is shown; Enter on
/// the link opens it in the browser.
struct StatusScreen: View {
    @State private var received = 3.0
    @State private var showsEmpty = false

    var body: some View {
        Form {
            Section("Progress") {
                ProgressView("Photos", value: received, total: 8)
                ProgressView(value: received, total: 8) {
                    Text("Songs")
                } currentValueLabel: {
                    Text("\(Int(received)) of 8")
                }
                ProgressView("Syncing")
                ProgressView("Disk", value: 0.8).progressViewStyle(.circular)
                Button("Step") { received = received >= 8 ? 0 : received + 1 }
            }
            Section("Gauges") {
                Gauge(value: 0.62) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("62%")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("1")
                }
                Gauge(value: 30, in: 0...120) { Text("Speed") }
                    .gaugeStyle(.accessoryCircular)
            }
            Section("Badges") {
                NavigationLink("Inbox") { Text("Inbox") }
                    .badge(12)
                Label("Drafts", systemImage: "doc.text")
                    .badge("new")
                Button("An empty list") { showsEmpty = true }
            }
            Section("Links") {
                if let site = URL(string: "https://example.com/termnav") {
                    Link("TermNav on the web", destination: site)
                }
            }
        }
        .navigationTitle("Status")
        .navigationDestination(isPresented: $showsEmpty) {
            ContentUnavailableView(
                "No Mail", systemImage: "envelope", description: Text("New mail shows here.")
            )
            .navigationTitle("Empty")
        }
    }
}
