import TermNavCore

/// Turns the bytes a terminal sends for the keyboard and the mouse into key presses and mouse
/// events, one read at a time.
///
/// A pure value: the terminal reads, the decoder decodes, so every split of the input across
/// reads can be tested without a terminal. What it knows:
/// - UTF-8 text, a character split across reads joined again; bytes that are not UTF-8 ignored;
/// - control characters as keys (see `KeyPress(typed:)`);
/// - escape sequences by their grammar (see ``EscapeSequence``): a complete one is looked up in
///   the terminfo entry's own key strings, then among the sequences terminals send
///   (``EscapeSequence/keyPress``); one that names no key is discarded whole, never typed;
/// - SGR mouse reports (`ESC [ < b ; x ; y M`) as mouse events (``EscapeSequence/mouseReport``),
///   never as keys;
/// - focus reports (`ESC [ I`, `ESC [ O`) as ``InputEvent/focus(_:)``, never as keys;
/// - Alt: `ESC` then a character or a control byte other than `ESC`, read together, is that key
///   with `.option`.
/// - bracketed paste: what comes between `ESC [ 200 ~` and `ESC [ 201 ~` is one
///   ``InputEvent/paste(_:)`` of text, never keys, however many reads it takes (see
///   ``longestPaste``).
/// - the terminal's answers: an operating system command (`ESC ]` to `BEL` or `ESC \`) is never
///   keys, and the answers to TermNav's questions (``TerminalAnswer``) are kept in ``answers``.
///   `ESC ]` alone at the end of a read, with nothing more to read, is Alt-].
///
/// Esc never waits: a read that ends in a lone `ESC`, with nothing more to read, is Esc at once
/// (``decode(_:moreReadable:)``). A read that ends inside a longer sequence (`ESC [`,
/// `ESC [ 1 ;`, `ESC O`) or inside a character leaves it ``pending``: the terminal waits a short
/// while for the rest, and calls ``expire()`` if nothing comes, which discards it.
struct KeyDecoder {
    /// What is left over from the bytes decoded so far.
    enum Pending: Equatable {
        /// Nothing: the bytes so far were all decoded.
        case nothing
        /// A lone `ESC`, read with more bytes readable: whether it is Esc or begins a sequence
        /// depends on those bytes. If they do not come, it is Esc.
        case loneEscape
        /// The start of an escape sequence or of a UTF-8 character: the rest is worth a short
        /// wait. If it does not come, the start is discarded.
        case incompleteSequence
        /// A paste under way: the rest comes as fast as the terminal sends it, and its end
        /// marker with it. If neither comes for a long while (``InputReader/pasteDelay``), the
        /// text so far is the paste.
        case paste
    }

    /// Where the decoder is in the byte stream.
    private enum Mode {
        /// Between keys.
        case ground
        /// After an `ESC`.
        case escape
        /// Inside `ESC [`: parameter and intermediate bytes until a final byte.
        case controlSequence
        /// Inside `ESC O`: parameter bytes until a final byte.
        case singleShift
        /// Inside `ESC ]`, an operating system command: bytes until `BEL` or `ESC \`.
        case operatingSystemCommand
        /// After an `ESC` inside an operating system command: `\` ends it.
        case commandEscape
        /// After `ESC [ [`: one letter to come.
        case linuxFunctionKey
        /// Inside a UTF-8 character; after an `ESC` (Alt) when `withOption`.
        case character(PartialCharacter, withOption: Bool)
        /// Between the bracketed-paste markers.
        case paste
    }

    /// What the terminal sends before pasted text, once TermNav asked for bracketed paste.
    static let pasteStart = Array("\u{1B}[200~".utf8)
    /// What it sends after.
    static let pasteEnd = Array("\u{1B}[201~".utf8)
    /// The most bytes of one paste kept: a paste longer than a mebibyte is cut there.
    static let longestPaste = 1 << 20

    /// The most bytes kept of one escape sequence. Keys send at most a dozen or so, and the
    /// terminal's answers to TermNav's questions at most about 40 (xterm's device attributes);
    /// a longer sequence is read to its end and discarded, so its tail is never typed as text.
    static let longestSequence = 64

