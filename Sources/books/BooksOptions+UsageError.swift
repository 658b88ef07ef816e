extension BooksOptions {
    /// A command line `books` does not accept; its description is a one-line message.
    enum UsageError: Error, Equatable, CustomStringConvertible {
        /// An option `books` does not know, such as `--foo`.
        case unknownOption(String)
        /// An argument that is not an option; `books` takes none.
        case unexpectedArgument(String)
        /// An option given without its value, such as a trailing `--generate`.
        case missingValue(option: String)
        /// A `--generate` value that is not a whole number from 0 to 100000000.
        case invalidCount(String)
        /// An option given more than once.
        case repeatedOption(String)

        /// The message, one line, naming the problem.
        var description: String {
            switch self {
            case .unknownOption(let option):
                "unknown option '\(Self.visible(option))'"
            case .unexpectedArgument(let argument):
                "unexpected argument '\(Self.visible(argument))'"
            case .missingValue(let option):
                "\(option) needs a value"
            case .invalidCount(let value):
                "--generate needs a whole number from 0 to \(BooksOptions.maximumGenerated), "
                    + "got '\(Self.visible(value))'"
            case .repeatedOption(let option):
                "\(option) given twice"
            }
        }

        /// An argument as the message quotes it: control characters (a newline, an escape) are
        /// spelled `\u{A}`, so the message stays on one line and sends the terminal nothing raw.
        private static func visible(_ text: String) -> String {
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
