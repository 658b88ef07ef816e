import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension App {
    /// Runs the app in the terminal and exits when it quits, once the terminal is given back and
    /// what the app printed meanwhile is shown.
    ///
    /// The exit status says how it ended: 0 after q (or another key bound to quit), the status
    /// the app gave when it ended through ``EnvironmentValues/quit``; death by
    /// SIGINT, status 130 in a shell, after Ctrl-C, so a script running the app stops as it would
    /// for any interrupted command; 1 when the terminal went away while SIGHUP was ignored; 2,
    /// with a one-line message on standard error, when there is no usable terminal or the deep
    /// link (the app's ``App/initialPath``, else `TERMNAV_PATH`) cannot be followed. A signal
    /// that ends the app ends it with that signal's status, but SIGQUIT, which exits with 131 at
    /// once (see docs/Reliability.md).
    public static func main() {
        // `@AppStorage` keeps the app's settings in its file, named after the executable.
        StorageStore.app = StorageStore.file(named: programName)
        // `--accessible` is TermNav's, understood by every app (an app that reads its own
        // arguments passes over it).
        let asksLinear = CommandLine.arguments.dropFirst().contains(linearArgument)
        let app = Self()
        let engine = NavigationEngine(root: app.rootView, keyMap: app.keyMap)
        engine.systemURLOpener = URLLauncher.open
        var labels = app.initialPath
        if labels.isEmpty, let path = getenv(DeepLink.environmentVariable) {
            labels = DeepLink.labels(from: String(cString: path))
        }
        if !labels.isEmpty {
            // Followed before the terminal is touched: a bad path leaves it as it was.
            do {
                try engine.follow(labels: labels, size: Size(width: 80, height: 24), unicode: true)
            } catch {
                fail(error.description)
            }
        }
        engine.startURL = app.initialURL ?? startURL
        // In a terminal, a filter reads rows for as long as a frame allows, not a fixed number.
        engine.readFilterByTime()
        let accessible = getenv(linearVariable).map { String(cString: $0) == "1" } ?? false
        let startsLinear = asksLinear || accessible || accessibilityMode
        if LineTerminal.isNeeded { runLinear(engine) }
        let terminal: CursesTerminal
        do {
            // Started in the linear mode, the shell's screen is never left, not even briefly.
            terminal = try CursesTerminal.open(showsCursor: showsCursor, linear: startsLinear)
        } catch {
            if startsLinear { runLinear(engine) }
            fail(error.description)
        }
        // On a terminal the linear mode reads keys one at a time, and F12 switches modes.
        let session = AppSession(engine: engine, terminal: terminal)
        if startsLinear { session.switchLinearMode() }
        let ending = session.run()
        terminal.close()
        reportUnknownSymbols()
        if let url = engine.unopenedStartURL {
            say("no view on screen opens \(url.absoluteString) (give one .onOpenURL)")
        }
        switch ending {
        case .quit:
            exit(engine.exitStatus)
        case .interrupted:
            InterruptedExit.end()
        case .inputEnded:
            exit(1)
        }
    }

    /// Runs the app in the linear mode without a screen (see docs/Accessibility.md) and exits:
    /// each change a plain line on standard output, input a line at a time from standard input;
    /// status 0 at the end of input, else as ``main()`` says.
    /// - Parameter engine: The engine, with the deep link followed.
    private static func runLinear(_ engine: NavigationEngine) -> Never {
        let session = AppSession(engine: engine, terminal: LineTerminal())
        session.drawsScreen = false
        session.transcript = LinearTranscript()
        let ending = session.run()
        reportUnknownSymbols()
        switch ending {
        case .quit: exit(engine.exitStatus)
        case .interrupted: InterruptedExit.end()
        case .inputEnded: exit(0)
        }
    }

    /// The argument that asks any TermNav app for the linear mode.
    private static var linearArgument: String { "--accessible" }

    /// The environment variable that asks for the linear mode with `1`.
    private static var linearVariable: String { "TERMNAV_ACCESSIBLE" }

    /// With `TERMNAV_DEBUG=1`, writes the SF Symbol names the glyph table did not know (drawn
    /// as nothing) to standard error, once the terminal is given back.
    private static func reportUnknownSymbols() {
        guard let debug = getenv("TERMNAV_DEBUG"), String(cString: debug) == "1",
            let report = UnknownSymbols.report
        else { return }
        var bytes = Array(report.utf8)
        _ = write(2, &bytes, bytes.count)
    }

    /// The executable's name: the last part of the path it was started by.
    private static var programName: String {
        let path = CommandLine.arguments.first ?? ""
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The URL in `TERMNAV_URL`, if it holds one.
    private static var startURL: URL? {
        guard let text = getenv(startURLVariable) else { return nil }
        return URL(string: String(cString: text))
    }

    /// The environment variable that holds a URL to open at start.
    private static var startURLVariable: String { "TERMNAV_URL" }

    /// Writes one line, `name: message`, to standard error and exits with status 2.
    private static func fail(_ message: String) -> Never {
        say(message)
        exit(2)
    }

    /// Writes one line, `name: message`, to standard error.
    private static func say(_ message: String) {
        let name = programName
        let line = "\(name.isEmpty ? "termnav" : name): \(message)\n"
        var bytes = Array(line.utf8)
        _ = write(2, &bytes, bytes.count)
    }
}
