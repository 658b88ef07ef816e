/// An in-memory terminal for tests: it keeps the last frame drawn and hands out queued events.
package final class HeadlessTerminal: Terminal {
    package var size: Size
    package let supportsUnicode: Bool
    /// How many colours it "shows"; when none, ``canvas`` holds each frame without its colours,
    /// as a terminal without colours shows it.
    package let colorCount: Int
    /// Whether its background is light or dark: what the app's `@Environment(\.colorScheme)`
    /// reads. Its frames keep the colours the app gave; a terminal of that background is sent
    /// them as ``Style/shown(in:)`` says, which `TestDriver` shows its cells in. Changed as a
    /// terminal that answers late changes it, with an ``InputEvent/colorScheme(_:)`` after.
    package var colorScheme: ColorScheme
    /// The last frame drawn; blank before the first.
    package private(set) var canvas: Canvas
    /// How many frames have been drawn.
    package private(set) var frameCount = 0
    /// How many times the app asked to be suspended (Ctrl-Z); a headless terminal carries on.
    package private(set) var suspendCount = 0
    /// Whether it takes text for the clipboard, as a terminal that honours OSC 52 does.
    package var copiesToClipboard = true
    /// The texts put on the clipboard, oldest first.
    package private(set) var clipboard: [String] = []
    /// The lines of the linear mode said so far, in order.
    package private(set) var spoken: [String] = []
    /// Queued events, in batches: the events of one batch arrive together.
    private var batches: [[InputEvent]] = []

    /// Creates a headless terminal.
    /// - Parameters:
    ///   - size: The size in cells.
    ///   - unicode: Whether it "draws" UTF-8 (false to test ASCII fallbacks).
    ///   - colorCount: How many colours it "shows": 256 by default; 0 tests a terminal without
    ///     them, or `NO_COLOR`.
    ///   - colorScheme: Whether its background is light or dark; dark by default.
    package init(size: Size, unicode: Bool = true, colorCount: Int = 256, colorScheme: ColorScheme = .dark) {
        self.size = size
        self.supportsUnicode = unicode
        self.colorCount = colorCount
        self.colorScheme = colorScheme
        self.canvas = Canvas(width: size.width, height: size.height)
    }

    package func copyToClipboard(_ text: String) -> Bool {
        guard copiesToClipboard else { return false }
        clipboard.append(text)
        return true
    }

    /// Keeps the lines of the linear mode.
    package func say(_ lines: [String]) {
        spoken += lines
    }

    package func draw(_ canvas: Canvas) {
        self.canvas = colorCount > 0 ? canvas : canvas.withoutColors()
        frameCount += 1
    }

    /// Queues events for `readEvent()`, each arriving on its own, or all together (as a paste,
    /// or keys typed faster than frames are drawn).
    package func enqueue(_ events: [InputEvent], together: Bool = false) {
        if together {
            batches.append(events)
        } else {
            batches.append(contentsOf: events.map { [$0] })
        }
    }

    /// Queues key presses for `readEvent()`, each arriving on its own, or all together.
    package func enqueue(keys: [KeyPress], together: Bool = false) {
        enqueue(keys.map { .key($0) }, together: together)
    }

    package func readEvent() -> InputEvent? {
        while let first = batches.first, first.isEmpty { batches.removeFirst() }
        guard !batches.isEmpty else { return nil }
        return batches[0].removeFirst()
    }

    /// The next event of the batch the last one came in, if any is left.
    package func pendingEvent() -> InputEvent? {
        guard let first = batches.first, !first.isEmpty else { return nil }
        return batches[0].removeFirst()
    }

    package func invalidate() {}

    /// Counts the request and returns at once: there is no shell to go back to.
    package func suspend() {
        suspendCount += 1
    }
}
