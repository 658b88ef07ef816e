import TermNav

/// "Lines": rows of different heights — a title over a subtitle, text with line breaks, text that
/// wraps because it asks to — scrolling by whole rows.
struct LinesScreen: View {
    var body: some View {
        List {
            ForEach(1...30, id: \.self) { number in
                NavigationLink(destination: Text("Message \(number)").navigationTitle("Message \(number)")) {
                    if number % 4 == 0 {
                        Text("Note \(number)\nwritten on two lines")
                    } else {
                        VStack(alignment: .leading) {
                            Text("Message \(number)").bold()
                            Text("A subtitle long enough to be cut at the row's end, as list rows are")
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            Text("A last row that wraps because it asks to, on at most three lines, and then stops short")
                .lineLimit(3)
        }
        .navigationTitle("Lines")
    }
}
