import TermNav
import TermNavTesting
import Testing

/// Navigation as data: a stack bound to a path, value links, destinations declared anywhere.
@MainActor @Suite struct NavigationPathTests {
    struct Author: Hashable {
        let name: String
    }

    /// A stack bound to a typed path of colour names, with a button that sets it from code.
    struct Colors: View {
        @State private var path: [String] = []
        let log: PathLog

        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Red", value: "Red")
                    NavigationLink("Green", value: "Green")
                    Button("Red, green, blue") { path = ["Red", "Green", "Blue"] }
                }
                .navigationTitle("Colors")
                .navigationDestination(for: String.self) { name in
                    ColorDetail(name: name, path: $path)
                }
            }
            .onAppear { log.path = { path } }
        }
    }

    struct ColorDetail: View {
        let name: String
        @Binding var path: [String]

        var body: some View {
            VStack(alignment: .leading) {
                Text("This is \(name).")
                Button("Back one") { path.removeLast() }
                Button("To the root") { path.removeAll() }
            }
            .navigationTitle(name)
        }
    }

    /// Reads the app's path from outside.
    final class PathLog {
        var path: () -> [String] = { [] }
    }

    @Test func valueLinkPushesItsDestinationAndAppendsToThePath() {
        let log = PathLog()
        let driver = TestDriver(Colors(log: log), width: 40, height: 10)
        driver.press(.downArrow, .return)
        #expect(log.path() == ["Green"])
        driver.expectScreen([
            " ‹ Colors        Green",
            "",
            "",
            "",
            "             This is Green.",
            "             Back one",
            "             To the root",
            "",
            "",
            " ↑↓ move  Enter open  Esc back  q quit",
        ])
        driver.press(.escape)
        #expect(log.path() == [])
        #expect(driver.depth == 1)
        #expect(driver.focusedLine == " Green                                ›")
    }

    @Test func settingThePathFromCodeShowsEveryLevelWithTheOnesBelowKept() {
        let log = PathLog()
        let driver = TestDriver(Colors(log: log), width: 40, height: 10)
        driver.press(.downArrow, .downArrow, .return)
        #expect(driver.titles == ["Colors", "Red", "Green", "Blue"])
        driver.expectScreen([
            " Colors › Red › Green › Blue",
            "",
            "",
            "",
            "             This is Blue.",
            "             Back one",
            "             To the root",
            "",
            "",
            " ↑↓ move  Enter open  Esc back  q quit",
        ])
        driver.press(.return)
        #expect(log.path() == ["Red", "Green"])
        #expect(driver.titles == ["Colors", "Red", "Green"])
        driver.press(.escape)
        #expect(log.path() == ["Red"])
        driver.expectScreen([
            " ‹ Colors         Red",
            "",
            "",
            "",
            "              This is Red.",
            "              Back one",
            "              To the root",
            "",
            "",
            " ↑↓ move  Enter open  Esc back  q quit",
        ])
        driver.press(.downArrow, .return)
        #expect(log.path() == [])
        #expect(driver.depth == 1)
    }
}

/// A type-erased path mixing value types, each with its own destination.
@MainActor @Suite struct MixedPathTests {
    struct Author: Hashable {
        let name: String
    }

