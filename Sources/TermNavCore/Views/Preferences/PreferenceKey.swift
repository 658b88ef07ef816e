/// A value that views pass up to the views around them, as SwiftUI's `PreferenceKey`.
///
/// A view sets it with `.preference(key:value:)`; the views around read what their content set
/// with `.onPreferenceChange(_:perform:)`, `.overlayPreferenceValue(_:_:)` or
/// `.backgroundPreferenceValue(_:_:)`. Where several views inside set it, their values are
/// combined by ``reduce(value:nextValue:)`` in the order the views stand (top to bottom, leading
/// to trailing); where none does, the value is ``defaultValue``.
///
/// ```swift
/// struct ChapterTitle: PreferenceKey {
///     static let defaultValue = ""
///     static func reduce(value: inout String, nextValue: () -> String) {
///         if value.isEmpty { value = nextValue() }
///     }
/// }
/// ```
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value

    /// The value where no view inside sets one.
    static var defaultValue: Value { get }

    /// Combines the value set so far with the value of the next view in order.
    /// - Parameters:
    ///   - value: The value so far, changed in place.
    ///   - nextValue: The next view's value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil`, for an optional value.
    public static var defaultValue: Value { nil }
}
