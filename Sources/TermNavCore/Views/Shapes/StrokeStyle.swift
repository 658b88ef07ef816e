#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a shape's outline is drawn, as SwiftUI's `StrokeStyle`. In a terminal the outline is a
/// box of box-drawing characters: a line width of 3 points or more draws it heavy (`┏━┓`), a dash
/// draws it dashed (`┄┆`); caps, joins and the miter limit change nothing.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width in points.
    public var lineWidth: Double
    /// How the line's ends are drawn.
    public var lineCap: CGLineCap
    /// How the line's corners are joined.
    public var lineJoin: CGLineJoin
    /// The limit of a mitered join.
    public var miterLimit: Double
    /// The lengths of the dashes and gaps, in points; empty for a solid line.
    public var dash: [Double]
    /// Where the dash pattern starts, in points.
    public var dashPhase: Double

    /// Creates a stroke style.
    /// - Parameters:
    ///   - lineWidth: The line's width in points.
    ///   - lineCap: How the line's ends are drawn.
    ///   - lineJoin: How the line's corners are joined.
    ///   - miterLimit: The limit of a mitered join.
    ///   - dash: The lengths of the dashes and gaps; empty for a solid line.
    ///   - dashPhase: Where the dash pattern starts.
    public init(
        lineWidth: Double = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Whether the box is drawn heavy: a line of 3 points or more.
    var isHeavy: Bool { lineWidth >= 3 }
    /// Whether the box is drawn dashed: a dash of some length.
    var isDashed: Bool { dash.contains { $0 > 0 } }
}

#if !canImport(CoreGraphics)
    /// How a line's ends are drawn, as Core Graphics' `CGLineCap`: accepted, a box's ends are its
    /// glyphs.
    public enum CGLineCap: Int32, Hashable, Sendable {
        /// Square ends at the line's ends.
        case butt
        /// Rounded ends.
        case round
        /// Square ends past the line's ends.
        case square
    }

    /// How a line's corners are joined, as Core Graphics' `CGLineJoin`: accepted, a box's corners
    /// are its glyphs.
    public enum CGLineJoin: Int32, Hashable, Sendable {
        /// Sharp corners.
        case miter
        /// Rounded corners.
        case round
        /// Cut corners.
        case bevel
    }
#endif

/// How a shape is filled, as SwiftUI's `FillStyle`: accepted, a filled shape's cells are filled
/// whole.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside.
    public var isEOFilled: Bool
    /// Whether the edges are smoothed.
    public var isAntialiased: Bool

    /// Creates a fill style.
    /// - Parameters:
    ///   - eoFill: Whether the even-odd rule decides what is inside.
    ///   - antialiased: Whether the edges are smoothed.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
