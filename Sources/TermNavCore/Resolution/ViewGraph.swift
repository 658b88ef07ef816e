/// One screen's views between frames: state storage and cached bodies, by view path.
///
/// A screen's graph lives as long as its stack entry, so popping back to a screen finds every
/// `@State` value and every cached body as it was left.
@MainActor
final class ViewGraph {
    private var records: [ViewPath: ViewRecord] = [:]
    /// Whether records are made afresh each time and never kept: for reading views once (every
    /// row's label, say) without the cost of remembering them.
    private let isEphemeral: Bool
    /// The frame being resolved; records not seen for a while and holding no state are dropped.
    private(set) var frame = 0
    /// The number of records at which stateless records are dropped without waiting for the
    /// frame's end: a burst of keys can resolve a row per key (its key handlers are asked) with
    /// no frame between them.
    private var pruneAt = ViewGraph.recordLimit

    /// The most records kept between frames before the stateless ones are let go: a few times
    /// the rows a screen keeps resolved.
    static let recordLimit = 4 * RowCache.limit

    /// Where the records' state changes are counted.
    let changes: StateChanges?
    /// The values `.onChange(of:)` and `.task(id:)` watch, by view path, with the frame that last
    /// saw each.
    var watched: [ViewPath: (value: Any, frame: Int)] = [:]
    /// The times each `.onPreferenceChange` reported a change in the frame being drawn, by view
    /// path; emptied as each frame starts (``startDrawnFrame()``).
    var preferenceUpdates: [ViewPath: Int] = [:]
    /// The identity each `.id(_:)` gave its view, by the modifier's path, with the frame that last
    /// saw it (``noteIdentity(_:at:)``).
    private var identities: [ViewPath: (id: AnyHashable, frame: Int)] = [:]
    /// The tasks of `.task` running, by view path, with the id each started for.
    var tasks: [ViewPath: (id: ObservedValue?, handle: Task<Void, Never>)] = [:]

    /// Creates a graph.
    /// - Parameters:
    ///   - ephemeral: Whether it forgets every view as soon as it is resolved.
    ///   - changes: Where its views' state changes are counted.
    init(ephemeral: Bool = false, changes: StateChanges? = nil) {
        isEphemeral = ephemeral
        self.changes = changes
    }

    /// The number of views remembered.
    var recordCount: Int { records.count }

    /// The record for a view, made on first use.
    func record(at path: ViewPath) -> ViewRecord {
        if isEphemeral { return ViewRecord(changes: nil) }
        if let record = records[path] {
            record.lastFrame = frame
            return record
        }
        if records.count >= pruneAt { dropStatelessRecords() }
        let record = ViewRecord(changes: changes)
        record.lastFrame = frame
        records[path] = record
        return record
    }

    /// Lets go of every record that holds no state, during a long run of keys: a view whose record
    /// went is given a new one, and its body made again, when it is next resolved. The next drop
    /// waits until the records have doubled, so a screen with many stateful views never drops on
    /// every new record.
    private func dropStatelessRecords() {
        records = records.filter { !$0.value.states.isEmpty }
        pruneAt = max(Self.recordLimit, 2 * records.count)
    }

    /// Notes the identity `.id(_:)` gives the view at `path` in this frame. When it had another,
    /// the records of the views inside under that one are let go, state and all: SwiftUI makes
    /// a new view of a view whose identity changed, and the old one's state never comes back,
    /// even when the identity does.
    /// - Parameters:
    ///   - id: The identity.
    ///   - path: The modifier's path; its content stands at `path` and then `.id(id)`.
    func noteIdentity(_ id: AnyHashable, at path: ViewPath) {
        guard !isEphemeral else { return }
        if let old = identities[path], old.id != id {
            let gone = path.appending(.id(old.id))
            records = records.filter { !$0.key.hasPrefix(gone) }
            watched = watched.filter { !$0.key.hasPrefix(gone) }
        }
        identities[path] = (id, frame)
    }

    /// Starts a new frame.
    func beginFrame() {
        frame += 1
    }

    /// Forgets cached bodies and stateless records of views not resolved in the latest frame
    /// (rows scrolled away, data gone), so memory follows what is on screen, not what was ever
    /// shown. It runs after each fresh resolution of a screen, which comes only when state
    /// changed, so walking the records costs nothing on a key that only moves the focus.
    func endFrame() {
        records = records.filter { $0.value.lastFrame == frame || !$0.value.states.isEmpty }
        pruneAt = max(Self.recordLimit, 2 * records.count)
        watched = watched.filter { $0.value.frame == frame }
        identities = identities.filter { $0.value.frame == frame }
        for record in records.values where record.lastFrame != frame {
            record.cachedBody = nil
        }
    }
}
