import TermNav
import TermNavTesting
import Testing

// Toolbar content of an app's own (ToolbarContent, @ToolbarContentBuilder, ToolbarSpacer), the
// title's menu (.toolbarTitleMenu, ToolbarTitleMenu), .toolbarTitleDisplayMode and
// .toolbarColorScheme.

private struct EditingItems: CustomizableToolbarContent {
    let save: () -> Void

    var body: some CustomizableToolbarContent {
        ToolbarItem(id: "save", placement: .confirmationAction) { Button("Save", action: save) }
        ToolbarSpacer(.fixed)
    }
}

private struct Notes: View {
    @State private var name = "Notes"
    @State private var saved = 0

    @ToolbarContentBuilder var otherItems: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
        if saved > 0 {
            ToolbarItem(placement: .status) { Text("Saved \(saved)") }
        }
    }

    var body: some View {
        NavigationStack {
            List {
                Text("Groceries")
                Text("Ideas")
            }
            .navigationTitle(name)
            .toolbarTitleDisplayMode(.inline)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .toolbar { otherItems }
            .toolbar(id: "editing") { EditingItems { saved += 1 } }
            .toolbarTitleMenu {
                Button("Rename") { name = "Lists" }
                Button("Duplicate") {}
            }
        }
    }
}

@MainActor @Suite struct ToolbarContentTests {
    @Test func theTitleOpensItsMenuAfterTheOtherItems() {
        let driver = TestDriver(Notes(), width: 40, height: 8)
        driver.expectScreen([
            " Cancel         Notes ▾            Save",
            "",
            " Groceries",
            " Ideas",
            "",
            "",
            "",
            " ↑↓ move  Tab Cancel/Save/Notes     1/2",
        ])
        driver.press(.tab, .tab, .return)
        driver.expectLines([" Saved 1"], from: 6)
        driver.press(.tab)
        #expect(driver.focusedText == "Notes ▾")
        driver.press(.return)
        driver.expectScreen([
            " Cancel         Notes ▾            Save",
            "            ┌──────────────┐",
            " Groceries  │ Rename       │",
            " Ideas      │ Duplicate    │",
            "            └──────────────┘",
            "",
            " Saved 1",
            " ↑↓ choose  Enter select  Esc close",
        ])
        driver.press(.return)
        #expect(driver.title == "Lists")
        #expect(driver.lines.first == " Cancel         Lists ▾            Save")
    }

    @Test func aLargeTitleShowsItsMenuInASCII() {
        struct Plain: View {
            var body: some View {
                NavigationStack {
                    Text("Nothing yet")
                        .navigationTitle("Inbox")
                        .toolbarTitleMenu { Button("Archive") {} }
                }
            }
        }
        let driver = TestDriver(Plain(), width: 30, height: 7, unicode: false)
        driver.expectScreen([" Inbox v", "", "", "         Nothing yet", "", "", " Tab Inbox  q quit"])
        driver.press(.tab, .return)
        #expect(driver.screenText.contains("Archive"))
    }
}
