import TermNav
import TermNavTesting
import Testing

// A settings screen as SwiftUI tutorials write one: a Form of sections with headers and footers,
// toggling rows, a detail screen behind a link.

private struct SettingsView: View {
    @State private var notificationsOn = true
    @State private var soundsOn = false
    @State private var username = "ada"

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Account")) {
                    LabeledContent("Username", value: username)
                    NavigationLink("Privacy", destination: PrivacyView())
                }
                Section {
                    Button(notificationsOn ? "Notifications: On" : "Notifications: Off") {
                        notificationsOn.toggle()
                    }
                    Button(soundsOn ? "Sounds: On" : "Sounds: Off") {
                        soundsOn.toggle()
                    }
                } header: {
                    Text("Alerts")
                } footer: {
                    Text("Sounds play only while notifications are on.")
                }
                Section("About") {
                    LabeledContent("Version", value: "1.2")
                }
            }
            .navigationTitle("Settings")
        }
        .navigationViewStyle(.stack)
    }
}

private struct PrivacyView: View {
    var body: some View {
        List {
            Text("Share analytics")
            Text("Personalised ads")
        }
        .listStyle(.insetGrouped)
        .navigationTitle("Privacy")
    }
}

private struct SettingsApp: App {
    var body: some Scene {
        WindowGroup {
            SettingsView()
        }
    }
}

@MainActor @Suite struct SettingsSample {
    @Test func sectionsWithHeadersAndFootersAndAToggle() {
        let driver = TestDriver(app: SettingsApp(), width: 50, height: 16)
        driver.expectScreen([
            " Settings",
            "",
            " Account",
            " Username                                     ada",
            " Privacy                                        ›",
            "",
            " Alerts",
            " Notifications: On",
            " Sounds: Off",
            " Sounds play only while notifications are on.",
            "",
            " About",
            " Version                                      1.2",
            "",
            "",
            " ↑↓ move  q quit                              1/5",
        ])
        driver.press(.downArrow, .downArrow, .return)
        driver.expectLines([" Notifications: Off"], from: 7)
        driver.press(.upArrow, .return)
        #expect(driver.titles == ["Settings", "Privacy"])
        driver.expectLines([" Share analytics", " Personalised ads"], from: 2)
        driver.press(.escape, .downArrow, .downArrow, .downArrow)
        #expect(driver.focusedLine == " Version                                      1.2")
    }
}
