import TermNav
import TermNavTesting
import Testing

// A reading log, as SwiftUI tutorials write one: an @Observable log edited through @Bindable,
// rows over bindings with swipe actions, pull to refresh, a sheet for the chosen book, a
// full-screen cover, a confirmation dialog, onChange, an ObservableObject settings model, and
// Foundation's Date, String(format:) and localizedStandardContains.

@Observable
private final class ReadingLog {
    var books = [
        LoggedBook(title: "Dune", pages: 412),
        LoggedBook(title: "Emma", pages: 474),
        LoggedBook(title: "Beloved", pages: 324),
    ]
    var refreshes = 0
    var lastChange = "nothing yet"

    var totalPages: Int { books.reduce(0) { $0 + $1.pages } }
}

private struct LoggedBook: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var pages: Int
    var finished = false
    let added = Date(timeIntervalSince1970: 0)
}

private final class LogSettings: ObservableObject {
    @Published var query = "e"
}

private struct ReadingLogView: View {
    @State private var log = ReadingLog()
    @StateObject private var settings = LogSettings()
    @State private var chosen: LoggedBook?
    @State private var showsStats = false
    @State private var confirmsClear = false

    var body: some View {
        NavigationStack {
            List {
                ForEach($log.books) { $book in
                    Button {
                        chosen = book
                    } label: {
                        Text(book.finished ? "\(book.title) (finished)" : book.title)
                    }
                    .swipeActions {
                        Button("Finish") { book.finished = true }
                    }
                }
                MatchCount(log: log, settings: settings)
                Text(String(format: "%.1f pages a book", Double(log.totalPages) / Double(log.books.count)))
                Text("Refreshed \(log.refreshes) times, changed \(log.lastChange)")
                Button("Statistics") { showsStats = true }
                Button("Clear log") { confirmsClear = true }
            }
            .navigationTitle("Reading log")
            .refreshable { log.refreshes += 1 }
            .onChange(of: log.books) { _, books in
                log.lastChange = "\(books.filter(\.finished).count) finished"
            }
            .sheet(item: $chosen) { book in
                BookEditor(log: log, id: book.id)
            }
            .fullScreenCover(isPresented: $showsStats) {
                StatsView(total: log.totalPages)
            }
            .confirmationDialog("Clear the log?", isPresented: $confirmsClear, titleVisibility: .visible) {
                Button("Clear", role: .destructive) { log.books.removeAll() }
            }
        }
    }
}

private struct MatchCount: View {
    let log: ReadingLog
    @ObservedObject var settings: LogSettings

    var body: some View {
        let matches = log.books.filter { $0.title.localizedStandardContains(settings.query) }
        Text("\(matches.count) titles contain \"\(settings.query)\"")
    }
}

private struct BookEditor: View {
    @Bindable var log: ReadingLog
    let id: UUID
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            if let index = log.books.firstIndex(where: { $0.id == id }) {
                Text(log.books[index].title)
                Button("Add 10 pages") { log.books[index].pages += 10 }
                Text("\(log.books[index].pages) pages")
            }
            Button("Done") { dismiss() }
        }
        .navigationTitle("Edit")
    }
}

private struct StatsView: View {
    let total: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            Text("\(total) pages in all")
            Button("Close") { dismiss() }
        }
        .navigationTitle("Statistics")
    }
}

@MainActor @Test func readingLogSample() async {
    let driver = TestDriver(ReadingLogView(), width: 50, height: 14)
    driver.expectLines(
        [
            " Reading log",
            "",
            " Dune",
            " Emma",
            " Beloved",
            " 3 titles contain \"e\"",
            " 403.3 pages a book",
            " Refreshed 0 times, changed nothing yet",
        ], from: 0)

    // a shows the row's swipe actions; Finish writes through the row's binding, and onChange
    // sees the log change.
    driver.press("a")
    driver.expectLines([" ‹ Reading log         Dune", "", " Finish"], from: 0)
    driver.press(.return)
    driver.expectLines([" Reading log", "", " Dune (finished)"], from: 0)

    // Ctrl-R refreshes; the action runs on the app's loop.
    driver.press("r", modifiers: .control)
    await driver.settle()
    driver.expectLines([" Refreshed 1 times, changed 1 finished"], from: 7)

    // Choosing Emma presents the editor in a sheet for that item; @Bindable edits the log.
    driver.press(.downArrow, .return)
    driver.expectLines([" Edit", "", " Emma", " Add 10 pages", " 474 pages", " Done"], from: 0)
    driver.press(.downArrow, .return)
    driver.expectLines([" 484 pages"], from: 4)
    driver.press(.escape)
    driver.expectLines([" 406.7 pages a book"], from: 6)

    // Statistics covers the screen; Close dismisses it.
    driver.press(.downArrow, .downArrow, .downArrow, .downArrow, .downArrow, .return)
    driver.expectLines([" Statistics", "", " 1220 pages in all", " Close"], from: 0)
    driver.press(.downArrow, .return)
    #expect(driver.title == "Reading log")

    // Clear log asks first; Cancel is chosen at first, Clear is above it.
    driver.press(.downArrow, .return)
    #expect(driver.line(containing: "Clear the log?") != nil)
    driver.press(.upArrow, .return)
    driver.expectLines(
        [
            " Reading log",
            "",
            " 0 titles contain \"e\"",
        ], from: 0)
}
