import TermNav
import TermNavTesting
import Testing

// The examples of docs/Rows.md, compiled and driven, so the guide stays true.

private struct NetworksView: View {
    var body: some View { Text("Networks").navigationTitle("Networks") }
}

private struct Guide: View {
    @State private var showNetworks = false
    @State private var showNetworkInfo = false
    @State private var wifiOn = false

    var body: some View {
        NavigationStack {
            List {
                Text("Dark mode").accessory(.checkmark)
                Button("Wi-Fi") { wifiOn.toggle() }.accessory(.detailButton) { showNetworks = true }
                Label("Starred", systemImage: "star").accessory(Image(systemName: "star.fill"))
                Text("Unread").accessory(Text("12"))
                NavigationLink("Networks", destination: NetworksView())
                    .navigationAccessory(.detailDisclosureButton) { showNetworkInfo = true }
                LabeledContent("Bluetooth", value: "On")
                LabeledContent {
                    Text("42").bold()
                } label: {
                    Text("Answer")
                }
                Text(wifiOn ? "Wi-Fi on" : "Wi-Fi off")
                Text(showNetworkInfo ? "info shown" : "info hidden")
            }
            .navigationTitle("Settings")
            .navigationDestination(isPresented: $showNetworks) { NetworksView() }
        }
        .defaultNavigationAccessory(.disclosureIndicator)
    }
}

@MainActor @Suite struct RowsGuideTests {
    @Test func theGuidesRows() {
        let driver = TestDriver(Guide(), width: 40, height: 13)
        driver.expectScreen([
            " Settings",
            "",
            " Dark mode                            ✓",
            " Wi-Fi                                ⓘ",
            " ☆ Starred                            ★",
            " Unread                              12",
            " Networks                           ⓘ ›",
            " Bluetooth                           On",
            " Answer                              42",
            " Wi-Fi off",
            " info hidden",
            "",
            " ↑↓ move  q quit                    1/9",
        ])
        driver.press(.downArrow, .return)
        driver.expectLines([" Wi-Fi on"], from: 9, "Enter runs the row's action")
        driver.press("i")
        #expect(driver.titles == ["Settings", "Networks"], "i runs the accessory's action")
        driver.press(.escape, .downArrow, .downArrow, .downArrow, "i")
        driver.expectLines([" info shown"], from: 10)
        driver.press(.return)
        #expect(driver.titles == ["Settings", "Networks"], "Enter follows the link")
    }
}
