import TermNav
import TermNavTesting
import Testing

// Fields of several lines: a text field along the vertical axis and a text editor grow with
// their text up to their line limit, then scroll with the insertion point; ↑/↓ move between
// their lines; Return types a line break in an editor, Alt-Return in a field.

private struct Note: View {
    @State private var title = ""
    @State private var notes = ""
    @State private var summary = ""
    @State private var submitted = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextEditor(text: $notes)
                    .lineLimit(1...3)
                TextField("Summary", text: $summary, axis: .vertical)
                    .onSubmit { submitted = summary }
                Text("Submitted \(submitted)")
            }
            .navigationTitle("Note")
        }
    }
}

@MainActor @Suite struct TextEditorTests {
    @Test func anEditorGrowsWithItsTextUpToItsLimitThenScrolls() {
        let driver = TestDriver(Note(), width: 20, height: 10)
        driver.press(.downArrow)
        driver.type("one two three four")
        driver.expectScreen([
            " Note",
            "",
            " Title",
            " one two three four",
            " Summary",
            " Submitted",
            "",
            "",
            "",
            " Esc leave",
        ])
        #expect(driver.cursor?.x == 19)
        #expect(driver.cursor?.y == 3)
        driver.type(" five")
        driver.expectScreen([
            " Note",
            "",
            " Title",
            " one two three four",
            " five",
            " Summary",
            " Submitted",
            "",
            "",
            " Esc leave",
        ])
        #expect(driver.cursor?.x == 5)
        #expect(driver.cursor?.y == 4)
        driver.press(.return)
        driver.type("six")
        driver.press(.return)
        driver.type("seven")
        driver.expectScreen([
            " Note",
            "",
            " Title",
            " five",
            " six",
            " seven",
            " Summary",
            " Submitted",
            "",
            " Esc leave",
        ])
        #expect(driver.cursor?.y == 5)
        driver.press(.upArrow, .upArrow, .upArrow)
        driver.expectScreen([
            " Note",
            "",
            " Title",
            " one two three four",
            " five",
            " six",
            " Summary",
            " Submitted",
            "",
            " Esc leave",
        ])
        // The column kept from the end of "seven", through the shorter lines.
        #expect(driver.cursor?.x == 6)
        #expect(driver.cursor?.y == 3)
        driver.press(.upArrow)
        #expect(driver.cursor?.y == 2)
    }

    @Test func aVerticalFieldSubmitsOnReturnAndTypesALineBreakOnAltReturn() {
        let driver = TestDriver(Note(), width: 20, height: 10)
        driver.press(.tab, .tab)
        driver.type("Plan")
        driver.press(.return, modifiers: .option)
        driver.type("Act")
        driver.expectScreen([
            " Note",
            "",
            " Title",
            "",
            " Plan",
            " Act",
            " Submitted",
            "",
            "",
            " Enter done",
        ])
        #expect(driver.cursor?.x == 4)
        #expect(driver.cursor?.y == 5)
        driver.press(.return)
        driver.expectScreen([
            " Note",
            "",
            " Title",
            "",
            " Plan",
            " Act",
            " Submitted Plan",
            " Act",
            "",
            " ↑↓ move        3/4",
        ])
    }
}
