import TermNav

/// "Styles": whether the terminal's background is light or dark, every text style a terminal
/// can show, and SwiftUI's named colours; the focused row keeps them.
struct StylesScreen: View {
    @Environment(\.colorScheme) private var colorScheme

    static let colors: [(String, Color)] = [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
        ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
        ("pink", .pink), ("brown", .brown), ("gray", .gray),
    ]

    var body: some View {
        List {
            Text("Background: " + (colorScheme == .light ? "light" : "dark"))
            Text("Plain, ") + Text("bold").bold() + Text(", ") + Text("italic").italic() + Text(", ")
                + Text("underlined").underline() + Text(", ") + Text("struck").strikethrough()
            Text("Headline").font(.headline)
            Text("Caption").font(.caption)
            Text("Heavy").fontWeight(.heavy)
            Text("Light").fontWeight(.light)
            Text("Secondary").foregroundStyle(.secondary)
            ForEach(Self.colors, id: \.0) { name, color in
                Text(name).foregroundColor(color)
            }
        }
        .navigationTitle("Styles")
    }
}
