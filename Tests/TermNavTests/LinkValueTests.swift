import Testing

@testable import TermNavCore

/// A link's value is kept as its own type and erased to `AnyHashable` when first read, then kept.
@MainActor @Suite struct LinkValueTests {
    struct Planet: Hashable {
        let name: String
    }

    @Test func aValueReadsAsItsAnyHashableForm() {
        let planet = LinkValue(Planet(name: "Mars"))
        #expect(planet.value == AnyHashable(Planet(name: "Mars")))
        #expect(planet.value.base as? Planet == Planet(name: "Mars"))
        #expect(planet.value == planet.value)
        #expect(LinkValue(7).value == AnyHashable(7))
        #expect(LinkValue(7).value != LinkValue("7").value)
    }

    @Test func aValueLinkWithoutValueIsDisabledAndOneWithAValueIsNot() {
        let disabled = NavigationLink(value: Planet?.none) { Text("Nowhere") }
        let enabled = NavigationLink(value: Planet(name: "Venus")) { Text("Venus") }
        guard case .value(nil) = disabled.target else {
            Issue.record("a link of no value should keep no value")
            return
        }
        guard case .value(let value?) = enabled.target else {
            Issue.record("a link of a value should keep its value")
            return
        }
        #expect(value.value == AnyHashable(Planet(name: "Venus")))
    }
}
