// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "TermNav",
    // Linux with ncursesw, and macOS with the system's ncurses (untested: see the README).
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "TermNav", targets: ["TermNav"]),
        .library(name: "TermNavTesting", targets: ["TermNavTesting"]),
        .executable(name: "books", targets: ["books"]),
        .executable(name: "gallery", targets: ["gallery"]),
        .executable(name: "planets", targets: ["Planets"]),
        .executable(name: "files", targets: ["files"]),
    ],
    // An app that calls `URLSession` on Linux enables this trait where it depends on TermNav
    // (`.package(url: …, from: …, traits: ["Networking"])`): `import TermNav` then brings
    // FoundationNetworking as well. Off, no program loads libcurl and its TLS libraries
    // (docs/Porting.md#foundation, docs/Performance.md).
    traits: [
        .trait(
            name: "Networking",
            description: "`import TermNav` brings FoundationNetworking (`URLSession`) on Linux."
        )
    ],
    targets: [
        // ncurses from the system (Debian: libncurses-dev; macOS: the SDK's). No pkg-config:
        // its cflags for ncursesw carry defines SwiftPM refuses with a warning, and the shim
        // header sets what it needs. TermNav links the libraries, per platform.
        .systemLibrary(
            name: "CNcurses",
            path: "CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        // libdispatch's main queue, for the app's run loop to serve beside the terminal (Linux).
        .target(name: "CMainQueue"),
        // The SwiftUI-style API, resolution, the navigation engine and rendering into a canvas.
        // It knows no terminal library: it never depends on CNcurses.
        // Basics/generate-width-table.py writes Basics/DisplayWidth+Table.swift; it is not a source.
        .target(
            name: "TermNavCore",
            exclude: ["Basics/generate-width-table.py"]
        ),
        // What apps import: the core, re-exported, plus the ncurses backend and `App.main()`.
        .target(
            name: "TermNav",
            dependencies: ["TermNavCore", "CNcurses", "CMainQueue"],
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("tinfo", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        // Headless screen tests for apps: the core only, no ncurses.
        .target(
            name: "TermNavTesting",
            dependencies: ["TermNavCore"]
        ),
        .executableTarget(
            name: "books",
            dependencies: ["TermNav"]
        ),
        // A showcase of rows, starting with text of every display width.
        .executableTarget(
            name: "gallery",
            dependencies: ["TermNav"]
        ),
        // The getting-started guide's app (TermNav.docc/GettingStarted.md), compiled and tested.
        .executableTarget(
            name: "Planets",
            dependencies: ["TermNav"]
        ),
        // A file browser and picker on the public API only (docs/Files.md).
        .executableTarget(
            name: "files",
            dependencies: ["TermNav"]
        ),
        // The ways out of an app, one button each, for the end-to-end tests of docs/Reliability.md.
        .executableTarget(
            name: "termnav-exit-fixture",
            dependencies: ["TermNav"]
        ),
        // Main-actor work that no key starts, for the end-to-end tests of docs/Porting.md.
        .executableTarget(
            name: "termnav-main-actor-fixture",
            dependencies: ["TermNav"]
        ),
        .testTarget(
            name: "TermNavTests",
            dependencies: [
                "TermNavCore", "TermNav", "TermNavTesting", "books", "gallery", "Planets", "files",
            ]
        ),
        .testTarget(
            name: "TermNavEndToEndTests",
            dependencies: [
                "TermNavTesting", "books", "gallery", "files", "termnav-exit-fixture",
                "termnav-main-actor-fixture",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The benchmark (docs/Performance.md) reads Linux's /proc and schedstat: it is built on Linux only.
// termnav-bench drives books, termnav-bench-fixture and the C floor termnav-floor in a
// pseudo-terminal, and the same lists headless; termnav-foundation-floor, a Swift program that only
// loads Foundation, is the floor of TermNav's peak RSS.
#if os(Linux)
    package.products += [
        .executable(name: "termnav-bench", targets: ["termnav-bench"]),
        .executable(name: "termnav-bench-fixture", targets: ["termnav-bench-fixture"]),
        .executable(name: "termnav-floor", targets: ["termnav-floor"]),
        .executable(name: "termnav-foundation-floor", targets: ["termnav-foundation-floor"]),
    ]
    package.targets += [
        .target(name: "TermNavBenchKit"),
        .target(name: "TermNavBenchFixtures", dependencies: ["TermNavCore"]),
        .target(name: "CTermNavBenchSupport"),
        .executableTarget(
            name: "termnav-bench",
            dependencies: [
                "TermNavBenchKit", "TermNavBenchFixtures", "TermNavCore", "CTermNavBenchSupport", "books",
                "termnav-bench-fixture", "termnav-floor", "termnav-foundation-floor",
            ]
        ),
        .executableTarget(
            name: "termnav-bench-fixture",
            dependencies: ["TermNav", "TermNavBenchFixtures"]
        ),
        .executableTarget(
            name: "termnav-floor",
            cSettings: [.define("_XOPEN_SOURCE_EXTENDED", to: "1")],
            linkerSettings: [.linkedLibrary("ncursesw"), .linkedLibrary("tinfo")]
        ),
        .executableTarget(name: "termnav-foundation-floor"),
        .testTarget(
            name: "TermNavBenchTests",
            dependencies: ["TermNavBenchKit", "TermNavBenchFixtures", "TermNavTesting"]
        ),
    ]
#endif
