import Testing

@testable import TermNavBenchKit

/// The section of docs/Performance.md the benchmark rewrites.
struct GeneratedSectionTests {
    @Test func replacesOnlyWhatIsBetweenTheMarkers() {
        let document = "# Title\n\(GeneratedSection.begin)\nold\ntable\n\(GeneratedSection.end)\nafter\n"
        #expect(
            GeneratedSection.replace(in: document, with: "new\n")
                == "# Title\n\(GeneratedSection.begin)\nnew\n\(GeneratedSection.end)\nafter\n")
    }

    @Test func aDocumentWithoutMarkersIsLeftAlone() {
        #expect(GeneratedSection.replace(in: "# Title\n", with: "new\n") == nil)
    }
}
