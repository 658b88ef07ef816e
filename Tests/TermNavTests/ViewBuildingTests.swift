import TermNav
import TermNavTesting
import Testing

/// Views built with `@ViewBuilder`: conditionals, `ForEach` outside lists, groups, stacks.
@MainActor @Suite struct ViewBuildingTests {
    struct Toggling: View {
        @State private var expanded = false

        var body: some View {
            VStack(alignment: .leading) {
                Button(expanded ? "Collapse" : "Expand") { expanded.toggle() }
                if expanded {
                    ForEach(["red", "green"], id: \.self) { Text("Color \($0)") }
                } else {
                    Text("Nothing to see")
                }
                Group {
                    Label("Starred", systemImage: "star.fill")
                    HStack {
                        Text("left")
                        Spacer()
                        Text("right")
                    }
                }
            }
            .navigationTitle("Build")
        }
    }

    @Test func conditionalsForEachGroupsAndStacks() {
        let driver = TestDriver(Toggling(), width: 24, height: 9)
        driver.expectScreen([
            " Build",
            "",
            "",
            " Expand",
            " Nothing to see",
            " ★ Starred",
            " left             right",
            "",
            " Enter open  q quit",
        ])
        driver.press(.return)
        driver.expectLines([" Collapse", " Color red", " Color green", " ★ Starred"], from: 2)
        #expect(driver.focusedText == "Collapse")
    }

    @Test func optionalContentAndEmptyBodies() {
        struct MaybeNote: View {
            let note: String?
            var body: some View {
                List {
                    if let note { Text(note) }
                    Text("Always")
                }
            }
        }
        // The rows only: the help line offers Enter on text rows, where it does nothing.
        TestDriver(MaybeNote(note: "Hello"), width: 20, height: 6)
            .expectLines([" Hello", " Always", "", "", ""], from: 0)
        TestDriver(MaybeNote(note: nil), width: 20, height: 6).expectLines(
            [" Always", "", "", "", ""], from: 0)
    }

    @Test func textStylesAndColors() throws {
        let driver = TestDriver(
            VStack {
                Text("plain ") + Text("bold").bold() + Text(" red").foregroundColor(.red)
                Text("headline").font(.headline)
                Text("on blue").background(Color.blue)
            }, width: 20, height: 6)
        let bold = try #require(driver.cells(of: "bold"))
        #expect(bold.allSatisfy { $0.isBold })
        let red = try #require(driver.cells(of: "red"))
        #expect(red.allSatisfy { $0.foregroundColor == .red && !$0.isBold })
        let headline = try #require(driver.cells(of: "headline"))
        #expect(headline.allSatisfy { $0.isBold })
        let blue = try #require(driver.cells(of: "on blue"))
        #expect(blue.allSatisfy { $0.backgroundColor == .blue })
    }
}
