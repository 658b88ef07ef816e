import TermNav

/// A searchable list with an alert: `/` searches the fruits, and "Remove all…" asks first.
struct DialogsScreen: View {
    @State private var query = ""
    @State private var confirms = false
    @State private var fruits = ["Apple", "Banana", "Cherry", "Grape", "Lemon", "Mango"]

    /// The fruits the search leaves.
    private var shown: [String] {
        query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        List {
            Button("Remove all…") { confirms = true }
            ForEach(shown, id: \.self) { fruit in
                Text(fruit)
            }
        }
        .navigationTitle("Dialogs")
        .searchable(text: $query, prompt: "Search fruits")
        .alert("Remove every fruit?", isPresented: $confirms) {
            Button("Remove", role: .destructive) { fruits.removeAll() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("The list will be empty.")
        }
    }
}
