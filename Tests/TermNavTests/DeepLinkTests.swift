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

    /// Two thousand books, each a title and a genre in bold, with its author at the right.
    struct Shelf: View {
        var body: some View {
            NavigationStack {
                List(0..<2_000, id: \.self) { number in
                    NavigationLink(
                        destination: Text("Book \(number + 1) details").navigationTitle("Book \(number + 1)")
                    ) {
                        LabeledContent {
                            Text(number % 2 == 0 ? "Ada" : "Bruno")
                        } label: {
                            Text("Book \(number + 1) ") + Text("Fantasy").bold()
                        }
                    }
                }
                .navigationTitle("Shelf")
            }
        }
    }

    @Test func aLongListOpensItsLastRowAndNamesWhatAPrefixLeavesOpen() {
        let driver = TestDriver(Shelf(), width: 40, height: 6)
        #expect(throws: Never.self) { try driver.follow(path: ["Book 2000"]) }
        driver.expectScreen([
            " ‹ Shelf       Book 2000",
            "",
            "           Book 2000 details",
            "",
            "",
            " Esc back  q quit",
        ])
        do {
            try TestDriver(Shelf(), width: 40, height: 6).follow(path: ["book 199"])
            Issue.record("\"book 199\" matched one row")
        } catch let failure as DeepLink.Failure {
            #expect(failure.reason == .ambiguous)
            #expect(
                failure.candidates == [
                    "Book 199 Fantasy Ada", "Book 1990 Fantasy Bruno", "Book 1991 Fantasy Ada",
                    "Book 1992 Fantasy Bruno", "Book 1993 Fantasy Ada",
                ])
        } catch {
            Issue.record("unexpected \(error)")
        }
        do {
            try TestDriver(Shelf(), width: 40, height: 6).follow(path: ["Book 3000"])
            Issue.record("\"Book 3000\" matched a row")
        } catch let failure as DeepLink.Failure {
            #expect(failure.reason == .noMatch)
            #expect(
                failure.candidates == [
                    "Book 1 Fantasy", "Book 2 Fantasy", "Book 3 Fantasy", "Book 4 Fantasy", "Book 5 Fantasy",
                ])
        } catch {
            Issue.record("unexpected \(error)")
        }
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
