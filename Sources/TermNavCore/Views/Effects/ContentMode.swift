/// Whether content fits in or fills its frame, as SwiftUI's `ContentMode`: for
/// `.aspectRatio(contentMode:)`, which a terminal ignores.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Fits inside the frame.
    case fit
    /// Fills the frame.
    case fill
}
