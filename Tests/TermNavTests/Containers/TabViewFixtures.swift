import TermNav

// A mail app's tabs: an inbox of thirty messages that push, a list of sent messages, and a
// counter whose `@State` must live through switching.

/// What each tab's screens saw appear and disappear, in order.
@MainActor final class TabLog {
    var events: [String] = []
}

struct TabsMessage: View {
    let number: Int
    @State private var opened = 0

    var body: some View {
        List {
            Text("Message \(number)")
            Button("Opened \(opened)") { opened += 1 }
            NavigationLink("Reply") { Text("Reply to \(number)").navigationTitle("Reply") }
        }
        .navigationTitle("Message \(number)")
    }
}

struct TabsInbox: View {
    let log: TabLog?

    var body: some View {
        List(1...30, id: \.self) { number in
            NavigationLink("Message \(number)") { TabsMessage(number: number) }
        }
        .navigationTitle("Inbox")
        .onAppear { log?.events.append("inbox appears") }
        .onDisappear { log?.events.append("inbox disappears") }
    }
}

struct TabsSent: View {
    let log: TabLog?

    var body: some View {
        List(["To Ann", "To Bob"], id: \.self) { name in
            NavigationLink(name) { Text("Sent \(name)").navigationTitle(name) }
        }
        .navigationTitle("Sent")
        .onAppear { log?.events.append("sent appears") }
        .onDisappear { log?.events.append("sent disappears") }
    }
}

struct TabsCounter: View {
    @State private var count = 0

    var body: some View {
        List {
            Button("Count \(count)") { count += 1 }
        }
        .navigationTitle("Settings")
    }
}

/// The tabs in the first generation: `.tabItem` and `.tag`, the selection bound.
struct MailTabs: View {
    var log: TabLog?
    @State private var tab = 0
    /// What the selection was set to, each time it changed.
    var seen: ((Int) -> Void)?

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack { TabsInbox(log: log) }
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(0)
                .badge(3)
            NavigationStack { TabsSent(log: log) }
                .tabItem { Label("Sent", systemImage: "paperplane") }
                .tag(1)
            NavigationStack { TabsCounter() }
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(2)
        }
        .onChange(of: tab) { _, new in seen?(new) }
    }
}

/// The tabs in the second generation: `Tab(_:systemImage:value:)`, the selection bound, and a
/// button on a tab's screen that sets it.
struct NewMailTabs: View {
    @State private var tab = "inbox"

    var body: some View {
        TabView(selection: $tab) {
            Tab("Inbox", systemImage: "tray", value: "inbox") {
                NavigationStack {
                    List {
                        Button("Show Sent") { tab = "sent" }
                        Text("Selected \(tab)")
                    }
                    .navigationTitle("Inbox")
                }
            }
            Tab("Sent", systemImage: "paperplane", value: "sent") {
                NavigationStack { TabsSent(log: nil) }
            }
            .badge("new")
        }
    }
}

/// Pages, turned with ← and →.
struct TabPages: View {
    var body: some View {
        TabView {
            Text("First page")
            Text("Second page")
            Text("Third page")
        }
        .tabViewStyle(.page)
    }
}
