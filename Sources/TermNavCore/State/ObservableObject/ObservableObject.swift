/// A class whose changes redraw the views that hold it, as Combine's `ObservableObject` in
/// SwiftUI (Linux has no Combine; this is TermNav's own).
///
/// Mark the properties that matter `@Published`; a view holding the object through
/// `@StateObject`, `@ObservedObject` or `@EnvironmentObject` builds its body again after any of
/// them changes, or after `objectWillChange.send()`.
///
/// ```swift
/// final class Library: ObservableObject {
///     @Published var books: [String] = []
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// Tells the views holding the object that it is about to change.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The object's publisher, shared by its `@Published` properties, made on first use.
    public var objectWillChange: ObservableObjectPublisher {
        PublisherSlot.publisher(for: self)
    }
}
