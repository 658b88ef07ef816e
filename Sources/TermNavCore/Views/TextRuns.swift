/// A text's runs: one kept in place, more in an array.
///
/// Most texts are one run (`Text(book.title)`), and a list makes its rows' texts by the
/// thousand, for every row a filter reads, so a single run is kept without an array of its
/// own: making and dropping such a text allocates nothing. Two texts joined with `+` make the
/// array.
struct TextRuns: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, Hashable, Sendable {
    /// Where the runs are.
    private enum Storage: Sendable {
        /// A single run.
        case one(TextRun)
        /// Any other number of runs.
        case many([TextRun])
    }

    private var storage: Storage

    /// No runs.
    init() {
        storage = .many([])
    }

    /// One run.
    /// - Parameter run: The run.
    init(_ run: TextRun) {
        storage = .one(run)
    }

    /// The runs of an array.
    /// - Parameter runs: The runs, in order.
    init(_ runs: [TextRun]) {
        storage = runs.count == 1 ? .one(runs[0]) : .many(runs)
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .one: 1
        case .many(let runs): runs.count
        }
    }

    subscript(position: Int) -> TextRun {
        get {
            switch storage {
            case .one(let run):
                precondition(position == 0, "Index out of range")
                return run
            case .many(let runs): return runs[position]
            }
        }
        set {
            switch storage {
            case .one:
                precondition(position == 0, "Index out of range")
                storage = .one(newValue)
            case .many(var runs):
                // Taken out first, so the array is changed in place where it is not shared.
                storage = .many([])
                runs[position] = newValue
                storage = .many(runs)
            }
        }
    }

    /// The runs as an array.
    var array: [TextRun] {
        switch storage {
        case .one(let run): [run]
        case .many(let runs): runs
        }
    }

    mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == TextRun {
        var runs = takeArray(growingBy: newElements.count - subrange.count)
        runs.replaceSubrange(subrange, with: newElements)
        self = TextRuns(runs)
    }

    mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == TextRun {
        var runs = takeArray(growingBy: newElements.underestimatedCount)
        runs.append(contentsOf: newElements)
        self = TextRuns(runs)
    }

    /// Appends another text's runs: a single run as one element, more as their array, without
    /// stepping through them one by one.
    mutating func append(contentsOf other: TextRuns) {
        var runs = takeArray(growingBy: other.count)
        switch other.storage {
        case .one(let run): runs.append(run)
        case .many(let others): runs.append(contentsOf: others)
        }
        self = TextRuns(runs)
    }

    /// The runs as an array with room for `extra` more, taken out of this value so that it can
    /// be changed in place where it is not shared; this value is left empty.
    private mutating func takeArray(growingBy extra: Int) -> [TextRun] {
        switch storage {
        case .one(let run):
            var runs: [TextRun] = []
            runs.reserveCapacity(1 + Swift.max(extra, 0))
            runs.append(run)
            storage = .many([])
            return runs
        case .many(let runs):
            storage = .many([])
            return runs
        }
    }

    static func == (lhs: TextRuns, rhs: TextRuns) -> Bool {
        lhs.elementsEqual(rhs)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for run in self { hasher.combine(run) }
    }
}
