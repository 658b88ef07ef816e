import TermNav
import TermNavTesting
import Testing

// A split view as SwiftUI tutorials write one: a sidebar of folders, a list of notes for the
// chosen folder, and the chosen note's detail. In a terminal it is a stack: choosing a row
// pushes the next column, Esc pops back and clears the choice.

private struct Note: Identifiable, Hashable {
    let id: Int
    let title: String
    let body: String
}

private struct Folder: Identifiable, Hashable {
    let id: String
    let name: String
    let notes: [Note]
}

private let folders = [
    Folder(
        id: "work", name: "Work",
        notes: [
            Note(id: 1, title: "Standup", body: "Ship the split view"),
            Note(id: 2, title: "Review", body: "Read the pull request"),
        ]),
    Folder(id: "home", name: "Home", notes: [Note(id: 3, title: "Groceries", body: "Milk, eggs")]),
]

private struct ContentView: View {
    @State private var selectedFolder: Folder.ID?
    @State private var selectedNote: Note.ID?
    @State private var columnVisibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(folders, selection: $selectedFolder) { folder in
                Text(folder.name)
            }
            .navigationTitle("Folders")
        } content: {
            if let folder = folders.first(where: { $0.id == selectedFolder }) {
                List(folder.notes, selection: $selectedNote) { note in
                    Text(note.title)
                }
                .navigationTitle(folder.name)
            } else {
                Text("Choose a folder")
            }
        } detail: {
            if let note = folders.flatMap(\.notes).first(where: { $0.id == selectedNote }) {
                Text(note.body)
                    .navigationTitle(note.title)
            } else {
                Text("Choose a note")
            }
        }
        .navigationSplitViewStyle(.balanced)
    }
}

private struct TwoColumns: View {
    @State private var chosen: String?

    var body: some View {
        NavigationSplitView {
            List(selection: $chosen) {
                Text("Red").tag("red")
                Text("Green").tag("green")
            }
            .navigationTitle("Colors")
        } detail: {
            Text(chosen.map { "You chose \($0)" } ?? "Nothing chosen")
        }
    }
}

private struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

@MainActor @Suite struct SplitViewSample {
    @Test func theSidebarIsTheRootAndEachChoicePushesTheNextColumn() {
        let driver = TestDriver(app: NotesApp(), width: 40, height: 8)
        driver.expectScreen([
            " Folders",
            "",
            " Work",
            " Home",
            "",
            "",
            "",
            " ↑↓ move  Enter open  q quit        1/2",
        ])
        driver.press(.return)
        driver.expectScreen([
            " ‹ Folders        Work",
            "",
            " Standup",
            " Review",
            "",
            "",
            "",
            " ↑↓ move  Enter open  Esc back      1/2",
        ])
        driver.press(.downArrow, .return)
        driver.expectScreen([
            " Folders › Work › Review",
            "",
            "",
            "",
            "         Read the pull request",
            "",
            "",
            " Esc back  q quit",
        ])
        driver.press(.escape)
        #expect(driver.titles == ["Folders", "Work"])
        driver.expectLines([" Standup", " Review"], from: 2, "the note is no longer chosen: no checkmark")
        driver.press(.escape, .downArrow, .return)
        #expect(driver.titles == ["Folders", "Home"], "Esc cleared the folder, so another can be chosen")
        driver.press(.return)
        driver.expectLines(["               Milk, eggs"], from: 4)
    }

    @Test func twoColumnsWithTags() {
        let driver = TestDriver(TwoColumns(), width: 30, height: 6)
        driver.press(.downArrow, .return)
        driver.expectScreen([" ‹ Colors", "", "       You chose green", "", "", " Esc back  q quit"])
        driver.press(.escape)
        driver.expectScreen([" Colors", " Red", " Green", "", "", " ↑↓ move  Enter open      2/2"])
    }
}
