/// A row that pushes a screen, as SwiftUI's `NavigationLink`.
///
/// A visible link in a list row shows the disclosure indicator `›` (`>` in ASCII) at the row's
/// right edge, as SwiftUI does; `.navigationAccessory(_:)` changes or removes it.
///
/// Links bound to a selection (`tag:selection:`) or a flag (`isActive:`) push when the binding
/// says so, whoever changes it: the seed articles' hidden background link works unchanged.
/// Popping the pushed screen sets the binding back to `nil` (or `false`).
public struct NavigationLink<Label: View, Destination: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let label: Label
    let destination: Destination
    let activation: () -> LinkActivation

    /// Creates a link to a destination.
    /// - Parameters:
    ///   - destination: The screen to push.
    ///   - label: What the row shows.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
        self.activation = { .onActivate }
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
        self.destination = destination
        self.label = label()
        self.activation = {
            .bound(
                isActive: { selection.wrappedValue == tag },
                activate: { selection.wrappedValue = tag },
                deactivate: {
                    if selection.wrappedValue == tag { selection.wrappedValue = nil }
                })
        }
    }

    /// Creates a link that pushes while `isActive` is true.
    /// - Parameters:
    ///   - destination: The screen to push.
    ///   - isActive: Whether the destination is shown; popping the screen sets it to `false`.
    ///   - label: What the row shows.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
        self.activation = {
            .bound(
                isActive: { isActive.wrappedValue },
                activate: { isActive.wrappedValue = true },
                deactivate: { isActive.wrappedValue = false })
        }
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link with a text label.
    /// - Parameters:
    ///   - title: What the row shows.
    ///   - destination: The screen to push.
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        let entry = LinkEntry(
            path: context.path, destination: LinkDestination(destination), activation: activation())
        context.preferences.links.register(entry)
        return .link(LinkNode(entry: entry, label: context.resolveChild(label, index: 0)))
    }
}

/// A resolved navigation link: what it pushes and what it shows.
struct LinkNode {
    /// The link as registered in its screen's table.
    var entry: LinkEntry
    /// What the link shows.
    var label: Node
}

extension View {
    /// Sets the accessory a list row shows at its right edge, in place of a navigation link's
    /// default disclosure indicator: `.navigationAccessory(Image(systemName: "info.circle"))`.
    /// - Parameter image: The accessory's glyph.
    /// - Returns: The view.
    public func navigationAccessory(_ image: Image) -> ModifiedView<Self> {
        navigationAccessory(RowAccessory(glyph: image.glyph))
    }

    /// Sets the accessory a list row shows at its right edge: `.none`, `.disclosureIndicator`,
    /// `.detailButton`, `.detailDisclosureButton`, `.checkmark`, or any glyph.
    ///
    /// An accessory can have an action of its own, apart from the row's, as a UIKit detail
    /// button does: the `i` key runs it on the focused row.
    /// ```swift
    /// NavigationLink("Wi-Fi", destination: WiFiSettings())
    ///     .navigationAccessory(.detailDisclosureButton) { showInfo = true }
    /// ```
    /// - Parameters:
    ///   - accessory: The accessory.
    ///   - action: What activating the accessory does; `nil` for none.
    /// - Returns: The view.
    public func navigationAccessory(_ accessory: RowAccessory, action: (() -> Void)? = nil) -> ModifiedView<
        Self
    > {
        modified { node, _ in .modified(node, .accessory(accessory, action: action)) }
    }
}
