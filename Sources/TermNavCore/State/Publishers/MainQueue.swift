import Dispatch

/// Whether code runs on the main queue, where the main actor's jobs run: a value a publisher
/// sends there goes to a view at once, and one sent anywhere else waits for the main queue.
///
/// The main thread is not the test: under a test runner the main queue may be served by
/// another thread. A value set on the main queue, read back, is.
enum MainQueue {
    /// The key of the value the main queue holds.
    private struct Marker: @unchecked Sendable {
        let key = DispatchSpecificKey<Bool>()

        init() {
            DispatchQueue.main.setSpecific(key: key, value: true)
        }
    }

    /// Set on the main queue when first asked for.
    private static let marker = Marker()

    /// Whether the code calling runs on the main queue.
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: marker.key) == true
    }

    /// Runs `body` on the main actor: at once on the main queue, else queued there.
    /// - Parameter body: What to run.
    static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated(body)
        } else {
            DispatchQueue.main.async(execute: body)
        }
    }
}
