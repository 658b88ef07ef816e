import TermNav
import TermNavTesting
import Testing

/// `@Binding` passed down to a child and to a pushed screen, `$state.property` projections and
/// `Binding.constant`.
@MainActor @Suite struct BindingTests {
    struct Settings: Equatable {
        var volume = 3
        var isMuted = false
    }

    struct SettingsRoot: View {
        @State private var settings = Settings()
        var body: some View {
            NavigationStack {
                List {
                    Text("Volume \(settings.volume)\(settings.isMuted ? ", muted" : "")")
                    NavigationLink("Adjust") {
                        VolumeEditor(volume: $settings.volume, isMuted: $settings.isMuted)
                    }
                    MuteRow(isMuted: .constant(true))
                }
                .navigationTitle("Settings")
            }
        }
    }

    struct VolumeEditor: View {
        @Binding var volume: Int
        @Binding var isMuted: Bool
        var body: some View {
            List {
                Button("Louder") { volume += 1 }
                MuteRow(isMuted: $isMuted)
                Text("Now \(volume)")
            }
            .navigationTitle("Volume")
        }
    }

    struct MuteRow: View {
        @Binding var isMuted: Bool
        var body: some View {
            Button(isMuted ? "Unmute" : "Mute") { isMuted.toggle() }
        }
    }

    @Test func aBindingPassedToAPushedScreenChangesTheStateBelow() {
        let driver = TestDriver(SettingsRoot(), width: 30, height: 6)
        driver.press(.downArrow, .return, .return, .return, .downArrow, .return)
        driver.expectLines([" Louder", " Unmute", " Now 5"], from: 1)
        driver.press(.escape)
        driver.expectLines([" Volume 5, muted", " Adjust                     ›", " Unmute"], from: 1)
    }

    @Test func aConstantBindingIgnoresWrites() {
        let driver = TestDriver(SettingsRoot(), width: 30, height: 6)
        driver.press(.downArrow, .downArrow, .return)
        driver.expectLines([" Volume 3", " Adjust                     ›", " Unmute"], from: 1)
    }
}
