import TermNav
import TermNavTesting
import Testing

@testable import TermNavCore

/// What a view draws past its place (moved by `.offset(x:y:)`, an overlay larger than its view)
/// is drawn, as SwiftUI draws it, in front of what is around, and cut only by a clip or the
/// edges of the screen's part it is in; where the view stands is where its place is.
@MainActor @Suite struct OverflowTests {
    @Test func aTextMovedPastItsPlaceIsDrawnWholeWhereItMoved() {
        let driver = TestDriver(
            VStack {
                Text("Top")
                Text("Moved").offset(x: 40)
                Text("End")
            },
            width: 20, height: 5)
        // "Moved" keeps its place in the centred stack (columns 7 to 11) and is drawn 5 columns
        // right of it.
        driver.expectScreen([
            "",
            "        Top",
            "            Moved",
            "        End",
            "",
        ])
    }

    @Test func layersMovedPastTheirStackAreDrawnWhole() {
        let driver = TestDriver(
            ZStack {
                ForEach(0..<3) { index in
                    Text("[\(index)]").offset(x: Double(index * 16), y: Double(index * 16))
                }
            }
            .border(Color.gray)
            .frame(width: 112, height: 80, alignment: .topLeading),
            width: 20, height: 7)
        // The stack is as large as one layer; the others are drawn past it, over its border
        // and beyond, within the frame around it.
        driver.expectScreen([
            "   ┌───┐",
            "   │[0]│",
            "   └──[1]",
            "        [2]",
            "",
            "",
            " q quit",
        ])
    }

    @Test func aClipCutsWhatIsDrawnPastIt() {
        let driver = TestDriver(
            VStack {
                Text("Top")
                Text("Moved").offset(x: 16).clipped()
                Text("Moved").offset(x: 16)
            },
            width: 20, height: 5)
        // Each "Moved" stands in columns 7 to 11 and is drawn 2 columns right of it: the
        // clipped one only within its place.
        driver.expectScreen([
            "",
            "        Top",
            "         Mov",
            "         Moved",
            "",
        ])
    }

    @Test func anOverlayWiderThanItsViewIsDrawnWhole() {
        let driver = TestDriver(
            HStack(spacing: 0) {
                Text("[ab]")
                    .overlay(alignment: .leading) { Text("wider").fixedSize() }
                Text("....")
            },
            width: 20, height: 3)
        // The overlay stands at its view's leading edge and is drawn past its trailing one.
        driver.expectScreen([
            "",
            "      wider...",
            "",
        ])
    }

    @Test func aListRowMovesItsPartsAsAStackOfItsOwnDoes() {
        let driver = TestDriver(
            List {
                HStack {
                    Text("Name")
                    Text("new").offset(x: 16)
                }
                Text("Other")
            },
            width: 20, height: 4)
        driver.expectScreen([
            " Name   new",
            " Other",
            "",
            "",
        ])
    }
}
