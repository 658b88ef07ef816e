import TermNav

/// "Controls": a form with every control, a section each: text fields (``TextInputSection``),
/// toggles in each style, steppers, pickers in each style, sliders, date pickers
/// (``DateSection``) and a text editor. Space or Enter flips a toggle, ← and → step, slide and
/// choose, Enter edits a date, Tab goes from control to control.
struct ControlsScreen: View {
    /// A picker's choices, chosen by identity.
    enum Period: String, CaseIterable, Identifiable {
        case day, week, month
        var id: Self { self }
        var name: String { rawValue.capitalized }
    }

    @State private var wifi = true
    @State private var bold = false
    @State private var sync = true
    @State private var copies = 1
    @State private var period = Period.week
    @State private var size = "M"
    @State private var theme = "Dark"
    @State private var volume = 5.0
    @State private var notes = "Bring the key.\nWater the plants."

    var body: some View {
        Form {
            TextInputSection()
            Section("Toggles") {
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Bold", isOn: $bold).toggleStyle(.button)
                Toggle("Sync", isOn: $sync).toggleStyle(.checkbox)
                Toggle("Locked", isOn: .constant(true)).disabled(true)
            }
            Section("Steppers and sliders") {
                Stepper("Copies: \(copies)", value: $copies, in: 1...10)
                Slider(value: $volume, in: 0...10, step: 1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("10")
                }
            }
            Section("Pickers") {
                Picker("Period", selection: $period) {
                    ForEach(Period.allCases) { Text($0.name) }
                }
                Picker("Shown", selection: $period) {
                    ForEach(Period.allCases) { Text($0.name) }
                }
                .pickerStyle(.segmented)
                Picker("Theme", selection: $theme) {
                    ForEach(["Light", "Dark", "Auto"], id: \.self) { Text($0) }
                }
                .pickerStyle(.navigationLink)
                Picker("Size", selection: $size) {
                    Text("Small").tag("S")
                    Text("Medium").tag("M")
                    Text("Large").tag("L")
                }
                .pickerStyle(.inline)
            }
            DateSection()
            Section("Notes") {
                TextEditor(text: $notes)
                    .lineLimit(2...4)
            }
        }
        .navigationTitle("Controls")
    }
}
