#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The view whose body is being built or resolved, so that state read meanwhile knows who reads
/// it: the body's own code, and the built-in views in it as they resolve (a toggle reading its
/// binding, a closure of the view's run by a disclosure group or a list's rows).
///
/// A body is built on one thread, from start to end, and state read on another thread while it
/// is built (in a task it starts, say) is not read by it. So the reader is kept per thread, in a
/// thread-specific slot that points at the reader for as long as the body is built: setting and
/// reading it is a few instructions, where a task-local value costs a lookup and an allocation,
/// and a body is built for every row that comes into view.
enum StateReading {
    /// The thread-specific slot, made once.
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        // Fails only when the process has used up its keys; then every read finds no reader.
        if pthread_key_create(&key, nil) != 0 { key = pthread_key_t(bitPattern: -1) }
        return key
    }()

    /// The view building a body on this thread, or `nil` outside a body.
    static var reader: (any StateOwner)? {
        guard let pointer = pthread_getspecific(slot) else { return nil }
        return pointer.assumingMemoryBound(to: (any StateOwner).self).pointee
    }

    /// Builds a body with `owner` noted as the reader of whatever state it reads.
    /// - Parameters:
    ///   - owner: The view whose body is built.
    ///   - build: Builds the body, on this thread.
    /// - Returns: The body.
    static func reading<Output>(as owner: any StateOwner, _ build: () -> Output) -> Output {
        var owner = owner
        let outer = pthread_getspecific(slot)
        return withUnsafeMutablePointer(to: &owner) { pointer in
            pthread_setspecific(slot, pointer)
            defer { pthread_setspecific(slot, outer) }
            return build()
        }
    }
}
