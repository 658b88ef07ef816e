import Foundation

// Apple's Foundation names an app's own folders as `URL` properties (`URL.documentsDirectory`);
// Linux's swift-corelibs-foundation has `URL.homeDirectory`, `URL.temporaryDirectory`,
// `URL.currentDirectory()`, `URL(filePath:)`, `appending(path:)` and `path(percentEncoded:)`, but
// not these three. Each is the folder `FileManager.default.urls(for:in:)` names for the user
// (the XDG base directories: `$XDG_DATA_HOME`, `$XDG_CACHE_HOME`), with a folder named after
// the app's executable inside, created when first asked for, as an app's own folder on an
// iPhone or in a Mac's sandbox exists before the app writes to it. See docs/Porting.md.
#if os(Linux)
    extension URL {
        /// The app's documents folder: `~/Documents/<app>` on Linux, where `<app>` is the
        /// executable's name; created if it does not exist.
        public static var documentsDirectory: URL {
            AppFolder.url(in: .documentDirectory)
        }

        /// The app's support files folder: `$XDG_DATA_HOME/<app>` (`~/.local/share/<app>`) on
        /// Linux; created if it does not exist.
        public static var applicationSupportDirectory: URL {
            AppFolder.url(in: .applicationSupportDirectory)
        }

        /// The app's caches folder: `$XDG_CACHE_HOME/<app>` (`~/.cache/<app>`) on Linux; created
        /// if it does not exist.
        public static var cachesDirectory: URL {
            AppFolder.url(in: .cachesDirectory)
        }
    }
#endif

/// An app's own folder inside one of the user's folders, named after the executable.
enum AppFolder {
    /// The app's name as its folders carry it: the executable's file name.
    static var appName: String {
        ProcessInfo.processInfo.processName
    }

    /// The app's folder in the user's folder of a kind, created (with the folders above it) if
    /// it does not exist; when it cannot be created, the URL is still the one named.
    /// - Parameters:
    ///   - directory: The kind of folder, as `FileManager` names it.
    ///   - name: The app's folder's name.
    /// - Returns: The folder's URL.
    static func url(
        in directory: FileManager.SearchPathDirectory, named name: String = appName
    ) -> URL {
        let folder = folder(in: directory, named: name)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The app's folder in the user's folder of a kind, as a URL only.
    /// - Parameters:
    ///   - directory: The kind of folder, as `FileManager` names it.
    ///   - name: The app's folder's name.
    /// - Returns: The folder's URL, whether it exists or not.
    static func folder(in directory: FileManager.SearchPathDirectory, named name: String) -> URL {
        let base =
            FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? URL.homeDirectory
        return base.appending(path: name, directoryHint: .isDirectory)
    }
}
