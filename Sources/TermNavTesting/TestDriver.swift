import TermNav

/// Runs a TermNav app or view on an in-memory terminal, for tests: press keys, read the screen.
///
/// ```swift
/// @Test func enterPushesDetails() {
///     let driver = TestDriver(BooksList(), size: Size(width: 40, height: 10))
///     driver.press(.down, .enter)
///     #expect(driver.depth == 2)
///     driver.expectScreen([
///         " ‹ Our list     The Da Vinci Code",
///         "",
///         " Title: The Da Vinci Code",
///     ])
/// }
/// ```
/// Every key press draws a new frame, exactly as the real terminal loop does.
public final class TestDriver {
    private let terminal: HeadlessTerminal
    private let engine: NavigationEngine

    /// Starts a view as the root screen.
    /// - Parameters:
    ///   - root: The root view.
    ///   - size: The terminal size; 80×24 by default.
    ///   - unicode: Whether the terminal shows UTF-8; `false` tests the ASCII fallbacks.
    ///   - keyMap: The key bindings; TermNav's standard ones by default.
    public init<Root: View>(
        _ root: Root, size: Size = Size(width: 80, height: 24), unicode: Bool = true,
        keyMap: KeyMap = .standard
    ) {
        terminal = HeadlessTerminal(size: size, unicode: unicode)
        engine = NavigationEngine(root: root, keyMap: keyMap)
        drawFrame()
    }

    /// Starts an app: its scene's root view becomes the root screen.
    /// - Parameters:
    ///   - app: The app.
    ///   - size: The terminal size; 80×24 by default.
    ///   - unicode: Whether the terminal shows UTF-8; `false` tests the ASCII fallbacks.
    public convenience init<A: App>(app: A, size: Size = Size(width: 80, height: 24), unicode: Bool = true) {
        self.init(app.body.rootView, size: size, unicode: unicode)
    }

    private func drawFrame() {
        terminal.draw(engine.frame(size: terminal.size, unicode: terminal.supportsUnicode))
    }

    // MARK: Input

    /// Presses keys one after another, drawing a frame after each, as the real loop does.
    /// Keys pressed after the app quit are ignored.
    /// - Parameter keys: The keys.
    public func press(_ keys: Key...) {
        press(keys)
    }

    /// Presses keys one after another, drawing a frame after each.
    /// - Parameter keys: The keys.
    public func press(_ keys: [Key]) {
        for key in keys where !engine.isFinished {
            engine.handle(key)
            if !engine.isFinished { drawFrame() }
        }
    }

    /// Types text, one character key per character.
    /// - Parameter text: The text.
    public func type(_ text: String) {
        press(text.map { Key.character($0) })
    }

    /// Changes the terminal's size and draws a frame, as after a terminal resize.
    /// - Parameter size: The new size.
    public func resize(to size: Size) {
        terminal.size = size
        engine.handle(.resize)
        drawFrame()
    }

    // MARK: The screen

    /// The last frame drawn.
    public var canvas: Canvas { terminal.canvas }

    /// The screen as lines of text, trailing spaces removed.
    public var lines: [String] {
        terminal.canvas.lines.map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// The screen as one string, lines joined with newlines (handy in failure messages).
    public var screenText: String {
        lines.joined(separator: "\n")
    }

    /// The first line that contains a text.
    /// - Parameter text: The text to look for.
    /// - Returns: The line (trailing spaces removed), or `nil` when no line contains it.
    public func line(containing text: String) -> String? {
        lines.first { $0.contains(text) }
    }

    /// The index of the first line that contains a text.
    /// - Parameter text: The text to look for.
    /// - Returns: The line's index, or `nil`.
    public func lineIndex(containing text: String) -> Int? {
        lines.firstIndex { $0.contains(text) }
    }

    /// The cell at a column and line.
    /// - Parameters:
    ///   - x: The column.
    ///   - y: The line.
    /// - Returns: The cell.
    public func cell(x: Int, y: Int) -> Cell {
        terminal.canvas[x, y]
    }

    /// The style of each column of a line's first occurrence of `text`, or `nil` when no line
    /// has it.
    /// - Parameter text: The text to look for.
    /// - Returns: One style per grapheme of `text`.
    public func styles(of text: String) -> [Style]? {
        let canvas = terminal.canvas
        for y in 0..<canvas.height {
            let cells = Array(canvas.row(y).filter { !$0.isContinuation })
            let graphemes = cells.map(\.grapheme)
            let needle = text.map(String.init)
            guard needle.count <= graphemes.count, !needle.isEmpty else { continue }
            for start in 0...(graphemes.count - needle.count)
            where Array(graphemes[start..<(start + needle.count)]) == needle {
                return cells[start..<(start + needle.count)].map(\.style)
            }
        }
        return nil
    }

    /// The line drawn in reverse video: the focused row, or `nil` when no row has the focus.
    public var focusedLine: String? {
        let canvas = terminal.canvas
        for y in 0..<canvas.height where canvas.row(y).allSatisfy({ $0.style.isReverse }) {
            return lines[y]
        }
        return nil
    }

    // MARK: The engine

    /// The number of screens on the navigation stack; 1 at the root.
    public var depth: Int { engine.depth }

    /// The top screen's navigation title.
    public var title: String? { engine.topTitle }

    /// The titles of the screens on the stack, root first.
    public var titles: [String?] { engine.titles }

    /// Whether the app quit (q or Ctrl-C).
    public var isFinished: Bool { engine.isFinished }

    /// The number of frames drawn so far.
    public var frameCount: Int { terminal.frameCount }
}
