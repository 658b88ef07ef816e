/// A row that pushes a screen, as SwiftUI's `NavigationLink`.
///
/// A visible link in a list row shows the disclosure indicator `›` (`>` in ASCII) at the row's
/// right edge, as SwiftUI does; `.navigationAccessory(_:)` changes or removes it.
///
/// A link pushes a destination view, or a value: a link with `value:` appends the value to its
/// stack's path and pushes the screen the stack's `navigationDestination(for:destination:)`
/// builds for it. A link whose value is `nil` is drawn dim and does nothing.
///
/// Links bound to a selection (`tag:selection:`) or a flag (`isActive:`) push when the binding
/// says so, whoever changes it: the seed articles' hidden background link works unchanged.
/// Popping the pushed screen sets the binding back to `nil` (or `false`).
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    // Usable from inlinable code: `init(value:label:)` is specialized where it is called, for
    // the value's type, as a list makes a link for every row it shows.
    @usableFromInline let label: Label
    @usableFromInline let target: LinkTarget
    @usableFromInline let activation: LinkActivation

    /// Creates a link to a destination.
    /// - Parameters:
    ///   - destination: The screen to push.
    ///   - label: What the row shows.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view(destination)
        self.activation = .onActivate
    }

    /// Creates a link whose destination is built by a closure, as in
    /// `NavigationLink { Details() } label: { Text("Details") }`.
    /// - Parameters:
    ///   - destination: Builds the screen to push.
    ///   - label: What the row shows.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    /// Creates a link that pushes when `selection` equals `tag`.
    /// - Parameters:
    ///   - destination: The screen to push.
    ///   - tag: The value that selects this link.
    ///   - selection: The selection; popping the screen sets it back to `nil`.
    ///   - label: What the row shows.
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.target = .view(destination)
        self.activation = .bound(
            isActive: { selection.wrappedValue == tag },
            activate: { selection.wrappedValue = tag },
            deactivate: {
                if selection.wrappedValue == tag { selection.wrappedValue = nil }
            })
    }

    /// Creates a link that pushes while `isActive` is true.
    /// - Parameters:
    ///   - destination: The screen to push.
    ///   - isActive: Whether the destination is shown; popping the screen sets it to `false`.
    ///   - label: What the row shows.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view(destination)
        self.activation = .bound(
            isActive: { isActive.wrappedValue },
            activate: { isActive.wrappedValue = true },
            deactivate: { isActive.wrappedValue = false })
    }
}

extension NavigationLink {
    /// Creates a link that pushes while `isActive` is true, its destination built by a closure.
    /// - Parameters:
    ///   - isActive: Whether the destination is shown; popping the screen sets it to `false`.
    ///   - destination: Builds the screen to push.
    ///   - label: What the row shows.
    public init(
        isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// Creates a link that pushes when `selection` equals `tag`, its destination built by a
    /// closure.
    /// - Parameters:
    ///   - tag: The value that selects this link.
    ///   - selection: The selection; popping the screen sets it back to `nil`.
    ///   - destination: Builds the screen to push.
    ///   - label: What the row shows.
    public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
        @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link with a text label that pushes while `isActive` is true.
    /// - Parameters:
    ///   - titleKey: What the row shows.
    ///   - destination: The screen to push.
    ///   - isActive: Whether the destination is shown; popping the screen sets it to `false`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// Creates a link with a text label that pushes while `isActive` is true.
    /// - Parameters:
    ///   - title: What the row shows.
    ///   - destination: The screen to push.
    ///   - isActive: Whether the destination is shown; popping the screen sets it to `false`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// Creates a link with a text label that pushes when `selection` equals `tag`.
    /// - Parameters:
    ///   - titleKey: What the row shows.
    ///   - destination: The screen to push.
    ///   - tag: The value that selects this link.
    ///   - selection: The selection; popping the screen sets it back to `nil`.
    public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
    ) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// Creates a link with a text label that pushes when `selection` equals `tag`.
    /// - Parameters:
    ///   - title: What the row shows.
    ///   - destination: The screen to push.
    ///   - tag: The value that selects this link.
    ///   - selection: The selection; popping the screen sets it back to `nil`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(
        _ title: S, destination: Destination, tag: V, selection: Binding<V?>
    ) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link with a text label.
    /// - Parameters:
    ///   - title: What the row shows.
    ///   - destination: The screen to push.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// Creates a link with a text label.
    /// - Parameters:
    ///   - titleKey: What the row shows.
    ///   - destination: The screen to push.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link with a text label whose destination is built by a closure, as in
    /// `NavigationLink("Details") { Details() }`.
    /// - Parameters:
    ///   - title: What the row shows.
    ///   - destination: Builds the screen to push.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }

    /// Creates a link with a text label whose destination is built by a closure.
    /// - Parameters:
    ///   - titleKey: What the row shows.
    ///   - destination: Builds the screen to push.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a link that pushes a value onto its stack's path; `nil` makes a disabled link.
    /// - Parameters:
    ///   - value: The value; its type's `navigationDestination(for:destination:)` builds the
    ///     screen.
    ///   - label: What the row shows.
    @inlinable
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        if let value {
            self.target = .value(LinkValue(value))
        } else {
            self.target = .value(nil)
        }
        self.activation = .onActivate
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a link with a text label that pushes a value onto its stack's path.
    /// - Parameters:
    ///   - title: What the row shows.
    ///   - value: The value; `nil` makes a disabled link.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }

    /// Creates a link with a text label that pushes a value onto its stack's path.
    /// - Parameters:
    ///   - titleKey: What the row shows.
    ///   - value: The value; `nil` makes a disabled link.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }
}

/// What a navigation link pushes.
@usableFromInline
enum LinkTarget {
    /// A destination view.
    case view(any View)
    /// A value for the stack's path, or `nil` for a disabled link.
    case value(LinkValue?)
}
