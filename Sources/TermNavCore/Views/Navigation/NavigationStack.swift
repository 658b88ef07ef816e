/// The root of a navigation stack, as SwiftUI's `NavigationStack`: its content is the first
/// screen, and links inside push more screens on top. Only the top screen is drawn.
///
/// Bound to a path (an array of one `Hashable` type, or a ``NavigationPath``), the stack is data:
/// it shows one screen per value, built by the `navigationDestination(for:destination:)` declared
/// for the value's type; a link with a `value:` appends to the path, Esc removes the last value,
/// and code that changes the path pushes and pops.
nonisolated public struct NavigationStack<Data, Root: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let root: Root
    let path: PathBinding?
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack whose pushed screens are not bound to a path.
    /// - Parameter root: The root screen.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// Creates a navigation stack that follows a path of values of any types.
    /// - Parameters:
    ///   - path: The path: one value per pushed screen.
    ///   - root: The root screen.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = PathBinding(
            get: { path.wrappedValue.elements },
            set: { path.wrappedValue = NavigationPath(elements: $0) },
            accepts: { _ in true })
    }
}

extension NavigationStack
where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
{
    /// Creates a navigation stack that follows a path of values of one type.
    /// - Parameters:
    ///   - path: The path: one value per pushed screen.
    ///   - root: The root screen.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = PathBinding(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) },
            accepts: { $0.base is Data.Element })
    }
}

/// A navigation stack's path, whatever its element type: read as values, written back as values.
struct PathBinding {
    /// The path's values, root-most first.
    let get: () -> [AnyHashable]
    /// Replaces the path's values.
    let set: ([AnyHashable]) -> Void
    /// Whether a value can be kept in the path (a typed path keeps only its own type).
    let accepts: (AnyHashable) -> Bool
}
