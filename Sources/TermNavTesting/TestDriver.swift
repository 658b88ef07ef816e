import Dispatch
import Foundation
import TermNavCore

/// Runs a TermNav app or view on an in-memory terminal, for tests: press keys, read the screen.
///
/// ```swift
/// @MainActor @Test func enterPushesDetails() {
///     let driver = TestDriver(BooksList(), width: 40, height: 10)
///     driver.press(.downArrow, .return)
///     #expect(driver.depth == 2)
///     driver.expectScreen([
///         " ‹ Our list     The Da Vinci Code",
///         "",
///         " Title: The Da Vinci Code",
///     ])
/// }
/// ```
/// Every key press draws a new frame, exactly as the real terminal loop does. A driver runs on
/// the main actor, as the views it drives do: mark the test (or its suite) `@MainActor`.
@MainActor
public final class TestDriver {
    private let terminal: HeadlessTerminal
    private let session: AppSession
    private var engine: NavigationEngine { session.engine }
    /// The URLs the app asked the system to open (a `Link` activated, `openURL(_:)` called with
    /// the system's action), oldest first. Under a driver nothing is opened.
    public private(set) var openedURLs: [URL] = []

    /// Starts a view as the root screen, with empty settings: what its views keep with
    /// `@AppStorage` is kept in memory, from the defaults, for this driver.
    /// - Parameters:
    ///   - root: The root view.
    ///   - width: The terminal's width in columns; 80 by default.
    ///   - height: The terminal's height in lines; 24 by default.
    ///   - unicode: Whether the terminal shows UTF-8; `false` tests the ASCII fallbacks.
    ///   - colors: Whether the terminal shows colours (256 of them); `false` tests a terminal
    ///     without them (or `NO_COLOR`): the screen has no colours, and the focus is in reverse
    ///     video.
    ///   - keyMap: The key bindings; TermNav's standard ones by default.
    ///   - colorScheme: Whether the terminal's background is light or dark: what
    ///     `@Environment(\.colorScheme)` reads, and how its colours are drawn (see ``Cell``);
    ///     dark by default.
    ///   - accessible: Whether the linear mode's lines are kept too, for ``transcript``.
    public convenience init<Root: View>(
        _ root: Root, width: Int = 80, height: Int = 24, unicode: Bool = true, colors: Bool = true,
        keyMap: KeyMap = .standard, colorScheme: ColorScheme = .dark, accessible: Bool = false
    ) {
        self.init(
            root, width: width, height: height, unicode: unicode, colorCount: colors ? 256 : 0,
            keyMap: keyMap,
            colorScheme: colorScheme, accessible: accessible)
    }

    /// Starts a view as the root screen on a terminal that shows a given number of colours: 8
    /// or 16 test how a terminal without the 256 xterm colours is drawn on (ANSI black, which a
    /// terminal may brighten to grey in bold).
    /// - Parameters:
    ///   - root: The root view.
    ///   - width: The terminal's width in columns.
    ///   - height: The terminal's height in lines.
    ///   - unicode: Whether the terminal shows UTF-8.
    ///   - colorCount: How many colours the terminal shows; 0 when none.
    ///   - keyMap: The key bindings.
    ///   - colorScheme: Whether the terminal's background is light or dark.
    package init<Root: View>(
        _ root: Root, width: Int = 80, height: Int = 24, unicode: Bool = true, colorCount: Int,
        keyMap: KeyMap = .standard, colorScheme: ColorScheme = .dark, accessible: Bool = false
    ) {
        StorageStore.app = StorageStore(file: nil)
        terminal = HeadlessTerminal(
            size: Size(width: width, height: height), unicode: unicode, colorCount: colorCount,
            colorScheme: colorScheme)
        session = AppSession(root: root, keyMap: keyMap, terminal: terminal)
        session.countsStartedWork = true
        if accessible { session.transcript = LinearTranscript() }
        recordOpenedURLs()
        session.drawFrame()
    }

