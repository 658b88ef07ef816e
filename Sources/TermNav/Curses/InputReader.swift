import TermNavCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the keyboard and the resize notices, without ncurses: `poll(2)` on standard input, the
/// ``ResizeSignal`` pipe, the ``WakePipe`` and the main dispatch queue (``MainQueueService``),
/// `read(2)`, and a ``KeyDecoder``. While it waits, the work queued on the main actor runs.
///
/// Waiting blocks in `poll` with no timeout, so an idle app uses no CPU. The only timed waits are
/// for the rest of an escape sequence split across reads (``escapeDelay``) and for the main run
/// loop's next timer, when the app scheduled one; a lone Esc never waits. Everything read is
/// decoded at once and queued, so a paste or a held key is taken in batches:
/// ``nextEvent(waiting:)`` without waiting hands out the queue, then reads whatever has already
/// arrived, and says "none" rather than wait. When the read it last made took all
/// there was (less than a full buffer) and ended no sequence half-way, it says "none" without
/// asking the system again: what arrived since is read by the next wait, at once. So a key costs
/// one `poll` and one `read`. Every call is safe against `EINTR`.
///
/// The terminal's answers to TermNav's questions come in among the keys, and are never keys
/// (``KeyDecoder``): ``awaitBackground(within:)`` waits a few milliseconds for the answer to the
/// question of the terminal's background colour as the app starts, keeping the keys typed
/// meanwhile; an answer that comes later is reported as ``InputEvent/colorScheme(_:)``.
struct InputReader {
    /// How long to wait for the rest of an escape sequence split across reads, in milliseconds,
    /// when `ESCDELAY` does not say.
    ///
    /// Only a split sequence waits (`ESC [` or `ESC [ 1 ;` at the end of a read, with nothing more
    /// to read); a lone `ESC` is Esc at once. A terminal sends a key's sequence in one write, so
    /// a split means the bytes were held up on the way (a slow link, a busy multiplexer): 50 ms
    /// covers such hiccups and is too short for anyone to notice in the rare case of a sequence
    /// that really is cut short, such as Alt-[ typed alone, which is discarded.
    static let defaultEscapeDelay: Int32 = 50
    /// How long a paste under way may go without a byte before the text so far is taken as the
    /// whole paste, in milliseconds: a terminal sends a paste as fast as it can, its end marker
    /// last, so this is only ever reached when the marker was lost.
    static let pasteDelay: Int32 = 1000
    /// The bytes taken by one read: the size of the tty's input buffer.
    static let readSize = 4096

    /// The descriptor keys are read from: standard input.
    private let input: Int32
    /// The read end of the resize pipe; -1 for none, or once it fails.
    private var resizeNotices: Int32
    /// The read end of the wake pipe; -1 for none, or once it fails.
    private var wakeNotices: Int32
    /// The main actor and the main dispatch queue, served while waiting; `nil` for none.
    private let mainQueue: MainQueueService?
    /// How long to wait for the rest of a split sequence, in milliseconds.
    let escapeDelay: Int32
    /// The decoder, holding any incomplete tail.
    private var decoder: KeyDecoder
    /// Events decoded and not yet handed out, from `head` on.
    private var queue: [InputEvent] = []
    /// The next event of `queue` to hand out.
    private var head = 0
    /// Whether input has ended: end of file, a hang-up, or an error reading.
    private(set) var hasEnded = false
    /// Whether the last read took everything there was to read, and nothing was waited for since:
    /// then a look for more without waiting finds none worth a system call.
    private var lastReadTookAll = false
    /// Where reads land.
    private var buffer = [UInt8](repeating: 0, count: readSize)
    /// Whether the terminal was asked for its background colour and has not answered: its first
    /// answer is taken, and any other discarded.
    private var awaitsBackground = false

