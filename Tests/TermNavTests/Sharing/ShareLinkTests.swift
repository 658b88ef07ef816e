import Foundation
import TermNav
import TermNavTesting
import Testing

// ShareLink: a button that copies its items' text to the clipboard and says so on the help line,
// or shows the text to copy by hand where the terminal takes nothing for the clipboard.

private let site = URL(string: "https://example.com/habits") ?? URL(fileURLWithPath: "/")

private struct Photo: Transferable, CustomStringConvertible {
    let name: String
    var description: String { "Photo of \(name)" }
}

private struct Sharing: View {
    var body: some View {
        NavigationStack {
            List {
                ShareLink(item: site)
                ShareLink("Send the list", item: "Milk, eggs", subject: Text("Shopping"))
                ShareLink(items: ["one", "two"]) { Text("Both words") }
                ShareLink(
                    item: Photo(name: "the beach"), preview: SharePreview("Beach", image: Image("beach"))
                ) {
                    Label("The photo", systemImage: "photo")
                }
            }
            .navigationTitle("Share")
        }
    }
}

@MainActor @Suite struct ShareLinkTests {
    @Test func aShareLinkCopiesItsTextAndSaysSoOnTheHelpLine() {
        let driver = TestDriver(Sharing(), width: 40, height: 8)
        driver.expectScreen([
            " Share",
            "",
            " ↥ Share",
            " ↥ Send the list",
            " Both words",
            " ▨ The photo",
            "",
            " ↑↓ move  Enter open  q quit        1/4",
        ])
        driver.press(.return)
        #expect(driver.copiedTexts == ["https://example.com/habits"])
        driver.expectLines([" Copied to the clipboard            1/4"], from: 7)
        // The next key brings the keys back.
        driver.press(.downArrow, .downArrow)
        driver.expectLines([" ↑↓ move  Enter open  q quit        3/4"], from: 7)
        driver.press(.return, .downArrow, .return, .upArrow, .upArrow, .return)
        #expect(
            driver.copiedTexts == [
                "https://example.com/habits", "one\ntwo", "Photo of the beach", "Milk, eggs",
            ])
    }

    @Test func withoutAClipboardTheTextIsShownToCopyByHand() {
        let driver = TestDriver(Sharing(), width: 40, height: 10)
        driver.copiesToClipboard = false
        driver.press(.return)
        #expect(driver.copiedTexts.isEmpty)
        driver.expectScreen([
            " Share",
            "     ┌────────────────────────────┐",
            " ↥ Sh│        Copy by hand        │",
            " ↥ Se│ https://example.com/habits │",
            " Both│                            │",
            " ▨ Th│           [ OK ]           │",
            "     └────────────────────────────┘",
            "",
            "",
            " Enter select  Esc cancel",
        ])
    }
}
