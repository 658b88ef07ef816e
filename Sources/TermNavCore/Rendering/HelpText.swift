/// The help line's text: as many of the help items as fit whole in the room left beside the
/// position, two spaces apart.
///
/// The renderer keeps the one it made last and makes it again only when the items or the room
/// change, which a key that moves the focus seldom does.
struct HelpText {
    /// The help items it was made from.
    let items: [String]
    /// The columns it may take.
    let room: Int
    /// The items that fit, joined.
    let text: String
    /// The columns `text` takes.
    let width: Int

    /// The items that fit in `room` columns, whole, in order.
    /// - Parameters:
    ///   - items: The help items.
    ///   - room: The columns they may take.
    init(items: [String], room: Int) {
        self.items = items
        self.room = room
        var text = ""
        var width = 0
        for item in items {
            let itemWidth = DisplayWidth.of(item)
            let candidateWidth = width == 0 ? itemWidth : width + 2 + itemWidth
            guard candidateWidth <= room else { break }
            text += width == 0 ? item : "  " + item
            width = candidateWidth
        }
        self.text = text
        self.width = width
    }

    /// The columns a frame leaves for the help items: the content's width less the position and
    /// two columns before it.
    /// - Parameter frame: The frame.
    /// - Returns: The columns, 0 or more.
    static func room(for frame: Frame) -> Int {
        let positionWidth = DisplayWidth.of(frame.position)
        return max(0, frame.layout.contentWidth - (positionWidth > 0 ? positionWidth + 2 : 0))
    }
}
