/// A resolved `ForEach`: a count and a way to build element `i`, nothing built ahead of time.
struct ForEachNode {
    /// The number of elements.
    var count: Int
    /// The identity of element `i`.
    var id: (Int) -> AnyHashable
    /// Builds element `i` in the given context, and gives its identity, read on the way.
    var build: (Int, inout ResolveContext) -> (id: AnyHashable, node: Node)
    /// Reads the texts the elements in a range show without building them (``RowTextReader``):
    /// each in turn into the reader, cleared first, then hands the element's offset, the reader
    /// and whether its texts were read (`false` when they are known only by building it) to
    /// the last closure. The elements are stepped through in order, not each found afresh.
    var readTexts: @MainActor (Range<Int>, inout RowTextReader, RowTextReader.Visit) -> Void = readNoTexts

    /// Reads no element's texts: each is known only by building it.
    @MainActor static func readNoTexts(
        _ range: Range<Int>, _ reader: inout RowTextReader, _ visit: RowTextReader.Visit
    ) {
        for offset in range {
            reader.clear()
            visit(offset, reader, false)
        }
    }
    /// Where the `ForEach` sits, so rows built later get the same paths as if built at once.
    var path: ViewPath
    /// Whether cached row bodies may be reused (false when the `ForEach` itself is new).
    var reusing: Bool
    /// The environment where the `ForEach` stands, for rows built later.
    var environment: EnvironmentValues
    /// Whether each element is rows of its own (a `Section`, several views, a `ForEach`, an
    /// outline, a disclosure group: see ``RowsView``): a list or a lazy grid builds such a
    /// `ForEach` out and opens each element up, rather than making each element one row.
    var opensUp = false
    /// What deleting elements does, given their offsets (`.onDelete(perform:)`).
    var deleteAction: (([Int]) -> Void)?
    /// What moving elements does, given their offsets and the offset they go before
    /// (`.onMove(perform:)`).
    var moveAction: (([Int], Int) -> Void)?
}
