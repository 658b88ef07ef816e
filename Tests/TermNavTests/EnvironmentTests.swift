import TermNav
import TermNavTesting
import Testing

/// The environment: values flowing down the tree and into pushed screens, `dismiss` and
/// `presentationMode`.
@MainActor @Suite struct EnvironmentTests {
    struct ShelfKey: EnvironmentKey {
        static let defaultValue = "no shelf"
    }

    struct Shelf: View {
        @Environment(\.shelf) private var shelf

        var body: some View {
            Text("Shelf: \(shelf)")
        }
    }

    struct Details: View {
        let name: String
        @Environment(\.dismiss) private var dismiss
        @Environment(\.presentationMode) private var presentationMode
        @Environment(\.isPresented) private var isPresented

        var body: some View {
            VStack(alignment: .leading) {
                Shelf()
                Text(isPresented ? "presented" : "not presented")
                Button("Done") { dismiss() }
                Button("Close") { presentationMode.wrappedValue.dismiss() }
                NavigationLink("Deeper", destination: Details(name: name + "+"))
            }
            .navigationTitle(name)
        }
    }

    struct Root: View {
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Shelf()
                    NavigationLink("Open", destination: Details(name: "Open"))
                    Button("Dismiss the root") { dismiss() }
                }
                .navigationTitle("Root")
                .environment(\.shelf, "top shelf")
            }
        }
    }

    @Test func valuesFlowDownAndIntoPushedScreens() {
        let driver = TestDriver(Root(), width: 30, height: 9)
        driver.expectScreen([
            " Root",
            "",
            "",
            "       Shelf: top shelf",
            "       Open",
            "       Dismiss the root",
            "",
            "",
            " ↑↓ move  Enter open  q quit",
        ])
        driver.press(.return)
        driver.expectScreen([
            " ‹ Root      Open",
            "",
            "       Shelf: top shelf",
            "       presented",
            "       Done",
            "       Close",
            "       Deeper",
            "",
            " ↑↓ move  Enter open",
        ])
    }

    @Test func dismissPopsTheScreenItWasReadOn() {
        let driver = TestDriver(Root(), width: 30, height: 9)
        driver.press(.return, .downArrow, .downArrow, .return)
        #expect(driver.titles == ["Root", "Open", "Open+"])
        driver.press(.return)
        #expect(driver.titles == ["Root", "Open"])
        driver.press(.upArrow, .return)
        #expect(driver.titles == ["Root"], "presentationMode.wrappedValue.dismiss() pops too")
    }

    @Test func dismissAtTheRootDoesNothing() {
        let driver = TestDriver(Root(), width: 30, height: 9)
        driver.press(.downArrow, .return)
        #expect(driver.depth == 1)
        #expect(driver.title == "Root")
    }

    @Test func withoutAValueSetAKeyHasItsDefault() {
        let driver = TestDriver(Shelf(), width: 30, height: 3)
        driver.expectScreen(["", "       Shelf: no shelf"])
    }
}

extension EnvironmentValues {
    fileprivate var shelf: String {
        get { self[EnvironmentTests.ShelfKey.self] }
        set { self[EnvironmentTests.ShelfKey.self] = newValue }
    }
}
