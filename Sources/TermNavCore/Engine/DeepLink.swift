/// Opening an app deep in its screens: a path of the labels a user would choose, level after
/// level, followed before the first frame is drawn.
///
/// Every TermNav app takes one from the `TERMNAV_PATH` environment variable (labels separated by
/// `/`; write `\/` for a slash in a label and `\\` for a backslash), or from its
/// ``App/initialPath``:
/// ```sh
/// TERMNAV_PATH="The Alchemist/Author" books
/// ```
/// At each level the row whose label is the component exactly is opened, else the only row
/// whose label begins with it, ignoring case. A component that matches no row, or more than
/// one, stops the app before anything is drawn, with one line on standard error and status 2.
public enum DeepLink {
    /// The environment variable every app reads its deep link from.
    public static let environmentVariable = "TERMNAV_PATH"

    /// The labels of a deep link written as one string: separated by `/`, with `\/` standing
    /// for a slash and `\\` for a backslash inside a label. Empty labels are dropped.
    /// - Parameter path: The path, such as `"The Alchemist/Author"`.
    /// - Returns: The labels, root-most first.
    package static func labels(from path: String) -> [String] {
        var labels: [String] = []
        var current = ""
        var escaped = false
        for character in path {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "/" {
                labels.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        labels.append(current)
        return labels.filter { !$0.isEmpty }
    }
}

extension DeepLink {
    /// Why a deep link could not be followed.
    ///
    /// Its ``description`` is one line for standard error: the level that failed, what was asked
    /// for, and up to five labels it could have been.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        /// What went wrong at a level.
        public enum Reason: Equatable, Sendable {
            /// No row's label matches.
            case noMatch
            /// Several rows' labels match (exactly, or as a case-insensitive prefix).
            case ambiguous
            /// The row matched but opening it showed no new screen.
            case notALink
        }

        /// The level that failed, from 1.
        public let level: Int
        /// The label asked for at that level.
        public let label: String
        /// The title of the screen searched, if it has one.
        public let screenTitle: String?
        /// What went wrong.
        public let reason: Reason
        /// Up to five labels it could have been.
        public let candidates: [String]

        /// The one-line message.
        public var description: String {
            let screen = screenTitle.map { " on \"\(Self.printable($0))\"" } ?? ""
            let asked = "path level \(level) \"\(Self.printable(label))\"\(screen)"
            let listed = candidates.map { "\"\(Self.printable($0))\"" }.joined(separator: ", ")
            switch reason {
            case .noMatch:
                return "\(asked) matches no row" + (listed.isEmpty ? "" : "; rows include \(listed)")
            case .ambiguous:
                return "\(asked) matches more than one row: \(listed)"
            case .notALink:
                return "\(asked) opens no screen"
            }
        }

        /// Text fit for one line of standard error: control characters shown as `?`.
        private static func printable(_ text: String) -> String {
            String(
                text.unicodeScalars.map { scalar -> Character in
                    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "?" : Character(scalar)
                })
        }
    }
}
