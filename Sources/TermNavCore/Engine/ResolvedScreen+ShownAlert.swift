extension ResolvedScreen {
    /// The alert or confirmation dialog shown on the screen, if any: the first its fixed views
    /// declared, else the first of its rows'.
    /// - Parameter rowAlerts: The alerts the rows of the last frame declared.
    /// - Returns: The alert.
    func shownAlert(rowAlerts: [AlertEntry]) -> AlertEntry? {
        preferences.alerts.first ?? rowAlerts.first
    }
}
