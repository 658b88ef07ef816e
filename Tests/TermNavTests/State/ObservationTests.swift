import TermNav
import TermNavTesting
import Testing

/// `@Observable` models: a view is built again when a property its body read changes, and only
/// then; the model may sit in `@State`, be passed in, or come from the environment.
@MainActor @Suite struct ObservationTests {
    @Observable final class Scores {
        var home = 0
        var away = 0
    }

    /// Counts body builds by name.
    final class Builds {
        var counts: [String: Int] = [:]
        func note(_ name: String) { counts[name, default: 0] += 1 }
    }

    struct HomeLine: View {
        let scores: Scores
        let builds: Builds
        var body: some View {
            builds.note("home")
            return Text("Home \(scores.home)")
        }
    }

    struct AwayLine: View {
        let scores: Scores
        let builds: Builds
        var body: some View {
            builds.note("away")
            return Text("Away \(scores.away)")
        }
    }

    struct Board: View {
        @State private var scores = Scores()
        let builds: Builds
        var body: some View {
            List {
                HomeLine(scores: scores, builds: builds)
                AwayLine(scores: scores, builds: builds)
                Button("Goal for home") { scores.home += 1 }
            }
        }
    }

    @Test func aChangeRebuildsOnlyTheViewsThatReadIt() {
        let builds = Builds()
        let driver = TestDriver(Board(builds: builds), width: 24, height: 5)
        #expect(builds.counts == ["home": 1, "away": 1])
        driver.press(.downArrow, .downArrow, .return)
        driver.expectScreen([
            " Home 1",
            " Away 0",
            " Goal for home",
            "",
            "",
        ])
        #expect(builds.counts == ["home": 2, "away": 1])
    }

    @Test func aChangeFromOutsideAnyViewRedrawsTheScreen() {
        let scores = Scores()
        let builds = Builds()
        let driver = TestDriver(
            List {
                HomeLine(scores: scores, builds: builds)
                AwayLine(scores: scores, builds: builds)
            }, width: 24, height: 3)
        scores.away = 2
        driver.press(.downArrow)
        driver.expectScreen([" Home 0", " Away 2", ""])
        #expect(builds.counts == ["home": 1, "away": 2])
    }

    struct Scoreboard: View {
        @Environment(Scores.self) private var scores
        var body: some View {
            NavigationStack {
                List {
                    Text("Home \(scores.home)")
                    NavigationLink("Edit") { ScoreEditor() }
                }
                .navigationTitle("Match")
            }
        }
    }

    struct ScoreEditor: View {
        @Environment(Scores.self) private var scores
        var body: some View {
            @Bindable var scores = scores
            List {
                Button("Home +1") { $scores.home.wrappedValue += 1 }
                Text("Home is \(scores.home)")
            }
            .navigationTitle("Edit")
        }
    }

    @Test func anEnvironmentModelIsSharedByAPushedScreen() {
        let scores = Scores()
        let driver = TestDriver(Scoreboard().environment(scores), width: 30, height: 6)
        driver.press(.downArrow, .return, .return, .return)
        driver.expectLines([" Home +1", " Home is 2"], from: 1)
        driver.press(.escape)
        driver.expectLines([" Home 2"], from: 1)
        #expect(scores.home == 2)
    }
}