    /// A reader of a terminal.
    /// - Parameters:
    ///   - input: The descriptor to read keys from; standard input by default.
    ///   - resizeNotices: The read end of the resize pipe (``ResizeSignal/install()``); `nil`
    ///     when resizes are not watched.
    ///   - wakeNotices: The read end of the wake pipe (``WakePipe``), readable when the run loop
    ///     has work of its own; `nil` when nothing but input wakes the wait.
    ///   - mainQueue: The main queue to serve while waiting (``MainQueueService``); `nil` for
    ///     none.
    ///   - escapeDelay: How long to wait for the rest of a split sequence, in milliseconds.
    ///   - terminfoKeys: The terminal's own key strings (``TerminfoKeys``).
    init(
        input: Int32 = STDIN_FILENO, resizeNotices: Int32?, wakeNotices: Int32? = nil,
        mainQueue: MainQueueService? = nil, escapeDelay: Int32 = defaultEscapeDelay,
        terminfoKeys: [[UInt8]: KeyPress] = [:]
    ) {
        self.input = input
        self.resizeNotices = resizeNotices ?? -1
        self.wakeNotices = wakeNotices ?? -1
        self.mainQueue = mainQueue
        self.escapeDelay = max(0, escapeDelay)
        decoder = KeyDecoder(terminfoKeys: terminfoKeys)
    }

    /// The escape delay the environment asks for: `ESCDELAY` in milliseconds, as ncurses reads it.
    /// - Returns: Its value when it is a whole number from 0 up, else ``defaultEscapeDelay``.
    static func environmentEscapeDelay() -> Int32 {
        guard let raw = getenv("ESCDELAY"), let value = Int32(String(cString: raw)), value >= 0 else {
            return defaultEscapeDelay
        }
        return value
    }

    /// The next input event.
    /// - Parameter waiting: Whether to wait for one. When `true`, blocks until an event comes
    ///   (waiting at most ``escapeDelay`` for the rest of a split sequence); when `false`,
    ///   returns an event already read or readable now, and never waits: right after a read that
    ///   took all there was, only an event already read.
    /// - Returns: The event; `nil` when input has ended and, if not waiting, when none is there.
    mutating func nextEvent(waiting: Bool) -> InputEvent? {
        while true {
            if head < queue.count {
                let event = queue[head]
                head += 1
                if head == queue.count {
                    queue.removeAll(keepingCapacity: true)
                    head = 0
                }
                return event
            }
            if hasEnded { return nil }
            let pending = decoder.pending
            if !waiting, pending == .nothing, lastReadTookAll {
                lastReadTookAll = false
                return nil
            }
            lastReadTookAll = false
            let timeout: Int32
            switch pending {
            case .nothing: timeout = waiting ? (mainQueue?.timeout() ?? -1) : 0
            case .loneEscape: timeout = 0
            case .incompleteSequence: timeout = waiting ? escapeDelay : 0
            case .paste: timeout = waiting ? Self.pasteDelay : 0
            }
            switch wait(timeout: timeout) {
            case .interrupted:
                continue
            case .timedOut:
                if pending == .loneEscape
                    || (waiting && (pending == .incompleteSequence || pending == .paste))
                {
                    queue += decoder.expireEvents()
                } else if !waiting {
                    return nil
                } else if let mainQueue {
                    // A timer of the main run loop is due.
                    mainQueue.drain()
                    queue.append(.wake)
                }
            case .ready(let keys, let resized, let woken, let mainQueueReady):
                if mainQueueReady, let mainQueue {
                    mainQueue.drain()
                    queue.append(.wake)
                }
                if resized {
                    if !ResizeSignal.drain(resizeNotices) { resizeNotices = -1 }
                    queue.append(.resize)
                }
                if woken {
                    if !ResizeSignal.drain(wakeNotices) { wakeNotices = -1 }
                    queue.append(.wake)
                }
                if keys {
                    readKeys()
                    takeLateAnswers()
                }
            case .failed:
                end()
            }
        }
    }

    /// What a wait found.
    private enum WaitResult {
        /// A signal interrupted it.
        case interrupted
        /// Nothing arrived in time.
        case timedOut
        /// Keys (or the end of input) are there to read, a resize notice or a wake-up (or a pipe
        /// failed), or work waits on the main queue.
        case ready(keys: Bool, resized: Bool, woken: Bool, mainQueue: Bool)
        /// Polling failed, or standard input is no longer open.
        case failed
    }

