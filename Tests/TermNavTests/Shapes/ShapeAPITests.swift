import Foundation
import TermNav
import TermNavTesting
import Testing

// SwiftUI's shape API as apps write it compiles unchanged: the static forms, corner sizes and
// styles, stroke and fill styles, insets, and the path effects a terminal has no cells for
// (a trimmed, rotated ring is drawn whole).

private struct Forms: View {
    @State private var isRound = true

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 8) {
                Rectangle.rect.stroke().frame(width: 24, height: 32)
                AnyShape(.rect(cornerRadius: 8)).stroke().frame(width: 24, height: 32)
                AnyShape(.rect(topLeadingRadius: 8, topTrailingRadius: 8, style: .continuous)).stroke()
                    .frame(width: 24, height: 32)
                AnyShape(.rect(cornerRadii: RectangleCornerRadii(bottomLeading: 4, bottomTrailing: 4)))
                    .stroke().frame(width: 24, height: 32)
                AnyShape(.capsule(style: .continuous)).stroke().frame(width: 24, height: 32)
                AnyShape(.containerRelative).stroke().frame(width: 24, height: 32)
            }
            HStack(spacing: 8) {
                RoundedRectangle(cornerSize: CGSize(width: 12, height: 8), style: .continuous)
                    .inset(by: 2).strokeBorder(.secondary, lineWidth: 2).frame(width: 24, height: 32)
                Circle().trim(from: 0, to: 0.75)
                    .stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .round))
                    .rotationEffect(.degrees(-90)).frame(width: 24, height: 32)
                Ellipse().rotation(.degrees(45)).scale(0.5).scale(x: 1, y: 2)
                    .fill(Color.red, style: FillStyle(eoFill: true)).frame(width: 24, height: 32)
                AnyShape(isRound ? AnyShape(Circle()) : AnyShape(Rectangle())).fill(.secondary)
                    .frame(width: 24, height: 32)
            }
            Text("Clipped")
                .padding(.horizontal)
                .background(.secondary, in: .capsule)
                .background(in: .rect(cornerRadius: 4))
                .overlay(Color.blue.opacity(0.2), in: Capsule())
                .clipShape(.rect(cornerRadius: 8), style: FillStyle())
                .mask { Circle() }
                .mask(Rectangle())
                .border(HierarchicalShapeStyle.secondary)
        }
    }
}

@MainActor @Suite struct ShapeAPITests {
    @Test func swiftUIShapeCodeCompilesAndDraws() {
        let driver = TestDriver(Forms(), width: 40, height: 10)
        // `.mask { Circle() }` shows the padded text through a circle as tall as its line, two
        // columns across its middle: the letters it reaches, as SwiftUI shows them.
        driver.expectScreen([
            "        ┌─┐ ╭─╮ ╭─╮ ┌─┐ ╭─╮ ┌─┐",
            "        └─┘ ╰─╯ └─┘ ╰─╯ ╰─╯ └─┘",
            "",
            "            ╭─╮ ┏━┓ ▄ ▄ ▄█▄",
            "            ╰─╯ ┗━┛ ▀ ▀ ▀█▀",
            "",
            "             ┌───────────┐",
            "             │    ipp    │",
            "             └───────────┘",
            " q quit",
        ])
        #expect(driver.cell(x: 12, y: 3).isDim, "a secondary stroke is dim")
        #expect(driver.cell(x: 17, y: 3).foregroundColor == .blue)
        #expect(driver.cell(x: 21, y: 3).backgroundColor == .red, "the ellipse's middle")
        #expect(driver.cell(x: 13, y: 6).isDim, "a secondary border is dim")
    }
}