    /// The terminfo entry's key strings and the keys they stand for.
    private let terminfoKeys: [[UInt8]: KeyPress]
    /// Where the decoder is.
    private var mode = Mode.ground
    /// The escape sequence read so far, from its `ESC`.
    private var sequence: [UInt8] = []
    /// Whether the sequence grew past ``longestSequence``, so it is discarded when it ends.
    private var isOverlong = false
    /// The last escape sequence that named a key, in storage of its own, and the key: a key held
    /// down sends one sequence again and again, and it is decoded once.
    private var lastKeySequence: [UInt8] = []
    /// The key ``lastKeySequence`` names; `nil` before any.
    private var lastKey: KeyPress?
    /// The bytes of the paste under way, up to ``longestPaste``.
    private var pasted: [UInt8] = []
    /// How many bytes the paste under way has had, its end marker's among them.
    private var pastedCount = 0
    /// The last bytes of the paste under way, as many as its end marker has.
    private var pasteTail: [UInt8] = []
    /// The terminal's answers to TermNav's questions read so far and not yet taken
    /// (``takeAnswers()``), in order.
    private(set) var answers: [TerminalAnswer] = []

    /// A decoder with nothing pending.
    /// - Parameter terminfoKeys: Key strings from the terminal's terminfo entry (`kcuu1`,
    ///   `kf1`, …) and their keys. They are looked up first, so a terminal's own sequences win
    ///   over the ones TermNav knows. Each must begin with `ESC`.
    init(terminfoKeys: [[UInt8]: KeyPress] = [:]) {
        self.terminfoKeys = terminfoKeys
        sequence.reserveCapacity(Self.longestSequence)
    }

    /// What is left over from the bytes decoded so far.
    var pending: Pending {
        switch mode {
        case .ground: return .nothing
        case .escape: return .loneEscape
        case .controlSequence, .singleShift, .linuxFunctionKey, .character, .operatingSystemCommand,
            .commandEscape:
            return .incompleteSequence
        case .paste: return .paste
        }
    }

    /// Decodes the bytes of one read into key presses and mouse events.
    /// - Parameters:
    ///   - bytes: The bytes, as read.
    ///   - moreReadable: Whether more bytes could be read at once, without waiting. When not, a
    ///     lone `ESC` at the end is Esc now; when so, it waits for them (``pending`` is
    ///     ``Pending/loneEscape``).
    /// - Returns: The events completed by these bytes, in order.
    mutating func decodeEvents(_ bytes: some Sequence<UInt8>, moreReadable: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        decodeEvents(bytes, moreReadable: moreReadable, into: &events)
        return events
    }

    /// Decodes the bytes of one read as ``decodeEvents(_:moreReadable:)`` does, adding the events
    /// to a list: the reader's queue, so that a read makes no list of its own.
    /// - Parameters:
    ///   - bytes: The bytes, as read.
    ///   - moreReadable: Whether more bytes could be read at once, without waiting.
    ///   - events: The list the events completed by these bytes are added to, in order.
    mutating func decodeEvents(
        _ bytes: some Sequence<UInt8>,
        moreReadable: Bool,
        into events: inout [InputEvent]
    ) {
        for byte in bytes {
            consume(byte, into: &events)
        }
        if !moreReadable, pending == .loneEscape || isCommandIntroducer {
            events += expireEvents()
        }
    }

    /// Takes the terminal's answers read so far.
    /// - Returns: The answers, in order; none are kept.
    mutating func takeAnswers() -> [TerminalAnswer] {
        defer { answers.removeAll() }
        return answers
    }

    /// Whether the bytes pending are `ESC ]` alone: Alt-] unless the rest of an operating system
    /// command comes with them.
    private var isCommandIntroducer: Bool {
        if case .operatingSystemCommand = mode { return sequence.count == 2 }
        return false
    }

    /// Decodes the bytes of one read, keeping only the key presses.
    /// - Parameters:
    ///   - bytes: The bytes, as read.
    ///   - moreReadable: Whether more bytes could be read at once (see
    ///     ``decodeEvents(_:moreReadable:)``).
    /// - Returns: The keys completed by these bytes, in order.
    mutating func decode(_ bytes: some Sequence<UInt8>, moreReadable: Bool) -> [KeyPress] {
        decodeEvents(bytes, moreReadable: moreReadable).compactMap {
            if case .key(let key) = $0 { key } else { nil }
        }
    }

    /// Gives up waiting for the rest of what is pending.
    /// - Returns: Esc for a lone `ESC`; nothing for an incomplete sequence or character, which
    ///   is discarded.
    mutating func expire() -> [KeyPress] {
        expireEvents().compactMap {
            if case .key(let key) = $0 { key } else { nil }
        }
    }

