/// A value that is not `Sendable`, carried to the app's run loop, where it is used.
///
/// What the loop is handed from an observation (a view record to mark changed, the engine's
/// change count) is made on the main actor and used only there: by the changes ``LoopWork``
/// applies on the loop's thread between frames. Crossing to the loop never shares the value with
/// another thread at the same time, which the compiler cannot see; this box says so in one place.
struct LoopBound<Value>: @unchecked Sendable {
    /// The value, to be used on the run loop only.
    let value: Value
}
