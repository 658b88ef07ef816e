import TermNav
import TermNavTesting
import Testing

/// A binding to a collection is a collection of bindings to its elements, as SwiftUI's is.
@MainActor @Suite struct BindingCollectionTests {
    struct Chore: Identifiable, Hashable {
        let id: Int
        var title: String
        var isDone = false
    }

    /// Chores filtered through the binding, each row toggling its chore in the model.
    struct Chores: View {
        @State private var chores = [
            Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Dusting"),
        ]
        @State private var showsDone = true
        @State private var selection: Int?

        var shown: [Binding<Chore>] {
            $chores.filter { showsDone || !$0.wrappedValue.isDone }
        }

        var body: some View {
            NavigationStack {
                List {
                    Toggle("Show done", isOn: $showsDone)
                    ForEach(shown) { $chore in
                        Toggle(chore.title, isOn: $chore.isDone)
                    }
                    Text("\(chores.filter(\.isDone).count) done")
                }
                .navigationTitle("Chores")
            }
        }
    }

    @Test func filteredBindingsWriteThroughToTheCollection() {
        let driver = TestDriver(Chores(), width: 30, height: 9)
        driver.press(.downArrow, .downArrow, .return)
        driver.expectScreen([
            " Chores",
            "",
            " Show done              [ on]",
            " Dishes                 [off]",
            " Laundry                [ on]",
            " Dusting                [off]",
            " 1 done",
            "",
            " ↑↓ move  q quit          3/5",
        ])
        // Hiding the chores done leaves the others, still bound to their own.
        driver.press(.upArrow, .upArrow, .return, .downArrow, .downArrow, .return)
        driver.expectLines(
            [" Show done              [off]", " Dishes                 [off]", " 2 done"], from: 2)
    }

    @Test func aBindingToACollectionIsARandomAccessCollectionOfItsElements() {
        var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
        let binding = Binding(get: { chores }, set: { chores = $0 })
        #expect(binding.count == 2)
        #expect(binding.map(\.id) == [1, 2])
        binding[1].title.wrappedValue = "Ironing"
        binding.last?.isDone.wrappedValue = true
        #expect(chores.map(\.title) == ["Dishes", "Ironing"])
        #expect(chores.map(\.isDone) == [false, true])
        #expect(binding.reversed().map(\.wrappedValue.title) == ["Ironing", "Dishes"])
    }

    /// The binding's own list initializers are still the ones a `$` list takes.
    struct Bound: View {
        @State private var chores = [Chore(id: 1, title: "Dishes")]
        @State private var selection: Int?
        var body: some View {
            NavigationStack {
                VStack {
                    List($chores) { $chore in TextField("Title", text: $chore.title) }
                    List($chores, selection: $selection) { $chore in Text(chore.title) }
                    List($chores, id: \.title) { $chore in Text(chore.title) }
                    ForEach($chores) { $chore in Text(chore.title) }
                }
            }
        }
    }

    @Test func aDollarListStillHandsEachRowABinding() {
        let driver = TestDriver(Bound(), width: 30, height: 8)
        driver.press("x")
        driver.expectLines([" Dishesx"], from: 0)
    }
}
