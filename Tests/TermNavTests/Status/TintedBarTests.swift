import TermNav
import TermNavTesting
import Testing

/// `.tint(_:)` colours what SwiftUI draws in the tint: a progress bar's and a gauge's filled
/// part, and a slider's track up to its knob; the empty rest keeps the text's colour. A card on a
/// translucent material keeps its corners blank rather than in a colour of their own.
@MainActor @Suite struct TintedBarTests {
    struct Bars: View {
        @State private var volume = 0.5

        var body: some View {
            VStack(alignment: .leading) {
                ProgressView(value: 0.5)
                    .tint(.red)
                Slider(value: $volume)
                    .tint(.green)
                ProgressView(value: 0.5)
            }
            .frame(width: 160)
        }
    }

    @Test func theFilledPartIsInTheTintAndTheRestIsNot() {
        let driver = TestDriver(Bars(), width: 24, height: 4)
        driver.expectScreen([
            "  ██████████░░░░░░░░░░",
            "  ━━━━━━━━━━●─────────",
            "  ██████████░░░░░░░░░░",
            "",
        ])
        let columns = 2..<22
        #expect(columns.filter { driver.cell(x: $0, y: 0).foregroundColor == .red } == Array(2..<12))
        let green = columns.filter { driver.cell(x: $0, y: 1).foregroundColor == .green }
        #expect(green == Array(2..<12), "the track up to the knob")
        #expect(columns.allSatisfy { driver.cell(x: $0, y: 2).foregroundColor != .red })
    }

    struct Cards: View {
        var body: some View {
            HStack {
                Text("Mon").padding().background(RoundedRectangle(cornerRadius: 16).fill(.ultraThinMaterial))
                Text("Tue").padding().background(RoundedRectangle(cornerRadius: 16).fill(.blue))
            }
        }
    }

    @Test func aTranslucentCardLeavesItsCornersBlank() {
        let driver = TestDriver(Cards(), width: 20, height: 6)
        driver.expectScreen([
            "",
            "          ▄     ▄",
            "    Mon     Tue",
            "          ▀     ▀",
            "",
            " q quit",
        ])
        // The material's corners (columns 2 and 8) show what is around it; its other cells are
        // its colour. The blue card's corners are half blocks in its colour.
        let around = driver.cell(x: 0, y: 1).backgroundColor
        #expect([2, 8].allSatisfy { driver.cell(x: $0, y: 1).backgroundColor == around })
        #expect([2, 8].allSatisfy { driver.cell(x: $0, y: 1).grapheme == " " })
        #expect((3...7).allSatisfy { driver.cell(x: $0, y: 1).backgroundColor != around })
        #expect([10, 16].allSatisfy { driver.cell(x: $0, y: 1).foregroundColor == .blue })
    }
}
