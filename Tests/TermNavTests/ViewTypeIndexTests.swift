import Testing

@testable import TermNavCore

/// What is learned of each view type is the type's own, however many types are asked about and
/// whichever of them share a slot of the recent ones.
@MainActor @Suite struct ViewTypeIndexTests {
    /// A user view around another: each level of nesting is a type of its own.
    struct Nest<Content: View>: View {
        let content: Content
        var body: some View { content }
    }

    /// A user view with state around another.
    struct Counted<Content: View>: View {
        @State var count = 0
        let content: Content
        var body: some View { content }
    }

    /// Asks about a view's type and, nested a level deeper, about the types below it, down to
    /// `depth` levels: built-in views are `HStack`s, user views `Nest`s and `Counted`s.
    /// - Returns: The number of types whose answers were wrong.
    func walk<V: View>(_ view: V, depth: Int, index: ViewTypeIndex) -> Int {
        guard depth > 0 else { return 0 }
        var wrong = 0
        if index.primitive(V.self) == nil { wrong += 1 }
        let nest = Nest(content: view)
        if index.primitive(Nest<V>.self) != nil { wrong += 1 }
        let counted = Counted(content: nest)
        let record = ViewRecord(changes: nil)
        index.link(counted, into: record, environment: EnvironmentValues())
        if record.states.count != 1 { wrong += 1 }
        let plain = ViewRecord(changes: nil)
        index.link(nest, into: plain, environment: EnvironmentValues())
        if !plain.states.isEmpty { wrong += 1 }
        return wrong + walk(HStack { counted }, depth: depth - 1, index: index)
    }

    @Test func eachTypeIsWhatItIsAmongHundreds() {
        // 3 types a level, 150 levels: far more types than slots, each asked about three times.
        let index = ViewTypeIndex()
        for pass in 0..<3 {
            #expect(walk(HStack { Text("leaf") }, depth: 150, index: index) == 0, "pass \(pass)")
        }
    }
}
