import TermNav
import TermNavTesting
import Testing

private struct Groceries: View {
    @State private var items = ["Milk", "Eggs", "Bread"]
    @State private var confirmsClear = false
    @State private var log = "Nothing done"

    var body: some View {
        NavigationStack {
            List {
                Button("Clear list") { confirmsClear = true }
                ForEach(items, id: \.self) { Text($0) }
                Text(log)
            }
            .navigationTitle("Groceries")
            .alert("Clear the list?", isPresented: $confirmsClear) {
                Button("Cancel", role: .cancel) { log = "Kept" }
                Button("Clear", role: .destructive) {
                    items.removeAll()
                    log = "Cleared"
                }
            } message: {
                Text("Every item goes.")
            }
        }
    }
}

@MainActor @Suite struct AlertTests {
    @Test func anAlertIsACentredBoxWithItsButtonsSideBySide() {
        let driver = TestDriver(Groceries(), width: 40, height: 12)
        driver.press(.return)
        driver.expectScreen([
            " Groceries",
            "",
            " Clear ┌───────────────────────┐",
            " Milk  │    Clear the list?    │",
            " Eggs  │   Every item goes.    │",
            " Bread │                       │",
            " Nothin│ [ Cancel ]  [ Clear ] │",
            "       └───────────────────────┘",
            "",
            "",
            "",
            " ←→ choose  Enter select  Esc cancel",
        ])
        // The default button is the one without a role... here, Cancel, drawn as the focus is.
        #expect(Self.isFocused(driver, "[ Cancel ]"))
        #expect(!Self.isFocused(driver, "[ Clear ]"))
    }

    /// Whether every cell of a text on the screen is drawn as the focus bar draws the focus: the
    /// theme's cyan behind black text, no reverse video; a cell with a colour of its own (a
    /// destructive button's red) in reverse video, so that its colour shows.
    static func isFocused(_ driver: TestDriver, _ text: String) -> Bool {
        driver.cells(of: text)?.allSatisfy {
            ($0.backgroundColor == .cyan && $0.foregroundColor == .black && !$0.isReverse)
                || ($0.isReverse && $0.foregroundColor == .red)
        } ?? false
    }

    @Test func withoutColoursTheChosenButtonIsInReverseVideo() {
        let driver = TestDriver(Groceries(), width: 40, height: 12, colors: false)
        driver.press(.return)
        #expect(driver.cells(of: "[ Cancel ]")?.allSatisfy { $0.isReverse } == true)
        #expect(driver.cells(of: "[ Clear ]")?.allSatisfy { !$0.isReverse } == true)
    }

    @Test func tabGoesRoundTheButtonsAndArrowsStopAtTheEnds() {
        let driver = TestDriver(Groceries(), width: 40, height: 12)
        driver.press(.return, .rightArrow, .rightArrow)
        #expect(Self.isFocused(driver, "[ Clear ]"), "→ stops at the last button")
        driver.press(.tab)
        #expect(Self.isFocused(driver, "[ Cancel ]"), "Tab goes from the last to the first")
        driver.press(.tab, modifiers: .shift)
        #expect(Self.isFocused(driver, "[ Clear ]"), "Shift-Tab from the first to the last")
        driver.press(.leftArrow, .leftArrow)
        #expect(Self.isFocused(driver, "[ Cancel ]"), "← stops at the first")
        #expect(driver.line(containing: "Clear the list?") != nil, "the focus never leaves the dialog")
    }

    @Test func aClickOnAButtonRunsItAndAClickElsewhereDoesNothing() {
        let driver = TestDriver(Groceries(), width: 40, height: 12)
        driver.press(.return)
        // The box's message, the gap between the buttons and the screen around the box take no
        // click (the box is drawn as in the test above: the buttons on line 6, Clear from 21).
        driver.click(x: 12, y: 4)
        driver.click(x: 19, y: 6)
        driver.click(x: 2, y: 9)
        #expect(driver.line(containing: "Clear the list?") != nil)
        #expect(Self.isFocused(driver, "[ Cancel ]"), "a click elsewhere chose nothing")
        driver.click(x: 29, y: 6)
        driver.expectLines([" Groceries", "", " Clear list", " Cleared"], from: 0)
    }

    @Test func rightAndEnterRunTheDestructiveButtonAndCloseTheAlert() {
        let driver = TestDriver(Groceries(), width: 40, height: 12)
        driver.press(.return, .rightArrow)
        #expect(Self.isFocused(driver, "[ Clear ]"))
        driver.press(.return)
        driver.expectScreen([
            " Groceries",
            "",
            " Clear list",
            " Cleared",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            " ↑↓ move  Enter open  q quit        1/2",
        ])
        // The flag was set back: the alert shows again.
        driver.press(.upArrow, .return)
        #expect(driver.line(containing: "Clear the list?") != nil)
    }

