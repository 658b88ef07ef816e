import Observation

/// A value read from the environment, as SwiftUI's `@Environment`:
///
/// ```swift
/// struct Details: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View {
///         Button("Done") { dismiss() }
///     }
/// }
/// ```
/// TermNav sets the property before the view's body is built, from the environment where the
/// view stands.
///
/// An `@Observable` object set with `.environment(_:)` is read by its type:
/// `@Environment(Library.self) private var library`.
@propertyWrapper
public struct Environment<Value> {
    let read: (EnvironmentValues) -> Value
    let box = EnvironmentBox()

    /// Creates the property for one value of the environment.
    /// - Parameter keyPath: The value's key path, such as `\.dismiss`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Creates the property for the `@Observable` object of a type that a view above set with
    /// `.environment(_:)`; reading it when none was set is a programmer error, and stops the app
    /// with a message, as in SwiftUI.
    /// - Parameter objectType: The object's type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.object(of: objectType) else {
                fatalError("No \(objectType) in the environment: set one above with .environment(_:)")
            }
            return object
        }
    }

    /// Creates the property for the `@Observable` object of a type that a view above set with
    /// `.environment(_:)`, or `nil` when none did.
    /// - Parameter objectType: The object's type.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        read = { $0.object(of: objectType) }
    }

    /// The value where the view stands.
    public var wrappedValue: Value {
        read(box.values ?? EnvironmentValues())
    }
}

/// Where an `@Environment` property keeps the environment it was given.
final class EnvironmentBox {
    var values: EnvironmentValues?
}
