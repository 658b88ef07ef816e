/// An app running on a terminal: the loop that turns input events into engine commands and the
/// engine's frames into canvases on the terminal.
///
/// `App.main()` runs one on the real terminal; `TestDriver` runs one on a headless terminal, so
/// tests see exactly the frames a user would.
@MainActor
package final class AppSession {
    /// The navigation engine.
    package let engine: NavigationEngine
    /// The terminal drawn on.
    package let terminal: any Terminal
    /// Draws the engine's frames into canvases for ``terminal``.
    private let renderer: ScreenRenderer
    /// Whether the app quit on Ctrl-C.
    private var wasInterrupted = false
    /// Whether the tasks the app's code starts are counted until they end (``LoopWork``), for
    /// `TestDriver.settle()` to wait on; the app's own loop never waits on them, so it does not
    /// pay for the count.
    package var countsStartedWork = false
    /// How long a frame that builds the top screen's bodies again must have taken for typing
    /// into its field to be shown first, from the resolution kept (``echoTyping(since:)``). A
    /// screen that resolves faster shows the typing in its next frame at once, and drawing it
    /// twice would only cost time: the echo is for bodies that take long (a `.searchable` list
    /// filtering many rows), 8 ms by default, half a frame of a 60 Hz display.
    package var echoThreshold: Duration = .milliseconds(8)
    /// The last frame that built the top screen's bodies again: the screen and how long the
    /// frame took.
    private var lastResolvingFrame: (screen: ScreenID, duration: Duration)?
    /// The colour of the focus bar of the frame drawn last, `nil` when it was drawn in reverse
    /// video: how a test tells the bar from a background the app coloured.
    package private(set) var focusBarColor: Color?
    /// The linear mode's transcript, while the session says each change as a line
    /// (``Terminal/say(_:)``); `nil` in the normal mode, which then pays nothing for it.
    package var transcript: LinearTranscript? {
        didSet { engine.isLinear = transcript != nil }
    }
    /// Whether frames are drawn on the terminal's screen: not in the linear mode over a pipe.
    package var drawsScreen = true
    /// The digits typed one key at a time in the linear mode, not yet ended by Enter, which
    /// chooses the item with that number; another key types them as keys first.
    private var typedNumber = ""

    /// Starts a session; nothing is drawn until ``drawFrame()`` or ``run()``.
    /// - Parameters:
    ///   - root: The root screen's view.
    ///   - keyMap: The key bindings.
    ///   - terminal: The terminal to draw on.
    package convenience init(root: any View, keyMap: KeyMap, terminal: any Terminal) {
        self.init(engine: NavigationEngine(root: root, keyMap: keyMap), terminal: terminal)
    }

    /// Starts a session on an engine that may already have screens pushed (a deep link
    /// followed); nothing is drawn until ``drawFrame()`` or ``run()``. The engine takes the
    /// terminal's colour scheme: its screens' `@Environment(\.colorScheme)`.
    /// - Parameters:
    ///   - engine: The engine.
    ///   - terminal: The terminal to draw on.
    package init(engine: NavigationEngine, terminal: any Terminal) {
        self.engine = engine
        self.terminal = terminal
        engine.colorScheme = terminal.colorScheme
        renderer = ScreenRenderer(colorCount: terminal.colorCount)
        engine.loop.setWaker(terminal.waker)
        engine.clipboardWriter = { [weak terminal] text in terminal?.copyToClipboard(text) ?? false }
    }

    /// Makes a frame and shows it, after the changes observed on models since the last one.
    ///
    /// The tasks the frame's hooks start (`onAppear`) are counted until they end, when the
    /// session counts them.
    package func drawFrame() {
        engine.loop.applyChanges()
        let top = engine.screens.top
        let resolves = engine.reusableScreen(for: top) == nil
        let start = resolves ? ContinuousClock.now : nil
        let frame = countingStartedWork {
            engine.frame(size: terminal.size, unicode: terminal.supportsUnicode)
        }
        if let start, engine.screens.top === top {
            lastResolvingFrame = (top.id, ContinuousClock.now - start)
        }
        if drawsScreen { show(frame) }
        if transcript != nil { say(frame) }
    }

    /// Says what changed since the last frame, in the linear mode.
    private func say(_ frame: Frame) {
        guard var transcript else { return }
        let lines = transcript.lines(for: engine.spokenFrame(for: frame))
        self.transcript = transcript
        if !lines.isEmpty { terminal.say(lines) }
    }

    /// Draws a frame on the terminal.
    private func show(_ frame: Frame) {
        focusBarColor = FocusBar(color: frame.theme.focusedRow, colorCount: terminal.colorCount).background
        terminal.draw(renderer.render(frame))
    }

    /// Whether the top screen's last frame that built its bodies again took at least
    /// ``echoThreshold``, so that typing into it is shown before its bodies are built again.
    private var topResolvesSlowly: Bool {
        guard let last = lastResolvingFrame, last.screen == engine.screens.top.id else {
            return echoThreshold == .zero
        }
        return last.duration >= echoThreshold
    }

    /// Runs the app's code, counting the tasks it starts when ``countsStartedWork`` says so.
    private func countingStartedWork<Output>(_ body: () -> Output) -> Output {
        countsStartedWork ? engine.loop.counting(body) : body()
    }

    /// Handles one input event.
    ///
    /// A key that suspends (Ctrl-Z) gives the terminal back and returns once the app is resumed;
    /// the next frame then repaints everything.
    package func handle(_ event: InputEvent) {
        countingStartedWork { answer(event) }
    }

    /// Answers one input event, in ``handle(_:)``.
    private func answer(_ event: InputEvent) {
        switch event {
        case .key(let key):
            if key == KeyMap.linearModeKey {
                switchLinearMode()
                return
            }
            if transcript != nil, takesAsNumber(key) { return }
            switch engine.handle(key) {
            case .redraw:
                break
            case .repaint:
                terminal.invalidate()
            case .quit:
                if key == KeyMap.interruptKey { wasInterrupted = true }
            case .suspend:
                enterBackground()
                terminal.suspend()
                engine.scenePhase = .active
                terminal.invalidate()
            }
        case .paste(let text):
            if transcript != nil, !engine.isEditingText {
                // A line typed in the linear mode, with no field taking it yet: typed, a key a
                // character, as it would be at the keyboard.
                for character in text where !engine.isFinished {
                    answer(.key(KeyPress(KeyEquivalent(character))))
                }
            } else {
                engine.handlePaste(text)
            }
        case .mouse(let mouse):
            engine.handle(mouse)
        case .resize:
            terminal.invalidate()
        case .colorScheme(let scheme):
            guard scheme != engine.colorScheme else { return }
            engine.colorScheme = scheme
            terminal.invalidate()
        case .focus(let isFocused):
            engine.scenePhase = isFocused ? .active : .inactive
        case .openURL(let url):
            _ = engine.urlHandlers.open(url)
        case .wake:
            // The main actor's work ran while the terminal waited; the changes observed are
            // applied before the next frame.
            break
        case .choose(let number):
            if engine.isEditingText {
                engine.handlePaste(String(number))
            } else if engine.choose(item: number) {
                answer(.key(KeyPress(.return)))
            }
        }
    }

    /// Switches between the normal mode and the linear mode (F12): into the linear mode the
    /// terminal leaves its screen and the next frame is said from the start (the screen and its
    /// focus); back, every cell of the next frame is drawn.
    package func switchLinearMode() {
        let isLinear = transcript == nil
        guard terminal.setLinear(isLinear) else { return }
        typedNumber = ""
        transcript = isLinear ? LinearTranscript() : nil
        drawsScreen = !isLinear
    }

    /// In the linear mode with keys read one at a time, a number then Enter chooses the item with
    /// that number, as a number typed on a line does: a digit is held, Enter after digits
    /// chooses, and any other key types the digits held first. A field being edited takes
    /// digits as text.
    /// - Parameter key: The key pressed.
    /// - Returns: Whether the key was taken here.
    private func takesAsNumber(_ key: KeyPress) -> Bool {
        if key.modifiers.isEmpty, !engine.isEditingText, let digit = key.key.character.wholeNumberValue,
            key.key.character.isASCII
        {
            typedNumber.append(String(digit))
            return true
        }
        guard !typedNumber.isEmpty else { return false }
        let digits = typedNumber
        typedNumber = ""
        if key == KeyPress(.return), let number = Int(digits) {
            answer(.choose(number))
            return true
        }
        for digit in digits where !engine.isFinished {
            answer(.key(KeyPress(KeyEquivalent(digit))))
        }
        return engine.isFinished
    }

    /// Makes the app ``ScenePhase/background`` before it stops: its views are built once with
    /// the phase, so their `.onChange(of: scenePhase)` actions run, but the frame is not shown,
    /// as the terminal is about to be given back.
    private func enterBackground() {
        engine.scenePhase = .background
        engine.loop.applyChanges()
        _ = engine.frame(size: terminal.size, unicode: terminal.supportsUnicode)
    }

    /// Draws frames and handles input until the user quits or input ends.
    ///
    /// Input is taken in batches: after waiting for one event, every event that has already
    /// arrived is handled too, then one frame is drawn for them all, so a paste or a held key
    /// never queues frames. When the batch typed into a field and left the screen to be resolved
    /// again (the app's binding changed) and the screen resolves slowly (``echoThreshold``), the
    /// typing is shown first (``echoTyping(since:)``), and
    /// the keys that arrived meanwhile are taken before the app's bodies are built again. While
    /// it waits, the terminal serves the main actor and the main dispatch queue (the views' tasks,
    /// `Task { @MainActor in … }`, `DispatchQueue.main`, timers on the main run loop); what they
    /// change, and changes observed on models on any thread (``LoopWork``), wake the loop for a
    /// frame. Waiting blocks: an idle app uses no CPU.
    /// - Returns: How the run ended.
    @discardableResult
    package func run() -> Ending {
        while !engine.isFinished {
            drawFrame()
            guard let event = terminal.readEvent() else { return .inputEnded }
            let mark = engine.typingMark
            handle(event)
            takePendingEvents()
            echoTyping(since: mark)
        }
        return wasInterrupted ? .interrupted : .quit
    }

    /// Handles every event that has already arrived, without waiting.
    /// - Returns: Whether there was any.
    @discardableResult
    private func takePendingEvents() -> Bool {
        var took = false
        while !engine.isFinished, let next = terminal.pendingEvent() {
            handle(next)
            took = true
        }
        return took
    }

    /// Shows typed text before the frame that builds the app's bodies again: when the events
    /// handled since `mark` changed the text of the top screen's field and left its resolution
    /// stale, and the screen's last such frame took at least ``echoThreshold``, a frame drawn
    /// from the resolution kept (the rows as they were, the field's new text) goes to the
    /// terminal at once; then the events that arrived meanwhile are handled, and shown the same
    /// way while they type, so a burst of typing builds the bodies once, in the next frame, with
    /// every character in the app's binding, in order.
    /// - Parameter mark: The top screen's field before the events were handled.
    private func echoTyping(since mark: NavigationEngine.TypingMark?) {
        var mark = mark
        while !engine.isFinished, topResolvesSlowly, engine.hasTypingToEcho(since: mark) {
            guard let frame = engine.echoFrame(size: terminal.size, unicode: terminal.supportsUnicode) else {
                return
            }
            show(frame)
            mark = engine.typingMark
            guard takePendingEvents() else { return }
        }
    }
}