    @Test func escRunsTheCancelButtonAndKeysBelowAreIgnored() {
        let driver = TestDriver(Groceries(), width: 40, height: 12)
        driver.press(.return, .downArrow, "q", .downArrow)
        #expect(!driver.isFinished)
        #expect(driver.line(containing: "Clear the list?") != nil)
        driver.press(.escape)
        #expect(driver.line(containing: "Clear the list?") == nil)
        driver.expectLines([" Clear list", " Milk", " Eggs", " Bread", " Kept"], from: 2)
        #expect(driver.focusedLine == " Clear list")
    }
}

private struct Legacy: View {
    @State private var showsInfo = false
    @State private var showsDelete = false
    @State private var deleted = false

    var body: some View {
        VStack {
            Button("About") { showsInfo = true }
                .alert(isPresented: $showsInfo) {
                    Alert(
                        title: Text("Books 1.0"), message: Text("A small library."),
                        dismissButton: .default(Text("Got it")))
                }
            Button("Delete all") { showsDelete = true }
                .alert(isPresented: $showsDelete) {
                    Alert(
                        title: Text("Delete all?"), message: nil,
                        primaryButton: .destructive(Text("Delete")) { deleted = true },
                        secondaryButton: .cancel())
                }
            Text(deleted ? "Deleted" : "Kept")
        }
    }
}

@MainActor @Suite struct LegacyAlertTests {
    @Test func theOlderAlertFormShowsItsButtons() {
        let driver = TestDriver(Legacy(), width: 30, height: 9)
        driver.press(.return)
        driver.expectScreen([
            "",
            "   ┌──────────────────────┐",
            "   │      Books 1.0       │",
            "   │   A small library.   │",
            "   │                      │",
            "   │      [ Got it ]      │",
            "   └──────────────────────┘",
            "",
            " Enter select  Esc cancel",
        ])
        driver.press(.return, .downArrow, .return)
        // Cancel goes first, and is chosen; Right and Enter delete.
        driver.expectLines(["  │ [ Cancel ]  [ Delete ] │"], from: 4)
        driver.press(.rightArrow, .return)
        driver.expectLines(["            About", "          Delete all", "           Deleted"], from: 2)
    }
}

private struct Trash: View {
    @State private var confirms = false
    @State private var file: String?
    @State private var log = "Nothing"

    var body: some View {
        List {
            Button("Empty trash") { confirms = true }
            Button("Delete notes.txt") { file = "notes.txt" }
            Text(log)
        }
        .confirmationDialog("Empty the trash?", isPresented: $confirms, titleVisibility: .visible) {
            Button("Empty", role: .destructive) { log = "Emptied" }
            Button("Keep for now") { log = "Kept" }
        } message: {
            Text("You cannot undo this.")
        }
        .alert("Delete file?", isPresented: .constant(file != nil), presenting: file) { name in
            Button("Delete \(name)", role: .destructive) {
                log = "Deleted \(name)"
                file = nil
            }
            Button("Cancel", role: .cancel) { file = nil }
        } message: { name in
            Text("\(name) will be gone.")
        }
    }
}

@MainActor @Suite struct ConfirmationDialogTests {
    @Test func aDialogListsItsButtonsWithCancelLast() {
        let driver = TestDriver(Trash(), width: 40, height: 12)
        driver.press(.return)
        driver.expectScreen([
            " Empty trash",
            " Delete┌───────────────────────┐",
            " Nothin│   Empty the trash?    │",
            "       │ You cannot undo this. │",
            "       │                       │",
            "       │         Empty         │",
            "       │     Keep for now      │",
            "       │        Cancel         │",
            "       └───────────────────────┘",
            "",
            "",
            " ↑↓ choose  Enter select  Esc cancel",
        ])
        // "Keep for now" has no role: it is chosen first. Up chooses Empty.
        #expect(AlertTests.isFocused(driver, "  Keep for now   "))
        driver.press(.upArrow, .return)
        driver.expectLines([" Empty trash", " Delete notes.txt", " Emptied"], from: 0)
    }

    @Test func escClosesADialogWithoutACancelButtonOfItsOwn() {
        let driver = TestDriver(Trash(), width: 34, height: 12)
        driver.press(.return, .escape)
        driver.expectLines([" Empty trash", " Delete notes.txt", " Nothing"], from: 0)
        #expect(driver.line(containing: "trash?") == nil)
    }

    @Test func anAlertPresentingAValueBuildsItsButtonsFromIt() {
        let driver = TestDriver(Trash(), width: 40, height: 12)
        driver.press(.downArrow, .return)
        #expect(driver.line(containing: "notes.txt will be gone.") != nil)
        #expect(driver.line(containing: "[ Cancel ]  [ Delete notes.txt ]") != nil)
        driver.press(.rightArrow, .return)
        driver.expectLines([" Empty trash", " Delete notes.txt", " Deleted notes.txt"], from: 0)
    }
}
