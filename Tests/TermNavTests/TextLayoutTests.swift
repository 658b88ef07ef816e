import TermNav
import TermNavTesting
import Testing

// Padding, frames, dividers, spacers and stack spacing in cells: a column is 8 points and a
// line 16, rounded down, a horizontal length never less than a column (docs/Porting.md).

private struct Paddings: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("standard").padding()
            Text("eight").padding(8)
            Text("sides").padding(.horizontal)
            Text("top").padding(.top, 32)
            Text("insets").padding(EdgeInsets(top: 0, leading: 24, bottom: 16, trailing: 0))
            Text("end")
        }
    }
}

private struct Frames: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("lead").frame(width: 80, alignment: .leading).background(Color.blue)
            Text("mid").frame(width: 80).background(Color.blue)
            Text("trail").frame(width: 80, alignment: .trailing).background(Color.blue)
            Text("wide").frame(maxWidth: .infinity)
            Text("right").frame(maxWidth: .infinity, alignment: .trailing)
            Text("a long title that is cut").frame(width: 96)
            Text("tall").frame(height: 48, alignment: .bottom)
            Text("least").frame(minHeight: 32, alignment: .top)
            Text("end")
        }
    }
}

private struct Rules: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Above")
            Divider()
            HStack {
                Text("Left")
                Divider()
                Text("Right")
            }
            Rectangle().fill(Color.red).frame(height: 1)
            Color.clear.frame(height: 32)
            Color.green.frame(width: 40, height: 16)
            Text("Below")
        }
    }
}

private struct Spacing: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 0) {
                Text("a")
                Text("b")
            }
            HStack(spacing: 20) {
                Text("a")
                Text("b")
            }
            HStack {
                Text("abcdefghijklmnopqr")
                Spacer(minLength: 40)
                Text("end")
            }
            HStack {
                Text("Name")
                Spacer()
                Text("Value")
            }
            VStack(spacing: 8) {
                Text("tight 1")
                Text("tight 2")
            }
            VStack(spacing: 40) {
                Text("loose 1")
                Text("loose 2")
            }
        }
    }
}

private struct Overlays: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Inbox").padding(.horizontal, 24).overlay(alignment: .topTrailing) { Text("3") }
            Text("Centre").frame(width: 80).overlay(Text("*"))
            Text("Ringed").overlay(Circle().stroke(Color.red, lineWidth: 2))
            Text("Short\nA longer line\nMid")
                .multilineTextAlignment(.center)
            Text("Short\nA longer line")
                .multilineTextAlignment(.trailing)
        }
    }
}

private struct AlignedTexts: View {
    var body: some View {
        List {
            VStack(alignment: .leading) {
                Text("Title")
                Text("A longer line\nshort")
            }
            .multilineTextAlignment(.center)
        }
    }
}

private struct Fonts: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Large").font(.largeTitle)
            Text("Sized").font(.system(size: 28, weight: .bold))
            Text("Styled").font(.system(.title, design: .rounded))
            Text("Light").fontWeight(.light)
            Text("Body").font(.body)
            Text("Caption").font(.caption)
            Text("Slanted").italic()
            Text("Heavy").bold()
            Text("Tinted").foregroundStyle(.red).monospacedDigit().monospaced()
                .font(.body.monospaced().monospacedDigit()).fontDesign(.serif)
        }
    }
}

@MainActor @Suite struct TextLayoutTests {
    @Test func paddingBecomesColumnsAndLines() {
        let driver = TestDriver(Paddings(), width: 30, height: 14)
        driver.expectScreen([
            "",
            "",
            "           standard",
            "",
            "          eight",
            "           sides",
            "",
            "",
            "         top",
            "            insets",
            "",
            "         end",
            "",
            " q quit",
        ])
    }

    @Test func framesPlaceTheirContentInCells() {
        let driver = TestDriver(Frames(), width: 30, height: 18)
        driver.expectScreen([
            "",
            "",
            " lead",
            "    mid",
            "      trail",
            "             wide",
            "                        right",
            " a long title",
            " that is cut",
            "",
            "",
            " tall",
            " least",
            "",
            " end",
            "",
            "",
            " q quit",
        ])
        // A frame's blank cells take the background around the frame: ten columns of blue.
        #expect(driver.cell(x: 1, y: 2).backgroundColor == .blue)
        #expect(driver.cell(x: 10, y: 2).backgroundColor == .blue)
        #expect(driver.cell(x: 11, y: 2).backgroundColor == .default)
    }

