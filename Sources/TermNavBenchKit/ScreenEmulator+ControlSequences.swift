extension ScreenEmulator {
    /// Carries out a CSI sequence.
    /// - Parameters:
    ///   - final: Its final byte, such as `H` or `m`.
    ///   - collected: The bytes between `CSI` and the final byte: a private marker, parameters
    ///     and intermediates.
    mutating func controlSequence(final: UInt8, collected: [UInt8]) {
        let isPrivate = collected.first.map { (0x3C...0x3F).contains($0) } ?? false
        let intermediates = collected.filter { (0x20...0x2F).contains($0) }
        let parameters = Self.parameters(collected.filter { (0x30...0x3B).contains($0) })
        if isPrivate || !intermediates.isEmpty {
            if isPrivate, collected.first == UInt8(ascii: "?"), intermediates.isEmpty {
                privateMode(final: final, parameters: parameters)
            }
            return
        }
        let first = parameters.first ?? 0
        let count = max(first, 1)
        switch final {
        case UInt8(ascii: "c") where first == 0:
            // Device attributes (DA1): a VT100 with advanced video, as xterm's default says.
            answers += Array("\u{1B}[?1;2c".utf8)
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            moveCursor(row: count - 1, column: max(parameters.count > 1 ? parameters[1] : 0, 1) - 1)
        case UInt8(ascii: "A"): moveCursor(row: cursorRow - count, column: cursorColumn)
        case UInt8(ascii: "B"), UInt8(ascii: "e"): moveCursor(row: cursorRow + count, column: cursorColumn)
        case UInt8(ascii: "C"), UInt8(ascii: "a"): moveCursor(row: cursorRow, column: cursorColumn + count)
        case UInt8(ascii: "D"): moveCursor(row: cursorRow, column: cursorColumn - count)
        case UInt8(ascii: "E"): moveCursor(row: cursorRow + count, column: 0)
        case UInt8(ascii: "F"): moveCursor(row: cursorRow - count, column: 0)
        case UInt8(ascii: "G"), UInt8(ascii: "`"): moveCursor(row: cursorRow, column: count - 1)
        case UInt8(ascii: "d"): moveCursor(row: count - 1, column: cursorColumn)
        case UInt8(ascii: "I"):
            for _ in 0..<count { control(0x09) }
        case UInt8(ascii: "Z"):
            moveCursor(row: cursorRow, column: max(0, ((cursorColumn - 1) / 8 - (count - 1)) * 8))
        case UInt8(ascii: "J"): eraseInDisplay(first)
        case UInt8(ascii: "K"): eraseInLine(first)
        case UInt8(ascii: "X"):
            pendingWrap = false
            erase(row: cursorRow, columns: cursorColumn..<(cursorColumn + count))
        case UInt8(ascii: "@"):
            pendingWrap = false
            insertBlanks(count)
        case UInt8(ascii: "P"):
            pendingWrap = false
            deleteCharacters(count)
        case UInt8(ascii: "L"):
            insertLines(count, at: cursorRow)
            moveCursor(row: cursorRow, column: 0)
        case UInt8(ascii: "M"):
            deleteLines(count, from: cursorRow)
            moveCursor(row: cursorRow, column: 0)
        case UInt8(ascii: "S"): scrollUp(count)
        case UInt8(ascii: "T"): scrollDown(count)
        case UInt8(ascii: "b"):
            if let lastWritten {
                for _ in 0..<count { write(lastWritten) }
            }
        case UInt8(ascii: "r"):
            let top = count - 1
            let bottom = (parameters.count > 1 && parameters[1] > 0 ? parameters[1] : height) - 1
            if top < bottom, bottom < height {
                scrollTop = top
                scrollBottom = bottom
            }
            moveCursor(row: 0, column: 0)
        case UInt8(ascii: "m"): selectGraphicRendition(parameters.isEmpty ? [0] : parameters)
        case UInt8(ascii: "h"), UInt8(ascii: "l"):
            if parameters.contains(4) { insertMode = final == UInt8(ascii: "h") }
        case UInt8(ascii: "s"): saveCursor()
        case UInt8(ascii: "u"): restoreCursor()
        default: break
        }
    }

    /// The numbers of a parameter string: `;`-separated, `:` sub-parameters flattened, empty as 0.
    private static func parameters(_ bytes: [UInt8]) -> [Int] {
        guard !bytes.isEmpty else { return [] }
        var result: [Int] = []
        var value = 0
        for byte in bytes {
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") {
                result.append(value)
                value = 0
            } else {
                value = min(value * 10 + Int(byte - UInt8(ascii: "0")), 99_999)
            }
        }
        result.append(value)
        return result
    }

    /// `CSI ? … h` and `l`: autowrap, and the alternate screen (which clears the one grid).
    private mutating func privateMode(final: UInt8, parameters: [Int]) {
        let isSet = final == UInt8(ascii: "h")
        guard isSet || final == UInt8(ascii: "l") else { return }
        for mode in parameters {
            switch mode {
            case 7: autowrap = isSet
            case 1049, 1047, 47:
                if isSet {
                    if mode == 1049 { saveCursor() }
                    for row in 0..<height { erase(row: row, columns: 0..<width) }
                } else if mode == 1049 {
                    restoreCursor()
                }
            default: break
            }
        }
    }

    /// `CSI J`: 0 below the cursor, 1 above it, 2 and 3 all.
    private mutating func eraseInDisplay(_ mode: Int) {
        pendingWrap = false
        switch mode {
        case 0:
            erase(row: cursorRow, columns: cursorColumn..<width)
            for row in (cursorRow + 1)..<max(height, cursorRow + 1) { erase(row: row, columns: 0..<width) }
        case 1:
            for row in 0..<cursorRow { erase(row: row, columns: 0..<width) }
            erase(row: cursorRow, columns: 0..<(cursorColumn + 1))
        case 2, 3:
            for row in 0..<height { erase(row: row, columns: 0..<width) }
        default: break
        }
    }

    /// `CSI K`: 0 to the end of the line, 1 to its start, 2 all of it.
    private mutating func eraseInLine(_ mode: Int) {
        pendingWrap = false
        switch mode {
        case 0: erase(row: cursorRow, columns: cursorColumn..<width)
        case 1: erase(row: cursorRow, columns: 0..<(cursorColumn + 1))
        case 2: erase(row: cursorRow, columns: 0..<width)
        default: break
        }
    }

    /// `CSI … m`: attributes and colours.
    private mutating func selectGraphicRendition(_ parameters: [Int]) {
        var index = 0
        while index < parameters.count {
            let code = parameters[index]
            index += 1
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 5, 6: style.attributes.insert(.blink)
            case 7: style.attributes.insert(.reverse)
            case 8: style.attributes.insert(.invisible)
            case 9: style.attributes.insert(.strikethrough)
            case 21, 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 25: style.attributes.remove(.blink)
            case 27: style.attributes.remove(.reverse)
            case 28: style.attributes.remove(.invisible)
            case 29: style.attributes.remove(.strikethrough)
            case 30...37: style.foreground = .indexed(UInt8(code - 30))
            case 39: style.foreground = .default
            case 40...47: style.background = .indexed(UInt8(code - 40))
            case 49: style.background = .default
            case 90...97: style.foreground = .indexed(UInt8(code - 90 + 8))
            case 100...107: style.background = .indexed(UInt8(code - 100 + 8))
            case 38, 48:
                let color: TerminalColor
                if index < parameters.count, parameters[index] == 5, index + 1 < parameters.count {
                    color = .indexed(UInt8(truncatingIfNeeded: parameters[index + 1]))
                    index += 2
                } else if index < parameters.count, parameters[index] == 2, index + 3 < parameters.count {
                    color = .rgb(
                        UInt8(truncatingIfNeeded: parameters[index + 1]),
                        UInt8(truncatingIfNeeded: parameters[index + 2]),
                        UInt8(truncatingIfNeeded: parameters[index + 3]))
                    index += 4
                } else {
                    continue
                }
                if code == 38 { style.foreground = color } else { style.background = color }
            default: break
            }
        }
    }

    /// Takes what the terminal answered to the program's questions since it was last taken, for
    /// the program to read as input.
    /// - Returns: The bytes, in order; empty when there were no questions.
    public mutating func takeAnswers() -> [UInt8] {
        defer { answers.removeAll() }
        return answers
    }
}
