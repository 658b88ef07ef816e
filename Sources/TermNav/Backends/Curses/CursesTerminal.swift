// TEMPORARY placeholder until the ncurses backend lands.
package struct TerminalError: Error, CustomStringConvertible {
    package var description: String { "no terminal backend yet" }
}

package final class CursesTerminal: Terminal {
    package static func open() throws -> CursesTerminal { throw TerminalError() }
    package var size: Size { Size(width: 80, height: 24) }
    package var supportsUnicode: Bool { true }
    package func draw(_ canvas: Canvas) {}
    package func readKey() -> Key? { nil }
    package func invalidate() {}
    package func close() {}
}
