import TermNav

/// `termnav-main-actor-fixture`: one screen whose lines are filled in by main-actor work that no
/// key starts, for the end-to-end tests of docs/Porting.md's concurrency section.
///
/// A `@MainActor` model made in `@State` is changed by a `Task { @MainActor in … }` after a sleep,
/// by a `DispatchQueue.main.asyncAfter` block through `MainActor.assumeIsolated`, by a `.task`
/// that awaits `MainActor.run`, and by a `Timer` on the main run loop. Each line reads `waiting`
/// until its work has run; the tests read the screen in tmux and the program's CPU time once all
/// have run. By hand it is an ordinary TermNav app: q quits.
@main
struct MainActorFixtureApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                MainActorScreen()
            }
        }
    }
}
