import Testing

@testable import TermNavCore

/// A resolved row shares its parts with its copies, but stays a value: changing one copy's
/// behavior leaves the others as they were.
@MainActor @Suite struct ResolvedRowTests {
    @Test func aCopyChangedAloneLeavesTheOthersAlone() {
        let row = ResolvedRow(node: .text([]), preferences: nil)
        var chosen = row
        chosen.behavior.accessory = .checkmark
        #expect(chosen.behavior.accessory == .checkmark)
        #expect(row.behavior.accessory == .none, "the row copied from keeps its accessory")

        var again = chosen
        again.behavior.accessory = .detailButton
        #expect(chosen.behavior.accessory == .checkmark, "a copy of a changed row is a value too")
        #expect(again.behavior.accessory == .detailButton)
    }

    @Test func aRowChangedWhereItIsKeepsItsOtherParts() {
        let preferences = ResolvedPreferences()
        var row = ResolvedRow(node: .text([]), preferences: preferences)
        row.behavior.accessory = .checkmark
        #expect(row.preferences === preferences)
        #expect(row.behavior.accessory == .checkmark)
    }
}
