import TermNavTesting
import Testing

@testable import TermNavCore

/// A colour or gradient behind a whole screen (`ZStack { Color.black.ignoresSafeArea(); … }`, or
/// a background behind content framed to fill it) fills every cell, as SwiftUI draws it.
@MainActor @Suite struct ScreenBackdropTests {
    /// A sign-in screen on a colour of its own, its fields and button each taking the focus.
    struct SignIn: View {
        @State private var name = ""

        var body: some View {
            ZStack {
                Color(red: 0.1, green: 0.1, blue: 0.3).ignoresSafeArea()
                VStack {
                    Text("Welcome").font(.headline).foregroundStyle(.white)
                    TextField("Name", text: $name)
                    Button("Sign in") {}
                }
            }
            .navigationTitle("Sign in")
        }
    }

    static let navy = Color(red: 0.1, green: 0.1, blue: 0.3)

    /// Every cell of the screen, top first.
    static func cells(of driver: TestDriver, width: Int, height: Int) -> [[TestDriver.Cell]] {
        (0..<height).map { y in (0..<width).map { driver.cell(x: $0, y: y) } }
    }

    @Test func aColourBehindEverythingFillsEveryCell() throws {
        let driver = TestDriver(NavigationStack { SignIn() }, width: 30, height: 8, colorScheme: .light)
        driver.expectScreen([
            " Sign in",
            "",
            "",
            "           Welcome",
            " Name",
            "           Sign in",
            "",
            " Enter done  Esc leave",
        ])
        // Every cell is navy: the title's, the empty lines', the field's, the help line's.
        let cells = Self.cells(of: driver, width: 30, height: 8).joined()
        #expect(cells.allSatisfy { $0.backgroundColor == Self.navy })
        // The terminal's own dark text is drawn light on it, so it reads on a light terminal.
        let help = try #require(driver.cells(of: "Esc leave"))
        #expect(help.allSatisfy { $0.foregroundColor == .white })
        // What stands in front is the screen's content: the field and the button are each a
        // focus target, and the bar is the theme's over the button.
        driver.press(.tab)
        #expect(driver.focusedText == "Sign in")
        let button = (11..<18).map { driver.cell(x: $0, y: 5) }
        #expect(button.map(\.grapheme).joined() == "Sign in")
        #expect(button.allSatisfy { $0.backgroundColor == .accentColor })
    }

    @Test func aGradientBehindEverythingRunsDownTheScreen() throws {
        struct Dusk: View {
            var body: some View {
                ZStack {
                    LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom)
                        .ignoresSafeArea()
                    Text("Dusk")
                }
            }
        }
        let driver = TestDriver(Dusk(), width: 20, height: 6)
        let rows = Self.cells(of: driver, width: 20, height: 6)
        // Each line is one colour across, and each is a different colour from the last.
        for row in rows { #expect(Set(row.map(\.backgroundColor)).count == 1) }
        let colors = rows.map { $0[0].backgroundColor }
        #expect(Set(colors).count == 6)
        let top = try #require(colors.first?.rgb)
        let bottom = try #require(colors.last?.rgb)
        #expect(top.red > top.blue && bottom.blue > bottom.green)
    }

    @Test func aBackgroundBehindContentFramedToFillTheScreen() {
        struct Card: View {
            var body: some View {
                Text("Full").frame(maxWidth: .infinity, maxHeight: .infinity).background(.indigo)
            }
        }
        let driver = TestDriver(Card(), width: 12, height: 6)
        driver.expectScreen(["", "", "    Full", "", "", " q quit"])
        #expect(
            Self.cells(of: driver, width: 12, height: 6).joined().allSatisfy { $0.backgroundColor == .indigo }
        )
    }

    @Test func aColourInAFrameOfItsOwnStaysInItsFrame() {
        struct Swatch: View {
            var body: some View {
                ZStack {
                    Color.red.frame(width: 32, height: 16)
                    Text("Hi")
                }
            }
        }
        let driver = TestDriver(Swatch(), width: 12, height: 4)
        let cells = Self.cells(of: driver, width: 12, height: 4).joined()
        #expect(cells.filter { $0.backgroundColor == .red }.count == 4)
    }

    @Test func anAlertOnABackdropReadsOnIt() throws {
        struct Warning: View {
            @State private var isShown = true

            var body: some View {
                ZStack {
                    Color.black
                    Text("Behind")
                }
                .alert("Delete?", isPresented: $isShown) { Button("Delete", role: .destructive) {} }
            }
        }
        let driver = TestDriver(Warning(), width: 24, height: 8, colorScheme: .light)
        let title = try #require(driver.cells(of: "Delete?"))
        #expect(title.allSatisfy { $0.backgroundColor == .black && $0.foregroundColor == .white })
    }
}
