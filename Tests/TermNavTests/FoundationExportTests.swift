import TermNav
import Testing

// This file imports TermNav alone: every Foundation name below must come through it, as it
// comes through `import SwiftUI`.

/// A row of data as an app declares it, with Foundation types in it.
private struct Entry: Identifiable, Codable, Hashable {
    var id = UUID()
    var title: String
    var added = Date(timeIntervalSince1970: 0)
    var link = URL(string: "https://example.com/entry")
}

@Test func foundationComesWithTermNav() throws {
    let entry = Entry(title: "Café au lait")
    let data = try JSONEncoder().encode(entry)
    let decoded = try JSONDecoder().decode(Entry.self, from: data)
    #expect(decoded == entry)
    #expect(String(format: "%03d %@", 7, "rows") == "007 rows")
    #expect(entry.title.localizedStandardContains("CAFE"))
    #expect(Data([1, 2]).count == 2)
}
