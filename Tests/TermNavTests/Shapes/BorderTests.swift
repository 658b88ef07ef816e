import TermNav
import TermNavTesting
import Testing

// A border, and a stroked shape laid over or behind a view, take their cells from the layout: a
// box on the view's padding where it has some, in cells of its own where not, so it never covers
// the view's text.

/// A card as SwiftUI code draws one: a title and a body in padding, a rounded box around.
private struct Card: View {
    var usesOverlay: Bool

    var body: some View {
        if usesOverlay {
            content.overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 1))
        } else {
            content.background(RoundedRectangle(cornerRadius: 12).stroke(.gray))
        }
    }

    private var content: some View {
        VStack(alignment: .leading) {
            Text("Title").font(.headline)
            Text("Body")
        }
        .padding()
    }
}

/// The example of docs/Containers.md: a card and a status dot.
private struct GuideExample: View {
    var body: some View {
        VStack(alignment: .leading) {
            VStack(alignment: .leading) {
                Text("Title").font(.headline)
                Text("Body")
            }
            .padding()
            .overlay(RoundedRectangle(cornerRadius: 12).stroke(.gray))

            HStack {
                Circle().fill(.green).frame(width: 12, height: 12)
                Text("Online")
            }
        }
    }
}

/// A text field and a button in boxes, as forms style them.
private struct Form: View {
    @State private var name = ""

    var body: some View {
        VStack(spacing: 16) {
            TextField("Name", text: $name)
                .padding(8)
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray))
            Text("Hello, \(name)")
            Button("Save") {}
                .padding(.horizontal)
                .background(Capsule().stroke(.blue))
        }
        .padding()
    }
}

/// Borders around views with and without padding.
private struct Borders: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Text("Left")
                Text("Boxed").border(.gray)
                Text("Right")
            }
            Text("Padded").padding(.horizontal).border(Color.red, width: 4)
            Text("Tag").overlay { Capsule().stroke(.blue) }
            Text("Yellow").padding().background(Color.yellow)
                .overlay(RoundedRectangle(cornerRadius: 8).stroke())
        }
    }
}

/// Bordered rows of a list.
private struct Rows: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Row").border(.gray)
                Text("Next").padding(.horizontal).overlay(Capsule().stroke(.blue))
                HStack {
                    Circle().fill(.green).frame(width: 12, height: 12)
                    Text("Online")
                }
                NavigationLink("Link") { Text("Linked") }
                    .overlay(RoundedRectangle(cornerRadius: 4).stroke())
            }
            .navigationTitle("Rows")
        }
    }
}

@MainActor @Suite struct BorderTests {
    @Test(arguments: [true, false]) func aCardIsARoundedBoxAroundItsText(usesOverlay: Bool) {
        let driver = TestDriver(Card(usesOverlay: usesOverlay), width: 24, height: 8)
        // The box is drawn on the padding's outermost cells: the card is as large as without it.
        driver.expectScreen([
            "",
            "       ╭───────╮",
            "       │ Title │",
            "       │ Body  │",
            "       ╰───────╯",
            "",
            "",
            " q quit",
        ])
        #expect(driver.cells(of: "╭───────╮")?.allSatisfy { $0.foregroundColor == .gray } == true)
        #expect(driver.cells(of: "Title")?.allSatisfy(\.isBold) == true)
        let ascii = TestDriver(Card(usesOverlay: usesOverlay), width: 24, height: 8, unicode: false)
        ascii.expectScreen([
            "",
            "       +-------+",
            "       | Title |",
            "       | Body  |",
            "       +-------+",
            "",
            "",
            " q quit",
        ])
    }

    @Test func theGuidesExample() {
        let driver = TestDriver(GuideExample(), width: 20, height: 8)
        driver.expectScreen([
            "",
            "     ╭───────╮",
            "     │ Title │",
            "     │ Body  │",
            "     ╰───────╯",
            "     ● Online",
            "",
            " q quit",
        ])
        let ascii = TestDriver(GuideExample(), width: 20, height: 8, unicode: false)
        ascii.expectScreen([
            "",
            "     +-------+",
            "     | Title |",
            "     | Body  |",
            "     +-------+",
            "     * Online",
            "",
            " q quit",
        ])
    }

    @Test func aBorderTakesCellsOfItsOwn() {
        let driver = TestDriver(Borders(), width: 30, height: 20)
        // A bordered view is two columns wider and two lines taller than the view, less the
        // padding it stands on; beside other views it keeps its text.
        driver.expectScreen([
            "",
            "",
            "           ┌─────┐",
            "      Left │Boxed│ Right",
            "           └─────┘",
            "",
            "         ┏━━━━━━━━━━┓",
            "         ┃  Padded  ┃",
            "         ┗━━━━━━━━━━┛",
            "",
            "            ╭───╮",
            "            │Tag│",
            "            ╰───╯",
            "",
            "          ╭────────╮",
            "          │ Yellow │",
            "          ╰────────╯",
            "",
            "",
            " q quit",
        ])
        #expect(driver.cell(x: 9, y: 6).foregroundColor == .red, "a border of 4 points is heavy")
        #expect(driver.cell(x: 12, y: 10).foregroundColor == .blue)
        #expect(
            driver.cells(of: "╭────────╮")?.allSatisfy { $0.backgroundColor == .yellow } == true,
            "a background around the padding colours the box drawn on it")
        let ascii = TestDriver(Borders(), width: 30, height: 20, unicode: false)
        ascii.expectLines(
            [
                "           +-----+",
                "      Left |Boxed| Right",
                "           +-----+",
                "",
                "         +==========+",
                "         |  Padded  |",
                "         +==========+",
            ], from: 2)
    }

    @Test func aTextFieldInABoxIsEditedInIt() {
        let driver = TestDriver(Form(), width: 30, height: 12)
        // A side padded by one column keeps it blank between the box and the field.
        driver.type("Ada")
        driver.expectScreen([
            "",
            "   ╭──────────────────────╮",
            "   │ Ada                  │",
            "   ╰──────────────────────╯",
            "",
            "          Hello, Ada",
            "",
            "           ╭──────╮",
            "           │ Save │",
            "           ╰──────╯",
            "",
            " Enter done  Esc leave",
        ])
        #expect(driver.cursor?.x == 8 && driver.cursor?.y == 2, "the cursor after the text, in the box")
    }

    @Test func aBorderedRowIsTallerAndTakesTheFocusWhole() {
        let driver = TestDriver(Rows(), width: 30, height: 16)
        driver.expectScreen([
            " Rows",
            "",
            " ┌───┐",
            " │Row│",
            " └───┘",
            " ╭──────╮",
            " │ Next │",
            " ╰──────╯",
            " ● Online",
            " ╭────╮                     ›",
            " │Link│",
            " ╰────╯",
            "",
            "",
            "",
            " ↑↓ move  q quit          1/4",
        ])
        let bar = driver.cell(x: 2, y: 3).backgroundColor
        #expect(bar != .default, "the focus bar")
        #expect((2...4).allSatisfy { driver.cell(x: 8, y: $0).backgroundColor == bar }, "over the whole box")
        driver.press(.downArrow, .downArrow, .downArrow, .return)
        driver.expectScreen(
            [" ‹ Rows"] + Array(repeating: "", count: 7) + ["            Linked"]
                + Array(repeating: "", count: 6)
                + [" Esc back  q quit"], "the link in its box is followed")
    }
}
