import TermNav
import TermNavTesting
import Testing

/// A row of a list that centres an icon over its title, and the two over a longer line.
private struct Welcome: View {
    var body: some View {
        NavigationStack {
            List {
                VStack(alignment: .center) {
                    VStack(alignment: .center) {
                        Image(systemName: "tray")
                        Text("Inbox")
                    }
                    Text("Everything you were sent")
                }
            }
            .navigationTitle("Welcome")
        }
    }
}

/// A stack aligns each child as a whole, as SwiftUI does: a child's own lines keep their places
/// in it.
/// Cards in a grid and a stack whose top line is an icon the glyph table lacks and a spacer:
/// the line draws nothing, but the spacer still widens the card, as in SwiftUI.
private struct Cards: View {
    struct Card: View {
        let icon: String
        let value: String

        var body: some View {
            VStack(alignment: .leading) {
                HStack {
                    Image(systemName: icon)
                    Spacer()
                }
                Text(value)
            }
            .padding(.horizontal)
            .border(.gray)
        }
    }

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                Card(icon: "heart.fill", value: "72")
                Card(icon: "no.such.symbol", value: "7h")
            }
            Card(icon: "no.such.symbol", value: "8h")
        }
    }
}

@MainActor @Suite struct StackAlignmentTests {
    @Test func aCentredChildOfSeveralLinesIsCentredAsABlock() {
        let driver = TestDriver(Welcome(), width: 30, height: 8)
        driver.expectScreen([
            " Welcome",
            "",
            "            ▤",
            "          Inbox",
            " Everything you were sent",
            "",
            "",
            " q quit                   1/1",
        ])
    }

    @Test func aStackOfASpacerBesideNothingStillWidensItsStack() {
        let driver = TestDriver(Cards(), width: 30, height: 10)
        // Each card as wide as its grid column, or as the screen: its right border there.
        #expect(driver.line(containing: "7h")?.hasSuffix("│  7h       │") == true)
        #expect(driver.line(containing: "72")?.hasPrefix(" │  72        │") == true)
        #expect(driver.line(containing: "8h") == " │  8h                      │")
    }
}
