/// How a navigation link decides to push.
enum LinkActivation {
    /// Only when its row is activated (a plain `NavigationLink(destination:label:)`).
    case onActivate
    /// When a binding says so: `selection == tag`, or `isActive == true`. Activating the row
    /// sets the binding (`activate`); `deactivate` resets it when the pushed screen is popped,
    /// so the same link can push again.
    case bound(isActive: () -> Bool, activate: () -> Void, deactivate: () -> Void)
}
