/// How a navigation link decides to push.
@usableFromInline
enum LinkActivation {
    /// Only when its row is activated.
    case onActivate
    /// When a binding says so: `selection == tag`, `isActive == true`, an item set. Activating the
    /// row sets the binding (`activate`); `deactivate` resets it when the pushed screen is
    /// popped, so the same link can push again.
    case bound(isActive: () -> Bool, activate: () -> Void, deactivate: () -> Void)
}
