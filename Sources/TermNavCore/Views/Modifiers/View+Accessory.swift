extension View {
    /// Sets the accessory this row shows at its right edge, on any row (a button, a text, a
    /// stack, a view of your own): `.none`, `.disclosureIndicator`, `.detailButton`,
    /// `.detailDisclosureButton`, `.checkmark`, `.symbol(_:)`, `.glyph(_:ascii:)`, `.text(_:)`.
    /// A row shows one accessory; when several are set, the innermost wins.
    /// - Parameter accessory: The accessory.
    /// - Returns: The view.
    public func accessory(_ accessory: RowAccessory) -> some View {
        builtIn(.accessory(accessory, action: nil))
    }

    /// Sets the accessory this row shows at its right edge, with an action of its own apart
    /// from the row's, as UIKit's detail button: the `i` key runs it on the focused row, and the
    /// key help says so, while Enter still runs the row's own action or link.
    /// ```swift
    /// Button("Wi-Fi") { toggleWiFi() }
    ///     .accessory(.detailButton) { showNetworks = true }
    /// ```
    /// - Parameters:
    ///   - accessory: The accessory.
    ///   - action: What the `i` key does on this row.
    /// - Returns: The view.
    public func accessory(_ accessory: RowAccessory, action: @escaping () -> Void) -> some View {
        builtIn(.accessory(accessory, action: action))
    }

    /// Sets an image as this row's accessory, optionally with an action of its own (the `i` key).
    /// - Parameters:
    ///   - image: The image, such as `Image(systemName: "star.fill")`.
    ///   - action: What the `i` key does on this row; `nil` for nothing.
    /// - Returns: The view.
    public func accessory(_ image: Image, action: (() -> Void)? = nil) -> some View {
        builtIn(.accessory(.image(image), action: action))
    }

    /// Sets a short text as this row's accessory, such as a count: `.accessory(Text("12"))`. It is
    /// dim unless the text has colours of its own.
    /// - Parameters:
    ///   - text: The text.
    ///   - action: What the `i` key does on this row; `nil` for nothing.
    /// - Returns: The view.
    public func accessory(_ text: Text, action: (() -> Void)? = nil) -> some View {
        builtIn(.accessory(.text(text), action: action))
    }

    /// Sets the accessory a list row shows at its right edge, in place of a navigation link's
    /// default disclosure indicator: `.navigationAccessory(Image(systemName: "info.circle"))`.
    /// - Parameters:
    ///   - image: The accessory's glyph.
    ///   - action: What the `i` key does on this row; `nil` for nothing.
    /// - Returns: The view.
    public func navigationAccessory(_ image: Image, action: (() -> Void)? = nil) -> some View {
        builtIn(.accessory(.image(image), action: action))
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
        builtIn(.accessory(accessory, action: action))
    }

    /// Sets the accessory every visible `NavigationLink` inside this view shows by default,
    /// including those of the screens it pushes: `.defaultNavigationAccessory(.none)` at the
    /// root makes chevrons opt-in. A link's own `.navigationAccessory(_:)` still wins. Unset,
    /// a link in a list's row shows the disclosure indicator, and one elsewhere none.
    /// - Parameter accessory: The links' default accessory.
    /// - Returns: The view.
    public func defaultNavigationAccessory(_ accessory: RowAccessory) -> some View {
        environment(\.defaultNavigationAccessory, accessory)
    }
}

/// The environment key of the links' default accessory: `nil` until
/// `.defaultNavigationAccessory(_:)` sets one.
struct DefaultNavigationAccessoryKey: EnvironmentKey {
    static let defaultValue: RowAccessory? = nil
}

extension EnvironmentValues {
    /// The accessory a visible `NavigationLink` gives its row unless the row sets its own: the
    /// one `.defaultNavigationAccessory(_:)` set, or else the disclosure indicator in a list's
    /// rows and none elsewhere.
    var defaultNavigationAccessory: RowAccessory {
        get {
            self[DefaultNavigationAccessoryKey.self] ?? (self[InListKey.self] ? .disclosureIndicator : .none)
        }
        set { self[DefaultNavigationAccessoryKey.self] = newValue }
    }
}
