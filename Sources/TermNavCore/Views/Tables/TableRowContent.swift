import Foundation

/// Rows of a ``Table``, as SwiftUI's `TableRowContent`: ``TableRow``s, a `ForEach` of them, or a
/// type of your own whose `tableRowBody` is made of them.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The type of the values the rows show.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The rows this content is made of.
    associatedtype TableRowBody: TableRowContent

    /// The rows this content is made of.
    @TableRowBuilder<TableRowValue>
    var tableRowBody: TableRowBody { get }
}

extension TableRowContent where TableRowBody == Never {
    /// Rows built into TermNav have no body; the table reads them itself.
    public var tableRowBody: Never {
        fatalError("\(Self.self) is built into TermNav and has no table row body")
    }
}

/// A table's rows, read from its ``TableRowContent``: runs of values, each read when its row is
/// shown.
struct TableRowRun<Value> {
    /// The values in the run.
    let count: Int
    /// The value at an offset in the run.
    let value: (Int) -> Value

}

/// Reads the rows of row content.
enum TableRows {
    /// The runs of values a row content is made of, in order: its own, or its body's.
    /// - Parameter content: The rows.
    /// - Returns: The runs.
    @MainActor
    static func runs<Content: TableRowContent>(of content: Content) -> [TableRowRun<Content.TableRowValue>] {
        if let provider = content as? any TableRowsProviding {
            return provider.anyTableRowRuns() as? [TableRowRun<Content.TableRowValue>] ?? []
        }
        if Content.TableRowBody.self == Never.self { return [] }
        return runs(of: content.tableRowBody) as? [TableRowRun<Content.TableRowValue>] ?? []
    }

    /// The runs of row content of any type, as an array of runs of its row type.
    /// - Parameter content: The rows.
    /// - Returns: The runs, as `[TableRowRun<Content.TableRowValue>]`.
    @MainActor
    static func anyRuns<Content: TableRowContent>(of content: Content) -> Any {
        runs(of: content)
    }
}

/// Row content built into TermNav, which gives its values directly.
@MainActor
protocol TableRowsProviding {
    /// The type of the values the rows show.
    associatedtype ProvidedRowValue
    /// The runs of values, in order.
    @MainActor func tableRowRuns() -> [TableRowRun<ProvidedRowValue>]
}

extension TableRowsProviding {
    /// The runs, as a value of any type (an array of runs of the row type).
    func anyTableRowRuns() -> Any { tableRowRuns() }
}

/// The rows of a table, one after another: the values of every run, read when asked for.
struct TableRowValues<Value>: RandomAccessCollection {
    /// The runs.
    let runs: [TableRowRun<Value>]
    /// Where each run starts among the rows.
    private let starts: [Int]

    /// The rows of runs, in order.
    init(runs: [TableRowRun<Value>]) {
        self.runs = runs
        var starts: [Int] = []
        var total = 0
        for run in runs {
            starts.append(total)
            total += run.count
        }
        self.starts = starts
        endIndex = total
    }

    var startIndex: Int { 0 }
    let endIndex: Int

    subscript(position: Int) -> Value {
        // The last run that starts at or before the position holds it.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return runs[low].value(position - starts[low])
    }
}
