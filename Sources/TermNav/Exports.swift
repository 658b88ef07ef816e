// What `import TermNav` brings, as `import SwiftUI` does: the SwiftUI-style API (the core),
// Foundation (`UUID`, `Date`, `JSONEncoder`, `URL`, `String(format:)`, ...) and Observation
// (`@Observable`). The core itself imports Observation only: headless tests that import
// `TermNavCore` and `TermNavTesting` alone load no Foundation.
@_exported import Foundation
@_exported import Observation
@_exported import TermNavCore
