import TermNav
import Testing

@testable import TermNavCore

/// A text's runs behave as an array of them, whether one run is kept in place or several in an
/// array: in order, equal and hashed alike by content, changed in place, joined with `+`.
@MainActor @Suite struct TextRunsTests {
    private static let plain = TextRun(string: "plain", style: .plain)
    private static let bold = TextRun(string: "bold", style: Style(attributes: .bold))

    @Test func oneRunAndAnArrayOfOneAreTheSame() {
        let one = TextRuns(Self.plain)
        let fromArray = TextRuns([Self.plain])
        var grown = TextRuns()
        grown.append(Self.plain)
        #expect(Array(one) == [Self.plain])
        #expect(one == fromArray && one == grown)
        #expect(Set([one, fromArray, grown]).count == 1)
        #expect(one.array == [Self.plain])
    }

    @Test func runsAreKeptInOrderAndChangedInPlace() {
        var runs = TextRuns(Self.plain)
        runs.append(contentsOf: TextRuns(Self.bold))
        runs.append(contentsOf: [Self.plain, Self.bold])
        #expect(runs.map(\.string) == ["plain", "bold", "plain", "bold"])
        runs[2].string = "changed"
        #expect(runs.map(\.string) == ["plain", "bold", "changed", "bold"])
        runs.removeSubrange(1..<4)
        #expect(runs == TextRuns(Self.plain))
        runs.removeAll()
        #expect(runs.isEmpty && runs == TextRuns([]))
        #expect(runs != TextRuns(Self.plain))
    }

    @Test func aSingleRunIsChangedThroughItsSubscript() {
        var runs = TextRuns(Self.plain)
        runs[0].style = Style(attributes: .bold)
        #expect(runs == TextRuns(TextRun(string: "plain", style: Style(attributes: .bold))))
    }

    @Test func joinedTextsKeepEachPartsStyleAndCompareByContent() {
        let joined = Text("Title ") + Text("Genre").bold() + (Text("a") + Text("b").italic())
        #expect(joined.runs.map(\.string) == ["Title ", "Genre", "a", "b"])
        #expect(joined.runs.map(\.style.attributes) == [[], .bold, [], .italic])
        #expect(Text(verbatim: "x") == Text(runs: [TextRun(string: "x", style: .plain)]))
        #expect((Text("a") + Text("b")).bold().runs.allSatisfy { $0.style.attributes == .bold })
        // A joined text is left as it was when its copy grows.
        let first = Text("a") + Text("b")
        let longer = first + Text("c")
        #expect(first.runs.count == 2 && longer.runs.count == 3)
    }
}
