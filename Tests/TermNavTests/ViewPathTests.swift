import Testing

@testable import TermNavCore

/// A view's path is equal to another exactly when their steps are, whether the two share steps or
/// were built apart.
@Suite struct ViewPathTests {
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
@Suite struct ForEachIdentityTests {
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
