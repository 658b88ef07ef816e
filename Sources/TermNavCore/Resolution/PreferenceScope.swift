/// The preference values set inside one preference modifier's content, gathered in order as the
/// content resolves: each view that sets values adds them after those of the views before it
/// (``PreferenceValues/append(_:)``), so siblings combine in the order they stand, as SwiftUI's
/// `reduce` says.
///
/// A reference, so that what a `ForEach` builds out for its stack adds to the scope its stack
/// stands in.
final class PreferenceScope {
    /// The values gathered so far.
    var values = PreferenceValues()
}
