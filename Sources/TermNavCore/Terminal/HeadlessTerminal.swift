/// An in-memory terminal for tests: it keeps the last frame drawn and hands out queued events.
package final class HeadlessTerminal: Terminal {
    package var size: Size
    package let supportsUnicode: Bool
    /// The last frame drawn; blank before the first.
    package private(set) var canvas: Canvas
    /// How many frames have been drawn.
    package private(set) var frameCount = 0
    private var pending: [InputEvent] = []

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

    /// Queues events for `readEvent()`.
    package func enqueue(_ events: [InputEvent]) {
        pending.append(contentsOf: events)
    }

    /// Queues key presses for `readEvent()`.
    package func enqueue(keys: [KeyPress]) {
        enqueue(keys.map { .key($0) })
    }

    package func readEvent() -> InputEvent? {
        pending.isEmpty ? nil : pending.removeFirst()
    }

    package func invalidate() {}
}
