// An app imports only TermNav: the SwiftUI-style API lives in TermNavCore, re-exported here.
@_exported import TermNavCore
