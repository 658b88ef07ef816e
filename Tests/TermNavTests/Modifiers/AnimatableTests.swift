import TermNav
import TermNavTesting
import Testing

/// A bar that SwiftUI would grow step by step through `animatableData`.
private struct Meter: View, Animatable {
    var level: Double

    var animatableData: Double {
        get { level }
        set { level = newValue }
    }

    var body: some View {
        Text("[" + String(repeating: "#", count: Int(level)) + "]")
    }
}

/// A modifier that SwiftUI would step through two values at once.
private struct Shifted: AnimatableModifier {
    var columns: Double
    var lines: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(columns, lines) }
        set {
            columns = newValue.first
            lines = newValue.second
        }
    }

    func body(content: Content) -> some View {
        HStack(spacing: 0) {
            Text(String(repeating: ".", count: Int(columns)))
            content
            Text(" \(Int(lines))")
        }
    }
}

private struct Animated: View {
    @State private var isFull = false

    var body: some View {
        VStack(alignment: .leading) {
            Meter(level: isFull ? 6 : 1)
            Text("Shift").modifier(Shifted(columns: isFull ? 3 : 0, lines: isFull ? 2 : 0))
            Button("Fill") { withAnimation(.easeInOut(duration: 1)) { isFull.toggle() } }
        }
    }
}

@MainActor @Suite struct AnimatableTests {
    @Test func anAnimatableViewIsDrawnWithTheValueItsAnimationEndsOn() {
        let driver = TestDriver(Animated(), width: 20, height: 7)
        driver.expectScreen([
            "",
            "      [#]",
            "      Shift 0",
            "      Fill",
            "",
            "",
            " Enter open  q quit",
        ])
        driver.press(.return)
        driver.expectScreen([
            "",
            "     [######]",
            "     ...Shift 2",
            "     Fill",
            "",
            "",
            " Enter open  q quit",
        ])
    }

    @Test func animatableDataIsVectorArithmetic() {
        var pair = AnimatablePair(2.0, AnimatablePair(Float(1), EmptyAnimatableData()))
        pair.scale(by: 3)
        #expect(pair.first == 6)
        #expect(pair.second.first == 3)
        #expect(pair.magnitudeSquared == 45)
        #expect(pair - pair == .zero)
        var level = 1.0
        level.interpolate(towards: 5, amount: 0.5)
        #expect(level == 3)
    }
}
