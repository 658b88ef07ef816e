// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TermNav",
    products: [
        .library(name: "TermNav", targets: ["TermNav"]),
        .library(name: "TermNavTesting", targets: ["TermNavTesting"]),
        .executable(name: "books", targets: ["books"]),
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
        .target(
            name: "TermNav",
            dependencies: ["CNcurses"]
        ),
        .target(
            name: "TermNavTesting",
            dependencies: ["TermNav"]
        ),
        .executableTarget(
            name: "books",
            dependencies: ["TermNav"]
        ),
        .testTarget(
            name: "TermNavTests",
            dependencies: ["TermNav", "TermNavTesting", "books"]
        ),
        .testTarget(
            name: "TermNavEndToEndTests",
            dependencies: ["books"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
