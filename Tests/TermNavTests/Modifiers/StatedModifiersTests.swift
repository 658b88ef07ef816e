import TermNav
import TermNavTesting
import Testing

// The modifiers docs/Porting.md states as changing nothing in a terminal: each compiles in every
// form SwiftUI declares, and the screen is drawn as without it.

/// A counter card, as written for SwiftUI, with every modifier that a terminal ignores.
private struct Card: View {
    @State private var count = 0
    var ignores = true

    var body: some View {
        NavigationStack {
            VStack {
                if ignores {
                    Text("\(count) cups")
                        .contentTransition(.numericText())
                        .contentTransition(.numericText(value: Double(count)))
                        .contentTransition(.identity)
                        .contentTransition(.opacity)
                        .contentTransition(.interpolate)
                        .sensoryFeedback(.increase, trigger: count)
                        .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: count) {
                            old, new in
                            new > old
                        }
                        .sensoryFeedback(trigger: count) { old, new in new > old ? .success : nil }
                        .sensoryFeedback(trigger: count) { .impact(flexibility: .soft) }
                        .drawingGroup()
                        .drawingGroup(opaque: true, colorMode: .linear)
                        .blendMode(.multiply)
                        .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
                        .rotation3DEffect(
                            .degrees(10), axis: (x: 1, y: 0, z: 0), anchor: .leading, perspective: 0.5
                        )
                        .flipsForRightToLeftLayoutDirection(true)
                        .lineSpacing(4)
                    ScrollView(.horizontal) {
                        HStack {
                            Text("Mon")
                            Text("Tue")
                        }.scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.paging)
                    .scrollTargetBehavior(.viewAligned)
                    .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
                    .scrollDismissesKeyboard(.interactively)
                    TextEditor(text: .constant("Notes")).textEditorStyle(.plain).textEditorStyle(.automatic)
                } else {
                    Text("\(count) cups")
                    ScrollView(.horizontal) {
                        HStack {
                            Text("Mon")
                            Text("Tue")
                        }
                    }
                    TextEditor(text: .constant("Notes"))
                }
                Button("Add a cup") { count += 1 }
            }
            .navigationTitle("Coffee")
        }
    }
}

@MainActor @Suite struct StatedModifiersTests {
    @Test func ignoredModifiersLeaveTheScreenAsItIs() {
        let plain = TestDriver(Card(ignores: false), width: 30, height: 10)
        let driver = TestDriver(Card(), width: 30, height: 10)
        driver.expectScreen(plain.lines)
        driver.press(.downArrow, .downArrow, .return)
        plain.press(.downArrow, .downArrow, .return)
        driver.expectScreen(plain.lines)
        driver.expectScreen([
            " Coffee",
            "",
            "",
            "            1 cups",
            " Mon Tue",
            " Notes",
            "          Add a cup",
            "",
            "",
            " ↑↓ move  Enter open  q quit",
        ])
    }
}
