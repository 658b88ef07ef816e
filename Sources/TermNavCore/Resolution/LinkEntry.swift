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
