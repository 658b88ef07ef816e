extension View {
    /// Tags this view with a value: in a list made with `selection:`, Enter on the row chooses
    /// this value. Rows without a tag use their `NavigationLink`'s value or their `ForEach`
    /// element's id.
    /// - Parameter tag: The value.
    /// - Returns: The view.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        builtIn(.tag(AnyHashable(tag)))
    }

    /// Tags this view with a value, or with none when the value is `nil` and `includeOptional`
    /// is false.
    /// - Parameters:
    ///   - tag: The value.
    ///   - includeOptional: Whether a `nil` value still tags the view.
    /// - Returns: The view.
    public func tag<V: Hashable>(_ tag: V?, includeOptional: Bool) -> some View {
        builtIn(tag == nil && !includeOptional ? .tag(nil) : .tag(AnyHashable(tag)))
    }
}
