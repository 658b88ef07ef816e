/// A view that a list shows as rows of its own rather than as one row: a `Section`, several
/// views, a `ForEach`, a disclosure group's rows (and so an `OutlineGroup` and a
/// `DisclosureGroup`, whose bodies are such views).
///
/// It lets a ``ForEach`` whose every element is several rows be told apart from a `ForEach` of
/// rows by its content's type alone, as SwiftUI tells them apart: a list builds such a
/// `ForEach` out and opens each element up into its rows.
protocol RowsView {}

extension TupleView: RowsView {}

extension ForEach: RowsView {}

extension DisclosureGroupRows: RowsView {}
