import TermNav
import TermNavTesting
import Testing

/// A `NavigationLink` outside a list is drawn as SwiftUI draws it there: as a button, in the
/// button style and tint around it, without the chevron a list's row shows; in a list's rows,
/// and on a screen pushed from one, each link keeps to its own place.
@MainActor @Suite struct LinkOutsideListTests {
    struct Profile: View {
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Jane Appleseed")
                    NavigationLink("Edit Profile") { Text("Editing").navigationTitle("Editing") }
                        .buttonStyle(.borderedProminent)
                    NavigationLink("Photos") { Photos() }
                        .tint(.red)
                    NavigationLink("Friends") { Text("Friends").navigationTitle("Friends") }
                        .buttonStyle(.bordered)
                }
                .navigationTitle("Profile")
            }
        }
    }

    /// A list whose rows push a screen of a stack with a link.
    struct Photos: View {
        var body: some View {
            List {
                NavigationLink("Album") { Album() }
                Text("Recent")
            }
            .navigationTitle("Photos")
        }
    }

    struct Album: View {
        var body: some View {
            VStack {
                Text("Twelve photos")
                NavigationLink("Slideshow") { Text("Playing") }
            }
            .navigationTitle("Album")
        }
    }

    @Test func aLinkInAStackIsDrawnAsAButtonInItsStyle() {
        let driver = TestDriver(Profile(), width: 40, height: 12)
        driver.expectScreen([
            " Profile",
            "",
            "",
            "",
            "             Jane Appleseed",
            "              Edit Profile",
            "                 Photos",
            "              [ Friends ]",
            "",
            "",
            "",
            " ↑↓ move  Enter open  q quit",
        ])
        // Unfocused, a link is in its tint, and a prominent one filled.
        #expect(driver.cells(of: "Photos")?.allSatisfy { $0.foregroundColor == .red } == true)
        driver.press(.downArrow, .downArrow)
        #expect(driver.cells(of: " Edit Profile ")?.allSatisfy { $0.isReverse && $0.isBold } == true)
        driver.press(.return)
        #expect(driver.titles == ["Profile", "Friends"])
        driver.press(.escape, .upArrow, .upArrow, .return)
        #expect(driver.titles == ["Profile", "Editing"])
    }

    @Test func aListsRowShowsTheChevronAndAScreenPushedFromItDoesNot() {
        let driver = TestDriver(Profile(), width: 40, height: 8)
        driver.press(.downArrow, .return)
        #expect(driver.titles == ["Profile", "Photos"])
        driver.expectScreen([
            " ‹ Profile       Photos",
            "",
            " Album                                ›",
            " Recent",
            "",
            "",
            "",
            " ↑↓ move  Enter open  Esc back      1/2",
        ])
        driver.press(.return)
        driver.expectScreen([
            " Profile › Photos › Album",
            "",
            "",
            "             Twelve photos",
            "               Slideshow",
            "",
            "",
            " Enter open  Esc back  q quit",
        ])
    }

    @Test func aDefaultAccessorySetByTheAppIsShownOutsideAListToo() {
        let driver = TestDriver(
            NavigationStack {
                VStack(alignment: .leading) {
                    NavigationLink("Wi-Fi") { Text("Networks") }
                    NavigationLink("Bluetooth") { Text("Devices") }
                        .navigationAccessory(.detailButton)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
            .defaultNavigationAccessory(.disclosureIndicator),
            width: 30, height: 4)
        driver.expectScreen([
            " Wi-Fi                      ›",
            " Bluetooth                  ⓘ",
            "",
            "",
        ])
        driver.press(.return)
        #expect(driver.depth == 2)
    }
}
