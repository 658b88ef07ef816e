import TermNavCore

extension EscapeSequence {
    /// Keys named by the final byte of a control sequence or a single shift: the cursor keys in
    /// both cursor-key modes (`ESC [ A`, `ESC O A`), Home and End (`H`, `F`), the keypad's
    /// centre (`E`), and F1 to F4 (`ESC O P` to `ESC O S`, or `ESC [ 1 ; 2 P` with modifiers).
    static let finalByteKeys: [UInt8: KeyEquivalent] = [
        UInt8(ascii: "A"): .upArrow, UInt8(ascii: "B"): .downArrow, UInt8(ascii: "C"): .rightArrow,
        UInt8(ascii: "D"): .leftArrow, UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
        UInt8(ascii: "E"): .clear, UInt8(ascii: "P"): function(1), UInt8(ascii: "Q"): function(2),
        UInt8(ascii: "R"): function(3), UInt8(ascii: "S"): function(4),
    ]

    /// Keys named by the number before `~` (VT220, xterm, rxvt, the Linux console): Home and
    /// End (1 and 4, or 7 and 8), forward Delete (3), Page Up and Down (5, 6), F1 to F20.
    /// Insert (2) is left out: TermNav has no key for it, so its sequence is discarded.
    static let numberedKeys: [Int: KeyEquivalent] = [
        1: .home, 3: .deleteForward, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: function(1), 12: function(2), 13: function(3), 14: function(4), 15: function(5),
        17: function(6), 18: function(7), 19: function(8), 20: function(9), 21: function(10),
        23: function(11), 24: function(12), 25: function(13), 26: function(14), 28: function(15),
        29: function(16), 31: function(17), 32: function(18), 33: function(19), 34: function(20),
    ]

    /// The numeric keypad in application mode (`ESC O p` is 0): Enter, Tab, the digits and
    /// operators, typed as what they show.
    static let keypadKeys: [UInt8: KeyEquivalent] = [
        UInt8(ascii: "M"): .return, UInt8(ascii: "I"): .tab, UInt8(ascii: "X"): "=",
        UInt8(ascii: "j"): "*", UInt8(ascii: "k"): "+", UInt8(ascii: "l"): ",", UInt8(ascii: "m"): "-",
        UInt8(ascii: "n"): ".", UInt8(ascii: "o"): "/", UInt8(ascii: "p"): "0", UInt8(ascii: "q"): "1",
        UInt8(ascii: "r"): "2", UInt8(ascii: "s"): "3", UInt8(ascii: "t"): "4", UInt8(ascii: "u"): "5",
        UInt8(ascii: "v"): "6", UInt8(ascii: "w"): "7", UInt8(ascii: "x"): "8", UInt8(ascii: "y"): "9",
    ]

    /// rxvt's modified arrows: `ESC [ a` is Shift-Up, `ESC O a` Ctrl-Up.
    static let rxvtArrows: [UInt8: KeyEquivalent] = [
        UInt8(ascii: "a"): .upArrow, UInt8(ascii: "b"): .downArrow, UInt8(ascii: "c"): .rightArrow,
        UInt8(ascii: "d"): .leftArrow,
    ]

    /// The Linux console's F1 to F5: `ESC [ [ A` to `ESC [ [ E`.
    static let linuxFunctionKeys: [UInt8: KeyEquivalent] = [
        UInt8(ascii: "A"): function(1), UInt8(ascii: "B"): function(2), UInt8(ascii: "C"): function(3),
        UInt8(ascii: "D"): function(4), UInt8(ascii: "E"): function(5),
    ]

    /// The key the sequence stands for, with its modifiers.
    ///
    /// Modifiers come as xterm sends them, a parameter `1 + bits` (Shift 1, Alt 2, Control 4,
    /// Meta 8, which TermNav counts as Option too): `ESC [ 1 ; 5 A` is Ctrl-Up, `ESC [ 5 ; 3 ~`
    /// Alt-Page Up. `ESC [ Z` is Shift-Tab; `ESC [ 99 ; 5 u` (fixterms, kitty) and
    /// `ESC [ 27 ; 5 ; 99 ~` (xterm's modifyOtherKeys) name a character and its modifiers.
    /// - Returns: The key press; `nil` for a sequence no known key sends (a terminal's reply, a
    ///   mouse report, Insert, bracketed paste markers): the decoder discards it whole.
    var keyPress: KeyPress? {
        guard privateMarker == nil, intermediates.isEmpty else { return nil }
        switch introducer {
        case .linuxFunctionKey:
            return Self.linuxFunctionKeys[final].map { KeyPress($0) }
        case .singleShift:
            return singleShiftKey
        case .controlSequence:
            return controlSequenceKey
        }
    }

