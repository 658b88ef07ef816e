extension Dictionary where Key == Int {
    /// Keeps a cache of rows by index from growing with every row ever shown: once it holds more
    /// than `limit` entries, only those within `limit / 4` of `index` stay. A sweep leaves at
    /// most half the limit, so sweeps cost O(1) per insertion, amortised.
    /// - Parameters:
    ///   - index: The row being asked for now.
    ///   - limit: The most entries kept before a sweep.
    mutating func keepNear(_ index: Int, limit: Int) {
        guard count > limit else { return }
        let reach = limit / 4
        self = filter { abs($0.key - index) <= reach }
    }
}
