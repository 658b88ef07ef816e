/// How a terminal draws a cell: the SGR attributes in force when it was written, and its colours.
public struct CellStyle: Hashable, Sendable {
    /// SGR attributes that can be combined.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes' bits.
        public let rawValue: UInt16

        /// Creates attributes from their bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt16) {
            self.rawValue = rawValue
        }

        /// SGR 1.
        public static let bold = Attributes(rawValue: 1 << 0)
        /// SGR 2.
        public static let dim = Attributes(rawValue: 1 << 1)
        /// SGR 3.
        public static let italic = Attributes(rawValue: 1 << 2)
        /// SGR 4.
        public static let underline = Attributes(rawValue: 1 << 3)
        /// SGR 5.
        public static let blink = Attributes(rawValue: 1 << 4)
        /// SGR 7.
        public static let reverse = Attributes(rawValue: 1 << 5)
        /// SGR 8.
        public static let invisible = Attributes(rawValue: 1 << 6)
        /// SGR 9.
        public static let strikethrough = Attributes(rawValue: 1 << 7)
        /// Drawn in the DEC special graphics set (`smacs`).
        public static let alternateCharset = Attributes(rawValue: 1 << 8)
    }

    /// The attributes.
    public var attributes: Attributes
    /// The foreground colour.
    public var foreground: TerminalColor
    /// The background colour.
    public var background: TerminalColor

    /// Creates a style.
    /// - Parameters:
    ///   - attributes: The attributes; none by default.
    ///   - foreground: The foreground colour; the default by default.
    ///   - background: The background colour; the default by default.
    public init(
        attributes: Attributes = [], foreground: TerminalColor = .default,
        background: TerminalColor = .default
    ) {
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    /// No attributes, default colours: what `sgr0` leaves.
    public static let plain = CellStyle()
}
