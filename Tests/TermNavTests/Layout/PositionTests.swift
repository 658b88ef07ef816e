import Foundation
import TermNav
import TermNavTesting
import Testing

@MainActor @Suite struct PositionTests {
    struct Placed: View {
        var body: some View {
            NavigationStack {
                Text("Hi")
                    .position(x: 80, y: 32)
                    .navigationTitle("Placed")
            }
        }
    }

    @Test func aPositionedViewHasItsCentreAtThePointOfTheContentArea() {
        // 80 points is the 10th column of the content area (which starts at the screen's second
        // column), 32 points its third line; "Hi" is centred there, as SwiftUI centres it.
        let driver = TestDriver(Placed(), width: 40, height: 8)
        driver.expectScreen([
            " Placed",
            "",
            "",
            "",
            "          Hi",
            "",
            "",
            " q quit",
        ])
    }

    struct Corners: View {
        var body: some View {
            ZStack {
                Text("A").position(x: 0, y: 0)
                Text("Mid").position(CGPoint(x: 40, y: 32))
                Text("Z").position(x: 72, y: 48)
            }
            .frame(width: 80, height: 64)
            .border(Color.gray)
        }
    }

    @Test func positionsCountFromTheTopLeadingCornerOfTheSpaceOffered() {
        // Each text takes the frame's whole 10 by 4 cells and sits with its centre at its point:
        // "A" at the corner, "Mid" about the fifth column of the third line, "Z" at the last cell.
        let driver = TestDriver(Corners(), width: 20, height: 8)
        driver.expectScreen([
            "    ┌──────────┐",
            "    │A         │",
            "    │          │",
            "    │    Mid   │",
            "    │         Z│",
            "    └──────────┘",
            "",
            " q quit",
        ])
    }
}
