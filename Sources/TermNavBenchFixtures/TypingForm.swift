import TermNavCore

/// The benchmark's form for typing: two text fields and a greeting that shows the first one's
/// text, then a section of plain rows, as a settings or sign-up screen has them.
///
/// The benchmark types into the Name field (each character written to the app's binding, the
/// greeting row following it) and presses Down through the rows, in the same run, to weigh a
/// typed character against a Down key.
public struct TypingForm: View {
    /// How many plain rows follow the fields.
    let rows: Int
    /// The Name field's text.
    @State private var name = ""
    /// The Note field's text.
    @State private var note = ""

    /// A form with `rows` plain rows after its fields.
    /// - Parameter rows: How many plain rows; 0 or more.
    public init(rows: Int) {
        self.rows = rows
    }

    /// The form, in a navigation stack titled "Profile".
    public var body: some View {
        NavigationStack {
            Form {
                Section("Fields") {
                    TextField("Name", text: $name, prompt: Text("Your name"))
                    TextField("Note", text: $note)
                    Text("Hello, \(name.isEmpty ? "nobody" : name)")
                }
                Section("Rows") {
                    ForEach(0..<rows, id: \.self) { row in
                        Text("Row \(row)")
                    }
                }
            }
            .navigationBarTitle("Profile", displayMode: .inline)
        }
    }
}
