import Testing

@testable import TermNavCore

/// Colours by name: an asset catalog's names and UIKit's, each one of TermNav's colours, never
/// a crash.
@Suite struct ColorNameTests {
    @Test(arguments: [
        ("AccentColor", Color.accentColor), ("red", .red), ("BrandBlue", .blue), ("light-gray", .gray),
        ("Dark Green", .green), ("textColor", .primary), ("Subtitle", .secondary), ("Brand", .default),
        ("Background", .default), ("", .default), ("Violet", .purple),
    ])
    func anAssetNameIsTheColourItNames(name: String, color: Color) {
        #expect(Color(name) == color)
        #expect(Color(name, bundle: nil) == color)
    }

    @Test func uiKitNamesAreTermNavsColours() {
        #expect(Color(.systemRed) == .red)
        #expect(Color(uiColor: .label) == .primary)
        #expect(Color(.secondaryLabel) == .secondary)
        #expect(Color(.systemBackground) == .default)
        #expect(Color(.systemGray6) == Color(adaptive: .systemGray6))
        #expect(Color(nsColor: .systemBlue) == .blue)
        #expect(Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)) == Color(red: 1, green: 0.5, blue: 0))
        #expect(Color(.systemFill).opaque == .gray && !Color(.systemFill).isOpaque)
    }
}
