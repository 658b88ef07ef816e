import TermNavBenchKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs the key phases of several programs at once, one thread each, the programs taking turns
/// of a few keys: one program presses its keys of the turn, each written and its frame awaited,
/// then the next program presses its own, and so on. A slow spell of the machine, which lasts
/// seconds, then falls on every program alike, while only one program works at a time.
///
/// A turn is ``keysPerTurn`` keys rather than one: a program's key that comes right after the
/// other programs' keys likely finds less of its code and data in the caches. With turns of one key
/// every key did, and every program, the C floor too, measured more CPU per key than in the runs
/// before; with turns of twenty keys one key in twenty does.
enum Lockstep {
    /// The keys (and repaint checks, and bursts) a program takes in one turn.
    static let keysPerTurn = 20

    /// How one program's keys ended: what they gave, or why they stopped.
    typealias Ending = Result<KeyPhases.Outcome, BenchError>

    /// Runs the phases on each driver, in turns, starting with the first driver.
    /// - Parameters:
    ///   - drivers: The programs, each showing its first frame.
    ///   - phases: The keys to press in each.
    /// - Returns: Per driver, in order, what its keys gave or why they stopped.
    static func run(_ drivers: [TerminalListDriver], phases: KeyPhases) -> [Ending] {
        let turns = Turns(count: drivers.count)
        let results = Results(count: drivers.count)
        var threads: [pthread_t] = []
        for (index, driver) in drivers.enumerated() {
            let job = Job {
                defer { turns.leave(index) }
                let taking = TurnTakingDriver(inner: driver, turns: turns, index: index)
                do throws(BenchError) {
                    results.set(.success(try phases.run(on: taking)), at: index)
                } catch {
                    results.set(.failure(error), at: index)
                }
            }
            let context = Unmanaged.passRetained(job).toOpaque()
            var thread = pthread_t()
            let status = pthread_create(
                &thread, nil,
                { context in
                    guard let context else { return nil }
                    Unmanaged<Job>.fromOpaque(context).takeRetainedValue().work()
                    return nil
                }, context)
            if status == 0 {
                threads.append(thread)
            } else {
                Unmanaged<Job>.fromOpaque(context).release()
                results.set(
                    .failure(BenchError("cannot start a thread for \(driver.program.name)")), at: index)
                turns.leave(index)
            }
        }
        for thread in threads { pthread_join(thread, nil) }
        return results.values()
    }

    /// A thread's work, handed to `pthread_create` as its context.
    private final class Job: @unchecked Sendable {
        let work: () -> Void

        init(_ work: @escaping () -> Void) {
            self.work = work
        }
    }

    /// The outcome of each driver, each set by its own thread before it ends and read after
    /// every thread was joined.
    private final class Results: @unchecked Sendable {
        private var outcomes: [Ending?]
        private let lock = Monitor()

        init(count: Int) {
            outcomes = Array(repeating: nil, count: count)
        }

        func set(_ outcome: Ending, at index: Int) {
            lock.locked { outcomes[index] = outcome }
        }

        func values() -> [Ending] {
            lock.locked {
                outcomes.map { $0 ?? .failure(BenchError("the keys were not run")) }
            }
        }
    }
}

/// Whose turn it is among threads that take turns in a ring, and which of them still take part.
final class Turns: @unchecked Sendable {
    private let monitor = Monitor()
    /// Whether each participant still takes turns.
    private var taking: [Bool]
    /// The participant whose turn it is.
    private var current = 0

    /// Turns among `count` participants, the first one's turn first.
    init(count: Int) {
        taking = Array(repeating: true, count: count)
    }

    /// Waits until it is a participant's turn.
    func take(_ index: Int) {
        monitor.locked {
            while current != index { monitor.wait() }
        }
    }

    /// Ends a participant's turn: the next one taking part has its turn.
    func pass(_ index: Int) {
        monitor.locked {
            advance(from: index)
            monitor.broadcast()
        }
    }

    /// A participant takes no more turns; if it was its turn, the next one has it.
    func leave(_ index: Int) {
        monitor.locked {
            taking[index] = false
            if current == index { advance(from: index) }
            monitor.broadcast()
        }
    }

    private func advance(from index: Int) {
        guard !taking.isEmpty else { return }
        for step in 1...taking.count where taking[(index + step) % taking.count] {
            current = (index + step) % taking.count
            return
        }
    }
}

/// A `pthread` mutex and a condition on it, at fixed addresses.
final class Monitor: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs a closure with the mutex held.
    func locked<Value>(_ body: () throws -> Value) rethrows -> Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Waits for a broadcast, the mutex held (inside ``locked(_:)``).
    func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes every thread waiting, the mutex held (inside ``locked(_:)``).
    func broadcast() {
        pthread_cond_broadcast(condition)
    }
}

/// A driver that presses keys only in its turn (``Turns``): the first key, burst or repaint
/// check of a turn waits for it, and the turn passes on after ``Lockstep/keysPerTurn`` of them.
/// When the driver's thread ends, it leaves the turns (``Turns/leave(_:)``), in its turn or not.
final class TurnTakingDriver<Inner: ListDriver>: ListDriver {
    private let inner: Inner
    private let turns: Turns
    private let index: Int
    /// The keys taken in this turn; 0 when it is not this driver's turn.
    private var taken = 0

    init(inner: Inner, turns: Turns, index: Int) {
        self.inner = inner
        self.turns = turns
        self.index = index
    }

    var program: ProgramUnderTest { inner.program }

    var position: ListPosition? { inner.position }

    func press(_ key: BenchKey, expecting expectation: FrameExpectation) throws(BenchError) -> KeySample {
        try inTurn { () throws(BenchError) in try inner.press(key, expecting: expectation) }
    }

    func burst(_ count: Int, settlingOn row: Int) throws(BenchError) -> (milliseconds: Double, cpu: Double) {
        try inTurn { () throws(BenchError) in try inner.burst(count, settlingOn: row) }
    }

    func focusedRowContains(_ text: String) -> Bool {
        inTurn { inner.focusedRowContains(text) }
    }

    func repaintMatches() throws(BenchError) -> Bool? {
        try inTurn { () throws(BenchError) in try inner.repaintMatches() }
    }

    /// Does one thing of a turn: waits for this driver's turn unless it already has it, and
    /// counts the thing done (see ``counted()``).
    private func inTurn<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        if taken == 0 { turns.take(index) }
        defer { counted() }
        return try body()
    }

    /// Counts a key of the turn, and passes the turn on after the last.
    private func counted() {
        taken += 1
        if taken == Lockstep.keysPerTurn {
            taken = 0
            turns.pass(index)
        }
    }
}
