/// One target of the performance issue, with the figure measured for it and whether it is met.
public struct TargetCheck: Sendable, Equatable {
    /// What is checked, such as `CPU per Down key, median: books 80x24 N=1000000 (terminal)`.
    public let name: String
    /// The figure measured.
    public let figure: Double
    /// The figure's unit, such as `ms`, `bytes/floor`, `MB` or `×`.
    public let unit: String
    /// The limit the figure must not exceed (or stay below, when ``strict``).
    public let limit: Double
    /// Whether the figure must be strictly below the limit (`<`) rather than at most it (`≤`).
    public let strict: Bool
    /// A figure to read beside this one, such as the C floor's for the same change.
    public let beside: String?

    /// A check.
    /// - Parameters:
    ///   - name: What is checked.
    ///   - figure: The figure measured.
    ///   - unit: Its unit.
    ///   - limit: The limit.
    ///   - strict: `true` for `<`, `false` for `≤`.
    ///   - beside: A figure to read beside it, if any.
    public init(
        name: String, figure: Double, unit: String, limit: Double, strict: Bool = false, beside: String? = nil
    ) {
        self.name = name
        self.figure = figure
        self.unit = unit
        self.limit = limit
        self.strict = strict
        self.beside = beside
    }

    /// Whether the target is met.
    public var isMet: Bool {
        strict ? figure < limit : figure <= limit
    }

    /// How far over the limit the figure is, in percent of the limit; 0 when met.
    public var missedByPercent: Double {
        guard !isMet, limit > 0 else { return isMet ? 0 : .infinity }
        return (figure / limit - 1) * 100
    }

    /// "ok", or "MISSED by 42%".
    public var verdict: String {
        if isMet { return "ok" }
        let percent = missedByPercent
        guard percent.isFinite else { return "MISSED" }
        if percent < 1 { return "MISSED by <1%" }
        return "MISSED by \(Int(percent.rounded()))%"
    }

    /// The target as text: `≤ 0.1 ms`.
    public var targetText: String {
        "\(strict ? "<" : "≤") \(NumberText.figure(limit)) \(unit)"
    }
}
