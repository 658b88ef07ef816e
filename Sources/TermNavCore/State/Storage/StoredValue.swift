import Foundation

/// A value kept by `@AppStorage` or `@SceneStorage`, as the file keeps it: the kinds of value
/// SwiftUI's storage takes (`Bool`, `Int`, `Double`, `String`, `URL`, `Data`; a
/// `RawRepresentable` as its raw `Int` or `String`).
///
/// In the file, a `Bool`, a number and a string are JSON's own; `Data` is `{"data": base64}` and
/// a `URL` `{"url": "…"}`, so that neither reads back as a string.
enum StoredValue: Equatable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case url(URL)
    case data(Data)

    /// The value as a `Bool`, if it is one.
    var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The value as an `Int`, if it is one (a `Double` without a fraction counts).
    var int: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value): return value.rounded() == value ? Int(exactly: value) : nil
        case .bool, .string, .url, .data: return nil
        }
    }

    /// The value as a `Double`, if it is a number.
    var double: Double? {
        switch self {
        case .double(let value): return value
        case .int(let value): return Double(value)
        case .bool, .string, .url, .data: return nil
        }
    }

    /// The value as a `String`, if it is one.
    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The value as a `URL`, if it is one.
    var url: URL? {
        if case .url(let value) = self { return value }
        return nil
    }

    /// The value as `Data`, if it is some.
    var data: Data? {
        if case .data(let value) = self { return value }
        return nil
    }
}

extension StoredValue: Codable {
    private enum Keys: String, CodingKey {
        case data
        case url
    }

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Keys.self) {
            if let base64 = try keyed.decodeIfPresent(String.self, forKey: .data),
                let data = Data(base64Encoded: base64)
            {
                self = .data(data)
                return
            }
            if let text = try keyed.decodeIfPresent(String.self, forKey: .url), let url = URL(string: text) {
                self = .url(url)
                return
            }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a stored value"))
        }
        let single = try decoder.singleValueContainer()
        if let value = try? single.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? single.decode(Int.self) {
            self = .int(value)
        } else if let value = try? single.decode(Double.self) {
            self = .double(value)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .data(let data):
            var keyed = encoder.container(keyedBy: Keys.self)
            try keyed.encode(data.base64EncodedString(), forKey: .data)
        case .url(let url):
            var keyed = encoder.container(keyedBy: Keys.self)
            try keyed.encode(url.absoluteString, forKey: .url)
        case .bool(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .int(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .double(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .string(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        }
    }
}
