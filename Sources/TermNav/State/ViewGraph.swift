/// Where a view sits in its screen: the chain of positions, types and identities from the root.
struct ViewPath: Hashable {
    /// One step down the view tree.
    enum Component: Hashable {
        /// The n-th child of a container.
        case index(Int)
        /// A user view of this type.
        case type(ObjectIdentifier)
        /// A `ForEach` element with this identity.
        case id(AnyHashable)
        /// A row of a list segment.
        case row(Int)
    }

    private(set) var components: [Component] = []

    /// This path with one more step.
    func appending(_ component: Component) -> ViewPath {
        var copy = self
        copy.components.append(component)
        return copy
    }
}

/// What the engine remembers of one user view between frames: its `@State` storage and the
/// body it last built, reused until its state changes.
final class ViewRecord {
    /// `@State` storage, by property name.
    var states: [String: AnyObject] = [:]
    /// The body built last time, reused while nothing it depends on changed.
    var cachedBody: Any?
    /// Set when the view's own state changed: its body must be built again.
    var isDirty = false
    /// The frame in which the view was last resolved.
    var lastFrame = 0
}

/// One screen's views between frames: state storage and cached bodies, by view path.
///
/// A screen's graph lives as long as its stack entry, so popping back to a screen finds every
/// `@State` value and every cached body as it was left.
final class ViewGraph {
    private var records: [ViewPath: ViewRecord] = [:]
    /// The frame being resolved; records not seen for a while and holding no state are dropped.
    private(set) var frame = 0

    /// The record for a view, made on first use.
    func record(at path: ViewPath) -> ViewRecord {
        if let record = records[path] {
            record.lastFrame = frame
            return record
        }
        let record = ViewRecord()
        record.lastFrame = frame
        records[path] = record
        return record
    }

    /// Starts a new frame.
    func beginFrame() {
        frame += 1
    }

    /// Forgets cached bodies and stateless records of views not resolved in the latest frame
    /// (rows scrolled away), so memory follows what is on screen, not what was ever shown.
    func endFrame() {
        guard records.count > 512 else { return }
        records = records.filter { $0.value.lastFrame == frame || !$0.value.states.isEmpty }
        for record in records.values where record.lastFrame != frame {
            record.cachedBody = nil
        }
    }
}
