import Testing

@testable import TermNavCore
@testable import TermNavTesting

/// A shopping list, as written for SwiftUI, with its accessibility modifiers, or without them.
private struct Groceries: View {
    var describes = true
    @State private var bought: Set<String> = []

    var body: some View {
        NavigationStack {
            List {
                Section("Fruit") {
                    row("Apples", count: 3, id: "apples")
                    row("Pears", count: 1, id: "pears")
                }
                NavigationLink("Receipt", destination: Text("Paid"))
                    .modifier(Described(describes: describes, id: "receipt"))
            }
            .navigationTitle("Groceries")
        }
    }

    @ViewBuilder private func row(_ name: String, count: Int, id: String) -> some View {
        let done = bought.contains(name)
        let row = Button {
            bought.insert(name)
        } label: {
            HStack {
                Text(name)
                Spacer()
                Text("\(count)").foregroundStyle(.secondary)
                Image(systemName: done ? "checkmark" : "circle")
            }
        }
        if describes {
            row
                .accessibilityElement(children: .combine)
                .accessibilityLabel("\(count) \(name)")
                .accessibilityLabel(Text("not this one"))
                .accessibilityValue(done ? "bought" : "to buy")
                .accessibilityHint(Text("Marks the \(name.lowercased()) bought"))
                .accessibilityAddTraits(done ? [.isButton, .isSelected] : .isButton)
                .accessibilityRemoveTraits(.isImage)
                .accessibilityIdentifier(id)
                .accessibilityInputLabels([Text(name), Text("Fruit")])
                .accessibilitySortPriority(Double(count))
                .accessibilityAction(named: "Buy") { bought.insert(name) }
                .accessibilityAction(.delete) { bought.remove(name) }
                .accessibilityShowsLargeContentViewer()
                .accessibilityRepresentation { Toggle(name, isOn: .constant(done)) }
        } else {
            row
        }
    }
}

/// Every other accessibility modifier, on a link.
private struct Described: ViewModifier {
    let describes: Bool
    let id: String

    func body(content: Content) -> some View {
        if describes {
            content
                .accessibilityHeading(.h2)
                .accessibilityHidden(false)
                .accessibilityLabel(Text("Receipt of today"))
                .accessibilityValue(Text("Paid"))
                .accessibilityHint("Shows the receipt")
                .accessibilityInputLabels([LocalizedStringKey("Bill")])
                .accessibilityAction(named: Text("Print")) {}
                .accessibilityAction {}
                .accessibilityShowsLargeContentViewer { Text("Receipt") }
                .accessibilityElement()
                .accessibilityElement(children: .contain)
                .accessibilityElement(children: .ignore)
                .accessibilityAddTraits([.isHeader, .isLink, .isStaticText, .isSearchField, .isToggle])
                .accessibilityAddTraits([.isModal, .updatesFrequently, .isImage])
                .accessibilityIdentifier(id)
        } else {
            content
        }
    }
}

@MainActor @Suite struct AccessibilityModifierTests {
    @Test func theModifiersDrawNothing() {
        let plain = TestDriver(Groceries(describes: false), width: 30, height: 9)
        let driver = TestDriver(Groceries(), width: 30, height: 9)
        driver.expectScreen([
            " Groceries",
            "",
            " Fruit",
            " Apples                   3 ○",
            " Pears                    1 ○",
            " Receipt                    ›",
            "",
            "",
            " ↑↓ move  Enter open      1/3",
        ])
        driver.expectScreen(plain.lines)
        driver.press(.return)
        plain.press(.return)
        driver.expectScreen(plain.lines)
    }

    @Test func aTestFindsAnElementByItsIdentifierAndReadsItsLabel() throws {
        let driver = TestDriver(Groceries(), width: 30, height: 9)
        // The label nearest the view wins, as the innermost `.environment` does.
        #expect(driver.focusedAccessibilityLabel == "3 Apples")
        try driver.focus(identifier: "pears")
        #expect(driver.focusedAccessibilityLabel == "1 Pears")
        try driver.press(identifier: "pears")
        #expect(driver.line(containing: "Pears") == " Pears                    1 ✓")
        try driver.press(identifier: "receipt")
        #expect(driver.depth == 2)
        driver.expectScreen([
            " ‹ Groceries",
            "",
            "",
            "",
            "             Paid",
            "",
            "",
            "",
            " Esc back  q quit",
        ])
    }

    @Test func aViewWithoutALabelIsReadByItsText() throws {
        let driver = TestDriver(Groceries(describes: false), width: 30, height: 9)
        #expect(driver.focusedAccessibilityLabel == "Apples 3")
        driver.press(.downArrow, .downArrow)
        #expect(driver.focusedAccessibilityLabel == "Receipt")
    }

    @Test func anIdentifierNoElementHasIsAnErrorNamingThoseThereAre() {
        let driver = TestDriver(Groceries(), width: 30, height: 9)
        #expect(
            throws: TestDriver.ElementNotFound(
                identifier: "milk", identifiersOnScreen: ["apples", "pears", "receipt"])
        ) {
            try driver.focus(identifier: "milk")
        }
        #expect(driver.focusedAccessibilityLabel == "3 Apples")
    }

    @Test func aViewsModifiersAreOneValueInTheTree() throws {
        var context = ResolveContext(
            graph: ViewGraph(ephemeral: true), viewTypes: ViewTypeIndex(), preferences: ResolvedPreferences(),
            unicode: true, environment: EnvironmentValues())
        let view = Text("Milk")
            .accessibilityLabel("Oat milk")
            .accessibilityHint("Adds it")
            .accessibilityAddTraits([.isButton, .isSelected])
            .accessibilityRemoveTraits(.isSelected)
            .accessibilityIdentifier("milk")
            .accessibilityLabel("ignored: the inner label wins")
        let node = context.resolve(view)
        guard case .modified(let inner, .rowTrait(.accessibility(let attributes))) = node else {
            Issue.record("not one accessibility value: \(node)")
            return
        }
        #expect(inner.accessibility == nil)
        #expect(attributes.label == "Oat milk")
        #expect(attributes.hint == "Adds it")
        #expect(attributes.identifier == "milk")
        #expect(attributes.traits(over: .isStaticText) == [.isStaticText, .isButton])
        #expect(attributes.traits(over: [.isSelected, .isImage]) == [.isImage, .isButton])
    }
}
