/// How a link decides to push.
enum LinkActivation {
    /// Only when its row is activated (a plain `NavigationLink(destination:label:)`).
    case onActivate
    /// When a binding says so: `selection == tag`, or `isActive == true`. Activating the row
    /// sets the binding (`activate`); `deactivate` resets it when the pushed screen is popped,
    /// so the same link can push again.
    case bound(isActive: () -> Bool, activate: () -> Void, deactivate: () -> Void)
}

/// One link of a screen, as registered while the screen's views resolved.
struct LinkEntry {
    /// Where the link sits in its screen: its identity across frames.
    var path: ViewPath
    /// What it pushes.
    var destination: LinkDestination
    /// When it pushes.
    var activation: LinkActivation

    /// Whether a bound link's binding currently asks for its destination.
    var isActive: Bool {
        if case .bound(let isActive, _, _) = activation { return isActive() }
        return false
    }
}

/// A screen's link table, kept apart from row rendering: links register "where → destination"
/// as views resolve, rows draw only their labels, and the engine asks the table which bound
/// link (if any) wants to push.
final class LinkRegistry {
    private(set) var entries: [LinkEntry] = []

    /// Adds a link.
    func register(_ entry: LinkEntry) {
        entries.append(entry)
    }

    /// The first bound link whose binding asks for its destination, leaving out links the
    /// engine was told to ignore until they turn inactive.
    func firstActive(ignoring ignored: Set<ViewPath>) -> LinkEntry? {
        entries.first { $0.isActive && !ignored.contains($0.path) }
    }
}
