import Foundation
import TermNav
import TermNavTesting
import Testing

@testable import TermNavCore

private enum Sort: String {
    case title
    case author
}

private enum Size: Int {
    case small = 1
    case large = 2
}

/// A settings screen over the app's storage: every kind `@AppStorage` keeps, two views reading
/// one key.
private struct Settings: View {
    @AppStorage("storageTests.showsDone") private var showsDone = true
    @AppStorage("storageTests.count") private var count = 3
    @AppStorage("storageTests.sort") private var sort = Sort.title

    var body: some View {
        NavigationStack {
            List {
                Button("Done shown: \(showsDone)") { showsDone.toggle() }
                Button("Count: \(count)") { count += 1 }
                Button("Sort: \(sort.rawValue)") { sort = sort == .title ? .author : .title }
                Echo()
            }
            .navigationTitle("Settings")
        }
    }
}

/// Another view reading a key the screen sets.
private struct Echo: View {
    @AppStorage("storageTests.count") private var count = 3

    var body: some View {
        Text("Echo: \(count)")
    }
}

/// `@AppStorage`: values kept under their keys, read by every view that names the key and drawn
/// again when one changes; kept in a JSON file, written atomically and read back; a broken file
/// a warning and the defaults. `@SceneStorage`: kept for the process.
@MainActor @Suite struct AppStorageTests {
    /// A store in a fresh temporary directory.
    static func temporaryStore() throws -> (StorageStore, URL) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("termnav-storage-\(UUID().uuidString)", isDirectory: true)
        let file = directory.appendingPathComponent("app").appendingPathComponent("storage.json")
        return (StorageStore(file: file), directory)
    }

    @Test func aChangeIsDrawnByEveryViewThatReadsTheKey() {
        let driver = TestDriver(Settings(), width: 30, height: 8)
        driver.expectLines([" Done shown: true", " Count: 3", " Sort: title", " Echo: 3"], from: 2)
        driver.press(.downArrow, .return, .downArrow, .return)
        driver.expectLines([" Done shown: true", " Count: 4", " Sort: author", " Echo: 4"], from: 2)
        driver.press(.upArrow, .upArrow, .return)
        driver.expectLines([" Done shown: false", " Count: 4", " Sort: author", " Echo: 4"], from: 2)
    }

    @Test func valuesAreWrittenToTheFileAndReadBackByTheNextStart() throws {
        let (store, directory) = try Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        store.set(.bool(false), for: "flag")
        store.set(.int(7), for: "count")
        store.set(.double(2.5), for: "ratio")
        store.set(.string("hé"), for: "name")
        store.set(.url(URL(fileURLWithPath: "/tmp/x")), for: "place")
        store.set(.data(Data([0, 1, 255])), for: "blob")
        let file = try #require(store.file)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"count\" : 7") && text.contains("\"blob\" : {"))
        let again = StorageStore(file: file)
        #expect(again.value(for: "flag") == .bool(false))
        #expect(again.value(for: "count") == .int(7))
        #expect(again.value(for: "ratio") == .double(2.5))
        #expect(again.value(for: "name") == .string("hé"))
        #expect(again.value(for: "place") == .url(URL(fileURLWithPath: "/tmp/x")))
        #expect(again.value(for: "blob") == .data(Data([0, 1, 255])))
        again.set(nil, for: "count")
        #expect(StorageStore(file: file).value(for: "count") == nil, "a key set to nil is gone")
    }

    @Test func aBrokenFileIsAWarningAndTheDefaultsThenAGoodFileAtTheNextChange() throws {
        let (store, directory) = try Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try #require(store.file)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: file)
        var warnings: [String] = []
        store.warn = { warnings.append($0) }
        #expect(store.value(for: "count") == nil)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("the defaults are used") == true)
        #expect(warnings.first?.contains("\n") == false, "one line")
        store.set(.int(1), for: "count")
        #expect(StorageStore(file: file).value(for: "count") == .int(1))
    }

    @Test func aValueOfAnotherKindReadsAsTheDefault() {
        #expect(StoredValue.string("x").int == nil)
        #expect(StoredValue.double(3).int == 3)
        #expect(StoredValue.double(3.5).int == nil)
        #expect(StoredValue.int(2).double == 2)
        #expect(StoredValue.int(1).bool == nil)
    }

    @Test func rawRepresentableAndOptionalKinds() {
        let key = "storageTests.kinds.\(UUID().uuidString)"
        let size = AppStorage(wrappedValue: Size.small, key + ".size")
        #expect(size.wrappedValue == .small)
        size.wrappedValue = .large
        #expect(StorageStore.app.value(for: key + ".size") == .int(2))
        StorageStore.app.set(.int(9), for: key + ".size")
        #expect(size.wrappedValue == .small, "a raw value no case has reads as the default")
        let name = AppStorage<String?>(key + ".name")
        #expect(name.wrappedValue == nil)
        name.wrappedValue = "Ada"
        #expect(name.wrappedValue == "Ada")
        name.wrappedValue = nil
        #expect(StorageStore.app.value(for: key + ".name") == nil)
    }

    @Test func aUserDefaultsStoreKeepsTheValuesThere() throws {
        let suite = "termnav-tests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let flag = AppStorage(wrappedValue: false, "flag", store: defaults)
        flag.wrappedValue = true
        #expect(defaults.bool(forKey: "flag"))
    }

    @Test func sceneStorageOutlivesTheViewsThatReadIt() {
        let key = "storageTests.scene.\(UUID().uuidString)"
        let first = SceneStorage(wrappedValue: "Inbox", key)
        first.wrappedValue = "Sent"
        #expect(SceneStorage(wrappedValue: "Inbox", key).wrappedValue == "Sent")
    }
}
