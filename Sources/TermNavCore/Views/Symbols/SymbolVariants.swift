/// A variant of an SF Symbol, as SwiftUI's `SymbolVariants`: filled, enclosed in a circle or a
/// square, slashed. `.symbolVariant(.fill)` draws `Image(systemName: "star")` as `star.fill`.
///
/// Variants combine: `.circle.fill` is a filled circle around the symbol.
public struct SymbolVariants: Hashable, Sendable {
    /// The shape a variant encloses its symbol in.
    enum Shape: String, Hashable, Sendable {
        case circle
        case square
        case rectangle
    }

    /// The enclosing shape, if any.
    var shape: Shape?
    /// Whether the symbol is filled.
    var isFilled = false
    /// Whether the symbol is slashed through.
    var isSlashed = false

    /// No variant: the symbol as named.
    public static let none = SymbolVariants()
    /// Enclosed in a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// Enclosed in a square.
    public static let square = SymbolVariants(shape: .square)
    /// Enclosed in a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// Filled.
    public static let fill = SymbolVariants(isFilled: true)
    /// Slashed through.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, enclosed in a circle: `.fill.circle`.
    public var circle: SymbolVariants { with(shape: .circle) }
    /// This variant, enclosed in a square.
    public var square: SymbolVariants { with(shape: .square) }
    /// This variant, enclosed in a rectangle.
    public var rectangle: SymbolVariants { with(shape: .rectangle) }
    /// This variant, filled: `.circle.fill`.
    public var fill: SymbolVariants {
        var variant = self
        variant.isFilled = true
        return variant
    }
    /// This variant, slashed through.
    public var slash: SymbolVariants {
        var variant = self
        variant.isSlashed = true
        return variant
    }

    /// Whether this variant has everything another has.
    /// - Parameter other: The other variant.
    /// - Returns: `true` when each part of `other` is part of this one.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
            && (!other.isSlashed || isSlashed)
    }

    /// This variant with its shape changed.
    private func with(shape: Shape) -> SymbolVariants {
        var variant = self
        variant.shape = shape
        return variant
    }

    /// This variant over another: the parts of both, this one's shape where it has one.
    /// - Parameter outer: The variant set around.
    /// - Returns: The two combined.
    func combined(over outer: SymbolVariants) -> SymbolVariants {
        SymbolVariants(
            shape: shape ?? outer.shape, isFilled: isFilled || outer.isFilled,
            isSlashed: isSlashed || outer.isSlashed)
    }

    /// The name of a symbol's variant, its parts in SF Symbols' order (`bell.slash.circle.fill`),
    /// each part the name already has kept: `star` with `.circle.fill` is `star.circle.fill`,
    /// `person.circle` with `.fill` is `person.circle.fill`.
    /// - Parameter name: The symbol's name.
    /// - Returns: The variant's name; the name itself for no variant.
    func name(of name: String) -> String {
        guard self != .none else { return name }
        var base = Substring(name)
        var variant = self
        if base.hasSuffix(".fill") {
            variant.isFilled = true
            base = base.dropLast(".fill".count)
        }
        for shape in [Shape.circle, .square, .rectangle] where base.hasSuffix("." + shape.rawValue) {
            variant.shape = variant.shape ?? shape
            base = base.dropLast(shape.rawValue.count + 1)
            break
        }
        if base.hasSuffix(".slash") {
            variant.isSlashed = true
            base = base.dropLast(".slash".count)
        }
        var result = String(base)
        if variant.isSlashed { result += ".slash" }
        if let shape = variant.shape { result += "." + shape.rawValue }
        if variant.isFilled { result += ".fill" }
        return result
    }
}
