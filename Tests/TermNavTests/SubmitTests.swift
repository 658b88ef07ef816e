import TermNav
import TermNavTesting
import Testing

@MainActor @Suite struct SubmitTests {
    struct Searching: View {
        @State private var query = ""
        @State private var submitted: [String] = []

        var body: some View {
            NavigationStack {
                List {
                    Text("Submitted: \(submitted.joined(separator: ", "))")
                }
                .navigationTitle("Submit")
                .searchable(text: $query)
                .onSubmit(of: .search) { submitted.append(query) }
                .onSubmit { submitted.append("a text field's") }
            }
        }
    }

    @Test func enterInTheSearchFieldRunsTheSearchsSubmitActionsAndKeepsTheText() {
        let driver = TestDriver(Searching(), width: 30, height: 8)
        driver.press("/")
        driver.type("tea")
        driver.press(.return)
        driver.expectScreen([
            " Submit",
            "",
            " ⌕ tea",
            " Submitted: tea",
            "", "", "",
            " Esc back  / search       1/1",
        ])
        // Leaving the field another way submits nothing.
        driver.press("/")
        driver.press(.downArrow)
        driver.expectLines([" ⌕ tea", " Submitted: tea", ""], from: 2)
    }
}
