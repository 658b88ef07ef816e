import TermNav
import TermNavTesting
import Testing

/// Deep links: opening screens by the labels a user would choose.
@MainActor @Suite struct DeepLinkTests {
    struct Shop: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink(
                        "Fruit", destination: Aisle(name: "Fruit", items: ["Apple", "Apricot", "Banana"]))
                    NavigationLink("Vegetables", destination: Aisle(name: "Vegetables", items: ["Leek"]))
                    Button("Checkout") {}
                }
                .navigationTitle("Shop")
            }
        }
    }

    struct Aisle: View {
        let name: String
        let items: [String]

        var body: some View {
            List(items, id: \.self) { item in
                NavigationLink(destination: Text("This is \(item)").navigationTitle(item)) {
                    HStack {
                        Text(item)
                        Spacer()
                        Text("1 kg").foregroundColor(.green)
                    }
                }
            }
            .navigationTitle(name)
        }
    }

    @Test func labelsOpenScreensLevelByLevel() throws {
        let driver = TestDriver(Shop(), width: 30, height: 8)
        try driver.follow(path: ["fru", "Banana"])
        #expect(driver.titles == ["Shop", "Fruit", "Banana"])
        driver.press(.escape)
        #expect(driver.focusedLine == " Banana                1 kg ›")
    }

    @Test func aLabelMatchingNothingNamesTheLevelAndNearbyLabels() {
        #expect(throws: DeepLink.Failure.self) {
            try TestDriver(Shop(), width: 30, height: 8).follow(path: ["Fruit", "Cherry"])
        }
        let driver = TestDriver(Shop(), width: 30, height: 8)
        do {
            try driver.follow(path: ["Cherry"])
        } catch let failure as DeepLink.Failure {
            #expect(failure.level == 1)
            #expect(failure.reason == .noMatch)
            #expect(
                failure.description
                    == "path level 1 \"Cherry\" on \"Shop\" matches no row; rows include \"Fruit\", \"Vegetables\", \"Checkout\""
            )
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func anAmbiguousPrefixListsWhatItCouldBe() {
        let driver = TestDriver(Shop(), width: 30, height: 8)
        do {
            try driver.follow(path: ["Fruit", "ap"])
            Issue.record("\"ap\" matched one row")
        } catch let failure as DeepLink.Failure {
            #expect(failure.level == 2)
            #expect(failure.reason == .ambiguous)
            #expect(failure.candidates == ["Apple 1 kg", "Apricot 1 kg"])
            #expect(
                failure.description.hasPrefix("path level 2 \"ap\" on \"Fruit\" matches more than one row"))
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(driver.titles == ["Shop", "Fruit"], "the levels before the failure stay open")
    }

    @Test func aRowThatOpensNothingIsAnError() {
        let driver = TestDriver(Shop(), width: 30, height: 8)
        #expect(throws: DeepLink.Failure.self) { try driver.follow(path: ["Checkout"]) }
    }

    @Test(arguments: [
        ("The Alchemist", ["The Alchemist"]),
        ("Books/Paulo Coelho/The Alchemist", ["Books", "Paulo Coelho", "The Alchemist"]),
        ("AC\\/DC/Back in Black", ["AC/DC", "Back in Black"]),
        ("a\\\\b/", ["a\\b"]),
        ("//x//", ["x"]),
        ("", []),
    ])
    func pathsSplitIntoLabels(path: String, labels: [String]) {
        #expect(DeepLink.labels(from: path) == labels)
    }
}
