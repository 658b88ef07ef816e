import Foundation

/// Where a screen's rows are scrolled to, as SwiftUI's `ScrollPosition`: bound with
/// ``View/scrollPosition(_:anchor:)``, setting it scrolls, and scrolling with the keys writes the
/// identity of the row shown first back into it.
///
/// ```swift
/// @State private var position = ScrollPosition(idType: Book.ID.self)
///
/// List(books) { book in Text(book.title) }
///     .scrollPosition($position)
///     .toolbar { Button("Top") { position.scrollTo(edge: .top) } }
/// ```
///
/// | Asked | What the screen does |
/// | --- | --- |
/// | `scrollTo(id:anchor:)` | The row a `ForEach` made for that identity takes the focus; with `.top` it is the first row shown. |
/// | `scrollTo(edge: .top)` / `.bottom` | The first or the last row takes the focus and is shown. |
/// | `scrollTo(y:)`, `scrollTo(point:)` | The row that many lines down (16 points a line) is the first shown. |
/// | `scrollTo(x:)` | Nothing: a screen's rows scroll down only. |
public struct ScrollPosition: Equatable {
    /// Where the position asks the rows to be.
    enum Target: Equatable {
        /// Wherever the rows are.
        case automatic
        /// The row with an identity, placed by an anchor.
        case view(AnyHashable, anchor: UnitPoint?)
        /// An edge of the content.
        case edge(Edge)
        /// An offset from the content's top leading corner, in points; `nil` where the position
        /// gives none along an axis.
        case point(x: Double?, y: Double?)
    }

    /// Where the position asks the rows to be, or where the user scrolled them.
    var target: Target
    /// Whether the keys (or the mouse) moved the rows since the app last set the position.
    public private(set) var isPositionedByUser = false
    /// The identity of the row the position is at, as the type the position was made for;
    /// `nil` where the row's identity is of another type.
    private var typedID: (any Hashable & Sendable)?
    /// Reads a row's identity as the type the position was made for.
    private var idType: @Sendable (AnyHashable) -> (any Hashable & Sendable)? = { _ in nil }

    /// Whether two positions are at the same place, and both set by the app or both by the user.
    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
        lhs.target == rhs.target && lhs.isPositionedByUser == rhs.isPositionedByUser
    }

    /// The reading of rows' identities as a type.
    private static func reading<ID: Hashable & Sendable>(_ type: ID.Type)
        -> @Sendable (AnyHashable) -> (any Hashable & Sendable)?
    {
        { id in id.base as? ID }
    }

    /// Creates a position that leaves the rows where they are, as SwiftUI's `init(idType:)`.
    /// - Parameter idType: The type of the rows' identities, which the position reads back as
    ///   the user scrolls.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self) {
        target = .automatic
        self.idType = Self.reading(idType)
    }

    /// Creates a position at an edge of the content.
    /// - Parameters:
    ///   - idType: The type of the rows' identities.
    ///   - edge: The edge: `.top` or `.bottom` (`.leading` and `.trailing` change nothing).
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, edge: Edge) {
        target = .edge(edge)
        self.idType = Self.reading(idType)
    }

    /// Creates a position at an offset from the content's top leading corner.
    /// - Parameters:
    ///   - idType: The type of the rows' identities.
    ///   - point: The offset, in points.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, point: CGPoint) {
        target = .point(x: Double(point.x), y: Double(point.y))
        self.idType = Self.reading(idType)
    }

    /// Creates a position at a horizontal offset, which a screen's rows do not scroll to.
    /// - Parameters:
    ///   - idType: The type of the rows' identities.
    ///   - x: The offset, in points.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat) {
        target = .point(x: Double(x), y: nil)
        self.idType = Self.reading(idType)
    }

    /// Creates a position at a vertical offset from the content's top.
    /// - Parameters:
    ///   - idType: The type of the rows' identities.
    ///   - y: The offset, in points (16 a line).
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, y: CGFloat) {
        target = .point(x: nil, y: Double(y))
        self.idType = Self.reading(idType)
    }

    /// Creates a position at the row with an identity.
    /// - Parameters:
    ///   - id: The identity, as the row's `ForEach` knows it.
    ///   - anchor: Where the row goes: `.top` makes it the first shown; otherwise the rows
    ///     scroll the least that shows it.
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        target = .view(AnyHashable(id), anchor: anchor)
        typedID = id
        idType = Self.reading(ID.self)
    }

    /// Creates a position at an edge of the content.
    /// - Parameter edge: The edge: `.top` or `.bottom`.
    public init(edge: Edge) {
        target = .edge(edge)
    }

    /// Creates a position at an offset from the content's top leading corner.
    /// - Parameter point: The offset, in points.
    public init(point: CGPoint) {
        target = .point(x: Double(point.x), y: Double(point.y))
    }

    /// Creates a position at a horizontal offset, which a screen's rows do not scroll to.
    /// - Parameter x: The offset, in points.
    public init(x: CGFloat) {
        target = .point(x: Double(x), y: nil)
    }

    /// Creates a position at a vertical offset from the content's top.
    /// - Parameter y: The offset, in points (16 a line).
    public init(y: CGFloat) {
        target = .point(x: nil, y: Double(y))
    }

    /// The position the user scrolled to from this one: the row shown first, by its identity.
    /// - Parameter id: The identity of the row shown first; `nil` where it has none.
    /// - Returns: The position, of the same identity type.
    func scrolled(to id: AnyHashable?) -> ScrollPosition {
        var position = self
        position.target = id.map { .view($0, anchor: nil) } ?? .automatic
        position.typedID = id.flatMap(idType)
        position.isPositionedByUser = true
        return position
    }

    /// The identity of the row the position is at: the one asked for, or the first one shown
    /// after the user scrolled; `nil` at an edge or an offset.
    public var viewID: (any Hashable & Sendable)? {
        guard case .view = target else { return nil }
        return typedID
    }

    /// The identity of the row the position is at, if it is of a type.
    /// - Parameter type: The identities' type.
    /// - Returns: The identity, or `nil` at an edge, an offset or an identity of another type.
    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? {
        guard case .view(let id, _) = target else { return nil }
        return id.base as? T
    }

    /// The edge the position is at, if it was set to one.
    public var edge: Edge? {
        guard case .edge(let edge) = target else { return nil }
        return edge
    }

    /// The offset the position is at, if it was set to one along both axes.
    public var point: CGPoint? {
        guard case .point(let x?, let y?) = target else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The horizontal offset the position is at, if it was set to one.
    public var x: CGFloat? {
        guard case .point(let x?, _) = target else { return nil }
        return CGFloat(x)
    }

    /// The vertical offset the position is at, if it was set to one.
    public var y: CGFloat? {
        guard case .point(_, let y?) = target else { return nil }
        return CGFloat(y)
    }

    /// Scrolls to the row with an identity.
    /// - Parameters:
    ///   - id: The identity, as the row's `ForEach` knows it.
    ///   - anchor: Where the row goes: `.top` makes it the first shown.
    public mutating func scrollTo<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        set(.view(AnyHashable(id), anchor: anchor))
        typedID = id
        idType = Self.reading(ID.self)
    }

    /// Scrolls to an edge of the content: `.top` or `.bottom`.
    /// - Parameter edge: The edge.
    public mutating func scrollTo(edge: Edge) {
        set(.edge(edge))
    }

    /// Scrolls to an offset from the content's top leading corner.
    /// - Parameter point: The offset, in points.
    public mutating func scrollTo(point: CGPoint) {
        set(.point(x: Double(point.x), y: Double(point.y)))
    }

    /// Scrolls to an offset from the content's top leading corner.
    /// - Parameters:
    ///   - x: The horizontal offset, in points, which a screen's rows do not scroll to.
    ///   - y: The vertical offset, in points (16 a line).
    public mutating func scrollTo(x: CGFloat, y: CGFloat) {
        set(.point(x: Double(x), y: Double(y)))
    }

    /// Scrolls to a horizontal offset, which a screen's rows do not scroll to.
    /// - Parameter x: The offset, in points.
    public mutating func scrollTo(x: CGFloat) {
        set(.point(x: Double(x), y: nil))
    }

    /// Scrolls to a vertical offset from the content's top.
    /// - Parameter y: The offset, in points (16 a line).
    public mutating func scrollTo(y: CGFloat) {
        set(.point(x: nil, y: Double(y)))
    }

    /// Asks for a place: the app set it, so it is no longer where the user scrolled.
    private mutating func set(_ target: Target) {
        self.target = target
        typedID = nil
        isPositionedByUser = false
    }
}

