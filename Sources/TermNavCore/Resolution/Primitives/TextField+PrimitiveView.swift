extension TextField: PrimitiveView {
    /// Resolves the field as its text (or placeholder) marked with its ``TextFieldEntry``.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let title = context.resolveChild(label, index: 0)
        let placeholder = prompt?.runs.array ?? title.textRuns
        var entry = TextFieldEntry(
            path: context.path, source: source, placeholder: placeholder, isSecure: isSecure,
            isBordered: context.environment[TextFieldBorderKey.self],
            isEnabled: context.environment.isEnabled,
            submitActions: isEditor
                ? [] : context.environment[SubmitActionsKey.self] + (onCommit.map { [$0] } ?? []))
        if axis == .vertical, !isSecure {
            entry.area = TextFieldEntry.TextArea(
                lineLimit: context.environment[FieldLineLimitKey.self], returnTypesBreak: isEditor)
        }
        return .modified(entry.shownNode(unicode: context.unicode), .rowTrait(.textField(entry)))
    }
}

extension SecureField: PrimitiveView {
    /// Resolves as its text field, which draws bullets.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        context.resolveChild(field, index: 0)
    }
}

extension TextEditor: PrimitiveView {
    /// Resolves as its text field of several lines, where Return types a line break.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        context.resolveChild(field, index: 0)
    }
}
