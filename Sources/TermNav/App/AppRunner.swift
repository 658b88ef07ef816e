#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a root view in the real terminal: opens the ncurses backend, loops frames and keys,
/// and gives the terminal back.
enum AppRunner {
    /// Runs the view until the user quits, then exits: status 0, or 2 with a one-line message
    /// on standard error when there is no usable terminal.
    static func runAndExit(_ root: any View) -> Never {
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal.open()
        } catch {
            let name =
                CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "termnav"
            let message = "\(name.isEmpty ? "termnav" : name): \(error)\n"
            var bytes = Array(message.utf8)
            _ = write(2, &bytes, bytes.count)
            exit(2)
        }
        run(root, on: terminal)
        terminal.close()
        exit(0)
    }

    /// Runs the view on a terminal until the user quits or input ends.
    static func run(_ root: any View, on terminal: any Terminal) {
        let engine = NavigationEngine(root: root)
        run(engine, on: terminal)
    }

    /// Runs an engine on a terminal until the user quits or input ends.
    static func run(_ engine: NavigationEngine, on terminal: any Terminal) {
        while !engine.isFinished {
            terminal.draw(engine.frame(size: terminal.size, unicode: terminal.supportsUnicode))
            guard let key = terminal.readKey() else { return }
            if engine.handle(key) == .repaint {
                terminal.invalidate()
            }
        }
    }
}