    @Test func dividersAndFilledShapes() {
        let driver = TestDriver(Rules(), width: 20, height: 9)
        driver.expectScreen([
            " Above",
            " ──────────────────",
            " Left │ Right",
            " ──────────────────",
            "",
            "",
            "",
            " Below",
            " q quit",
        ])
        #expect(driver.cell(x: 1, y: 1).isDim, "a divider is dim")
        #expect(
            driver.cell(x: 3, y: 3).foregroundColor == .red, "a thin filled shape is a rule in its colour")
        #expect(driver.cell(x: 1, y: 6).backgroundColor == .green, "a framed colour fills its frame")
        #expect(driver.cell(x: 5, y: 6).backgroundColor == .green)
        #expect(driver.cell(x: 6, y: 6).backgroundColor == .default)
    }

    @Test func dividersInASCII() {
        let driver = TestDriver(Rules(), width: 20, height: 9, unicode: false)
        driver.expectLines(
            [" Above", " ------------------", " Left | Right", " ------------------"], from: 0)
    }

    @Test func stackSpacingAndSpacers() {
        let driver = TestDriver(Spacing(), width: 24, height: 17)
        // A text beside a spacer's least length wraps onto the lines it needs, as SwiftUI's does;
        // nothing limits it to a line.
        driver.expectScreen([
            " ab",
            "",
            " a  b",
            "",
            " abcdefghijkl       end",
            " mnopqr",
            "",
            " Name             Value",
            "",
            " tight 1",
            " tight 2",
            "",
            " loose 1",
            "",
            "",
            " loose 2",
            " q quit",
        ])
    }

    @Test func textAlignmentLinesUpATextsOwnLinesAndLeavesItsStackAlignedAsItSays() {
        let driver = TestDriver(AlignedTexts(), width: 24, height: 6)
        // The title stands where the stack's leading alignment puts it; the text of two lines
        // has its lines centred on each other, as SwiftUI draws them.
        driver.expectScreen([
            " Title",
            " A longer line",
            "     short",
            "",
            "",
            " q quit             1/1",
        ])
    }

    @Test func overlaysAndTextAlignment() {
        let driver = TestDriver(Overlays(), width: 24, height: 11)
        // A stroked shape laid over text is a box around it, in cells of its own.
        driver.expectScreen([
            "        Inbox  3",
            "       Ce*tre",
            "     ╭──────╮",
            "     │Ringed│",
            "     ╰──────╯",
            "         Short",
            "     A longer line",
            "          Mid",
            "             Short",
            "     A longer line",
            " q quit",
        ])
    }

    @Test func fontsBecomeBoldDimAndItalic() {
        let driver = TestDriver(Fonts(), width: 20, height: 10)
        driver.expectScreen([
            "      Large",
            "      Sized",
            "      Styled",
            "      Light",
            "      Body",
            "      Caption",
            "      Slanted",
            "      Heavy",
            "      Tinted",
            " q quit",
        ])
        let cells = (0..<9).map { driver.cell(x: 7, y: $0) }
        #expect(cells.map(\.isBold) == [true, true, true, false, false, false, false, true, false])
        #expect(cells.map(\.isDim) == [false, false, false, true, false, true, false, false, false])
        #expect(cells[6].isItalic)
        #expect(cells[8].foregroundColor == .red)
    }
}

/// Every modifier a terminal accepts and ignores, on one card.
private struct IgnoredEffects: View {
    @State private var isOn = false

