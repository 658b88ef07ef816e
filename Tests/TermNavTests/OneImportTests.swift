import TermNavTesting
import Testing

// `import TermNavTesting` is all a test file needs: it brings TermNav's views, Foundation and
// Observation, as `import TermNav` does. This file imports nothing else of TermNav's.

@Observable
private final class Basket {
    var items = ["Apples", "Bread", "Cheese"]
}

private struct BasketList: View {
    @State private var basket = Basket()

    var body: some View {
        NavigationStack {
            List {
                ForEach(basket.items, id: \.self) { Text($0) }
                Button("Add eggs") { basket.items.append("Eggs") }
            }
            .navigationTitle(String(format: "Basket: %d items", basket.items.count))
        }
    }
}

@MainActor @Test func aViewAndItsTestWithOneImport() {
    let driver = TestDriver(BasketList(), width: 40, height: 9)
    driver.press(.end, .return)
    driver.expectScreen([
        " Basket: 4 items",
        "",
        " Apples",
        " Bread",
        " Cheese",
        " Eggs",
        " Add eggs",
        "",
        " ↑↓ move  Enter open  q quit        5/5",
    ])
}
