/// How the benchmark writes numbers: few significant digits, thousands grouped in row counts.
public enum NumberText {
    /// A measured figure with three significant digits, at most three decimals: `0.142`,
    /// `12.4`, `1840`.
    /// - Parameter value: The figure.
    /// - Returns: The text; `∞` for an infinite value, `-` for not-a-number.
    public static func figure(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "-" : "∞" }
        let magnitude = abs(value)
        let decimals: Int
        switch magnitude {
        case 0: return "0"
        case ..<0.01: decimals = 4
        case ..<1: decimals = 3
        case ..<10: decimals = 2
        case ..<100: decimals = 1
        default: decimals = 0
        }
        return fixed(value, decimals: decimals)
    }

    /// A number with a fixed count of decimals.
    /// - Parameters:
    ///   - value: The number; finite.
    ///   - decimals: Digits after the point, 0 to 6.
    /// - Returns: The text, such as `3.14`.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(whole) }
        let digits = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: decimals - digits.count) + digits
    }

    /// A count with thousands grouped by commas: `1,000,000`.
    /// - Parameter value: The count.
    /// - Returns: The text.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (value < 0 ? "-" : "") + result
    }
}
