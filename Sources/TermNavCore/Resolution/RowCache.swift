/// Keeps caches of rows by index from growing with every row ever shown.
enum RowCache {
    /// The most rows a cache keeps: those near the focus, a screenful of a 60-line terminal each
    /// way, so that scrolling through a long list keeps memory flat; a row let go is built again
    /// if shown. Each row kept costs about 3.5 KB across a screen's caches (its identity, its
    /// resolved views, its laid-out lines, its views' records): at the peak of a burst of keys,
    /// 512 rows took 0.7–0.9 MB more than these 256.
    static let limit = 256

    /// Once `cache` holds more than ``limit`` rows, keeps only those within `limit / 4` of
    /// `index`. A sweep leaves at most half the limit, so sweeps cost O(1) per insertion,
    /// amortised.
    /// - Parameters:
    ///   - cache: Rows by index.
    ///   - index: The row being asked for now.
    static func trim<Cached>(_ cache: inout [Int: Cached], near index: Int) {
        guard cache.count > limit else { return }
        let reach = limit / 4
        cache = cache.filter { abs($0.key - index) <= reach }
    }
}
