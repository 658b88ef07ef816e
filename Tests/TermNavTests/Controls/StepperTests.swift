import TermNav
import TermNavTesting
import Testing

// Stepper in a form: its look in both glyph sets, its keys within bounds, its actions, and
// onEditingChanged.

private struct Order: View {
    @State private var copies = 2
    @State private var level = 0
    @State private var weight = 1.0
    @State private var edits: [Bool] = []

    var body: some View {
        NavigationStack {
            Form {
                Stepper("Copies: \(copies)", value: $copies, in: 1...3) { edits.append($0) }
                Stepper("Level \(level)", onIncrement: { level += 1 }, onDecrement: nil)
                Stepper(value: $weight, in: 0...2, step: 0.5) {
                    Text("Weight \(String(format: "%.1f", weight))")
                }
                Text("Edits \(edits.map { $0 ? "on" : "off" }.joined(separator: " "))")
            }
            .navigationTitle("Order")
        }
    }
}

@MainActor @Suite struct StepperTests {
    @Test func orderFormInUTF8AndASCII() {
        let driver = TestDriver(Order(), width: 40, height: 8)
        driver.expectScreen([
            " Order",
            "",
            " Copies: 2                      [− │ +]",
            " Level 0                        [− │ +]",
            " Weight 1.0                     [− │ +]",
            " Edits",
            "",
            " ↑↓ move  q quit  ←/→ step          1/4",
        ])
        let ascii = TestDriver(Order(), width: 40, height: 8, unicode: false)
        ascii.expectScreen([
            " Order",
            "",
            " Copies: 2                      [- | +]",
            " Level 0                        [- | +]",
            " Weight 1.0                     [- | +]",
            " Edits",
            "",
            " Up/Down move  q quit               1/4",
        ])
    }

    @Test func arrowsAndSignsStepWithinTheBounds() {
        let driver = TestDriver(Order(), width: 40, height: 8)
        driver.press(.rightArrow, .rightArrow, "+")
        #expect(driver.line(containing: "Copies: 3") != nil)
        #expect(driver.cells(of: "+")?.first?.isDim == true)
        driver.press(.leftArrow, "-", "-", .leftArrow)
        #expect(driver.line(containing: "Copies: 1") != nil)
        #expect(driver.depth == 1)
        driver.press("=")
        #expect(driver.line(containing: "Copies: 2") != nil)
        #expect(driver.line(containing: "Edits on off on off on off on off") != nil)
    }

    @Test func actionsStepAndANilActionDoesNothing() {
        let driver = TestDriver(Order(), width: 40, height: 8)
        driver.press(.downArrow, .rightArrow, .rightArrow, .leftArrow)
        #expect(driver.line(containing: "Level 2") != nil)
        driver.press(.downArrow, .leftArrow, .leftArrow, .leftArrow)
        #expect(driver.line(containing: "Weight 0.0") != nil)
        driver.press(.rightArrow)
        #expect(driver.line(containing: "Weight 0.5") != nil)
    }

    @Test func aClickOnMinusOrPlusStepsAndElsewhereOnlyFocuses() {
        let driver = TestDriver(Order(), width: 40, height: 8)
        // " Copies: 2                      [− │ +]": [ in column 32, − 33, │ 35, + 37, ] 38.
        driver.click(x: 38, y: 2)
        #expect(driver.line(containing: "Copies: 3") != nil)
        #expect(driver.line(containing: "Edits on off") != nil)
        driver.click(x: 32, y: 2)
        driver.click(x: 33, y: 2)
        #expect(driver.line(containing: "Copies: 1") != nil)
        driver.click(x: 35, y: 2)
        driver.click(x: 34, y: 2)
        driver.click(x: 36, y: 2)
        #expect(driver.line(containing: "Copies: 1") != nil)
        // On another row: it takes the focus and steps at once; a nil action does nothing.
        driver.click(x: 37, y: 3)
        #expect(driver.focusedText?.hasPrefix("Level 1") == true)
        driver.click(x: 33, y: 3)
        #expect(driver.line(containing: "Level 1") != nil)
        // The label only focuses.
        driver.click(x: 3, y: 4)
        #expect(driver.focusedText?.hasPrefix("Weight 1.0") == true)
    }
}
