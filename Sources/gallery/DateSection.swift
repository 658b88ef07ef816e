import Foundation
import TermNav

/// "Dates": a date picker with the date and the time, and one with the time alone. Enter edits
/// one a field at a time: ←/→ choose the field, ↑/↓ change it, digits type it, Enter is done.
struct DateSection: View {
    /// 2 December 2026, 14:30 UTC: where the pickers start, the same on every run.
    static let start = Date(timeIntervalSince1970: 1_796_221_800)

    @State private var due = DateSection.start
    @State private var alarm = DateSection.start

    var body: some View {
        Section("Dates") {
            DatePicker("Due", selection: $due)
            DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
        }
    }
}
