import Foundation
import TermNav
import TermNavTesting
import Testing

private struct Styled<S: ListStyle>: View {
    let style: S
    var body: some View {
        List {
            Section("Fruit") {
                Text("Apple")
                    .listRowBackground(Color.red)
                    .listRowSeparator(.hidden)
                    .listRowSeparatorTint(.blue, edges: .bottom)
                    .listRowInsets(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
            }
            .listSectionSeparator(.visible, edges: .top)
        }
        .listStyle(style)
    }
}

@MainActor @Suite struct ListStyleTests {
    @Test func everyListStyleDrawsTheSameRows() {
        let styled: [any View] = [
            Styled(style: .plain), Styled(style: .grouped), Styled(style: .insetGrouped),
            Styled(style: .inset),
            Styled(style: .inset(alternatesRowBackgrounds: true)), Styled(style: .sidebar),
            Styled(style: .automatic), Styled(style: .bordered), Styled(style: .carousel),
            Styled(style: .elliptical), Styled(style: GroupedListStyle()), Styled(style: PlainListStyle()),
            Styled(style: InsetGroupedListStyle()), Styled(style: InsetListStyle()),
            Styled(style: SidebarListStyle()), Styled(style: DefaultListStyle()),
            Styled(style: BorderedListStyle(alternatesRowBackgrounds: false)),
        ]
        for view in styled {
            let driver = TestDriver(view, width: 20, height: 6)
            driver.expectScreen([" Fruit", " Apple", "", "", "", " q quit         1/1"])
        }
    }

    @Test func removeAtOffsetsAndMoveFromOffsets() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3, 9]))
        #expect(letters == ["a", "c", "e"])
        letters.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(letters == ["c", "e", "a"])
        letters.move(fromOffsets: IndexSet([2]), toOffset: 0)
        #expect(letters == ["a", "c", "e"])
        letters.move(fromOffsets: IndexSet([0, 1]), toOffset: 99)
        #expect(letters == ["e", "a", "c"])
        letters.move(fromOffsets: IndexSet([7]), toOffset: -3)
        #expect(letters == ["e", "a", "c"], "offsets out of range change nothing")
    }

    @Test func theOffsetHelpersTakeArrayLiterals() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: [4, 0])
        #expect(letters == ["b", "c", "d"])
        letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: [3, 0, 3], toOffset: 2)
        #expect(letters == ["b", "a", "d", "c", "e"], "the moved elements keep their order")
        letters.move(fromOffsets: [4], toOffset: 0)
        #expect(letters == ["e", "b", "a", "d", "c"])
    }
}