    /// Gives up waiting for the rest of what is pending, as ``expire()`` does; a paste whose end
    /// marker never came is the text read so far, and `ESC ]` alone is Alt-].
    /// - Returns: The events: Esc, Alt-], the paste, or nothing.
    mutating func expireEvents() -> [InputEvent] {
        var events: [InputEvent] = []
        switch pending {
        case .loneEscape: events.append(.key(KeyPress(.escape)))
        case .paste: events.append(.paste(String(decoding: pasted, as: UTF8.self)))
        case .incompleteSequence:
            if isCommandIntroducer, let key = typedWithOption(UInt8(ascii: "]")) { events.append(.key(key)) }
        case .nothing: break
        }
        reset()
        return events
    }

    /// Takes one byte.
    private mutating func consume(_ byte: UInt8, into keys: inout [InputEvent]) {
        switch mode {
        case .ground:
            atGround(byte, into: &keys)
        case .escape:
            afterEscape(byte, into: &keys)
        case .controlSequence:
            inControlSequence(byte, into: &keys)
        case .singleShift:
            inSequence(byte, parameters: 0x30...0x3F, into: &keys)
        case .linuxFunctionKey:
            inSequence(byte, parameters: nil, into: &keys)
        case .operatingSystemCommand:
            inCommand(byte, into: &keys)
        case .commandEscape:
            afterCommandEscape(byte, into: &keys)
        case .paste:
            inPaste(byte, into: &keys)
        case .character(let partial, let withOption):
            switch partial.adding(byte) {
            case .incomplete(let longer):
                mode = .character(longer, withOption: withOption)
            case .complete(let scalar):
                reset()
                if let key = KeyPress(typed: scalar) {
                    keys.append(.key(withOption ? key.adding(.option) : key))
                }
            case .invalid:
                reset()
                atGround(byte, into: &keys)
            }
        }
    }

    /// A byte between keys: a character, a control, the start of a sequence or of a character.
    private mutating func atGround(_ byte: UInt8, into keys: inout [InputEvent]) {
        switch byte {
        case 0x1B:
            startSequence()
        case 0x00...0x7F:
            if let key = KeyPress(typed: Unicode.Scalar(byte)) { keys.append(.key(key)) }
        default:
            if let partial = PartialCharacter(lead: byte) { mode = .character(partial, withOption: false) }
        }
    }

    /// A byte after `ESC`: another Esc, a sequence's introducer, or a key with Alt.
    private mutating func afterEscape(_ byte: UInt8, into keys: inout [InputEvent]) {
        switch byte {
        case 0x1B:
            keys.append(.key(KeyPress(.escape)))
            startSequence()
        case UInt8(ascii: "["):
            sequence.append(byte)
            mode = .controlSequence
        case UInt8(ascii: "O"):
            sequence.append(byte)
            mode = .singleShift
        case UInt8(ascii: "]"):
            sequence.append(byte)
            mode = .operatingSystemCommand
        case 0x00...0x7F:
            if let key = typedWithOption(byte) { keys.append(.key(key)) }
            reset()
        default:
            reset()
            if let partial = PartialCharacter(lead: byte) { mode = .character(partial, withOption: true) }
        }
    }

    /// The key `ESC` then a byte stands for: the terminfo entry's, else the byte's key with Alt.
    private func typedWithOption(_ byte: UInt8) -> KeyPress? {
        terminfoKeys[[0x1B, byte]] ?? KeyPress(typed: Unicode.Scalar(byte))?.adding(.option)
    }

    /// A byte inside an operating system command: `BEL` ends it, `ESC` may, and another control
    /// character breaks it (it is a key typed after Alt-], not a terminal's answer), which is
    /// then decoded as it is. Right after `ESC ]`, an `ESC` is a key's too.
    private mutating func inCommand(_ byte: UInt8, into keys: inout [InputEvent]) {
        switch byte {
        case 0x07:
            finishCommand(byte)
        case 0x1B where !isCommandIntroducer:
            mode = .commandEscape
        case 0x00...0x1F, 0x7F:
            keys += expireEvents()
            atGround(byte, into: &keys)
        default:
            append(byte)
        }
    }

    /// A byte after an `ESC` inside an operating system command: `\` ends it; anything else
    /// discards it and follows that `ESC`.
    private mutating func afterCommandEscape(_ byte: UInt8, into keys: inout [InputEvent]) {
        guard byte == UInt8(ascii: "\\") else {
            startSequence()
            afterEscape(byte, into: &keys)
            return
        }
        append(0x1B)
        finishCommand(byte)
    }

    /// Ends an operating system command with its last byte, keeps the answer it holds, if any,
    /// and goes back to the ground.
    private mutating func finishCommand(_ last: UInt8) {
        append(last)
        if !isOverlong, let answer = TerminalAnswer(operatingSystemCommand: sequence) {
            answers.append(answer)
        }
        reset()
    }

