import TermNavCore

/// How far a terminal can be trusted to draw a grapheme cluster at TermNav's width.
///
/// A terminal measures each scalar with its own C library's `wcwidth`, of whatever Unicode
/// version it knows, and joins emoji sequences or not. So after anything but plain text the
/// cursor may not be where TermNav's widths say, a cluster may spill into the cells after it
/// (tmux draws `👍🏽` four columns wide), or leave part of its own cells unwritten (tmux draws
/// `❤️` one column wide). The writer moves absolutely after an untrusted cluster, sends the two
/// cells after one that may spill, and blanks the cells of one that may fall short first.
struct GraphemeTraits {
    /// Whether the terminal surely advances the cursor by the cluster's width: printable ASCII,
    /// or one scalar one column wide that no terminal of the last years mistakes.
    let isTrusted: Bool
    /// The most columns the terminal may draw: each scalar counted alone, a recent one as two.
    let widestDrawing: Int
    /// Whether the terminal may draw fewer columns than the cluster's cells.
    let mayFallShort: Bool

    /// The traits of a cell's grapheme.
    /// - Parameters:
    ///   - grapheme: One grapheme cluster, as a canvas cell holds it.
    ///   - width: The columns TermNav gives it.
    init(_ grapheme: String, width: Int) {
        var scalarCount = 0
        var widest = 0
        var hasRecent = false
        var firstClass: DisplayWidth.ScalarClass?
        for scalar in grapheme.unicodeScalars {
            scalarCount += 1
            if scalar.isASCII {
                widest += 1
                if firstClass == nil { firstClass = DisplayWidth.ScalarClass(scalar) }
                continue
            }
            let scalarClass = DisplayWidth.ScalarClass(scalar)
            if firstClass == nil { firstClass = scalarClass }
            hasRecent = hasRecent || scalarClass.isRecent
            widest += scalarClass.isRecent ? 2 : scalarClass.width
        }
        let isASCII = scalarCount == 1 && grapheme.utf8.count == 1
        isTrusted = isASCII || (scalarCount == 1 && width == 1 && !hasRecent)
        widestDrawing = widest
        let firstIsNarrower = firstClass.map { $0.width < width || $0.isRegionalIndicator } ?? true
        mayFallShort = hasRecent || (scalarCount > 1 && firstIsNarrower)
    }

    /// Whether the terminal may draw the cluster into cells after its own.
    /// - Parameter width: The columns TermNav gives it.
    /// - Returns: `true` when the cells after it must be sent again after it.
    func maySpill(beyond width: Int) -> Bool {
        widestDrawing > width
    }
}
