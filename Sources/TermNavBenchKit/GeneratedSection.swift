/// The part of a document the benchmark writes: the lines between
/// `<!-- termnav-bench:begin -->` and `<!-- termnav-bench:end -->`, so `docs/Performance.md`
/// can be refreshed in place by `termnav-bench --update-doc docs/Performance.md`.
public enum GeneratedSection {
    /// The line that starts the section.
    public static let begin = "<!-- termnav-bench:begin -->"
    /// The line that ends it.
    public static let end = "<!-- termnav-bench:end -->"

    /// Replaces the section's contents.
    /// - Parameters:
    ///   - document: The document, holding both marker lines once, in order.
    ///   - contents: The new contents, ending with a newline.
    /// - Returns: The document with the new contents between the markers, or `nil` when it
    ///   lacks them.
    public static func replace(in document: String, with contents: String) -> String? {
        var lines = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.firstIndex(of: begin), let last = lines.lastIndex(of: end), first < last
        else {
            return nil
        }
        var body = contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if body.last == "" { body.removeLast() }
        lines.replaceSubrange((first + 1)..<last, with: body)
        return lines.joined(separator: "\n")
    }
}
