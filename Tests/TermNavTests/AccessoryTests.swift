import TermNav
import TermNavTesting
import Testing

/// Accessories on any row, in both glyph sets and at two widths; their own actions; the default
/// for links.
@MainActor @Suite struct AccessoryTests {
    final class Log {
        var entries: [String] = []
    }

    /// One row per accessory kind.
    struct Kinds: View {
        let log: Log

        var body: some View {
            NavigationStack {
                List {
                    Text("Plain text").accessory(.none)
                    NavigationLink("Link", destination: Text("Linked"))
                    Button("Detail") { log.entries.append("detail row") }
                        .accessory(.detailButton) { log.entries.append("detail info") }
                    Text("Both").accessory(.detailDisclosureButton)
                    Text("Chosen").accessory(.checkmark)
                    HStack { Text("Starred") }.accessory(Image(systemName: "star.fill"))
                    Text("Unread").accessory(Text("12"))
                    Text("Custom").accessory(.glyph("♞", ascii: "N"))
                    Text("Unknown symbol").accessory(.symbol("no.such.symbol"))
                    NavigationLink("Innermost wins", destination: Text("x"))
                        .navigationAccessory(.checkmark)
                        .accessory(.detailButton)
                }
                .navigationTitle("Accessories")
            }
        }
    }

    @Test(arguments: [true, false], [80, 40])
    func everyKind(unicode: Bool, width: Int) {
        let driver = TestDriver(Kinds(log: Log()), width: width, height: 16, unicode: unicode)
        let chevron = unicode ? "›" : ">"
        let info = unicode ? "ⓘ" : "(i)"
        let both = unicode ? "ⓘ ›" : "(i) >"
        let check = unicode ? "✓" : "*"
        let star = unicode ? "★" : "*"
        func row(_ label: String, _ accessory: String) -> String {
            " " + label + String(repeating: " ", count: width - 2 - label.count - accessory.count) + accessory
        }
        let help = unicode ? " ↑↓ move  q quit" : " Up/Down move  q quit"
        driver.expectScreen([
            " Accessories",
            "",
            " Plain text",
            row("Link", chevron),
            row("Detail", info),
            row("Both", both),
            row("Chosen", check),
            row("Starred", star),
            row("Unread", "12"),
            row("Custom", unicode ? "♞" : "N"),
            " Unknown symbol",
            row("Innermost wins", check),
            "",
            "",
            "",
            help + String(repeating: " ", count: width - 1 - help.count - 4) + "1/10",
        ])
    }

    @Test func aNarrowRowCutsItsLabelAndKeepsItsAccessory() {
        struct Narrow: View {
            var body: some View {
                List {
                    NavigationLink("A label far too long for a narrow terminal", destination: Text("x"))
                    Text("Short").accessory(.detailDisclosureButton)
                }
            }
        }
        let driver = TestDriver(Narrow(), width: 20, height: 6)
        driver.expectScreen([
            " A label far too… ›",
            " Short          ⓘ ›",
            "",
            "",
            "",
            " ↑↓ move        1/2",
        ])
    }

    @Test func theIKeyRunsTheAccessoryEnterTheRow() {
        let log = Log()
        let driver = TestDriver(Kinds(log: log), width: 40, height: 16)
        driver.press(.downArrow, .downArrow)
        driver.expectLines([" ↑↓ move  Enter open  i info       3/10"], from: 15, "the key help offers i")
        driver.press("i")
        driver.press(.return)
        #expect(log.entries == ["detail info", "detail row"])
        driver.press(.downArrow)
        driver.expectLines([" ↑↓ move  q quit                   4/10"], from: 15, "no action, no i, no Enter")
        driver.press("i", .return)
        #expect(log.entries == ["detail info", "detail row"])
    }

    struct Defaults: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Quiet", destination: Deeper())
                    NavigationLink("Loud", destination: Deeper()).navigationAccessory(.disclosureIndicator)
                }
                .navigationTitle("Root")
            }
            .defaultNavigationAccessory(.none)
        }
    }

    struct Deeper: View {
        var body: some View {
            List { NavigationLink("Deeper still", destination: Text("End")) }.navigationTitle("Deeper")
        }
    }

    @Test func aDefaultAccessoryReachesEveryLinkAndPushedScreen() {
        let driver = TestDriver(Defaults(), width: 30, height: 7)
        driver.expectLines([" Root", " Quiet", " Loud                       ›"], from: 0)
        driver.press(.return)
        driver.expectLines([" ‹ Root     Deeper", " Deeper still"], from: 0)
    }
}