    struct Library: View {
        @State private var path = NavigationPath()
        let log: Log

        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Emma", value: "Emma")
                    NavigationLink("Jane Austen", value: Author(name: "Jane Austen"))
                    NavigationLink("Year 1815", value: 1815)
                    Button("Deep") {
                        var deep = NavigationPath()
                        deep.append(Author(name: "Jane Austen"))
                        deep.append("Emma")
                        path = deep
                    }
                }
                .navigationTitle("Library")
                .navigationDestination(for: String.self) { title in
                    Text("Book: \(title)").navigationTitle(title)
                }
            }
            .navigationDestination(for: Author.self) { author in
                AuthorScreen(author: author, path: $path)
            }
            .onAppear { log.count = { path.count } }
        }
    }

    struct AuthorScreen: View {
        let author: Author
        @Binding var path: NavigationPath

        var body: some View {
            List {
                NavigationLink("Emma", value: "Emma")
                Button("Pop") { path.removeLast() }
            }
            .navigationTitle(author.name)
        }
    }

    final class Log {
        var count: () -> Int = { -1 }
    }

    @Test func eachValueTypeGetsItsOwnDestination() {
        let log = Log()
        let driver = TestDriver(Library(log: log), width: 40, height: 8)
        driver.press(.downArrow, .return)
        #expect(driver.titles == ["Library", "Jane Austen"])
        #expect(log.count() == 1)
        driver.press(.return)
        #expect(driver.titles == ["Library", "Jane Austen", "Emma"])
        #expect(log.count() == 2)
        driver.expectScreen([
            " Library › Jane Austen › Emma",
            "",
            "",
            "",
            "               Book: Emma",
            "",
            "",
            " Esc back  q quit",
        ])
        driver.press(.escape, .downArrow, .return)
        #expect(driver.titles == ["Library"])
        #expect(log.count() == 0)
    }

    @Test func aValueWithoutDestinationSaysSo() {
        let driver = TestDriver(Library(log: Log()), width: 40, height: 8)
        driver.press(.downArrow, .downArrow, .return)
        #expect(driver.depth == 2)
        driver.expectScreen([
            " ‹ Library",
            "",
            "",
            "",
            "    No navigationDestination for Int",
            "",
            "",
            " Esc back  q quit",
        ])
    }

    @Test func settingAMixedPathFromCodeOpensEveryLevel() {
        let log = Log()
        let driver = TestDriver(Library(log: log), width: 40, height: 8)
        driver.press(.end, .return)
        #expect(driver.titles == ["Library", "Jane Austen", "Emma"])
        #expect(log.count() == 2)
        driver.press(.escape)
        #expect(driver.titles == ["Library", "Jane Austen"])
        driver.press(.downArrow, .return)
        #expect(driver.titles == ["Library"])
        #expect(log.count() == 0)
    }

    @Test func navigationPathValueSemantics() {
        var path = NavigationPath(["a", "b"])
        path.append(3)
        #expect(path.count == 3)
        #expect(!path.isEmpty)
        path.removeLast(2)
        #expect(path == NavigationPath(["a"]))
        path.removeLast(5)
        #expect(path.isEmpty)
        #expect(path == NavigationPath())
    }
}

/// The buttons real code puts in toolbars: Add, and Pop to root on a pushed screen.
@MainActor @Suite struct ToolbarPathTests {
    struct Notes: View {
        @State private var path: [Int] = []
        @State private var notes = [1]

        var body: some View {
            NavigationStack(path: $path) {
                List(notes, id: \.self) { note in
                    NavigationLink("Note \(note)", value: note)
                }
                .navigationTitle("Notes")
                .toolbar {
                    Button("Add") { notes.append(notes.count + 1) }
                }
                .navigationDestination(for: Int.self) { note in
                    List {
                        NavigationLink("Next note", value: note + 1)
                    }
                    .navigationTitle("Note \(note)")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Pop to root") { path.removeAll() }
                        }
                    }
                }
            }
        }
    }

    @Test func addAndPopToRootFromTheToolbar() {
        let driver = TestDriver(Notes(), width: 40, height: 8)
        driver.press(.tab, .return, .return)
        driver.press(.tab)
        driver.expectScreen([
            " Notes                              Add",
            "",
            " Note 1                               ›",
            " Note 2                               ›",
            " Note 3                               ›",
            "",
            "",
            " ↑↓ move  Enter open  Tab Add       1/3",
        ])
        driver.press(.downArrow, .return, .return, .return)
        #expect(driver.titles == ["Notes", "Note 2", "Note 3", "Note 4"])
        driver.press(.tab, .return)
        #expect(driver.titles == ["Notes"])
        #expect(driver.focusedLine == " Note 2                               ›")
    }
}
