import TermNav
import TermNavTesting
import Testing

// A ForEach whose every element is several rows, as SwiftUI shows it: each view of an element
// (several views, a nested ForEach, a disclosure group's rows) a row of its own that takes the
// focus, in a list, a section and a disclosure group.

private struct Message: Identifiable {
    let id: Int
    let subject: String
    let sender: String
}

private let messages = [
    Message(id: 1, subject: "Lunch", sender: "Ana"),
    Message(id: 2, subject: "Report", sender: "Ben"),
]

/// Two views an element.
private struct Pairs: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(messages) { message in
                    Text(message.subject)
                    Text(message.sender).foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Mail")
        }
    }
}

/// A ForEach an element, in a section.
private struct Nested: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Grid") {
                    ForEach(1..<3) { row in
                        ForEach(1..<3) { column in Text("\(row).\(column)") }
                    }
                }
            }
            .navigationTitle("Cells")
        }
    }
}

/// A disclosure group an element, and a disclosure group whose content is a ForEach of pairs.
private struct Groups: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(messages) { message in
                    DisclosureGroup(message.subject) {
                        Text("From \(message.sender)")
                    }
                }
                DisclosureGroup("All") {
                    ForEach(messages) { message in
                        Text(message.subject)
                        Text(message.sender)
                    }
                }
            }
            .navigationTitle("Mail")
        }
    }
}

/// A section an element, shown only where it has rows, as a ledger groups its entries.
private struct Ledger: View {
    let entries = ["Food": ["Lunch", "Tea"], "Fun": [], "Travel": ["Train"]]

    var body: some View {
        NavigationStack {
            List {
                ForEach(["Food", "Fun", "Travel"], id: \.self) { category in
                    let items = entries[category] ?? []
                    if !items.isEmpty {
                        Section(category) {
                            ForEach(items, id: \.self) { Text($0) }
                        }
                    }
                }
            }
            .navigationTitle("Ledger")
        }
    }
}

/// A section or a row an element, by a condition, inside a group.
private struct Either: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(1...3, id: \.self) { number in
                    Group {
                        if number == 2 {
                            Section("Two") {
                                Text("2a")
                                Text("2b")
                            }
                        } else {
                            Text("Row \(number)")
                        }
                    }
                }
            }
            .navigationTitle("Numbers")
        }
    }
}

/// A section given a modifier: its rows take it, and it still opens up.
private struct Tinted: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Plain") { Text("one") }
                Section("Red") {
                    Text("two")
                    ForEach(3..<5) { Text("row \($0)") }
                }
                .foregroundStyle(.red)
            }
            .navigationTitle("Tints")
        }
    }
}

/// Sections with a badge, one an element: the badge is a row's, so each section shows its rows.
private struct BadgedSections: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(["Food", "Travel"], id: \.self) { category in
                    Section(category) {
                        Text("\(category) 1")
                        Text("\(category) 2")
                    }
                    .badge(2)
                }
                Text("Total").badge(4)
            }
            .navigationTitle("Spent")
        }
    }
}

@MainActor @Suite struct ForEachRowsTests {
    @Test func eachViewOfAnElementIsARow() {
        let driver = TestDriver(Pairs(), width: 30, height: 8)
        driver.press(.downArrow)
        driver.expectScreen([
            " Mail",
            "",
            " Lunch",
            " Ana",
            " Report",
            " Ben",
            "",
            " ↑↓ move  q quit          2/4",
        ])
        #expect(driver.focusedText == "Ana")
    }

    @Test func aForEachInAnElementIsRowsOfItsOwn() {
        let driver = TestDriver(Nested(), width: 30, height: 9)
        driver.press(.downArrow, .downArrow)
        driver.expectScreen([
            " Cells",
            "",
            " Grid",
            " 1.1",
            " 1.2",
            " 2.1",
            " 2.2",
            "",
            " ↑↓ move  q quit          3/4",
        ])
        #expect(driver.focusedText == "2.1")
    }

    @Test func aDisclosureGroupInAnElementShowsItsContentAsRows() {
        let driver = TestDriver(Groups(), width: 30, height: 12)
        driver.press(.rightArrow, .downArrow)
        #expect(driver.focusedText == "From Ana")
        driver.press(.downArrow, .downArrow, .rightArrow)
        driver.expectScreen([
            " Mail",
            "",
            " ▾ Lunch",
            "   From Ana",
            " ▸ Report",
            " ▾ All",
            "   Lunch",
            "   Ana",
            "   Report",
            "   Ben",
            "",
            " ↑↓ move  q quit          4/8",
        ])
    }

    @Test func aSectionShownByAConditionInAnElementIsRowsOfItsOwn() {
        let driver = TestDriver(Ledger(), width: 30, height: 10)
        driver.press(.downArrow, .downArrow)
        driver.expectScreen([
            " Ledger",
            "",
            " Food",
            " Lunch",
            " Tea",
            "",
            " Travel",
            " Train",
            "",
            " ↑↓ move  q quit          3/3",
        ])
        #expect(driver.focusedText == "Train")
    }

    @Test func aSectionOrARowByAConditionInAGroupIsShownAsItIs() {
        let driver = TestDriver(Either(), width: 30, height: 10)
        driver.press(.downArrow, .downArrow)
        driver.expectScreen([
            " Numbers",
            "",
            " Row 1",
            "",
            " Two",
            " 2a",
            " 2b",
            " Row 3",
            "",
            " ↑↓ move  q quit          3/4",
        ])
        #expect(driver.focusedText == "2b")
    }

    @Test func aSectionsModifierIsItsRowsAndTheSectionStillOpensUp() {
        let driver = TestDriver(Tinted(), width: 30, height: 10)
        driver.press(.downArrow, .downArrow)
        driver.expectScreen([
            " Tints",
            "",
            " Plain",
            " one",
            "",
            " Red",
            " two",
            " row 3",
            " row 4",
            " ↑↓ move  q quit          3/4",
        ])
        #expect(driver.focusedText == "row 3")
        // The section's header and rows are red, a row built as it shows too; the other
        // section's are not.
        for text in ["Red", "two", "row 4"] {
            #expect(driver.cells(of: text)?.allSatisfy { $0.foregroundColor == .red } == true, "\(text)")
        }
        #expect(driver.cells(of: "one")?.first?.foregroundColor == .default)
    }

    @Test func aBadgedSectionIsShownAsItsRows() {
        let driver = TestDriver(BadgedSections(), width: 30, height: 12)
        driver.expectScreen([
            " Spent",
            "",
            " Food",
            " Food 1",
            " Food 2",
            "",
            " Travel",
            " Travel 1",
            " Travel 2",
            " Total                      4",
            "",
            " ↑↓ move  q quit          1/5",
        ])
    }
}
