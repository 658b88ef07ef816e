import Foundation

/// One row of a ``Table`` made with `Table(of:columns:rows:)`, showing a value, as SwiftUI's
/// `TableRow`.
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Name", value: \.name)
/// } rows: {
///     TableRow(Person(name: "Ada"))
///     ForEach(others) { TableRow($0) }
/// }
/// ```
///
/// It is a view too, so that a `ForEach` of rows builds; outside a table it shows nothing.
nonisolated public struct TableRow<Value: Identifiable>: TableRowContent, View {
    /// The type of the value the row shows.
    public typealias TableRowValue = Value
    /// Built into TermNav: no body.
    public typealias TableRowBody = Never
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The value the row shows.
    let value: Value

    /// Creates a row for a value.
    /// - Parameter value: The value the row shows.
    public init(_ value: Value) {
        self.value = value
    }
}

extension TableRow: TableRowsProviding {
    @MainActor func tableRowRuns() -> [TableRowRun<Value>] {
        let value = value
        return [TableRowRun(count: 1) { _ in value }]
    }
}

/// No rows: what ``TableRowBuilder`` builds from nothing.
nonisolated public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent {
    /// The type of the values rows would show.
    public typealias TableRowValue = Value
    /// Built into TermNav: no body.
    public typealias TableRowBody = Never
}

extension EmptyTableRowContent: TableRowsProviding {
    @MainActor func tableRowRuns() -> [TableRowRun<Value>] { [] }
}

/// Several rows of a table, as ``TableRowBuilder`` builds them.
nonisolated public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    /// The type of the values the rows show.
    public typealias TableRowValue = Value
    /// Built into TermNav: no body.
    public typealias TableRowBody = Never

    /// The rows, as written.
    public let value: T
    /// The same rows, in order, for reading one by one.
    let parts: [any TableRowContent]
}

extension TupleTableRowContent: TableRowsProviding {
    @MainActor func tableRowRuns() -> [TableRowRun<Value>] {
        parts.flatMap { TableRows.anyRuns(of: $0) as? [TableRowRun<Value>] ?? [] }
    }
}

/// The rows of a table made from a collection (`Table(people) { … }`): one row per element, read
/// only when its row is shown, as a `List`'s rows are.
nonisolated public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
    /// The type of the values the rows show.
    public typealias TableRowValue = Data.Element
    /// Built into TermNav: no body.
    public typealias TableRowBody = Never

    /// The collection.
    let data: Data
}

extension TableForEachContent: TableRowsProviding {
    @MainActor func tableRowRuns() -> [TableRowRun<Data.Element>] {
        let data = data
        return [TableRowRun(count: data.count) { data[data.index(data.startIndex, offsetBy: $0)] }]
    }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    /// The type of the values the rows show.
    public typealias TableRowValue = Content.TableRowValue
    /// Built into TermNav: no body.
    public typealias TableRowBody = Never
}

extension ForEach: TableRowsProviding where Content: TableRowContent {
    @MainActor func tableRowRuns() -> [TableRowRun<Content.TableRowValue>] {
        if let rows = self as? ForEach<Data, ID, TableRow<Content.TableRowValue>> {
            // A row per element: each read only when its row is shown.
            let data = rows.data
            let content = rows.content
            return [
                TableRowRun(count: data.count) {
                    content(data[data.index(data.startIndex, offsetBy: $0)]).value
                }
            ]
        }
        // Elements that make any number of rows: read all at once.
        return data.flatMap { TableRows.runs(of: content($0)) }
    }
}

