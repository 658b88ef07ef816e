import TermNav
import TermNavTesting
import Testing

// The examples of docs/Navigation.md, compiled and driven, so the guide stays true.

private struct Library: View {
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Emma", value: "Emma")
                NavigationLink("Persuasion", value: "Persuasion")
                Button("Both, in turn") { path = ["Emma", "Persuasion"] }
            }
            .navigationTitle("Library")
            .navigationDestination(for: String.self) { title in
                BookScreen(title: title, path: $path)
            }
        }
    }
}

private struct BookScreen: View {
    let title: String
    @Binding var path: [String]

    var body: some View {
        VStack(alignment: .leading) {
            Text("A novel by Jane Austen.")
            Button("Back to the library") { path.removeAll() }
        }
        .navigationTitle(title)
    }
}

private struct ShelfKey: EnvironmentKey {
    static let defaultValue = "no shelf"
}

extension EnvironmentValues {
    fileprivate var shelf: String {
        get { self[ShelfKey.self] }
        set { self[ShelfKey.self] = newValue }
    }
}

private struct ShelfLabel: View {
    @Environment(\.shelf) private var shelf
    var body: some View { Text("Shelf: \(shelf)") }
}

private struct Shelves: View {
    var body: some View {
        List {
            ShelfLabel()
            NavigationLink("Open", destination: ShelfLabel().navigationTitle("Opened"))
        }
        .navigationTitle("Shelves")
    }
}

private struct Books: View {
    @State private var editing = false
    @State private var order = 0
    let count = 204

    var body: some View {
        NavigationStack {
            List {
                Text("Ordered \(order) times")
            }
            .navigationTitle("Books")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Button(editing ? "Done" : "Edit") { editing.toggle() }
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Sort") { order += 1 }
                }
                ToolbarItem(placement: .bottomBar) { Text("\(count) books") }
            }
        }
    }
}

@MainActor @Suite struct NavigationGuideTests {
    @Test func pathsAndDestinations() {
        let driver = TestDriver(Library(), width: 40, height: 8)
        driver.press(.downArrow, .downArrow, .return)
        #expect(driver.titles == ["Library", "Emma", "Persuasion"])
        driver.expectScreen([
            " Library › Emma › Persuasion",
            "",
            "",
            "        A novel by Jane Austen.",
            "        Back to the library",
            "",
            "",
            " Enter open  Esc back  q quit",
        ])
        driver.press(.return)
        #expect(driver.titles == ["Library"])
    }

    @Test func environmentFlowsIntoPushedScreens() {
        let driver = TestDriver(
            NavigationStack { Shelves() }.environment(\.shelf, "top shelf"), width: 30, height: 8)
        driver.expectLines([" Shelves", "", " Shelf: top shelf"], from: 0)
        driver.press(.downArrow, .return)
        driver.expectScreen([
            " ‹ Shelves  Opened",
            "",
            "",
            "",
            "       Shelf: top shelf",
            "",
            "",
            " Esc back  q quit",
        ])
    }

    @Test func toolbars() {
        let driver = TestDriver(Books(), width: 44, height: 8)
        driver.expectScreen([
            " Edit                                  Sort",
            " Books",
            "",
            " Ordered 0 times",
            "",
            "",
            " 204 books",
            " Tab Edit/Sort  q quit                  1/1",
        ])
    }
}
