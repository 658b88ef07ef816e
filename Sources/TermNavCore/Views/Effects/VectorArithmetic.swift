import Foundation

/// A value that can be added, subtracted and scaled, as SwiftUI's `VectorArithmetic`: what an
/// ``Animatable`` view's `animatableData` is made of.
///
/// A terminal draws each frame at once, so TermNav never steps between two such values; the
/// protocol is here so that the `animatableData` of a view, shape or modifier compiles unchanged.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by a factor.
    /// - Parameter rhs: The factor.
    mutating func scale(by rhs: Double)

    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// This value with each component multiplied by a factor.
    /// - Parameter rhs: The factor.
    /// - Returns: The scaled value.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Moves this value part of the way toward another.
    /// - Parameters:
    ///   - other: The value moved toward.
    ///   - amount: How far toward it, from 0 to 1.
    public mutating func interpolate(towards other: Self, amount: Double) {
        var step = other - self
        step.scale(by: amount)
        self += step
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by a factor.
    /// - Parameter rhs: The factor.
    public mutating func scale(by rhs: Double) { self *= rhs }

    /// The value squared.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by a factor.
    /// - Parameter rhs: The factor.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }

    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by a factor.
    /// - Parameter rhs: The factor.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }

    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// The animatable data of a value with none, as SwiftUI's `EmptyAnimatableData`: the data of an
/// ``Animatable`` type that declares no `animatableData` of its own.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The empty data.
    public init() {}

    /// The empty data.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    /// The empty data.
    /// - Parameters:
    ///   - lhs: Empty data.
    ///   - rhs: Empty data.
    /// - Returns: The empty data.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
        EmptyAnimatableData()
    }

    /// The empty data.
    /// - Parameters:
    ///   - lhs: Empty data.
    ///   - rhs: Empty data.
    /// - Returns: The empty data.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
        EmptyAnimatableData()
    }

    /// Leaves the empty data as it is.
    /// - Parameter rhs: The factor, ignored.
    public mutating func scale(by rhs: Double) {}

    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values as one, as SwiftUI's `AnimatablePair`: the `animatableData` of a view
/// with two values that would animate.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Two values as one.
    /// - Parameters:
    ///   - first: The first value.
    ///   - second: The second value.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both values zero.
    public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }

    /// The sums of the values.
    /// - Parameters:
    ///   - lhs: A pair.
    ///   - rhs: Another pair.
    /// - Returns: The pair of the sums.
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// The differences of the values.
    /// - Parameters:
    ///   - lhs: A pair.
    ///   - rhs: Another pair.
    /// - Returns: The pair of the differences.
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Multiplies both values by a factor.
    /// - Parameter rhs: The factor.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of the values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
