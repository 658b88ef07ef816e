import TermNav

/// "Values": UIKit's value style, a dim value at the right before the accessory; narrow the
/// terminal to see the value give way before the label.
struct ValuesScreen: View {
    var body: some View {
        List {
            NavigationLink(destination: Text("Networks nearby").navigationTitle("Wi-Fi")) {
                LabeledContent("Wi-Fi", value: "Home network 5 GHz")
            }
            LabeledContent("Bluetooth", value: "On")
            LabeledContent {
                Text("42").bold()
            } label: {
                Text("Answer")
            }
            HStack {
                Text("A stack")
                Spacer()
                Text("with a spacer").foregroundStyle(.secondary)
            }
        }
        .navigationTitle("Values")
    }
}
