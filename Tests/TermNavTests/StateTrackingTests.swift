import TermNav
import TermNavTesting
import Testing

/// Bodies are built again exactly when what they read changed: their own state, state read
/// through a binding (even another screen's), or an ancestor's rebuilt body.
@MainActor @Suite struct StateTrackingTests {
    /// Counts body evaluations, and hands out fresh identities as the seed's `UUID()` does.
    final class Counter {
        var listBodies = 0
        var nextID = 0
    }

    struct Item: Identifiable {
        let id: Int
        let name: String
    }

    /// A list whose body makes fresh identities each time it is built, as the seed article's
    /// mock does with `UUID()`; each row selects itself through its own state and a hidden link.
    struct FreshIDs: View {
        let counter: Counter

        var items: [Item] {
            counter.listBodies += 1
            return ["One", "Two", "Three"].map { name in
                counter.nextID += 1
                return Item(id: counter.nextID, name: name)
            }
        }

        var body: some View {
            NavigationStack {
                List {
                    ForEach(items) { SelectingRow(item: $0) }
                }
                .navigationTitle("Fresh")
            }
        }
    }

    struct SelectingRow: View {
        let item: Item
        @State private var selected: Int?

        var body: some View {
            Button(item.name) { selected = item.id }
                .background(
                    NavigationLink(
                        destination: Text(item.name).navigationTitle(item.name), tag: item.id,
                        selection: $selected
                    ) { EmptyView() }
                    .hidden())
        }
    }

    @Test func aRowsOwnStateChangeKeepsTheListAndItsIdentities() {
        let counter = Counter()
        let driver = TestDriver(FreshIDs(counter: counter), width: 30, height: 8)
        driver.press(.downArrow, .return)
        #expect(driver.titles == ["Fresh", "Two"])
        #expect(counter.listBodies == 1, "the list's body was not built again")
        driver.press(.escape, .return)
        #expect(driver.titles == ["Fresh", "Two"], "the same row pushes again")
    }

    /// A flag kept by the root and toggled from a pushed screen through a binding.
    struct Shared: View {
        @State private var isOn = false

        var body: some View {
            NavigationStack {
                List {
                    Text(isOn ? "on" : "off")
                    NavigationLink("Switch", destination: Switch(isOn: $isOn))
                }
                .navigationTitle("Root")
            }
        }
    }

    struct Switch: View {
        @Binding var isOn: Bool

        var body: some View {
            Button(isOn ? "Turn off" : "Turn on") { isOn.toggle() }
                .accessory(isOn ? .checkmark : .none)
                .navigationTitle("Switch")
        }
    }

    @Test func aBindingToAnotherScreensStateShowsItsChanges() {
        let driver = TestDriver(Shared(), width: 30, height: 8)
        driver.press(.downArrow, .return, .return)
        driver.expectScreen([
            " ‹ Root     Switch",
            "",
            "",
            "",
            " Turn off                   ✓",
            "",
            "",
            " Enter open  Esc back  q quit",
        ])
        driver.press(.return)
        driver.expectLines(["           Turn on"], from: 4)
        driver.press(.return, .escape)
        driver.expectLines([" Root", "", " on"], from: 0)
    }
}
