import TermNavCore

/// The OSC 8 sequences that open and close a hyperlink: the cells written while one is open
/// are its text, which a terminal that shows hyperlinks lets the user open.
enum OSCHyperlink {
    /// The bytes that open a link, or close the one open when `link` is none.
    /// - Parameter link: The link; its target is printable ASCII (``Hyperlink`` keeps no other).
    /// - Returns: `ESC ] 8 ; ; target ESC \`, the target empty to close.
    static func bytes(opening link: Hyperlink) -> [UInt8] {
        var bytes: [UInt8] = [
            0x1B, UInt8(ascii: "]"), UInt8(ascii: "8"), UInt8(ascii: ";"), UInt8(ascii: ";"),
        ]
        if let target = link.target { bytes += target.utf8 }
        bytes += [0x1B, UInt8(ascii: "\\")]
        return bytes
    }
}
