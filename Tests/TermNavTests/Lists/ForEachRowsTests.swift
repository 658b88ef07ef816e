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
}
