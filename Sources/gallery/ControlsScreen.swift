import TermNav

/// "Controls": a form with every control, a section each.
struct ControlsScreen: View {
    var body: some View {
        Form {
            TextInputSection()
        }
        .navigationTitle("Controls")
    }
}
