import TermNav

/// A sample's text and, below it, each of its Unicode scalars.
struct ScalarsScreen: View {
    /// The sample shown.
    let sample: WidthSample

    var body: some View {
        List {
            Text(sample.text)
            ForEach(Array(sample.scalars.enumerated()), id: \.offset) { _, scalar in
                Text(scalar).dim()
            }
        }
        .navigationTitle(sample.kind)
    }
}