    var body: some View {
        VStack(alignment: .leading) {
            Image("avatar").resizable().aspectRatio(contentMode: .fit).scaledToFit().scaledToFill()
            Image(systemName: "star.fill").imageScale(.large).aspectRatio(1, contentMode: .fill)
            Text("Card")
                .clipped()
                .shadow(radius: 4)
                .shadow(color: .gray, radius: 2, x: 1, y: 1)
                .blur(radius: 0)
                .scaleEffect(1.2)
                .scaleEffect(x: 1, y: 2, anchor: .bottom)
                .rotationEffect(.degrees(10))
                .offset(x: 3, y: 4)
                .animation(.easeInOut(duration: 0.3), value: isOn)
                .animation(.spring())
                .transition(.asymmetric(insertion: .slide, removal: .opacity.combined(with: .scale)))
                .transition(.move(edge: .bottom))
                .contentShape(Rectangle())
                .fixedSize()
                .fixedSize(horizontal: false, vertical: true)
                .layoutPriority(1)
                .zIndex(2)
                .lineSpacing(4)
                .kerning(1)
                .tracking(1)
                .minimumScaleFactor(0.5)
                .truncationMode(.middle)
                .ignoresSafeArea()
                .edgesIgnoringSafeArea(.all)
            Text("Glass").background(.thinMaterial).background(.ultraThinMaterial, in: Capsule())
            Text("Tinted").background(Color.blue.opacity(0.2), in: RoundedRectangle(cornerRadius: 6))
            Text("Faded").foregroundColor(Color.red.opacity(0))
            Button("Toggle") { withAnimation(.bouncy) { isOn.toggle() } }
            Text(isOn ? "On" : "Off")
        }
    }
}

@MainActor @Suite struct IgnoredEffectsTests {
    @Test func effectsAreAcceptedAndDrawNothing() {
        let driver = TestDriver(IgnoredEffects(), width: 20, height: 9)
        driver.expectScreen([
            "",
            "       ★",
            "       Card",
            "       Glass",
            "       Tinted",
            "       Faded",
            "       Toggle",
            "       Off",
            " Enter open  q quit",
        ])
        #expect(driver.cell(x: 1, y: 3).backgroundColor == .default, "a material is behind its view alone")
        #expect(
            driver.cells(of: "Glass")?.first?.backgroundColor == Color(white: 26.0 / 255),
            "a material dims the dark terminal's background")
        #expect(
            driver.cells(of: "Tinted")?.first?.backgroundColor
                == Color(red: 0, green: 24.0 / 255, blue: 50.0 / 255),
            "a translucent colour is blended over the terminal's background")
        #expect(driver.cell(x: 1, y: 5).foregroundColor == .default, "a colour with no opacity is clear")
        driver.press(.return)
        driver.expectLines(["       On"], from: 7, "withAnimation runs its change at once")
    }
}

private struct Scrolling: View {
    var body: some View {
        ScrollView(.vertical, showsIndicators: false) {
            LazyVStack(alignment: .leading, spacing: 16) {
                ForEach(1..<4) { number in
                    LazyHStack(spacing: 0) {
                        Text("Row")
                        Text("\(number)")
                    }
                }
            }
        }
    }
}

@MainActor @Suite struct ScrollViewTests {
    @Test func aScrollViewIsItsContent() {
        let driver = TestDriver(Scrolling(), width: 20, height: 7)
        driver.expectScreen(["        Row1", "", "        Row2", "", "        Row3", "", " q quit"])
    }
}

private struct PaddedRows: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Tall").padding(.vertical)
                Text("Framed").frame(height: 48)
                NavigationLink("Next", destination: Text("Next screen"))
                    .padding(.horizontal, 8)
            }
            .navigationTitle("Rows")
        }
    }
}

@MainActor @Suite struct PaddedRowTests {
    @Test func paddingAndFramesMakeRowsTaller() {
        let driver = TestDriver(PaddedRows(), width: 24, height: 12)
        driver.expectScreen([
            " Rows",
            "",
            "",
            " Tall",
            "",
            "",
            " Framed",
            "",
            "  Next                ›",
            "",
            "",
            " ↑↓ move  q quit    1/3",
        ])
        #expect(driver.focusedLine == "", "the padded row's first line is blank")
        #expect(
            (2...4).allSatisfy { driver.cell(x: 10, y: $0).backgroundColor == .cyan },
            "all three lines are highlighted")
        #expect(driver.cell(x: 10, y: 5).backgroundColor == .default)
        driver.press(.downArrow, .downArrow, .return)
        #expect(driver.depth == 2)
    }
}
