import Testing

@testable import TermNavCore

/// A view's path is equal to another exactly when their steps are, whether the two share steps or
/// were built apart.
@MainActor @Suite struct ViewPathTests {
    /// The steps paths are made of: few, so that random paths often share them.
    static var steps: [ViewPath.Component] {
        [
            .index(0), .index(1), .index(2), .type(ObjectIdentifier(Int.self)),
            .type(ObjectIdentifier(String.self)), .id(AnyHashable(7)), .id(AnyHashable("7")),
        ]
    }

    /// A path built from the root, step by step.
    static func path(_ steps: [Int]) -> ViewPath {
        steps.reduce(ViewPath()) { $0.appending(Self.steps[$1]) }
    }

    @Test func pathsAreEqualExactlyWhenTheirStepsAre() {
        var random = SeededRandom(seed: SeededRandom.seed(default: 41))
        for _ in 0..<2_000 {
            let left = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                Int.random(in: 0..<Self.steps.count, using: &random)
            }
            // The other path: the same, one step changed, one more step, or another path.
            var right = left
            switch Int.random(in: 0..<4, using: &random) {
            case 0: break
            case 1 where !right.isEmpty:
                right[Int.random(in: 0..<right.count, using: &random)] = Int.random(
                    in: 0..<Self.steps.count, using: &random)
            case 2: right.append(Int.random(in: 0..<Self.steps.count, using: &random))
            default:
                right = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                    Int.random(in: 0..<Self.steps.count, using: &random)
                }
            }
            let (leftPath, rightPath) = (Self.path(left), Self.path(right))
            #expect((leftPath == rightPath) == (left == right), "\(left) against \(right)")
            if left == right { #expect(leftPath.hashValue == rightPath.hashValue) }
        }
    }

    @Test func pathsSharingStepsAreToldApartByTheStepsTheyDoNotShare() {
        let parent = Self.path([0, 3])
        let first = parent.appending(.id(AnyHashable(7)))
        let second = parent.appending(.id(AnyHashable(8)))
        #expect(first != second && first != parent)
        #expect(first == Self.path([0, 3, 5]))
        #expect(first.appending(.index(1)) == Self.path([0, 3, 5, 1]))
        #expect(ViewPath() == ViewPath() && ViewPath() != Self.path([0]))
        // A dictionary keyed by paths finds a path built apart.
        let records = [first: "first", second: "second"]
        #expect(records[Self.path([0, 3, 5])] == "first")
    }
}

/// A `ForEach` reads each element's identity as its key path says, whichever way it reads it.
@MainActor @Suite struct ForEachIdentityTests {
    struct Item: Identifiable {
        let id: Int
        let name: String
    }

    static let items = [Item(id: 3, name: "c"), Item(id: 1, name: "a"), Item(id: 2, name: "b")]

    @Test func everyWayOfNamingTheIdentityReadsIt() {
        let byID = ForEach(Self.items) { Text($0.name) }
        #expect(Self.items.map(byID.identity) == [3, 1, 2])
        let byName = ForEach(Self.items, id: \.name) { Text($0.name) }
        #expect(Self.items.map(byName.identity) == ["c", "a", "b"])
        let byItself = ForEach(["x", "y"], id: \.self) { Text($0) }
        #expect(["x", "y"].map(byItself.identity) == ["x", "y"])
        let byCount = ForEach(["x", "yy"], id: \.count) { Text($0) }
        #expect(["x", "yy"].map(byCount.identity) == [1, 2])
        let range = ForEach(0..<3) { Text("\($0)") }
        #expect((0..<3).map(range.identity) == [0, 1, 2])
    }
}

/// The ids a `ForEach` gives its rows are the elements' identities as `AnyHashable(_:)` makes
/// them, whatever the identity's type: equal and hashing alike, so a row found by its id, a
/// selection or a tag holding the same value all agree.
@MainActor @Suite struct ForEachRowIDTests {
    /// A context resolving into a graph that keeps nothing.
    static func context() -> ResolveContext {
        ResolveContext(
            graph: ViewGraph(ephemeral: true), viewTypes: ViewTypeIndex(), preferences: ResolvedPreferences(),
            unicode: true, environment: EnvironmentValues())
    }

    /// The lazy rows a `ForEach` resolves to.
    static func rows<Data, ID, Content>(of forEach: ForEach<Data, ID, Content>) -> ForEachNode? {
        var context = Self.context()
        guard case .forEach(let rows) = forEach.resolve(in: &context) else { return nil }
        return rows
    }

    /// Expects the row ids of `forEach` to be `expected`, each as `AnyHashable(_:)` makes it.
    static func expectIDs<Data, ID, Content>(
        of forEach: ForEach<Data, ID, Content>, _ expected: [some Hashable],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let rows = rows(of: forEach) else {
            Issue.record("the ForEach did not resolve to lazy rows", sourceLocation: sourceLocation)
            return
        }
        #expect(rows.count == expected.count, sourceLocation: sourceLocation)
        for (offset, value) in expected.enumerated() where offset < rows.count {
            let id = rows.id(offset)
            #expect(id == AnyHashable(value), sourceLocation: sourceLocation)
            #expect(id.hashValue == AnyHashable(value).hashValue, sourceLocation: sourceLocation)
            var context = Self.context()
            #expect(rows.build(offset, &context).id == id, sourceLocation: sourceLocation)
        }
    }

    struct Item: Identifiable {
        let id: Int
    }

    struct Code: Hashable {
        let letters: String
    }

    @Test func idsOfEveryTypeAreTheirAnyHashableForm() {
        Self.expectIDs(
            of: ForEach([Item(id: 30), Item(id: -1), Item(id: .max)]) { Text("\($0.id)") }, [30, -1, Int.max])
        Self.expectIDs(of: ForEach(["b", "a"], id: \.self) { Text($0) }, ["b", "a"])
        Self.expectIDs(
            of: ForEach([Code(letters: "x")], id: \.self) { Text($0.letters) }, [Code(letters: "x")])
        Self.expectIDs(of: ForEach([UInt8(4)], id: \.self) { Text("\($0)") }, [UInt8(4)])
    }

    @Test func anIntIDEqualsTheSameNumberOfAnotherIntegerTypeAsAnyHashableDoes() throws {
        let rows = try #require(Self.rows(of: ForEach(0..<5) { Text("\($0)") }))
        // `AnyHashable` compares integers by value across their types; an `Int` row id does too.
        #expect(rows.id(3) == AnyHashable(UInt8(3)))
        #expect(rows.id(3) == AnyHashable(Int64(3)))
        #expect(rows.id(3) != AnyHashable("3"))
        #expect(Set([rows.id(0), rows.id(1), AnyHashable(1)]).count == 2)
    }
}
