import TermNav
import TermNavTesting
import Testing

/// The title of the first chapter shown: later ones are ignored.
private struct ChapterTitle: PreferenceKey {
    static let defaultValue = ""

    static func reduce(value: inout String, nextValue: () -> String) {
        if value.isEmpty { value = nextValue() }
    }
}

/// The names of everything shown, in order.
private struct Names: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

/// A count that views add to.
private struct Total: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

private struct Chapter: View {
    let name: String

    var body: some View {
        Text(name).preference(key: ChapterTitle.self, value: name)
    }
}

/// A header that shows the title its content passes up.
private struct Book: View {
    @State private var header = "?"
    @State private var page = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Reading: \(header)")
            VStack(alignment: .leading) {
                if page == 0 {
                    Chapter(name: "Dawn")
                } else {
                    Chapter(name: "Dusk")
                    Chapter(name: "Night")
                }
            }
            .onPreferenceChange(ChapterTitle.self) { header = $0 }
            Button("Turn") { page += 1 }
        }
    }
}

/// Names passed up by a `ForEach`, changed on the way, and drawn over their stack.
private struct Roll: View {
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(["Ann", "Bob", "Cy"], id: \.self) { name in
                Text(name).preference(key: Names.self, value: [name])
            }
        }
        .transformPreference(Names.self) { $0.append("end") }
        .frame(width: 160, alignment: .leading)
        .overlayPreferenceValue(Names.self, alignment: .topTrailing) { names in
            Text(names.joined(separator: ","))
        }
    }
}

/// A preference whose action changes it again, for ever.
private struct Runaway: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count \(count)").preference(key: Total.self, value: count)
            Text("Fixed").preference(key: Total.self, value: 100)
        }
        .onPreferenceChange(Total.self) { count = $0 - 99 }
    }
}

@MainActor @Suite struct PreferenceTests {
    @Test func aHeaderShowsTheTitleItsContentPassesUp() {
        let driver = TestDriver(Book(), width: 24, height: 7)
        driver.expectScreen([
            "",
            "     Reading: Dawn",
            "     Dawn",
            "     Turn",
            "",
            "",
            " Enter open  q quit",
        ])
        driver.press(.return)
        driver.expectScreen([
            "",
            "     Reading: Dusk",
            "     Dusk",
            "     Night",
            "     Turn",
            "",
            " Enter open  q quit",
        ])
    }

    @Test func valuesCombineInTheOrderTheViewsStand() {
        let driver = TestDriver(Roll(), width: 24, height: 6)
        driver.expectScreen([
            "",
            "  Ann   Ann,Bob,Cy,end",
            "  Bob",
            "  Cy",
            "",
            " q quit",
        ])
    }

    @Test func aPreferenceItsOwnActionKeepsChangingStopsWithinAFrame() {
        // Each action sets the count the next value is made of: SwiftUI lets such a preference
        // update a few times a frame, then lets it be.
        let driver = TestDriver(Runaway(), width: 20, height: 6)
        driver.expectScreen([
            "",
            "      Count 4",
            "       Fixed",
            "",
            "",
            " q quit",
        ])
        driver.press(.downArrow)
        driver.expectScreen([
            "",
            "      Count 4",
            "       Fixed",
            "",
            "",
            " q quit",
        ])
    }
}
