import TermNav
import TermNavTesting
import Testing

@MainActor @Suite struct AnyLayoutTests {
    struct Counter: View {
        @State private var taps = 0
        var body: some View {
            Button("Tapped \(taps)") { taps += 1 }
        }
    }

    struct Switching: View {
        @State private var isWide = false
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Button(isWide ? "Stack down" : "Stack across") { isWide.toggle() }
                    let layout =
                        isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(alignment: .leading))
                    layout {
                        Text("Name:")
                        Counter()
                    }
                }
                .navigationTitle("Layouts")
            }
        }
    }

    @Test func anyLayoutSwitchesBetweenStacksAndKeepsState() {
        let driver = TestDriver(Switching(), width: 30, height: 7)
        driver.expectScreen([
            " Layouts",
            "",
            "         Stack across",
            "         Name:",
            "         Tapped 0",
            "",
            " ↑↓ move  Enter open  q quit",
        ])
        driver.press(.downArrow, .return, .return)
        driver.press(.upArrow, .return)
        driver.expectScreen([
            " Layouts",
            "",
            "        Stack down",
            "        Name: Tapped 2",
            "",
            "",
            " ↑↓ move  Enter open  q quit",
        ])
    }

    struct Shipped: View {
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    HStackLayout(spacing: 24) {
                        Text("a")
                        Text("b")
                    }
                    ZStackLayout {
                        Text("under")
                        Text("ov")
                    }
                    GridLayout(alignment: .leading) {
                        GridRow {
                            Text("Name")
                            Text("Ada")
                        }
                        GridRow {
                            Text("Born")
                            Text("1815")
                        }
                    }
                }
                .navigationTitle("Shipped")
            }
        }
    }

    @Test(arguments: [true, false]) func shippedLayoutsDrawAsTheirContainers(unicode: Bool) {
        let driver = TestDriver(Shipped(), width: 24, height: 8, unicode: unicode)
        driver.expectScreen([
            " Shipped",
            "",
            "       a   b",
            // The top layer is centred over the one under it, which shows around it.
            "       uover",
            "       Name Ada",
            "       Born 1815",
            "",
            " q quit",
        ])
    }

    struct Measured: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            VStackLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        {
            VStackLayout(alignment: .trailing).placeSubviews(
                in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    @Test func shippedLayoutsAnswerWhenAskedDirectly() {
        let view = NavigationStack {
            AnyLayout(Measured()) {
                Text("one")
                Text("three")
            }
        }
        let driver = TestDriver(view, width: 20, height: 6)
        driver.expectScreen([
            "",
            "         one",
            "       three",
            "",
            "",
            " q quit",
        ])
    }
}
