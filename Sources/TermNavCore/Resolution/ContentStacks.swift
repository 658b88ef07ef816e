/// How the parts of a screen's content that is not a list stood in the vertical stacks the
/// screen opened up into rows, so that the layout places them as SwiftUI places the stacks: each
/// stack as wide as its widest child, its children aligned in it by its alignment, the content
/// centred in the screen's content area unless it fills it.
///
/// Stack 0 is the screen itself: as wide as the content area, centring what it holds. Every other
/// stack's parent has a smaller number, so the stacks can be read in order, parents first.
struct ContentStacks {
    /// One vertical stack the screen opened up.
    struct Stack {
        /// The stack it stood in; `nil` for the screen.
        var parent: Int?
        /// Where its children sit across it.
        var alignment: HorizontalAlignment
    }

    /// The stacks, the screen's first.
    private(set) var stacks = [Stack(parent: nil, alignment: .center)]
    /// The stack each part stands in, by part (in the order of the screen's parts).
    var partStacks: [Int] = []
    /// Where the content sits down the content area when it takes fewer lines: the alignment of
    /// the outermost frame around it that fills the height
    /// (`.frame(maxHeight: .infinity, alignment: .top)`); `nil`, centred, without one.
    var verticalAlignment: VerticalAlignment?
    /// Whether the content scrolls (a vertical `ScrollView`): it starts at the top of the content
    /// area, as SwiftUI's does.
    var startsAtTop = false

    /// Adds a stack inside another.
    /// - Parameters:
    ///   - parent: The stack it stands in.
    ///   - alignment: Where its children sit across it.
    /// - Returns: Its number.
    mutating func addStack(in parent: Int, alignment: HorizontalAlignment) -> Int {
        stacks.append(Stack(parent: parent, alignment: alignment))
        return stacks.count - 1
    }
}

extension Node {
    /// Whether a part of the screen's content is a spacer, which takes a share of the lines the
    /// content leaves.
    var isSpacerPart: Bool {
        switch self {
        case .spacer:
            return true
        case .modified(let inner, .style), .modified(let inner, .paint), .modified(let inner, .background),
            .modified(let inner, .keyPress),
            .modified(let inner, .rowTrait), .modified(let inner, .disabled), .modified(let inner, .clip):
            return inner.isSpacerPart
        case .modified(_, .hidden), .modified(_, .invisible), .modified(_, .accessory),
            .modified(_, .padding),
            .modified(_, .frame), .modified(_, .lineLimit), .modified(_, .overlay), .modified(_, .border),
            .modified(_, .textAlignment),
            .modified(_, .layout), .modified(_, .toolbarPlacement):
            return false
        case .empty, .text, .image, .bar, .divider, .color, .shape, .group, .stack, .zstack, .list, .forEach,
            .button, .link, .labeled, .arranged:
            return false
        }
    }
}
