import Foundation

extension LocalizedStringKey.StringInterpolation {
    /// Appends a value as a Foundation format style writes it, as in SwiftUI's
    /// `Text("Total: \(price, format: .currency(code: "EUR"))")`.
    /// - Parameters:
    ///   - input: The value.
    ///   - format: How to write it.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
        appendInterpolated(format.format(input))
    }

    /// Appends a number as a `printf` specifier writes it, as in SwiftUI's
    /// `Text("\(progress, specifier: "%.1f")%")`. A specifier that is not one conversion of a
    /// number (`%f`, `%.2f`, `%e`, `%g`, `%a` and their flags, width and precision) writes the
    /// number as `String(describing:)` does, so a wrong specifier never crashes.
    /// - Parameters:
    ///   - value: The number.
    ///   - specifier: The specifier.
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
        let format = PrintfSpecifier.format(specifier, conversions: "fFeEgGaA", length: "")
        appendInterpolated(format.map { String(format: $0, Double(value)) } ?? String(describing: value))
    }

    /// Appends a whole number as a `printf` specifier writes it, as in SwiftUI's
    /// `Text("\(count, specifier: "%03d")")`. A specifier that is not one conversion of a whole
    /// number (`%d`, `%i`, `%u`, `%x`, `%X`, `%o` and their flags, width and length) writes the
    /// number as `String(describing:)` does.
    /// - Parameters:
    ///   - value: The number.
    ///   - specifier: The specifier.
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
        let format = PrintfSpecifier.format(specifier, conversions: "diuxXo", length: "ll")
        let written = format.flatMap { format in
            T.isSigned
                ? Int64(exactly: value).map { String(format: format, $0) }
                : UInt64(exactly: value).map { String(format: format, $0) }
        }
        appendInterpolated(written ?? String(describing: value))
    }

    /// Appends a date in one of SwiftUI's date styles, as in `Text("Due \(date, style: .date)")`.
    /// - Parameters:
    ///   - date: The date.
    ///   - style: How to show it.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendInterpolated(style.text(for: date, now: Date()))
    }

    /// Appends a value as a Foundation formatter writes it; a value the formatter cannot write
    /// appends nothing.
    /// - Parameters:
    ///   - subject: The value.
    ///   - formatter: How to write it.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
        _ subject: Subject, formatter: Formatter
    ) {
        appendInterpolated(formatter.string(for: subject) ?? "")
    }
}

/// A `printf` format of one conversion, checked before a number is written with it: literal text
/// around it (`%%` for a percent sign), flags, width and precision, and the length the number is
/// passed with put in place of the specifier's own.
enum PrintfSpecifier {
    /// The format to pass the number with, or `nil` when the specifier is not one conversion
    /// of the kinds given.
    /// - Parameters:
    ///   - specifier: The specifier as written.
    ///   - conversions: The conversion characters allowed.
    ///   - length: The length modifier the number is passed with (`ll` for a 64-bit whole number).
    static func format(_ specifier: String, conversions: String, length: String) -> String? {
        var result = ""
        var found = false
        var characters = specifier.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            guard let next = characters.next() else { return nil }
            if next == "%" {
                result += "%%"
                continue
            }
            guard !found else { return nil }
            var spec = "%"
            var current: Character? = next
            while let character = current, "-+ #0'".contains(character) {
                spec.append(character)
                current = characters.next()
            }
            while let character = current, character.isASCII, character.isNumber || character == "." {
                spec.append(character)
                current = characters.next()
            }
            while let character = current, "hlLqjzt".contains(character) { current = characters.next() }
            guard let conversion = current, conversions.contains(conversion) else { return nil }
            result += spec + length + String(conversion)
            found = true
        }
        return found ? result : nil
    }
}
