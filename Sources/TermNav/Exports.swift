// What `import TermNav` brings: the SwiftUI-style API (the core) and Observation (`@Observable`).
// Not Foundation: loading it costs every program about 8 MB of resident memory and 4 ms of
// start-up, so an app that uses `UUID`, `Date`, `String(format:)` and the like imports
// Foundation itself, and the API that SwiftUI spells with Foundation types (`IndexSet`,
// `CharacterSet`) takes them when it does (docs/Porting.md).
@_exported import Observation
@_exported import TermNavCore
