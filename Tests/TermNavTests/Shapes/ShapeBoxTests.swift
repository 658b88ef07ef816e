import TermNav
import TermNavTesting
import Testing

// A stroked shape is a box of box-drawing characters around the cells of its frame: square
// corners for a rectangle, rounded ones for rounded shapes, what fits in a frame too small for a
// box, `+-|` where the terminal is not UTF-8.

/// A shape stroked in frames from one cell to six columns by three lines, side by side.
private struct Sizes<S: Shape>: View {
    let shape: S

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            shape.stroke().frame(width: 8, height: 16)
            shape.stroke().frame(width: 32, height: 16)
            shape.stroke().frame(width: 8, height: 48)
            shape.stroke().frame(width: 16, height: 32)
            shape.stroke().frame(width: 48, height: 48)
        }
    }
}

/// Every shape at every size, a shape a row.
private struct EveryShape: View {
    var body: some View {
        VStack(alignment: .leading) {
            Sizes(shape: Rectangle())
            Sizes(shape: RoundedRectangle(cornerRadius: 8))
            Sizes(shape: Circle())
            Sizes(shape: Capsule())
        }
    }
}

/// The shapes whose corners differ, at one size.
private struct Corners: View {
    var body: some View {
        HStack(spacing: 8) {
            Ellipse().stroke().frame(width: 48, height: 48)
            UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12).stroke()
                .frame(width: 48, height: 48)
            ContainerRelativeShape().stroke().frame(width: 48, height: 48)
            AnyShape(Capsule()).stroke().frame(width: 48, height: 48)
            Rectangle().stroke(lineWidth: 1).frame(width: 48, height: 1)
        }
    }
}

/// Heavy and dashed lines.
private struct Lines: View {
    var body: some View {
        HStack(spacing: 8) {
            Rectangle().stroke(Color.blue, lineWidth: 3).frame(width: 48, height: 48)
            RoundedRectangle(cornerRadius: 8).stroke(style: StrokeStyle(lineWidth: 1, dash: [4]))
                .frame(width: 48, height: 48)
            Rectangle().strokeBorder(style: StrokeStyle(lineWidth: 4, dash: [8, 4])).frame(
                width: 48, height: 48)
        }
    }
}

/// Shapes behind text in a stack of layers: a ring around a percentage, a label on a filled
/// rounded rectangle.
private struct Layers: View {
    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                Circle().stroke(Color.green, lineWidth: 4).frame(width: 64, height: 48)
                Text("75%")
            }
            ZStack {
                RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 96, height: 48)
                Text("Save")
            }
        }
    }
}

/// A rounded box as large as the screen's content area.
private struct Large: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 16).stroke(.gray).frame(width: 640, height: 368)
    }
}

@MainActor @Suite struct ShapeBoxTests {
    @Test func everyShapeAtEverySize() {
        let driver = TestDriver(EveryShape(), width: 40, height: 17)
        // One cell: a square or a ring; one line: a horizontal rule; one column: a vertical rule;
        // two by two and up: a box, its corners square or rounded as the shape's are.
        driver.expectScreen([
            "",
            "",
            "           □ ──── │ ┌┐ ┌────┐",
            "                  │ └┘ │    │",
            "                  │    └────┘",
            "           □ ──── │ ╭╮ ╭────╮",
            "                  │ ╰╯ │    │",
            "                  │    ╰────╯",
            "           ○ ──── │ ╭╮ ╭────╮",
            "                  │ ╰╯ │    │",
            "                  │    ╰────╯",
            "           ○ ──── │ ╭╮ ╭────╮",
            "                  │ ╰╯ │    │",
            "                  │    ╰────╯",
            "",
            "",
            " q quit",
        ])
    }

