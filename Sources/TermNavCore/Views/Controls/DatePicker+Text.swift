import Foundation

extension DatePicker where Label == Text {
    /// Creates a date picker with a title, over every date.
    /// - Parameters:
    ///   - title: What the picker shows.
    ///   - selection: The date.
    ///   - displayedComponents: The parts of the date shown and edited.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, bounds: DateBounds(), components: displayedComponents, label: Text(title))
    }

    /// Creates a date picker with a localized title, over every date.
    /// - Parameters:
    ///   - titleKey: What the picker shows.
    ///   - selection: The date.
    ///   - displayedComponents: The parts of the date shown and edited.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, bounds: DateBounds(), components: displayedComponents, label: Text(titleKey)
        )
    }

    /// Creates a date picker with a title, over the dates of a closed range.
    /// - Parameters:
    ///   - title: What the picker shows.
    ///   - selection: The date.
    ///   - range: The dates it may choose; a change past either end stops at it.
    ///   - displayedComponents: The parts of the date shown and edited.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, bounds: DateBounds(lower: range.lowerBound, upper: range.upperBound),
            components: displayedComponents, label: Text(title))
    }

    /// Creates a date picker with a localized title, over the dates of a closed range.
    /// - Parameters:
    ///   - titleKey: What the picker shows.
    ///   - selection: The date.
    ///   - range: The dates it may choose; a change past either end stops at it.
    ///   - displayedComponents: The parts of the date shown and edited.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, bounds: DateBounds(lower: range.lowerBound, upper: range.upperBound),
            components: displayedComponents, label: Text(titleKey))
    }

    /// Creates a date picker with a title, over the dates from one on.
    /// - Parameters:
    ///   - title: What the picker shows.
    ///   - selection: The date.
    ///   - range: The dates it may choose; a change before the first stops at it.
    ///   - displayedComponents: The parts of the date shown and edited.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, bounds: DateBounds(lower: range.lowerBound),
            components: displayedComponents,
            label: Text(title))
    }

    /// Creates a date picker with a localized title, over the dates from one on.
    /// - Parameters:
    ///   - titleKey: What the picker shows.
    ///   - selection: The date.
    ///   - range: The dates it may choose; a change before the first stops at it.
    ///   - displayedComponents: The parts of the date shown and edited.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, bounds: DateBounds(lower: range.lowerBound),
            components: displayedComponents,
            label: Text(titleKey))
    }

    /// Creates a date picker with a title, over the dates up to one.
    /// - Parameters:
    ///   - title: What the picker shows.
    ///   - selection: The date.
    ///   - range: The dates it may choose; a change past the last stops at it.
    ///   - displayedComponents: The parts of the date shown and edited.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, bounds: DateBounds(upper: range.upperBound),
            components: displayedComponents,
            label: Text(title))
    }

    /// Creates a date picker with a localized title, over the dates up to one.
    /// - Parameters:
    ///   - titleKey: What the picker shows.
    ///   - selection: The date.
    ///   - range: The dates it may choose; a change past the last stops at it.
    ///   - displayedComponents: The parts of the date shown and edited.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, bounds: DateBounds(upper: range.upperBound),
            components: displayedComponents,
            label: Text(titleKey))
    }
}
