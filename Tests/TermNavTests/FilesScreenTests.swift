import TermNav
import TermNavTesting
import Testing

@testable import files

/// The `files` app, headless, over a tree made for each test.
@MainActor @Suite struct FilesScreenTests {
    private func browse(_ fixture: FilesFixture, picking: PickSession? = nil, height: Int = 14) -> TestDriver
    {
        TestDriver(
            FilesBrowser(root: FileLocation(fixture.root), picking: picking), width: 50, height: height)
    }

    @Test func foldersFirstThenNamesInNaturalOrderDrawnSafely() {
        let fixture = FilesFixture(manyFiles: 3)
        defer { fixture.remove() }
        let driver = browse(fixture)
        #expect(driver.title == fixture.root)
        driver.expectLines(
            [
                "",
                " docs                                           ›",
                " locked                                         ›",
                " many                                           ›",
                " bad␛[31mname",
                " data.bin",
                " file2",
                " file10",
                " link",
                " readme.txt",
                " x\u{FFFD}y",
            ], from: 1)
        #expect(driver.lines.last == " ↑↓ move  Enter open  q quit  . dotfiles     1/10")
    }

    @Test func dotShowsAndHidesHiddenEntries() {
        let fixture = FilesFixture(manyFiles: 3)
        defer { fixture.remove() }
        let driver = browse(fixture)
        #expect(driver.line(containing: ".hidden") == nil)
        driver.press(".")
        #expect(driver.line(containing: ".hidden") == " .hidden")
        driver.press(".")
        #expect(driver.line(containing: ".hidden") == nil)
    }

    @Test func foldersPushAndFilesShowTheirDetails() throws {
        let fixture = FilesFixture(manyFiles: 3)
        defer { fixture.remove() }
        let driver = browse(fixture)
        driver.press(.return, .return)
        #expect(driver.titles.dropFirst() == ["docs", "notes"])
        driver.expectLines(["", " todo.txt"], from: 1)
        driver.press(.return)
        driver.expectLines(
            [
                "",
                " Size                                     9 bytes",
                " Kind                                        File",
                " Permissions                           -rw-r--r--",
            ], from: 2)
        #expect(driver.line(containing: "buy milk") == " buy milk")
    }

    @Test func aBinaryFileShowsAHexDumpAndALinkItsTarget() throws {
        let fixture = FilesFixture(manyFiles: 3)
        defer { fixture.remove() }
        let driver = browse(fixture)
        try driver.follow(path: ["data.bin"])
        #expect(driver.line(containing: "0000") == " 0000  00 01 02 ff 41 42 0a 7f  ....AB..")
        #expect(driver.line(containing: "0008") == " 0008  80 43                    .C")
        driver.press(.escape)
        try driver.follow(path: ["link"])
        #expect(driver.line(containing: "readme.txt") == " Link to                               readme.txt")
        #expect(driver.line(containing: "Kind") == " Kind                                Link to file")
        #expect(driver.line(containing: "hello") == " hello")
    }

    @Test func anUnreadableFolderSaysWhyInPlaceOfItsListing() throws {
        let fixture = FilesFixture(manyFiles: 3)
        defer { fixture.remove() }
        let driver = browse(fixture)
        try driver.follow(path: ["locked"])
        if FilesFixture.ignoresPermissions {
            // Root reads every folder: the empty folder says so.
            driver.expectLines(["", "              This folder is empty."], from: 6)
        } else {
            driver.expectLines(["", " This folder cannot be read: permission denied."], from: 1)
        }
    }

    @Test func aFolderThatVanishedSaysSo() throws {
        let fixture = FilesFixture(manyFiles: 3)
        defer { fixture.remove() }
        let driver = browse(fixture)
        try driver.follow(path: ["docs", "notes"])
        driver.expectLines(["", " todo.txt"], from: 1)
        fixture.removeItem("docs/notes")
        driver.press("r")
        driver.expectLines(["", "          This folder no longer exists."], from: 6)
        driver.press(.escape)
        driver.expectLines(["", " notes                                          ›"], from: 1)
        driver.press("r")
        driver.expectLines(["", "              This folder is empty."], from: 6)
    }

    @Test func tenThousandFilesOpenAndScroll() throws {
        let fixture = FilesFixture()
        defer { fixture.remove() }
        let driver = browse(fixture)
        try driver.follow(path: ["many"])
        driver.expectLines(["", " f1", " f2", " f3"], from: 1)
        driver.press(.end)
        #expect(driver.focusedLine == " f10000")
        #expect(driver.lines.last?.hasSuffix("10000/10000") == true)
        driver.press(.upArrow)
        #expect(driver.focusedLine == " f9999")
    }

    @Test func spaceMarksFilesAndPickPrintsTheMarkedPaths() {
        let fixture = FilesFixture(manyFiles: 3)
        defer { fixture.remove() }
        var written: [String] = []
        let picking = PickSession { written += $0.map(\.path) }
        let driver = browse(fixture, picking: picking)
        driver.press(.downArrow, .downArrow, .downArrow, .downArrow)
        #expect(driver.focusedLine == " data.bin")
        driver.press(.space, .downArrow, .downArrow, .space)
        #expect(driver.line(containing: "data.bin") == " data.bin                                       ✓")
        #expect(driver.line(containing: "file10") == " file10                                         ✓")
        driver.press(.space)
        #expect(driver.line(containing: "file10") == " file10")
        driver.press(.downArrow, .downArrow, .space)
        driver.press("p")
        #expect(driver.isFinished)
        #expect(driver.exitStatus == 0)
        #expect(written == ["\(fixture.root)/data.bin", "\(fixture.root)/readme.txt"])
    }

    @Test func enterPicksTheFocusedFileWhenNoneIsMarked() {
        let fixture = FilesFixture(manyFiles: 3)
        defer { fixture.remove() }
        var written: [String] = []
        let driver = browse(fixture, picking: PickSession { written += $0.map(\.path) })
        driver.press(.end, .upArrow, .return)
        #expect(driver.isFinished)
        #expect(written == ["\(fixture.root)/readme.txt"])
    }

    @Test func aNameThatIsNotUTF8IsShownSafelyAndPickedAsItsBytes() {
        let fixture = FilesFixture(manyFiles: 3)
        defer { fixture.remove() }
        var written: [[UInt8]] = []
        let driver = browse(fixture, picking: PickSession { written += $0.map(\.bytes) })
        driver.press(.end)
        #expect(driver.focusedLine == " x\u{FFFD}y")
        driver.press(.return)
        #expect(written == [Array("\(fixture.root)/".utf8) + [0x78, 0xFF, 0x79]])
    }

    @Test func quittingWithoutChoosingPrintsNothingAndExits1() {
        let fixture = FilesFixture(manyFiles: 3)
        defer { fixture.remove() }
        var written: [String] = []
        let driver = browse(fixture, picking: PickSession { written += $0.map(\.path) })
        driver.press(.end, .space, "q")
        #expect(driver.isFinished)
        #expect(driver.exitStatus == 1)
        #expect(written.isEmpty)
    }

    @Test func deepLinksFollowTheFilesystemsNames() throws {
        let fixture = FilesFixture(manyFiles: 3)
        defer { fixture.remove() }
        let driver = browse(fixture)
        try driver.follow(path: DeepLink.labels(from: "docs/notes"))
        #expect(driver.titles == [fixture.root, "docs", "notes"])
        #expect(throws: (any Error).self) { try driver.follow(path: ["missing"]) }
    }
}
