/// The sequences of one parameterised capability, each filled in the first time its parameter
/// is asked for and kept with its length (see ``TerminalSequences``).
struct SequenceMemo {
    /// Parameters from 0 up to this one are kept; others are filled in each time.
    static let limit = 4096
    /// The length of a parameter's sequence not filled in yet.
    private static let unknown = -1
    /// The length of a parameter's sequence that cannot be made.
    private static let missing = -2

    /// Fills the capability in, as ``TerminalCapabilities`` does; `nil` when the terminal does
    /// not have it.
    private let fill: TerminalCapabilities.Parameterised?
    /// By parameter: the sequence, empty until it is filled in or when it cannot be made.
    private var sequences: [[UInt8]] = []
    /// By parameter: the sequence's length, ``unknown`` or ``missing``.
    private var lengths: [Int] = []

    /// Keeps the sequences of a capability.
    /// - Parameter fill: Fills the capability in; `nil` when the terminal does not have it.
    init(_ fill: TerminalCapabilities.Parameterised?) {
        self.fill = fill
    }

    /// The sequence for a parameter, filled in the first time.
    /// - Parameter parameter: The parameter.
    /// - Returns: The sequence, or `nil` when it cannot be made.
    mutating func bytes(_ parameter: Int) -> [UInt8]? {
        guard keep(parameter) else { return fill?(parameter) }
        return lengths[parameter] == Self.missing ? nil : sequences[parameter]
    }

    /// The length of a parameter's sequence, filled in the first time.
    /// - Parameter parameter: The parameter.
    /// - Returns: The number of bytes, or `nil` when the sequence cannot be made.
    mutating func length(_ parameter: Int) -> Int? {
        guard keep(parameter) else { return fill?(parameter)?.count }
        let length = lengths[parameter]
        return length == Self.missing ? nil : length
    }

    /// Fills a parameter's sequence in unless it is already.
    /// - Returns: `false` when the parameter is not one that is kept.
    private mutating func keep(_ parameter: Int) -> Bool {
        guard parameter >= 0, parameter < Self.limit else { return false }
        if parameter >= lengths.count {
            let added = parameter + 1 - lengths.count
            lengths.append(contentsOf: repeatElement(Self.unknown, count: added))
            sequences.append(contentsOf: repeatElement([], count: added))
        }
        if lengths[parameter] == Self.unknown {
            let bytes = fill?(parameter)
            sequences[parameter] = bytes ?? []
            lengths[parameter] = bytes?.count ?? Self.missing
        }
        return true
    }
}
