import TermNav

/// `termnav-exit-fixture`: a list of the ways an app can end or misbehave, one button each, for
/// the end-to-end tests of docs/Reliability.md.
///
/// Each button does what its label says inside a button's action, as app code would: print to
/// standard output or standard error while the terminal is open, trap (an array index out of
/// range, `fatalError`, a force-unwrapped `nil`) or write to a pipe nobody reads. The tests run
/// it in tmux and check that every way out gives the terminal back. By hand it is an ordinary
/// TermNav app: q quits.
@main
struct ExitFixtureApp: App {
    var body: some Scene {
        WindowGroup {
            WaysOutList()
        }
    }
}
