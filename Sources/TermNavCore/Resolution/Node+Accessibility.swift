/// What SwiftUI's accessibility modifiers said about a node, read from the tree: one
/// ``AccessibilityAttributes`` value per view, in a `.rowTrait(.accessibility)` around its node.
extension Node {
    /// The node with the attributes of a modifier outside it: merged into those already around
    /// it, so that a view's accessibility modifiers make one value.
    /// - Parameter outer: The modifier's attributes.
    /// - Returns: The node.
    func addingAccessibility(_ outer: AccessibilityAttributes) -> Node {
        if case .modified(let inner, .rowTrait(.accessibility(let own))) = self {
            return .modified(inner, .rowTrait(.accessibility(own.merged(under: outer))))
        }
        return .modified(self, .rowTrait(.accessibility(outer)))
    }

    /// The attributes of the outermost view in the node that has any: the node's own, or
    /// those of the first view inside it, depth first.
    var accessibility: AccessibilityAttributes? {
        var found: AccessibilityAttributes?
        visitAccessibility { attributes in
            found = attributes
            return false
        }
        return found
    }

    /// What a screen reader is told about the node: the attributes of every view in it that has
    /// any, folded outermost first, so that an app's `.accessibilityLabel` or
    /// `.accessibilityValue` outside a control wins over the value the control gives itself
    /// (a toggle's "on"); traits add up, and a hidden view hides the whole.
    var spokenAccessibility: AccessibilityAttributes? {
        var folded: AccessibilityAttributes?
        visitAccessibility { attributes in
            guard var outer = folded else {
                folded = attributes
                return true
            }
            outer.label = outer.label ?? attributes.label
            outer.value = outer.value ?? attributes.value
            outer.hint = outer.hint ?? attributes.hint
            outer.isHidden = outer.isHidden ?? attributes.isHidden
            outer.children = outer.children ?? attributes.children
            outer.addedTraits = outer.addedTraits.union(
                attributes.addedTraits.subtracting(outer.removedTraits))
            outer.headingLevel = outer.headingLevel ?? attributes.headingLevel
            outer.role = outer.role ?? attributes.role
            outer.actions += attributes.actions
            folded = outer
            return true
        }
        return folded
    }

    /// Whether a view in the node has the accessibility identifier.
    /// - Parameter identifier: The identifier.
    /// - Returns: `true` when one has.
    func hasAccessibilityIdentifier(_ identifier: String) -> Bool {
        var found = false
        visitAccessibility { attributes in
            found = attributes.identifier == identifier
            return !found
        }
        return found
    }

    /// The accessibility identifiers of the views in the node, outermost first.
    var accessibilityIdentifiers: [String] {
        var identifiers: [String] = []
        visitAccessibility { attributes in
            if let identifier = attributes.identifier { identifiers.append(identifier) }
            return true
        }
        return identifiers
    }

    /// Calls `body` with the attributes of each view in the node that has any, outermost and
    /// first first, until it returns `false`.
    /// - Parameter body: Called with each; returns whether to go on.
    /// - Returns: Whether every call returned `true`.
    @discardableResult
    private func visitAccessibility(_ body: (AccessibilityAttributes) -> Bool) -> Bool {
        visitRowTraits { trait in
            guard case .accessibility(let attributes) = trait else { return true }
            return body(attributes)
        }
    }
}
