/// Whatever keeps `@State` values between frames and wants to know when one changes (the
/// record of the view that owns them).
protocol StateOwner: AnyObject {
    /// One of the owner's state values changed.
    func stateDidChange()
}
