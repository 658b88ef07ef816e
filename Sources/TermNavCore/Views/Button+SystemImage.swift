extension Button where Label == TermNavCore.Label<Text, Image> {
    /// Creates a button that shows a title and an SF Symbol's glyph, as a ``Label`` does.
    /// - Parameters:
    ///   - title: What the button shows.
    ///   - systemImage: The SF Symbol name of the icon.
    ///   - action: What the button does.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { TermNavCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a button that shows a localized title and an SF Symbol's glyph.
    /// - Parameters:
    ///   - titleKey: What the button shows.
    ///   - systemImage: The SF Symbol name of the icon.
    ///   - action: What the button does.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { TermNavCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a role that shows a title and an SF Symbol's glyph.
    /// - Parameters:
    ///   - title: What the button shows.
    ///   - systemImage: The SF Symbol name of the icon.
    ///   - role: What the button does, such as ``ButtonRole/destructive``.
    ///   - action: What the button does.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { TermNavCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a role that shows a localized title and an SF Symbol's glyph.
    /// - Parameters:
    ///   - titleKey: What the button shows.
    ///   - systemImage: The SF Symbol name of the icon.
    ///   - role: What the button does, such as ``ButtonRole/destructive``.
    ///   - action: What the button does.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { TermNavCore.Label(titleKey, systemImage: systemImage) }
    }
}
