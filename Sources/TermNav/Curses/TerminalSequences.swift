import TermNavCore

/// A terminal's capabilities with every sequence the writer asks for made once and kept: each
/// parameterised one for each parameter it is asked with, each change of attributes and colours,
/// and what each style is drawn as.
///
/// Filling a terminfo capability in (`tiparm`) and taking its padding out costs far more than
/// the rest of a cursor move, and a frame makes dozens of moves; kept, a sequence costs a look-up.
/// Every answer is the one ``TerminalCapabilities`` gives, as long as filling a capability in
/// depends only on its parameters, as terminfo's do: so the writer's bytes are the same as
/// without them. A value the writer owns, part of what it has done so far.
struct TerminalSequences {
    /// The capabilities, as given.
    let capabilities: TerminalCapabilities
    /// Whether `cud1` is a line feed that lands in column 0
    /// (``TerminalCapabilities/lineFeedReturns``).
    let cursorDownReturns: Bool

    /// Each style reduced to what the terminal can show.
    let drawable: DrawableStyle
    /// `cup`, by row, then by column.
    private var cursorAddresses: [SequenceMemo] = []
    /// `csr`, by its first row, then by its last.
    private var scrollRegions: [SequenceMemo] = []
    /// The capabilities of one parameter (see ``ParameterisedSequence``).
    private var columnAddresses: SequenceMemo
    private var rowAddresses: SequenceMemo
    private var rightSteps: SequenceMemo
    private var leftSteps: SequenceMemo
    private var downSteps: SequenceMemo
    private var upSteps: SequenceMemo
    private var erasures: SequenceMemo
    private var forwardScrolls: SequenceMemo
    private var reverseScrolls: SequenceMemo
    /// The bytes of each change of style made so far, and the style the terminal is left in.
    /// Dropped whole once it holds ``styleChangeLimit`` changes (a screen of gradients makes
    /// many), and made again as it is used.
    private var styleChanges: [StyleChange: (bytes: [UInt8], after: TerminalStyle)] = [:]
    /// The most changes of style `styleChanges` keeps.
    private static let styleChangeLimit = 4096
    /// The changes of style made lately, looked at before `styleChanges`, each in the slot its
    /// parts pick (`StyleChange.slot`): a frame goes back and forth between a few changes (a
    /// row's text, its highlight, the help line's dim), and finding one in its slot costs less
    /// than hashing it. A slot holds the last change that went in it.
    private var recentStyleChanges: [StyleChange?] = Array(
        repeating: nil, count: 1 << Self.recentStyleChangeSlotBits)
    /// The bytes of each change in `recentStyleChanges`, in its slot.
    private var recentStyleBytes: [[UInt8]] = Array(repeating: [], count: 1 << Self.recentStyleChangeSlotBits)
    /// The style the terminal is left in by each change in `recentStyleChanges`, in its slot.
    private var recentStyleAfter: [TerminalStyle] = Array(
        repeating: .unknown, count: 1 << Self.recentStyleChangeSlotBits)
    /// The number of bits that pick a slot of the recent changes of style: 64 slots.
    private static let recentStyleChangeSlotBits = 6

    /// A capability of one parameter.
    enum ParameterisedSequence {
        /// `hpa`: moves the cursor to a column of its row.
        case columnAddress
        /// `vpa`: moves the cursor to a row, in its column.
        case rowAddress
        /// `cuf`: moves the cursor a number of columns right.
        case cursorRightBy
        /// `cub`: moves the cursor a number of columns left.
        case cursorLeftBy
        /// `cud`: moves the cursor a number of rows down.
        case cursorDownBy
        /// `cuu`: moves the cursor a number of rows up.
        case cursorUpBy
        /// `ech`: clears a number of columns from the cursor.
        case eraseCharacters
        /// `indn`: scrolls the region up a number of rows.
        case scrollForwardBy
        /// `rin`: scrolls the region down a number of rows.
        case scrollReverseBy
    }

