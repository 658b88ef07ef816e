import TermNav
import TermNavTesting
import Testing

// Pop to root from a toolbar button, three screens deep, by emptying the bound path.

private struct ContentView: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(1..<4, id: \.self) { level in
                NavigationLink("Level \(level)", value: level)
            }
            .navigationTitle("Home")
            .navigationDestination(for: Int.self) { level in
                List {
                    NavigationLink("Deeper", value: level + 1)
                    Text("Level \(level) of the way down")
                }
                .navigationTitle("Level \(level)")
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button("Home") { path.removeAll() }
                    }
                }
            }
        }
    }
}

private struct PopToRootApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

@MainActor @Suite struct PopToRootSample {
    @Test func theToolbarButtonPopsToTheRoot() {
        let driver = TestDriver(app: PopToRootApp(), width: 40, height: 7)
        driver.press(.return, .return, .return)
        #expect(driver.depth == 4)
        driver.expectScreen([
            " Home › … › Level 2 › Level 3      Home",
            " Deeper                               ›",
            " Level 3 of the way down",
            "",
            "",
            "",
            " ↑↓ move  Enter open  Esc back      1/2",
        ])
        driver.press(.tab, .return)
        #expect(driver.depth == 1)
        driver.expectLines([" Home", " Level 1                              ›"], from: 0)
    }
}
