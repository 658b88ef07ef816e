/// The view whose body is being built, so that state read meanwhile knows who reads it.
enum StateReading {
    /// The reading view, while a body is built.
    @TaskLocal static var reader: ReaderReference?

    /// Builds a body with `owner` noted as the reader of whatever state it reads.
    static func reading<Output>(as owner: any StateOwner, _ build: () -> Output) -> Output {
        $reader.withValue(ReaderReference(owner: owner), operation: build)
    }
}

/// A reading view, handed through a task-local value; only ever used on the thread that set it.
final class ReaderReference: @unchecked Sendable {
    /// The reading view.
    weak var owner: (any StateOwner)?

    init(owner: any StateOwner) {
        self.owner = owner
    }
}
