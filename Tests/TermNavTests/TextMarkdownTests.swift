import TermNav
import TermNavTesting
import Testing

@testable import TermNavCore

/// The inline Markdown of a `Text`'s string literal, as SwiftUI reads it.
@MainActor @Suite struct TextMarkdownTests {
    /// The runs of a literal, each as its text and whether it is bold, italic, struck, linked.
    private func runs(_ text: Text) -> [String] {
        text.runs.map { run in
            var marks = ""
            if run.style.attributes.contains(.bold) { marks += "b" }
            if run.style.attributes.contains(.italic) { marks += "i" }
            if run.style.attributes.contains(.strikethrough) { marks += "s" }
            if run.style.attributes.contains(.underline) { marks += "u" }
            if run.style.hyperlink != .none { marks += "l" }
            return marks.isEmpty ? run.string : "\(marks):\(run.string)"
        }
    }

    @Test(arguments: [
        ("**Bold** text", ["b:Bold", " text"]),
        ("__Bold__ text", ["b:Bold", " text"]),
        ("an *italic* word", ["an ", "i:italic", " word"]),
        ("an _italic_ word", ["an ", "i:italic", " word"]),
        ("***both***", ["bi:both"]),
        ("**bold *and italic***", ["b:bold ", "bi:and italic"]),
        ("~~gone~~ here", ["s:gone", " here"]),
        ("run `swift test` now", ["run swift test now"]),
        ("`**not bold**`", ["**not bold**"]),
        ("see [the site](https://example.com).", ["see ", "ul:the site", "."]),
        ("[**bold** link](https://example.com)", ["bul:bold", "ul: link"]),
        (#"\*not italic\*"#, ["*not italic*"]),
        ("snake_case_name", ["snake_case_name"]),
        ("2 * 3 * 4", ["2 * 3 * 4"]),
        ("a ** b", ["a ** b"]),
        ("*open only", ["*open only"]),
        ("[not a link] (x)", ["[not a link] (x)"]),
        ("[spaces](not a url)", ["[spaces](not a url)"]),
        ("price: 5 * 2", ["price: 5 * 2"]),
        ("plain", ["plain"]),
    ])
    func literals(_ literal: String, _ expected: [String]) {
        #expect(runs(Text(LocalizedStringKey(stringLiteral: literal))) == expected)
    }

    @Test func interpolatedValuesAreShownAsTheyAre() {
        let name = "**Ann**"
        #expect(runs(Text("Hello, \(name), **welcome**")) == ["Hello, **Ann**, ", "b:welcome"])
        #expect(runs(Text("*\(name)*")) == ["i:**Ann**"])
    }

    @Test func anInterpolationNeverCompletesTheLiteralsMarks() {
        // A link's address, its label's end, a mark after a backslash: put in, they are shown.
        let address = "(https://example.com)"
        #expect(runs(Text("[site]\(address)")) == ["[site](https://example.com)"])
        let end = "]"
        #expect(runs(Text("[site\(end)(https://example.com)")) == ["[site](https://example.com)"])
        let dot = "."
        #expect(runs(Text(#"a\\#(dot)"#)) == [#"a\."#])
        let star = "*"
        #expect(runs(Text(#"\\#(star)x*"#)) == [#"\*x*"#])
        // Values without marks join the literal's text, whose marks are read around them.
        #expect(runs(Text("**\(42)** of \(7.5) *\(true)*")) == ["b:42", " of 7.5 ", "i:true"])
        #expect(runs(Text("Book \(1_000_000)")) == ["Book 1000000"])
        #expect(LocalizedStringKey("Book \(7)") == LocalizedStringKey(stringLiteral: "Book 7"))
    }

    @Test func aStringVariableAndVerbatimTextAreNotRead() {
        let title = "**Draft**"
        #expect(runs(Text(title)) == ["**Draft**"])
        #expect(runs(Text(verbatim: "**Draft**")) == ["**Draft**"])
    }

    @Test func onScreenTheMarksAreGoneAndTheStylesDrawn() throws {
        let driver = TestDriver(
            NavigationStack {
                List {
                    Text("A **bold** and *slanted* [link](https://example.com)")
                }
                .navigationTitle("Markdown")
            }, width: 40, height: 8)
        driver.expectScreen([
            " Markdown",
            "",
            " A bold and slanted link",
            "",
            "",
            "",
            "",
            " q quit                             1/1",
        ])
        #expect(try #require(driver.cells(of: "bold")).allSatisfy(\.isBold))
        #expect(try #require(driver.cells(of: "link")).allSatisfy { $0.link == "https://example.com" })
        #expect(try #require(driver.cells(of: "and")).allSatisfy { !$0.isBold && $0.link == nil })
    }
}
