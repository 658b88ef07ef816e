import Observation

extension View {
    /// Sets a value of the environment for this view and everything inside it, including the
    /// screens its links push.
    /// - Parameters:
    ///   - keyPath: The value's key path, such as `\.accent`.
    ///   - value: The value.
    /// - Returns: The view.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        builtIn(.environment { $0[keyPath: keyPath] = value })
    }

    /// Puts an `@Observable` object in the environment of this view and everything inside it,
    /// including the screens its links push, read there with `@Environment(Type.self)`.
    /// - Parameter object: The object, or `nil` to remove one set above.
    /// - Returns: The view.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        builtIn(.environment { $0.setObject(object) })
    }

    /// Puts an ``ObservableObject`` in the environment of this view and everything inside it,
    /// including the screens its links push, read there with `@EnvironmentObject`.
    /// - Parameter object: The object.
    /// - Returns: The view.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        builtIn(.environment { $0.setObject(object) })
    }
}
