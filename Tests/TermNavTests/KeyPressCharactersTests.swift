import Foundation
import TermNav
import TermNavTesting
import Testing

// `KeyPress.Characters` has `CharacterSet`'s names without loading Foundation; with Foundation
// imported, `.onKeyPress(characters:)` takes a `CharacterSet` as well.

private struct Calculator: View {
    @State private var typed = ""

    var body: some View {
        Text("Typed: \(typed)")
            .onKeyPress(characters: CharacterSet(charactersIn: "+-*/")) { press in
                typed += press.characters
                return .handled
            }
            .onKeyPress(characters: .decimalDigits.union(KeyPress.Characters(charactersIn: "."))) { press in
                typed += press.characters
                return .handled
            }
    }
}

@Suite struct KeyPressCharactersTests {
    /// Each named set, beside its Foundation namesake.
    static let namedSets: [(name: String, ours: KeyPress.Characters, foundation: CharacterSet)] = [
        ("decimalDigits", .decimalDigits, .decimalDigits),
        ("letters", .letters, .letters),
        ("lowercaseLetters", .lowercaseLetters, .lowercaseLetters),
        ("uppercaseLetters", .uppercaseLetters, .uppercaseLetters),
        ("capitalizedLetters", .capitalizedLetters, .capitalizedLetters),
        ("alphanumerics", .alphanumerics, .alphanumerics),
        ("nonBaseCharacters", .nonBaseCharacters, .nonBaseCharacters),
        ("punctuationCharacters", .punctuationCharacters, .punctuationCharacters),
        ("symbols", .symbols, .symbols),
        ("whitespaces", .whitespaces, .whitespaces),
        ("newlines", .newlines, .newlines),
        ("whitespacesAndNewlines", .whitespacesAndNewlines, .whitespacesAndNewlines),
        ("controlCharacters", .controlCharacters, .controlCharacters),
    ]

    /// Where Foundation's tables on Linux disagree with the Unicode data the standard library
    /// reads: there U+0295 (ʕ) is an other letter (Lo), which Foundation's tables count lowercase.
    static let knownDifferences: [String: Set<UInt32>] = ["lowercaseLetters": [0x295]]

    /// Every scalar of the Basic Multilingual Plane, which holds what keyboards type, that both
    /// this Unicode data and Foundation's (15.0 or later) know. Beyond it Foundation's tables on
    /// Linux leave out whole scripts (the Tangut ideographs are no letters there).
    @Test(arguments: namedSets.map(\.name))
    func aNamedSetHasItsNamesakesMembers(name: String) throws {
        let sets = try #require(Self.namedSets.first { $0.name == name })
        let known = Self.knownDifferences[name] ?? []
        var differences: [String] = []
        for value in UInt32(0)...0xFFFF where !known.contains(value) {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age, age <= (15, 0) else {
                continue
            }
            if sets.ours.contains(scalar) != sets.foundation.contains(scalar) {
                differences.append(String(value, radix: 16, uppercase: true))
            }
        }
        #expect(
            differences.isEmpty, "\(name) differs at U+\(differences.prefix(40).joined(separator: ", U+"))")
    }

    @Test func setsCombine() {
        let sign = KeyPress.Characters(charactersIn: "+-")
        #expect(sign.contains("+") && !sign.contains("*"))
        #expect(KeyPress.Characters(charactersIn: "a"..."f").contains("c"))
        #expect(!KeyPress.Characters(charactersIn: "a"..."f").contains("g"))
        #expect(sign.union(.decimalDigits).contains("7") && sign.union(.decimalDigits).contains("-"))
        #expect(!sign.inverted.contains("+") && sign.inverted.contains("x"))
    }

    @Test func aCharacterSetOfFoundationAndANamedSetBothAnswerKeys() {
        let driver = TestDriver(Calculator(), width: 30, height: 3)
        driver.press("1", "+", "2", ".", "5", "x")
        #expect(driver.line(containing: "Typed") == " Typed: 1+2.5")
    }
}
