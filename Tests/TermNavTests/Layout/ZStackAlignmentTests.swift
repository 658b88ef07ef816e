import TermNav
import TermNavTesting
import Testing

/// A `ZStack`'s alignment places each child in the stack, which is as large as its largest child;
/// at the screen's root, in front of a backdrop that fills the screen, it places the content on
/// the screen.
@MainActor @Suite struct ZStackAlignmentTests {
    @Test func eachChildStandsWhereTheAlignmentSays() {
        let driver = TestDriver(
            VStack(spacing: 0) {
                ZStack(alignment: .bottomLeading) {
                    Text("..........\n..........\n..........")
                    Text("Caption")
                }
                ZStack(alignment: .topTrailing) {
                    Text("----------\n----------")
                    Text("3")
                }
                ZStack {
                    Text("==========")
                    Text("mid")
                }
            },
            width: 14, height: 7)
        driver.expectScreen([
            "  ..........",
            "  ..........",
            "  Caption...",
            "  ---------3",
            "  ----------",
            "  ===mid====",
            " q quit",
        ])
    }

    @Test func atTheRootTheContentStandsWhereTheAlignmentSays() {
        let driver = TestDriver(
            ZStack(alignment: .topLeading) {
                Color.blue.ignoresSafeArea()
                VStack(alignment: .leading) {
                    Text("Title")
                    Text("Subtitle")
                }
            },
            width: 20, height: 5)
        driver.expectScreen([
            " Title",
            " Subtitle",
            "",
            "",
            "",
        ])
    }
}
