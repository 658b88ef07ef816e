import TermNav
import TermNavTesting
import Testing

// Button styles, tint and disabled controls, as docs/Porting.md describes them.

private struct Framed: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 8)
            .background(Color.green)
    }
}

private struct EveryStyle: View {
    @State private var last = "none"

    var body: some View {
        VStack(alignment: .leading) {
            Button("Automatic") { last = "automatic" }.buttonStyle(.automatic)
            Button("Plain") { last = "plain" }.buttonStyle(.plain)
            Button("Borderless") { last = "borderless" }.buttonStyle(.borderless).tint(.orange)
            Button("Bordered") { last = "bordered" }.buttonStyle(.bordered)
            Button("Prominent") { last = "prominent" }.buttonStyle(.borderedProminent).tint(.red)
            Button("Link") { last = "link" }.buttonStyle(.link)
            Button("Structs") { last = "structs" }
                .buttonStyle(BorderedButtonStyle())
                .buttonStyle(PlainButtonStyle())
            Group {
                Button("Default") { last = "default" }.buttonStyle(DefaultButtonStyle())
                Button("Prominent 2") { last = "prominent 2" }.buttonStyle(BorderedProminentButtonStyle())
                Button("Borderless 2") { last = "borderless 2" }.buttonStyle(BorderlessButtonStyle())
            }
            .controlSize(.large)
            Button("Framed") { last = "framed" }.buttonStyle(Framed())
            Text("Last: \(last)")
        }
    }
}

private struct Disabling: View {
    @State private var count = 0
    @State private var locked = true

    var body: some View {
        VStack(alignment: .leading) {
            Button("Add") { count += 1 }
            Button("Reset") { count = 0 }.buttonStyle(.bordered).disabled(locked)
            VStack {
                Button("Double") { count *= 2 }
                Button("Halve") { count /= 2 }
            }
            .disabled(true)
            Button(locked ? "Unlock" : "Lock") { locked.toggle() }
            Text("Count: \(count)")
        }
    }
}

private struct DisabledList: View {
    @State private var taps = 0

    var body: some View {
        NavigationStack {
            List {
                Button("Tap") { taps += 1 }
                Button("Never") { taps += 100 }.disabled(true)
                NavigationLink("Closed", destination: Text("Inside")).disabled(true)
                NavigationLink("Open", destination: Text("Inside"))
                Text("Taps: \(taps)")
            }
            .navigationTitle("Rows")
        }
    }
}

@MainActor @Suite struct ButtonStyleTests {
    @Test func everyStyleName() {
        let driver = TestDriver(EveryStyle(), width: 30, height: 14)
        driver.expectScreen([
            "        Automatic",
            "        Plain",
            "        Borderless",
            "        [ Bordered ]",
            "         Prominent",
            "        Link",
            "        [ Structs ]",
            "        Default",
            "         Prominent 2",
            "        Borderless 2",
            "         Framed",
            "        Last: none",
            "",
            " ↑↓ move  Enter open  q quit",
        ])
        // The focus starts on the first button: the whole row is reversed.
        #expect(driver.focusedText == "Automatic")
        #expect(
            driver.cells(of: "Borderless")?.first?.foregroundColor == .orange,
            "a borderless label takes the tint")
        let prominent = driver.cells(of: " Prominent ")
        #expect(prominent?.allSatisfy { $0.isReverse && $0.isBold && $0.foregroundColor == .red } == true)
        #expect(
            driver.cells(of: " Prominent 2")?.first?.isReverse == true,
            "prominent without a tint is reverse video")
        #expect(
            driver.cells(of: " Framed")?.first?.backgroundColor == .green, "a custom style draws its own body"
        )
        #expect(driver.cells(of: " Framed")?.last?.backgroundColor == .green)
        #expect(driver.cells(of: "Plain")?.first?.foregroundColor == .default, "plain ignores the tint")
        // Every style acts with Enter.
        driver.press(.downArrow, .downArrow, .downArrow, .downArrow, .return)
        driver.expectLines(["       Last: prominent"], from: 11)
        for _ in 0..<6 { driver.press(.downArrow) }
        driver.press(.return)
        driver.expectLines(["        Last: framed"], from: 11)
    }

    @Test func everyStyleNameInASCII() {
        let driver = TestDriver(EveryStyle(), width: 30, height: 14, unicode: false)
        driver.expectScreen([
            "        Automatic",
            "        Plain",
            "        Borderless",
            "        [ Bordered ]",
            "         Prominent",
            "        Link",
            "        [ Structs ]",
            "        Default",
            "         Prominent 2",
            "        Borderless 2",
            "         Framed",
            "        Last: none",
            "",
            " Up/Down move  Enter open",
        ])
    }

    @Test func disabledButtonsDoNothingAndAreSkipped() {
        let driver = TestDriver(Disabling(), width: 30, height: 8)
        driver.expectScreen([
            "          Add",
            "          [ Reset ]",
            "          Double",
            "          Halve",
            "          Unlock",
            "          Count: 0",
            "",
            " ↑↓ move  Enter open  q quit",
        ])
        #expect(driver.cells(of: "[ Reset ]")?.allSatisfy(\.isDim) == true, "disabled is dim")
        #expect(driver.cells(of: "Double")?.allSatisfy(\.isDim) == true)
        #expect(driver.cells(of: "Add")?.contains(where: \.isDim) == false)
        driver.press(.return, .return)
        driver.expectLines(["          Count: 2"], from: 5)
        // Down skips the three disabled buttons and lands on Unlock.
        driver.press(.downArrow)
        #expect(driver.focusedText == "Unlock")
        driver.press(.return)
        driver.expectLines(
            ["          [ Reset ]", "          Double", "          Halve", "          Lock"], from: 1)
        #expect(driver.cells(of: "[ Reset ]")?.contains(where: \.isDim) == false, "enabled again")
        driver.press(.upArrow)
        #expect(driver.focusedText == "[ Reset ]")
        driver.press(.return)
        driver.expectLines(["          Count: 0"], from: 5)
    }

    @Test func disabledRowsInAListTakeTheFocusButDoNothing() {
        let driver = TestDriver(DisabledList(), width: 30, height: 10)
        driver.expectScreen([
            " Rows",
            "",
            " Tap",
            " Never",
            " Closed                     ›",
            " Open                       ›",
            " Taps: 0",
            "",
            "",
            " ↑↓ move  Enter open      1/5",
        ])
        #expect(driver.cell(x: 28, y: 4).isDim, "a disabled link's indicator is dim")
        #expect(driver.cell(x: 28, y: 5).isDim == false)
        driver.press(.return, .downArrow)
        #expect(driver.focusedLine == " Never")
        driver.press(.return, .downArrow, .return)
        #expect(driver.depth == 1, "a disabled link does not push")
        driver.expectLines([" Taps: 1"], from: 6)
        driver.press(.downArrow, .return)
        #expect(driver.depth == 2)
    }
}
