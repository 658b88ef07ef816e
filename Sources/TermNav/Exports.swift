// What `import TermNav` brings, as `import SwiftUI` does: the SwiftUI-style API (the core),
// Foundation (`UUID`, `Date`, `IndexSet`, `URL`, format styles) and Observation (`@Observable`).
// FoundationNetworking (`URLSession` on Linux) comes too when the app enables the package's
// `Networking` trait: loading it costs every program that never uses it libcurl and its TLS
// libraries at start-up (docs/Porting.md#foundation).
@_exported import Foundation
@_exported import Observation
@_exported import TermNavCore

#if Networking && canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
