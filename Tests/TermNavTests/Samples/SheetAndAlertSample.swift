import TermNav
import TermNavTesting
import Testing

// A shopping list with an add-item sheet (a form that saves and dismisses itself) and a
// delete-confirmation alert, as a SwiftUI tutorial writes it.

private struct ShoppingItem: Identifiable {
    let id = UUID()
    var name: String
    var quantity: Int
}

private struct ShoppingListView: View {
    @State private var items = [
        ShoppingItem(name: "Apples", quantity: 6),
        ShoppingItem(name: "Milk", quantity: 1),
    ]
    @State private var showingAddItem = false
    @State private var showingDeleteAlert = false
    @State private var itemToDelete: ShoppingItem?

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    Button {
                        itemToDelete = item
                        showingDeleteAlert = true
                    } label: {
                        HStack {
                            Text(item.name)
                            Spacer()
                            Text("×\(item.quantity)")
                        }
                    }
                }
            }
            .navigationTitle("Shopping")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Add") { showingAddItem = true }
                }
            }
            .sheet(isPresented: $showingAddItem) {
                AddItemView { newItem in
                    items.append(newItem)
                }
            }
            .alert("Delete item?", isPresented: $showingDeleteAlert, presenting: itemToDelete) { item in
                Button("Delete", role: .destructive) {
                    items.removeAll { $0.id == item.id }
                }
                Button("Cancel", role: .cancel) {}
            } message: { item in
                Text("\(item.name) will be removed from your list.")
            }
        }
    }
}

private struct AddItemView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var quantity = 1
    var onSave: (ShoppingItem) -> Void

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text("Bread")
                Button("More (\(quantity))") { quantity += 1 }
                Button("Save") {
                    onSave(ShoppingItem(name: "Bread", quantity: quantity))
                    dismiss()
                }
            }
            .navigationTitle("New Item")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
        .presentationDetents([.medium])
    }
}

// Driven headlessly.

@MainActor @Suite struct SheetAndAlertSampleTests {
    @Test func theSheetAddsAnItemAndDismissesItself() {
        let driver = TestDriver(ShoppingListView(), width: 40, height: 10)
        driver.expectScreen([
            " Shopping                           Add",
            "",
            " Apples                              ×6",
            " Milk                                ×1",
            "",
            "",
            "",
            "",
            "",
            " ↑↓ move  Enter open  Tab Add       1/2",
        ])
        driver.press(.tab, .return)
        driver.expectScreen([
            " Cancel",
            " New Item",
            "",
            "",
            "                Bread",
            "                More (1)",
            "                Save",
            "",
            "",
            " ↑↓ move  Enter open  Esc close",
        ])
        // Focus starts on the first button: More, then Save.
        driver.press(.return, .downArrow, .return)
        driver.expectScreen([
            " Shopping                           Add",
            "",
            " Apples                              ×6",
            " Milk                                ×1",
            " Bread                               ×2",
            "",
            "",
            "",
            "",
            " ↑↓ move  Enter open  Tab Add       1/3",
        ])
    }

    @Test func escAndCancelCloseTheSheetWithoutAdding() {
        let driver = TestDriver(ShoppingListView(), width: 40, height: 10)
        driver.press(.tab, .return, .escape)
        #expect(driver.titles == ["Shopping"])
        driver.press(.tab, .return, .tab, .return)
        #expect(driver.titles == ["Shopping"])
        #expect(driver.line(containing: "Bread") == nil)
    }

    @Test func theAlertConfirmsADeletion() {
        let driver = TestDriver(ShoppingListView(), width: 40, height: 10)
        driver.press(.downArrow, .return)
        driver.expectScreen([
            " Shopping                           Add",
            " ┌────────────────────────────────────┐",
            " │            Delete item?            │",
            " │   Milk will be removed from your   │",
            " │               list.                │",
            " │                                    │",
            " │       [ Cancel ]  [ Delete ]       │",
            " └────────────────────────────────────┘",
            "",
            " ←→ choose  Enter select  Esc cancel",
        ])
        // Esc cancels: Milk stays.
        driver.press(.escape)
        driver.expectLines(
            [" Apples                              ×6", " Milk                                ×1"], from: 2)
        driver.press(.return, .rightArrow, .return)
        driver.expectScreen([
            " Shopping                           Add",
            "",
            " Apples                              ×6",
            "",
            "",
            "",
            "",
            "",
            "",
            " Enter open  Tab Add  q quit        1/1",
        ])
    }
}
