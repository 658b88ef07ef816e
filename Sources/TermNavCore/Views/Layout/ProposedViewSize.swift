import Foundation

/// The size a parent offers a child, as SwiftUI's `ProposedViewSize`: in points, `nil` along an
/// axis for the child's ideal size there, `.infinity` for all it could want. A column is 8
/// points and a line 16.
public struct ProposedViewSize: Hashable, Sendable {
    /// The width offered, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The height offered, or `nil` for the ideal height.
    public var height: CGFloat?

    /// Offers a width and a height.
    /// - Parameters:
    ///   - width: The width, or `nil` for the ideal width.
    ///   - height: The height, or `nil` for the ideal height.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Offers exactly a size.
    /// - Parameter size: The size.
    public init(_ size: CGSize) {
        width = size.width
        height = size.height
    }

    /// Nothing: the child's least size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// No size: the child's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// All the space a child could want: its largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The size offered, with a size standing in along an axis with no length offered.
    /// - Parameter size: The lengths used where none is offered; 10 points by default, as in
    ///   SwiftUI.
    /// - Returns: The size.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
