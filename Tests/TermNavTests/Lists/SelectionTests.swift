import TermNav
import TermNavTesting
import Testing

private struct Planet: Identifiable {
    let id: Int
    let name: String
}

private struct Picker: View {
    @State private var chosen = Set<Int>()
    private let planets = [
        Planet(id: 1, name: "Mercury"), Planet(id: 2, name: "Venus"), Planet(id: 3, name: "Earth"),
    ]

    var body: some View {
        NavigationStack {
            List(planets, selection: $chosen) { planet in
                Text(planet.name)
            }
            .navigationTitle("\(chosen.count) chosen")
            .toolbar { EditButton() }
        }
    }
}

@MainActor @Suite struct SelectionTests {
    @Test func aSetSelectionChoosesOneRowOrTogglesRowsWhileEditing() {
        let driver = TestDriver(Picker(), width: 30, height: 8)
        driver.press(.downArrow, .return)
        driver.expectScreen([
            " 1 chosen                Edit",
            "",
            " Mercury",
            " Venus                      ✓",
            " Earth",
            "",
            "",
            " ↑↓ move  Enter open      2/3",
        ])
        driver.press(.downArrow, .return)
        driver.expectLines(
            [" Mercury", " Venus", " Earth                      ✓"], from: 2, "not editing: one row")
        driver.press(.tab, .return, .tab, .upArrow, .upArrow, .return)
        driver.expectScreen([
            " 2 chosen                Done",
            "",
            " Mercury                    ✓",
            " Venus",
            " Earth                      ✓",
            "",
            "",
            " ↑↓ move  Enter open      1/3",
        ])
        driver.press(.return)
        driver.expectLines([" 1 chosen                Done"], from: 0, "Enter again takes the row out")
    }

    @Test func tagsChooseTheirValueAndANilTagIsNoTag() {
        struct Sizes: View {
            @State private var size: Int? = nil
            var body: some View {
                List(selection: $size) {
                    Text("Small").tag(1)
                    Text("Large").tag(2 as Int?, includeOptional: true)
                    Text("None").tag(nil as Int?, includeOptional: false)
                    Text(size.map { "Size \($0)" } ?? "No size")
                }
            }
        }
        let driver = TestDriver(Sizes(), width: 30, height: 7)
        driver.press(.return)
        driver.expectLines([" Small                      ✓", " Large", " None", " Size 1"], from: 0)
        driver.press(.downArrow, .downArrow, .return)
        driver.expectLines([" Small                      ✓"], from: 0, "a row without a tag chooses nothing")
    }
}
