import TermNav
import TermNavTesting
import Testing

/// Text from data never reaches the terminal raw, and long labels keep the accessory in place.
@MainActor @Suite struct SafeTextScreenTests {
    struct Row: Identifiable {
        let id: Int
        let name: String
    }

    struct Rows: View {
        let rows: [Row]
        var body: some View {
            NavigationStack {
                List(rows) { row in
                    NavigationLink(row.name, destination: Text(row.name))
                }
                .navigationTitle("Ti\u{1B}]0;tle\u{07}")
            }
        }
    }

    @Test func escapeSequencesInDataAreDrawnAsPlaceholders() {
        let driver = TestDriver(
            Rows(rows: [Row(id: 0, name: "Evil \u{1B}[2J\u{1B}[31mred"), Row(id: 1, name: "Tab\there")]),
            width: 30, height: 8)
        driver.expectLines(
            [" Ti␛]0;tle␇", "", " Evil ␛[2J␛[31mred          ›", " Tab␉here                   ›"], from: 0)
        for y in 0..<8 {
            for x in 0..<30 {
                let scalars = driver.cell(x: x, y: y).grapheme.unicodeScalars
                #expect(!scalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "control at \(x),\(y)")
            }
        }
    }

    @Test func longLabelsAreTruncatedAndTheAccessoryStaysInTheLastColumn() {
        let long = "A very long title that goes on and on beyond the edge"
        let driver = TestDriver(
            Rows(rows: [Row(id: 0, name: long), Row(id: 1, name: "長い日本語のタイトルがここにあります")]),
            width: 24, height: 8)
        driver.expectLines([" A very long title t… ›", " 長い日本語のタイト…  ›"], from: 2)
        let ascii = TestDriver(
            Rows(rows: [Row(id: 0, name: long)]), width: 24, height: 8, unicode: false)
        ascii.expectLines([" A very long title t~ >"], from: 2)
    }
}
