import TermNav
import TermNavTesting
import Testing

// A filled shape colours the background of the cells it covers; a round shape's edges are half
// blocks in its colour, and a round shape of a cell or two is a dot.

/// Status dots beside their labels, as apps draw them.
private struct Status: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Circle().fill(.green).frame(width: 12, height: 12)
                Text("Online")
            }
            HStack {
                Circle().fill(.red).frame(width: 10, height: 10)
                Text("Busy")
            }
            HStack {
                Circle().foregroundStyle(.yellow).frame(width: 16, height: 16)
                Text("Away")
            }
            HStack {
                Rectangle().fill(.blue).frame(width: 8, height: 8)
                Text("Square")
            }
        }
    }
}

/// Filled shapes large enough to show their outlines.
private struct Filled: View {
    var body: some View {
        VStack(spacing: 16) {
            Capsule().fill(.blue).frame(width: 60, height: 24)
            HStack(spacing: 16) {
                Circle().fill(.red).frame(width: 96, height: 96)
                Capsule().fill(.green).frame(width: 80, height: 32)
                RoundedRectangle(cornerRadius: 16).fill(.blue).frame(width: 64, height: 48)
            }
            HStack(spacing: 8) {
                Circle().frame(width: 48, height: 48)
                Color.primary.frame(width: 48, height: 48)
                Text("end")
            }
        }
    }
}

@MainActor @Suite struct ShapeFillTests {
    @Test func aStatusDotIsOneVisibleCell() {
        let driver = TestDriver(Status(), width: 20, height: 6)
        // A circle of a cell or two is a dot in its colour; a small square, a square.
        driver.expectScreen([
            "      ● Online",
            "      ● Busy",
            "      ●  Away",
            "      ■ Square",
            "",
            " q quit",
        ])
        #expect(driver.cell(x: 6, y: 0).foregroundColor == .green)
        #expect(driver.cell(x: 6, y: 1).foregroundColor == .red)
        #expect(driver.cell(x: 6, y: 2).foregroundColor == .yellow, "a shape takes its foreground style")
        #expect(driver.cell(x: 6, y: 3).foregroundColor == .blue)
        let ascii = TestDriver(Status(), width: 20, height: 6, unicode: false)
        ascii.expectScreen([
            "      * Online",
            "      * Busy",
            "      *  Away",
            "      # Square",
            "",
            " q quit",
        ])
    }

    @Test func aFilledShapeColoursTheCellsItCovers() {
        let driver = TestDriver(Filled(), width: 40, height: 16)
        // A capsule of one line is a pill, its ends half blocks; a circle, a capsule and a
        // rounded rectangle of several lines have half blocks at their round edges; a shape
        // without a colour is drawn in the text's, as full blocks; a colour that is the
        // terminal's own is blank.
        driver.expectScreen([
            "",
            "                ▐     ▌",
            "",
            "     ▄▄    ▄▄",
            "                             ▄      ▄",
            "                 ▄        ▄",
            "                 ▀        ▀  ▀      ▀",
            "",
            "     ▀▀    ▀▀",
            "",
            "           ▄████▄",
            "           ██████        end",
            "           ▀████▀",
            "",
            "",
            " q quit",
        ])
        let letters: [Color: String] = [.red: "r", .green: "g", .blue: "b"]
        #expect(
            driver.linesWithBackgrounds(width: 40, letters) == [
                "",
                "                ▐bbbbb▌",
                "",
                "     ▄▄rrrr▄▄",
                "    rrrrrrrrrr               ▄bbbbbb▄",
                "   rrrrrrrrrrrr  ▄gggggggg▄  bbbbbbbb",
                "   rrrrrrrrrrrr  ▀gggggggg▀  ▀bbbbbb▀",
                "    rrrrrrrrrr",
                "     ▀▀rrrr▀▀",
                "",
                "           ▄████▄",
                "           ██████        end",
                "           ▀████▀",
                "",
                "",
                " q quit",
            ])
        #expect(driver.cell(x: 5, y: 3).foregroundColor == .red, "a half block in the shape's colour")
        #expect(driver.cell(x: 11, y: 10).foregroundColor == .default)
    }

    @Test func aFilledShapeInASCIIColoursEveryCellItTouches() {
        let driver = TestDriver(Filled(), width: 40, height: 16, unicode: false)
        let letters: [Color: String] = [.red: "r", .green: "g", .blue: "b"]
        #expect(
            driver.linesWithBackgrounds(width: 40, letters) == [
                "",
                "                bbbbbbb",
                "",
                "     rrrrrrrr",
                "    rrrrrrrrrr               bbbbbbbb",
                "   rrrrrrrrrrrr  gggggggggg  bbbbbbbb",
                "   rrrrrrrrrrrr  gggggggggg  bbbbbbbb",
                "    rrrrrrrrrr",
                "     rrrrrrrr",
                "",
                "           ######",
                "           ######        end",
                "           ######",
                "",
                "",
                " q quit",
            ])
    }

    @Test func aColourOfAnyValueFillsAsABackgroundNotAsBlocks() {
        let teal = Color(red: 0.1, green: 0.6, blue: 0.6)
        let grey = Color(white: 0.3)
        let swatches = HStack(spacing: 8) {
            teal.frame(width: 32, height: 16)
            Rectangle().fill(grey).frame(width: 32, height: 16)
            Text("end")
        }
        let driver = TestDriver(swatches, width: 20, height: 6)
        // Each swatch is blank cells of its colour, as a named colour's would be, not blocks.
        driver.expectScreen(["", "", "             end", "", "", " q quit"])
        #expect(
            driver.linesWithBackgrounds(width: 20, [teal: "t", grey: "g"]) == [
                "", "", "   tttt gggg end", "", "", " q quit",
            ])
    }
}