    /// A change from what the terminal draws with to a style it can show.
    private struct StyleChange: Hashable {
        /// What the terminal draws with.
        let from: TerminalStyle
        /// The style to draw with.
        let to: Style

        /// Hashes the parts, packed in one number (``packed``): a frame uses few styles, and
        /// equal changes still compare equal in full.
        /// - Parameter hasher: The hasher.
        func hash(into hasher: inout Hasher) {
            hasher.combine(packed)
        }

        /// The parts folded into one number: the attributes, and each colour's bits (an unknown
        /// one as all ones) multiplied apart so that colours of values spread.
        private var packed: UInt64 {
            func bits(_ color: Color?) -> UInt64 { color.map { UInt64($0.bits) } ?? 0xFFFF_FFFF }
            let attributes = UInt64(from.attributes?.rawValue ?? 0xFF) | UInt64(to.attributes.rawValue) << 8
            let shown =
                bits(from.foreground) &* 0x0000_0100_0000_01B3 ^ bits(from.background)
                &* 0xC2B2_AE3D_27D4_EB4F
            return attributes ^ shown ^ bits(to.foreground) << 16 ^ bits(to.background) << 32
        }

        /// The slot of ``TerminalSequences``' recent changes this change goes in: its parts
        /// packed in one number, spread over the slots.
        var slot: Int {
            // Fibonacci hashing: the product's top bits pick the slot.
            Int(
                truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15)
                    >> (64 - TerminalSequences.recentStyleChangeSlotBits))
        }

