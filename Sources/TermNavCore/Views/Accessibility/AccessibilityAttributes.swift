/// What SwiftUI's accessibility modifiers say about a view, as one value: each modifier makes
/// one with only its own part set, and the modifiers on one view are merged into one
/// (``merged(under:)``). Nothing is drawn for them; they stay in the view tree for whatever
/// reads it (the test driver's `focus(identifier:)` and `focusedAccessibilityLabel`).
struct AccessibilityAttributes {
    /// An action an assistive technology can perform on the element.
    struct Action {
        /// What the action is called: one of SwiftUI's kinds, or a name of the app's.
        enum Name {
            case kind(AccessibilityActionKind)
            case named(String)
        }

        /// What the action is called.
        let name: Name
        /// What it does.
        let handler: () -> Void
    }

    /// `.accessibilityLabel(_:)`: what the element is called, in place of its text.
    var label: String?
    /// `.accessibilityValue(_:)`: the element's value, as words.
    var value: String?
    /// `.accessibilityHint(_:)`: what activating the element does.
    var hint: String?
    /// `.accessibilityHidden(_:)`: whether the element and everything inside are left out.
    var isHidden: Bool?
    /// `.accessibilityElement(children:)`: the view is one element, and how it treats the
    /// elements inside.
    var children: AccessibilityChildBehavior?
    /// `.accessibilityAddTraits(_:)`: traits the element has beyond its own.
    var addedTraits: AccessibilityTraits = []
    /// `.accessibilityRemoveTraits(_:)`: traits of its own the element has not.
    var removedTraits: AccessibilityTraits = []
    /// `.accessibilityHeading(_:)`: the element is a header of this level.
    var headingLevel: AccessibilityHeadingLevel?
    /// `.accessibilitySortPriority(_:)`: read before the elements beside it with a lower one.
    var sortPriority: Double?
    /// `.accessibilityIdentifier(_:)`: the name tests find the element by.
    var identifier: String?
    /// `.accessibilityAction(_:_:)` and `.accessibilityAction(named:_:)`: its actions, innermost
    /// first.
    var actions: [Action] = []
    /// `.accessibilityRepresentation(representation:)`: the view read in place of this one.
    var representation: (any View)?
    /// `.accessibilityInputLabels(_:)`: the names a user may speak to pick the element.
    var inputLabels: [String]?
    /// `.accessibilityShowsLargeContentViewer()`: whether a large view of it is shown on request.
    var showsLargeContentViewer = false
    /// What kind of control the element is, in words ("picker", "stepper"), said after its
    /// value in place of "button"; set by the controls themselves, not by a modifier.
    var role: String?

    /// The traits of an element whose own are `traits`, after these modifiers: the added ones
    /// win over the removed ones.
    /// - Parameter traits: The element's own traits.
    /// - Returns: Its traits.
    func traits(over traits: AccessibilityTraits) -> AccessibilityTraits {
        traits.subtracting(removedTraits).union(addedTraits)
    }

    /// These attributes, set on a view, with those of a modifier applied outside them: a value
    /// set here wins (the modifier nearest the view, as the innermost `.environment` does);
    /// traits are added and removed in order, inner first; actions are kept from both.
    /// - Parameter outer: The attributes of the modifiers outside.
    /// - Returns: The merged attributes.
    func merged(under outer: AccessibilityAttributes) -> AccessibilityAttributes {
        var merged = self
        merged.label = label ?? outer.label
        merged.value = value ?? outer.value
        merged.hint = hint ?? outer.hint
        merged.isHidden = isHidden ?? outer.isHidden
        merged.children = children ?? outer.children
        merged.addedTraits = addedTraits.subtracting(outer.removedTraits).union(outer.addedTraits)
        merged.removedTraits = removedTraits.union(outer.removedTraits).subtracting(merged.addedTraits)
        merged.headingLevel = headingLevel ?? outer.headingLevel
        merged.sortPriority = sortPriority ?? outer.sortPriority
        merged.identifier = identifier ?? outer.identifier
        merged.actions = actions + outer.actions
        merged.representation = representation ?? outer.representation
        merged.inputLabels = inputLabels ?? outer.inputLabels
        merged.showsLargeContentViewer = showsLargeContentViewer || outer.showsLargeContentViewer
        merged.role = role ?? outer.role
        return merged
    }
}
