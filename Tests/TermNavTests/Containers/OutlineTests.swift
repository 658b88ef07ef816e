import TermNav
import TermNavTesting
import Testing

// Outlines: List(_:children:), List(_:id:children:) and OutlineGroup drawn as indented trees in
// both glyph sets, the keys and the click that expand, collapse and move through them, the
// expansion kept across a push and a pop.

private struct FileItem: Identifiable {
    let name: String
    var children: [FileItem]?
    var id: String { name }
}

private let files = [
    FileItem(
        name: "Sources",
        children: [
            FileItem(name: "App", children: [FileItem(name: "main.swift")]),
            FileItem(name: "Model.swift"),
        ]),
    FileItem(name: "Tests", children: []),
    FileItem(name: "README.md"),
]

private struct Files: View {
    var body: some View {
        NavigationStack {
            List(files, children: \.children) { file in
                Text(file.name)
            }
            .navigationTitle("Files")
        }
    }
}

/// Rows that open a screen: Enter opens, → and ← expand and collapse.
private struct Browser: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Project") {
                    OutlineGroup(files, children: \.children) { file in
                        NavigationLink(file.name) { Text("About \(file.name)").navigationTitle(file.name) }
                    }
                }
            }
            .navigationTitle("Browser")
        }
    }
}

private struct Folder {
    let name: String
    var children: [Folder]?
}

/// One tree from its root, nodes identified by a key path.
private struct Root: View {
    let root = Folder(
        name: "Home",
        children: [Folder(name: "Music", children: [Folder(name: "Song")]), Folder(name: "Notes")])

    var body: some View {
        NavigationStack {
            List {
                OutlineGroup(root, id: \.name, children: \.children) { Text($0.name) }
            }
            .navigationTitle("Root")
        }
    }
}

private struct Keyed: View {
    let folders = [Folder(name: "Music", children: [Folder(name: "Song")]), Folder(name: "Notes")]

    var body: some View {
        NavigationStack {
            List(folders, id: \.name, children: \.children) { Text($0.name) }
                .navigationTitle("Keyed")
        }
    }
}

/// A tree whose data changes: a file added before the folders moves them down a place.
private struct Growing: View {
    @State private var items = files

    var body: some View {
        NavigationStack {
            List {
                Button("Add") { items.insert(FileItem(name: "New \(items.count)"), at: 0) }
                OutlineGroup(items, children: \.children) { Text($0.name) }
            }
            .navigationTitle("Growing")
        }
    }
}

/// A tree that selects one node: Enter chooses, folders included; the arrows expand.
private struct Choosing: View {
    @State private var chosen: String?

    var body: some View {
        NavigationStack {
            List(files, children: \.children, selection: $chosen) { Text($0.name) }
                .navigationTitle(chosen ?? "Nothing chosen")
        }
    }
}

@MainActor @Suite struct OutlineTests {
    @Test func aTreeInUTF8() {
        let driver = TestDriver(Files(), width: 80, height: 10)
        driver.press(.rightArrow, .downArrow, .rightArrow)
        driver.expectScreen([
            " Files",
            "",
            " ▾ Sources",
            "   ▾ App",
            "       main.swift",
            "     Model.swift",
            " ▸ Tests",
            "   README.md",
            "",
            " ↑↓ move  q quit  ←/Space/Enter collapse                                    2/6",
        ])
    }

    /// The files' tree in ASCII, Sources and App expanded, under the title and its blank line.
    private static let expandedInASCII = [
        " Files",
        "",
        " v Sources",
        "   v App",
        "       main.swift",
        "     Model.swift",
        " > Tests",
        "   README.md",
    ]

    @Test func aTreeInASCII() {
        let driver = TestDriver(Files(), width: 80, height: 10, unicode: false)
        driver.press(.rightArrow, .downArrow, .rightArrow)
        driver.expectScreen(
            Self.expandedInASCII + [
                "",
                " Up/Down move  q quit  Left/Space/Enter collapse                            2/6",
            ])
    }

    @Test func aNarrowTree() {
        let driver = TestDriver(Browser(), width: 20, height: 9)
        driver.press(.rightArrow)
        driver.expectScreen([
            " Browser",
            "",
            " Project",
            " ▾ Sources        ›",
            "   ▸ App          ›",
            "     Model.swift  ›",
            " ▸ Tests          ›",
            "   README.md      ›",
            " ↑↓ move        1/5",
        ])
    }

    @Test func aNarrowTreeInASCII() {
        let driver = TestDriver(Files(), width: 20, height: 9, unicode: false)
        driver.press(.rightArrow, .downArrow, .rightArrow)
        driver.expectScreen(Self.expandedInASCII + [" Up/Down move   2/6"])
    }

