// What `import TermNav` brings, as `import SwiftUI` does: the SwiftUI-style API (the core),
// Foundation (`UUID`, `Date`, `IndexSet`, `URL`, format styles) and Observation (`@Observable`).
// FoundationNetworking (`URLSession` on Linux) is not among them: see docs/Porting.md.
@_exported import Foundation
@_exported import Observation
@_exported import TermNavCore
