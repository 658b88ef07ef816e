import TermNav
import TermNavTesting
import Testing

/// `@Namespace` and `matchedGeometryEffect`: the namespace keeps its identity while its view is on
/// screen, and the view is drawn where its layout puts it.
@MainActor @Suite struct NamespaceTests {
    /// The namespaces seen by each body, by the view that owns them.
    final class Seen {
        var ids: [String: [Namespace.ID]] = [:]
    }

    struct Cards: View {
        let seen: Seen
        let name: String
        @Namespace private var cards
        @State private var isExpanded = false

        var body: some View {
            seen.ids[name, default: []].append(cards)
            return VStack {
                Text(isExpanded ? "Expanded" : "Folded")
                    .matchedGeometryEffect(id: "title", in: cards, properties: .position, isSource: true)
                Button("Toggle") { isExpanded.toggle() }
            }
        }
    }

    struct Both: View {
        let seen: Seen
        var body: some View {
            NavigationStack {
                VStack {
                    Cards(seen: seen, name: "first")
                    Cards(seen: seen, name: "second")
                }
                .indexViewStyle(.page(backgroundDisplayMode: .always))
            }
        }
    }

    @Test func aNamespaceKeepsItsIdentityAcrossBodiesAndIsItsViewsOwn() throws {
        let seen = Seen()
        let driver = TestDriver(Both(seen: seen), width: 30, height: 8)
        driver.press(.return, .downArrow, .return)
        driver.expectLines(
            ["           Expanded", "            Toggle", "           Expanded", "            Toggle"],
            from: 1)
        let first = try #require(seen.ids["first"])
        let second = try #require(seen.ids["second"])
        #expect(first.count >= 2)
        #expect(Set(first).count == 1)
        #expect(Set(second).count == 1)
        #expect(first.first != second.first)
    }
}
