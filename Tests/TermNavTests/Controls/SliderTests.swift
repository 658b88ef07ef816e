import TermNav
import TermNavTesting
import Testing

// Slider in a form, and LabeledContent with a control as its content; sliders, progress bars and
// gauges taking the width their row offers, in a list and outside one.

private struct Sound: View {
    @State private var volume = 5.0
    @State private var balance = 0.5
    @State private var muted = false
    @State private var count = 1
    @State private var edits = 0

    var body: some View {
        Form {
            Slider(value: $volume, in: 0...10, step: 1) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("10")
            } onEditingChanged: { editing in
                if !editing { edits += 1 }
            }
            Slider(value: $balance)
            LabeledContent("Muted") { Toggle("", isOn: $muted) }
            LabeledContent("Count") { Stepper("\(count)", value: $count) }
            Text("Volume \(Int(volume)), balance \(String(format: "%.2f", balance)), edits \(edits)")
        }
    }
}

@MainActor @Suite struct SliderTests {
    @Test func soundFormInUTF8AndASCII() {
        let driver = TestDriver(Sound(), width: 44, height: 7)
        driver.expectScreen([
            " Volume 0 ━━━━━━━━━━━━━━━●────────────── 10",
            " ━━━━━━━━━━━━━━━━━━━━━●────────────────────",
            " Muted                                [off]",
            " Count 1                            [− │ +]",
            " Volume 5, balance 0.50, edits 0",
            "",
            " ↑↓ move  q quit  ←/→ adjust            1/5",
        ])
        let ascii = TestDriver(Sound(), width: 44, height: 7, unicode: false)
        ascii.expectScreen([
            " Volume 0 ===============O-------------- 10",
            " =====================O--------------------",
            " Muted                                [off]",
            " Count 1                            [- | +]",
            " Volume 5, balance 0.50, edits 0",
            "",
            " Up/Down move  q quit                   1/5",
        ])
    }

    @Test func arrowsMoveByTheStepWithinTheRange() {
        let driver = TestDriver(Sound(), width: 44, height: 7)
        driver.press(.rightArrow, .rightArrow)
        #expect(driver.line(containing: "Volume 7, balance 0.50, edits 2") != nil)
        for _ in 0..<5 { driver.press(.rightArrow) }
        #expect(driver.line(containing: "Volume 10,") != nil)
        #expect(driver.line(containing: "Volume ")?.hasSuffix("━━━━━━━━━━━━━━━━━━━● 10") == true)
        driver.press(.downArrow, .leftArrow)
        #expect(driver.line(containing: "balance 0.45") != nil)
        #expect(driver.depth == 1)
    }

    @Test func labeledContentWithAControlReadsAsTheControlsRow() {
        let driver = TestDriver(Sound(), width: 44, height: 7)
        driver.press(.downArrow, .downArrow, .space)
        #expect(driver.focusedText == "Muted                                [ on]")
        driver.press(.downArrow, .rightArrow)
        #expect(driver.focusedText == "Count 2                            [− │ +]")
    }
}

/// A slider beside a label, alone, with its value labels, and a progress bar and a gauge with
/// their labels, in a stack.
private struct Mixer: View {
    @State private var volume = 0.5
    @State private var bass = 5.0

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Volume")
                Slider(value: $volume)
            }
            Slider(value: $bass, in: 0...10, step: 1)
            Slider(value: $bass, in: 0...10) {
                Text("Bass")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("10")
            }
            ProgressView("Done", value: 0.25)
            Gauge(value: 0.75) { Text("Load") }
        }
    }
}

/// A slider beside a label, alone and as a labeled content's value, in list rows.
private struct MixerList: View {
    @State private var volume = 0.5

    var body: some View {
        List {
            HStack {
                Text("Volume")
                Slider(value: $volume)
            }
            Slider(value: $volume)
            LabeledContent("Level") { Slider(value: $volume) }
        }
    }
}

@MainActor @Suite struct StretchingBarTests {
    @Test func aSliderTakesTheWidthItsRowOffersBesideItsNeighbours() {
        let driver = TestDriver(Mixer(), width: 40, height: 8)
        driver.expectScreen([
            "",
            " Volume ━━━━━━━━━━━━━━━●───────────────",
            " ━━━━━━━━━━━━━━━━━━━●──────────────────",
            " Bass 0 ━━━━━━━━━━━━━━●───────────── 10",
            " Done ████████▎░░░░░░░░░░░░░░░░░░░░░░░░",
            " Load ████████████████████████▊░░░░░░░░",
            "",
            " ↑↓ move  q quit  ←/→ adjust",
        ])
    }

    @Test func inAListRowASliderTakesTheRowsWidth() {
        let driver = TestDriver(MixerList(), width: 40, height: 6)
        driver.expectScreen([
            " Volume ━━━━━━━━━━━━━━━●───────────────",
            " ━━━━━━━━━━━━━━━━━━━●──────────────────",
            " Level ━━━━━━━━━━━━━━━━●───────────────",
            "",
            "",
            " ↑↓ move  q quit  ←/→ adjust        1/3",
        ])
        #expect(driver.focusedText == "Volume ━━━━━━━━━━━━━━━●───────────────")
    }

    @Test func aNarrowRowCutsTheLabelBeforeTheTrack() {
        let driver = TestDriver(Sound(), width: 20, height: 7)
        driver.expectScreen([
            " Vol… 0 ━━━━●─── 10",
            " ━━━━━━━━━●────────",
            " Muted        [off]",
            " Count 1    [− │ +]",
            " Volume 5, balance…",
            "",
            " ↑↓ move        1/5",
        ])
    }

    @Test func sharedFixedOrScrolledAcrossASliderTakesItsShareOrItsIdealWidth() {
        let driver = TestDriver(Crowded(), width: 40, height: 12)
        driver.expectScreen([
            "",
            " Two   ━━━━━━━━━━━━━━━━●───────────────",
            " lines",
            " ━━━━━━━●───────",
            // A spacer and a slider share the free columns equally, as in SwiftUI.
            " A                    ━━━━━━━━●────────",
            " ━━━━━━━━━●──────── ━━━━━━━━━●─────────",
            " ━━━━━━━━━━●─────────",
            " Wide ━━━━━━━━━━●─────────",
            " Progress ██████████████▌░░░░░░░░░░░░░░",
            "",
            "",
            " ↑↓ move  q quit  ←/→ adjust",
        ])
    }
}

/// Sliders and bars beside a label of two lines, in a frame 120 points (15 cells) wide, beside a
/// spacer, two in a row, at their ideal size, in a row that scrolls across, and a progress
/// view as a labeled value.
private struct Crowded: View {
    @State private var volume = 0.5
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                VStack(alignment: .leading) {
                    Text("Two")
                    Text("lines")
                }
                Slider(value: $volume)
            }
            Slider(value: $volume).frame(width: 120)
            HStack {
                Text("A")
                Spacer()
                Slider(value: $volume)
            }
            HStack {
                Slider(value: $volume)
                Slider(value: $volume)
            }
            Slider(value: $volume).fixedSize()
            ScrollView(.horizontal) {
                HStack {
                    Text("Wide")
                    Slider(value: $volume)
                }
            }
            LabeledContent("Progress") { ProgressView(value: 0.5) }
        }
    }
}
