extension View {
    /// Sets the accessory a list row shows at its right edge, in place of a navigation link's
    /// default disclosure indicator: `.navigationAccessory(Image(systemName: "info.circle"))`.
    /// - Parameter image: The accessory's glyph.
    /// - Returns: The view.
    public func navigationAccessory(_ image: Image) -> some View {
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
    public func navigationAccessory(_ accessory: RowAccessory, action: (() -> Void)? = nil) -> some View {
        modifier(.accessory(accessory, action: action))
    }
}
