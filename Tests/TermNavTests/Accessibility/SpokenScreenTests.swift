import TermNav
import TermNavTesting
import Testing

/// Rows made of several texts: a stack of them, a label and its value, one `Text` of runs.
private struct Readings: View {
    var body: some View {
        NavigationStack {
            List {
                HStack {
                    VStack(alignment: .leading) {
                        Text("Dune")
                        Text("Frank Herbert")
                    }
                    Spacer()
                    Text("1965")
                }
                LabeledContent("Pages", value: "412")
                Text("Dune ") + Text("Messiah").bold()
                Text("Read \(3) times")
            }
            .navigationTitle("Readings")
        }
    }
}

/// What the linear mode says of a screen as a whole: the parts of an element apart.
@MainActor @Suite struct SpokenScreenTests {
    @Test func separateTextsAreReadWithCommasAndOneTextAsWritten() {
        let driver = TestDriver(Readings(), width: 40, height: 8, accessible: true)
        driver.press(.downArrow, .downArrow, .downArrow)
        driver.expectScreen([
            " Readings",
            "",
            " Dune                              1965",
            " Frank Herbert",
            " Pages                              412",
            " Dune Messiah",
            " Read 3 times",
            " ↑↓ move  q quit                    4/4",
        ])
        driver.expectTranscript([
            "Readings, 4 items. Dune, Frank Herbert, 1965, 1 of 4",
            "Pages, 412, 2 of 4",
            "Dune Messiah, 3 of 4",
            "Read 3 times, 4 of 4",
        ])
    }
}
