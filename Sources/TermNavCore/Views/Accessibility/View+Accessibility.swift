/// SwiftUI's accessibility modifiers. Nothing is drawn for them: what they say is kept in the
/// view tree, one ``AccessibilityAttributes`` value per view, where tests find an element by its
/// identifier and read its label (`TestDriver.focus(identifier:)`,
/// `TestDriver.focusedAccessibilityLabel`).
extension View {
    /// This view with accessibility attributes merged into any it has.
    func accessibility(_ change: (inout AccessibilityAttributes) -> Void) -> some View {
        var attributes = AccessibilityAttributes()
        change(&attributes)
        return builtIn(.accessibility(attributes))
    }

    /// Names the element, in place of its text.
    /// - Parameter label: The name.
    /// - Returns: The view.
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibility { $0.label = label.content }
    }

    /// Names the element, in place of its text.
    /// - Parameter labelKey: The name.
    /// - Returns: The view.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// Names the element, in place of its text.
    /// - Parameter label: The name.
    /// - Returns: The view.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibility { $0.label = String(label) }
    }

    /// Gives the element's value in words.
    /// - Parameter value: The value.
    /// - Returns: The view.
    public func accessibilityValue(_ value: Text) -> some View {
        accessibility { $0.value = value.content }
    }

    /// Gives the element's value in words.
    /// - Parameter valueKey: The value.
    /// - Returns: The view.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }

    /// Gives the element's value in words.
    /// - Parameter value: The value.
    /// - Returns: The view.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibility { $0.value = String(value) }
    }

    /// Says what activating the element does.
    /// - Parameter hint: The hint.
    /// - Returns: The view.
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibility { $0.hint = hint.content }
    }

    /// Says what activating the element does.
    /// - Parameter hintKey: The hint.
    /// - Returns: The view.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hintKey))
    }

    /// Says what activating the element does.
    /// - Parameter hint: The hint.
    /// - Returns: The view.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibility { $0.hint = String(hint) }
    }

    /// Leaves the element, and everything inside, out of what assistive technologies read; it
    /// is still drawn.
    /// - Parameter hidden: Whether to leave it out.
    /// - Returns: The view.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        accessibility { $0.isHidden = hidden }
    }

    /// Makes the view one element, and says what becomes of the elements inside.
    /// - Parameter children: How the elements inside are treated.
    /// - Returns: The view.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility { $0.children = children }
    }

    /// Gives the element traits beyond its own.
    /// - Parameter traits: The traits.
    /// - Returns: The view.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { $0.addedTraits = traits }
    }

    /// Takes traits of its own from the element.
    /// - Parameter traits: The traits.
    /// - Returns: The view.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { $0.removedTraits = traits }
    }

    /// Makes the element a header of a level.
    /// - Parameter level: The level.
    /// - Returns: The view.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibility { $0.headingLevel = level }
    }

    /// Orders the element among those beside it: a higher priority is read first.
    /// - Parameter sortPriority: The priority; 0 by default.
    /// - Returns: The view.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibility { $0.sortPriority = sortPriority }
    }

    /// Names the element for tests, which find it by this name whatever its text.
    /// - Parameter identifier: The name.
    /// - Returns: The view.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        accessibility { $0.identifier = identifier }
    }

    /// Gives the names a user may speak to pick the element.
    /// - Parameter inputLabels: The names, the most likely first.
    /// - Returns: The view.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        accessibility { $0.inputLabels = inputLabels.map(\.content) }
    }

    /// Gives the names a user may speak to pick the element.
    /// - Parameter inputLabelKeys: The names, the most likely first.
    /// - Returns: The view.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        accessibilityInputLabels(inputLabelKeys.map { Text($0) })
    }

    /// Gives the names a user may speak to pick the element.
    /// - Parameter inputLabels: The names, the most likely first.
    /// - Returns: The view.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        accessibility { $0.inputLabels = inputLabels.map { String($0) } }
    }

    /// Has a large view of the element shown on request (the view itself).
    /// - Returns: The view.
    public func accessibilityShowsLargeContentViewer() -> some View {
        accessibility { $0.showsLargeContentViewer = true }
    }

    /// Has a large view of the element shown on request.
    /// - Parameter largeContentView: The large view.
    /// - Returns: The view.
    public func accessibilityShowsLargeContentViewer<V: View>(
        @ViewBuilder _ largeContentView: () -> V
    ) -> some View {
        accessibility { $0.showsLargeContentViewer = true }
    }

    /// Has assistive technologies read another view in place of this one, as they would read
    /// it (a custom control read as a `Slider`); this view is still the one drawn.
    /// - Parameter representation: The view read in its place.
    /// - Returns: The view.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        let view = representation()
        return accessibility { $0.representation = view }
    }
}
