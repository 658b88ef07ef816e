/// A ``ShareLink``'s button: it copies the text to the clipboard, which says so on the help line,
/// or, where the terminal takes nothing for the clipboard, shows the text in an alert to copy
/// by hand.
struct ShareButton<Label: View>: View {
    /// The text shared.
    let text: String
    /// What the button shows.
    let label: Label

    @Environment(\.copyToClipboard) private var copyToClipboard
    @State private var showsText = false

    var body: some View {
        let text = text
        let copyToClipboard = copyToClipboard
        let showsText = $showsText
        return Button {
            if !copyToClipboard(text) { showsText.wrappedValue = true }
        } label: {
            label
        }
        .alert("Copy by hand", isPresented: $showsText) {
            Button("OK") {}
        } message: {
            Text(verbatim: text)
        }
    }
}
