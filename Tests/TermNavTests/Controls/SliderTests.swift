import TermNav
import TermNavTesting
import Testing

// Slider in a form, and LabeledContent with a control as its content.

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
            " Volume           0 ━━━━━━━━━━●───────── 10",
            " ━━━━━━━━━━●─────────",
            " Muted                                [off]",
            " Count 1                            [− │ +]",
            " Volume 5, balance 0.50, edits 0",
            "",
            " ↑↓ move  q quit  ←/→ adjust            1/5",
        ])
        let ascii = TestDriver(Sound(), width: 44, height: 7, unicode: false)
        ascii.expectScreen([
            " Volume           0 ==========O--------- 10",
            " ==========O---------",
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
