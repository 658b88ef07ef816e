/// Sizes as text.
enum ByteCount {
    /// A size as people read it: `512 bytes`, `1.5 KB`, `2.0 GB` (powers of 1024).
    static func human(_ bytes: Int64) -> String {
        if bytes < 1024 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        let units = ["KB", "MB", "GB", "TB", "PB", "EB"]
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }

    /// A size exactly, digits grouped by threes: `1,536 bytes`.
    static func exact(_ bytes: Int64) -> String {
        let digits = Array(String(bytes))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text + (bytes == 1 ? " byte" : " bytes")
    }
}
