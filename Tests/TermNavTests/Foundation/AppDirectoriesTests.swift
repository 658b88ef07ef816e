import Foundation
import Testing

@testable import TermNav

/// `URL.documentsDirectory` and its siblings, which Linux's Foundation lacks: the folder
/// `FileManager` names for the user, with one named after the app inside, made when asked for.
/// The suite sets `XDG_DATA_HOME` and `XDG_CACHE_HOME` for its own tests, one at a time.
@Suite(.serialized) struct AppDirectoriesTests {
    /// Runs `body` with the XDG data and cache homes in a fresh temporary folder.
    private func withXDGHomes(_ body: (URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory
            .appending(path: "termnav-xdg-\(UUID().uuidString)", directoryHint: .isDirectory)
        let names = ["XDG_DATA_HOME", "XDG_CACHE_HOME"]
        let saved = names.map { ProcessInfo.processInfo.environment[$0] }
        setenv("XDG_DATA_HOME", root.appending(path: "data").path(percentEncoded: false), 1)
        setenv("XDG_CACHE_HOME", root.appending(path: "cache").path(percentEncoded: false), 1)
        defer {
            for (name, value) in zip(names, saved) {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            try? FileManager.default.removeItem(at: root)
        }
        try body(root)
    }

    private func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(
            atPath: url.path(percentEncoded: false), isDirectory: &directory)
            && directory.boolValue
    }

    @Test func supportAndCachesAreTheAppsFoldersInTheXDGHomesAndExist() throws {
        try withXDGHomes { root in
            let app = ProcessInfo.processInfo.processName
            let support = URL.applicationSupportDirectory
            let caches = URL.cachesDirectory
            #expect(support.path(percentEncoded: false) == root.path(percentEncoded: false) + "data/\(app)/")
            #expect(caches.path(percentEncoded: false) == root.path(percentEncoded: false) + "cache/\(app)/")
            #expect(isDirectory(support))
            #expect(isDirectory(caches))
            // A file written straight into them lands, as it does on an iPhone.
            try Data("saved".utf8).write(to: support.appending(path: "notes.json"))
            #expect(try String(contentsOf: support.appending(path: "notes.json"), encoding: .utf8) == "saved")
        }
    }

    @Test func eachFolderIsTheOneFileManagerNamesWithTheAppsFolderInside() throws {
        try withXDGHomes { _ in
            let app = ProcessInfo.processInfo.processName
            for (url, kind) in [
                (
                    URL.applicationSupportDirectory,
                    FileManager.SearchPathDirectory.applicationSupportDirectory
                ),
                (URL.cachesDirectory, .cachesDirectory),
            ] {
                let base = try #require(FileManager.default.urls(for: kind, in: .userDomainMask).first)
                #expect(url == base.appending(path: app, directoryHint: .isDirectory))
            }
            // Documents is not made here, to leave the user's ~/Documents alone: its URL only.
            let documents = try #require(
                FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first)
            #expect(
                AppFolder.folder(in: .documentDirectory, named: app)
                    == documents.appending(path: app, directoryHint: .isDirectory))
        }
    }

    @Test func theFoundationLinuxAlreadyHadStillAnswers() {
        let file = URL(filePath: "/tmp").appending(path: "a b.txt")
        #expect(file.path(percentEncoded: false) == "/tmp/a b.txt")
        #expect(file.path(percentEncoded: true) == "/tmp/a%20b.txt")
        #expect(URL.currentDirectory().path(percentEncoded: false).hasSuffix("/"))
        #expect(URL.homeDirectory.hasDirectoryPath)
        #expect(URL.temporaryDirectory.hasDirectoryPath)
    }
}
