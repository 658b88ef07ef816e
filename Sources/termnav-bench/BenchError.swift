/// A real failure of the benchmark, as opposed to a missed target: it exits 1 with one line.
struct BenchError: Error, CustomStringConvertible {
    /// What went wrong, on one line.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