    /// What a single shift (`ESC O`) stands for.
    private var singleShiftKey: KeyPress? {
        guard let modifiers = finalByteModifiers else { return nil }
        if let key = Self.finalByteKeys[final] ?? Self.keypadKeys[final] {
            return KeyPress(key, modifiers: modifiers)
        }
        if let key = Self.rxvtArrows[final], parameters.isEmpty { return KeyPress(key, modifiers: .control) }
        return nil
    }

    /// What a control sequence (`ESC [`) stands for.
    private var controlSequenceKey: KeyPress? {
        switch final {
        case UInt8(ascii: "~"):
            if parameters.first == 27 {
                return modifiedCharacter(code: parameter(2), modifiers: parameter(1))
            }
            guard parameters.count <= 2, let modifiers = Self.modifiers(parameter(1)) else { return nil }
            return numberedKey(modifiers: modifiers)
        case UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "@"):
            // rxvt's editing and function keys with Shift ($), Control (^) or both (@).
            guard parameters.count == 1 else { return nil }
            let modifiers: [UInt8: EventModifiers] = [
                UInt8(ascii: "$"): .shift, UInt8(ascii: "^"): .control,
                UInt8(ascii: "@"): [.control, .shift],
            ]
            return numberedKey(modifiers: modifiers[final] ?? [])
        case UInt8(ascii: "u"):
            guard parameters.count <= 2 else { return nil }
            return modifiedCharacter(code: parameter(0), modifiers: parameter(1))
        case UInt8(ascii: "Z"):
            return finalByteModifiers.map { KeyPress(.tab, modifiers: $0.union(.shift)) }
        default:
            if let key = Self.rxvtArrows[final] {
                return parameters.isEmpty ? KeyPress(key, modifiers: .shift) : nil
            }
            guard let key = Self.finalByteKeys[final], let modifiers = finalByteModifiers else { return nil }
            return KeyPress(key, modifiers: modifiers)
        }
    }

    /// The key numbered by the first parameter, with modifiers.
    private func numberedKey(modifiers: EventModifiers) -> KeyPress? {
        guard let number = parameter(0), let key = Self.numberedKeys[number] else { return nil }
        return KeyPress(key, modifiers: modifiers)
    }

    /// A character given by its code point, with an xterm modifier parameter.
    private func modifiedCharacter(code: Int?, modifiers parameter: Int?) -> KeyPress? {
        guard let code, let scalar = UInt32(exactly: code).flatMap(Unicode.Scalar.init),
            let key = KeyPress(typed: scalar), let modifiers = Self.modifiers(parameter)
        else { return nil }
        return key.adding(modifiers)
    }

    /// The modifiers of a key named by its final byte: none without parameters; else the second
    /// parameter after a first that is empty or 1 (`ESC [ 1 ; 5 A`), or a single shift's only
    /// one (`ESC O 5 A`, older xterms).
    private var finalByteModifiers: EventModifiers? {
        switch parameters.count {
        case 0:
            return []
        case 1:
            if introducer == .singleShift { return Self.modifiers(parameters[0]) }
            return (parameters[0] ?? 1) == 1 ? [] : nil
        case 2:
            return (parameters[0] ?? 1) == 1 ? Self.modifiers(parameters[1]) : nil
        default:
            return nil
        }
    }

    /// The parameter at an index; `nil` when it is missing or empty.
    private func parameter(_ index: Int) -> Int? {
        index < parameters.count ? parameters[index] : nil
    }

    /// The modifiers an xterm modifier parameter stands for: `1 + bits`, Shift 1, Alt 2,
    /// Control 4, Meta 8 (Option too); higher bits (Caps Lock and Num Lock, from kitty) ignored.
    /// - Parameter parameter: The parameter; `nil` (absent or empty) means none.
    /// - Returns: The modifiers, or `nil` for a value no terminal sends (0, or past 256).
    static func modifiers(_ parameter: Int?) -> EventModifiers? {
        guard let parameter else { return [] }
        guard (1...256).contains(parameter) else { return nil }
        let bits = parameter - 1
        var modifiers: EventModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.option) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// The function key F`number`; every number used here is in range.
    private static func function(_ number: Int) -> KeyEquivalent {
        guard let key = KeyEquivalent.function(number) else {
            fatalError("F\(number) is not a function key TermNav knows")
        }
        return key
    }
}
