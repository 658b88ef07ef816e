import TermNav
import TermNavTesting
import Testing

// An @Observable store shared by two screens through the environment: the list shows what the
// detail screen changes, as the Observation tutorials write it.

@Observable
private final class TodoStore {
    var todos = [
        Todo(title: "Buy milk"),
        Todo(title: "Write report"),
        Todo(title: "Call Sam"),
    ]

    var remaining: Int { todos.filter { !$0.isDone }.count }

    func toggle(_ todo: Todo) {
        guard let index = todos.firstIndex(where: { $0.id == todo.id }) else { return }
        todos[index].isDone.toggle()
    }
}

private struct Todo: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var isDone = false
}

private struct TodoList: View {
    @Environment(TodoStore.self) private var store

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.todos) { todo in
                    NavigationLink(value: todo) {
                        Text(todo.isDone ? "✓ \(todo.title)" : todo.title)
                    }
                }
                Text("\(store.remaining) left")
            }
            .navigationTitle("Todos")
            .navigationDestination(for: Todo.self) { todo in
                TodoDetail(todo: todo)
            }
        }
    }
}

private struct TodoDetail: View {
    @Environment(TodoStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    let todo: Todo

    var body: some View {
        List {
            Text(todo.title)
            Button("Mark as done") {
                store.toggle(todo)
                dismiss()
            }
        }
        .navigationTitle("Todo")
    }
}

private struct TodoApp: App {
    @State private var store = TodoStore()

    var body: some Scene {
        WindowGroup {
            TodoList()
                .environment(store)
        }
    }
}

@MainActor @Suite struct ObservableStoreSample {
    @Test func theDetailScreenChangesWhatTheListShows() {
        let driver = TestDriver(app: TodoApp(), width: 30, height: 8)
        driver.expectScreen([
            " Todos",
            "",
            " Buy milk                   ›",
            " Write report               ›",
            " Call Sam                   ›",
            " 3 left",
            "",
            " ↑↓ move  Enter open      1/4",
        ])
        driver.press(.downArrow, .return)
        #expect(driver.title == "Todo")
        driver.press(.downArrow, .return)
        #expect(driver.depth == 1)
        driver.expectLines(
            [
                " Buy milk                   ›", " ✓ Write report             ›",
                " Call Sam                   ›", " 2 left",
            ], from: 2)
    }
}
