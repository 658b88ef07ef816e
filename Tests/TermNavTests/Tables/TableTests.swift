import Foundation
import TermNav
import TermNavTesting
import Testing

@testable import TermNavCore

// Table: a bold header line over rows that scroll as a list's, columns laid out across the
// width, sorting from the header (keys and clicks) through the app's sortOrder binding, rows
// chosen as a List(selection:)'s, the primary action of a selection context menu, and columns
// left out from the right on a narrow terminal.

private struct File: Identifiable, Hashable {
    let id: Int
    let name: String
    let kind: String
    let size: Int
}

private let files = [
    File(id: 1, name: "notes.txt", kind: "Text", size: 1200),
    File(id: 2, name: "Photo 10.jpg", kind: "JPEG image", size: 2_400_000),
    File(id: 3, name: "photo 9.jpg", kind: "JPEG image", size: 1_900_000),
    File(id: 4, name: "a very long file name indeed.md", kind: "Markdown", size: 300),
]

private struct FilesTable: View {
    @State private var chosen: File.ID?
    @State private var order: [KeyPathComparator<File>] = []
    @State private var rows = files
    @State private var opened: Set<File.ID> = []

    var body: some View {
        NavigationStack {
            Table(rows, selection: $chosen, sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("Kind", value: \.kind).width(96)
                TableColumn("Size", value: \.size) { Text("\($0.size)") }
                    .width(min: 64, ideal: 80)
                    .alignment(.trailing)
                TableColumn("Note") { _ in Text("-") }
            }
            .contextMenu(forSelectionType: File.ID.self) { ids in
                Button("Open \(ids.count)") { opened = ids }
            } primaryAction: { ids in
                opened = ids
            }
            .onChange(of: order) { _, order in rows.sort(using: order) }
            .navigationTitle("Files \(opened.sorted().map(String.init).joined(separator: ","))")
        }
    }
}

@MainActor @Suite struct TableTests {
    @Test func theHeaderIsBoldAndTheColumnsLineUpAcrossTheWidth() {
        let driver = TestDriver(FilesTable(), width: 60, height: 9)
        driver.expectScreen([
            " Files",
            "",
            " Name          Kind                     Size  Note",
            " notes.txt     Text                     1200  -",
            " Photo 10.jpg  JPEG image            2400000  -",
            " photo 9.jpg   JPEG image            1900000  -",
            " a very long…  Markdown                  300  -",
            "",
            " ↑↓ move  Enter open  m menu  q quit                    1/4",
        ])
        #expect(driver.cells(of: "Kind")?.allSatisfy(\.isBold) == true)
        #expect(driver.cells(of: "notes.txt")?.contains(where: \.isBold) == false)
    }

    @Test func theHeaderChoosesAColumnAndSortsByItThroughTheSortOrder() {
        let driver = TestDriver(FilesTable(), width: 60, height: 9)
        driver.press(.upArrow)
        #expect(driver.focusedLine == " Name          Kind                     Size  Note")
        #expect(driver.cells(of: "Name")?.allSatisfy(\.isUnderline) == true)
        driver.press(.rightArrow, .rightArrow)
        #expect(driver.cells(of: "Size")?.allSatisfy(\.isUnderline) == true)
        #expect(driver.cells(of: "Name")?.contains(where: \.isUnderline) == false)
        // Note does not sort: → stays on Size.
        driver.press(.rightArrow, .return)
        driver.expectScreen([
            " Files",
            "",
            " Name          Kind                   Size ▲  Note",
            " a very long…  Markdown                  300  -",
            " notes.txt     Text                     1200  -",
            " photo 9.jpg   JPEG image            1900000  -",
            " Photo 10.jpg  JPEG image            2400000  -",
            "",
            " ↑↓ move  q quit  Tab/←/→ column  Enter/Space/s sort    2/4",
        ])
        driver.press("s")
        driver.expectLines(
            [
                " Name          Kind                   Size ▼  Note",
                " Photo 10.jpg  JPEG image            2400000  -",
            ], from: 2)
        // Another column goes first in the sort order, ascending.
        driver.press(.leftArrow, .leftArrow, .space)
        driver.expectLines(
            [
                " Name ▲        Kind                     Size  Note",
                " a very long…  Markdown                  300  -",
                " notes.txt     Text                     1200  -",
                " photo 9.jpg   JPEG image            1900000  -",
                " Photo 10.jpg  JPEG image            2400000  -",
            ], from: 2)
    }

