/// What a toolbar holds, as SwiftUI's `ToolbarContent`: `ToolbarItem`s, `ToolbarItemGroup`s,
/// `ToolbarSpacer`s and `ToolbarTitleMenu`s, or a type of the app's own made of them.
///
/// ```swift
/// @ToolbarContentBuilder var editingItems: some ToolbarContent {
///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
///     ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
/// }
///
/// var body: some View {
///     Form { … }
///         .toolbar { editingItems }
/// }
/// ```
/// In TermNav toolbar content is made of views, so a toolbar's content is a view too: a type of
/// the app's own writes its `body` as SwiftUI has it, and `.toolbar { … }` takes it.
public protocol ToolbarContent: View {}

/// Toolbar content a user could rearrange, as SwiftUI's `CustomizableToolbarContent`: a terminal
/// keeps the toolbar as the app wrote it.
public protocol CustomizableToolbarContent: ToolbarContent {}

/// Builds toolbar content from the items written one after another, as SwiftUI's
/// `ToolbarContentBuilder`: `if`, `if let` and `if`/`else` among them too.
public typealias ToolbarContentBuilder = ViewBuilder

extension ToolbarItem: ToolbarContent {}
extension ToolbarItem: CustomizableToolbarContent where ID == String {}
extension ToolbarItemGroup: ToolbarContent {}
extension TupleView: ToolbarContent, CustomizableToolbarContent {}
extension _ConditionalContent: ToolbarContent, CustomizableToolbarContent {}
extension Optional: ToolbarContent, CustomizableToolbarContent where Wrapped: ToolbarContent {}
extension EmptyView: ToolbarContent, CustomizableToolbarContent {}
extension Group: ToolbarContent, CustomizableToolbarContent where Content: ToolbarContent {}

extension View {
    /// Sets the toolbar of the screen this view is on, with an identifier a user's
    /// rearrangement would be kept under: a terminal keeps the items as written.
    /// - Parameters:
    ///   - id: The toolbar's identifier: ignored.
    ///   - content: The items.
    /// - Returns: The view.
    public func toolbar<Content: CustomizableToolbarContent>(
        id: String, @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        toolbar(content: content)
    }
}