extension View {
    /// Binds the screen's scroll position, as SwiftUI's `scrollPosition(_:anchor:)`: setting the
    /// position scrolls the rows, and scrolling them with the keys or the mouse sets it to the
    /// row shown first, `isPositionedByUser` then `true`.
    /// - Parameters:
    ///   - position: The position.
    ///   - anchor: Where a row asked for by identity goes when the position gives no anchor.
    /// - Returns: The view.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        builtIn(.scrollPosition(ScrollPositionBinding(position, anchor: anchor)))
    }

    /// Binds the identity of the row shown first, as SwiftUI's `scrollPosition(id:anchor:)`:
    /// setting it scrolls to that row, and scrolling with the keys or the mouse sets it.
    /// - Parameters:
    ///   - id: The identity of the row shown first; `nil` leaves the rows where they are.
    ///   - anchor: Where the row asked for goes: `.top` makes it the first shown.
    /// - Returns: The view.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        builtIn(.scrollPosition(ScrollPositionBinding(id: id, anchor: anchor)))
    }
}

/// A binding to a screen's scroll position, whichever form of `.scrollPosition` made it: read
/// and written as a ``ScrollPosition``.
struct ScrollPositionBinding {
    /// Reads the position.
    let get: () -> ScrollPosition
    /// Writes the position the user scrolled to.
    let set: (ScrollPosition) -> Void

    /// A binding to a position.
    init(_ position: Binding<ScrollPosition>, anchor: UnitPoint?) {
        get = {
            var value = position.wrappedValue
            if case .view(let id, nil) = value.target, anchor != nil {
                value.target = .view(id, anchor: anchor)
            }
            return value
        }
        set = { position.wrappedValue = $0 }
    }

    /// A binding to the identity of the row shown first.
    init<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint?) {
        get = {
            guard let value = id.wrappedValue else { return ScrollPosition() }
            var position = ScrollPosition()
            position.target = .view(AnyHashable(value), anchor: anchor)
            return position
        }
        set = { position in
            guard case .view(let value, _) = position.target, let typed = value.base as? ID else { return }
            id.wrappedValue = typed
        }
    }
}
