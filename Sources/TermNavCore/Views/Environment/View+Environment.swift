extension View {
    /// Sets a value of the environment for this view and everything inside it, including the
    /// screens its links push.
    /// - Parameters:
    ///   - keyPath: The value's key path, such as `\.accent`.
    ///   - value: The value.
    /// - Returns: The view.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(.environment { $0[keyPath: keyPath] = value })
    }
}
