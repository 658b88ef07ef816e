import Foundation
import Testing

@testable import TermNav
@testable import TermNavCore
@testable import books

/// What the terminal writer costs on the books screen, printed to read by hand: never a timed
/// assertion (`docs/Performance.md`). It runs only when `TERMNAV_WRITER_COST` is set, and means
/// something only in a release build:
///
/// ```
/// TERMNAV_WRITER_COST=1 swift test -c release -Xswiftc -enable-testing --filter TerminalWriterCost
/// ```
///
/// `TERMNAV_WRITER_COST=80x24` measures one size, `80x24:moves` one kind of frame at it:
/// `moves` (Down moves the focus within the window), `scrolls` (Down scrolls the list) or
/// `repaint` (a frame over a cleared screen).
@MainActor @Suite(.enabled(if: ProcessInfo.processInfo.environment["TERMNAV_WRITER_COST"] != nil))
struct TerminalWriterCostTests {
    /// The sizes and the kind of frame asked for.
    static var request: (sizes: [(width: Int, height: Int)], kind: String?) {
        let value = ProcessInfo.processInfo.environment["TERMNAV_WRITER_COST"] ?? ""
        let fields = value.split(separator: ":").map(String.init)
        let size = (fields.first ?? "").split(separator: "x").compactMap { Int($0) }
        let sizes = size.count == 2 ? [(size[0], size[1])] : [(80, 24), (200, 60)]
        return (sizes, fields.count > 1 ? fields[1] : nil)
    }

    /// The frames of `books --generate 1000000`, the first one first, then one after each of
    /// `keys` Down keys.
    static func booksFrames(width: Int, height: Int, keys: Int) -> [Canvas] {
        let terminal = HeadlessTerminal(size: Size(width: width, height: height))
        let session = AppSession(
            root: BooksList(books: SyntheticBooks(count: 1_000_000)), keyMap: .standard, terminal: terminal)
        session.drawFrame()
        var frames = [terminal.canvas]
        for _ in 0..<keys {
            session.handle(.key(KeyPress(.downArrow)))
            session.drawFrame()
            frames.append(terminal.canvas)
        }
        return frames
    }

    /// Microseconds and bytes per frame, `count` frames, each drawn over the one before it in
    /// `frames`, or over a cleared screen when `repaint`.
    static func cost(of frames: [Canvas], repaint: Bool, count: Int) -> (microseconds: Double, bytes: Int) {
        var writer = TerminalWriter(capabilities: XtermCapabilities.make(colorCount: 256), unicode: true)
        let size = Size(width: frames[0].width, height: frames[0].height)
        _ = writer.frame(frames[0], over: nil, size: size)
        var bytes = 0
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for index in 0..<count {
                let next = 1 + index % (frames.count - 1)
                bytes += writer.frame(frames[next], over: repaint ? nil : frames[next - 1], size: size).count
            }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (seconds * 1e6 / Double(count), bytes / count)
    }

    @Test func printWhatFramesCost() {
        for (width, height) in Self.request.sizes {
            // The first keys move the focus down the window; once it reaches the bottom, each
            // key scrolls the list.
            let frames = Self.booksFrames(width: width, height: height, keys: height + 40)
            let moves = Array(frames[0...(height - 8)])
            let scrolls = Array(frames[(height + 1)...])
            let kinds = [
                ("moves", moves, false, 10_000), ("scrolls", scrolls, false, 10_000),
                ("repaint", moves, true, 1_000),
            ]
            for (kind, frames, repaint, count) in kinds where Self.request.kind.map({ $0 == kind }) ?? true {
                let (microseconds, bytes) = Self.cost(of: frames, repaint: repaint, count: count)
                let figure = String(format: "%.1f", microseconds)
                print(
                    "terminal writer, books \(width)x\(height), \(kind): \(figure) µs, \(bytes) bytes a frame"
                )
            }
        }
    }
}
