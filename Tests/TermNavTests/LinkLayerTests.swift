import TermNav
import TermNavTesting
import Testing

/// The hidden link layer: links register per screen apart from the rows that draw, and a
/// changed selection is what pushes.
@MainActor @Suite struct LinkLayerTests {
    struct Fruit: Identifiable {
        let id: Int
        let name: String
        let color: String
    }

    static let fruits = [
        Fruit(id: 1, name: "Apple", color: "red"),
        Fruit(id: 2, name: "Banana", color: "yellow"),
        Fruit(id: 3, name: "Cherry", color: "dark red"),
    ]

    struct FruitDetails: View {
        let fruit: Fruit
        var body: some View {
            Text("Color: \(fruit.color)").navigationBarTitle(fruit.name, displayMode: .inline)
        }
    }

    /// A row whose button sets a selection; a hidden background link bound to it pushes.
    struct SelectingRow: View {
        @State private var selected: Int?
        let fruit: Fruit

        var body: some View {
            Button(action: { selected = fruit.id }) {
                (Text(fruit.name + " ") + Text(fruit.color).bold())
                    .background(
                        NavigationLink(
                            destination: FruitDetails(fruit: fruit), tag: fruit.id, selection: $selected,
                            label: { EmptyView() }
                        )
                        .hidden())
            }
            .buttonStyle(PlainButtonStyle())
        }
    }

    struct SelectingList: View {
        var body: some View {
            NavigationView {
                List {
                    ForEach(LinkLayerTests.fruits) { SelectingRow(fruit: $0) }
                }
                .navigationBarTitle("Fruits", displayMode: .large)
            }
        }
    }

    @Test func hiddenLinkRowShowsOnlyItsLabelWithoutIndicator() throws {
        let driver = TestDriver(SelectingList(), width: 30, height: 8)
        driver.expectScreen([
            " Fruits",
            "",
            " Apple red",
            " Banana yellow",
            " Cherry dark red",
            "",
            "",
            " ↑↓ move  Enter open      1/3",
        ])
        let styles = try #require(driver.cells(of: "Cherry dark red"))
        #expect(styles.prefix(6).allSatisfy { !$0.isBold })
        #expect(styles.suffix(8).allSatisfy { $0.isBold })
    }

    @Test func buttonSettingTheSelectionPushesAndPopResetsIt() {
        let driver = TestDriver(SelectingList(), width: 30, height: 8)
        driver.press(.downArrow, .downArrow, .return)
        #expect(driver.depth == 2)
        driver.expectScreen([
            " ‹ Fruits   Cherry",
            "",
            "",
            "",
            "       Color: dark red",
            "",
            "",
            " Esc back  q quit",
        ])
        driver.press(.escape)
        #expect(driver.depth == 1)
        // The selection went back to nil, so the same row pushes again.
        driver.press(.return)
        #expect(driver.depth == 2)
        #expect(driver.title == "Cherry")
        driver.press(.escape, .upArrow, .return)
        #expect(driver.title == "Banana")
    }

    /// A list whose selection lives at the list level, set from outside the rows.
    struct ProgrammaticList: View {
        @State private var selection: Int?

        var body: some View {
            List {
                Button("Open Banana") { selection = 2 }
                ForEach(LinkLayerTests.fruits) { fruit in
                    NavigationLink(
                        destination: FruitDetails(fruit: fruit), tag: fruit.id, selection: $selection
                    ) {
                        Text(fruit.name)
                    }
                }
            }
            .navigationTitle("Programmatic")
        }
    }

    @Test func selectionSetElsewherePushesThatLinksDestination() {
        let driver = TestDriver(ProgrammaticList(), width: 30, height: 10)
        driver.expectScreen([
            " Programmatic",
            "",
            " Open Banana",
            " Apple                      ›",
            " Banana                     ›",
            " Cherry                     ›",
            "",
            "",
            "",
            " ↑↓ move  Enter open      1/4",
        ])
        driver.press(.return)
        #expect(driver.title == "Banana")
        driver.press(.escape)
        #expect(driver.depth == 1)
        // Activating a bound link's row sets its selection, which pushes.
        driver.press(.downArrow, .return)
        #expect(driver.title == "Apple")
    }

    /// The ZStack trick: an invisible link under a custom label.
    struct ZStackList: View {
        var body: some View {
            NavigationStack {
                List {
                    ZStack {
                        NavigationLink {
                            FruitDetails(fruit: LinkLayerTests.fruits[0])
                        } label: {
                            EmptyView()
                        }
                        .opacity(0)
                        Label(title: "About", icon: Image(systemName: "info.circle"))
                    }
                    NavigationLink {
                        FruitDetails(fruit: LinkLayerTests.fruits[1])
                    } label: {
                        Text("Details")
                    }
                    .navigationAccessory(Image(systemName: "info.circle"))
                    Text("Plain text row")
                }
                .navigationTitle("Settings")
            }
        }
    }

    @Test func invisibleLinkActivatesItsRowWithoutIndicator() {
        let driver = TestDriver(ZStackList(), width: 30, height: 9)
        driver.expectLines([" ⓘ About", " Details                    ⓘ", " Plain text row"], from: 2)
        driver.press(.return)
        #expect(driver.title == "Apple")
        driver.press(.escape, .downArrow, .return)
        #expect(driver.title == "Banana")
        driver.press(.escape, .downArrow, .return)
        #expect(driver.depth == 1, "a text row does nothing")
    }

    @Test func accessoryFallsBackToASCII() {
        let driver = TestDriver(ZStackList(), width: 30, height: 9, unicode: false)
        driver.expectLines([" (i) About", " Details                  (i)"], from: 2)
    }

    /// A hidden link with a constant active binding can never be reset.
    struct StubbornLink: View {
        var body: some View {
            List {
                Text("Row")
                    .background(
                        NavigationLink(destination: Text("Pushed"), isActive: .constant(true)) { EmptyView() }
                            .hidden())
            }
            .navigationTitle("Stubborn")
        }
    }

    @Test func activeLinkThatCannotResetDoesNotPushAgainAfterPop() {
        let driver = TestDriver(StubbornLink(), width: 30, height: 8)
        #expect(driver.depth == 2)
        driver.press(.escape)
        #expect(driver.depth == 1)
        #expect(driver.title == "Stubborn")
        driver.press(.downArrow)
        #expect(driver.depth == 1)
    }

    @Test func hiddenLinkIsNotActivatedByKeys() {
        struct HiddenOnly: View {
            var body: some View {
                List {
                    Text("Row").background(
                        NavigationLink(destination: Text("Pushed")) { EmptyView() }.hidden())
                }
            }
        }
        let driver = TestDriver(HiddenOnly(), width: 20, height: 6)
        // The rows only: the help line offers Enter although it does nothing here.
        driver.expectLines([" Row", "", "", "", ""], from: 0)
        driver.press(.return)
        #expect(driver.depth == 1)
    }
}