    /// Starts an app: its scene's root view becomes the root screen, with the app's key map and
    /// empty settings (`@AppStorage` kept in memory, from the defaults, for this driver); the
    /// app's `initialURL` goes to its `.onOpenURL` handlers after the first frame.
    /// - Parameters:
    ///   - app: The app.
    ///   - width: The terminal's width in columns; 80 by default.
    ///   - height: The terminal's height in lines; 24 by default.
    ///   - unicode: Whether the terminal shows UTF-8; `false` tests the ASCII fallbacks.
    ///   - colors: Whether the terminal shows colours (256 of them); `false` tests a terminal
    ///     without them (or `NO_COLOR`): the screen has no colours, and the focus is in reverse
    ///     video.
    ///   - accessible: Whether the linear mode's lines are kept too, for ``transcript``.
    public init<A: App>(
        app: A, width: Int = 80, height: Int = 24, unicode: Bool = true, colors: Bool = true,
        accessible: Bool = false
    ) {
        StorageStore.app = StorageStore(file: nil)
        terminal = HeadlessTerminal(
            size: Size(width: width, height: height), unicode: unicode, colorCount: colors ? 256 : 0)
        session = AppSession(root: app.rootView, keyMap: app.keyMap, terminal: terminal)
        session.countsStartedWork = true
        if accessible { session.transcript = LinearTranscript() }
        session.engine.startURL = app.initialURL
        recordOpenedURLs()
        session.drawFrame()
    }

    /// Has the engine keep the URLs it is asked to open in ``openedURLs``.
    private func recordOpenedURLs() {
        engine.systemURLOpener = { [weak self] url in
            self?.openedURLs.append(url)
            return true
        }
    }

    // MARK: Input

    /// Presses keys one after another, drawing a frame after each, as the real loop does.
    /// Keys pressed after the app quit are ignored.
    /// - Parameter keys: The keys, pressed without modifiers.
    public func press(_ keys: KeyEquivalent...) {
        press(keys.map { KeyPress($0) })
    }

