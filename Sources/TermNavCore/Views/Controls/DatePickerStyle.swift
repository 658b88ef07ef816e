/// A date picker style chosen by name, as SwiftUI's `DatePickerStyle`: `.automatic`,
/// `.compact`, `.graphical`, `.wheel`, `.field`, `.stepperField`. Set it with
/// ``View/datePickerStyle(_:)``.
///
/// A terminal has one way to show a date picker, so every style draws the same row: the label
/// at the left, the fields at the right (`2026-12-02  14:30`), edited a field at a time with
/// the keys. The styles are accepted so that SwiftUI code builds as it is.
public protocol DatePickerStyle {}

/// The default date picker style.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates the default style.
    public init() {}
}

/// The compact date picker style, drawn as the default one.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates the compact style.
    public init() {}
}

/// The graphical date picker style (a calendar on iOS), drawn as the default one.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates the graphical style.
    public init() {}
}

/// The wheel date picker style, drawn as the default one, a terminal having no wheel.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates the wheel style.
    public init() {}
}

/// The field date picker style (macOS's text field), drawn as the default one.
public struct FieldDatePickerStyle: DatePickerStyle {
    /// Creates the field style.
    public init() {}
}

/// The stepper field date picker style (macOS's field with arrows), drawn as the default one.
public struct StepperFieldDatePickerStyle: DatePickerStyle {
    /// Creates the stepper field style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The compact style, drawn as the default one.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// The graphical style, drawn as the default one.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// The wheel style, drawn as the default one.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// The field style, drawn as the default one.
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// The stepper field style, drawn as the default one.
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension View {
    /// Sets the style of the date pickers inside this view: `.datePickerStyle(.compact)`. Every
    /// style draws as the one terminal date picker (see ``DatePickerStyle``).
    /// - Parameter style: The style.
    /// - Returns: The view, unchanged.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        self
    }
}
