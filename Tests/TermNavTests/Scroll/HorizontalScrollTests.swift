import TermNav
import TermNavTesting
import Testing

@MainActor @Suite struct HorizontalScrollTests {
    struct Planet: Identifiable {
        let id: Int
        let name: String
        let moons: Int
    }

    static let planets = [
        Planet(id: 1, name: "Mercury", moons: 0), Planet(id: 2, name: "Venus", moons: 0),
        Planet(id: 3, name: "Earth", moons: 1), Planet(id: 4, name: "Mars", moons: 2),
    ]

    struct Row: View {
        let planet: Planet
        var body: some View {
            HStack {
                Text(planet.name).frame(width: 64, alignment: .leading)
                Text("\(planet.moons)").frame(width: 48, alignment: .leading)
                Text("far enough from the Sun")
                Text("none")
            }
        }
    }

    struct WideTable: View {
        var axes: Axis.Set = [.horizontal, .vertical]
        var body: some View {
            NavigationStack {
                ScrollView(axes) {
                    VStack(alignment: .leading) {
                        Text("Name     Moons  Distance                Notes")
                        ForEach(HorizontalScrollTests.planets) { planet in
                            NavigationLink(planet.name) { Text("About \(planet.name)") }
                                .hidden()
                            Row(planet: planet)
                        }
                    }
                }
                .navigationTitle("Planets")
            }
        }
    }

    @Test(arguments: [true, false]) func aWideScreenScrollsSidewaysAColumnAKey(unicode: Bool) {
        let ellipsis = unicode ? "…" : "~"
        let driver = TestDriver(WideTable(), width: 30, height: 9, unicode: unicode)
        driver.expectScreen([
            " Planets",
            "",
            " Name     Moons  Distance   \(ellipsis)",
            " Mercury  0      far enough \(ellipsis)",
            " Venus    0      far enough \(ellipsis)",
            " Earth    1      far enough \(ellipsis)",
            " Mars     2      far enough \(ellipsis)",
            "",
            unicode ? " ←→ scroll  q quit" : " Left/Right scroll  q quit",
        ])
        driver.press(.rightArrow, .rightArrow, .rightArrow)
        driver.expectScreen([
            " Planets",
            "",
            " \(ellipsis)     Moons  Distance      \(ellipsis)",
            " \(ellipsis)ury  0      far enough fro\(ellipsis)",
            " \(ellipsis)s    0      far enough fro\(ellipsis)",
            " \(ellipsis)h    1      far enough fro\(ellipsis)",
            " \(ellipsis)     2      far enough fro\(ellipsis)",
            "",
            unicode ? " ←→ scroll  q quit" : " Left/Right scroll  q quit",
        ])
        // Past the right edge the window stays: the content's end shows in full.
        driver.press(Array(repeating: KeyPress(.rightArrow), count: 40))
        driver.expectScreen([
            " Planets",
            "",
            " \(ellipsis)stance                Notes",
            " \(ellipsis)r enough from the Sun none",
            " \(ellipsis)r enough from the Sun none",
            " \(ellipsis)r enough from the Sun none",
            " \(ellipsis)r enough from the Sun none",
            "",
            unicode ? " ←→ scroll  q quit" : " Left/Right scroll  q quit",
        ])
        driver.press(.leftArrow)
        driver.expectLines([" \(ellipsis)istance                Not\(ellipsis)"], from: 2)
    }

    @Test func aScrollViewAcrossAtTheRootScrollsTheSame() {
        let driver = TestDriver(WideTable(axes: .horizontal), width: 30, height: 9)
        driver.press(.rightArrow, .rightArrow, .rightArrow)
        driver.expectLines([" …ury  0      far enough fro…"], from: 3)
    }

    struct Narrow: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Wide table") { WideTable() }
                }
                .navigationTitle("Home")
            }
        }
    }

    @Test func leftAndRightGoBackAndOpenWhereNothingScrollsAcross() {
        let driver = TestDriver(Narrow(), width: 60, height: 9)
        driver.press(.rightArrow)
        #expect(driver.title == "Planets")
        driver.press(.leftArrow)
        #expect(driver.title == "Home")
        // Content as narrow as the screen does not scroll: ← goes back.
        let wide = TestDriver(WideTable(), width: 80, height: 9)
        wide.expectScreen([
            " Planets",
            "",
            " Name     Moons  Distance                Notes",
            " Mercury  0      far enough from the Sun none",
            " Venus    0      far enough from the Sun none",
            " Earth    1      far enough from the Sun none",
            " Mars     2      far enough from the Sun none",
            "",
            " q quit",
        ])
    }

    struct Pushing: View {
        var body: some View {
            NavigationStack {
                ScrollView(.horizontal) {
                    VStack(alignment: .leading) {
                        Text("A line far too long to be shown whole on a narrow screen")
                        NavigationLink("Next") { Text("The next screen") }
                    }
                }
                .navigationTitle("Wide")
            }
        }
    }

    @Test func aPushAndPopKeepTheSidewaysScroll() {
        let driver = TestDriver(Pushing(), width: 24, height: 8)
        driver.press(.rightArrow, .rightArrow, .rightArrow, .rightArrow, .rightArrow)
        let scrolled = [
            " Wide",
            "",
            " … far too long to be …",
            " …",
            "", "", "",
            " ←→ scroll  Enter open",
        ]
        driver.expectScreen(scrolled)
        driver.press(.return)
        #expect(driver.depth == 2)
        driver.press(.escape)
        driver.expectScreen(scrolled)
    }
}
