/// Where a view sits in its screen: the chain of positions, types and identities from the root.
///
/// Paths key the view graph's records and the screen's hooks, so every view resolved looks one
/// up, and every view resolved makes one a step longer than its parent's. A path is a chain of
/// steps, each pointing to its parent's, so a step costs the same however deep the view is, and
/// a path shares its steps with its parent's and its siblings'. Each step keeps a digest of the
/// path to it; a path hashes as that digest, and paths that differ are told apart by their
/// digests or lengths before their steps are compared.
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

    /// The last step of a path, and through its parent the steps before it.
    private final class Step {
        /// The step before; `nil` for a path's first.
        let parent: Step?
        /// Where this step goes.
        let component: Component
        /// A digest of the path to this step.
        let digest: Int
        /// The number of steps to this one, this one included.
        let depth: Int

        init(parent: Step?, component: Component, digest: Int, depth: Int) {
            self.parent = parent
            self.component = component
            self.digest = digest
            self.depth = depth
        }
    }

    /// The last step; `nil` for the root's path.
    private var last: Step?

    /// The root's path, of no steps.
    init() {}

    private init(last: Step) {
        self.last = last
    }

    /// This path with one more step.
    func appending(_ component: Component) -> ViewPath {
        let parentDigest = last?.digest ?? 0
        let componentHash: Int
        switch component {
        // Positions and types are mixed in without a hasher: the digest is hashed again
        // wherever a path keys a dictionary, so it only has to tell paths apart.
        case .index(let index): componentHash = index &* 0x2545_F491_4F6C_DD1D
        case .type(let type): componentHash = type.hashValue
        case .id(let id): componentHash = id.hashValue
        }
        let digest =
            ((parentDigest &* 0x0000_0100_0000_01B3) ^ componentHash)
            &+ Int(bitPattern: 0x9E37_79B9_7F4A_7C15)
        return ViewPath(
            last: Step(parent: last, component: component, digest: digest, depth: (last?.depth ?? 0) + 1))
    }

    /// Whether this path is `prefix` or goes on from it: the view at it is inside `prefix`'s.
    func hasPrefix(_ prefix: ViewPath) -> Bool {
        let depth = prefix.last?.depth ?? 0
        var step = last
        while let current = step, current.depth > depth { step = current.parent }
        return (step.map(ViewPath.init(last:)) ?? ViewPath()) == prefix
    }

    static func == (lhs: ViewPath, rhs: ViewPath) -> Bool {
        var left = lhs.last
        var right = rhs.last
        guard left?.digest == right?.digest, left?.depth == right?.depth else { return false }
        while let leftStep = left, let rightStep = right {
            // A step shared is the same path from there to the root.
            if leftStep === rightStep { return true }
            guard leftStep.digest == rightStep.digest, leftStep.component == rightStep.component else {
                return false
            }
            left = leftStep.parent
            right = rightStep.parent
        }
        return left == nil && right == nil
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(last?.digest ?? 0)
    }
}
