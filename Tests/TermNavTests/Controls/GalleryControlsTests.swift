import TermNav
import TermNavTesting
import Testing

@testable import gallery

/// The gallery's Controls screen, headless: its text fields in both glyph sets.
@MainActor @Suite struct GalleryControlsTests {
    @Test func theTextSectionInUTF8() throws {
        let driver = TestDriver(app: GalleryApp(), width: 44, height: 12)
        try driver.follow(path: ["Controls"])
        driver.expectScreen(
            [
                " ‹ Gallery        Controls",
                "",
                " Text",
                " Your name",
                " Password",
                " City  [ Oslo                             ]",
                " 12.5",
                " Hello, nobody: 0 submitted",
                "",
                " Toggles",
                " Wi-Fi                                [ on]",
                " Enter done  Esc leave  Tab next",
            ])
    }

    @Test func theTextSectionInASCII() throws {
        let driver = TestDriver(app: GalleryApp(), width: 44, height: 12, unicode: false)
        try driver.follow(path: ["Controls"])
        driver.type("Ada")
        driver.press(.tab)
        driver.type("pw")
        driver.press(.return)
        driver.expectScreen(
            [
                " < Gallery        Controls",
                "",
                " Text",
                " Ada",
                " **",
                " City  [ Oslo                             ]",
                " 12.5",
                " Hello, Ada: 1 submitted",
                "",
                " Toggles",
                " Wi-Fi                                [ on]",
                " Up/Down move  Esc back  q quit        2/19",
            ])
    }
}
