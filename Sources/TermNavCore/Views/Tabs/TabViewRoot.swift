/// What a ``TabView`` resolves through: its tabs, its selection and its style.
nonisolated struct TabViewRoot: View {
    typealias Body = Never

    let pages: [TabPage]
    let selection: TabSelection
    let style: TabViewStyleKind
}
