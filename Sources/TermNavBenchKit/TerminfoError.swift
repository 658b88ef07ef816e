/// Why a terminfo entry could not be read.
public enum TerminfoError: Error, Equatable, CustomStringConvertible {
    /// The text held no entry.
    case noEntry

    /// A one-line description.
    public var description: String {
        switch self {
        case .noEntry: return "infocmp printed no terminfo entry"
        }
    }
}
