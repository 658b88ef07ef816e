// SwiftUI's scenes and app-delegate adaptors that a terminal app cannot have: it is one window
// in a terminal, with no UIKit or AppKit application object. A file that uses one stops at one
// error naming it and why.

/// A window of its own beside the app's main one: unavailable in a terminal, which shows one.
@available(
    *, unavailable,
    message:
        "Window: a terminal app has one window, its WindowGroup; show this content as a screen or a sheet"
)
public struct Window<Content: View>: Scene {
    /// Unavailable.
    /// - Parameters:
    ///   - title: The window's title.
    ///   - id: The window's identifier.
    ///   - content: The window's content.
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {}

    /// Unavailable.
    public var body: some Scene { WindowGroup { EmptyView() } }
}

/// An item in the Mac's menu bar: unavailable in a terminal, which has no menu bar.
@available(
    *, unavailable,
    message: "MenuBarExtra: a terminal has no menu bar; put the commands in a Menu or the toolbar"
)
public struct MenuBarExtra<Content: View>: Scene {
    /// Unavailable.
    /// - Parameters:
    ///   - title: The item's title.
    ///   - systemImage: The item's symbol.
    ///   - content: The item's menu.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {}

    /// Unavailable.
    /// - Parameters:
    ///   - title: The item's title.
    ///   - content: The item's menu.
    public init(_ title: String, @ViewBuilder content: () -> Content) {}

    /// Unavailable.
    public var body: some Scene { WindowGroup { EmptyView() } }
}

/// An iOS app delegate for a SwiftUI app: unavailable in a terminal, which has no
/// `UIApplication`.
@available(
    *, unavailable,
    message:
        "UIApplicationDelegateAdaptor: a terminal app has no UIApplication; start work in the App's init or with .task"
)
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType> {
    /// Unavailable.
    /// - Parameter delegateType: The delegate's type.
    public init(_ delegateType: DelegateType.Type) {}

    /// Unavailable.
    public var wrappedValue: DelegateType {
        fatalError("UIApplicationDelegateAdaptor is unavailable in a terminal")
    }
}

/// A macOS app delegate for a SwiftUI app: unavailable in a terminal, which has no
/// `NSApplication`.
@available(
    *, unavailable,
    message:
        "NSApplicationDelegateAdaptor: a terminal app has no NSApplication; start work in the App's init or with .task"
)
@propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType> {
    /// Unavailable.
    /// - Parameter delegateType: The delegate's type.
    public init(_ delegateType: DelegateType.Type) {}

    /// Unavailable.
    public var wrappedValue: DelegateType {
        fatalError("NSApplicationDelegateAdaptor is unavailable in a terminal")
    }
}
