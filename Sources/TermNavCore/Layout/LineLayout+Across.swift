extension LineLayout {
    /// The lines of a row of a screen that scrolls across: laid out at its ideal width, or at
    /// `width` when that is more (so a spacer still reaches the screen's edge), text never
    /// wrapped short of its ideal width.
    func linesAcross(_ node: Node, least width: Int) -> [Line] {
        let ideal = BoxLayout(lines: self, wrap: true).size(of: node, proposal: .unspecified).width
        return lines(node, width: max(width, ideal), wrap: true)
    }
}
