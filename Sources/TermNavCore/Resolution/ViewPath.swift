/// Where a view sits in its screen: the chain of positions, types and identities from the root.
///
/// Paths key the view graph's records and the screen's hooks, so every view resolved looks one
/// up. A path keeps a digest of its steps, grown with them, and hashes as that digest: a lookup
/// costs one step however deep the view is, and paths that differ are told apart by their digests
/// before their steps are compared.
struct ViewPath: Hashable {
    /// One step down the view tree.
    enum Component: Hashable {
        /// The n-th child of a container.
        case index(Int)
        /// A user view of this type.
        case type(ObjectIdentifier)
        /// A `ForEach` element with this identity.
        case id(AnyHashable)
    }

    private(set) var components: [Component] = []
    /// A hash of the steps, each folded in as it is appended.
    private var digest = 0

    /// This path with one more step.
    func appending(_ component: Component) -> ViewPath {
        var copy = self
        copy.components.append(component)
        var hasher = Hasher()
        hasher.combine(digest)
        hasher.combine(component)
        copy.digest = hasher.finalize()
        return copy
    }

    static func == (lhs: ViewPath, rhs: ViewPath) -> Bool {
        lhs.digest == rhs.digest && lhs.components == rhs.components
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}
