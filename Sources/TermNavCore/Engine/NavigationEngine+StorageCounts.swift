extension NavigationEngine {
    /// The sizes of what the engine keeps, for tests that check nothing grows.
    package struct StorageCounts: Equatable, Sendable {
        /// The screens on the stack.
        package let screens: Int
        /// The view records of the root screen's view graph.
        package let rootRecords: Int
        /// The bound links ignored on the screens of the stack, all told (see
        /// ``ScreenEntry/ignoredLinks``).
        package let ignoredLinks: Int
        /// The values of the bound navigation path; 0 when the stack is bound to none.
        package let pathValues: Int
    }

    /// The sizes of what the engine keeps now: screens on the stack, view records of the root
    /// screen, links ignored, and path values.
    package var storageCounts: StorageCounts {
        StorageCounts(
            screens: screens.count, rootRecords: screens.entries[0].graph.recordCount,
            ignoredLinks: screens.entries.reduce(0) { $0 + $1.ignoredLinks.count },
            pathValues: pathBinding?.get().count ?? 0)
    }
}
