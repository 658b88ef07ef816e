// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TermNav",
    products: [
        .library(name: "TermNav", targets: ["TermNav"]),
        .library(name: "TermNavTesting", targets: ["TermNavTesting"]),
        .executable(name: "books", targets: ["books"]),
        .executable(name: "gallery", targets: ["gallery"]),
        .executable(name: "termnav-bench", targets: ["termnav-bench"]),
        .executable(name: "termnav-bench-fixture", targets: ["termnav-bench-fixture"]),
        .executable(name: "termnav-floor", targets: ["termnav-floor"]),
    ],
    targets: [
        // ncursesw from the system (Debian: libncurses-dev). The module map links ncursesw and
        // tinfo itself: pkg-config's cflags for ncursesw carry defines SwiftPM refuses with a
        // warning, and the shim header sets what it needs.
        .systemLibrary(
            name: "CNcurses",
            path: "CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
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
            dependencies: ["TermNavCore", "CNcurses"]
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
        // The benchmark (docs/Performance.md): termnav-bench drives books, termnav-bench-fixture
        // and the C floor termnav-floor in a pseudo-terminal, and the same lists headless.
        .target(name: "TermNavBenchKit"),
        .target(name: "TermNavBenchFixtures", dependencies: ["TermNavCore"]),
        .target(name: "CTermNavBenchSupport"),
        .executableTarget(
            name: "termnav-bench",
            dependencies: [
                "TermNavBenchKit", "TermNavBenchFixtures", "TermNavCore", "CTermNavBenchSupport", "books",
                "termnav-bench-fixture", "termnav-floor",
            ]
        ),
        .executableTarget(
            name: "termnav-bench-fixture",
            dependencies: ["TermNav", "TermNavBenchFixtures"]
        ),
        // The ways out of an app, one button each, for the end-to-end tests of docs/Reliability.md.
        .executableTarget(
            name: "termnav-exit-fixture",
            dependencies: ["TermNav"]
        ),
        .executableTarget(
            name: "termnav-floor",
            cSettings: [.define("_XOPEN_SOURCE_EXTENDED", to: "1")],
            linkerSettings: [.linkedLibrary("ncursesw"), .linkedLibrary("tinfo")]
        ),
        .testTarget(
            name: "TermNavBenchTests",
            dependencies: ["TermNavBenchKit", "TermNavBenchFixtures", "TermNavTesting"]
        ),
        .testTarget(
            name: "TermNavTests",
            dependencies: ["TermNavCore", "TermNav", "TermNavTesting", "books", "gallery"]
        ),
        .testTarget(
            name: "TermNavEndToEndTests",
            dependencies: ["books", "gallery", "termnav-exit-fixture"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
