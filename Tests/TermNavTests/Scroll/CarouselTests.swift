import TermNav
import TermNavTesting
import Testing

@MainActor @Suite struct CarouselTests {
    struct Shelf: View {
        @State private var chosen = "none"
        let genres = ["Fantasy", "Mystery", "Romance", "Science", "History", "Poetry"]
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Text("Chosen: \(chosen)")
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(genres, id: \.self) { genre in
                                Button(genre) { chosen = genre }
                            }
                        }
                    }
                    NavigationLink("Settings") { Text("Settings screen") }
                }
                .navigationTitle("Shelf")
            }
        }
    }

    @Test(arguments: [true, false]) func leftAndRightMoveTheFocusAlongACarousel(unicode: Bool) {
        let driver = TestDriver(Shelf(), width: 30, height: 8, unicode: unicode)
        let ellipsis = unicode ? "…" : "~"
        let help = unicode ? " ↑↓ move  ←→ scroll" : " Up/Down move"
        driver.expectScreen([
            " Shelf",
            "",
            "",
            " Chosen: none",
            " Fantasy Mystery Romance Sci\(ellipsis)",
            " Settings",
            "",
            help,
        ])
        #expect(driver.focusedText == "Fantasy")
        driver.press(.rightArrow, .rightArrow, .rightArrow)
        driver.expectScreen([
            " Shelf",
            "",
            "",
            " Chosen: none",
            " \(ellipsis)sy Mystery Romance Science\(ellipsis)",
            " Settings",
            "",
            help,
        ])
        #expect(driver.focusedText == "Science")
        driver.press(.return)
        driver.expectLines([" Chosen: Science"], from: 3)
        driver.press(.rightArrow, .rightArrow, .rightArrow)
        driver.expectLines([" \(ellipsis)ance Science History Poetry"], from: 4)
        #expect(driver.focusedText == "Poetry")
    }

    @Test func theFocusInACarouselSurvivesAPushAndPop() {
        let driver = TestDriver(Shelf(), width: 30, height: 8)
        driver.press(.rightArrow, .rightArrow, .rightArrow, .rightArrow)
        driver.press(.downArrow, .return)
        #expect(driver.depth == 2)
        driver.press(.escape)
        driver.press(.upArrow)
        #expect(driver.focusedText == "History")
        driver.expectLines([" …ry Romance Science History…"], from: 4)
    }

    @Test func tabReachesTheCarouselInReadingOrder() {
        let view = NavigationStack {
            ScrollView(.horizontal) {
                HStack {
                    Button("One") {}
                    Button("Two") {}
                }
            }
            .toolbar { Button("Edit") {} }
            .navigationTitle("Tabs")
        }
        let driver = TestDriver(view, width: 30, height: 8)
        driver.press(.rightArrow)
        #expect(driver.focusedText == "Two")
        driver.press(.tab)
        #expect(driver.focusedText == "Edit")
        driver.press(.tab)
        #expect(driver.focusedText == "Two")
    }
}

@MainActor @Suite struct CarouselLinkTests {
    struct Rooms: View {
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Text("Rooms")
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 16) {
                            ForEach(["Kitchen", "Hall", "Study"], id: \.self) { room in
                                NavigationLink(room) { Text("In the \(room)").navigationTitle(room) }
                            }
                        }
                    }
                }
                .navigationTitle("House")
            }
        }
    }

    @Test(arguments: [true, false]) func enterFollowsTheFocusedLinkOfACarousel(unicode: Bool) {
        let driver = TestDriver(Rooms(), width: 30, height: 8, unicode: unicode)
        driver.expectScreen([
            " House",
            "",
            "",
            " Rooms",
            " Kitchen  Hall  Study",
            "", "",
            unicode ? " ←→ scroll  Enter open" : " Left/Right scroll",
        ])
        driver.press(.rightArrow, .return)
        #expect(driver.title == "Hall")
        driver.press(.escape)
        #expect(driver.focusedText == "Hall")
        driver.press(.rightArrow, .rightArrow, .return)
        #expect(driver.title == "Study")
    }

    struct SizedList: View {
        var body: some View {
            NavigationStack {
                GeometryReader { proxy in
                    List(1...3, id: \.self) { number in
                        Text("Row \(number) of \(Int(proxy.size.width / 8)) columns")
                    }
                }
                .navigationTitle("Sized")
            }
        }
    }

    @Test func aListInsideAReaderAtTheRootIsTheScreensList() {
        let driver = TestDriver(SizedList(), width: 30, height: 7)
        driver.press(.downArrow)
        driver.expectScreen([
            " Sized",
            " Row 1 of 28 columns",
            " Row 2 of 28 columns",
            " Row 3 of 28 columns",
            "", "",
            " ↑↓ move  q quit          2/3",
        ])
        #expect(driver.focusedText == "Row 2 of 28 columns")
    }
}
