import TermNav
import TermNavTesting
import Testing

// An editable list as SwiftUI tutorials write one: EditButton in the toolbar, onDelete and onMove
// on the ForEach, the IndexSet helpers doing the work.

private struct ContentView: View {
    @State private var fruits = ["Apple", "Banana", "Cherry", "Date"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit)
                }
                .onDelete(perform: deleteFruits)
                .onMove(perform: moveFruits)
                Section("Summary") {
                    Text("\(fruits.count) fruits")
                }
            }
            .navigationTitle("Fruits")
            .toolbar {
                EditButton()
            }
        }
    }

    func deleteFruits(at offsets: IndexSet) {
        fruits.remove(atOffsets: offsets)
    }

    func moveFruits(from source: IndexSet, to destination: Int) {
        fruits.move(fromOffsets: source, toOffset: destination)
    }
}

private struct FruitsApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

@MainActor @Suite struct EditableListSample {
    @Test func editDeleteAndReorder() {
        let driver = TestDriver(app: FruitsApp(), width: 60, height: 12)
        driver.expectScreen([
            " Fruits                                                Edit",
            "",
            " Apple",
            " Banana",
            " Cherry",
            " Date",
            "",
            " Summary",
            " 4 fruits",
            "",
            "",
            " ↑↓ move  a actions  Tab Edit  q quit                   1/5",
        ])
        driver.press("d")
        driver.expectLines([" Apple", " Banana"], from: 2, "outside edit mode d deletes nothing")
        driver.press(.tab, .return, .tab)
        driver.expectScreen([
            " Fruits                                                Done",
            "",
            " Apple",
            " Banana",
            " Cherry",
            " Date",
            "",
            " Summary",
            " 4 fruits",
            "",
            "",
            " ↑↓ move  d delete  a actions  K/J reorder  Tab Done    1/5",
        ])
        driver.press(.downArrow, "d")
        driver.expectLines([" Apple", " Cherry", " Date", "", " Summary", " 3 fruits"], from: 2)
        #expect(driver.focusedLine == " Cherry", "the focus goes to the row after the one deleted")
        driver.press("J")
        driver.expectLines([" Apple", " Date", " Cherry"], from: 2)
        #expect(driver.focusedLine == " Cherry", "the focus follows the row moved")
        driver.press("J")
        driver.expectLines([" Apple", " Date", " Cherry"], from: 2, "the last row moves no further")
        driver.press(.upArrow, .upArrow, "K")
        driver.expectLines([" Apple", " Date", " Cherry"], from: 2, "the first row moves no further")
        driver.press(.downArrow, "K")
        driver.expectLines([" Date", " Apple", " Cherry"], from: 2)
        #expect(driver.focusedLine == " Date")
        driver.press(.downArrow, .downArrow, .downArrow)
        #expect(driver.focusedLine == " 3 fruits")
        driver.expectLines(
            [" ↑↓ move  Tab Done  q quit                              4/4"], from: 11,
            "no edit keys on a row without onDelete")
        driver.press(.tab, .return, .tab, .upArrow)
        driver.expectLines([" ↑↓ move  a actions  Tab Edit  q quit                   3/4"], from: 11)
        driver.press("d")
        driver.expectLines([" Date", " Apple", " Cherry"], from: 2, "after Done, d deletes nothing")
    }
}
