import TermNavTesting
import Testing

@testable import gallery

// The gallery's Controls screen: every value control in one settings form, in both glyph sets.

@MainActor @Suite struct GalleryControlsTests {
    @Test func theControlsScreenInUTF8() throws {
        let driver = TestDriver(app: GalleryApp())
        try driver.follow(path: ["Controls"])
        driver.expectScreen([
            " ‹ Gallery                          Controls",
            "",
            " Toggles",
            " Wi-Fi                                                                    [ on]",
            " [ Bold ]",
            " [✓] Sync",
            " Locked                                                                   [ on]",
            "",
            " Steppers and sliders",
            " Copies: 1                                                              [− │ +]",
            " Volume                                               0 ━━━━━━━━━━●───────── 10",
            "",
            " Pickers",
            " Period                                                                  Week ▾",
            " Shown                                                  [ Day │ ✓Week │ Month ]",
            " Theme                                                                   Dark ›",
            " Size",
            " Small",
            " Medium                                                                       ✓",
            " Large",
            "",
            "",
            "",
            " ↑↓ move  Enter open  Esc back  q quit  Space toggle                       1/12",
        ])
    }

    @Test func theControlsScreenInASCII() throws {
        let driver = TestDriver(app: GalleryApp(), unicode: false)
        try driver.follow(path: ["Controls"])
        driver.expectScreen([
            " < Gallery                          Controls",
            "",
            " Toggles",
            " Wi-Fi                                                                    [ on]",
            " [ Bold ]",
            " [x] Sync",
            " Locked                                                                   [ on]",
            "",
            " Steppers and sliders",
            " Copies: 1                                                              [- | +]",
            " Volume                                               0 ==========O--------- 10",
            "",
            " Pickers",
            " Period                                                                  Week v",
            " Shown                                                  [ Day | *Week | Month ]",
            " Theme                                                                   Dark >",
            " Size",
            " Small",
            " Medium                                                                       *",
            " Large",
            "",
            "",
            "",
            " Up/Down move  Enter open  Esc back  q quit  Space toggle                  1/12",
        ])
    }

    @Test func tabGoesFromControlToControl() throws {
        let driver = TestDriver(app: GalleryApp())
        try driver.follow(path: ["Controls"])
        var focused: [String] = []
        for _ in 0..<11 {
            focused.append(String(driver.focusedText?.prefix(6) ?? ""))
            driver.press(.tab)
        }
        #expect(
            focused == [
                "Wi-Fi ", "[ Bold", "[✓] Sy", "Locked", "Copies", "Volume", "Period", "Shown ", "Theme ",
                "Small", "Medium",
            ])
    }
}
