import TermNav
import TermNavTesting
import Testing

@testable import TermNavCore

/// A row's text read from its view without resolving it is the text of the row resolved, for
/// every shape of row; a row whose text only resolving tells is resolved.
@MainActor @Suite struct RowTextReaderTests {
    /// A book as the books example's rows show it: its title and genre, then its author.
    private struct BookRow: View {
        let title: String
        let genre: String
        let author: String

        var body: some View {
            LabeledContent {
                Text(author)
            } label: {
                Text(title + " ") + Text(genre).bold()
            }
        }
    }

    /// A row that shows how often it was seen, in its own state.
    private struct SeenRow: View {
        let name: String
        @State private var seen = 3

        var body: some View {
            Text("\(name) seen \(seen)")
        }
    }

    /// One row of each shape, chosen by `shape`, made from `word`.
    @ViewBuilder private static func row(_ shape: Int, _ word: String) -> some View {
        switch shape {
        case 0: Text(word)
        case 1: NavigationLink(value: word) { BookRow(title: word, genre: "Fantasy", author: "Ann Lee") }
        case 2: Label(word, systemImage: "star")
        case 3:
            HStack {
                Text(word)
                Spacer()
                Text("1999").dim()
            }
        case 4: Button(word) {}
        case 5:
            VStack {
                Text(word)
                Text("second").hidden()
                Text("third").opacity(0)
            }
        case 6: Group { if word.count % 2 == 0 { Text("even \(word)") } else { Text("odd") } }
        case 7: Text(word).textCase(.uppercase)
        case 8: NavigationLink(word, value: word)
        case 9: SeenRow(name: word)
        case 10: Text(word).background(Color.red)
        case 11: LabeledContent(word) { Toggle("On", isOn: .constant(true)) }
        default: Label(word, systemImage: "star").labelStyle(.titleOnly)
        }
    }

    /// The number of row shapes.
    private static let shapes = 13

    private struct Rows: View {
        let words: [String]

        var body: some View {
            List {
                ForEach(Array(words.enumerated()), id: \.offset) { index, word in
                    RowTextReaderTests.row(index % RowTextReaderTests.shapes, word)
                }
            }
        }
    }

    @Test func theTextReadFromAViewIsTheResolvedRowsText() {
        var random = SeededRandom(seed: SeededRandom.seed(default: 41))
        let letters = ["a", "B", "é", " ", "Ü", "x", "日"]
        let words = (0..<600).map { _ in
            (0..<Int.random(in: 0...6, using: &random)).map { _ in
                letters[Int.random(in: 0..<letters.count, using: &random)]
            }.joined()
        }
        let view = Rows(words: words)
        let graph = ViewGraph()
        let screen = ResolvedScreen(
            root: view, graph: graph, viewTypes: ViewTypeIndex(), unicode: true,
            environment: EnvironmentValues())
        let rows = screen.rows
        #expect(rows.sourceCount == words.count)
        var read = Set<Int>()
        for index in 0..<rows.sourceCount {
            let resolved = rows.peekSourceRow(at: index, graph: ViewGraph(ephemeral: true))
            let expected = resolved.map { RowFilter.text(of: $0.node) } ?? ""
            if let text = rows.sourceRowText(at: index) {
                #expect(text == expected, "row \(index) of shape \(index % Self.shapes)")
                read.insert(index % Self.shapes)
            }
            #expect(rows.rowText(at: index) == rows.sourceRowText(at: index))
        }
        #expect(
            rows.sourceRowTexts(in: 0..<rows.sourceCount)
                == (0..<rows.sourceCount).map(rows.sourceRowText(at:)))
        // Rows read among the rows shown, every row and then the rows a filter leaves.
        func shownTexts(in range: Range<Int>) -> [String?] {
            var texts: [String?] = []
            rows.readRows(in: range) { index, reader, isRead in
                #expect(index == range.lowerBound + texts.count)
                #expect(isRead || reader.runs.isEmpty)
                texts.append(isRead ? reader.text : nil)
            }
            return texts
        }
        #expect(shownTexts(in: 7..<300) == (7..<300).map(rows.rowText(at:)))
        rows.visible = Array(stride(from: 3, to: rows.sourceCount, by: 5))
        #expect(shownTexts(in: 2..<40) == (2..<40).map(rows.rowText(at:)))
        #expect(shownTexts(in: 2..<40) == (2..<40).map { rows.sourceRowText(at: 3 + $0 * 5) })
        rows.visible = nil
        // Every shape is read from its view but those only resolving tells: a row with state of
        // its own, a background, a control as a labeled content's value.
        #expect(read == Set(0..<Self.shapes).subtracting([9, 10, 11]))
    }

    @Test func aRowWithStateOfItsOwnIsFilteredByTheTextItShows() async {
        let driver = TestDriver(
            NavigationStack { Rows(words: (0..<40).map { "w\($0)" }).navigationTitle("Rows") },
            width: 30, height: 8)
        driver.press("/")
        driver.type("seen 3")
        await driver.settle()
        driver.expectScreen([
            " Rows",
            "",
            " ⌕ seen 3   3 of 40",
            " w9 seen 3",
            " w22 seen 3",
            " w35 seen 3",
            "",
            " ↑↓ rows  Enter open",
        ])
    }
}
