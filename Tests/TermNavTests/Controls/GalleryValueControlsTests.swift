import Foundation
import TermNav
import TermNavTesting
import Testing

@testable import gallery

// The gallery's Controls screen: every value control in one settings form, in both glyph sets.

@MainActor @Suite struct GalleryValueControlsTests {
    @Test func theControlsScreenInUTF8() throws {
        let driver = TestDriver(app: GalleryApp())
        try driver.follow(path: ["Controls"])
        // Down from the text field that edits at once, past the others, to the first toggle.
        for _ in 0..<5 { driver.press(.downArrow) }
        driver.expectScreen([
            " ‹ Gallery                          Controls",
            "",
            " Text",
            " Your name",
            " Password",
            " City  [ Oslo                                                                 ]",
            " 12.5",
            " Hello, nobody: 0 submitted",
            "",
            " Toggles",
            " Wi-Fi                                                                    [ on]",
            " [ Bold ]",
            " [✓] Sync",
            " Locked                                                                   [ on]",
            "",
            " Steppers and sliders",
            " Copies: 1                                                              [− │ +]",
            " Volume 0 ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━●──────────────────────────────── 10",
            "",
            " Pickers",
            " Period                                                                  Week ▾",
            " Shown                                                  [ Day │ ✓Week │ Month ]",
            " Theme                                                                   Dark ›",
            " ↑↓ move  Esc back  q quit  Space/Enter flip                               6/20",
        ])
    }

    @Test func theControlsScreenInASCII() throws {
        let driver = TestDriver(app: GalleryApp(), unicode: false)
        try driver.follow(path: ["Controls"])
        for _ in 0..<5 { driver.press(.downArrow) }
        driver.expectScreen([
            " < Gallery                          Controls",
            "",
            " Text",
            " Your name",
            " Password",
            " City  [ Oslo                                                                 ]",
            " 12.5",
            " Hello, nobody: 0 submitted",
            "",
            " Toggles",
            " Wi-Fi                                                                    [ on]",
            " [ Bold ]",
            " [x] Sync",
            " Locked                                                                   [ on]",
            "",
            " Steppers and sliders",
            " Copies: 1                                                              [- | +]",
            " Volume 0 =================================O-------------------------------- 10",
            "",
            " Pickers",
            " Period                                                                  Week v",
            " Shown                                                  [ Day | *Week | Month ]",
            " Theme                                                                   Dark >",
            " Up/Down move  Esc back  q quit  Space/Enter flip                          6/20",
        ])
    }

    @Test func tabGoesFromControlToControl() throws {
        let driver = TestDriver(app: GalleryApp())
        try driver.follow(path: ["Controls"])
        for _ in 0..<5 { driver.press(.downArrow) }
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

    @Test func theDateSectionInBothGlyphSets() {
        for unicode in [true, false] {
            let driver = TestDriver(
                NavigationStack {
                    Form { DateSection() }.navigationTitle("Schedule")
                }
                .environment(\.timeZone, TimeZone(secondsFromGMT: 0) ?? .current),
                width: 44, height: 7, unicode: unicode)
            driver.press(.return, .rightArrow, .upArrow)
            driver.expectScreen([
                " Schedule",
                " Dates",
                " Due                    2027-[01]-02  14:30",
                " Alarm                                14:30",
                "",
                "",
                unicode
                    ? " q quit  ←/→ field  ↑/↓ change          1/2"
                    : " q quit  Left/Right field               1/2",
            ])
        }
    }

    @Test func escEndsADatesEditingBeforeItGoesBack() throws {
        let driver = TestDriver(app: GalleryApp())
        try driver.follow(path: ["Controls"])
        // To the last row, the Notes editor, out of its editing and up to Alarm.
        driver.press(.escape, .end, .escape, .upArrow)
        #expect(driver.focusedText?.hasPrefix("Alarm") == true)
        driver.press(.upArrow, .return)
        #expect(driver.focusedText?.contains("[") == true)
        driver.press(.escape)
        #expect(driver.depth == 2)
        #expect(driver.focusedText?.contains("[") == false)
        driver.press(.escape)
        #expect(driver.depth == 1)
    }
}
