extension Node {
    /// Calls `body` with each row trait in the node, outermost and first first, until it returns
    /// `false`: in stacks, groups, labels, overlays and backgrounds, not in hidden views (neither
    /// drawn nor activated) nor in lists and lazy rows, which are rows of their own.
    /// - Parameter body: Called with each; returns whether to go on.
    /// - Returns: Whether every call returned `true`.
    @discardableResult
    func visitRowTraits(_ body: (RowTrait) -> Bool) -> Bool {
        switch self {
        case .text, .image, .bar, .empty, .spacer, .divider, .color, .shape, .list, .forEach:
            return true
        case .group(let children), .zstack(let children, _):
            return children.allSatisfy { $0.visitRowTraits(body) }
        case .stack(let stack):
            return stack.children.allSatisfy { $0.visitRowTraits(body) }
        case .arranged(let arranged):
            return arranged.children.allSatisfy { $0.visitRowTraits(body) }
        case .labeled(let labeled):
            return labeled.label.visitRowTraits(body) && labeled.value.visitRowTraits(body)
        case .button(let button):
            return button.label.visitRowTraits(body)
        case .link(let link):
            return link.label.visitRowTraits(body)
        case .modified(let inner, let modifier):
            switch modifier {
            case .rowTrait(let trait):
                return body(trait) && inner.visitRowTraits(body)
            case .hidden:
                return true
            case .overlay(let overlay, _):
                return inner.visitRowTraits(body) && overlay.visitRowTraits(body)
            case .background(let background):
                return inner.visitRowTraits(body) && background.visitRowTraits(body)
            case .invisible, .style, .paint, .accessory, .toolbarPlacement, .lineLimit, .keyPress, .padding,
                .border, .clip, .frame, .disabled, .textAlignment, .layout:
                return inner.visitRowTraits(body)
            }
        }
    }

    /// Whether a view in the node has the explicit identity `.id(_:)` gave it.
    /// - Parameter id: The identity.
    /// - Returns: `true` when one has.
    func hasExplicitID(_ id: AnyHashable) -> Bool {
        !visitRowTraits { trait in
            guard case .id(let own) = trait else { return true }
            return own != id
        }
    }
}
