import Synchronization

/// Where the focus is, as a value a view owns, as SwiftUI's `@FocusState`: a `Bool` for one
/// focusable view, or an optional value naming which of several has the focus.
///
/// Tie it to views with `.focused(_:)` and `.focused(_:equals:)`. Moving the focus (arrows,
/// Tab) sets it; setting it moves the focus to the view it names, on the next frame.
///
/// ```swift
/// enum Field { case name, email }
/// @FocusState private var field: Field?
///
/// List {
///     Button("Name") { }.focused($field, equals: .name)
///     Button("Email") { }.focused($field, equals: .email)
/// }
/// .onAppear { field = .email }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable> {
    /// A binding to a focus state, handed to `.focused(_:)` and `.focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        /// Where the state's value is kept.
        let location: StateLocation<Value>
        /// The value meaning no focus: `false`, or `nil`.
        let unfocused: Value

        /// The state's value.
        public var wrappedValue: Value {
            get { location.value }
            nonmutating set { location.value = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    /// The state's storage.
    let state: State<Value>
    /// The value meaning no focus: `false`, or `nil`.
    let unfocused: Value

    /// Which view has the focus: `true` or the value naming it while one tied to the state has
    /// it, `false` or `nil` otherwise. Setting it moves the focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the state, for `.focused(_:)` and `.focused(_:equals:)` (`$field`).
    public var projectedValue: Binding {
        Binding(location: state.location, unfocused: unfocused)
    }

    // The initializers are declared here, not in extensions, so that `@FocusState var x: Bool`
    // and `@FocusState var field: Field?` need no initial value, as in SwiftUI.

    /// A focus state for one view: `false` until it has the focus.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
        unfocused = false
        FocusStates.declared.store(true, ordering: .relaxed)
    }

    /// A focus state naming which of several views has the focus: `nil` until one has it.
    public init<Wrapped: Hashable>() where Value == Wrapped? {
        state = State(wrappedValue: nil)
        unfocused = nil
        FocusStates.declared.store(true, ordering: .relaxed)
    }
}

/// Whether the app has declared any focus state: until it has, no frame looks for views tied
/// to one.
enum FocusStates {
    /// Set once the first `@FocusState` is made.
    static let declared = Atomic<Bool>(false)
}
