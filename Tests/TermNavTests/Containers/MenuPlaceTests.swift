import Testing

@testable import TermNavCore

/// A menu's place as values: the levels open and the item chosen, the dialog layer's transitions
/// that keep them, and what becomes of them when the app's items change.
@MainActor @Suite struct MenuPlaceTests {
    static func button(_ title: String, disabled: Bool = false) -> MenuItem {
        MenuItem(
            kind: .button({}), label: .text([TextRun(string: title, style: .plain)]), isDisabled: disabled)
    }

    static func submenu(_ title: String, _ items: [MenuItem]) -> MenuItem {
        MenuItem(
            kind: .submenu(title: title, items: items), label: .text([TextRun(string: title, style: .plain)]))
    }

    static let root: [MenuItem] = [
        MenuItem(kind: .header, label: .text([TextRun(string: "Header", style: .plain)])),
        button("One"),
        button("Two", disabled: true),
        MenuItem(kind: .divider, label: .empty),
        submenu("More", [button("Three"), submenu("Deeper", [button("Four")])]),
    ]

    @Test func theFirstChoosableItemIsChosenAtFirst() {
        let place = MenuItem.Place(root: Self.root, levels: [], index: nil)
        #expect(place.chosen == 1)
        #expect(place.moved(by: 1) == 4)
        #expect(place.moved(by: -1) == 1)
        #expect(place.moved(by: -1, around: true) == 4)
        #expect(place.end(last: true) == 4)
    }

    @Test func anItemThatCannotBeChosenGivesWayToTheFirst() {
        #expect(MenuItem.Place(root: Self.root, levels: [], index: 2).chosen == 1)
        #expect(MenuItem.Place(root: Self.root, levels: [], index: 9).chosen == 1)
    }

    @Test func levelsOpenTwoDeep() {
        let place = MenuItem.Place(root: Self.root, levels: [4, 1], index: 0)
        #expect(place.levels == [4, 1])
        #expect(place.opened.count == 2)
        #expect(place.items.count == 1)
        #expect(place.chosen == 0)
    }

    @Test func levelsThatAreNoLongerMenusAreClosed() {
        // The app's items changed: item 1 is a button now, so the menu stands at its first level,
        // its first choosable item chosen rather than the index meant for a deeper level.
        let place = MenuItem.Place(root: Self.root, levels: [1, 0], index: 4)
        #expect(place.levels.isEmpty)
        #expect(place.chosen == 1)
    }

    @Test func theDialogLayerKeepsTheLevelsUntilAButtonResetsIt() {
        let path = ViewPath().appending(.index(1))
        let shown = InputMode.list.applying(.showDialog(path))
        let nested = shown.applying(.chooseMenuItem(levels: [4], index: 1))
        #expect(nested.dialog?.levels == [4])
        #expect(nested.dialog?.index == 1)
        let helped = nested.applying(.toggleKeyHelp).applying(.chooseMenuItem(levels: [4, 1], index: 0))
        #expect(helped.dialog?.levels == [4, 1])
        let reset = nested.applying(.chooseButton(nil))
        #expect(reset.dialog?.levels == [])
        #expect(reset.dialog?.index == nil)
        #expect(InputMode.list.applying(.chooseMenuItem(levels: [4], index: 1)).dialog == nil)
    }
}
