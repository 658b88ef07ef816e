import TermNav
import TermNavTesting
import Testing

/// What rows hold: trailing values, several lines, every text style.
@MainActor @Suite struct RowContentTests {
    struct Settings: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink(destination: Text("Networks")) {
                        LabeledContent("Wi-Fi", value: "Home network 5 GHz")
                    }
                    LabeledContent("Bluetooth", value: "On")
                    LabeledContent {
                        Text("42").bold()
                    } label: {
                        Text("Answer")
                    }
                    HStack {
                        Text("Name")
                        Spacer()
                        Text("Ada Lovelace").foregroundStyle(.secondary)
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }

    @Test(arguments: [true, false])
    func trailingValuesAtEightyColumns(unicode: Bool) throws {
        let driver = TestDriver(Settings(), width: 80, height: 8, unicode: unicode)
        let chevron = unicode ? "›" : ">"
        driver.expectScreen([
            " Settings",
            "",
            " Wi-Fi                                                     Home network 5 GHz \(chevron)",
            " Bluetooth                                                                   On",
            " Answer                                                                      42",
            " Name                                                              Ada Lovelace",
            "",
            unicode
                ? " ↑↓ move  Enter open  q quit                                                1/4"
                : " Up/Down move  Enter open  q quit                                           1/4",
        ])
        let value = try #require(driver.cells(of: "Home network"))
        #expect(
            value.allSatisfy { $0.isDim && $0.foregroundColor == .black && $0.backgroundColor == .cyan },
            "the value is dim, in the bar's black with its row")
        let answer = try #require(driver.cells(of: "42"))
        #expect(answer.allSatisfy { $0.isDim && $0.isBold })
        let name = try #require(driver.cells(of: "Ada"))
        #expect(name.allSatisfy { $0.isDim })
    }

    @Test(arguments: [true, false])
    func trailingValuesAtFortyColumns(unicode: Bool) {
        let driver = TestDriver(Settings(), width: 40, height: 8, unicode: unicode)
        let (chevron, ellipsis) = unicode ? ("›", "…") : (">", "~")
        driver.expectScreen([
            " Settings",
            "",
            " Wi-Fi             Home network 5 GHz \(chevron)",
            " Bluetooth                           On",
            " Answer                              42",
            " Name                      Ada Lovelace",
            "",
            unicode ? " ↑↓ move  Enter open  q quit        1/4" : " Up/Down move  Enter open  q quit   1/4",
        ])
        driver.resize(width: 28, height: 8)
        driver.expectLines([" Wi-Fi Home network 5 GHz \(chevron)"], from: 2)
        driver.resize(width: 27, height: 8)
        driver.expectLines(
            [" Wi-Fi Home network 5 G\(ellipsis) \(chevron)"], from: 2, "the value gives way first")
    }

    @Test(arguments: [true, false])
    func aNarrowRowCutsTheValueBeforeTheLabel(unicode: Bool) {
        let driver = TestDriver(Settings(), width: 22, height: 8, unicode: unicode)
        let (chevron, ellipsis) = unicode ? ("›", "…") : (">", "~")
        driver.expectLines(
            [
                " Wi-Fi Home networ\(ellipsis) \(chevron)",
                " Bluetooth         On",
                " Answer            42",
                " Name    Ada Lovelace",
            ], from: 2)
        // Too narrow for a value of two columns beside its label: the value goes, the label stays.
        driver.resize(width: 10, height: 8)
        driver.expectLines(
            [
                " Wi-Fi  \(chevron)",
                " Bluetoo\(ellipsis)",
                " Answer",
                " Na\(ellipsis)  Ad\(ellipsis)",
            ], from: 2)
    }

    /// Rows of different heights: a title over a subtitle, text with line breaks.
    struct Mail: View {
        var body: some View {
            List {
                ForEach(1...12, id: \.self) { number in
                    NavigationLink(destination: Text("Message \(number)")) {
                        if number % 3 == 0 {
                            Text("Note \(number)\nwith a second line\nand a third")
                        } else {
                            VStack(alignment: .leading) {
                                Text("Message \(number)").bold()
                                Text("A subtitle that is far too long to fit on one line of a row")
                                    .foregroundColor(
                                        .secondary)
                            }
                        }
                    }
                }
                Text("A long footnote that wraps only because it asks to, over two lines at most, then stops")
                    .lineLimit(2)
            }
            .navigationTitle("Inbox")
        }
    }

    @Test func rowsTakeTheirLinesAndScrollWhole() {
        let driver = TestDriver(Mail(), width: 40, height: 12)
        driver.expectScreen([
            " Inbox",
            "",
            " Message 1                            ›",
            " A subtitle that is far too long to …",
            " Message 2                            ›",
            " A subtitle that is far too long to …",
            " Note 3                               ›",
            " with a second line",
            " and a third",
            " Message 4                            ›",
            " A subtitle that is far too long to …",
            " ↑↓ move  Enter open  q quit       1/13",
        ])
        driver.press(.downArrow, .downArrow, .downArrow, .downArrow)
        #expect(driver.depth == 1)
        driver.expectScreen(
            [
                " Inbox",
                "",
                " Message 2                            ›",
                " A subtitle that is far too long to …",
                " Note 3                               ›",
                " with a second line",
                " and a third",
                " Message 4                            ›",
                " A subtitle that is far too long to …",
                " Message 5                            ›",
                " A subtitle that is far too long to …",
                " ↑↓ move  Enter open  q quit       5/13",
            ], "the focused row is whole on screen, the window moved by whole rows")
    }

    @Test func pagesMoveByAScreenfulOfLines() {
        let driver = TestDriver(Mail(), width: 40, height: 12)
        driver.press(.pageDown)
        // Nine lines of rows on screen, a page is eight: past rows 1 to 3 (two, two and three
        // lines), and the window moves as far, keeping the focused row at the top.
        driver.expectScreen([
            " Inbox",
            "",
            " Message 4                            ›",
            " A subtitle that is far too long to …",
            " Message 5                            ›",
            " A subtitle that is far too long to …",
            " Note 6                               ›",
            " with a second line",
            " and a third",
            " Message 7                            ›",
            " A subtitle that is far too long to …",
            " ↑↓ move  Enter open  q quit       4/13",
        ])
        driver.press(.end)
        driver.expectScreen([
            " Inbox",
            "",
            " Message 10                           ›",
            " A subtitle that is far too long to …",
            " Message 11                           ›",
            " A subtitle that is far too long to …",
            " Note 12                              ›",
            " with a second line",
            " and a third",
            " A long footnote that wraps only",
            " because it asks to, over two lines at…",
            " ↑↓ move  q quit                  13/13",
        ])
        driver.press(.pageUp)
        driver.expectLines(
            [
                " Message 7                            ›", " A subtitle that is far too long to …",
                " Message 8                            ›", " A subtitle that is far too long to …",
                " Note 9                               ›", " with a second line", " and a third",
                " Message 10                           ›", " A subtitle that is far too long to …",
                " ↑↓ move  Enter open  q quit      10/13",
            ], from: 2)
    }

    struct Styled: View {
        var body: some View {
            List {
                Text("plain ") + Text("bold").bold() + Text(" red").foregroundColor(.red)
                Text("italic").italic()
                Text("underline").underline()
                Text("struck").strikethrough()
                Text("heavy").fontWeight(.heavy)
                Text("light").fontWeight(.light)
                Text("headline").font(.headline)
                Text("caption").font(.caption)
                HStack {
                    Text("view")
                    Text("wide").foregroundColor(.blue)
                }.bold().foregroundColor(.green)
                Text("tertiary").foregroundStyle(HierarchicalShapeStyle.tertiary)
            }
        }
    }

    @Test func everyTextStyleAndTheFocusKeepsThem() throws {
        let driver = TestDriver(Styled(), width: 30, height: 14)
        let bold = try #require(driver.cells(of: "bold"))
        #expect(
            bold.allSatisfy { $0.isBold && $0.backgroundColor == .cyan && $0.foregroundColor == .black },
            "the focused row keeps its bold, on the bar's colour")
        let red = try #require(driver.cells(of: "red"))
        #expect(
            red.allSatisfy { $0.foregroundColor == .red && $0.isReverse && !$0.isBold },
            "a colour the app gave its text shows in reverse video")
        #expect(try #require(driver.cells(of: "italic")).allSatisfy(\.isItalic))
        #expect(try #require(driver.cells(of: "underline")).allSatisfy(\.isUnderline))
        #expect(try #require(driver.cells(of: "struck")).allSatisfy(\.isStrikethrough))
        #expect(try #require(driver.cells(of: "heavy")).allSatisfy { $0.isBold && !$0.isDim })
        #expect(try #require(driver.cells(of: "light")).allSatisfy { $0.isDim && !$0.isBold })
        #expect(try #require(driver.cells(of: "headline")).allSatisfy(\.isBold))
        #expect(try #require(driver.cells(of: "caption")).allSatisfy(\.isDim))
        let view = try #require(driver.cells(of: "view"))
        #expect(view.allSatisfy { $0.isBold && $0.foregroundColor == .green })
        let wide = try #require(driver.cells(of: "wide"))
        #expect(wide.allSatisfy { $0.isBold && $0.foregroundColor == .blue }, "a text's own colour wins")
        #expect(try #require(driver.cells(of: "tertiary")).allSatisfy(\.isDim))
        driver.press(.downArrow)
        #expect(
            try #require(driver.cells(of: "red")).allSatisfy { $0.foregroundColor == .red && !$0.isReverse })
    }
}