    @Test func everyShapeAtEverySizeInASCII() {
        let driver = TestDriver(EveryShape(), width: 40, height: 17, unicode: false)
        driver.expectScreen([
            "",
            "",
            "           + ---- | ++ +----+",
            "                  | ++ |    |",
            "                  |    +----+",
            "           + ---- | ++ +----+",
            "                  | ++ |    |",
            "                  |    +----+",
            "           o ---- | ++ +----+",
            "                  | ++ |    |",
            "                  |    +----+",
            "           o ---- | ++ +----+",
            "                  | ++ |    |",
            "                  |    +----+",
            "",
            "",
            " q quit",
        ])
    }

    @Test func eachCornerIsTheShapes() {
        // An ellipse and a capsule are rounded all round; an uneven rectangle at the corners
        // it rounds; the container's shape is a rectangle; a frame under a line high is a rule.
        let driver = TestDriver(Corners(), width: 40, height: 6)
        driver.expectScreen([
            "",
            "   ╭────╮ ╭────┐ ┌────┐ ╭────╮",
            "   │    │ │    │ │    │ │    │ ──────",
            "   ╰────╯ └────╯ └────┘ ╰────╯",
            "",
            " q quit",
        ])
        let ascii = TestDriver(Corners(), width: 40, height: 6, unicode: false)
        ascii.expectScreen([
            "",
            "   +----+ +----+ +----+ +----+",
            "   |    | |    | |    | |    | ------",
            "   +----+ +----+ +----+ +----+",
            "",
            " q quit",
        ])
    }

    @Test func heavyAndDashedLines() {
        // From 3 points a line is heavy, and heavy corners are square; a dash draws it dashed.
        let driver = TestDriver(Lines(), width: 40, height: 6)
        driver.expectScreen([
            "",
            "          ┏━━━━┓ ╭┄┄┄┄╮ ┏┅┅┅┅┓",
            "          ┃    ┃ ┆    ┆ ┇    ┇",
            "          ┗━━━━┛ ╰┄┄┄┄╯ ┗┅┅┅┅┛",
            "",
            " q quit",
        ])
        #expect(driver.cells(of: "┏━━━━┓")?.allSatisfy { $0.foregroundColor == .blue } == true)
        let ascii = TestDriver(Lines(), width: 40, height: 6, unicode: false)
        ascii.expectScreen([
            "",
            "          +====+ +----+ +====+",
            "          |    | :    : :    :",
            "          +====+ +----+ +====+",
            "",
            " q quit",
        ])
    }

    @Test func shapesBehindTextInAZStack() {
        let driver = TestDriver(Layers(), width: 30, height: 9)
        // The text stands in the middle of the shape behind it, on the fill's colour.
        driver.expectScreen([
            "           ┏━━━━━━┓",
            "           ┃ 75%  ┃",
            "           ┗━━━━━━┛",
            "",
            "",
            "             Save",
            "",
            "",
            " q quit",
        ])
        #expect(
            driver.linesWithBackgrounds(width: 30, [.blue: "b"])[4...6] == [
                "         bbbbbbbbbbbb",
                "         bbbbSavebbbb",
                "         bbbbbbbbbbbb",
            ])
        #expect(driver.cells(of: "Save")?.allSatisfy { $0.backgroundColor == .blue } == true)
    }

    @Test func aBoxAsLargeAsTheScreen() {
        let driver = TestDriver(Large(), width: 80, height: 24)
        let middle = Array(repeating: " │" + String(repeating: " ", count: 76) + "│", count: 21)
        driver.expectScreen(
            [" ╭" + String(repeating: "─", count: 76) + "╮"] + middle
                + [" ╰" + String(repeating: "─", count: 76) + "╯", " q quit"])
        #expect(driver.cell(x: 1, y: 0).foregroundColor == .gray, "the stroke's colour")
        let ascii = TestDriver(Large(), width: 80, height: 24, unicode: false)
        let sides = Array(repeating: " |" + String(repeating: " ", count: 76) + "|", count: 21)
        ascii.expectScreen(
            [" +" + String(repeating: "-", count: 76) + "+"] + sides
                + [" +" + String(repeating: "-", count: 76) + "+", " q quit"])
    }
}
