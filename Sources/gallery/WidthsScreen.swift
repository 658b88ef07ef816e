import TermNav

/// "Widths": a row for each kind of display width — Latin, accented Latin (composed and with
/// combining marks), CJK, Hangul, combining marks, ZWJ emoji, flags, skin tones, an emoji chosen
/// by VS16 — each pushing the text's Unicode scalars; the fullwidth row shows a detail button. Every row's accessory sits in the same
/// column, one from the right edge, whatever width the terminal gives the text.
struct WidthsScreen: View {
    var body: some View {
        List {
            ForEach(WidthSample.all) { sample in
                NavigationLink(sample.label, destination: ScalarsScreen(sample: sample))
                    .navigationAccessory(sample.hasDetailButton ? .detailButton : .disclosureIndicator)
            }
        }
        .navigationTitle("Widths")
    }
}
