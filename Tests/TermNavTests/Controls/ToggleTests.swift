import TermNav
import TermNavTesting
import Testing

// Toggle in a settings form: its styles in both glyph sets, its keys, a click, disabled
// toggles, and Tab across a form of controls.

private struct Settings: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var bold = false
    @State private var sync = true
    @State private var locked = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Network") {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Toggle(isOn: $bluetooth) { Text("Bluetooth") }
                }
                Section("Text") {
                    Toggle("Bold", isOn: $bold).toggleStyle(.button)
                    Toggle("Sync", isOn: $sync).toggleStyle(.checkbox)
                    Toggle("Locked", isOn: $locked).disabled(true)
                }
                Text("Wi-Fi \(wifi ? "on" : "off"), Bluetooth \(bluetooth ? "on" : "off")")
                Text(
                    "Bold \(bold ? "on" : "off"), Sync \(sync ? "on" : "off"), Locked \(locked ? "on" : "off")"
                )
            }
            .navigationTitle("Settings")
        }
    }
}

private struct Stacked: View {
    @State private var first = false
    @State private var second = false

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("First", isOn: $first).toggleStyle(.switch)
            Toggle("Second", isOn: $second).toggleStyle(.automatic)
            Text("\(first ? "on" : "off") \(second ? "on" : "off")")
        }
    }
}

@MainActor @Suite struct ToggleTests {
    @Test func settingsFormInUTF8() {
        let driver = TestDriver(Settings(), width: 40, height: 13)
        driver.expectScreen([
            " Settings",
            "",
            " Network",
            " Wi-Fi                            [ on]",
            " Bluetooth                        [off]",
            "",
            " Text",
            " [ Bold ]",
            " [✓] Sync",
            " Locked                           [ on]",
            " Wi-Fi on, Bluetooth off",
            " Bold off, Sync on, Locked on",
            " ↑↓ move  q quit  Space/Enter flip  1/7",
        ])
        #expect(driver.focusedText == "Wi-Fi                            [ on]")
    }

    @Test func settingsFormInASCII() {
        let driver = TestDriver(Settings(), width: 40, height: 13, unicode: false)
        driver.press(.space, .downArrow, .downArrow, .return, .downArrow, .space)
        driver.expectScreen([
            " Settings",
            "",
            " Network",
            " Wi-Fi                            [off]",
            " Bluetooth                        [off]",
            "",
            " Text",
            " [ * Bold ]",
            " [ ] Sync",
            " Locked                           [ on]",
            " Wi-Fi off, Bluetooth off",
            " Bold on, Sync off, Locked on",
            " Up/Down move  q quit               4/7",
        ])
    }

    @Test func spaceAndEnterFlipTheBinding() {
        let driver = TestDriver(Settings(), width: 40, height: 13)
        driver.press(.space)
        #expect(driver.line(containing: "Wi-Fi off") != nil)
        driver.press(.return)
        #expect(driver.line(containing: "Wi-Fi on") != nil)
        driver.press(.downArrow, .return)
        #expect(driver.line(containing: "Bluetooth on") != nil)
        #expect(driver.line(containing: "Bluetooth ")?.hasSuffix("[ on]") == true)
    }

    @Test func aClickFlipsAtOnce() {
        let driver = TestDriver(Settings(), width: 40, height: 13)
        driver.click(x: 3, y: 4)
        #expect(driver.line(containing: "Bluetooth on") != nil)
        #expect(driver.focusedText?.hasPrefix("Bluetooth") == true)
        driver.click(x: 30, y: 4)
        #expect(driver.line(containing: "Bluetooth off") != nil)
    }

    @Test func aDisabledToggleStaysAsItIs() {
        let driver = TestDriver(Settings(), width: 40, height: 13)
        driver.press(.downArrow, .downArrow, .downArrow, .downArrow)
        #expect(driver.focusedText?.hasPrefix("Locked") == true)
        driver.press(.space, .return)
        driver.click(x: 3, y: 9)
        #expect(driver.line(containing: "Locked on") != nil)
    }

    @Test func outsideAListTabMovesFromToggleToToggle() {
        let driver = TestDriver(Stacked(), width: 30, height: 4)
        driver.expectScreen([
            " First                  [off]", " Second                 [off]", " off off", "",
        ])
        #expect(driver.focusedText?.hasPrefix("First") == true)
        driver.press(.tab, .space)
        #expect(driver.focusedText?.hasPrefix("Second") == true)
        driver.expectScreen([" First                  [off]", " Second                 [ on]", " off on", ""])
        driver.press(.tab, modifiers: .shift)
        driver.press(.return)
        #expect(driver.focusedText?.hasPrefix("First") == true)
        driver.expectScreen([" First                  [ on]", " Second                 [ on]", " on on", ""])
    }

    @Test func theHelpLineSaysSpaceAndEnterFlip() {
        let driver = TestDriver(Settings(), width: 60, height: 13, unicode: false)
        driver.expectScreen([
            " Settings",
            "",
            " Network",
            " Wi-Fi                                                [ on]",
            " Bluetooth                                            [off]",
            "",
            " Text",
            " [ Bold ]",
            " [x] Sync",
            " Locked                                               [ on]",
            " Wi-Fi on, Bluetooth off",
            " Bold off, Sync on, Locked on",
            " Up/Down move  q quit  Space/Enter flip                 1/7",
        ])
        #expect(driver.line(containing: "open") == nil)
        // A disabled toggle flips with neither: the line offers nothing for it.
        driver.press(.downArrow, .downArrow, .downArrow, .downArrow)
        #expect(driver.focusedText?.hasPrefix("Locked") == true)
        #expect(driver.line(containing: "flip") == nil)
    }
}
