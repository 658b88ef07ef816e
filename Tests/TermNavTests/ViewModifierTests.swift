import TermNav
import TermNavTesting
import Testing

// Custom view modifiers, as SwiftUI apps write them: `ViewModifier` with `body(content:)`,
// applied with `.modifier(_:)` or through an `extension View` helper, holding state, bindings
// and environment values of their own.

/// A modifier with state of its own: a star after the content, flipped by the row's button.
private struct Starred: ViewModifier {
    @State private var isStarred = false

    func body(content: Content) -> some View {
        Button {
            isStarred.toggle()
        } label: {
            HStack {
                content
                Text(isStarred ? "★" : "☆")
            }
        }
    }
}

/// A modifier that wraps its content in stacks, reached through an `extension View` helper.
private struct Card: ViewModifier {
    let caption: String

    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            Text(caption).bold()
            HStack {
                Text("|")
                content
            }
        }
    }
}

extension View {
    fileprivate func card(_ caption: String) -> some View {
        modifier(Card(caption: caption))
    }
}

/// A modifier that reads the environment and changes a binding.
private struct Counting: ViewModifier {
    @Binding var count: Int
    @Environment(\.isEnabled) private var isEnabled

    func body(content: Content) -> some View {
        HStack {
            content
            Button(isEnabled ? "Add" : "Off") { count += 1 }
        }
    }
}

/// A modifier that sets the screen's title: what its body asks of the screen reaches it.
private struct Titled: ViewModifier {
    let title: String

    func body(content: Content) -> some View {
        content.navigationTitle(title)
    }
}

/// A modifier that puts a mark before its content, in an `HStack`.
private struct Marked: ViewModifier {
    func body(content: Content) -> some View {
        HStack {
            Text("-")
            content
        }
    }
}

private struct Fruits: View {
    var body: some View {
        List {
            ForEach(["Apple", "Pear"], id: \.self) { fruit in
                Text(fruit).modifier(Starred())
            }
            ForEach(["Plum"], id: \.self) { fruit in
                NavigationLink(fruit) { Text("About \(fruit)").modifier(Titled(title: fruit)) }
                    .modifier(Marked())
            }
        }
        .navigationTitle("Fruits")
    }
}

private struct Counter: View {
    @State private var count = 0
    let enabled: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text("Count \(count)").modifier(Counting(count: $count))
        }
        .disabled(!enabled)
        .card("Counter")
    }
}

@MainActor @Suite struct ViewModifierTests {
    @Test func aModifiersStateIsEachRowsOwn() {
        let driver = TestDriver(NavigationStack { Fruits() }, width: 30, height: 8)
        driver.expectScreen([
            " Fruits",
            "",
            " Apple ☆",
            " Pear ☆",
            " - Plum                     ›",
            "",
            "",
            " ↑↓ move  Enter open      1/3",
        ])
        driver.press(.return)
        driver.expectLines([" Apple ★", " Pear ☆"], from: 2, "the first row's star, flipped by its button")
        driver.press(.downArrow, .return, .return, .return)
        driver.expectLines(
            [" Apple ★", " Pear ★"], from: 2, "the second row's own state, flipped three times")
    }

    @Test func aModifierAroundALinkKeepsItsRowAndWhatItsBodyAsksReachesTheScreen() {
        let driver = TestDriver(NavigationStack { Fruits() }, width: 30, height: 8)
        driver.press(.return, .end, .return)
        #expect(driver.depth == 2)
        driver.expectScreen([
            " ‹ Fruits    Plum",
            "",
            "",
            "",
            "          About Plum",
            "",
            "",
            " Esc back  q quit",
        ])
        driver.press(.escape)
        driver.expectLines(
            [" Apple ★", " Pear ☆", " - Plum                     ›"], from: 2, "state kept across the push")
    }

    @Test func aModifierWrapsContentInStacksOnAScreen() {
        let driver = TestDriver(NavigationStack { Counter(enabled: true) }, width: 30, height: 8)
        driver.expectScreen([
            "",
            "",
            "        Counter",
            "        | Count 0 Add",
            "",
            "",
            "",
            " Enter open  q quit",
        ])
        driver.press(.return, .return)
        driver.expectLines(
            ["        | Count 2 Add"], from: 3, "the modifier's binding changes the view's state")
    }

    @Test func aModifierReadsTheEnvironmentWhereItIsApplied() {
        let driver = TestDriver(NavigationStack { Counter(enabled: false) }, width: 30, height: 8)
        driver.expectLines(["        Counter", "        | Count 0 Off"], from: 2)
        driver.press(.return)
        driver.expectLines(["        | Count 0 Off"], from: 3, "a disabled button does nothing")
    }

    @Test func theEmptyModifierAndConcatenatedModifiers() {
        let concatenated = TestDriver(
            Text("Tea").modifier(Titled(title: "Drinks").concat(Card(caption: "Hot"))), width: 20, height: 4)
        let chained = TestDriver(
            Text("Tea").modifier(Titled(title: "Drinks")).modifier(Card(caption: "Hot")), width: 20, height: 4
        )
        #expect(concatenated.lines == chained.lines)
        concatenated.expectLines([" Drinks", "       Hot", "       | Tea"], from: 0)
        let plain = TestDriver(Text("Tea"), width: 20, height: 4)
        let identity = TestDriver(Text("Tea").modifier(EmptyModifier.identity), width: 20, height: 4)
        #expect(plain.lines == identity.lines)
    }
}
