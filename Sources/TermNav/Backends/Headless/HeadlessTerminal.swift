/// An in-memory terminal for tests: it keeps the last frame drawn and hands out queued keys.
package final class HeadlessTerminal: Terminal {
    package var size: Size
    package let supportsUnicode: Bool
    /// The last frame drawn; blank before the first.
    package private(set) var canvas: Canvas
    /// How many frames have been drawn.
    package private(set) var frameCount = 0
    private var pendingKeys: [Key] = []

    /// Creates a headless terminal.
    /// - Parameters:
    ///   - size: The size in cells.
    ///   - unicode: Whether it "draws" UTF-8 (false to test ASCII fallbacks).
    package init(size: Size, unicode: Bool = true) {
        self.size = size
        self.supportsUnicode = unicode
        self.canvas = Canvas(width: size.width, height: size.height)
    }

    package func draw(_ canvas: Canvas) {
        self.canvas = canvas
        frameCount += 1
    }

    /// Queues keys for `readKey()`.
    package func enqueue(_ keys: [Key]) {
        pendingKeys.append(contentsOf: keys)
    }

    package func readKey() -> Key? {
        pendingKeys.isEmpty ? nil : pendingKeys.removeFirst()
    }

    package func invalidate() {}
}
