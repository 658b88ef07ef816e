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

/// Where a `@State` value lives. A fresh view value carries a fresh location, which TermNav
/// points at the stored one before the view's body is built.
final class StateLocation<Value> {
    private var ownValue: Value
    private var stored: StateLocation<Value>?
    /// The view whose body reads this state; marked dirty when the value changes.
    weak var owner: ViewRecord?

    init(value: Value) {
        ownValue = value
    }

    var value: Value {
        get { stored?.value ?? ownValue }
        set {
            if let stored {
                stored.value = newValue
            } else {
                ownValue = newValue
                owner?.isDirty = true
            }
        }
    }

    /// Points this location at the graph's storage for `name`, storing it there the first time.
    func link(into record: ViewRecord, name: String) {
        if let existing = record.states[name] as? StateLocation<Value>, existing !== self {
            stored = existing
        } else {
            stored = nil
            owner = record
            record.states[name] = self
        }
    }
}

/// A property that TermNav links to its screen's storage before a view's body is built.
protocol DynamicStorage {
    func link(into record: ViewRecord, name: String)
}

extension State: DynamicStorage {
    func link(into record: ViewRecord, name: String) {
        location.link(into: record, name: name)
    }
}
