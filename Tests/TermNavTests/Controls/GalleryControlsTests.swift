import TermNav
import TermNavTesting
import Testing

@testable import gallery

/// The gallery's Controls screen, headless: its text fields in both glyph sets, and its text
/// editor.
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
                " Up/Down move  Enter edit  Esc back    2/20",
            ])
    }

    @Test func theNotesEditorGrowsAsALineIsTyped() throws {
        let driver = TestDriver(app: GalleryApp(), width: 44, height: 12)
        try driver.follow(path: ["Controls"])
        driver.press(.escape, .end)
        driver.expectLines(
            [
                " Notes",
                " Bring the key.",
                " Water the plants.",
                " Esc leave  Tab next",
            ], from: 8)
        // The focus arriving on the editor edits it, the insertion point at the end.
        #expect(driver.cursor?.x == 18)
        #expect(driver.cursor?.y == 10)
        driver.press(.return)
        driver.type("Post the letter.")
        driver.expectLines(
            [
                " Notes",
                " Bring the key.",
                " Water the plants.",
                " Post the letter.",
                " Esc leave  Tab next",
            ], from: 7)
        #expect(driver.cursor?.x == 17)
        #expect(driver.cursor?.y == 10)
    }
}
