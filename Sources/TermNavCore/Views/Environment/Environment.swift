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
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox()

    /// Creates the property for one value of the environment.
    /// - Parameter keyPath: The value's key path, such as `\.dismiss`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value where the view stands.
    public var wrappedValue: Value {
        (box.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

/// Where an `@Environment` property keeps the environment it was given.
final class EnvironmentBox {
    var values: EnvironmentValues?
}
