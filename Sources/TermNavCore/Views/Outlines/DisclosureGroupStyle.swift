/// How the disclosure groups inside a view are drawn (`.disclosureGroupStyle(_:)`).
///
/// A terminal has one look, the glyph and the indented rows (see ``DisclosureGroup``); SwiftUI's
/// only built-in style, `.automatic`, is it.
public protocol DisclosureGroupStyle {}

/// The platform's look: `▸`/`▾` before the label, the content's rows indented below it.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The automatic style.
    public init() {}
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform's look.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension View {
    /// Sets the style of the disclosure groups inside this view: `.disclosureGroupStyle(.automatic)`,
    /// the one terminal look.
    /// - Parameter style: The style.
    /// - Returns: The view, unchanged.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        self
    }
}
