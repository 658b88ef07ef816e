import TermNav
import TermNavTesting
import Testing

/// A scroll view with every modifier of its look that a terminal accepts and ignores.
private struct Feed: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading) {
                    Text("First")
                    Text("Second")
                }
            }
            .scrollIndicators(.hidden)
            .scrollIndicators(.never, axes: .vertical)
            .scrollBounceBehavior(.basedOnSize)
            .scrollClipDisabled()
            .defaultScrollAnchor(.bottom)
            .contentMargins(.horizontal, 16, for: .scrollContent)
            .contentMargins(.all, EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
            .contentMargins(24)
            .navigationTitle("Feed")
        }
    }
}

@MainActor @Suite struct ScrollAppearanceTests {
    @Test func theLookOfAScrollViewIsAcceptedAndDrawsAsWithout() {
        let driver = TestDriver(Feed(), width: 20, height: 6)
        driver.expectScreen([
            " Feed",
            "       First",
            "       Second",
            "",
            "",
            " q quit",
        ])
    }
}
