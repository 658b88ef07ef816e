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
    }

    private(set) var components: [Component] = []

    /// This path with one more step.
    func appending(_ component: Component) -> ViewPath {
        var copy = self
        copy.components.append(component)
        return copy
    }
}
