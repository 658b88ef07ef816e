/// The median, 99th percentile and extremes of a set of samples.
public struct SampleSummary: Sendable, Equatable {
    /// How many samples.
    public let count: Int
    /// The median: the mean of the two middle samples when the count is even.
    public let median: Double
    /// The 99th percentile, by nearest rank: the smallest sample at or above 99 % of them.
    public let p99: Double
    /// The mean.
    public let mean: Double
    /// The smallest sample.
    public let minimum: Double
    /// The largest sample.
    public let maximum: Double

    /// Summarises samples.
    /// - Parameter samples: The samples, in any order.
    /// - Returns: The summary, or `nil` when there are none.
    public init?(_ samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        count = sorted.count
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        p99 = Self.percentile(0.99, of: sorted)
        mean = sorted.reduce(0, +) / Double(sorted.count)
        minimum = sorted[0]
        maximum = sorted[sorted.count - 1]
    }

    /// A percentile by nearest rank.
    /// - Parameters:
    ///   - fraction: The fraction, such as 0.99.
    ///   - sorted: The samples in increasing order; not empty.
    /// - Returns: The sample at rank ⌈fraction × count⌉.
    public static func percentile(_ fraction: Double, of sorted: [Double]) -> Double {
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
