import Foundation
import TermNav
import TermNavTesting
import Testing

@MainActor @Suite struct ScrollPositionTests {
    /// The position a screen's views last saw, for the tests to read.
    final class Seen {
        var position: ScrollPosition?
        var id: Int?

        func note(_ position: ScrollPosition) { self.position = position }
        func note(_ id: Int?) { self.id = id }
    }

    struct Messages: View {
        let seen: Seen
        @State var position = ScrollPosition(idType: Int.self)

        var body: some View {
            let _ = seen.note(position)
            NavigationStack {
                List(1...60, id: \.self) { number in
                    Text("Message \(number)")
                }
                .scrollPosition($position)
                .navigationTitle("Messages")
                .toolbar {
                    Button("Top") { position.scrollTo(edge: .top) }.accessibilityIdentifier("Top")
                    Button("End") { position.scrollTo(edge: .bottom) }.accessibilityIdentifier("End")
                    Button("30") { position.scrollTo(id: 30, anchor: .top) }.accessibilityIdentifier("30")
                    Button("Line 10") { position.scrollTo(y: 160) }.accessibilityIdentifier("Line 10")
                }
            }
        }
    }

    @Test func settingThePositionToAnIdentityScrollsThatRowFirst() throws {
        let seen = Seen()
        let driver = TestDriver(Messages(seen: seen), width: 40, height: 8)
        try driver.press(identifier: "30")
        driver.expectScreen([
            " Messages         Top  End  30  Line 10",
            "",
            " Message 30",
            " Message 31",
            " Message 32",
            " Message 33",
            " Message 34",
            " ↑↓ move  Tab Top/End/30/Line 10  30/60",
        ])
        #expect(driver.focusedText == "Message 30")
        #expect(seen.position?.viewID(type: Int.self) == 30)
        #expect(seen.position?.isPositionedByUser == false)
    }

    @Test func scrollingWithTheKeysWritesTheFirstRowShownBack() {
        let seen = Seen()
        let driver = TestDriver(Messages(seen: seen), width: 40, height: 8)
        #expect(seen.position?.viewID == nil)
        driver.press(.downArrow, .downArrow, .downArrow, .downArrow, .downArrow, .downArrow, .downArrow)
        driver.expectLines([" Message 4", " Message 5", " Message 6", " Message 7", " Message 8"], from: 2)
        #expect(seen.position?.viewID(type: Int.self) == 4)
        #expect(seen.position?.isPositionedByUser == true)
        #expect(seen.position?.edge == nil)
    }

    @Test func edgesAndOffsetsScrollToTheirRows() throws {
        let seen = Seen()
        let driver = TestDriver(Messages(seen: seen), width: 40, height: 8)
        try driver.press(identifier: "End")
        driver.expectLines(
            [" Message 56", " Message 57", " Message 58", " Message 59", " Message 60"], from: 2)
        #expect(seen.position?.edge == .bottom)
        try driver.press(identifier: "Top")
        driver.expectLines([" Message 1", " Message 2"], from: 2)
        #expect(driver.focusedText == "Message 1")
        try driver.press(identifier: "Line 10")
        driver.expectLines([" Message 11", " Message 12"], from: 2)
        #expect(driver.focusedText == "Message 11")
        #expect(seen.position?.y == 160)
    }

    struct Bound: View {
        let seen: Seen
        @State var id: Int? = 20

        var body: some View {
            let _ = seen.note(id)
            NavigationStack {
                List(1...60, id: \.self) { number in
                    Text("Row \(number)")
                }
                .scrollPosition(id: $id, anchor: .top)
                .navigationTitle("Rows")
            }
        }
    }

    @Test func anIdentityBindingScrollsAtTheStartAndFollowsTheKeys() {
        let seen = Seen()
        let driver = TestDriver(Bound(seen: seen), width: 30, height: 8)
        driver.expectScreen([
            " Rows",
            "",
            " Row 20",
            " Row 21",
            " Row 22",
            " Row 23",
            " Row 24",
            " ↑↓ move  q quit        20/60",
        ])
        driver.press(.upArrow)
        driver.expectLines([" Row 19", " Row 20"], from: 2)
        #expect(seen.id == 19)
    }

    @Test func aPositionReadsBackWhatItWasSetTo() {
        var position = ScrollPosition(idType: String.self)
        #expect(position.viewID == nil && position.edge == nil && position.point == nil)
        position.scrollTo(id: "b")
        #expect(position.viewID(type: String.self) == "b")
        #expect(position.viewID(type: Int.self) == nil)
        position.scrollTo(point: CGPoint(x: 8, y: 32))
        #expect(position.point == CGPoint(x: 8, y: 32))
        #expect(position.x == 8 && position.y == 32)
        position.scrollTo(x: 16)
        #expect(position.point == nil && position.x == 16 && position.y == nil)
        #expect(ScrollPosition(edge: .top) == ScrollPosition(idType: Int.self, edge: .top))
        #expect(ScrollPosition(y: 16) != ScrollPosition(x: 16))
        #expect(!ScrollPosition(id: 3).isPositionedByUser)
    }
}
