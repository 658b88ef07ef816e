import Foundation

// The initializers SwiftUI declares for `TableColumn`, each with a title given as a string
// literal (`LocalizedStringKey`), a `Text` or a string.

extension TableColumn where Sort == Never, Label == Text {
    /// Creates a column that does not sort, showing a view for each row.
    /// - Parameters:
    ///   - titleKey: The column's title, as `Text` reads a string literal.
    ///   - content: Builds the view for a row.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    /// Creates a column that does not sort, showing a view for each row.
    /// - Parameters:
    ///   - text: The column's title.
    ///   - content: Builds the view for a row.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: nil, content: content)
    }

    /// Creates a column that does not sort, showing a view for each row.
    /// - Parameters:
    ///   - title: The column's title, shown as written.
    ///   - content: Builds the view for a row.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: nil, content: content)
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// Creates a column that does not sort, showing a string property of each row.
    /// - Parameters:
    ///   - titleKey: The column's title, as `Text` reads a string literal.
    ///   - value: The property shown.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates a column that does not sort, showing a string property of each row.
    /// - Parameters:
    ///   - text: The column's title.
    ///   - value: The property shown.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(label: text, comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates a column that does not sort, showing a string property of each row.
    /// - Parameters:
    ///   - title: The column's title, shown as written.
    ///   - value: The property shown.
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn where Label == Text {
    /// Creates a column that sorts by a comparator, showing a view for each row.
    /// - Parameters:
    ///   - titleKey: The column's title, as `Text` reads a string literal.
    ///   - comparator: What the table's `sortOrder` takes when the column is chosen to sort by.
    ///   - content: Builds the view for a row.
    public init(
        _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), comparator: comparator, content: content)
    }

    /// Creates a column that sorts by a comparator, showing a view for each row.
    /// - Parameters:
    ///   - text: The column's title.
    ///   - comparator: What the table's `sortOrder` takes when the column is chosen to sort by.
    ///   - content: Builds the view for a row.
    public init(
        _ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: comparator, content: content)
    }

    /// Creates a column that sorts by a comparator, showing a view for each row.
    /// - Parameters:
    ///   - title: The column's title, shown as written.
    ///   - comparator: What the table's `sortOrder` takes when the column is chosen to sort by.
    ///   - content: Builds the view for a row.
    public init<S: StringProtocol>(
        _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), comparator: comparator, content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Creates a column that sorts by a property, showing a view for each row.
    /// - Parameters:
    ///   - titleKey: The column's title, as `Text` reads a string literal.
    ///   - value: The property the column sorts by.
    ///   - content: Builds the view for a row.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, V> & Sendable,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value), content: content)
    }

    /// Creates a column that sorts by a property, showing a view for each row.
    /// - Parameters:
    ///   - text: The column's title.
    ///   - value: The property the column sorts by.
    ///   - content: Builds the view for a row.
    public init<V: Comparable>(
        _ text: Text, value: any KeyPath<RowValue, V> & Sendable,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: KeyPathComparator(value), content: content)
    }

    /// Creates a column that sorts by a property, showing a view for each row.
    /// - Parameters:
    ///   - title: The column's title, shown as written.
    ///   - value: The property the column sorts by.
    ///   - content: Builds the view for a row.
    public init<V: Comparable, S: StringProtocol>(
        _ title: S, value: any KeyPath<RowValue, V> & Sendable,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), comparator: KeyPathComparator(value), content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Creates a column that sorts by a property with a comparator, showing a view for each row.
    /// - Parameters:
    ///   - titleKey: The column's title, as `Text` reads a string literal.
    ///   - value: The property the column sorts by.
    ///   - comparator: How two values of the property compare.
    ///   - content: Builds the view for a row.
    public init<V, C: SortComparator>(
        _ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, V> & Sendable, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(
            label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator),
            content: content)
    }

    /// Creates a column that sorts by a property with a comparator, showing a view for each row.
    /// - Parameters:
    ///   - text: The column's title.
    ///   - value: The property the column sorts by.
    ///   - comparator: How two values of the property compare.
    ///   - content: Builds the view for a row.
    public init<V, C: SortComparator>(
        _ text: Text, value: any KeyPath<RowValue, V> & Sendable, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(label: text, comparator: KeyPathComparator(value, comparator: comparator), content: content)
    }

    /// Creates a column that sorts by a property with a comparator, showing a view for each row.
    /// - Parameters:
    ///   - title: The column's title, shown as written.
    ///   - value: The property the column sorts by.
    ///   - comparator: How two values of the property compare.
    ///   - content: Builds the view for a row.
    public init<V, C: SortComparator, S: StringProtocol>(
        _ title: S, value: any KeyPath<RowValue, V> & Sendable, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(
            label: Text(title), comparator: KeyPathComparator(value, comparator: comparator), content: content
        )
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// Creates a column that sorts by a string property and shows it, comparing as Finder does (numbers by their value, case aside).
    /// - Parameters:
    ///   - titleKey: The column's title, as `Text` reads a string literal.
    ///   - value: The property shown and sorted by.
    public init(_ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, String> & Sendable) {
        self.init(
            label: Text(titleKey),
            comparator: KeyPathComparator(value, comparator: LocalizedStandardComparator())
        ) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates a column that sorts by a string property and shows it, comparing as Finder does (numbers by their value, case aside).
    /// - Parameters:
    ///   - text: The column's title.
    ///   - value: The property shown and sorted by.
    public init(_ text: Text, value: any KeyPath<RowValue, String> & Sendable) {
        self.init(
            label: text, comparator: KeyPathComparator(value, comparator: LocalizedStandardComparator())
        ) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates a column that sorts by a string property and shows it, comparing as Finder does (numbers by their value, case aside).
    /// - Parameters:
    ///   - title: The column's title, shown as written.
    ///   - value: The property shown and sorted by.
    public init<S: StringProtocol>(_ title: S, value: any KeyPath<RowValue, String> & Sendable) {
        self.init(
            label: Text(title),
            comparator: KeyPathComparator(value, comparator: LocalizedStandardComparator())
        ) { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// Creates a column that sorts by a string property with a comparator, and shows it.
    /// - Parameters:
    ///   - titleKey: The column's title, as `Text` reads a string literal.
    ///   - value: The property shown and sorted by.
    ///   - comparator: How two strings compare.
    public init(
        _ titleKey: LocalizedStringKey, value: any KeyPath<RowValue, String> & Sendable,
        comparator: String.StandardComparator
    ) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(value, comparator: comparator)) {
            Text(verbatim: $0[keyPath: value])
        }
    }

    /// Creates a column that sorts by a string property with a comparator, and shows it.
    /// - Parameters:
    ///   - text: The column's title.
    ///   - value: The property shown and sorted by.
    ///   - comparator: How two strings compare.
    public init(
        _ text: Text, value: any KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator
    ) {
        self.init(label: text, comparator: KeyPathComparator(value, comparator: comparator)) {
            Text(verbatim: $0[keyPath: value])
        }
    }

    /// Creates a column that sorts by a string property with a comparator, and shows it.
    /// - Parameters:
    ///   - title: The column's title, shown as written.
    ///   - value: The property shown and sorted by.
    ///   - comparator: How two strings compare.
    public init<S: StringProtocol>(
        _ title: S, value: any KeyPath<RowValue, String> & Sendable, comparator: String.StandardComparator
    ) {
        self.init(label: Text(title), comparator: KeyPathComparator(value, comparator: comparator)) {
            Text(verbatim: $0[keyPath: value])
        }
    }
}

/// Compares strings as Finder sorts names, as `localizedStandardCompare(_:)` does: numbers by
/// their value and letters whatever their case; the comparator a string column sorts by when it
/// is given none.
struct LocalizedStandardComparator: SortComparator {
    /// Whether the order is ascending or descending.
    var order = SortOrder.forward

    func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        let result = lhs.localizedStandardCompare(rhs)
        guard order == .reverse else { return result }
        switch result {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }
}
