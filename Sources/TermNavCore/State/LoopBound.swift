/// A value that is not `Sendable`, carried to the app's run loop, where it is used.
///
/// Closures from views (a `.task`'s action, a view record to mark changed) are made on the run
/// loop and used only there: by jobs the ``LoopExecutor`` runs, or by changes it applies, both on
/// the loop's thread between frames. Crossing to the loop never shares the value with another
/// thread at the same time, which the compiler cannot see; this box says so in one place.
struct LoopBound<Value>: @unchecked Sendable {
    /// The value, to be used on the run loop only.
    let value: Value
}
