/// A list of values standing for the screens pushed on a navigation stack, of any mix of types,
/// as SwiftUI's `NavigationPath`.
///
/// Bind one to a ``NavigationStack`` and the stack follows it: appending a value pushes the
/// screen its `navigationDestination(for:destination:)` builds, removing values pops.
/// ```swift
/// @State private var path = NavigationPath()
/// …
/// NavigationStack(path: $path) { … }
/// Button("Pop to root") { path = NavigationPath() }
/// ```
public struct NavigationPath: Equatable {
    /// The values, root-most first.
    var elements: [AnyHashable]

    /// Creates an empty path.
    public init() {
        elements = []
    }

    /// Creates a path from a sequence of values, root-most first.
    /// - Parameter elements: The values.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    init(elements: [AnyHashable]) {
        self.elements = elements
    }

    /// The number of values: the number of screens pushed above the root.
    public var count: Int { elements.count }

    /// Whether the path is empty: the root screen is shown.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a value: its screen is pushed.
    /// - Parameter value: The value.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes values from the end: their screens are popped. Removing more than there are
    /// empties the path.
    /// - Parameter count: How many to remove; one by default.
    public mutating func removeLast(_ count: Int = 1) {
        elements.removeLast(min(max(0, count), elements.count))
    }
}
