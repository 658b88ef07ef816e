import Foundation
import Testing

/// The main actor runs in a real app with no key pressed, and an idle app uses no CPU: the
/// `termnav-main-actor-fixture` program in tmux at 80×24, whose lines are filled in by a
/// `Task { @MainActor in … }` after a sleep, a `DispatchQueue.main.asyncAfter` block, a `.task`
/// awaiting `MainActor.run`, a `Timer` on the main run loop (docs/Porting.md, "Concurrency") and
/// `.onReceive` of `Timer.publish`, which stops ticking once its row goes. With `focus-events`
/// on, tmux reports the pane unfocused (no client is attached), and the app is `.inactive`.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct MainActorEndToEndTests {
    /// The fixture's screen once every piece of work has run.
    static let arrived = [
        " Main actor",
        "",
        " Task: set after a sleep",
        " asyncAfter: ran on the main queue",
        " MainActor.run: sum 5050",
        " Timer: fired",
        " Timer.publish: 3 ticks",
        " Phase: inactive",
        "",
    ]

    @Test(.requiresTmux)
    func mainActorWorkIsDrawnWithNoKeyAndAnIdleAppUsesNoCPU() async throws {
        let fixture = try BuildProducts.executable(named: "termnav-main-actor-fixture")
        let program = try WatchedProgram(fixture)
        let session = try TmuxSession(command: program.command, options: ["focus-events": "on"])
        defer {
            session.close()
            program.remove()
        }
        let shown = try await session.waitFor(timeout: .seconds(15)) { Array($0.prefix(9)) == Self.arrived }
        let screen = try session.screen()
        #expect(shown != nil, "every line filled in with no key\n\(TmuxSession.framed(screen))")
        let pid = try #require(try await program.pid())
        // Idle now: two seconds of waiting for input cost (nearly) no CPU time. A clock tick is
        // 10 ms; one tick allows for the tail of the last frame.
        let before = try #require(WatchedProgram.cpuTicks(of: pid))
        try await Task.sleep(for: .seconds(2))
        let after = try #require(WatchedProgram.cpuTicks(of: pid))
        #expect(after - before <= 1, "\(after - before) ticks of CPU time over two idle seconds")
        try session.sendKeys("q")
        let ended = try await session.waitForExit(timeout: .seconds(10))
        #expect(ended?.report == TmuxSession.ExitReport(code: 0, terminalRestored: true))
    }
}
