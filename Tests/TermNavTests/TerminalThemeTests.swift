import TermNav
import TermNavTesting
import Testing

/// Colour themes: the title, the focused row, secondary text, accessories and errors, drawn in
/// the environment's ``TerminalTheme``, with every text attribute as it is without one.
@MainActor @Suite struct TerminalThemeTests {
    /// A list of folders, each pushing a screen that shows an error in the theme's colour.
    struct Folders: View {
        var body: some View {
            List {
                NavigationLink("Documents", destination: Folder(name: "Documents"))
                NavigationLink("Music", destination: Folder(name: "Music"))
                Text("Read only").foregroundStyle(.secondary)
                Text("Pinned").foregroundColor(.green)
            }
            .navigationTitle("Files")
        }
    }

    /// A folder that cannot be read.
    struct Folder: View {
        let name: String
        @Environment(\.terminalTheme) private var theme

        var body: some View {
            List {
                Text("Permission denied").foregroundColor(theme.error)
            }
            .navigationTitle(name)
        }
    }

    static let screen = [
        " Files",
        "",
        " Documents                      ›",
        " Music                          ›",
        " Read only",
        " Pinned",
        "",
        " ↑↓ move  Enter open  q quit  1/4",
    ]

    @Test func theStandardThemeColoursTheTitleTheFocusedRowAndAccessories() throws {
        let driver = TestDriver(NavigationStack { Folders() }, width: 34, height: 8)
        driver.expectScreen(Self.screen)
        let title = try #require(driver.cells(of: "Files"))
        #expect(title.allSatisfy { $0.isBold && $0.foregroundColor == .cyan })
        // The focused row is a bar of the accent colour behind black text, the accessory's too,
        // without reverse video.
        #expect(driver.focusedLine == " Documents                      ›")
        #expect(
            (0..<34).map { driver.cell(x: $0, y: 2) }.allSatisfy {
                $0.backgroundColor == .cyan && $0.foregroundColor == .black && !$0.isReverse
            })
        let music = try #require(driver.cells(of: "Music"))
        #expect(music.allSatisfy { $0.foregroundColor == .default && !$0.isReverse })
        #expect(driver.cell(x: 32, y: 3).grapheme == "›")
        #expect(driver.cell(x: 32, y: 3).foregroundColor == .cyan, "an accessory is in the accent colour")
        // Secondary text stays dim in the terminal's own colour; a text's own colour wins.
        let readOnly = try #require(driver.cells(of: "Read only"))
        #expect(readOnly.allSatisfy { $0.isDim && $0.foregroundColor == .default })
        #expect(try #require(driver.cells(of: "Pinned")).allSatisfy { $0.foregroundColor == .green })
        let help = try #require(driver.cells(of: "quit"))
        #expect(help.allSatisfy { $0.isDim && $0.foregroundColor == .default })
    }

    @Test func monochromeDrawsTodaysAttributesWithoutAnyColour() throws {
        let themed = TestDriver(NavigationStack { Folders() }, width: 34, height: 8)
        let plain = TestDriver(
            NavigationStack { Folders() }.terminalTheme(.monochrome), width: 34, height: 8)
        plain.expectScreen(Self.screen)
        for y in 0..<8 {
            for x in 0..<34 {
                let cell = plain.cell(x: x, y: y)
                let colored = themed.cell(x: x, y: y)
                #expect(cell.grapheme == colored.grapheme && cell.isBold == colored.isBold)
                #expect(cell.isDim == colored.isDim)
                // The focused row is in reverse video, the themed one's in the bar's colours.
                #expect(cell.isReverse == (y == 2), "reverse video at \(x),\(y)")
                if cell.grapheme != "P" && cell.foregroundColor != .green {
                    #expect(cell.foregroundColor == .default, "no colour at \(x),\(y)")
                }
                #expect(cell.backgroundColor == .default, "no background at \(x),\(y)")
            }
        }
        #expect(plain.focusedLine == " Documents                      ›")
    }

    @Test func aTerminalWithoutColoursDrawsTheFocusInReverseVideoAndNoColour() throws {
        let driver = TestDriver(NavigationStack { Folders() }, width: 34, height: 8, colors: false)
        driver.expectScreen(Self.screen)
        #expect(driver.focusedLine == " Documents                      ›")
        for y in 0..<8 {
            for x in 0..<34 {
                let cell = driver.cell(x: x, y: y)
                #expect(cell.isReverse == (y == 2), "reverse video at \(x),\(y)")
                #expect(cell.foregroundColor == .default && cell.backgroundColor == .default)
            }
        }
        #expect(try #require(driver.cells(of: "Files")).allSatisfy(\.isBold))
        #expect(try #require(driver.cells(of: "Read only")).allSatisfy(\.isDim))
    }

    @Test func anAppsThemeReachesEveryPartAndThePushedScreens() throws {
        let theme = TerminalTheme(
            title: .yellow, focusedRow: .magenta, secondary: .gray, accessory: .blue, error: .orange)
        let driver = TestDriver(
            NavigationStack { Folders() }.environment(\.terminalTheme, theme), width: 34, height: 8)
        #expect(
            try #require(driver.cells(of: "Files")).allSatisfy { $0.isBold && $0.foregroundColor == .yellow })
        // A dark bar takes white text.
        #expect(
            driver.cell(x: 1, y: 2).backgroundColor == .magenta
                && driver.cell(x: 1, y: 2).foregroundColor == .white)
        #expect(driver.cell(x: 32, y: 3).foregroundColor == .blue)
        #expect(
            try #require(driver.cells(of: "Read only")).allSatisfy { $0.isDim && $0.foregroundColor == .gray }
        )
        #expect(try #require(driver.cells(of: "quit")).allSatisfy { $0.foregroundColor == .gray })
        #expect(try #require(driver.cells(of: "Pinned")).allSatisfy { $0.foregroundColor == .green })

        driver.press(.return)
        driver.expectScreen([
            " ‹ Files    Documents",
            "",
            " Permission denied",
            "",
            "",
            "",
            "",
            " Esc back  q quit             1/1",
        ])
        // The pushed screen keeps the theme: its title, its back label, and the error the app
        // draws in the theme's error colour.
        #expect(try #require(driver.cells(of: "Documents")).allSatisfy { $0.foregroundColor == .yellow })
        #expect(
            try #require(driver.cells(of: "‹ Files")).allSatisfy { $0.isDim && $0.foregroundColor == .gray })
        #expect(try #require(driver.cells(of: "Permission")).allSatisfy { $0.foregroundColor == .orange })
    }

    @Test func theOutermostThemeOfAScreenWins() throws {
        let driver = TestDriver(
            NavigationStack { Folders().terminalTheme(.monochrome) }.terminalTheme(
                TerminalTheme(title: .red)),
            width: 34, height: 8)
        #expect(try #require(driver.cells(of: "Files")).allSatisfy { $0.foregroundColor == .red })
    }

    @Test func theStandardThemeIsTheEnvironmentsDefault() {
        #expect(EnvironmentValues().terminalTheme == .standard)
        #expect(TerminalTheme.standard.title == .accentColor)
        #expect(TerminalTheme.standard.error == .red)
        #expect(TerminalTheme.monochrome.focusedRow == .default)
    }
}
