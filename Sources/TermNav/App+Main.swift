#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension App {
    /// Runs the app in the terminal and exits when it quits: status 0, or 2 with a one-line
    /// message on standard error when there is no usable terminal.
    public static func main() {
        let app = Self()
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal.open()
        } catch {
            let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
            let message = "\(name.isEmpty ? "termnav" : name): \(error)\n"
            var bytes = Array(message.utf8)
            _ = write(2, &bytes, bytes.count)
            exit(2)
        }
        AppSession(root: app.rootView, keyMap: app.keyMap, terminal: terminal).run()
        terminal.close()
        exit(0)
    }
}
