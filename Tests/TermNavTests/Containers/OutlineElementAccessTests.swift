import TermNav
import TermNavTesting
import Testing

/// An outline over a million top-level nodes, each with three children, as deep as one goes:
/// a frame reads the nodes of the rows on screen and the expanded ones above them, and a key a
/// few more, never the tree.
@MainActor @Suite struct OutlineElementAccessTests {
    /// The nodes of ``ElementAccessTests``'s counter.
    typealias Counter = ElementAccessTests.Counter

    /// Some nodes that count how often they are read: a million at the top, three below each.
    struct Nodes: RandomAccessCollection {
        let counter: Counter
        /// The name of the nodes' parent, or empty at the top.
        let parent: String
        let startIndex = 0
        let endIndex: Int

        subscript(position: Int) -> Node {
            counter.reads += 1
            return Node(counter: counter, name: parent.isEmpty ? "\(position)" : "\(parent).\(position)")
        }
    }

    struct Node: Identifiable {
        let counter: Counter
        let name: String
        var id: String { name }
        var children: Nodes? { Nodes(counter: counter, parent: name, endIndex: 3) }
    }

    struct Tree: View {
        let nodes: Nodes

        var body: some View {
            NavigationStack {
                List(nodes, children: \.children) { node in
                    Text("Node \(node.name)")
                }
                .navigationTitle("Tree")
            }
        }
    }

    /// The reads of one key press.
    private func reads(_ driver: TestDriver, _ counter: Counter, _ keys: KeyEquivalent...) -> Int {
        counter.reads = 0
        driver.press(keys.map { KeyPress($0) })
        return counter.reads
    }

    @Test func aMillionNodesAreReadOnlyWhereShown() {
        let counter = Counter()
        let driver = TestDriver(
            Tree(nodes: Nodes(counter: counter, parent: "", endIndex: 1_000_000)), height: 24)
        // 21 rows on screen: each read for its view and its identity.
        #expect(counter.reads <= 21 * 2, "the first frame read \(counter.reads) nodes")
        // Expanding resolves the rows shown again: each read once, and each expanded node once
        // more, to find its place.
        #expect(reads(driver, counter, .rightArrow) <= 21 + 1)
        driver.expectLines(
            [" ▾ Node 0", "   ▸ Node 0.0", "   ▸ Node 0.1", "   ▸ Node 0.2", " ▸ Node 1"], from: 2)
        // Deeper: → enters (moving the focus only: nothing read), → expands, ten levels down.
        for level in 1...10 {
            #expect(reads(driver, counter, .rightArrow) <= 2)
            #expect(reads(driver, counter, .rightArrow) <= 21 + 1 + level)
        }
        #expect(driver.focusedText == "▾ Node 0.0.0.0.0.0.0.0.0.0.0")
        #expect(reads(driver, counter, .downArrow) <= 2)
        #expect(reads(driver, counter, .end) <= 21 + 2)
        driver.expectLines(
            [
                " ▸ Node 999999",
                " ↑↓ move  q quit  →/Space/Enter expand                          1000033/1000033",
            ], from: 22)
        #expect(reads(driver, counter, .pageUp) <= 21 * 2)
        #expect(reads(driver, counter, .home) <= 21 * 2)
        // ← climbs to the parent, however far up: the distance is known without reading.
        driver.press(Array(repeating: KeyPress(.downArrow), count: 13))
        #expect(driver.focusedText == "▸ Node 0.0.0.0.0.0.0.0.0.0.0.2")
        #expect(reads(driver, counter, .leftArrow) <= 2)
        #expect(driver.focusedText == "▾ Node 0.0.0.0.0.0.0.0.0.0.0")
        // Collapsing the top node hides the ten levels below it.
        driver.press(.home)
        #expect(reads(driver, counter, .leftArrow) <= 21 + 11)
        driver.expectLines([" ▸ Node 0", " ▸ Node 1"], from: 2)
        #expect(reads(driver, counter, .end) <= 21 + 2)
        driver.expectLines(
            [
                " ▸ Node 999999",
                " ↑↓ move  q quit  →/Space/Enter expand                          1000000/1000000",
            ], from: 22)
    }
}
