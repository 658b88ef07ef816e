// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TermNav",
    products: [
        .library(name: "TermNav", targets: ["TermNav"]),
        .library(name: "TermNavTesting", targets: ["TermNavTesting"]),
        .executable(name: "books", targets: ["books"]),
        .executable(name: "gallery", targets: ["gallery"]),
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
        .testTarget(
            name: "TermNavTests",
            dependencies: ["TermNavCore", "TermNav", "TermNavTesting", "books", "gallery"]
        ),
        .testTarget(
            name: "TermNavEndToEndTests",
            dependencies: ["books", "gallery"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
