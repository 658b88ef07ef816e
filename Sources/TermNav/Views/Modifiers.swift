/// A view changed by a modifier such as `.hidden()` or `.background(_:)`.
public struct ModifiedView<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let content: Content
    let apply: (Node, inout ResolveContext) -> Node
}

extension ModifiedView: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        let node = context.resolveChild(content, index: 0)
        return apply(node, &context)
    }
}

extension View {
    /// Wraps this view in a modifier that changes its resolved node.
    func modified(_ apply: @escaping (Node, inout ResolveContext) -> Node) -> ModifiedView<Self> {
        ModifiedView(content: self, apply: apply)
    }

    /// Hides this view: it is not drawn, and a `NavigationLink` inside it is never activated by
    /// keys (it still pushes when its `selection` or `isActive` binding says so).
    /// - Returns: The hidden view.
    public func hidden() -> ModifiedView<Self> {
        modified { node, _ in .modified(node, .hidden) }
    }

    /// Sets this view's opacity. A terminal cell is drawn or not, so an opacity of zero makes
    /// the view invisible and any other opacity leaves it as it is. An invisible
    /// `NavigationLink` still activates its row, the way the ZStack trick relies on.
    /// - Parameter opacity: The opacity, from 0 to 1.
    /// - Returns: The view.
    public func opacity(_ opacity: Double) -> ModifiedView<Self> {
        modified { node, _ in opacity <= 0 ? .modified(node, .invisible) : node }
    }

    /// Puts a view behind this one. Only a background colour shows in a terminal; links inside
    /// the background still take part in navigation.
    /// - Parameter background: The view behind.
    /// - Returns: The view with its background.
    public func background<Background: View>(_ background: Background) -> ModifiedView<Self> {
        modified { node, context in
            .modified(node, .background(context.resolveChild(background, index: 1)))
        }
    }

    /// Colours this view's text.
    /// - Parameter color: The colour, or `nil` for the terminal's default.
    /// - Returns: The coloured view.
    public func foregroundColor(_ color: Color?) -> ModifiedView<Self> {
        modified { node, _ in .modified(node, .style(Style(foreground: color ?? .default))) }
    }

    /// Makes this view's text bold, or not.
    /// - Parameter isActive: Whether to make it bold.
    /// - Returns: The view.
    public func bold(_ isActive: Bool = true) -> ModifiedView<Self> {
        modified { node, _ in isActive ? .modified(node, .style(Style(attributes: .bold))) : node }
    }

    /// Sets the font of this view's text, mapped to what a terminal can show.
    /// - Parameter font: The font.
    /// - Returns: The view.
    public func font(_ font: Font?) -> ModifiedView<Self> {
        modified { node, _ in
            guard let font else { return node }
            return .modified(node, .style(Style(attributes: font.attributes)))
        }
    }

    /// Sets the shape that takes input. Terminal rows take input whole, so this changes
    /// nothing; it exists so SwiftUI code compiles unchanged.
    /// - Parameter shape: The shape.
    /// - Returns: This view.
    public func contentShape<S: Shape>(_ shape: S) -> Self {
        self
    }
}

/// A shape, for `.contentShape(_:)`.
public protocol Shape {}

/// A rectangle: the whole of a view's frame.
public struct Rectangle: Shape {
    /// Creates a rectangle.
    public init() {}
}

extension Color: View {
    /// Built into TermNav: no body.
    public typealias Body = Never
}

extension Color: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        .color(self)
    }
}