/// Builds a ``Table``'s rows from the ``TableRow``s and `ForEach`es written one after another,
/// as SwiftUI's `TableRowBuilder` does.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    /// Takes rows.
    /// - Parameter rows: The rows.
    /// - Returns: The rows.
    public static func buildExpression<Rows: TableRowContent>(_ rows: Rows) -> Rows
    where Rows.TableRowValue == Value {
        rows
    }

    /// Takes no rows.
    /// - Returns: No rows.
    public static func buildBlock() -> EmptyTableRowContent<Value> {
        EmptyTableRowContent()
    }

    /// Takes one run of rows.
    /// - Parameter rows: The rows.
    /// - Returns: The rows.
    public static func buildBlock<Rows: TableRowContent>(_ rows: Rows) -> Rows
    where Rows.TableRowValue == Value {
        rows
    }

    /// Takes 2 runs of rows, in order.
    /// - Returns: The rows together.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent>(_ c0: C0, _ c1: C1)
        -> TupleTableRowContent<Value, (C0, C1)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value {
        TupleTableRowContent(value: (c0, c1), parts: [c0, c1])
    }

    /// Takes 3 runs of rows, in order.
    /// - Returns: The rows together.
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    )
        -> TupleTableRowContent<Value, (C0, C1, C2)>
    where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value {
        TupleTableRowContent(value: (c0, c1, c2), parts: [c0, c1, c2])
    }

    /// Takes 4 runs of rows, in order.
    /// - Returns: The rows together.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
        -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
        C3.TableRowValue == Value
    {
        TupleTableRowContent(value: (c0, c1, c2, c3), parts: [c0, c1, c2, c3])
    }

    /// Takes 5 runs of rows, in order.
    /// - Returns: The rows together.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C4: TableRowContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
        -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
        C3.TableRowValue == Value, C4.TableRowValue == Value
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4), parts: [c0, c1, c2, c3, c4])
    }

    /// Takes 6 runs of rows, in order.
    /// - Returns: The rows together.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C4: TableRowContent, C5: TableRowContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
        -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
        C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5), parts: [c0, c1, c2, c3, c4, c5])
    }

    /// Takes 7 runs of rows, in order.
    /// - Returns: The rows together.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C4: TableRowContent, C5: TableRowContent, C6: TableRowContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6)
        -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
        C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value,
        C6.TableRowValue == Value
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6), parts: [c0, c1, c2, c3, c4, c5, c6])
    }

    /// Takes 8 runs of rows, in order.
    /// - Returns: The rows together.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7)
        -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
        C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value,
        C6.TableRowValue == Value, C7.TableRowValue == Value
    {
        TupleTableRowContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7), parts: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    /// Takes 9 runs of rows, in order.
    /// - Returns: The rows together.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent,
        C8: TableRowContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8)
        -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
        C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value,
        C6.TableRowValue == Value, C7.TableRowValue == Value, C8.TableRowValue == Value
    {
        TupleTableRowContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    /// Takes 10 runs of rows, in order.
    /// - Returns: The rows together.
    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
        C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent,
        C8: TableRowContent, C9: TableRowContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9)
        -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
        C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value,
        C6.TableRowValue == Value, C7.TableRowValue == Value, C8.TableRowValue == Value,
        C9.TableRowValue == Value
    {
        TupleTableRowContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }

    /// Takes the rows of an `if` without `else`, when the condition holds.
    /// - Parameter rows: The rows, or `nil`.
    /// - Returns: The rows, or none.
    public static func buildOptional<Rows: TableRowContent>(_ rows: Rows?) -> TupleTableRowContent<
        Value, Rows?
    >
    where Rows.TableRowValue == Value {
        TupleTableRowContent(value: rows, parts: rows.map { [$0] } ?? [])
    }

    /// Takes the rows of an `if`'s first branch.
    /// - Parameter first: The rows.
    /// - Returns: The rows.
    public static func buildEither<First: TableRowContent, Second: TableRowContent>(first: First)
        -> TupleTableRowContent<Value, (First?, Second?)>
    where First.TableRowValue == Value, Second.TableRowValue == Value {
        TupleTableRowContent(value: (first, nil), parts: [first])
    }

    /// Takes the rows of an `if`'s `else` branch.
    /// - Parameter second: The rows.
    /// - Returns: The rows.
    public static func buildEither<First: TableRowContent, Second: TableRowContent>(second: Second)
        -> TupleTableRowContent<Value, (First?, Second?)>
    where First.TableRowValue == Value, Second.TableRowValue == Value {
        TupleTableRowContent(value: (nil, second), parts: [second])
    }

    /// Takes the rows of an `if #available`.
    /// - Parameter rows: The rows.
    /// - Returns: The rows.
    public static func buildLimitedAvailability<Rows: TableRowContent>(_ rows: Rows) -> Rows
    where Rows.TableRowValue == Value {
        rows
    }
}
