import TermNav
import TermNavTesting
import Testing

// `.gridCellUnsizedAxes(_:)`: a flexible cell of a grid takes the room its grid's other cells
// make, not all the grid is offered.

private struct Greeting: View {
    var unsized: Bool

    var body: some View {
        Grid {
            GridRow {
                Text("Hello")
                Text("→")
            }
            if unsized {
                Divider().gridCellUnsizedAxes(.horizontal)
            } else {
                Divider()
            }
            GridRow {
                Text("←")
                Text("World")
            }
        }
        .border(.primary)
    }
}

@MainActor @Suite struct GridCellUnsizedAxesTests {
    @Test func anUnsizedDividerIsAsWideAsTheColumns() {
        let driver = TestDriver(Greeting(unsized: true), width: 30, height: 7)
        driver.expectScreen([
            "        ┌───────────┐",
            "        │Hello   →  │",
            "        │───────────│",
            "        │  ←   World│",
            "        └───────────┘",
            "",
            " q quit",
        ])
        // Without it, the divider asks for all the width offered, and the grid takes it.
        let sized = TestDriver(Greeting(unsized: false), width: 30, height: 7)
        sized.expectScreen([
            " ┌──────────────────────────┐",
            " │Hello   →                 │",
            " │──────────────────────────│",
            " │  ←   World               │",
            " └──────────────────────────┘",
            "",
            " q quit",
        ])
    }
}
