import Foundation

/// A value of a view's geometry passed up to a view around it, as SwiftUI's `Anchor`:
/// unavailable, since a view's cells are known only when the screen is laid out, after every
/// preference has been read. `.preference(key:value:)` passes values that are not geometry.
@available(
    *, unavailable,
    message:
        "Anchor: a view's cells are known only after preferences are read; pass a value with .preference(key:value:)"
)
public struct Anchor<Value> {
    /// Where an anchor is read from: unavailable.
    public struct Source {
        /// Unavailable.
        public static var bounds: Source { Source() }
    }
}

extension View {
    /// Passes a view's geometry up as a preference, as SwiftUI's `anchorPreference`:
    /// unavailable, as ``Anchor`` is.
    /// - Parameters:
    ///   - key: The preference's key.
    ///   - value: Where the anchor is read from.
    ///   - transform: Makes the preference's value from the anchor.
    /// - Returns: The view.
    @available(
        *, unavailable,
        message:
            "anchorPreference(key:value:transform:): a view's cells are known only after preferences are read; pass a value with .preference(key:value:)"
    )
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        self
    }
}
