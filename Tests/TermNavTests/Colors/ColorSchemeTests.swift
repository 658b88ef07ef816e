import Foundation
import TermNavTesting
import Testing

@testable import TermNavCore

/// The terminal's background, light or dark: what `@Environment(\.colorScheme)` reads, and the
/// text colours that would vanish into it drawn in the terminal's own.
@MainActor @Suite struct ColorSchemeTests {
    /// A sign-up screen made for a black background it paints with a colour behind everything:
    /// in cells, the colour behind the stack's lines.
    struct SignUp: View {
        var body: some View {
            ZStack {
                Color.black.ignoresSafeArea()
                VStack(spacing: 16) {
                    Text("Create account").font(.title).foregroundStyle(.white)
                    Button("Sign up") {}.foregroundStyle(.white)
                }
            }
        }
    }

    @Test func whiteTextOverABlackZStackStaysReadableOnALightTerminal() throws {
        let driver = TestDriver(SignUp(), width: 24, height: 6, colorScheme: .light)
        driver.expectScreen([
            "",
            "     Create account",
            "",
            "        Sign up",
            "",
            " Enter open  q quit",
        ])
        let title = try #require(driver.cells(of: "Create account"))
        // The colour behind the stack fills the screen, so the white text is drawn white on
        // black, never white on the terminal's own white.
        #expect(title.allSatisfy { $0.foregroundColor == .white && $0.backgroundColor == .black })
        #expect(title.allSatisfy { $0.isBold })
        // Every cell is black but the focus bar's, the bar's and help line's too, and the
        // terminal's own dark text on it is drawn light.
        let cells = (0..<6).flatMap { y in (0..<24).map { driver.cell(x: $0, y: y) } }
        let bar = cells.filter { $0.backgroundColor != .black }
        #expect(bar.map(\.grapheme).joined() == "Sign up")
        let help = try #require(driver.cells(of: "Enter open"))
        #expect(help.allSatisfy { $0.backgroundColor == .black && $0.foregroundColor == .white })
    }

    @Test func whiteTextOnADarkTerminalStaysWhite() throws {
        let driver = TestDriver(SignUp(), width: 24, height: 6, colorScheme: .dark)
        let title = try #require(driver.cells(of: "Create account"))
        #expect(title.allSatisfy { $0.foregroundColor == .white })
    }

    @Test func blackTextOnADarkTerminalAndNearWhiteBackgroundsUnderItsText() throws {
        struct Card: View {
            var body: some View {
                VStack {
                    Text("Ink").foregroundStyle(Color(white: 0.05))
                    Text("Paper").background(Color(white: 0.97))
                    Text("Both").foregroundStyle(.white).background(.black)
                }
            }
        }
        let driver = TestDriver(Card(), width: 12, height: 5)
        driver.expectScreen(["", "    Ink", "   Paper", "   Both", ""])
        let ink = try #require(driver.cells(of: "Ink"))
        #expect(ink.allSatisfy { $0.foregroundColor == .default })
        // The terminal's light text on a near-white background is drawn black.
        let paper = try #require(driver.cells(of: "Paper"))
        #expect(paper.allSatisfy { $0.foregroundColor == .black && $0.backgroundColor == Color(white: 0.97) })
        // Colours the app chose both of are drawn as chosen.
        let both = try #require(driver.cells(of: "Both"))
        #expect(both.allSatisfy { $0.foregroundColor == .white && $0.backgroundColor == .black })
    }

    struct SchemeName: View {
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            Text(colorScheme == .light ? "Light" : "Dark")
        }
    }

    @Test func theEnvironmentSaysWhatTheTerminalsBackgroundIs() {
        TestDriver(SchemeName(), width: 10, height: 3, colorScheme: .light).expectScreen(["", "  Light", ""])
        TestDriver(SchemeName(), width: 10, height: 3).expectScreen(["", "   Dark", ""])
        // `.colorScheme(_:)` sets what the views inside read; `.preferredColorScheme(_:)` leaves
        // the terminal's background, which the app cannot change, as it is.
        TestDriver(SchemeName().colorScheme(.light), width: 10, height: 3).expectScreen(["", "  Light", ""])
        TestDriver(SchemeName().preferredColorScheme(.light), width: 10, height: 3)
            .expectScreen(["", "   Dark", ""])
    }

    /// Two screens of schemes: the terminal's, and one a view set.
    struct Schemes: View {
        var body: some View {
            NavigationStack {
                List {
                    SchemeName()
                    SchemeName().colorScheme(.dark)
                    NavigationLink("More") {
                        SchemeName().navigationTitle("More")
                    }
                }
                .navigationTitle("Schemes")
            }
        }
    }

    @Test func aLateAnswerChangesEveryScreensSchemeButWhatAViewSet() {
        let driver = TestDriver(Schemes(), width: 20, height: 8)
        driver.press(.downArrow, .downArrow)
        driver.expectScreen([
            " Schemes", "", " Dark", " Dark", " More             ›", "", "", " ↑↓ move        3/3",
        ])
        driver.press(.return)
        driver.expectScreen([" ‹ Schem…  More", "", "", "", "        Dark", "", "", " Esc back  q quit"])
        // The terminal's answer comes late: every screen's views read it, but where a view set
        // its own scheme.
        driver.changeColorScheme(to: .light)
        driver.expectScreen([" ‹ Schem…  More", "", "", "", "       Light", "", "", " Esc back  q quit"])
        driver.press(.escape)
        driver.expectScreen([
            " Schemes", "", " Light", " Dark", " More             ›", "", "", " ↑↓ move        3/3",
        ])
    }

    @Test func anAppsEngineTakesTheTerminalsScheme() {
        // As `App.main()` makes it: the engine first (a deep link may be followed before the
        // terminal opens), then the session on the terminal.
        let engine = NavigationEngine(root: SchemeName())
        let terminal = HeadlessTerminal(size: Size(width: 10, height: 3), colorScheme: .light)
        AppSession(engine: engine, terminal: terminal).drawFrame()
        #expect(terminal.canvas.lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["", "Light", ""])
    }

    @Test(arguments: [
        (nil, ColorScheme.dark), ("15;0", .dark), ("0;15", .light), ("0;7", .light), ("7;0", .dark),
        ("0;default;15", .light), ("12;8", .dark), ("default", .dark), ("", .dark),
    ])
    func colorFGBGNamesTheBackground(value: String?, scheme: ColorScheme) {
        #expect(ColorScheme.terminal(colorFGBG: value) == scheme)
    }
}
