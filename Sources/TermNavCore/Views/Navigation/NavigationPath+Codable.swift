extension NavigationPath {
    /// A navigation path in a form that can be encoded and decoded, as SwiftUI's
    /// `NavigationPath.CodableRepresentation`: save `path.codable` with any encoder (such as
    /// `JSONEncoder`), and later make the path again with `NavigationPath(_:)`.
    ///
    /// Each value is stored with its type's name, so the values of a path can be of different
    /// types; every one must be `Codable`. Decoding data that names a type the program does not
    /// have, or a value that does not decode, throws a `DecodingError`: bad data never crashes.
    public struct CodableRepresentation: Codable, Equatable {
        /// The values, root-most first.
        let elements: [AnyHashable]

        init(elements: [AnyHashable]) {
            self.elements = elements
        }

        /// Decodes a path: a type name, then the value, for each value, root-most first.
        /// - Parameter decoder: The decoder.
        /// - Throws: A `DecodingError` when a type is unknown or not `Codable` and `Hashable`,
        ///   or a value does not decode.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var elements: [AnyHashable] = []
            while !container.isAtEnd {
                let name = try container.decode(String.self)
                guard let type = _typeByName(name) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "No Codable and Hashable type named \(name)")
                }
                elements.append(try Self.decode(type, from: &container))
            }
            self.elements = elements
        }

        /// Encodes the path: a type name, then the value, for each value, root-most first.
        /// - Parameter encoder: The encoder.
        /// - Throws: What the encoder throws, or an `EncodingError` for a value that is not
        ///   `Encodable`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements {
                guard let value = element.base as? any Encodable, let name = _mangledTypeName(type(of: value))
                else {
                    throw EncodingError.invalidValue(
                        element.base,
                        EncodingError.Context(
                            codingPath: encoder.codingPath, debugDescription: "Not Encodable"))
                }
                try container.encode(name)
                try container.encode(value)
            }
        }

        /// One value of a type known only at run time.
        private static func decode<Value: Decodable & Hashable>(
            _ type: Value.Type, from container: inout any UnkeyedDecodingContainer
        ) throws -> AnyHashable {
            AnyHashable(try container.decode(type))
        }
    }

    /// The path in a form that can be encoded, or `nil` when one of its values is not
    /// `Codable`.
    public var codable: CodableRepresentation? {
        let allCodable = elements.allSatisfy {
            $0.base is any Encodable && type(of: $0.base) is any Decodable.Type
        }
        return allCodable ? CodableRepresentation(elements: elements) : nil
    }

    /// Makes a path again from its encodable form.
    /// - Parameter codable: The form, as decoded.
    public init(_ codable: CodableRepresentation) {
        self.init(elements: codable.elements)
    }
}
