import TermNav

/// "Accessories": one row per accessory kind, in both glyph sets (run with `TERMNAV_ASCII=1`
/// for the ASCII ones). The detail rows' `i` key shows what it did on the last row.
struct AccessoriesScreen: View {
    @State private var lastAction = "Press i on a row with ⓘ"

    var body: some View {
        List {
            Text("No accessory")
            NavigationLink(
                "Disclosure indicator", destination: Text("Pushed by a link").navigationTitle("Link"))
            Button("Detail button") { lastAction = "Enter on the detail row" }
                .accessory(.detailButton) { lastAction = "i on the detail row" }
            NavigationLink("Detail and disclosure", destination: Text("Pushed").navigationTitle("Both"))
                .navigationAccessory(.detailDisclosureButton) { lastAction = "i on the link row" }
            Text("Checkmark").accessory(.checkmark)
            Text("SF Symbol").accessory(Image(systemName: "star.fill"))
            Text("Any glyph").accessory(.glyph("♞", ascii: "N"))
            Text("A count").accessory(Text("12"))
            Text("Unknown symbol").accessory(.symbol("no.such.symbol"))
            Text(lastAction).foregroundStyle(.secondary)
        }
        .navigationTitle("Accessories")
    }
}
