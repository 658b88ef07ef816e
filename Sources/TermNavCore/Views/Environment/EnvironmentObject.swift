/// An ``ObservableObject`` that a view above set with `.environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`: the view builds its body again when the object changes.
///
/// ```swift
/// struct Basket: View {
///     @EnvironmentObject var shop: Shop
///     var body: some View {
///         Text("\(shop.items.count) items")
///     }
/// }
/// ```
/// Reading it when no view above set one is a programmer error, and stops the app with a
/// message, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    let box = EnvironmentObjectBox<ObjectType>()

    /// Creates the property; TermNav finds the object where the view stands.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found: set one above with .environmentObject(_:)"
            )
        }
        return object
    }

    /// Bindings to the object's properties: `$shop.filter`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

/// Where an `@EnvironmentObject` keeps the object found for it.
final class EnvironmentObjectBox<ObjectType> {
    var object: ObjectType?
}
