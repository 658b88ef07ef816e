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

    /// Starts a session; nothing is drawn until ``drawFrame()`` or ``run()``.
    /// - Parameters:
    ///   - root: The root screen's view.
    ///   - keyMap: The key bindings.
    ///   - terminal: The terminal to draw on.
    package convenience init(root: any View, keyMap: KeyMap, terminal: any Terminal) {
        self.init(engine: NavigationEngine(root: root, keyMap: keyMap), terminal: terminal)
    }

    /// Starts a session on an engine that may already have screens pushed (a deep link
    /// followed); nothing is drawn until ``drawFrame()`` or ``run()``.
    /// - Parameters:
    ///   - engine: The engine.
    ///   - terminal: The terminal to draw on.
    package init(engine: NavigationEngine, terminal: any Terminal) {
        self.engine = engine
        self.terminal = terminal
        renderer = ScreenRenderer(colorCount: terminal.colorCount)
        engine.loop.setWaker(terminal.waker)
    }

    /// Makes a frame and shows it, after the changes observed on models since the last one.
    ///
    /// The tasks the frame's hooks start (`onAppear`) are counted until they end, when the
    /// session counts them.
    package func drawFrame() {
        engine.loop.applyChanges()
        let frame = countingStartedWork {
            engine.frame(size: terminal.size, unicode: terminal.supportsUnicode)
        }
        terminal.draw(renderer.render(frame))
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
            switch engine.handle(key) {
            case .redraw:
                break
            case .repaint:
                terminal.invalidate()
            case .quit:
                if key == KeyMap.interruptKey { wasInterrupted = true }
            case .suspend:
                terminal.suspend()
                terminal.invalidate()
            }
        case .paste(let text):
            engine.handlePaste(text)
        case .mouse(let mouse):
            engine.handle(mouse)
        case .resize:
            terminal.invalidate()
        case .wake:
            // The main actor's work ran while the terminal waited; the changes observed are
            // applied before the next frame.
            break
        }
    }

    /// Draws frames and handles input until the user quits or input ends.
    ///
    /// Input is taken in batches: after waiting for one event, every event that has already
    /// arrived is handled too, then one frame is drawn for them all, so a paste or a held key
    /// never queues frames. While it waits, the terminal serves the main actor and the main
    /// dispatch queue (the views' tasks, `Task { @MainActor in … }`, `DispatchQueue.main`, timers
    /// on the main run loop); what they change, and changes observed on models on any thread
    /// (``LoopWork``), wake the loop for a frame. Waiting blocks: an idle app uses no CPU.
    /// - Returns: How the run ended.
    @discardableResult
    package func run() -> Ending {
        while !engine.isFinished {
            drawFrame()
            guard let event = terminal.readEvent() else { return .inputEnded }
            handle(event)
            while !engine.isFinished, let next = terminal.pendingEvent() {
                handle(next)
            }
        }
        return wasInterrupted ? .interrupted : .quit
    }
}
