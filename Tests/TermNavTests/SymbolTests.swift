import TermNavTesting
import Testing

@testable import TermNavCore

/// Labels and images whose SF Symbol names the glyph table does not know.
private struct Unknowns: View {
    var body: some View {
        List {
            Label("Alerts", systemImage: "bell")
            Label("Mystery", systemImage: "no.such.symbol.at.all")
            HStack {
                Image(systemName: "no.such.symbol.either")
                Text("After nothing")
            }
            Text("Above a blank symbol").accessory(.symbol("no.such.accessory"))
        }
    }
}

/// Symbols drawn in the variants `.symbolVariant(_:)` sets.
private struct Variants: View {
    var body: some View {
        VStack(alignment: .leading) {
            Label("Star", systemImage: "star").symbolVariant(.fill)
            Label("Person", systemImage: "person").symbolVariant(.circle.fill)
            Label("Plain heart", systemImage: "heart")
            Group {
                Label("Heart", systemImage: "heart")
                Label("Flag", systemImage: "flag").symbolVariant(.none)
                Label("Plane", systemImage: "airplane")
            }
            .symbolVariant(.fill)
            Image(systemName: "star").symbolVariant(.fill).symbolRenderingMode(.hierarchical).imageScale(
                .large
            )
            .font(.title)
        }
    }
}

@MainActor @Suite struct SymbolTests {
    @Test(arguments: [true, false])
    func anUnknownNameDrawsNothing(unicode: Bool) {
        let driver = TestDriver(Unknowns(), width: 30, height: 4, unicode: unicode)
        driver.expectScreen([
            unicode ? " • Alerts" : " * Alerts",
            " Mystery",
            " After nothing",
            " Above a blank symbol",
        ])
        #expect(
            UnknownSymbols.sorted.contains("no.such.symbol.at.all")
                && UnknownSymbols.sorted.contains("no.such.accessory"))
    }

    @Test func aSymbolAloneThatIsUnknownTakesNoLine() {
        let driver = TestDriver(
            VStack {
                Text("Above")
                Image(systemName: "no.such.symbol.alone")
                Text("Below")
            }, width: 12, height: 4)
        driver.expectScreen(["", "   Above", "   Below", ""])
    }

    @Test(arguments: [true, false])
    func symbolVariantDrawsTheVariant(unicode: Bool) {
        let driver = TestDriver(Variants(), width: 20, height: 9, unicode: unicode)
        driver.expectScreen(
            unicode
                ? [
                    "   ★ Star", "   ☻ Person", "   ♡ Plain heart", "   ♥ Heart", "   ⚐ Flag", "   ✈ Plane",
                    "   ★", "",
                    " q quit",
                ]
                : [
                    "   * Star", "   @ Person", "   <3 Plain heart", "   <3 Heart", "   |> Flag",
                    "   => Plane", "   *",
                    "", " q quit",
                ])
        #expect(!UnknownSymbols.sorted.contains("airplane.fill"), "a variant without a glyph is not unknown")
    }

    @Test func aVariantNamesItsPartsInOrder() {
        #expect(SymbolVariants.fill.name(of: "star") == "star.fill")
        #expect(SymbolVariants.circle.fill.name(of: "star") == "star.circle.fill")
        #expect(SymbolVariants.fill.circle.name(of: "star") == "star.circle.fill")
        #expect(SymbolVariants.fill.name(of: "person.circle") == "person.circle.fill")
        #expect(SymbolVariants.circle.name(of: "star.fill") == "star.circle.fill")
        #expect(SymbolVariants.slash.circle.fill.name(of: "bell") == "bell.slash.circle.fill")
        #expect(SymbolVariants.square.name(of: "person.circle") == "person.square")
        #expect(SymbolVariants.none.name(of: "star") == "star")
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(!SymbolVariants.fill.contains(.circle))
    }
}
