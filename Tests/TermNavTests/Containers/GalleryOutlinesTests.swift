import TermNav
import TermNavTesting
import Testing

@testable import gallery

/// The gallery's Outlines screen, headless: the settings' disclosure groups and the file tree,
/// expanded and collapsed by the keys, in both glyph sets.
@MainActor @Suite struct GalleryOutlinesTests {
    @Test func theOutlinesScreenInUTF8() throws {
        let driver = TestDriver(app: GalleryApp(), width: 50, height: 18)
        try driver.follow(path: ["Outlines"])
        driver.expectScreen([
            " ‹ Gallery           Outlines",
            "",
            " Settings",
            " ▸ ⚙ Display",
            "",
            " Files",
            " ▸ ▭ Sources",
            " ▸ ▭ Docs",
            " ▸ ▭ Empty",
            "   ▯ README.md",
            "", "", "", "", "", "", "",
            " ↑↓ move  Esc back  q quit                    1/5",
        ])
    }

    @Test func expandedInASCII() throws {
        let driver = TestDriver(app: GalleryApp(), width: 50, height: 18, unicode: false)
        try driver.follow(path: ["Outlines"])
        // Display, then Advanced inside it; then Sources and App inside it.
        driver.press(.rightArrow, .rightArrow, .downArrow, .rightArrow)
        driver.press(.downArrow, .downArrow, .rightArrow, .rightArrow, .rightArrow)
        driver.expectScreen([
            " < Gallery           Outlines",
            "",
            " Settings",
            " v * Display",
            "   Auto-Lock                                [ on]",
            "   v Advanced",
            "     Night Shift                            [off]",
            "",
            " Files",
            " v # Sources",
            "   v # App",
            "       # main.swift",
            "       # Model.swift",
            "     # Package.swift",
            " > # Docs",
            " > # Empty",
            "   # README.md",
            " Up/Down move  Esc back  q quit              6/12",
        ])
        // ← goes up to the folder, then collapses it.
        driver.press(.downArrow, .leftArrow, .leftArrow)
        driver.expectLines(["   > # App", "     # Package.swift", " > # Docs"], from: 10)
    }
}
