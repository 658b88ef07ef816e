/// A JSON value, written compactly with keys in the order given.
public indirect enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; non-finite numbers are written as `null`.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in order.
    case object([(String, JSONValue)])

    /// The value as JSON text.
    public var text: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value):
            guard value.isFinite else { return "null" }
            if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            return "\(value)"
        case .string(let value): return Self.quoted(value)
        case .array(let values): return "[" + values.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    /// An optional number, `null` when absent.
    /// - Parameter value: The number.
    /// - Returns: The value.
    public static func number(_ value: Double?) -> JSONValue {
        value.map { .number($0) } ?? .null
    }

    /// Equal when their text is.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.text == rhs.text
    }

    /// A string in double quotes, escaped.
    private static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
