extension View {
    /// Sets a preference for the views around this one to read, as SwiftUI's
    /// `preference(key:value:)`: it replaces what the views inside set for the key.
    /// - Parameters:
    ///   - key: The preference's key.
    ///   - value: Its value.
    /// - Returns: The view.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        builtIn(.preference(.write { $0.set(key, to: value) }))
    }

    /// Changes the preference the views inside set (its default where none did), as SwiftUI's
    /// `transformPreference(_:_:)`.
    /// - Parameters:
    ///   - key: The preference's key.
    ///   - callback: Changes the value in place.
    /// - Returns: The view.
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        builtIn(.preference(.write { $0.transform(key, callback) }))
    }

    /// Runs an action with the value the views inside set for a preference, when the view first
    /// appears and whenever the value changes, as SwiftUI's `onPreferenceChange(_:perform:)`.
    ///
    /// The action runs as `.onChange(of:)` actions do: after the frame's views are built, and a
    /// state it sets is drawn in the same frame. A value that keeps changing because of what its
    /// action does runs the action at most four times a frame.
    /// - Parameters:
    ///   - key: The preference's key.
    ///   - action: The action, given the value.
    /// - Returns: The view.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        builtIn(
            .preference(
                .onChange(read: { ObservedValue($0.value(of: key)) }) { value in
                    guard let value = value as? K.Value else { return }
                    action(value)
                }))
    }

    /// Draws a view made from a preference's value over this one, as SwiftUI's
    /// `overlayPreferenceValue(_:_:)`: the value the views inside set (the key's default where
    /// none did), placed by the alignment as `.overlay(alignment:content:)` places it.
    /// - Parameters:
    ///   - key: The preference's key.
    ///   - alignment: Where the overlay sits.
    ///   - transform: Makes the overlay from the value.
    /// - Returns: The view.
    public func overlayPreferenceValue<K: PreferenceKey, Overlay: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center,
        @ViewBuilder _ transform: @escaping (K.Value) -> Overlay
    ) -> some View {
        builtIn(.preference(.overlay({ transform($0.value(of: key)) }, alignment)))
    }

    /// Draws a view made from a preference's value behind this one, as SwiftUI's
    /// `backgroundPreferenceValue(_:_:)`: the value the views inside set (the key's default where
    /// none did), drawn as `.background(_:)` draws a view.
    /// - Parameters:
    ///   - key: The preference's key.
    ///   - alignment: Where the background sits; a background fills the view's cells.
    ///   - transform: Makes the background from the value.
    /// - Returns: The view.
    public func backgroundPreferenceValue<K: PreferenceKey, Background: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center,
        @ViewBuilder _ transform: @escaping (K.Value) -> Background
    ) -> some View {
        builtIn(.preference(.background { transform($0.value(of: key)) }))
    }
}
