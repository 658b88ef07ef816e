import TermNav
import TermNavTesting
import Testing

// A settings body as apps write one, sliders beside steppers, toggles and modified texts: the
// test target building is the check that it type-checks in reasonable time (a slider's and a
// stepper's initializers are generic over literals, so their overloads are kept to SwiftUI's,
// the older forms disfavoured); the test shows it drawn.

private struct Settings: View {
    @State private var volume = 50.0
    @State private var brightness = 0.5
    @State private var fontSize = 12
    @State private var sounds = true
    @State private var haptics = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Sound") {
                    Slider(value: $volume, in: 0...100, step: 1)
                        .padding(.horizontal)
                    Text("Volume \(Int(volume))")
                        .foregroundStyle(.secondary)
                    Toggle("Sounds", isOn: $sounds)
                        .foregroundStyle(sounds ? .primary : .secondary)
                    Toggle("Haptics", isOn: $haptics)
                }
                Section("Display") {
                    Slider(value: $brightness, in: 0...1, step: 0.1) {
                        Text("Brightness")
                    }
                    Stepper("Font size \(fontSize)", value: $fontSize, in: 8...24, step: 2)
                        .padding(.leading, 1)
                    Text("Preview")
                        .font(.headline)
                        .foregroundStyle(.blue)
                }
            }
            .navigationTitle("Settings")
        }
    }
}

@MainActor @Suite struct SettingsBodyTypeCheckTests {
    @Test func aSettingsBodyOfSlidersSteppersAndTogglesDraws() {
        let driver = TestDriver(Settings(), width: 44, height: 14)
        driver.press(.rightArrow)
        driver.expectScreen([
            " Settings",
            "",
            " Sound",
            "   ━━━━━━━━━━━━━━━━━━━●──────────────────",
            " Volume 51",
            " Sounds                               [ on]",
            " Haptics                              [off]",
            "",
            " Display",
            " Brightness ━━━━━━━━━━━━━━━●───────────────",
            "  Font size 12                      [− │ +]",
            " Preview",
            "",
            " ↑↓ move  q quit  ←/→ adjust            1/7",
        ])
    }
}
