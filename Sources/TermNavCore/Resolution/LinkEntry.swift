/// One link of a screen, as registered while the screen's views resolved.
struct LinkEntry {
    /// What a link pushes.
    enum Target {
        /// A destination view.
        case view(LinkDestination)
        /// A value for the stack's path; its screen comes from a `navigationDestination`.
        case value(LinkValue)
        /// Nothing: a link whose value is `nil`, drawn dim.
        case disabled
    }

    /// Where the link sits in its screen: its identity across frames.
    var path: ViewPath
    /// What it pushes.
    var target: Target
    /// When it pushes.
    var activation: LinkActivation
    /// The environment where the link stands, handed on to the screen it pushes.
    var environment: EnvironmentValues

    /// Whether a binding pushes the link (`.bound`): only such a link is ever active.
    var isBound: Bool {
        if case .bound = activation { return true }
        return false
    }

    /// Whether a bound link's binding currently asks for its destination.
    var isActive: Bool {
        switch activation {
        case .bound(let isActive, _, _): return isActive()
        case .onActivate: return false
        }
    }
}
