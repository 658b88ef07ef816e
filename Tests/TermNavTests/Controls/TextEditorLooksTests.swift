import TermNav
import TermNavTesting
import Testing

// Fields of several lines: their heights (reservesSpace, a frame's), a label beside them, a
// border, ASCII, a paste with line breaks, a click on one of their lines, and a disabled one.

private struct Letter: View {
    @State private var to = "Ann"
    @State private var letter = "Dear Ann,\nthanks for the tea."
    @State private var postscript = ""

    var body: some View {
        NavigationStack {
            Form {
                LabeledContent("To") { TextField("Name", text: $to) }
                LabeledContent("Body") {
                    TextField("Text", text: $letter, axis: .vertical)
                }
                TextEditor(text: $postscript)
                    .frame(height: 32)
                    .textFieldStyle(.roundedBorder)
                TextField("Signed", text: .constant(""), axis: .vertical)
                    .lineLimit(2, reservesSpace: true)
                    .disabled(true)
            }
            .navigationTitle("Letter")
        }
    }
}

/// A note's title and text in a padded stack, as a detail screen has them.
private struct PaddedNote: View {
    @State private var title = "Groceries"
    @State private var text = "Milk and eggs"

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                TextField("Title", text: $title)
                TextEditor(text: $text)
                    .padding(.vertical)
            }
            .padding()
            .navigationTitle("Note")
        }
    }
}

@MainActor @Suite struct TextEditorLooksTests {
    @Test func heightsLabelsAndBordersInUTF8AndASCII() {
        let driver = TestDriver(Letter(), width: 30, height: 12)
        driver.press(.escape)
        driver.expectScreen([
            " Letter",
            "",
            " To  Ann",
            " Body  Dear Ann,",
            "       thanks for the tea.",
            " [                          ]",
            " [                          ]",
            " Signed",
            "",
            "",
            "",
            " ↑↓ move  Enter edit      1/4",
        ])
        let ascii = TestDriver(Letter(), width: 30, height: 12, unicode: false)
        ascii.press(.escape)
        #expect(ascii.line(containing: "[") == " [                          ]")
    }

    @Test func aPasteKeepsItsLineBreaksAndAClickPlacesTheCursorOnItsLine() {
        let driver = TestDriver(Letter(), width: 30, height: 12)
        driver.press(.tab, .tab)
        driver.paste("P.S.\r\nsee you\tsoon")
        driver.expectLines(
            [
                " [ P.S.                     ]",
                " [ see you soon             ]",
            ], from: 5)
        #expect(driver.cursor?.x == 15)
        #expect(driver.cursor?.y == 6)
        // A click on the second line of the Body field, after "thanks".
        driver.click(x: 13, y: 4)
        #expect(driver.cursor?.x == 13)
        #expect(driver.cursor?.y == 4)
        driver.type("!")
        #expect(driver.line(containing: "thanks") == "       thanks! for the tea.")
    }

    @Test func anEditorScrollsWithinAFramesHeight() {
        let driver = TestDriver(Letter(), width: 30, height: 12)
        driver.press(.tab, .tab)
        driver.type("one")
        driver.press(.return)
        driver.type("two")
        driver.press(.return)
        driver.type("three")
        driver.expectLines(
            [
                " [ two                      ]",
                " [ three                    ]",
                " Signed",
            ], from: 5)
        driver.press(.upArrow, .upArrow)
        driver.expectLines(
            [
                " [ one                      ]",
                " [ two                      ]",
            ], from: 5)
        #expect(driver.cursor?.y == 5)
        // Past its first line, ↑ goes to the row above.
        driver.press(.upArrow)
        #expect(driver.cursor?.y == 4)
    }

    @Test func aFieldOfSeveralLinesStandsInsideThePaddingItsViewsWereGiven() {
        let driver = TestDriver(PaddedNote(), width: 30, height: 10)
        driver.press(.escape)
        // The stack's padding indents both fields and sets the stack a line apart from the
        // title; the editor's own padding adds a line above it and below it.
        driver.expectScreen([
            " Note",
            "",
            "",
            "   Groceries",
            "",
            "   Milk and eggs",
            "",
            "",
            "",
            " ↑↓ move  Enter edit  q quit",
        ])
        // Edited, it stays where it was, the cursor at the end of its text.
        driver.press(.downArrow)
        driver.type(" and tea")
        driver.expectScreen([
            " Note",
            "",
            "",
            "   Groceries",
            "",
            "   Milk and eggs and tea",
            "",
            "",
            "",
            " Esc leave  Tab next",
        ])
        #expect(driver.cursor?.x == 24)
        #expect(driver.cursor?.y == 5)
    }
}
