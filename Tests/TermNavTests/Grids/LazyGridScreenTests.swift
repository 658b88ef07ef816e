import TermNav
import TermNavTesting
import Testing

/// A photo grid: a lazy grid of links in a scroll view, moved through with the arrows, pushed
/// from and popped back to, resized.
@MainActor @Suite struct LazyGridScreenTests {
    struct Photo: Identifiable, Hashable {
        let id: Int
        var name: String { "IMG_\(id)" }
    }

    struct PhotoCell: View {
        let photo: Photo
        var body: some View {
            VStack {
                Image(systemName: photo.id.isMultiple(of: 3) ? "heart" : "star")
                Text(photo.name)
            }
        }
    }

    struct Photos: View {
        var photos = (1...14).map(Photo.init)

        var body: some View {
            NavigationStack {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 16) {
                        ForEach(photos) { photo in
                            NavigationLink(destination: Text("Photo \(photo.id)").navigationTitle(photo.name))
                            {
                                PhotoCell(photo: photo)
                            }
                        }
                    }
                }
                .navigationTitle("Photos")
            }
        }
    }

    struct Seasons: View {
        var body: some View {
            NavigationStack {
                ScrollView {
                    LazyVGrid(
                        columns: [GridItem(.flexible()), GridItem(.flexible())], pinnedViews: .sectionHeaders
                    ) {
                        Section(header: Text("Spring")) {
                            ForEach(1...3, id: \.self) { day in Button("March \(day)") {} }
                        }
                        Section(header: Text("Summer"), footer: Text("Long days")) {
                            ForEach(1...2, id: \.self) { day in Button("June \(day)") {} }
                        }
                    }
                }
                .navigationTitle("Seasons")
            }
        }
    }

    struct Shelf: View {
        var body: some View {
            NavigationStack {
                ScrollView {
                    LazyHGrid(rows: [GridItem(.fixed(80)), GridItem(.fixed(80), alignment: .leading)]) {
                        ForEach(["Dune", "Emma", "Ulysses", "Beloved", "Ada"], id: \.self) { title in
                            Button(title) {}
                        }
                    }
                }
                .navigationTitle("Shelf")
            }
        }
    }

    struct Tags: View {
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    HStack(alignment: .top) {
                        Text("Tags:")
                        LazyVGrid(columns: [GridItem(.fixed(64)), GridItem(.fixed(64))], alignment: .leading)
                        {
                            ForEach(["swift", "tui", "grid"], id: \.self) { Text($0) }
                        }
                    }
                    Button("Done") {}
                }
                .navigationTitle("Tags")
            }
        }
    }

    struct PaddedGrid: View {
        var body: some View {
            NavigationStack {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.fixed(64)), GridItem(.fixed(64))]) {
                        ForEach(1...5, id: \.self) { Text("Item \($0)") }
                    }
                    .padding(.horizontal)
                }
                .navigationTitle("Padded")
            }
        }
    }

    struct FocusedPhotos: View {
        @FocusState private var focused: Int?
        let photos = (1...6).map(Photo.init)

        var body: some View {
            NavigationStack {
                ScrollView {
                    Text("Focused: \(focused.map(String.init) ?? "none")")
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                        ForEach(photos) { photo in
                            Button(photo.name) {}.focused($focused, equals: photo.id)
                        }
                    }
                }
                .onAppear { focused = 5 }
                .navigationTitle("Photos")
            }
        }
    }

    struct GrowingPhotos: View {
        @State private var photos = (1...14).map(Photo.init)

        var body: some View {
            NavigationStack {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 16) {
                        ForEach(photos) { photo in
                            NavigationLink(destination: Text("Photo \(photo.id)")) { PhotoCell(photo: photo) }
                        }
                    }
                }
                .onKeyPress("n") {
                    photos.insert(Photo(id: 0), at: 0)
                    return .handled
                }
                .navigationTitle("Photos")
            }
        }
    }

    static let firstPage = [
        " Photos",
        "",
        "      ☆            ☆            ♡",
        "    IMG_1        IMG_2        IMG_3",
        "",
        "      ☆            ☆            ♡",
        "    IMG_4        IMG_5        IMG_6",
        "",
        "      ☆            ☆            ♡",
        "    IMG_7        IMG_8        IMG_9",
        "",
        "      ☆            ☆            ♡",
        "    IMG_10       IMG_11       IMG_12",
        " ↑↓ move  Enter open  q quit       1/14",
    ]

    @Test func aPhotoGridShowsItsCellsInColumnsTheFocusOnOne() {
        let driver = TestDriver(Photos(), width: 40, height: 14)
        driver.expectScreen(Self.firstPage)
        #expect(driver.focusedText == "☆ IMG_1")
        // The bar is over the cell's columns, on its lines, not the spacing below.
        let cells = driver.cells(of: "IMG_1") ?? []
        #expect(cells.allSatisfy { $0.backgroundColor != .default })
        // 38 columns of content hold three of 12, one apart: the bar is over the first 12, not
        // the margin before them or the column after.
        #expect(driver.cell(x: 1, y: 3).backgroundColor != .default)
        #expect(driver.cell(x: 12, y: 3).backgroundColor != .default)
        #expect(driver.cell(x: 0, y: 3).backgroundColor == .default)
        #expect(driver.cell(x: 13, y: 3).backgroundColor == .default)
        #expect(driver.cell(x: 5, y: 4).backgroundColor == .default)
    }

    @Test func aPhotoGridInASCII() {
        let driver = TestDriver(Photos(), width: 40, height: 14, unicode: false)
        driver.expectScreen([
            " Photos",
            "",
            "      *            *           <3",
            "    IMG_1        IMG_2        IMG_3",
            "",
            "      *            *           <3",
            "    IMG_4        IMG_5        IMG_6",
            "",
            "      *            *           <3",
            "    IMG_7        IMG_8        IMG_9",
            "",
            "      *            *            <3",
            "    IMG_10       IMG_11       IMG_12",
            " Up/Down move  Enter open  q quit  1/14",
        ])
        driver.press(.rightArrow)
        #expect(driver.focusedText == "* IMG_2")
    }

    @Test func leftAndRightMoveACellWrappingAtTheLinesEnds() {
        let driver = TestDriver(Photos(), width: 40, height: 14)
        driver.press(.rightArrow)
        #expect(driver.focusedText == "☆ IMG_2")
        driver.press(.rightArrow, .rightArrow)
        #expect(driver.focusedText == "☆ IMG_4", "past the line's end onto the next line's first cell")
        driver.press(.leftArrow)
        #expect(driver.focusedText == "♡ IMG_3", "before the line's start onto the line before's last")
        driver.press(.home, .leftArrow)
        #expect(driver.focusedText == "☆ IMG_1", "at the first cell the focus stays")
        #expect(driver.depth == 1, "← in a grid does not go back")
        driver.press(.end, .rightArrow)
        #expect(driver.focusedText == "☆ IMG_14", "at the last cell the focus stays")
        driver.expectLines([" ↑↓ move  Enter open  q quit      14/14"], from: 13)
    }

    @Test func upAndDownMoveALineKeepingTheColumn() {
        let driver = TestDriver(Photos(), width: 40, height: 14)
        driver.press(.rightArrow, .downArrow)
        #expect(driver.focusedText == "☆ IMG_5")
        driver.press(.downArrow, .downArrow, .downArrow)
        #expect(driver.focusedText == "☆ IMG_14")
        driver.press(.upArrow)
        #expect(driver.focusedText == "☆ IMG_11")
        driver.press(.rightArrow, .downArrow)
        #expect(driver.focusedText == "☆ IMG_14", "held to the short last line's last cell")
        driver.press(.home)
        #expect(driver.focusedText == "☆ IMG_1")
        // A page of 10 lines: three lines of cells (each two lines and a blank).
        driver.press(.pageDown)
        #expect(driver.focusedText == "☆ IMG_10")
    }

    @Test func enterPushesTheCellsLinkAndEscComesBackToTheSameCell() {
        let driver = TestDriver(Photos(), width: 40, height: 14)
        driver.press(.rightArrow, .downArrow, .downArrow, .downArrow)
        let before = driver.lines
        driver.press(.return)
        #expect(driver.depth == 2)
        driver.expectScreen([
            " ‹ Photos        IMG_11",
            "",
            "",
            "",
            "",
            "",
            "",
            "                Photo 11",
            "",
            "",
            "",
            "",
            "",
            " Esc back  q quit",
        ])
        driver.press(.escape)
        #expect(driver.depth == 1)
        #expect(driver.focusedText == "☆ IMG_11")
        driver.expectScreen(before)
        driver.expectLines(
            ["      ☆            ☆            ♡", "    IMG_4        IMG_5        IMG_6"], from: 2)
    }

    @Test func aClickFocusesTheCellAndASecondOpensIt() {
        let driver = TestDriver(Photos(), width: 40, height: 14)
        driver.click(x: 20, y: 6)
        #expect(driver.focusedText == "☆ IMG_5")
        // The columns are 12 wide, one apart: the content's column 12 is between the first two.
        driver.click(x: 13, y: 6)
        #expect(driver.focusedText == "☆ IMG_5", "a click between cells does nothing")
        driver.click(x: 20, y: 6)
        #expect(driver.titles == ["Photos", "IMG_5"])
    }

    @Test func aResizeReflowsTheGridKeepingTheFocusedItem() {
        let driver = TestDriver(Photos(), width: 40, height: 14)
        driver.press(.rightArrow, .downArrow, .downArrow, .downArrow)
        driver.resize(width: 80, height: 14)
        driver.expectScreen([
            " Photos",
            "",
            "      ☆           ☆          ♡          ☆          ☆          ♡          ☆",
            "    IMG_1       IMG_2      IMG_3      IMG_4      IMG_5      IMG_6      IMG_7",
            "",
            "      ☆           ♡          ☆          ☆          ♡          ☆          ☆",
            "    IMG_8       IMG_9      IMG_10     IMG_11     IMG_12     IMG_13     IMG_14",
            "", "", "", "", "", "",
            " ↑↓ move  Enter open  q quit                                              11/14",
        ])
        #expect(driver.focusedText == "☆ IMG_11")
        driver.resize(width: 20, height: 14)
        #expect(driver.focusedText == "☆ IMG_11", "one column: the item's own line, in view")
        driver.expectLines(["         ☆", "       IMG_11"], from: 8)
        driver.resize(width: 40, height: 14)
        #expect(driver.focusedText == "☆ IMG_11")
    }

    @Test func theFocusFollowsItsItemWhenItemsAreInsertedBeforeIt() {
        let driver = TestDriver(GrowingPhotos(), width: 40, height: 14)
        driver.press(.rightArrow, .downArrow)
        #expect(driver.focusedText == "☆ IMG_5")
        driver.press("n")
        driver.expectLines(
            ["      ♡            ☆            ☆", "    IMG_0        IMG_1        IMG_2"], from: 2)
        #expect(driver.focusedText == "☆ IMG_5", "the same item, a cell further on")
        driver.expectLines([" ↑↓ move  Enter open  q quit       6/15"], from: 13)
    }

    @Test func sectionsStartNewLinesUnderTheirHeaders() {
        let driver = TestDriver(Seasons(), width: 40, height: 12)
        driver.expectScreen([
            " Seasons",
            "",
            "                 Spring",
            "       March 1            March 2",
            "       March 3",
            "                 Summer",
            "       June 1              June 2",
            "               Long days",
            "",
            "",
            "",
            " ↑↓ move  Enter open  q quit        1/3",
        ])
        #expect(driver.focusedText == "March 1")
        driver.press(.downArrow)
        #expect(driver.focusedText == "March 3")
        driver.press(.downArrow)
        #expect(driver.focusedText == "June 1", "the header between is passed over")
        driver.press(.rightArrow)
        #expect(driver.focusedText == "June 2")
    }

    @Test func aHorizontalGridIsLaidOutWithItsRowsAsColumns() {
        let driver = TestDriver(Shelf(), width: 40, height: 8)
        driver.expectScreen([
            " Shelf",
            "",
            "    Dune    Emma",
            "  Ulysses   Beloved",
            "    Ada",
            "", "",
            " ↑↓ move  Enter open  q quit        1/5",
        ])
        driver.press(.rightArrow, .rightArrow)
        #expect(driver.focusedText == "Ulysses")
    }

    @Test func aGridInsideAnotherViewLaysOutEveryItem() {
        let driver = TestDriver(Tags(), width: 40, height: 8)
        driver.expectScreen([
            " Tags",
            "",
            "",
            "        Tags: swift    tui",
            "              grid",
            "        Done",
            "",
            " Enter open  q quit",
        ])
        #expect(driver.focusedText == "Done")
    }

    @Test func aGridUnderAModifierLaysOutEveryItem() {
        let driver = TestDriver(PaddedGrid(), width: 40, height: 8)
        driver.expectScreen([
            " Padded",
            "",
            "            Item 1   Item 2",
            "            Item 3   Item 4",
            "            Item 5",
            "",
            "",
            " q quit",
        ])
    }

    @Test func tinyTerminalsDrawTheGridWithoutACrash() {
        let driver = TestDriver(Photos(), width: 40, height: 14)
        driver.press(.rightArrow, .downArrow)
        for (width, height) in [(12, 6), (5, 3), (2, 2), (1, 1), (0, 0), (40, 14)] {
            driver.resize(width: width, height: height)
            driver.press(.rightArrow, .leftArrow, .downArrow, .upArrow)
        }
        #expect(driver.focusedText == "☆ IMG_5")
    }

    @Test func aFocusStateNamesTheFocusedCellAndMovesIt() {
        let driver = TestDriver(FocusedPhotos(), width: 40, height: 8)
        #expect(driver.focusedText == "IMG_5", "onAppear set the state to the fifth photo")
        driver.expectLines(["               Focused: 5"], from: 2)
        driver.press(.leftArrow)
        #expect(driver.focusedText == "IMG_4")
        driver.expectLines(["               Focused: 4"], from: 2)
    }
}
