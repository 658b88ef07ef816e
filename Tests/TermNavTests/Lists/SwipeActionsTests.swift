import TermNav
import TermNavTesting
import Testing

private struct Inbox: View {
    @State private var messages = ["Lunch?", "Invoice", "Party"]
    @State private var archived: [String] = []

    var body: some View {
        NavigationStack {
            List {
                ForEach(messages, id: \.self) { message in
                    Text(message)
                        .swipeActions(edge: .leading, allowsFullSwipe: false) {
                            Button("Archive") {
                                archived.append(message)
                                messages.removeAll { $0 == message }
                            }
                        }
                }
                .onDelete { messages.remove(atOffsets: $0) }
                Text("Archived: \(archived.joined(separator: ", "))")
            }
            .navigationTitle("Inbox")
        }
    }
}

@MainActor @Suite struct SwipeActionsTests {
    @Test func theActionsKeyShowsTheRowsActionsAndDeleteAndRunningOneGoesBack() {
        let driver = TestDriver(Inbox(), width: 40, height: 9)
        driver.expectLines([" ↑↓ move  a actions  q quit         1/4"], from: 8)
        driver.press(.downArrow, "a")
        driver.expectScreen([
            " ‹ Inbox        Invoice",
            "",
            " Archive",
            " Delete",
            "",
            "",
            "",
            "",
            " ↑↓ move  Enter open  Esc back      1/2",
        ])
        driver.press(.escape)
        #expect(driver.depth == 1, "Esc goes back without running an action")
        driver.expectLines([" Lunch?", " Invoice", " Party"], from: 2)
        driver.press("a", .return)
        #expect(driver.depth == 1, "running an action goes back")
        driver.expectLines([" Lunch?", " Party", " Archived: Invoice"], from: 2)
        driver.press("a", .downArrow, .return)
        driver.expectLines([" Lunch?", " Archived: Invoice"], from: 2, "Delete runs onDelete")
        driver.press(.downArrow)
        driver.expectLines([" ↑↓ move  q quit                    2/2"], from: 8, "no actions on that row")
        driver.press("a")
        #expect(driver.depth == 1)
    }
}
