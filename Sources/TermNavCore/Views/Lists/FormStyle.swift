/// How a form lays out its rows (`.formStyle(_:)`), as SwiftUI's `FormStyle`.
public protocol FormStyle {}

/// The platform's look for forms: in a terminal, as ``GroupedFormStyle``.
public struct AutomaticFormStyle: FormStyle {
    /// The automatic style.
    public init() {}
}

/// A form of sections one under another, each control's label at the left of its row and the
/// control at the right, as on iOS.
public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    public init() {}
}

/// A form of two columns, as on a Mac: the labels right-aligned in a column as wide as the
/// widest, each control or value just after its label.
public struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's look: grouped.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Sections one under another, labels at the left and controls at the right.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels right-aligned in a column, each control just after its label.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// The key of whether the forms here lay out in columns (`.formStyle(.columns)`).
struct FormColumnsKey: EnvironmentKey {
    static let defaultValue = false
}

/// The key of whether the controls here are rows of a form laid out in columns: their labels
/// go in the form's label column.
struct InColumnsFormKey: EnvironmentKey {
    static let defaultValue = false
}

extension View {
    /// Sets how the forms inside lay out their rows: `.columns` puts the labels right-aligned in
    /// a column and each control just after its label, as a Mac does; `.grouped` and
    /// `.automatic` put labels at the left and controls at the right.
    /// - Parameter style: The style.
    /// - Returns: The view.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        builtIn(.environment { $0[FormColumnsKey.self] = style is ColumnsFormStyle })
    }
}
