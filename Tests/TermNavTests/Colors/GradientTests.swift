import TermNavTesting
import Testing

@testable import TermNavCore

/// Gradients in cells: behind a view, filling a shape, dimming as a material, and as the colour
/// of text, each cell taking the colour at its place.
@MainActor @Suite struct GradientTests {
    struct Banner: View {
        var body: some View {
            VStack {
                Text("Sunset")
                    .frame(width: 80)
                    .background(
                        .linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                Text("Hello")
                    .foregroundStyle(
                        .linearGradient(
                            colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing))
                Rectangle().fill(.blue.gradient).frame(width: 32, height: 32)
                Text("Glass").padding(.horizontal).background(.thinMaterial)
            }
        }
    }

    /// A colour of a value, as a test writes it.
    static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Color {
        Color(rgb: RGB(red: red, green: green, blue: blue))
    }

    @Test func eachCellTakesTheGradientsColourAtItsPlace() {
        let driver = TestDriver(Banner(), width: 20, height: 8)
        driver.expectScreen([
            "",
            "       Sunset",
            "       Hello",
            "",
            "",
            "       Glass",
            "",
            " q quit",
        ])
        // Ten columns from SwiftUI's red to its blue, each cell the colour at its centre.
        #expect(
            (5..<15).map { driver.cell(x: $0, y: 1).backgroundColor } == [
                Self.rgb(242, 62, 58), Self.rgb(217, 68, 79), Self.rgb(191, 75, 100), Self.rgb(166, 81, 120),
                Self.rgb(140, 87, 141), Self.rgb(115, 94, 162), Self.rgb(89, 100, 183),
                Self.rgb(64, 106, 203),
                Self.rgb(38, 113, 224), Self.rgb(13, 119, 245),
            ])
        #expect(
            driver.cell(x: 4, y: 1).backgroundColor == .default
                && driver.cell(x: 15, y: 1).backgroundColor == .default)
        #expect(
            driver.cell(x: 7, y: 1).grapheme == "S" && driver.cell(x: 7, y: 1).foregroundColor == .default)
        // Text in a gradient: each character its colour, the background the terminal's.
        #expect(
            (7..<12).map { driver.cell(x: $0, y: 2).foregroundColor } == [
                Self.rgb(247, 142, 22), Self.rgb(231, 129, 67), Self.rgb(215, 116, 111),
                Self.rgb(199, 102, 155),
                Self.rgb(183, 89, 200),
            ])
        // `Color.blue.gradient` fills a shape from a lighter blue at the top to the colour.
        #expect((8..<12).allSatisfy { driver.cell(x: $0, y: 3).backgroundColor == Self.rgb(57, 145, 255) })
        #expect((8..<12).allSatisfy { driver.cell(x: $0, y: 4).backgroundColor == Self.rgb(19, 130, 255) })
        // A material dims the dark terminal's background behind its view.
        #expect((5..<14).allSatisfy { driver.cell(x: $0, y: 5).backgroundColor == Self.rgb(26, 26, 26) })
        #expect(driver.cell(x: 7, y: 5).foregroundColor == .default)
    }

    @Test func aMaterialLightensNothingOnALightTerminalButDimsIt() {
        let driver = TestDriver(Banner(), width: 20, height: 8, colorScheme: .light)
        #expect((5..<14).allSatisfy { driver.cell(x: $0, y: 5).backgroundColor == Self.rgb(229, 229, 229) })
    }

    @Test func theGradientOfAViewTakesItsWholeBlockAndItsOwnColoursStay() {
        struct Card: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Plan")
                    Text("Pro").foregroundColor(.red)
                }
                .foregroundStyle(
                    .linearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom))
            }
        }
        let driver = TestDriver(Card(), width: 12, height: 4)
        driver.expectScreen(["", "    Plan", "    Pro", ""])
        // The first line a quarter of the way from white to black, the second's own red kept.
        #expect(driver.cell(x: 4, y: 1).foregroundColor == Self.rgb(191, 191, 191))
        #expect(driver.cell(x: 4, y: 2).foregroundColor == .red)
    }
}

/// SwiftUI's spellings of colours, gradients and styles, as apps write them: they compile and
/// draw.
@MainActor @Suite struct ShapeStyleSpellingTests {
    struct Spellings: View {
        @State private var isOn = true

        var body: some View {
            VStack {
                Text("A").background(
                    LinearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom))
                Text("B").foregroundStyle(
                    LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
                Text("C").background(.blue.gradient)
                Text("D").background(.ultraThinMaterial, in: Capsule())
                Text("E").foregroundStyle(isOn ? AnyShapeStyle(.red.gradient) : AnyShapeStyle(.gray))
                Text("F").background(
                    RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 40))
                Text("G").background(AngularGradient(colors: [.red, .yellow, .red], center: .center))
                Text("H").background(EllipticalGradient(colors: [.mint, .teal]))
                Text("I").background(.conicGradient(colors: [.red, .blue], center: .center))
                Text("J").foregroundStyle(Color(hue: 0.6, saturation: 0.7, brightness: 0.9))
                Text("K").foregroundStyle(Color(.systemGray2)).background(
                    Color(uiColor: .secondarySystemBackground))
                Text("L").background(Color.white.opacity(0.2)).background(Color.blue)
                Circle().fill(
                    .radialGradient(
                        Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)]),
                        center: .center, startRadius: 0, endRadius: 8)
                ).frame(width: 8, height: 16)
                ZStack {
                    LinearGradient(
                        gradient: Gradient(colors: [.black, .gray]), startPoint: .top, endPoint: .bottom
                    )
                    .ignoresSafeArea()
                    Text("M").tint(.mint)
                }
            }
        }
    }

    @Test func swiftUIsSpellingsCompileAndDraw() {
        let driver = TestDriver(Spellings(), width: 10, height: 16)
        driver.expectScreen([
            "    A", "    B", "    C", "    D", "    E", "    F", "    G", "    H", "    I", "    J", "    K",
            "    L",
            "", "    M", "", " q quit",
        ])
        // A translucent background over a colour of the app's is blended over it.
        #expect(
            driver.cell(x: 4, y: 11).backgroundColor
                == Color(red: 50.0 / 255, green: 148.0 / 255, blue: 1))
        #expect(
            driver.cell(x: 4, y: 10).backgroundColor
                == Color(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255))
    }
}
