import TermNav
import TermNavTesting
import Testing

/// Settings kept with `@AppStorage` and read only by built-in views: the toggles read their
/// bindings as they resolve, not in the body.
private struct Notifications: View {
    @AppStorage("storageReaders.sounds") private var sounds = true
    @AppStorage("storageReaders.badges") private var badges = false

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Sounds", isOn: $sounds)
                Toggle("Badges", isOn: $badges)
            }
            .navigationTitle("Notifications")
        }
    }
}

/// A count kept with `@AppStorage`, shown inside a disclosure group, whose content is made by
/// a closure that runs after the body is built.
private struct Counter: View {
    @AppStorage("storageReaders.count") private var count = 0

    var body: some View {
        NavigationStack {
            List {
                Button("Add one") { count += 1 }
                DisclosureGroup("Totals") {
                    Text("Count: \(count)")
                }
            }
            .navigationTitle("Counter")
        }
    }
}

/// A count kept with `@AppStorage`, shown only in a list's lazy rows, built after the body.
private struct Basket: View {
    @AppStorage("storageReaders.basket") private var count = 1

    var body: some View {
        NavigationStack {
            List {
                Button("Add one") { count += 1 }
                ForEach(["Apples", "Pears"], id: \.self) { fruit in
                    Text("\(fruit): \(count)")
                }
            }
            .navigationTitle("Basket")
        }
    }
}

/// `@AppStorage` values read by built-in views as they resolve (a toggle's binding, a
/// disclosure group's content, a `ForEach`'s rows) are drawn again when they change, as the
/// values the body reads are.
@MainActor @Suite struct StorageReadersTests {
    @Test func enterSpaceAndAClickFlipAToggleBoundToAppStorage() {
        let driver = TestDriver(Notifications(), width: 40, height: 7)
        driver.press(.return)
        driver.expectScreen([
            " Notifications",
            " Sounds                           [off]",
            " Badges                           [off]",
            "",
            "",
            "",
            " ↑↓ move  q quit  Space/Enter flip  1/2",
        ])
        driver.press(.downArrow, .space)
        // A click on a toggle flips it at once.
        driver.click(x: 3, y: 1)
        driver.expectScreen([
            " Notifications",
            " Sounds                           [ on]",
            " Badges                           [ on]",
            "",
            "",
            "",
            " ↑↓ move  q quit  Space/Enter flip  1/2",
        ])
    }

    @Test func aValueShownInADisclosureGroupIsDrawnAgainWhenItChanges() {
        let driver = TestDriver(Counter(), width: 30, height: 8)
        driver.press(.downArrow, .rightArrow, .upArrow, .return, .return)
        driver.expectScreen([
            " Counter",
            "",
            " Add one",
            " ▾ Totals",
            "   Count: 2",
            "",
            "",
            " ↑↓ move  Enter open      1/3",
        ])
    }

    @Test func aValueShownInALazyRowIsDrawnAgainWhenItChanges() {
        let driver = TestDriver(Basket(), width: 30, height: 8)
        driver.press(.return)
        driver.expectScreen([
            " Basket",
            "",
            " Add one",
            " Apples: 2",
            " Pears: 2",
            "",
            "",
            " ↑↓ move  Enter open      1/3",
        ])
    }
}
