import TermNavCore

extension EscapeSequence {
    /// What an SGR mouse report means (`ESC [ < b ; x ; y M` for a press, `m` for a release).
    ///
    /// `b` is the button (0 the main one, 1 the middle, 2 the other), plus 4, 8 and 16 for
    /// Shift, Meta and Control, plus 32 for motion, plus 64 for the wheel (64 up, 65 down); `x`
    /// and `y` count columns and lines from 1.
    /// - Returns: `nil` when the sequence is no mouse report (a key's, or none); `.some(nil)` for
    ///   a report TermNav takes no action on (a release, another button, motion, a malformed
    ///   report), which is discarded; `.some(event)` for a click of the main or other button
    ///   or a notch of the wheel.
    var mouseReport: MouseEvent?? {
        guard introducer == .controlSequence, privateMarker == UInt8(ascii: "<"),
            final == UInt8(ascii: "M") || final == UInt8(ascii: "m")
        else { return nil }
        guard intermediates.isEmpty, parameters.count == 3, let button = parameters[0],
            let column = parameters[1], let line = parameters[2], column >= 1, line >= 1,
            final == UInt8(ascii: "M"), button & 32 == 0
        else { return .some(nil) }
        let action: MouseEvent.Action
        switch button & ~28 {
        case 0: action = .click
        case 2: action = .secondaryClick
        case 64: action = .wheelUp
        case 65: action = .wheelDown
        default: return .some(nil)
        }
        return .some(MouseEvent(action, column: column - 1, line: line - 1))
    }
}
