/// An ``ObservableObject`` a view creates and owns, as SwiftUI's `@StateObject`: made once, the
/// first time the view is shown, and kept as long as the view stays on its screen.
///
/// ```swift
/// struct LibraryView: View {
///     @StateObject private var library = Library()
///     var body: some View {
///         List(library.books, id: \.self) { Text($0) }
///     }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    let box: StateObjectBox<ObjectType>

    /// Creates the property; the object is made when the view is first shown.
    /// - Parameter thunk: Makes the object.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(make: thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties: `$library.filter`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: box.object)
    }
}

/// Where a `@StateObject` keeps its object; a fresh view value's box points at the stored one.
final class StateObjectBox<ObjectType> {
    private let make: () -> ObjectType
    private var own: ObjectType?
    /// The box this one stands for, when an earlier one is already stored.
    var stored: StateObjectBox<ObjectType>?

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    /// The object: the stored box's, or this box's own, made on first use.
    var object: ObjectType {
        if let stored { return stored.object }
        if let own { return own }
        let object = make()
        own = object
        return object
    }
}
