// SwiftUI's bridges to UIKit and AppKit views. A terminal has neither, so a file that uses one
// stops at one error naming it and why, rather than at the UIKit types around it.

/// A UIKit view shown in SwiftUI: unavailable in a terminal, which has no UIKit.
@available(
    *, unavailable,
    message:
        "UIViewRepresentable: a terminal has no UIKit views; write the view in SwiftUI (see docs/Porting.md)"
)
public protocol UIViewRepresentable {}

/// A UIKit view controller shown in SwiftUI: unavailable in a terminal, which has no UIKit.
@available(
    *, unavailable,
    message:
        "UIViewControllerRepresentable: a terminal has no UIKit view controllers; write the screen in SwiftUI (see docs/Porting.md)"
)
public protocol UIViewControllerRepresentable {}

/// An AppKit view shown in SwiftUI: unavailable in a terminal, which has no AppKit.
@available(
    *, unavailable,
    message:
        "NSViewRepresentable: a terminal has no AppKit views; write the view in SwiftUI (see docs/Porting.md)"
)
public protocol NSViewRepresentable {}

/// An AppKit view controller shown in SwiftUI: unavailable in a terminal, which has no AppKit.
@available(
    *, unavailable,
    message:
        "NSViewControllerRepresentable: a terminal has no AppKit view controllers; write the screen in SwiftUI (see docs/Porting.md)"
)
public protocol NSViewControllerRepresentable {}

/// A UIKit view controller that shows SwiftUI views: unavailable in a terminal, where the
/// `App`'s `WindowGroup` shows them.
@available(
    *, unavailable,
    message: "UIHostingController: a terminal has no UIKit; the App's WindowGroup shows the root view"
)
public final class UIHostingController<Content: View> {
    /// Unavailable.
    /// - Parameter rootView: The view.
    public init(rootView: Content) {}
}

/// An AppKit view controller that shows SwiftUI views: unavailable in a terminal, where the
/// `App`'s `WindowGroup` shows them.
@available(
    *, unavailable,
    message: "NSHostingController: a terminal has no AppKit; the App's WindowGroup shows the root view"
)
public final class NSHostingController<Content: View> {
    /// Unavailable.
    /// - Parameter rootView: The view.
    public init(rootView: Content) {}
}

/// An AppKit view that shows SwiftUI views: unavailable in a terminal, where the `App`'s
/// `WindowGroup` shows them.
@available(
    *, unavailable,
    message: "NSHostingView: a terminal has no AppKit; the App's WindowGroup shows the root view"
)
public final class NSHostingView<Content: View> {
    /// Unavailable.
    /// - Parameter rootView: The view.
    public init(rootView: Content) {}
}
