/// A type whose drawing depends on a value that could animate, as SwiftUI's `Animatable`: a view,
/// a shape or a modifier that names that value `animatableData`.
///
/// SwiftUI steps `animatableData` from the old value to the new one, drawing each step. A terminal
/// draws each frame at once, so TermNav never sets `animatableData` between two values: an
/// animatable view is drawn with the value it was given, the one SwiftUI's animation ends on.
///
/// ```swift
/// struct Meter: View, Animatable {
///     var level: Double
///     var animatableData: Double {
///         get { level }
///         set { level = newValue }
///     }
///     var body: some View { Text(String(repeating: "█", count: Int(level))) }
/// }
/// ```
@MainActor @preconcurrency
public protocol Animatable {
    /// The type of the value that could animate.
    associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData

    /// The value that could animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No value animates.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// A ``ViewModifier`` with a value that could animate, as SwiftUI's `AnimatableModifier`: its
/// body is built with the value it was given.
public protocol AnimatableModifier: Animatable, ViewModifier {}
