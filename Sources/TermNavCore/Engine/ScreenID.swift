/// A screen's identity, never given to another screen while the app runs (an object's address
/// can be, once the object is gone): frames, the renderer's kept canvases and a screen's
/// `dismiss` tell screens apart by it.
struct ScreenID: Hashable {
    /// The number: each screen made takes the next.
    private let value: Int

    /// The last number taken.
    @MainActor private static var last = 0

    /// An identity no screen has had before.
    /// - Returns: The identity.
    @MainActor static func next() -> ScreenID {
        last += 1
        return ScreenID(value: last)
    }
}