    /// A byte inside `ESC [`: as any sequence, except that `ESC [ [` is a Linux console key and
    /// `$` after digits alone ends an rxvt key.
    private mutating func inControlSequence(_ byte: UInt8, into keys: inout [InputEvent]) {
        if byte == UInt8(ascii: "["), sequence.count == 2 {
            sequence.append(byte)
            mode = .linuxFunctionKey
        } else if byte == UInt8(ascii: "$"), sequence.count > 2,
            sequence.dropFirst(2).allSatisfy({ (0x30...0x39).contains($0) })
        {
            sequence.append(byte)
            finishSequence(into: &keys)
        } else {
            inSequence(byte, parameters: 0x20...0x3F, into: &keys)
        }
    }

    /// A byte inside a sequence: one it may hold, its final byte, or one that breaks it.
    ///
    /// A broken sequence is discarded with the byte that broke it, unless that byte is `ESC`,
    /// which starts the next sequence.
    /// - Parameters:
    ///   - byte: The byte.
    ///   - parameters: The bytes the sequence may hold before its final byte.
    ///   - keys: Where a completed key goes.
    private mutating func inSequence(
        _ byte: UInt8, parameters: ClosedRange<UInt8>?, into keys: inout [InputEvent]
    ) {
        switch byte {
        case 0x40...0x7E:
            append(byte)
            finishSequence(into: &keys)
        case 0x1B:
            startSequence()
        case _ where parameters?.contains(byte) == true:
            append(byte)
        default:
            reset()
        }
    }

    /// Adds a byte to the sequence, or marks it overlong when it is full.
    private mutating func append(_ byte: UInt8) {
        if sequence.count < Self.longestSequence {
            sequence.append(byte)
        } else {
            isOverlong = true
        }
    }

    /// A byte of pasted text, or of the marker that ends it.
    private mutating func inPaste(_ byte: UInt8, into events: inout [InputEvent]) {
        if pasted.count < Self.longestPaste { pasted.append(byte) }
        pastedCount += 1
        pasteTail.append(byte)
        if pasteTail.count > Self.pasteEnd.count { pasteTail.removeFirst() }
        guard pasteTail == Self.pasteEnd else { return }
        // The marker's bytes are the paste's last; those of them kept come off the text.
        let markerKept = max(0, pasted.count - (pastedCount - Self.pasteEnd.count))
        events.append(.paste(String(decoding: pasted.dropLast(markerKept), as: UTF8.self)))
        reset()
    }

    /// Decodes the complete sequence, then goes back to the ground.
    private mutating func finishSequence(into keys: inout [InputEvent]) {
        if sequence == Self.pasteStart {
            reset()
            mode = .paste
            return
        }
        if isOverlong {
            // Discarded whole.
        } else if sequence == Self.focusIn || sequence == Self.focusOut {
            // The window's focus, reported while focus reporting is on: never a key.
            keys.append(.focus(sequence == Self.focusIn))
        } else if let lastKey, sequence == lastKeySequence {
            keys.append(.key(lastKey))
        } else if let key = terminfoKeys[sequence] {
            keys.append(.key(key))
            keep(key)
        } else if let parsed = EscapeSequence(sequence) {
            if let mouse = parsed.mouseReport {
                if let event = mouse { keys.append(.mouse(event)) }
            } else if let answer = TerminalAnswer(controlSequence: parsed) {
                answers.append(answer)
            } else if let key = parsed.keyPress {
                keys.append(.key(key))
                keep(key)
            }
        }
        reset()
    }

    /// What a terminal sends when its window gains the focus (`ESC [ I`), with focus reporting
    /// on (``FocusReporting``).
    static let focusIn: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "I")]
    /// What a terminal sends when its window loses the focus (`ESC [ O`).
    static let focusOut: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "O")]

    /// Keeps the sequence just read as the last that named a key.
    /// - Parameter key: The key it names.
    private mutating func keep(_ key: KeyPress) {
        lastKeySequence.removeAll(keepingCapacity: true)
        lastKeySequence.append(contentsOf: sequence)
        lastKey = key
    }

    /// Starts a sequence at an `ESC`, discarding any before it.
    private mutating func startSequence() {
        reset()
        sequence.append(0x1B)
        mode = .escape
    }

    /// Back to the ground, with no sequence and no paste.
    private mutating func reset() {
        mode = .ground
        sequence.removeAll(keepingCapacity: true)
        isOverlong = false
        if pastedCount > 0 {
            pasted = []
            pastedCount = 0
            pasteTail.removeAll(keepingCapacity: true)
        }
    }
}
