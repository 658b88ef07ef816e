import TermNavCore

extension TestDriver {
    /// What the engine keeps, counted: for tests that check nothing grows, by comparing the
    /// counts before and after many keys.
    ///
    /// ```swift
    /// let before = driver.engineStorage
    /// for _ in 0..<1_000 { driver.press(.return, .escape) }
    /// #expect(driver.engineStorage == before)
    /// ```
    public struct EngineStorage: Hashable, Sendable {
        /// The screens on the navigation stack; 1 at the root.
        public let screens: Int
        /// The views the root screen keeps a record of (their state and last body).
        public let rootViewRecords: Int
        /// The bound links ignored on the screens of the stack, all told: links still active
        /// after the screen they pushed was popped (their binding could not be reset), not
        /// followed again until they turn inactive.
        public let ignoredLinks: Int
        /// The values of the navigation path the stack is bound to; 0 when it is bound to none.
        public let pathValues: Int

        init(_ counts: NavigationEngine.StorageCounts) {
            screens = counts.screens
            rootViewRecords = counts.rootRecords
            ignoredLinks = counts.ignoredLinks
            pathValues = counts.pathValues
        }
    }
}
