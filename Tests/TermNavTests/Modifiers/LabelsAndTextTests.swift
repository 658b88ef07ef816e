import TermNav
import TermNavTesting
import Testing

// `.labelsHidden()`, `.textCase(_:)`, `.redacted(reason:)` with `.unredacted()` and
// `.privacySensitive()`: what the text of a screen says, drawn as SwiftUI draws it in cells.

private struct Alarm: View {
    @State private var isOn = true
    @State private var volume = 3
    @State private var tone = "Bell"

    var body: some View {
        NavigationStack {
            Form {
                Section("Wake up") {
                    Toggle("Alarm", isOn: $isOn)
                    Stepper("Volume \(volume)", value: $volume)
                    Picker("Tone", selection: $tone) {
                        Text("Bell").tag("Bell")
                        Text("Birds").tag("Birds")
                    }
                    LabeledContent("Next", value: "7:00")
                }
                .labelsHidden()
                Section("As written") {
                    Toggle("Alarm", isOn: $isOn)
                }
            }
            .navigationTitle("Alarm")
        }
    }
}

private struct Headlines: View {
    var body: some View {
        NavigationStack {
            List {
                Section {
                    Text("Rain at noon")
                } header: {
                    Text("Weather").textCase(.uppercase)
                }
                Section("Sport") {
                    Text("Cup FINAL tonight").textCase(.lowercase)
                    Text("As Written").textCase(nil)
                }
            }
            .navigationTitle("News")
        }
    }
}

private struct Account: View {
    var isLoading: Bool

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Label("Ada Lovelace", systemImage: "person")
                Text("Balance: 1 024 €").privacySensitive()
                Text("Updated now").unredacted()
                Button("Refresh") {}
            }
            .redacted(reason: isLoading ? .placeholder : .privacy)
            .navigationTitle("Account")
        }
    }
}

@MainActor @Suite struct LabelsAndTextTests {
    @Test func hiddenLabelsLeaveEachControlAtTheStartOfItsRow() {
        let driver = TestDriver(Alarm(), width: 30, height: 12)
        driver.expectScreen([
            " Alarm",
            "",
            " Wake up",
            " [ on]",
            " [− │ +]",
            " Bell ▾",
            " 7:00",
            "",
            " As written",
            " Alarm                  [ on]",
            "",
            " ↑↓ move  q quit          1/5",
        ])
    }

    @Test func textCaseUppercasesAHeaderAndLowercasesARow() {
        let driver = TestDriver(Headlines(), width: 30, height: 9)
        driver.expectScreen([
            " News",
            "",
            " WEATHER",
            " Rain at noon",
            "",
            " Sport",
            " cup final tonight",
            " As Written",
            " ↑↓ move  q quit          1/3",
        ])
    }

    @Test func aPlaceholderDrawsEachCharacterAsABlockOfItsWidth() {
        let driver = TestDriver(Account(isLoading: true), width: 30, height: 9)
        driver.expectScreen([
            " Account",
            "",
            "",
            "       ▒ ▒▒▒▒▒▒▒▒▒▒▒▒",
            "       ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒",
            "       Updated now",
            "       ▒▒▒▒▒▒▒",
            "",
            " Enter open  q quit",
        ])
        let ascii = TestDriver(Account(isLoading: true), width: 30, height: 9, unicode: false)
        #expect(ascii.line(containing: "Updated now") == "       Updated now")
        #expect(ascii.lines[3] == "       # ############")
    }

    @Test func privacyRedactsOnlyWhatIsMarkedPrivate() {
        let driver = TestDriver(Account(isLoading: false), width: 30, height: 9)
        driver.expectScreen([
            " Account",
            "",
            "",
            "       ☺ Ada Lovelace",
            "       ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒",
            "       Updated now",
            "       Refresh",
            "",
            " Enter open  q quit",
        ])
    }
}
