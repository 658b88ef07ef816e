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
}
