/// One entry of a directory, as read once when the directory's screen opened.
struct FileEntry: Identifiable, Sendable {
    /// What an entry is.
    enum Kind: Sendable {
        /// A directory, or a symbolic link to one: opening it lists it.
        case directory
        /// A regular file, or a symbolic link to one.
        case file
        /// Anything else: a device, a socket, a pipe, a link that leads nowhere.
        case other
    }

    /// The entry's name on disk.
    let nameBytes: [UInt8]
    /// Where it is.
    let location: FileLocation
    /// What it is (a link's target's kind).
    let kind: Kind
    /// Whether it is a symbolic link.
    let isLink: Bool
    /// The key that orders entries: natural order, see ``NaturalOrder``.
    let sortKey: [UInt8]

    /// The name as text (invalid UTF-8 as U+FFFD).
    var name: String { String(decoding: nameBytes, as: UTF8.self) }
    /// Whether the name starts with a dot.
    var isHidden: Bool { nameBytes.first == UInt8(ascii: ".") }
    /// The entry's identity in its list: its location.
    var id: FileLocation { location }
}
