import TermNav
import TermNavTesting
import Testing

// A table's rows scroll as a list's under its header, which stays on the screen.

private struct Number: Identifiable {
    let id: Int
    var square: Int { id * id }
}

private struct Squares: View {
    var body: some View {
        NavigationStack {
            Table((1...30).map(Number.init)) {
                TableColumn("Number") { Text("\($0.id)") }
                TableColumn("Square") { Text("\($0.square)") }
            }
            .navigationTitle("Squares")
        }
    }
}

@MainActor @Suite struct TableScrollTests {
    @Test func theRowsScrollUnderTheHeader() {
        let driver = TestDriver(Squares(), width: 30, height: 9)
        driver.press(.pageDown, .pageDown)
        driver.expectScreen([
            " Squares",
            "",
            " Number         Square",
            " 9              81",
            " 10             100",
            " 11             121",
            " 12             144",
            " 13             169",
            " ↑↓ move  q quit         9/30",
        ])
        #expect(driver.focusedLine == " 9              81")
    }
}
