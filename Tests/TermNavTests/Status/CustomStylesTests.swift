import TermNav
import TermNavTesting
import Testing

// Label and progress view styles of the app's own: `makeBody(configuration:)` draws them, and
// the named styles keep drawing as before.

/// The title, then the icon.
private struct TrailingIcon: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

/// The label as the default style draws it, in brackets.
private struct Bracketed: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("[")
            Label(configuration)
            Text("]")
        }
    }
}

/// The label and the percentage done, or "waiting" when it is not known.
private struct Percent: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            if let fraction = configuration.fractionCompleted {
                Text("\(Int(fraction * 100))%")
            } else {
                Text("waiting")
            }
            configuration.currentValueLabel
        }
    }
}

/// The progress view as the default style draws it, after a mark.
private struct Marked: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text(">")
            ProgressView(configuration)
        }
    }
}

private struct Styles: View {
    var body: some View {
        VStack(alignment: .leading) {
            Label("Trailing", systemImage: "star").labelStyle(TrailingIcon())
            Label("Bracketed", systemImage: "star").labelStyle(Bracketed())
            Label("Both", systemImage: "star").labelStyle(.titleAndIcon)
            Label("Title", systemImage: "star").labelStyle(.titleOnly)
            Label("Icon", systemImage: "star").labelStyle(.iconOnly)
            ProgressView("Copying", value: 0.42).progressViewStyle(Percent())
            ProgressView(value: 3, total: 4) {
                Text("Files")
            } currentValueLabel: {
                Text("3 of 4")
            }
            .progressViewStyle(Percent())
            ProgressView("Loading").progressViewStyle(Percent())
            ProgressView("Half", value: 0.5).progressViewStyle(Marked())
        }
    }
}

@MainActor @Suite struct CustomStylesTests {
    @Test func customLabelAndProgressStylesDrawTheirBodies() {
        let driver = TestDriver(Styles(), width: 30, height: 10)
        driver.expectScreen([
            " Trailing ☆",
            " [☆ Bracketed]",
            " ☆ Both",
            " Title",
            " ☆",
            " Copying 42%",
            " Files 75% 3 of 4",
            " Loading waiting",
            " > Half ██████████▌░░░░░░░░░░",
            " q quit",
        ])
    }
}
