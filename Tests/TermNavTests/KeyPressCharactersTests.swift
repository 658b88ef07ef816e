import TermNav
import TermNavTesting
import Testing

// `.onKeyPress(characters:)` takes Foundation's `CharacterSet`, as SwiftUI's does, with no import
// but TermNav's.

private struct Calculator: View {
    @State private var typed = ""

    var body: some View {
        Text("Typed: \(typed)")
            .onKeyPress(characters: CharacterSet(charactersIn: "+-*/")) { press in
                typed += press.characters
                return .handled
            }
            .onKeyPress(characters: .decimalDigits.union(CharacterSet(charactersIn: "."))) { press in
                typed += press.characters
                return .handled
            }
    }
}

@MainActor @Suite struct KeyPressCharactersTests {
    @Test func characterSetsAnswerTheirKeysOnly() {
        let driver = TestDriver(Calculator(), width: 30, height: 3)
        driver.press("1", "+", "2", ".", "5", "x", "é")
        #expect(driver.line(containing: "Typed").map { String($0.drop { $0 == " " }) } == "Typed: 1+2.5")
    }

    @Test func aKeyOfSeveralScalarsIsInTheSetOnlyWhenEachIs() {
        let driver = TestDriver(Calculator(), width: 30, height: 3)
        // "1" followed by a combining acute accent: one character, two scalars.
        driver.press(KeyEquivalent("1\u{301}"), "7")
        #expect(driver.line(containing: "Typed").map { String($0.drop { $0 == " " }) } == "Typed: 7")
    }
}
