import Foundation
import TermNav
import TermNavTesting
import Testing

/// A form of controls whose values are read.
private struct Order: View {
    @State private var count = 3
    @State private var sort = "Title"
    @State private var day = Date(timeIntervalSince1970: 0)

    var body: some View {
        NavigationStack {
            Form {
                Stepper("Copies: \(count)", value: $count, in: 1...5)
                Picker("Sort", selection: $sort) {
                    Text("Title").tag("Title")
                    Text("Author").tag("Author")
                }
                DatePicker("Due", selection: $day, displayedComponents: .date)
            }
            .navigationTitle("Order")
        }
    }
}

/// The values controls say, as SwiftUI's say them to VoiceOver.
@MainActor @Suite struct SpokenValueTests {
    @Test func stepperPickerAndDatePickerSayTheirValues() {
        let driver = TestDriver(Order(), width: 50, height: 10, accessible: true)
        driver.press(.rightArrow, .downArrow, .downArrow)
        driver.expectScreen([
            " Order",
            "",
            " Copies: 4                                [− │ +]",
            " Sort                                     Title ▾",
            " Due                                   1970-01-01",
            "",
            "",
            "",
            "",
            " ↑↓ move  q quit  Enter/Space edit            3/3",
        ])
        driver.expectTranscript([
            "Order, 3 items. Copies: 3, 3 of 5, stepper, 1 of 3",
            "Copies: 4, 4 of 5, stepper, 1 of 3",
            "Sort, Title, picker, 2 of 3",
            "Due, 1970-01-01, date picker, 3 of 3",
        ])
    }

    @Test func sortPriorityOrdersTheTextsOfACombinedRow() {
        let driver = TestDriver(
            NavigationStack {
                List {
                    HStack {
                        Text("Dune")
                        Text("Frank Herbert").accessibilitySortPriority(1)
                    }
                    .accessibilityElement(children: .combine)
                }
                .navigationTitle("Books")
            }, width: 30, height: 5, accessible: true)
        driver.expectScreen([" Books", " Dune Frank Herbert", "", "", ""])
        driver.expectTranscript(["Books, 1 item. Frank Herbert, Dune, 1 of 1"])
    }

    @Test func aRepresentationIsReadInPlaceOfTheView() {
        let driver = TestDriver(
            NavigationStack {
                List {
                    Text("■■■□□")
                        .accessibilityRepresentation {
                            Stepper("Volume", value: .constant(3), in: 1...5)
                        }
                }
                .navigationTitle("Sound")
            }, width: 30, height: 5, accessible: true)
        driver.expectScreen([" Sound", " ■■■□□", "", "", ""])
        driver.expectTranscript(["Sound, 1 item. Volume, 3 of 5, stepper, 1 of 1"])
    }
}
