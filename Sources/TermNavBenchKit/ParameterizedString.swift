/// A terminfo string capability with `%` parameters, such as `cup=\E[%i%p1%d;%p2%dH`, and the
/// stack machine `tparm` runs to expand it.
///
/// Supported: `%%`, `%c`, `%s`, `%d` `%o` `%x` `%X` with flags, width and precision, `%p1`–`%p9`,
/// `%P`/`%g` variables, `%'c'`, `%{n}`, `%l`, arithmetic, bit and logic operators, `%i` and
/// `%? … %t … %e … %;`. Padding (`$<5>`) is dropped: no terminal the benchmark drives needs it.
public struct ParameterizedString: Sendable {
    /// The capability's bytes, escapes already decoded.
    public let bytes: [UInt8]

    /// Wraps a capability's bytes.
    /// - Parameter bytes: The bytes, as ``Terminfo/strings`` holds them.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A value on the machine's stack.
    private enum Value {
        case number(Int)
        case text([UInt8])

        var number: Int {
            switch self {
            case .number(let value): return value
            case .text(let text): return text.count
            }
        }

        var text: [UInt8] {
            switch self {
            case .number(let value): return Array(String(value).utf8)
            case .text(let text): return text
            }
        }
    }

    /// Expands the string with parameters.
    /// - Parameter parameters: Up to nine parameters; missing ones are 0.
    /// - Returns: The bytes to send.
    public func expand(_ parameters: [Int]) -> [UInt8] {
        var parameters = (parameters + Array(repeating: 0, count: 9)).prefix(9).map(Value.number)
        var output: [UInt8] = []
        var stack: [Value] = []
        var variables: [UInt8: Value] = [:]
        var index = 0
        func pop() -> Value { stack.popLast() ?? .number(0) }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "$"), index < bytes.count, bytes[index] == UInt8(ascii: "<"),
                let end = bytes[index...].firstIndex(of: UInt8(ascii: ">"))
            {
                index = end + 1
                continue
            }
            guard byte == UInt8(ascii: "%"), index < bytes.count else {
                output.append(byte)
                continue
            }
            let code = bytes[index]
            index += 1
            switch code {
            case UInt8(ascii: "%"): output.append(code)
            case UInt8(ascii: "c"): output.append(UInt8(truncatingIfNeeded: pop().number))
            case UInt8(ascii: "s"): output.append(contentsOf: pop().text)
            case UInt8(ascii: "p"):
                if index < bytes.count, let digit = Self.digit(bytes[index]), (1...9).contains(digit) {
                    stack.append(parameters[digit - 1])
                }
                index += 1
            case UInt8(ascii: "P"):
                if index < bytes.count { variables[bytes[index]] = pop() }
                index += 1
            case UInt8(ascii: "g"):
                if index < bytes.count { stack.append(variables[bytes[index]] ?? .number(0)) }
                index += 1
            case UInt8(ascii: "'"):
                if index < bytes.count { stack.append(.number(Int(bytes[index]))) }
                index += 2
            case UInt8(ascii: "{"):
                var value = 0
                while index < bytes.count, let digit = Self.digit(bytes[index]) {
                    value = value * 10 + digit
                    index += 1
                }
                index += 1
                stack.append(.number(value))
            case UInt8(ascii: "l"): stack.append(.number(pop().text.count))
            case UInt8(ascii: "i"):
                parameters[0] = .number(parameters[0].number + 1)
                parameters[1] = .number(parameters[1].number + 1)
            case UInt8(ascii: "!"): stack.append(.number(pop().number == 0 ? 1 : 0))
            case UInt8(ascii: "~"): stack.append(.number(~pop().number))
            case UInt8(ascii: "?"), UInt8(ascii: ";"): break
            case UInt8(ascii: "t"):
                if pop().number == 0 { index = Self.skip(bytes, from: index, stoppingAtElse: true) }
            case UInt8(ascii: "e"):
                index = Self.skip(bytes, from: index, stoppingAtElse: false)
            default:
                if let result = Self.binary(code, stack: &stack) {
                    stack.append(.number(result))
                } else if let formatted = Self.format(bytes, at: index - 2, value: &stack) {
                    output.append(contentsOf: formatted.output)
                    index = formatted.next
                }
            }
        }
        return output
    }

    /// The value of an ASCII digit.
    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// Applies a binary operator to the top two values; `nil` when `code` is not one.
    private static func binary(_ code: UInt8, stack: inout [Value]) -> Int? {
        let operators: Set<UInt8> = Set("+-*/m&|^=<>AO".utf8)
        guard operators.contains(code) else { return nil }
        let right = stack.popLast()?.number ?? 0
        let left = stack.popLast()?.number ?? 0
        switch code {
        case UInt8(ascii: "+"): return left &+ right
        case UInt8(ascii: "-"): return left &- right
        case UInt8(ascii: "*"): return left &* right
        case UInt8(ascii: "/"): return right == 0 ? 0 : left / right
        case UInt8(ascii: "m"): return right == 0 ? 0 : left % right
        case UInt8(ascii: "&"): return left & right
        case UInt8(ascii: "|"): return left | right
        case UInt8(ascii: "^"): return left ^ right
        case UInt8(ascii: "="): return left == right ? 1 : 0
        case UInt8(ascii: "<"): return left < right ? 1 : 0
        case UInt8(ascii: ">"): return left > right ? 1 : 0
        case UInt8(ascii: "A"): return left != 0 && right != 0 ? 1 : 0
        default: return left != 0 || right != 0 ? 1 : 0
        }
    }

    /// Skips a branch of a conditional: past the matching `%e` (when `stoppingAtElse`) or `%;`.
    private static func skip(_ bytes: [UInt8], from start: Int, stoppingAtElse: Bool) -> Int {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            let code = bytes[index + 1]
            index += 2
            switch code {
            case UInt8(ascii: "?"): depth += 1
            case UInt8(ascii: ";"):
                if depth == 0 { return index }
                depth -= 1
            case UInt8(ascii: "e"):
                if depth == 0, stoppingAtElse { return index }
            default: break
            }
        }
        return bytes.count
    }

    /// A `%[:flags][width][.precision](d|o|x|X|s)` conversion starting at `start` (the `%`).
    private static func format(
        _ bytes: [UInt8], at start: Int, value stack: inout [Value]
    ) -> (output: [UInt8], next: Int)? {
        var index = start + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") { index += 1 }
        var leftAlign = false
        var zeroPad = false
        var sign = false
        var space = false
        var alternate = false
        while index < bytes.count, "-+# 0".utf8.contains(bytes[index]) {
            switch bytes[index] {
            case UInt8(ascii: "-"): leftAlign = true
            case UInt8(ascii: "+"): sign = true
            case UInt8(ascii: "#"): alternate = true
            case UInt8(ascii: " "): space = true
            default: zeroPad = true
            }
            index += 1
        }
        var width = 0
        while index < bytes.count, let digit = digit(bytes[index]) {
            width = width * 10 + digit
            index += 1
        }
        var precision: Int?
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            var value = 0
            while index < bytes.count, let digit = digit(bytes[index]) {
                value = value * 10 + digit
                index += 1
            }
            precision = value
        }
        guard index < bytes.count else { return nil }
        let conversion = bytes[index]
        let value = stack.popLast() ?? .number(0)
        var body: [UInt8]
        var prefix: [UInt8] = []
        switch conversion {
        case UInt8(ascii: "s"):
            body = value.text
            if let precision { body = Array(body.prefix(precision)) }
        case UInt8(ascii: "d"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"):
            let number = value.number
            let radix = conversion == UInt8(ascii: "d") ? 10 : conversion == UInt8(ascii: "o") ? 8 : 16
            var digits = String(number.magnitude, radix: radix, uppercase: conversion == UInt8(ascii: "X"))
            if let precision, digits.count < precision {
                digits = String(repeating: "0", count: precision - digits.count) + digits
            }
            body = Array(digits.utf8)
            if number < 0 {
                prefix = [UInt8(ascii: "-")]
            } else if conversion == UInt8(ascii: "d"), sign {
                prefix = [UInt8(ascii: "+")]
            } else if conversion == UInt8(ascii: "d"), space {
                prefix = [UInt8(ascii: " ")]
            }
            if alternate, conversion == UInt8(ascii: "o"), body.first != UInt8(ascii: "0") {
                body.insert(UInt8(ascii: "0"), at: 0)
            } else if alternate, conversion != UInt8(ascii: "d"), conversion != UInt8(ascii: "o"), number != 0
            {
                prefix += Array((conversion == UInt8(ascii: "X") ? "0X" : "0x").utf8)
            }
        default:
            stack.append(value)
            return nil
        }
        let padding = max(0, width - prefix.count - body.count)
        let output: [UInt8]
        if leftAlign {
            output = prefix + body + Array(repeating: UInt8(ascii: " "), count: padding)
        } else if zeroPad, precision == nil, conversion != UInt8(ascii: "s") {
            output = prefix + Array(repeating: UInt8(ascii: "0"), count: padding) + body
        } else {
            output = Array(repeating: UInt8(ascii: " "), count: padding) + prefix + body
        }
        return (output, index + 1)
    }
}
