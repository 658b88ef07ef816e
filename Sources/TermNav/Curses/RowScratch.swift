/// The storage a row is planned in (``RowWriter``), kept by ``TerminalWriter`` from row to row
/// and frame to frame: planning a row fills it in place, so a frame makes no arrays for its rows'
/// units. Each array grows to the widest row planned; a row uses its start.
struct RowScratch {
    /// The units of a row.
    var units: [RowUnit] = []
    /// For each column, the index of the unit covering it.
    var unitIndex: [Int] = []
    /// For each unit, whether it is sent.
    var isSent: [Bool] = []
}
