import TermNav

/// "Tabs": a tab view on a pushed screen, three tabs each with a list whose rows push. Each tab
/// keeps what was pushed in it; Alt-1 to Alt-3, Ctrl-PgDn and Ctrl-PgUp, the tab bar (Tab, then
/// ← and →) and the mouse choose a tab; Esc pops within the tab, and at its root goes back to
/// the gallery.
struct TabsScreen: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            TabsList(title: "Inbox", rows: ["Lunch on Friday?", "Invoice 2041", "Party at eight"])
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(0)
                .badge(3)
            Tab("Sent", systemImage: "paperplane", value: 1) {
                TabsList(title: "Sent", rows: ["Re: Lunch", "Minutes"])
            }
            Tab("Settings", systemImage: "gear", value: 2) {
                TabsSettings()
            }
        }
    }
}

/// A tab's list of messages, each pushing the message.
private struct TabsList: View {
    let title: String
    let rows: [String]

    var body: some View {
        List(rows, id: \.self) { row in
            NavigationLink(row) {
                List {
                    Text(row)
                    Text("From the \(title) tab").foregroundStyle(.secondary)
                }
                .navigationTitle(row)
            }
        }
        .navigationTitle(title)
    }
}

/// The settings tab: a toggle whose state lives while other tabs are shown.
private struct TabsSettings: View {
    @State private var notifies = true

    var body: some View {
        Form {
            Toggle("Notifications", isOn: $notifies)
        }
        .navigationTitle("Settings")
    }
}
