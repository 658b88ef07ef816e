import Testing

@testable import TermNavCore

/// Padding is made of spaces written at once; it must be exactly what repeating a space makes, at
/// every length (short strings are stored inline, longer ones apart).
@MainActor @Suite struct LineSpacesTests {
    @Test(arguments: [-3, 0, 1, 15, 16, 40, 300])
    func spacesAreTheSpacesAsked(count: Int) {
        let spaces = Line.spaces(count)
        #expect(spaces == String(repeating: " ", count: max(0, count)))
        #expect(spaces.utf8.count == max(0, count))
        let padding = Line.padding(count)
        #expect(padding.text == spaces && padding.width == max(0, count))
    }
}
