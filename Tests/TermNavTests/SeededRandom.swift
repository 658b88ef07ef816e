#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small, seeded random number generator (SplitMix64), so that every randomized test can be
/// run again exactly from the seed it prints.
///
/// Set `TERMNAV_FUZZ_SEED` to rerun with one seed, and `TERMNAV_FUZZ_ROUNDS` to run more rounds
/// than the suite's budget.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed to use: `TERMNAV_FUZZ_SEED` when set, else the suite's fixed one.
    static func seed(default fixed: UInt64) -> UInt64 {
        guard let text = getenv("TERMNAV_FUZZ_SEED"), let seed = UInt64(String(cString: text)) else {
            return fixed
        }
        return seed
    }

    /// How many rounds to run: `TERMNAV_FUZZ_ROUNDS` when set, else the suite's budget.
    static func rounds(default budget: Int) -> Int {
        guard let text = getenv("TERMNAV_FUZZ_ROUNDS"), let rounds = Int(String(cString: text)) else {
            return budget
        }
        return max(1, rounds)
    }
}