    /// Waits until input, a resize notice, a wake-up or the main queue is readable. A
    /// descriptor that is not there (-1) is left out: `poll` ignores negative descriptors.
    /// - Parameter timeout: Milliseconds; -1 for no limit, 0 not to wait.
    private func wait(timeout: Int32) -> WaitResult {
        // On the stack: a wait comes with every key.
        var descriptors = (
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: resizeNotices, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeNotices, events: Int16(POLLIN), revents: 0),
            pollfd(fd: mainQueue?.descriptor ?? -1, events: Int16(POLLIN), revents: 0)
        )
        let count = withUnsafeMutableBytes(of: &descriptors) { bytes in
            poll(bytes.baseAddress?.assumingMemoryBound(to: pollfd.self), 4, timeout)
        }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? .interrupted : .failed }
        if count == 0 { return .timedOut }
        let inputEvents = Int32(descriptors.0.revents)
        if inputEvents & Int32(POLLNVAL) != 0 { return .failed }
        let keys = inputEvents & Int32(POLLIN | POLLHUP | POLLERR) != 0
        let resized = resizeNotices >= 0 && descriptors.1.revents != 0
        let woken = wakeNotices >= 0 && descriptors.2.revents != 0
        let mainQueueReady = descriptors.3.fd >= 0 && descriptors.3.revents != 0
        return .ready(keys: keys, resized: resized, woken: woken, mainQueue: mainQueueReady)
    }

    /// Waits for the terminal's answer to the question of its background colour, just asked
    /// (``TerminalBackground/question``), reading the keys that come meanwhile, which are handed
    /// out afterwards in the order they were typed.
    ///
    /// The wait ends with the answer, with the answer to the device-attributes question asked
    /// after it (the terminal does not know the first), or after `limit`, when input ends or
    /// polling fails. An answer that comes after it is taken as the terminal's colour scheme
    /// then (``InputEvent/colorScheme(_:)``).
    /// - Parameter limit: The longest wait.
    /// - Returns: The scheme of the background colour the terminal answered; `nil` when it did
    ///   not answer in time.
    mutating func awaitBackground(within limit: Duration) -> ColorScheme? {
        awaitsBackground = true
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while !hasEnded {
            let left = clock.now.duration(to: deadline)
            guard left > .zero else { return nil }
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let count = poll(&descriptor, 1, Int32((left / .milliseconds(1)).rounded(.up)))
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { return nil }
            readKeys()
            for answer in decoder.takeAnswers() {
                switch answer {
                case .background(let color):
                    awaitsBackground = false
                    return ColorScheme(background: color)
                case .deviceAttributes:
                    return nil
                }
            }
        }
        return nil
    }

    /// Takes the answers the terminal sent among the keys: the background colour it was asked
    /// for, which comes after ``awaitBackground(within:)`` gave up, is queued as its colour
    /// scheme; any other answer is discarded.
    private mutating func takeLateAnswers() {
        for answer in decoder.takeAnswers() {
            switch answer {
            case .background(let color):
                guard awaitsBackground else { break }
                awaitsBackground = false
                queue.append(.colorScheme(ColorScheme(background: color)))
            case .deviceAttributes:
                break
            }
        }
    }

    /// Whether standard input has bytes to read right now.
    private func isReadable() -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        while true {
            let count = poll(&descriptor, 1, 0)
            if count < 0, errno == EINTR { continue }
            return count > 0 && Int32(descriptor.revents) & Int32(POLLIN) != 0
        }
    }

    /// Reads what standard input has and decodes it; input ends at end of file or an error.
    private mutating func readKeys() {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count > 0 {
                // Only a read that ends in ESC (or `ESC ]`) can leave a lone Esc (or Alt-]) whose
                // meaning depends on whether more is readable: any other read needs no look.
                let last = buffer[count - 1]
                let mayGoOn = last == 0x1B || last == UInt8(ascii: "]")
                decoder.decodeEvents(buffer[0..<count], moreReadable: mayGoOn && isReadable(), into: &queue)
                lastReadTookAll = count < buffer.count
                return
            }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return }
            end()
            return
        }
    }

    /// Queues decoded keys.
    private mutating func enqueue(_ keys: [KeyPress]) {
        for key in keys {
            queue.append(.key(key))
        }
    }

    /// Notes that input has ended, after a lone Esc (or a paste) read before the end.
    private mutating func end() {
        queue += decoder.expireEvents()
        hasEnded = true
    }
}
