import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test when tmux is installed or required (`TERMNAV_REQUIRE_TMUX=1`); skips it otherwise.
    static var requiresTmux: Self {
        .enabled(
            if: Tmux.testsShouldRun,
            "tmux is not installed; set \(Tmux.requirementVariable)=1 to make this a failure")
    }
}
