import TermNav
import TermNavTesting
import Testing

private struct Status: View {
    @Environment(\.editMode) private var editMode

    var body: some View {
        Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Viewing")
    }
}

private struct AppOwned: View {
    @State private var mode = EditMode.active
    @State private var numbers = [1, 2, 3]

    var body: some View {
        NavigationStack {
            List {
                Status()
                ForEach(numbers, id: \.self) { Text("Number \($0)") }
                    .onMove { numbers.move(fromOffsets: $0, toOffset: $1) }
                NavigationLink("Other screen") { List { Status() } }
                Button("Stop editing") { mode = .inactive }
            }
            .environment(\.editMode, $mode)
        }
    }
}

@MainActor @Suite struct EditModeTests {
    @Test func anEditModeTheAppOwnsDrivesTheList() {
        let driver = TestDriver(AppOwned(), width: 40, height: 10)
        driver.press(.downArrow)
        driver.press("J")
        driver.expectScreen([
            " Editing",
            " Number 2",
            " Number 1",
            " Number 3",
            " Other screen                         ›",
            " Stop editing",
            "",
            "",
            "",
            " ↑↓ move  K/J reorder  q quit       3/6",
        ])
        driver.press(.downArrow, .downArrow, .return)
        driver.expectLines([" Editing"], from: 2, "a pushed screen sees the app's edit mode")
        driver.press(.escape, .downArrow, .return, .upArrow, .upArrow, .upArrow)
        driver.expectScreen([
            " Viewing",
            " Number 2",
            " Number 1",
            " Number 3",
            " Other screen                         ›",
            " Stop editing",
            "",
            "",
            "",
            " ↑↓ move  q quit                    3/6",
        ])
        driver.press("J")
        driver.expectLines([" Number 2", " Number 1"], from: 1, "not editing: J moves nothing")
    }

    @Test func eachScreenHasAnEditModeOfItsOwn() {
        let root = NavigationStack {
            List {
                Status()
                NavigationLink("Next") {
                    List {
                        Status()
                        EditButton()
                    }
                }
            }
            .toolbar { EditButton() }
        }
        let driver = TestDriver(root, width: 30, height: 8)
        driver.press(.tab, .return)
        driver.expectLines([" Editing"], from: 2)
        driver.press(.tab, .downArrow, .return)
        driver.expectLines([" Viewing", " Edit"], from: 2, "the pushed screen starts inactive")
        driver.press(.downArrow, .return)
        driver.expectLines([" Editing", " Done"], from: 2)
        driver.press(.escape)
        driver.expectLines([" Editing"], from: 2)
    }
}
