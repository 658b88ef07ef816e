import TermNav
import TermNavTesting
import Testing

// `List($items, editActions:)` and `ForEach($items, editActions:)`: the rows are deleted and
// moved in the bound collection itself, as `.onDelete` and `.onMove` do.

private struct Fruit: Identifiable {
    let id: Int
    var name: String
}

private let fruits = [
    Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry"),
]

private struct WholeList: View {
    @State private var items = fruits

    var body: some View {
        NavigationStack {
            List($items, editActions: .all) { $fruit in
                Text(fruit.name)
            }
            .navigationTitle("\(items.count) fruits")
            .toolbar { EditButton() }
        }
    }
}

private struct DeleteOnly: View {
    @State private var items = fruits

    var body: some View {
        NavigationStack {
            List {
                ForEach($items, editActions: .delete) { $fruit in
                    Text(fruit.name)
                }
                Text("Order \(items.map(\.name).joined(separator: " "))")
            }
            .toolbar { EditButton() }
        }
    }
}

@MainActor @Suite struct EditActionsTests {
    @Test func allLetsTheUserDeleteAndMoveRowsOfTheBinding() {
        let driver = TestDriver(WholeList(), width: 40, height: 8)
        driver.press(.tab, .return, .tab)
        driver.expectScreen([
            " 3 fruits                          Done",
            "",
            " Apple",
            " Banana",
            " Cherry",
            "",
            "",
            " ↑↓ move  d delete  a actions       1/3",
        ])
        driver.press(.downArrow, "d")
        driver.press("K")
        driver.expectScreen([
            " 2 fruits                          Done",
            "",
            " Cherry",
            " Apple",
            "",
            "",
            "",
            " ↑↓ move  d delete  a actions       1/2",
        ])
    }

    @Test func deleteAloneMovesNothing() {
        let driver = TestDriver(DeleteOnly(), width: 40, height: 8)
        driver.press(.tab, .return, .tab)
        driver.press("J")
        driver.press("d")
        driver.expectScreen([
            "                                   Done",
            "",
            " Banana",
            " Cherry",
            " Order Banana Cherry",
            "",
            "",
            " ↑↓ move  d delete  a actions       1/3",
        ])
    }
}
