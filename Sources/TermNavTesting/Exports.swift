// What `import TermNavTesting` brings, so that a test file needs no other import of TermNav's:
// the SwiftUI-style API (the core), Foundation and Observation, as `import TermNav` does, but not
// the ncurses backend (this target depends on the core only).
@_exported import Foundation
@_exported import Observation
@_exported import TermNavCore
