import Foundation

/// A control that chooses a date and a time, as SwiftUI's `DatePicker`.
///
/// ```swift
/// Form {
///     DatePicker("Due", selection: $due)              //  Due        2026-12-02  14:30
///     DatePicker("Birthday", selection: $birthday, in: ...Date.now, displayedComponents: .date)
/// }
/// ```
/// In a row, the label sits at the left and the date at the right, in fixed fields that read
/// the same everywhere: year-month-day and a 24-hour hour:minute, each shown only when its
/// components are displayed. The fields are counted in the environment's ``EnvironmentValues/calendar``
/// and shown in its ``EnvironmentValues/timeZone``.
///
/// The row takes the focus as any control does, and ↑/↓ go on moving between rows. Enter or
/// Space (or a click) edits it: one field is marked, `2026-12-[02]`; ←/→ move between the
/// fields, ↑/↓ change the marked one by one, rolling over as the calendar does (the day after
/// the 31st is the next month's 1st), and digits type it, moving on once it is full; Enter, Esc
/// or Tab end the editing. Every change is written to the binding as it is made, kept within
/// the `in:` range. A click on a field edits that field.
nonisolated public struct DatePicker<Label: View>: View {
    /// The components a date picker shows, as SwiftUI names them on `DatePicker`.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let bounds: DateBounds
    let components: DatePickerComponents
    let label: Label
    /// The field being edited, while the picker is.
    @State private var editing: DatePickerEditing?
    /// Whether the picker's row has the focus: editing ends when it leaves.
    @FocusState private var isFocused: Bool
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone

    /// Creates a date picker with a label view, over every date.
    /// - Parameters:
    ///   - selection: The date.
    ///   - displayedComponents: The parts of the date shown and edited.
    ///   - label: What the picker shows.
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, bounds: DateBounds(), components: displayedComponents, label: label())
    }

    /// Creates a date picker with a label view, over the dates of a closed range.
    /// - Parameters:
    ///   - selection: The date.
    ///   - range: The dates it may choose; a change past either end stops at it.
    ///   - displayedComponents: The parts of the date shown and edited.
    ///   - label: What the picker shows.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, bounds: DateBounds(lower: range.lowerBound, upper: range.upperBound),
            components: displayedComponents, label: label())
    }

    /// Creates a date picker with a label view, over the dates from one on.
    /// - Parameters:
    ///   - selection: The date.
    ///   - range: The dates it may choose; a change before the first stops at it.
    ///   - displayedComponents: The parts of the date shown and edited.
    ///   - label: What the picker shows.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, bounds: DateBounds(lower: range.lowerBound),
            components: displayedComponents,
            label: label())
    }

    /// Creates a date picker with a label view, over the dates up to one.
    /// - Parameters:
    ///   - selection: The date.
    ///   - range: The dates it may choose; a change past the last stops at it.
    ///   - displayedComponents: The parts of the date shown and edited.
    ///   - label: What the picker shows.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, bounds: DateBounds(upper: range.upperBound),
            components: displayedComponents,
            label: label())
    }

    /// Creates a date picker over bounds.
    init(selection: Binding<Date>, bounds: DateBounds, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.bounds = bounds
        self.components = components
        self.label = label
    }

    /// The picker's row, editing while it has the focus and a field is being edited.
    @MainActor public var body: some View {
        let value = DatePickerValue(
            selection: selection, bounds: bounds, components: components, calendar: calendar,
            timeZone: timeZone)
        DatePickerRow(value: value, label: label, editing: $editing, shown: isFocused ? editing : nil)
            .focused($isFocused)
            .onChange(of: isFocused) { _, focused in
                if !focused { editing = nil }
            }
    }
}
