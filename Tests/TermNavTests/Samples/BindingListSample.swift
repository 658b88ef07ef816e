import TermNav
import TermNavTesting
import Testing

// A list over bindings as SwiftUI tutorials write one: List($todos) { $todo in … } where each row
// changes its own element, and a detail screen that edits the element through a @Binding.

private struct Todo: Identifiable {
    let id: Int
    var title: String
    var isDone = false
    var priority = 1
}

private struct TodoDetail: View {
    @Binding var todo: Todo

    var body: some View {
        List {
            Text(todo.title)
            Button("Priority: \(todo.priority)") { todo.priority += 1 }
            Button(todo.isDone ? "Mark as not done" : "Mark as done") { todo.isDone.toggle() }
        }
        .navigationTitle("Details")
    }
}

private struct ContentView: View {
    @State private var todos = [
        Todo(id: 1, title: "Buy milk"),
        Todo(id: 2, title: "Call mum", priority: 2),
        Todo(id: 3, title: "Write tests"),
    ]

    var body: some View {
        NavigationStack {
            List($todos) { $todo in
                NavigationLink {
                    TodoDetail(todo: $todo)
                } label: {
                    Text("\(todo.isDone ? "✓" : "·") \(todo.title) (\(todo.priority))")
                }
            }
            .navigationTitle("To do")
        }
    }
}

@MainActor @Suite struct BindingListSample {
    @Test func rowsEditTheirOwnElementThroughABinding() {
        let driver = TestDriver(ContentView(), width: 40, height: 8)
        driver.expectScreen([
            " To do",
            "",
            " · Buy milk (1)                       ›",
            " · Call mum (2)                       ›",
            " · Write tests (1)                    ›",
            "",
            "",
            " ↑↓ move  Enter open  q quit        1/3",
        ])
        driver.press(.downArrow, .return, .downArrow, .return, .downArrow, .return)
        driver.expectLines([" Call mum", " Priority: 3", " Mark as not done"], from: 2)
        driver.press(.escape)
        driver.expectLines(
            [" · Buy milk (1)                       ›", " ✓ Call mum (3)                       ›"], from: 2)
    }
}
