import TermNav
import TermNavTesting
import Testing

// The initializers SwiftUI declares beside the usual ones, deprecated ones included: each draws
// and acts as its modern equivalent.

/// Controls made with SwiftUI's other forms: a picker's label before its choices, a current value
/// label, titles with SF Symbols, a stepper's and a slider's labels in either place.
private struct Forms: View {
    @State private var size = "M"
    @State private var copies = 2
    @State private var volume = 4.0
    @State private var speed = 0.5
    @State private var wifi = true

    var body: some View {
        NavigationStack {
            Form {
                Picker(selection: $size, label: Text("Old")) {
                    Text("Small").tag("S")
                    Text("Medium").tag("M")
                }
                Picker("Size", selection: $size) {
                    Text("Small").tag("S")
                    Text("Medium").tag("M")
                } currentValueLabel: {
                    Text("Size \(size)")
                }
                Picker("Starred", systemImage: "star", selection: $size) {
                    Text("Small").tag("S")
                    Text("Medium").tag("M")
                }
                Toggle("Wi-Fi", systemImage: "person", isOn: $wifi)
                Stepper {
                    Text("Copies \(copies)")
                } onIncrement: {
                    copies += 1
                } onDecrement: {
                    copies -= 1
                }
                Stepper(value: $copies, in: 1...5) {
                    Text("Bounded \(copies)")
                } onEditingChanged: { _ in
                }
                Slider(
                    value: $volume, in: 0...8, step: 1, onEditingChanged: { _ in },
                    minimumValueLabel: Text("0"), maximumValueLabel: Text("8")
                ) {
                    Text("Volume")
                }
                Slider(value: $speed, onEditingChanged: { _ in }) { Text("Speed") }
                Text("Size \(size), \(copies) copies, volume \(Int(volume))")
            }
            .navigationTitle("Forms")
        }
    }
}

/// Links made with the forms SwiftUI kept from before `NavigationStack`'s values: bound to a
/// Boolean, or to a selection by tag, with a title or a destination built by a closure.
private struct Links: View {
    @State private var isShown = false
    @State private var chosen: Int?

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Bound", destination: Text("Bound screen"), isActive: $isShown)
                NavigationLink("Tagged", destination: Text("Tagged screen"), tag: 1, selection: $chosen)
                NavigationLink(tag: 2, selection: $chosen) {
                    Text("Built screen")
                } label: {
                    Text("Built")
                }
                Button("Show bound") { isShown = true }
                Text("Chosen \(chosen.map(String.init) ?? "none")")
            }
            .navigationTitle("Links")
        }
    }
}

/// A text field with the `onCommit` of SwiftUI's first text fields.
private struct Committed: View {
    @State private var name = ""
    @State private var committed = "nothing"

    var body: some View {
        Form {
            TextField("Name", text: $name, onCommit: { committed = name })
            SecureField("Secret", text: $name, onCommit: { committed = "secret \(name.count)" })
            Text("Committed \(committed)")
        }
    }
}

@MainActor @Suite struct InitializerFormsTests {
    @Test func controlsInEveryFormDrawAsTheirModernEquivalents() {
        let driver = TestDriver(Forms(), width: 44, height: 14)
        driver.expectScreen([
            " Forms",
            "",
            " Old                               Medium ▾",
            " Size                              Size M ▾",
            " ☆ Starred                         Medium ▾",
            " ☺ Wi-Fi                              [ on]",
            " Copies 2                           [− │ +]",
            " Bounded 2                          [− │ +]",
            " Volume 0 ━━━━━━━━━━━━━━━●─────────────── 8",
            " Speed ━━━━━━━━━━━━━━━━━━●─────────────────",
            " Size M, 2 copies, volume 4",
            "",
            "",
            " ↑↓ move  Enter open  q quit            1/9",
        ])
    }

    @Test func theOlderFormsActAsTheModernOnes() {
        let driver = TestDriver(Forms(), width: 44, height: 14)
        // The old picker opens its box of choices; Small is chosen.
        driver.press(.return, .upArrow, .return)
        // Down to the label-first stepper and the bounded one, each stepped up once; the
        // deprecated slider moved one step right.
        driver.press(.downArrow, .downArrow, .downArrow, .downArrow, .rightArrow, .downArrow, .rightArrow)
        driver.press(.downArrow, .rightArrow)
        driver.expectScreen([
            " Forms",
            "",
            " Old                                Small ▾",
            " Size                              Size S ▾",
            " ☆ Starred                          Small ▾",
            " ☺ Wi-Fi                              [ on]",
            " Copies 4                           [− │ +]",
            " Bounded 4                          [− │ +]",
            " Volume 0 ━━━━━━━━━━━━━━━━━━━●─────────── 8",
            " Speed ━━━━━━━━━━━━━━━━━━●─────────────────",
            " Size S, 4 copies, volume 5",
            "",
            "",
            " ↑↓ move  q quit  ←/→ adjust            7/9",
        ])
    }

    @Test func linksBoundToABooleanOrATagPushAndPopAsTheirBindingsSay() {
        let driver = TestDriver(Links(), width: 40, height: 9)
        driver.expectScreen([
            " Links",
            "",
            " Bound                                ›",
            " Tagged                               ›",
            " Built                                ›",
            " Show bound",
            " Chosen none",
            "",
            " ↑↓ move  Enter open  q quit        1/5",
        ])
        driver.press(.downArrow, .return)
        driver.expectScreen([
            " ‹ Links",
            "",
            "",
            "",
            "             Tagged screen",
            "",
            "",
            "",
            " Esc back  q quit",
        ])
        driver.press(.escape, .downArrow, .downArrow, .return)
        driver.expectScreen([
            " ‹ Links",
            "",
            "",
            "",
            "              Bound screen",
            "",
            "",
            "",
            " Esc back  q quit",
        ])
    }

    @Test func onCommitRunsWhenEnterSubmits() {
        let driver = TestDriver(Committed(), width: 30, height: 5)
        driver.type("Ada")
        driver.press(.return)
        driver.expectScreen([
            " Ada",
            " •••",
            " Committed Ada",
            "",
            "",
        ])
        driver.press(.downArrow)
        driver.press(.return)
        driver.expectScreen([
            " Ada",
            " •••",
            " Committed secret 3",
            "",
            "",
        ])
    }
}
