import TermNav
import TermNavTesting
import Testing

// `.formStyle(_:)`: `.grouped` and `.automatic` as a form always was (labels at the left,
// controls at the right); `.columns` as a Mac lays a form out, the labels right-aligned in a
// column and each control just after its label.

private struct Preferences: View {
    @State private var name = "Ada"
    @State private var sync = true
    @State private var size = 12
    @State private var theme = "Dark"
    var columns = true

    var body: some View {
        NavigationStack {
            Group {
                if columns {
                    form.formStyle(.columns)
                } else {
                    form.formStyle(.grouped)
                }
            }
            .navigationTitle("Preferences")
        }
    }

    private var form: some View {
        Form {
            Section("Account") {
                LabeledContent("Name") { TextField("Name", text: $name) }
                LabeledContent("Plan", value: "Free")
            }
            Section("Editor") {
                Toggle("Sync settings", isOn: $sync)
                Stepper("Font size \(size)", value: $size)
                Picker("Theme", selection: $theme) {
                    Text("Dark").tag("Dark")
                    Text("Light").tag("Light")
                }
            }
            Button("Reset") {}
        }
    }
}

@MainActor @Suite struct FormStyleTests {
    @Test func columnsLineTheLabelsUpBesideTheirControls() {
        let driver = TestDriver(Preferences(), width: 44, height: 14)
        driver.press(.escape, .downArrow, .downArrow)
        driver.expectScreen([
            " Preferences",
            "",
            " Account",
            "          Name Ada",
            "          Plan Free",
            "",
            " Editor",
            " Sync settings [ on]",
            "  Font size 12 [− │ +]",
            "         Theme Dark ▾",
            " Reset",
            "",
            "",
            " ↑↓ move  q quit  Space/Enter flip      3/6",
        ])
        // The controls still answer their keys and clicks where they are drawn.
        driver.press(.return, .downArrow, .rightArrow)
        driver.click(x: 16, y: 8)
        driver.expectLines([" Sync settings [off]", "  Font size 12 [− │ +]"], from: 7)
        #expect(driver.line(containing: "Font size 12") != nil, "→ stepped up, the click on − down")
    }

    @Test func groupedIsTheFormAsItWas() {
        let driver = TestDriver(Preferences(columns: false), width: 44, height: 14)
        driver.press(.escape)
        driver.expectScreen([
            " Preferences",
            "",
            " Account",
            " Name  Ada",
            " Plan                                  Free",
            "",
            " Editor",
            " Sync settings                        [ on]",
            " Font size 12                       [− │ +]",
            " Theme                               Dark ▾",
            " Reset",
            "",
            "",
            " ↑↓ move  Enter edit  q quit            1/6",
        ])
    }
}
