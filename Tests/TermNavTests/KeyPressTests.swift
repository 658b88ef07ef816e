import TermNav
import TermNavTesting
import Testing

// `.onKeyPress`: the app's own keys, asked innermost first, before the key map only for keys
// the map leaves free or where the handler says it overrides the map.

private struct Marking: View {
    @State private var marked: Set<Int> = []
    @State private var log: [String] = []
    var overridesQuit = false

    var body: some View {
        List {
            ForEach(0..<3, id: \.self) { number in
                Text("File \(number)")
                    .navigationAccessory(marked.contains(number) ? .checkmark : .none)
                    .onKeyPress(.space, help: "mark") {
                        if marked.contains(number) { marked.remove(number) } else { marked.insert(number) }
                        return .handled
                    }
            }
        }
        .onKeyPress(.space) {
            log.append("list space")
            return .handled
        }
        .onKeyPress(keys: ["x", "y"]) { press in
            log.append("list \(press.characters)")
            return press.characters == "x" ? .handled : .ignored
        }
        .onKeyPress("q", help: "keep", overridesKeyMap: overridesQuit) {
            log.append("q")
            return .handled
        }
        .navigationTitle("Marks \(log.joined(separator: ","))")
        .onKeyPress(keys: ["y"]) { _ in
            log.append("screen y")
            return .handled
        }
    }
}

private struct Typing: View {
    @State private var typed = ""

    var body: some View {
        VStack {
            Text("Typed: \(typed)")
        }
        .onKeyPress(phases: .down) { press in
            guard !press.characters.isEmpty else { return .ignored }
            typed += press.characters
            return .handled
        }
    }
}

private struct UpOnly: View {
    @State private var count = 0

    var body: some View {
        Text("Count \(count)")
            .onKeyPress("a", phases: .up) { _ in
                count += 1
                return .handled
            }
            .onKeyPress(characters: .decimalDigits) { _ in
                count += 10
                return .handled
            }
    }
}

@MainActor @Suite struct KeyPressTests {
    @Test func theFocusedRowsHandlerRunsFirst() {
        let driver = TestDriver(NavigationStack { Marking() }, width: 40, height: 8)
        driver.press(.downArrow, .space)
        driver.expectScreen([
            " Marks",
            "",
            " File 0",
            " File 1                               ✓",
            " File 2",
            "",
            "",
            " ↑↓ move  q quit  Space mark        2/3",
        ])
        driver.press(.space)
        #expect(driver.line(containing: "File 1") == " File 1")
    }

    @Test func ignoredKeysGoOutwardThenToTheKeyMap() {
        let driver = TestDriver(NavigationStack { Marking() }, width: 40, height: 8)
        driver.press("x", "y")
        #expect(driver.title == "Marks list x,list y,screen y")
        driver.press("q")
        #expect(driver.isFinished)
    }

    @Test func aHandlerThatOverridesTheKeyMapTakesItsKey() {
        let driver = TestDriver(NavigationStack { Marking(overridesQuit: true) }, width: 50, height: 8)
        driver.press("q")
        #expect(!driver.isFinished)
        #expect(driver.title == "Marks q")
        #expect(driver.lines.last == " ↑↓ move  Space mark  q keep                  1/3")
        driver.press("c", modifiers: .control)
        #expect(driver.isFinished)
    }

    @Test func aHandlerForEveryKeySeesTypedCharactersButNotBoundKeys() {
        let driver = TestDriver(Typing(), width: 30, height: 4)
        driver.type("ab")
        driver.press(.downArrow)
        driver.expectLines(["          Typed: ab"], from: 1)
        driver.press("q")
        #expect(driver.isFinished)
    }

    @Test func phasesAndCharacterSets() {
        let driver = TestDriver(UpOnly(), width: 30, height: 4)
        driver.press("a", "7", "b")
        driver.expectLines(["           Count 10"], from: 1)
    }
}
