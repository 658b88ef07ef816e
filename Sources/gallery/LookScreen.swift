import TermNav

/// "Look": colours of any value, gradients, shapes, borders and taps, as a SwiftUI screen
/// sprinkles them.
struct LookScreen: View {
    /// Colours made from values, each with the name of how it was made.
    static let swatches: [(String, Color)] = [
        ("RGB", Color(red: 0.95, green: 0.45, blue: 0.2)),
        ("HSB", Color(hue: 0.55, saturation: 0.7, brightness: 0.9)),
        ("white", Color(white: 0.6)),
        ("mix", Color.blue.mix(with: .yellow, by: 0.5)),
        ("opacity", Color.purple.opacity(0.5)),
    ]

    /// The fruits a tap picks from.
    static let fruits = ["Apple", "Pear", "Plum"]

    @State private var picked: String?
    @State private var likes = 0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 1) {
                Text("Sunset over the sea").bold()
                    .foregroundStyle(
                        .linearGradient(
                            colors: [.orange, .pink, .purple], startPoint: .leading, endPoint: .trailing))
                LinearGradient(
                    colors: [Color(red: 1, green: 0.6, blue: 0.1), .pink, .indigo],
                    startPoint: .leading, endPoint: .trailing
                )
                .frame(height: 16)
                HStack(spacing: 16) {
                    ForEach(Self.swatches, id: \.0) { name, color in
                        HStack(spacing: 8) {
                            Circle().fill(color).frame(width: 12, height: 12)
                            Text(name)
                        }
                    }
                }
                HStack(spacing: 16) {
                    Text("Square").padding(.horizontal, 8).border(.gray)
                    Text("Rounded").padding(.horizontal, 8)
                        .overlay(RoundedRectangle(cornerRadius: 8).stroke(.blue))
                    Text("Heavy").padding(.horizontal, 8).border(.red, width: 4)
                    Text("Dashed").padding(.horizontal, 8)
                        .overlay(Capsule().stroke(.green, style: StrokeStyle(lineWidth: 1, dash: [4])))
                }
                HStack(spacing: 16) {
                    ForEach(Self.fruits, id: \.self) { fruit in
                        Text(fruit).padding(.horizontal, 8)
                            .background(picked == fruit ? Color.teal.opacity(0.4) : Color.clear)
                            .onTapGesture { picked = fruit }
                    }
                    Text("Likes \(likes)").onTapGesture(count: 2) { likes += 1 }
                }
                Text(picked.map { "Picked \($0)" } ?? "Tap a fruit, or double-click the likes")
                    .foregroundStyle(.secondary)
                NavigationLink("Night sign-up") { NightSignUp() }
            }
            .padding(.horizontal)
        }
        .navigationTitle("Look")
    }
}
