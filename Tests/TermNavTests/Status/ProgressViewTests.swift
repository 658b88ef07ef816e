import Foundation
import TermNav
import TermNavTesting
import Testing

// ProgressView: a bar in eighths of a cell (ASCII whole cells), its labels, the circular style,
// a spinner that turns only while it is on screen, and a bar through a time interval.

private struct Downloads: View {
    var received = 0.45
    @State private var showsDetails = false

    var body: some View {
        NavigationStack {
            Form {
                ProgressView("Photos", value: received)
                ProgressView(value: 3, total: 8) {
                    Text("Songs")
                } currentValueLabel: {
                    Text("3 of 8")
                }
                ProgressView("Loading")
                ProgressView("Disk", value: 0.8).progressViewStyle(.circular)
                ProgressView(value: 1.5)
                Button("Details") { showsDetails = true }
            }
            .navigationTitle("Downloads")
            .navigationDestination(isPresented: $showsDetails) { Text("Nothing turning here") }
        }
    }
}

@MainActor @Suite struct ProgressViewTests {
    @Test func barsLabelsAndASpinnerInUTF8AndASCII() {
        let driver = TestDriver(Downloads(), width: 40, height: 10)
        driver.expectScreen([
            " Downloads",
            "",
            " Photos █████████████▉░░░░░░░░░░░░░░░░░",
            " Songs █████████▍░░░░░░░░░░░░░░░ 3 of 8",
            " ⠋ Loading",
            " Disk                                 ◕",
            " ██████████████████████████████████████",
            " Details",
            "",
            " ↑↓ move  q quit                    1/6",
        ])
        let ascii = TestDriver(Downloads(), width: 40, height: 10, unicode: false)
        ascii.expectLines(
            [
                " Photos #############------------------",
                " Songs #########---------------- 3 of 8",
                " | Loading",
                " Disk                               80%",
                " ######################################",
            ], from: 2)
    }

    @Test func theBarFillsInEighthsOfACell() {
        let bars = [
            " ░░░░░░░░░░░░░░░░░░░░",
            " ▏░░░░░░░░░░░░░░░░░░░",
            " █░░░░░░░░░░░░░░░░░░░",
            " ██████████░░░░░░░░░░",
            " ███████████████████▊",
            " ████████████████████",
        ]
        for (fraction, bar) in zip([0.0, 0.01, 0.05, 0.5, 0.99, 1.0], bars) {
            let driver = TestDriver(ProgressView(value: fraction), width: 22, height: 3)
            // The row is 20 cells wide, and the bar takes it, centred down the screen.
            driver.expectScreen(["", bar], "value \(fraction)")
        }
    }

    @Test func theSpinnerTurnsWhileShownAndStopsWhenItLeaves() async throws {
        let driver = TestDriver(Downloads(), width: 40, height: 10)
        let first = driver.line(containing: "Loading")
        #expect(first == " ⠋ Loading")
        // The ticks run on the main queue between the tests' own work: a busy machine may take
        // a while to get to them.
        var later = first
        for _ in 0..<100 where later == first {
            try await Task.sleep(for: .milliseconds(50))
            await driver.settle()
            later = driver.line(containing: "Loading")
        }
        #expect(first != later, "the spinner turned")
        driver.press(.end, .return)
        #expect(driver.line(containing: "Nothing turning") != nil)
        let screen = driver.lines
        try await Task.sleep(for: .milliseconds(350))
        await driver.settle()
        #expect(driver.lines == screen, "nothing drawn again while no spinner is on screen")
    }
}
