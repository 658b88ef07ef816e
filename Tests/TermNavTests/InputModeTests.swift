import Testing

@testable import TermNavCore

/// A screen's input mode is one value, changed only by its transitions; the layers over the
/// screen's content come and go one at a time.
@MainActor @Suite struct InputModeTests {
    let alertPath = ViewPath().appending(.index(1))
    let otherAlertPath = ViewPath().appending(.index(2))
    /// The focus where a search begins: the fourth row.
    let origin = InputMode.SearchOrigin(ScreenState(row: RowFocus(index: 3)))

    @Test func keyHelpTogglesOverTheContent() {
        let searching = InputMode.list.applying(.focusSearch(from: origin))
        let helped = searching.applying(.toggleKeyHelp)
        #expect(helped.showsKeyHelp)
        #expect(helped.isSearchFieldFocused)
        let closed = helped.applying(.toggleKeyHelp)
        #expect(!closed.showsKeyHelp)
        #expect(closed.isSearchFieldFocused)
        #expect(!closed.applying(.closeKeyHelp).showsKeyHelp)
    }

    @Test func searchLeavesItsFieldThenEnds() {
        let focused = InputMode.list.applying(.focusSearch(from: origin))
        #expect(focused.isSearching && focused.isFieldFocused)
        let left = focused.applying(.leaveField)
        #expect(left.isSearching && !left.isFieldFocused)
        // The field's focus again keeps the focus the search began from.
        let again = left.applying(.focusSearch(from: InputMode.SearchOrigin(ScreenState())))
        #expect(again.isSearchFieldFocused && again.searchOrigin?.row.index == 3)
        let ended = left.applying(.endSearch)
        #expect(!ended.isSearching)
        guard case .list = ended else {
            Issue.record("ending the search goes back to the rows")
            return
        }
    }

    @Test func theFilterKeepsItsTextWhenItGetsTheFocusBack() {
        let opened = InputMode.list.applying(.openFilter)
        let filter = opened.filter
        filter?.setText("rain")
        let left = opened.applying(.leaveField)
        #expect(left.filter === filter && !left.isFilterFieldFocused)
        let again = left.applying(.openFilter)
        #expect(again.filter === filter && again.isFilterFieldFocused)
        #expect(again.filter?.text == "rain")
        #expect(again.applying(.closeFilter).filter == nil)
    }

    @Test func aDialogFollowsTheAlertShownAndKeepsTheContentBeneath() {
        let filtering = InputMode.list.applying(.openFilter)
        let shown = filtering.applying(.showDialog(alertPath))
        #expect(shown.dialog == InputMode.DialogChoice(path: alertPath))
        // Keys type into the filter line again once the dialog goes.
        #expect(shown.isFilterFieldFocused)
        let chosen = shown.applying(.chooseButton(1))
        #expect(chosen.dialog?.index == 1)
        #expect(chosen.applying(.showDialog(alertPath)).dialog?.index == 1)
        // Another alert starts from its own first choice.
        #expect(chosen.applying(.showDialog(otherAlertPath)).dialog == .init(path: otherAlertPath))
        let gone = chosen.applying(.showDialog(nil))
        #expect(gone.dialog == nil && gone.isFilterFieldFocused)
    }

    @Test func aTextFieldIsEditedOnlyFromTheRowsAndEndsBackInThem() {
        // The mode says only that the focused field has the keys; which field is the focus's.
        let editing = InputMode.list.applying(.editTextField)
        #expect(editing.isEditingTextField && editing.isFieldFocused)
        let shown = editing.applying(.showDialog(alertPath))
        #expect(shown.isEditingTextField && shown.dialog != nil)
        #expect(!shown.applying(.endTextField).isEditingTextField)
        // A search or a filter line keeps the keys.
        let filtering = InputMode.list.applying(.openFilter).applying(.editTextField)
        #expect(!filtering.isEditingTextField && filtering.isFilterFieldFocused)
        guard case .list = editing.applying(.endTextField) else {
            Issue.record("ending the editing goes back to the rows")
            return
        }
    }

    @Test func aDialogShownUnderTheListOfKeysStaysBeneathIt() {
        let helped = InputMode.list.applying(.toggleKeyHelp).applying(.showDialog(alertPath))
        #expect(helped.showsKeyHelp)
        #expect(helped.dialog?.path == alertPath)
        let closed = helped.applying(.closeKeyHelp)
        #expect(!closed.showsKeyHelp && closed.dialog?.path == alertPath)
    }

    @Test func contentTransitionsApplyBeneathTheLayers() {
        let mode = InputMode.list.applying(.focusSearch(from: origin)).applying(.showDialog(alertPath))
            .applying(.toggleKeyHelp)
        let left = mode.applying(.leaveField)
        #expect(left.showsKeyHelp && left.dialog != nil && left.isSearching && !left.isFieldFocused)
        #expect(!left.applying(.endSearch).isSearching)
    }

    @Test func transitionsThatDoNotApplyLeaveTheModeAlone() {
        #expect(!InputMode.list.applying(.closeKeyHelp).showsKeyHelp)
        #expect(InputMode.list.applying(.chooseButton(2)).dialog == nil)
        #expect(!InputMode.list.applying(.endSearch).isSearching)
        #expect(InputMode.list.applying(.closeFilter).filter == nil)
        #expect(!InputMode.list.applying(.leaveField).isFieldFocused)
    }

    @Test func theListOfKeysStaysOverTheTopScreenAcrossAPushAndAPop() {
        let engine = NavigationEngine(root: Text("Root"))
        _ = engine.frame(size: Size(width: 30, height: 8), unicode: true)
        engine.perform(.help)
        // App code (a binding, a task) may push while the list of keys is shown.
        engine.push(Text("Pushed"))
        #expect(engine.stack.map(\.mode.showsKeyHelp) == [false, true])
        engine.pop()
        #expect(engine.stack.map(\.mode.showsKeyHelp) == [true])
    }
}
