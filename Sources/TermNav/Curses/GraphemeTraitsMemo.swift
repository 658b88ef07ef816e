import TermNavCore

/// The traits (``GraphemeTraits``) of the clusters of more than one byte the writer met last,
/// each read once: a list's rows repeat the same few (an accessory's glyph on every row), and
/// reading a cluster's traits means reading its scalars.
struct GraphemeTraitsMemo {
    /// The most clusters remembered; the oldest is forgotten first.
    static let capacity = 16

    /// The clusters remembered, with the width they were given and their traits.
    private var entries: [(text: CellText, width: Int, traits: GraphemeTraits)] = []
    /// Where the next cluster goes once the memo is full.
    private var next = 0

    /// The traits of a cell's cluster at a width.
    /// - Parameters:
    ///   - text: The cell's cluster.
    ///   - width: The columns TermNav gives it.
    /// - Returns: Its traits, as `GraphemeTraits(_:width:)` reads them.
    mutating func traits(of text: CellText, width: Int) -> GraphemeTraits {
        for entry in entries where entry.width == width && entry.text == text { return entry.traits }
        let traits = GraphemeTraits(text.grapheme, width: width)
        if entries.count < Self.capacity {
            entries.append((text, width, traits))
        } else {
            entries[next] = (text, width, traits)
            next = (next + 1) % Self.capacity
        }
        return traits
    }
}