        /// Whether two changes are the same, comparing each part directly.
        static func == (lhs: StyleChange, rhs: StyleChange) -> Bool {
            lhs.from.attributes?.rawValue == rhs.from.attributes?.rawValue
                && lhs.from.foreground == rhs.from.foreground && lhs.from.background == rhs.from.background
                && lhs.to.attributes.rawValue == rhs.to.attributes.rawValue
                && lhs.to.foreground == rhs.to.foreground && lhs.to.background == rhs.to.background
        }
    }

    /// Keeps a terminal's capabilities, and what is made from them from now on.
    /// - Parameter capabilities: The capabilities.
    init(_ capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
        cursorDownReturns = capabilities.cursorDown == [0x0A] && capabilities.lineFeedReturns
        drawable = DrawableStyle(capabilities)
        columnAddresses = SequenceMemo(capabilities.columnAddress)
        rowAddresses = SequenceMemo(capabilities.rowAddress)
        rightSteps = SequenceMemo(capabilities.cursorRightBy)
        leftSteps = SequenceMemo(capabilities.cursorLeftBy)
        downSteps = SequenceMemo(capabilities.cursorDownBy)
        upSteps = SequenceMemo(capabilities.cursorUpBy)
        erasures = SequenceMemo(capabilities.eraseCharacters)
        forwardScrolls = SequenceMemo(capabilities.scrollForwardBy)
        reverseScrolls = SequenceMemo(capabilities.scrollReverseBy)
    }

    // MARK: Parameterised sequences

    /// `cup` for a row and a column, both from 0.
    mutating func cursorAddress(_ row: Int, _ column: Int) -> [UInt8]? {
        guard row >= 0, row < SequenceMemo.limit else { return capabilities.cursorAddress(row, column) }
        addRows(upTo: row)
        return cursorAddresses[row].bytes(column)
    }

    /// The length of `cup` for a row and a column, both from 0.
    mutating func cursorAddressLength(_ row: Int, _ column: Int) -> Int? {
        guard row >= 0, row < SequenceMemo.limit else {
            return capabilities.cursorAddress(row, column)?.count
        }
        addRows(upTo: row)
        return cursorAddresses[row].length(column)
    }

    /// Makes room for `cup` in the rows up to one.
    private mutating func addRows(upTo row: Int) {
        let address = capabilities.cursorAddress
        while cursorAddresses.count <= row {
            let added = cursorAddresses.count
            cursorAddresses.append(SequenceMemo { address(added, $0) })
        }
    }

    /// `csr` for rows `top...bottom`.
    mutating func scrollRegion(_ top: Int, _ bottom: Int) -> [UInt8]? {
        guard let region = capabilities.scrollRegion else { return nil }
        guard top >= 0, top < SequenceMemo.limit else { return region(top, bottom) }
        while scrollRegions.count <= top {
            let added = scrollRegions.count
            scrollRegions.append(SequenceMemo { region(added, $0) })
        }
        return scrollRegions[top].bytes(bottom)
    }

    /// A capability of one parameter, filled in.
    /// - Parameters:
    ///   - capability: The capability.
    ///   - parameter: Its parameter.
    /// - Returns: The sequence, or `nil` when the terminal has no such capability.
    mutating func sequence(_ capability: ParameterisedSequence, _ parameter: Int) -> [UInt8]? {
        switch capability {
        case .columnAddress: columnAddresses.bytes(parameter)
        case .rowAddress: rowAddresses.bytes(parameter)
        case .cursorRightBy: rightSteps.bytes(parameter)
        case .cursorLeftBy: leftSteps.bytes(parameter)
        case .cursorDownBy: downSteps.bytes(parameter)
        case .cursorUpBy: upSteps.bytes(parameter)
        case .eraseCharacters: erasures.bytes(parameter)
        case .scrollForwardBy: forwardScrolls.bytes(parameter)
        case .scrollReverseBy: reverseScrolls.bytes(parameter)
        }
    }

    /// The length of a capability of one parameter, filled in.
    /// - Parameters:
    ///   - capability: The capability.
    ///   - parameter: Its parameter.
    /// - Returns: The number of bytes, or `nil` when the terminal has no such capability.
    mutating func length(_ capability: ParameterisedSequence, _ parameter: Int) -> Int? {
        switch capability {
        case .columnAddress: columnAddresses.length(parameter)
        case .rowAddress: rowAddresses.length(parameter)
        case .cursorRightBy: rightSteps.length(parameter)
        case .cursorLeftBy: leftSteps.length(parameter)
        case .cursorDownBy: downSteps.length(parameter)
        case .cursorUpBy: upSteps.length(parameter)
        case .eraseCharacters: erasures.length(parameter)
        case .scrollForwardBy: forwardScrolls.length(parameter)
        case .scrollReverseBy: reverseScrolls.length(parameter)
        }
    }

    // MARK: Styles

    /// Changes what the terminal draws with to a style (``TerminalStyle/change(to:using:)``).
    /// - Parameters:
    ///   - current: What the terminal draws with; afterwards, the style.
    ///   - style: A style the terminal can show.
    /// - Returns: The bytes, empty when the style is already the terminal's.
    mutating func change(_ current: inout TerminalStyle, to style: Style) -> [UInt8] {
        if current.isSame(as: style) { return [] }
        guard !current.hyperlink.isLink, !style.hyperlink.isLink else {
            // The link is changed apart from the attributes and colours, which change (and are
            // remembered) as they would between the same styles without links.
            let link = style.hyperlink
            var bytes = current.hyperlink == link ? [] : OSCHyperlink.bytes(opening: link)
            current.hyperlink = .none
            var unlinked = style
            unlinked.hyperlink = .none
            bytes += change(&current, to: unlinked)
            current.hyperlink = link
            return bytes
        }
        let key = StyleChange(from: current, to: style)
        let slot = key.slot
        // Read in parts: a slot's change is compared, its bytes and style copied only when found.
        if recentStyleChanges[slot] == key {
            current = recentStyleAfter[slot]
            return recentStyleBytes[slot]
        }
        let bytes: [UInt8]
        if let known = styleChanges[key] {
            current = known.after
            bytes = known.bytes
        } else {
            bytes = current.change(to: style, using: capabilities)
            if styleChanges.count >= Self.styleChangeLimit { styleChanges.removeAll(keepingCapacity: true) }
            styleChanges[key] = (bytes, current)
        }
        recentStyleChanges[slot] = key
        recentStyleBytes[slot] = bytes
        recentStyleAfter[slot] = current
        return bytes
    }
}