    /// Presses a key with modifiers held: `press("c", modifiers: .control)` is Ctrl-C.
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers held.
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers) {
        press([KeyPress(key, modifiers: modifiers)])
    }

    /// Presses keys one after another, drawing a frame after each.
    /// - Parameter keys: The key presses.
    public func press(_ keys: [KeyPress]) {
        for key in keys where !engine.isFinished {
            session.handle(.key(key))
            if !engine.isFinished { session.drawFrame() }
        }
    }

    /// Presses keys that arrive in one read, as a burst does (keys typed faster than frames
    /// are drawn, a key held down, `tmux send-keys` with several keys): each is handled in
    /// order, against what the keys before it changed, then one frame is drawn, as the real
    /// loop does with the keys it has already read. Keys pressed after the app quit are
    /// ignored.
    /// - Parameter keys: The key presses.
    public func pressTogether(_ keys: [KeyPress]) {
        for key in keys where !engine.isFinished {
            session.handle(.key(key))
        }
        if !engine.isFinished { session.drawFrame() }
    }

    /// Presses keys without modifiers that arrive in one read (see ``pressTogether(_:)-([KeyPress])``).
    /// - Parameter keys: The keys.
    public func pressTogether(_ keys: KeyEquivalent...) {
        pressTogether(keys.map { KeyPress($0) })
    }

    /// Clicks the mouse's main button on a cell, then draws a frame, as the real loop does.
    ///
    /// A click on a row focuses it, a click on the focused row activates it (so two clicks are a
    /// double click), a click on a row's accessory runs its action, a click on the back label
    /// goes back, and one on a breadcrumb's title goes back to that screen (see "Mouse" in
    /// `docs/Navigation.md`). A click after the app quit is
    /// ignored.
    /// - Parameters:
    ///   - x: The cell's column, from 0 at the left.
    ///   - y: The cell's line, from 0 at the top.
    public func click(x: Int, y: Int) {
        mouse(MouseEvent(.click, column: x, line: y))
    }

    /// Clicks the mouse's other (right) button on a cell, then draws a frame: on a row, it
    /// focuses the row and opens its context menu, if it has one.
    /// - Parameters:
    ///   - x: The cell's column, from 0 at the left.
    ///   - y: The cell's line, from 0 at the top.
    public func rightClick(x: Int, y: Int) {
        mouse(MouseEvent(.secondaryClick, column: x, line: y))
    }

    /// Turns the mouse wheel towards the bottom of the list, drawing a frame after each notch.
    /// - Parameter notches: How many notches; each moves the focus three rows.
    public func scroll(down notches: Int = 1) {
        for _ in 0..<max(0, notches) { mouse(MouseEvent(.wheelDown, column: 0, line: 0)) }
    }

    /// Turns the mouse wheel towards the top of the list, drawing a frame after each notch.
    /// - Parameter notches: How many notches; each moves the focus three rows.
    public func scroll(up notches: Int = 1) {
        for _ in 0..<max(0, notches) { mouse(MouseEvent(.wheelUp, column: 0, line: 0)) }
    }

    /// Hands a mouse event to the session and draws a frame, unless the app quit.
    private func mouse(_ event: MouseEvent) {
        guard !engine.isFinished else { return }
        session.handle(.mouse(event))
        if !engine.isFinished { session.drawFrame() }
    }

    /// Opens screens by the labels a user would choose, level after level, as a deep link does
    /// at start (see `DeepLink`), then draws a frame.
    /// - Parameter labels: The labels, root-most first.
    /// - Throws: A `DeepLink.Failure` naming the level that failed; the screens opened before
    ///   it stay open.
    public func follow(path labels: [String]) throws {
        defer { session.drawFrame() }
        try engine.follow(labels: labels, size: terminal.size, unicode: terminal.supportsUnicode)
    }

    /// Moves the focus to the element that holds the view with an accessibility identifier
    /// (`.accessibilityIdentifier(_:)`), whatever its text, and draws a frame: a row, a view
    /// above or below a list, or a toolbar item.
    /// - Parameter identifier: The identifier.
    /// - Throws: ``ElementNotFound`` when no element on the screen has it; the focus stays.
    public func focus(identifier: String) throws(ElementNotFound) {
        defer { session.drawFrame() }
        let size = terminal.size
        if let seen = engine.focus(
            accessibilityIdentifier: identifier, size: size, unicode: terminal.supportsUnicode)
        {
            throw ElementNotFound(identifier: identifier, identifiersOnScreen: seen)
        }
    }

    /// Moves the focus to the element with an accessibility identifier, as
    /// ``focus(identifier:)`` does, and presses Enter there.
    /// - Parameter identifier: The identifier.
    /// - Throws: ``ElementNotFound`` when no element on the screen has it; nothing is pressed.
    public func press(identifier: String) throws(ElementNotFound) {
        try focus(identifier: identifier)
        press(.return)
    }

    /// The focused element's accessibility label: what `.accessibilityLabel(_:)` names it, or
    /// else its texts joined by spaces, as a screen reader reads it; `nil` when nothing has the
    /// focus.
    public var focusedAccessibilityLabel: String? {
        engine.focusedAccessibilityLabel
    }

    /// No element on the screen has the accessibility identifier asked for.
    public struct ElementNotFound: Error, CustomStringConvertible, Equatable {
        /// The identifier asked for.
        public let identifier: String
        /// Up to five identifiers the screen's elements do have.
        public let identifiersOnScreen: [String]

        /// One line: what was asked for, and what there is.
        public var description: String {
            let listed = identifiersOnScreen.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no element has the accessibility identifier \"\(identifier)\""
                + (listed.isEmpty ? "" : "; the screen has \(listed)")
        }
    }

    /// Types text, one key per character.
    /// - Parameter text: The text.
    public func type(_ text: String) {
        press(text.map { KeyPress(KeyEquivalent($0)) })
    }

    /// Pastes text, as a terminal with bracketed paste sends it: one paste of text, never keys.
    /// A field with the focus takes it at its insertion point (line breaks made spaces);
    /// anywhere else a paste does nothing.
    /// - Parameter text: The text.
    public func paste(_ text: String) {
        guard !engine.isFinished else { return }
        session.handle(.paste(text))
        if !engine.isFinished { session.drawFrame() }
    }

    /// Runs the main actor's pending work and waits for the work the views started, applying
    /// what they change, then draws a frame.
    ///
    /// A `.task` starts when its view appears, but a test sees what it did only here: key
    /// presses and frames never run a task's code, so every screen before `settle()` is exactly
    /// the same from run to run. `settle()` lets the main actor run what is queued on it (the
    /// views' tasks, `Task { @MainActor in … }`, `DispatchQueue.main.async` blocks) and waits,
    /// without polling, until every task started by the app's code has ended: a view's `.task`,
    /// and every task that an action, a key handler or `onAppear` started, with the tasks those
    /// start in turn, through whatever they await (a sleep, another actor). A task cancelled
    /// because its view disappeared counts as done once it returns. A task that never ends (one
    /// looping over an endless stream) would keep `settle()` waiting: end it in the test by
    /// letting its view disappear first. Work scheduled for later outside a task
    /// (`DispatchQueue.main.asyncAfter`, a `Timer`) is not waited for: sleep past its time
    /// (`try await Task.sleep(for:)`), then settle.
    public func settle() async {
        let loop = engine.loop
        while true {
            await Self.mainQueueTurn()
            // A frame applies what changed, and may start tasks of views that now appear.
            session.drawFrame()
            await Self.mainQueueTurn()
            guard loop.isBusy || loop.hasWork else { break }
            if !loop.hasWork { await loop.nextWork() }
        }
        session.drawFrame()
    }

    /// Returns once the main queue has run what was queued on it before the call, and what that
    /// queued in turn ahead of this return.
    private static func mainQueueTurn() async {
        await withCheckedContinuation { (turn: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { turn.resume() }
        }
    }

    /// Has the terminal's window lose or gain the focus, as a terminal that reports its focus
    /// does (xterm's focus events), then draws a frame: the app's `@Environment(\.scenePhase)`
    /// is `.inactive` while the window is not focused, `.active` again once it is.
    /// - Parameter isFocused: Whether the window has the focus.
    public func focusWindow(_ isFocused: Bool) {
        guard !engine.isFinished else { return }
        session.handle(.focus(isFocused))
        if !engine.isFinished { session.drawFrame() }
    }

    /// Asks the app to open a URL of its own, as a deep link does, then draws a frame: every
    /// `.onOpenURL` handler on screen is given it.
    /// - Parameter url: The URL.
    /// - Returns: Whether a handler on screen took it.
    @discardableResult
    public func open(url: URL) -> Bool {
        guard !engine.isFinished else { return false }
        let isTaken = !engine.urlHandlers.isEmpty
        session.handle(.openURL(url))
        if !engine.isFinished { session.drawFrame() }
        return isTaken
    }

    /// Changes the terminal's size and draws a frame, as after a terminal resize.
    /// - Parameters:
    ///   - width: The new width in columns.
    ///   - height: The new height in lines.
    public func resize(width: Int, height: Int) {
        terminal.size = Size(width: width, height: height)
        session.handle(.resize)
        session.drawFrame()
    }

    /// Changes the terminal's background and draws a frame, as after a terminal's late answer
    /// to the question of its background colour.
    /// - Parameter scheme: The terminal's new colour scheme.
    package func changeColorScheme(to scheme: ColorScheme) {
        terminal.colorScheme = scheme
        session.handle(.colorScheme(scheme))
        session.drawFrame()
    }

    // MARK: The screen

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

    /// The cell at a column and line; a blank cell outside the screen.
    /// - Parameters:
    ///   - x: The column.
    ///   - y: The line.
    /// - Returns: The cell.
    public func cell(x: Int, y: Int) -> Cell {
        Cell(shown(terminal.canvas[x, y]))
    }

    /// A cell of the canvas with its colours as the terminal is sent them (see ``Cell``): on a
    /// terminal with colours, ``Style/shown(in:)`` for its background.
    private func shown(_ cell: TermNavCore.Cell) -> TermNavCore.Cell {
        guard terminal.colorCount > 0 else { return cell }
        var shown = cell
        shown.style = cell.style.shown(in: terminal.colorScheme)
        return shown
    }

    /// The cells of a line's first occurrence of `text`, one per grapheme, or `nil` when no line
    /// has it.
    /// - Parameter text: The text to look for.
    /// - Returns: The cells.
    public func cells(of text: String) -> [Cell]? {
        let canvas = terminal.canvas
        let needle = text.map(String.init)
        guard !needle.isEmpty else { return nil }
        for y in 0..<canvas.height {
            let cells = Array(canvas.row(y).filter { !$0.isContinuation })
            let graphemes = cells.map(\.grapheme)
            guard needle.count <= graphemes.count else { continue }
            for start in 0...(graphemes.count - needle.count)
            where Array(graphemes[start..<(start + needle.count)]) == needle {
                return cells[start..<(start + needle.count)].map { Cell(shown($0)) }
            }
        }
        return nil
    }

    /// Where the terminal shows its cursor: the insertion point of the text field with the
    /// focus (its column and line, from 0 at the top left), or `nil` while the cursor is hidden,
    /// as it is whenever no field has the focus.
    public var cursor: (x: Int, y: Int)? {
        terminal.canvas.cursor.map { ($0.x, $0.y) }
    }

    /// The lines the linear mode wrote so far, in order, for a driver made with `accessible`:
    /// what a screen-reader user hears, and what an app run over a pipe prints
    /// (`"Pushed The Alchemist"`, `"Back to Books list"`, each focus move, an alert's text and
    /// buttons). Empty for a driver made without it.
    public var transcript: [String] { terminal.spoken }

    /// Sends one line of the linear mode's input, as an app run over a pipe reads it: key names
    /// (`down`, `enter`, `esc`, `tab`, several separated by spaces), a number (chooses and
    /// activates that item), or text for the focused field; then draws a frame.
    /// - Parameter line: The line, without its line break.
    public func enter(line: String) {
        for event in LineInput.events(for: line) where !engine.isFinished {
            session.handle(event)
            if !engine.isFinished { session.drawFrame() }
        }
    }

    /// Where the terminal's cursor stands after the last frame, shown or not: the insertion
    /// point of the field being edited, or the start of the focused element's label (the chosen
    /// button of an alert, the title of a screen just pushed or popped to), where a screen reader
    /// reads; `nil` when nothing has the focus.
    public var cursorPlace: (x: Int, y: Int)? {
        terminal.canvas.cursorPlace.map { ($0.position.x, $0.position.y) }
    }

    /// The line drawn as the focus bar from its first column to its last: the focused row, or
    /// `nil` when no row has the focus.
    ///
    /// The bar is the theme's focused-row colour behind every cell (`TerminalTheme.focusedRow`),
    /// or reverse video on a terminal without colours and with `TerminalTheme.monochrome`; a
    /// cell in it that the app coloured (its text or its background) is in reverse video.
    public var focusedLine: String? {
        let canvas = terminal.canvas
        for y in 0..<canvas.height where canvas.row(y).allSatisfy(isFocusBar) {
            return lines[y]
        }
        return nil
    }

    /// The text drawn as the focus bar, its blanks at either end left out: the focused row's, or
    /// only the focused part's where the focus is on one part of a line (a lazy grid's cell, a
    /// carousel's item, a toolbar item). A part of several lines (a grid's cell) gives each
    /// line's text joined by a space (`"☆ IMG_4"`); `nil` when nothing is drawn as the focus.
    /// The first run of such cells, top first, counts.
    public var focusedText: String? {
        let canvas = terminal.canvas
        var parts: [String] = []
        for y in 0..<canvas.height {
            let cells = canvas.row(y)
            guard let start = cells.firstIndex(where: isFocusBar) else {
                if !parts.isEmpty { break }
                continue
            }
            let end = cells[start...].firstIndex { !isFocusBar($0) } ?? cells.endIndex
            let text = cells[start..<end].map(\.grapheme).joined()
            let trimmed = String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            if !trimmed.isEmpty { parts.append(trimmed) }
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// Whether a cell is drawn as the focus bar draws it: in the bar's colour, or in reverse
    /// video (the bar on a terminal without colours, and a cell the app coloured in the bar).
    private func isFocusBar(_ cell: TermNavCore.Cell) -> Bool {
        if cell.style.isReverse { return true }
        guard let bar = session.focusBarColor else { return false }
        return cell.style.background == bar
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

    /// The exit status the app would end with after quitting: 0 after q, or the status it gave
    /// `quit(status:)` (see `EnvironmentValues/quit`).
    public var exitStatus: Int32 { engine.exitStatus }

    /// The texts the app put on the clipboard (a `ShareLink` activated), oldest first. Under a
    /// driver the terminal takes them, as one that honours OSC 52 does, unless
    /// ``copiesToClipboard`` is `false`.
    public var copiedTexts: [String] { terminal.clipboard }

    /// Whether the terminal takes text for the clipboard; `false` tests a terminal that does not
    /// (or `TERMNAV_CLIPBOARD=0`).
    public var copiesToClipboard: Bool {
        get { terminal.copiesToClipboard }
        set { terminal.copiesToClipboard = newValue }
    }

    /// The number of frames drawn so far.
    public var frameCount: Int { terminal.frameCount }

    /// What the engine keeps, counted (screens on the stack, view records of the root screen,
    /// links ignored, path values): for tests that check nothing grows.
    public var engineStorage: EngineStorage { EngineStorage(engine.storageCounts) }
}
