import TermNav

/// A file's details: size, kind, permissions, owner, modified time, a link's target, and a
/// preview of its first bytes; read once when the screen opens.
struct FileDetailsScreen: View {
    /// The file.
    let entry: FileEntry
    /// The details, once read.
    @State private var details: FileDetails?

    var body: some View {
        content
            .navigationTitle(entry.name)
            .onAppear {
                if details == nil { details = FileDetails(reading: entry.location) }
            }
    }

    @ViewBuilder private var content: some View {
        if let details {
            if let failure = details.failure {
                Text(verbatim: failure)
            } else {
                VStack(alignment: .leading) {
                    LabeledContent("Size", value: details.sizeText)
                    LabeledContent("Kind", value: details.kind)
                    LabeledContent("Permissions", value: details.permissions)
                    LabeledContent("Owner", value: details.owner)
                    LabeledContent("Modified", value: details.modified)
                    if let target = details.linkTarget {
                        LabeledContent("Link to", value: target)
                    }
                    Text("")
                    ForEach(Array(details.preview.enumerated()), id: \.offset) { line in
                        Text(verbatim: line.element).foregroundStyle(.secondary)
                    }
                }
            }
        } else {
            Text("Reading…")
        }
    }
}
