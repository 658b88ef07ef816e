import TermNav

/// The text fields of the Controls screen: a plain field, a secure one, a bordered one in a
/// labeled row, and a number edited through its format; Enter in any counts a submission.
struct TextInputSection: View {
    @State private var name = ""
    @State private var password = ""
    @State private var city = "Oslo"
    @State private var amount = 12.5
    @State private var submissions = 0

    var body: some View {
        Section("Text") {
            TextField("Name", text: $name, prompt: Text("Your name"))
                .textInputAutocapitalization(.words)
                .autocorrectionDisabled()
            SecureField("Password", text: $password)
                .textContentType(.password)
            LabeledContent("City") {
                TextField("City", text: $city).textFieldStyle(.roundedBorder)
            }
            TextField("Amount", value: $amount, format: .number)
                .keyboardType(.decimalPad)
                .submitLabel(.done)
            Text("Hello, \(name.isEmpty ? "nobody" : name): \(submissions) submitted")
        }
        .onSubmit { submissions += 1 }
    }
}
