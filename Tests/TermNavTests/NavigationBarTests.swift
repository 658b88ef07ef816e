import TermNav
import TermNavTesting
import Testing

/// The navigation bar: back label, breadcrumb, hidden back button, toolbars and their focus.
@MainActor @Suite struct NavigationBarTests {
    struct Level: View {
        let titles: [String]
        let depth: Int

        var body: some View {
            List {
                if depth < titles.count {
                    NavigationLink(titles[depth], destination: Level(titles: titles, depth: depth + 1))
                }
            }
            .navigationTitle(titles[depth - 1])
        }
    }

    static let titles = ["Books list", "Jane Austen", "Novels", "Emma", "Chapter one"]

    func deep(width: Int) -> TestDriver {
        let driver = TestDriver(
            NavigationStack { Level(titles: Self.titles, depth: 1) }, width: width, height: 6)
        driver.press(.return, .return, .return, .return)
        return driver
    }

    @Test func deeperThanTwoLevelsTheTopLineIsABreadcrumb() throws {
        let driver = deep(width: 80)
        #expect(driver.depth == 5)
        driver.expectScreen([
            " Books list › Jane Austen › Novels › Emma › Chapter one",
            "",
            "",
            "",
            "",
            " Esc back  q quit",
        ])
        let current = try #require(driver.cells(of: "Chapter one"))
        #expect(current.allSatisfy { $0.isBold })
        let ancestor = try #require(driver.cells(of: "Novels"))
        #expect(ancestor.allSatisfy { $0.isDim && !$0.isBold })
    }

    @Test func aNarrowBreadcrumbDropsTitlesFromTheMiddle() {
        let driver = deep(width: 40)
        driver.expectLines([" Books list › … › Emma › Chapter one"], from: 0)
        driver.resize(width: 30, height: 6)
        driver.expectLines([" Books list › … › Chapter one"], from: 0)
        driver.resize(width: 20, height: 6)
        driver.expectLines([" Chapter one"], from: 0)
        driver.resize(width: 8, height: 6)
        driver.expectLines([" Chapt…"], from: 0)
    }

    @Test func twoLevelsShowTheBackLabelAndTheInlineTitle() {
        let driver = TestDriver(
            NavigationStack { Level(titles: Self.titles, depth: 1) }, width: 40, height: 6)
        driver.press(.return)
        driver.expectLines(
            [" ‹ Books list  Jane Austen", " Novels                               ›"], from: 0)
    }

    struct Hidden: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink(
                        "Secret", destination: Text("No way back shown").navigationBarBackButtonHidden(true))
                }
                .navigationTitle("Start")
            }
        }
    }

    @Test func aHiddenBackButtonHidesTheLabelButEscStillPops() {
        let driver = TestDriver(Hidden(), width: 30, height: 6)
        driver.press(.return)
        driver.expectScreen([
            "",
            "",
            "      No way back shown",
            "",
            "",
            " Esc back  q quit",
        ])
        driver.press(.escape)
        #expect(driver.depth == 1)
    }

    /// A list with a toolbar: a leading Edit, a trailing Sort that cycles, a bottom status.
    struct Sorted: View {
        @State private var order = 0
        @State private var editing = false
        static let orders = ["title", "author", "year"]

        var body: some View {
            NavigationStack {
                List {
                    Text("Sorted by \(Self.orders[order])")
                    NavigationLink("Next", destination: Text("Next").navigationTitle("Next"))
                }
                .navigationTitle("Books")
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) {
                        Button(editing ? "Done" : "Edit") { editing.toggle() }
                    }
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button("Sort") { order = (order + 1) % Self.orders.count }
                    }
                    ToolbarItem(placement: .bottomBar) {
                        Text(editing ? "editing" : "browsing")
                    }
                }
            }
        }
    }

    @Test func toolbarItemsSitOnTheBarAndTheBottomLine() throws {
        let driver = TestDriver(Sorted(), width: 44, height: 10)
        driver.expectScreen([
            " Edit                                  Sort",
            " Books",
            "",
            " Sorted by title",
            " Next                                     ›",
            "",
            "",
            "",
            " browsing",
            " ↑↓ move  Tab Edit/Sort  q quit         1/2",
        ])
        let sort = try #require(driver.cells(of: "Sort"))
        #expect(sort.allSatisfy { $0.isUnderline && !$0.isReverse })
    }

    @Test func tabFocusesEachItemAndEnterRunsIt() throws {
        let driver = TestDriver(Sorted(), width: 40, height: 10)
        driver.press(.tab)
        let edit = try #require(driver.cells(of: "Edit"))
        #expect(
            edit.allSatisfy { $0.backgroundColor == .cyan && $0.foregroundColor == .black && !$0.isReverse },
            "the focused item is in the focus bar's colours")
        #expect(driver.focusedLine == nil, "no row is highlighted while the toolbar has the focus")
        driver.press(.tab, .return, .return)
        driver.expectLines([" Sorted by year"], from: 3)
        driver.press(.tab)
        #expect(driver.focusedLine == " Sorted by year", "the focus is back on the row it left")
        driver.press(.tab, modifiers: .shift)
        driver.press(.return)
        driver.expectLines([" Sorted by title"], from: 3)
        driver.press(.tab, modifiers: .shift)
        driver.press(.return)
        driver.expectLines(
            [" Done                              Sort", " Books", "", " Sorted by title"], from: 0)
        driver.expectLines([" editing"], from: 8)
    }

    @Test func toolbarStateSurvivesPushAndPop() {
        let driver = TestDriver(Sorted(), width: 40, height: 10)
        driver.press(.tab, .tab, .return, .tab, .downArrow, .return)
        #expect(driver.titles == ["Books", "Next"])
        driver.press(.escape)
        driver.expectLines([" Sorted by author"], from: 3)
        #expect(driver.focusedLine == " Next                                 ›")
    }

    struct OldStyle: View {
        @State private var count = 0

        var body: some View {
            NavigationView {
                Text("Count \(count)")
                    .navigationBarTitle("Counter", displayMode: .inline)
                    .navigationBarItems(
                        leading: Button("Reset") { count = 0 }, trailing: Button("Add") { count += 1 })
            }
        }
    }

    @Test func navigationBarItemsWork() {
        let driver = TestDriver(OldStyle(), width: 30, height: 6)
        driver.press(.tab, .tab, .return, .return)
        driver.expectScreen([
            " Reset     Counter        Add",
            "",
            "           Count 2",
            "",
            "",
            " Enter open  Tab Reset/Add",
        ])
        driver.press(.tab, modifiers: .shift)
        driver.press(.return)
        driver.expectLines(["           Count 0"], from: 2)
    }
}
