extension View {
    /// Shows a count at the right of this view's row, dim, as a list row's badge on iOS; `0`
    /// shows none.
    /// - Parameter count: The count.
    /// - Returns: The view with its badge.
    public func badge(_ count: Int) -> some View {
        Badged(content: self, badge: count == 0 ? nil : Text(String(count)))
    }

    /// Shows a text at the right of this view's row, dim; `nil` shows none.
    /// - Parameter label: The badge's text.
    /// - Returns: The view with its badge.
    public func badge(_ label: Text?) -> some View {
        Badged(content: self, badge: label)
    }

    /// Shows a localized text at the right of this view's row, dim; `nil` shows none.
    /// - Parameter key: The badge's text.
    /// - Returns: The view with its badge.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        Badged(content: self, badge: key.map { Text($0) })
    }

    /// Shows a string at the right of this view's row, dim; `nil` shows none.
    /// - Parameter label: The badge's text.
    /// - Returns: The view with its badge.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        Badged(content: self, badge: label.map { Text($0) })
    }
}

/// A view with its badge at the right of its row, before the row's accessory. Content that a
/// list shows as rows of their own (a section) is shown as those rows, without the badge, which
/// belongs on one row.
nonisolated struct Badged<Content: View>: View {
    let content: Content
    let badge: Text?

    @MainActor var body: some View {
        if let badge, !Content.isRows {
            HStack(spacing: 0) {
                content
                Spacer(minLength: 1)
                badge.foregroundStyle(.secondary)
            }
        } else {
            content
        }
    }
}