    @Test func rightExpandsThenEntersAndLeftGoesToTheParentThenCollapses() {
        let driver = TestDriver(Files(), width: 60, height: 12)
        #expect(driver.focusedText == "▸ Sources")
        driver.press(.rightArrow)
        #expect(driver.focusedText == "▾ Sources")
        driver.press(.rightArrow)
        #expect(driver.focusedText == "▸ App")
        driver.press(.rightArrow, .rightArrow)
        #expect(driver.focusedText == "main.swift")
        // A leaf: → does nothing.
        driver.press(.rightArrow)
        #expect(driver.focusedText == "main.swift")
        driver.press(.leftArrow)
        #expect(driver.focusedText == "▾ App")
        driver.press(.leftArrow)
        #expect(driver.focusedText == "▸ App")
        #expect(driver.line(containing: "main.swift") == nil)
        driver.press(.leftArrow)
        #expect(driver.focusedText == "▾ Sources")
        driver.press(.leftArrow)
        #expect(driver.focusedText == "▸ Sources")
        #expect(driver.line(containing: "Model.swift") == nil)
        // Expanded again, App keeps its own expansion.
        driver.press(.rightArrow)
        #expect(driver.line(containing: "main.swift") == nil)
        #expect(driver.depth == 1)
    }

    @Test func anEmptyFolderExpandsWithNothingBelow() {
        let driver = TestDriver(Files(), width: 40, height: 8)
        driver.press(.downArrow, .rightArrow)
        #expect(driver.focusedText == "▾ Tests")
        driver.press(.rightArrow)
        #expect(driver.focusedText == "▾ Tests")
        driver.expectLines([" ▸ Sources", " ▾ Tests", "   README.md", "", ""], from: 2)
    }

    @Test func spaceAndEnterToggleAndAClickToo() {
        let driver = TestDriver(Files(), width: 40, height: 10)
        driver.press(.space)
        #expect(driver.line(containing: "Model.swift") != nil)
        driver.press(.return)
        #expect(driver.line(containing: "Model.swift") == nil)
        driver.click(x: 3, y: 2)
        #expect(driver.line(containing: "Model.swift") != nil)
        // A click on a row that can expand acts at once, as on a toggle's.
        driver.click(x: 3, y: 3)
        #expect(driver.focusedText == "▾ App")
        #expect(driver.line(containing: "main.swift") != nil)
    }

    @Test func enterOpensALinkRowAndTheExpansionIsKeptAcrossThePushAndPop() {
        let driver = TestDriver(Browser(), width: 40, height: 12)
        driver.press(.rightArrow, .downArrow, .downArrow)
        #expect(driver.focusedText == "Model.swift                      ›")
        driver.press(.return)
        #expect(driver.title == "Model.swift")
        driver.press(.escape)
        #expect(driver.title == "Browser")
        #expect(driver.focusedText == "Model.swift                      ›")
        driver.expectLines(
            [" ▾ Sources                            ›", "   ▸ App                              ›"], from: 3)
        // Enter on a folder opens it too; → expands it.
        driver.press(.upArrow, .return)
        #expect(driver.title == "App")
    }

    @Test func oneRootAndKeyPathIdentities() {
        let root = TestDriver(Root(), width: 30, height: 7)
        root.press(.rightArrow, .rightArrow, .rightArrow)
        root.expectScreen([
            " Root",
            " ▾ Home",
            "   ▾ Music",
            "       Song",
            "     Notes",
            "",
            " ↑↓ move  q quit          2/4",
        ])
        let keyed = TestDriver(Keyed(), width: 30, height: 6)
        keyed.press(.space)
        keyed.expectLines([" ▾ Music", "     Song", "   Notes"], from: 1)
    }

    @Test func anExpandedNodeStaysExpandedWhenTheDataMovesIt() {
        let driver = TestDriver(Growing(), width: 30, height: 10)
        driver.press(.downArrow, .rightArrow, .rightArrow, .rightArrow)
        driver.press(.home, .return)
        driver.expectScreen([
            " Growing",
            "",
            " Add",
            "   New 3",
            " ▾ Sources",
            "   ▾ App",
            "       main.swift",
            "     Model.swift",
            " ▸ Tests",
            " ↑↓ move  Enter open      1/8",
        ])
    }

    @Test func aListThatSelectsChoosesNodesOnEnterAndExpandsOnTheArrows() {
        let driver = TestDriver(Choosing(), width: 40, height: 9)
        driver.press(.return)
        #expect(driver.title == "Sources")
        #expect(driver.line(containing: "App") == nil, "Enter chose the folder and did not expand it")
        driver.press(.rightArrow, .downArrow, .downArrow, .return)
        driver.expectScreen([
            " Model.swift",
            "",
            " ▾ Sources",
            "   ▸ App",
            "     Model.swift                      ✓",
            " ▸ Tests",
            "   README.md",
            "",
            " ↑↓ move  Enter open  q quit        3/5",
        ])
        driver.press(.space)
        #expect(driver.title == "Model.swift", "Space on a leaf does nothing")
        driver.press(.upArrow, .space)
        #expect(driver.line(containing: "main.swift") != nil, "Space expands a folder")
    }
}
