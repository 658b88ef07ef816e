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
        switch activation {
        case .bound(let isActive, _, _): return isActive()
        case .onActivate: return false
        }
    }
}

/// A screen a link can push: its root view, built when the link is followed.
struct LinkDestination {
    let makeView: () -> any View

    init<V: View>(_ view: V) {
        makeView = { view }
    }
}
