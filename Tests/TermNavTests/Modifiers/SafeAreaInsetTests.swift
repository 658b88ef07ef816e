import TermNav
import TermNavTesting
import Testing

// `.safeAreaInset(edge:alignment:spacing:content:)`: a view pinned above or below the content,
// the rows scrolling between, as SwiftUI pins it at the edge of the safe area.

/// A chat: its messages scroll, the composer stays under them.
private struct Chat: View {
    @State private var messages = (1...12).map { "Message \($0)" }

    var body: some View {
        NavigationStack {
            List(messages, id: \.self) { Text($0) }
                .safeAreaInset(edge: .bottom) {
                    Button("Send a wave") { messages.append("👋") }
                }
                .safeAreaInset(edge: .top, alignment: .leading) {
                    Text("Today").foregroundStyle(.secondary)
                }
                .navigationTitle("Chat")
        }
    }
}

/// A short screen of content with a bar pinned to the bottom.
private struct Welcome: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Welcome")
                Text("Sign in to go on")
            }
            .safeAreaInset(edge: .bottom, spacing: 16) {
                Button("Continue") {}
            }
            .navigationTitle("Hello")
        }
    }
}

@MainActor @Suite struct SafeAreaInsetTests {
    @Test func insetsStayAboveAndBelowTheScrollingRows() {
        let driver = TestDriver(Chat(), width: 30, height: 10)
        driver.expectScreen([
            " Chat",
            "",
            " Today",
            " Message 1",
            " Message 2",
            " Message 3",
            " Message 4",
            " Message 5",
            "         Send a wave",
            " ↑↓ move  q quit         1/12",
        ])
        driver.press(.end)
        driver.expectScreen([
            " Chat",
            "",
            " Today",
            " Message 8",
            " Message 9",
            " Message 10",
            " Message 11",
            " Message 12",
            "         Send a wave",
            " ↑↓ move  q quit        12/12",
        ])
        // Tab goes to the pinned button and Enter sends; ↑ goes back to the rows, and End to the
        // new last row.
        driver.press(.tab, .return, .upArrow, .end)
        driver.expectScreen([
            " Chat",
            "",
            " Today",
            " Message 9",
            " Message 10",
            " Message 11",
            " Message 12",
            " 👋",
            "         Send a wave",
            " ↑↓ move  q quit        13/13",
        ])
    }

    @Test func besideShortContentTheInsetKeepsToTheEdge() {
        let driver = TestDriver(Welcome(), width: 30, height: 12)
        driver.expectScreen([
            " Hello",
            "",
            "",
            "",
            "",
            "           Welcome",
            "       Sign in to go on",
            "",
            "",
            "",
            "           Continue",
            " Enter open  q quit",
        ])
    }
}
