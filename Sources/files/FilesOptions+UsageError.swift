extension FilesOptions {
    /// A command line `files` does not accept; its description is a one-line message.
    enum UsageError: Error, Equatable, CustomStringConvertible {
        /// An option `files` does not know, such as `--foo`.
        case unknownOption(String)
        /// A second path: `files` takes one.
        case unexpectedArgument(String)
        /// An option given without its value.
        case missingValue(option: String)
        /// An option given more than once.
        case repeatedOption(String)

        /// The message, one line, naming the problem.
        var description: String {
            switch self {
            case .unknownOption(let option): "unknown option '\(Self.visible(option))'"
            case .unexpectedArgument(let argument): "unexpected argument '\(Self.visible(argument))'"
            case .missingValue(let option): "\(option) needs a value"
            case .repeatedOption(let option): "\(option) given twice"
            }
        }

        /// An argument as the message quotes it: control characters spelled `\u{1B}`.
        static func visible(_ text: String) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                switch scalar.properties.generalCategory {
                case .control, .lineSeparator, .paragraphSeparator:
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                default:
                    result.unicodeScalars.append(scalar)
                }
            }
            return result
        }
    }
}
