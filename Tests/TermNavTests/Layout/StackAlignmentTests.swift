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
}
