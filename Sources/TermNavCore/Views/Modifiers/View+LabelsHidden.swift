/// The key of whether the controls here are drawn without their labels (`.labelsHidden()`).
struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension View {
    /// Draws the controls inside without their labels: a toggle, stepper, picker, slider or date
    /// picker is its control alone at the start of its row, a `LabeledContent` its content alone.
    /// The label still names the control to a keyboard shortcut.
    /// - Returns: The view.
    public func labelsHidden() -> some View {
        builtIn(.environment { $0[LabelsHiddenKey.self] = true })
    }
}
