/// A value a view owns and changes, kept by TermNav between frames, as SwiftUI's `@State`.
///
/// TermNav keeps the value for as long as the view stays on its screen, and for as long as the
/// screen stays on the navigation stack: popping back finds it as it was left.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Tapped \(count) times") { count += 1 }
///     }
/// }
/// ```
@propertyWrapper
public struct State<Value> {
    let location: StateLocation<Value>

    /// Creates the state with its initial value.
    /// - Parameter wrappedValue: The value until the view first changes it.
    public init(wrappedValue: Value) {
        location = StateLocation(value: wrappedValue)
    }

    /// Creates the state with its initial value.
    /// - Parameter value: The value until the view first changes it.
    public init(initialValue value: Value) {
        location = StateLocation(value: value)
    }

    /// The current value; setting it redraws the views that show it.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the value, to hand to a child view (`$count`).
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates an optional state that starts as `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}
