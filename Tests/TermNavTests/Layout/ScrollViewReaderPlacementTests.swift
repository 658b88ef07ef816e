import TermNav
import TermNavTesting
import Testing

/// A scroll view starts its content at the top of the screen, as SwiftUI's does, also inside a
/// `ScrollViewReader`, and a bar pinned below it with `.safeAreaInset` stays at the bottom.
@MainActor @Suite struct ScrollViewReaderPlacementTests {
    struct Chat: View {
        var body: some View {
            ScrollViewReader { _ in
                ScrollView {
                    VStack {
                        Text("Hi!")
                        Text("Hello")
                    }
                }
            }
        }
    }

    @Test func aScrollViewInAReaderStartsAtTheTop() {
        let driver = TestDriver(Chat(), width: 20, height: 6)
        driver.expectScreen([
            "        Hi!",
            "       Hello",
            "",
            "",
            "",
            " q quit",
        ])
    }

    struct Pinned: View {
        var body: some View {
            ScrollViewReader { _ in
                ScrollView {
                    Text("Hi!")
                }
            }
            .safeAreaInset(edge: .bottom) {
                Text("[ Message ]")
            }
        }
    }

    @Test func aBarPinnedBelowAScrollViewStaysAtTheBottom() {
        let driver = TestDriver(Pinned(), width: 20, height: 6)
        driver.expectScreen([
            "        Hi!",
            "",
            "",
            "",
            "    [ Message ]",
            " q quit",
        ])
    }
}