    @Test func aClickOnATitleSortsByItsColumn() {
        let driver = TestDriver(FilesTable(), width: 60, height: 9)
        let y = driver.lineIndex(containing: "Kind") ?? 0
        driver.click(x: 20, y: y)
        driver.expectLines(
            [
                " Name          Kind ▲                   Size  Note",
                " Photo 10.jpg  JPEG image            2400000  -",
                " photo 9.jpg   JPEG image            1900000  -",
                " a very long…  Markdown                  300  -",
                " notes.txt     Text                     1200  -",
            ], from: 2)
        // A click on the gap between two titles, or on a column that does not sort, does nothing.
        driver.click(x: 14, y: y)
        driver.click(x: 50, y: y)
        #expect(driver.line(containing: "Kind ▲") != nil)
    }

    @Test func enterChoosesARowAndRunsThePrimaryActionAndTheMenuKeyOpensTheMenu() {
        let driver = TestDriver(FilesTable(), width: 60, height: 9)
        driver.press(.downArrow, .return)
        driver.expectScreen([
            " Files 2",
            "",
            " Name          Kind                     Size  Note",
            " notes.txt     Text                     1200  -",
            " Photo 10.jpg  JPEG image            2400000  -           ✓",
            " photo 9.jpg   JPEG image            1900000  -",
            " a very long…  Markdown                  300  -",
            "",
            " ↑↓ move  Enter open  m menu  q quit                    2/4",
        ])
        driver.press(.downArrow, "m")
        #expect(driver.screenText.contains("Open 1"))
        driver.press(.return)
        #expect(driver.title == "Files 3")
    }

    @Test func aNarrowTerminalLeavesColumnsOutFromTheRight() {
        let driver = TestDriver(FilesTable(), width: 34, height: 9)
        driver.expectScreen([
            " Files",
            "",
            " Name    Kind              Size",
            " notes…  Text              1200",
            " Photo…  JPEG image     2400000",
            " photo…  JPEG image     1900000",
            " a ver…  Markdown           300",
            "",
            " ↑↓ move  Enter open  m menu  1/4",
        ])
        driver.resize(width: 20, height: 9)
        driver.expectLines(
            [" Name", " notes.txt", " Photo 10.jpg", " photo 9.jpg", " a very long fil…"], from: 2)
        driver.resize(width: 60, height: 9)
        driver.expectLines([" Name          Kind                     Size  Note"], from: 2)
    }

    @Test func rowsWrittenOutWithoutAHeaderInASCII() {
        struct Planets: View {
            struct Planet: Identifiable {
                let name: String
                let moons: Int
                var id: String { name }
            }
            @State private var order = [KeyPathComparator(\Planet.moons, order: .reverse)]
            let others = [Planet(name: "Mars", moons: 2), Planet(name: "Jupiter", moons: 95)]

            var body: some View {
                Table(of: Planet.self, sortOrder: $order) {
                    TableColumn("Planet", value: \.name)
                    TableColumn("Moons", value: \.moons) { Text("\($0.moons)") }.width(64)
                } rows: {
                    TableRow(Planet(name: "Earth", moons: 1))
                    ForEach(others) { TableRow($0) }
                }
            }
        }
        struct Venus: View {
            var body: some View {
                Table(of: Planets.Planet.self) {
                    TableColumn("Planet", value: \.name)
                } rows: {
                    TableRow(Planets.Planet(name: "Venus", moons: 0))
                }
                .tableColumnHeaders(.hidden)
            }
        }
        let driver = TestDriver(Planets(), width: 30, height: 7, unicode: false)
        driver.expectScreen([
            " Planet              Moons v",
            " Earth               1",
            " Mars                2",
            " Jupiter             95",
            "",
            "",
            " Up/Down move  q quit     1/3",
        ])
        let venus = TestDriver(Venus(), width: 30, height: 7, unicode: false)
        venus.expectScreen([" Venus", "", "", "", "", "", " q quit                   1/1"])
    }

    @Test func columnsTakeTheirLeastThenIdealWidthsAndShareTheRest() {
        func widths(_ sizings: [TableColumnSizing], _ width: Int) -> [Int] {
            TableColumnLayout(sizings: sizings, width: width).widths
        }
        let flexible = TableColumnSizing.flexible(min: nil, ideal: nil, max: nil)
        #expect(widths([flexible, .fixed(10), flexible], 40) == [13, 10, 13])
        #expect(widths([.flexible(min: 4, ideal: 20, max: nil), flexible], 30) == [21, 7])
        #expect(widths([.flexible(min: nil, ideal: nil, max: 8), .fixed(5)], 40) == [8, 5])
        // What does not fit at its least width is left out; the first column always shows.
        #expect(widths([flexible, .fixed(10), flexible], 20) == [8, 10])
        #expect(widths([.fixed(30), flexible], 20) == [20])
    }
}
