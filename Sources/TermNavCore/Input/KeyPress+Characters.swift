extension KeyPress {
    /// A set of characters for `.onKeyPress(characters:)`, with the names of Foundation's
    /// `CharacterSet`, so that SwiftUI's `.onKeyPress(characters: .decimalDigits)` reads the same
    /// without loading Foundation. An app that imports Foundation may pass a `CharacterSet`
    /// instead.
    ///
    /// Each named set has the members its `CharacterSet` namesake documents, by Unicode general
    /// category: `.letters` is every letter and mark, `.decimalDigits` every decimal digit of any
    /// script.
    public struct Characters: Sendable {
        private let test: @Sendable (Unicode.Scalar) -> Bool

        private init(_ test: @escaping @Sendable (Unicode.Scalar) -> Bool) {
            self.test = test
        }

        /// The characters of a string: `Characters(charactersIn: "+-")`.
        /// - Parameter string: The characters, each of its Unicode scalars a member.
        public init(charactersIn string: String) {
            let members = Set(string.unicodeScalars)
            test = { members.contains($0) }
        }

        /// The characters from one scalar to another: `Characters(charactersIn: "a"..."f")`.
        /// - Parameter range: The first and last member.
        public init(charactersIn range: ClosedRange<Unicode.Scalar>) {
            test = { range.contains($0) }
        }

        /// Whether a scalar is in the set.
        /// - Parameter member: The scalar.
        /// - Returns: Whether it is a member.
        public func contains(_ member: Unicode.Scalar) -> Bool {
            test(member)
        }

        /// The characters in this set or in `other`.
        /// - Parameter other: The other set.
        /// - Returns: The union of the two.
        public func union(_ other: Characters) -> Characters {
            Characters { [test] in test($0) || other.test($0) }
        }

        /// The characters not in this set.
        public var inverted: Characters {
            Characters { [test] in !test($0) }
        }

        /// Decimal digits of every script (general category Nd).
        public static let decimalDigits = Characters(categories: [.decimalNumber])
        /// Letters and marks (general categories L* and M*).
        public static let letters = Characters(categories: letterCategories + markCategories)
        /// Lowercase letters (Ll).
        public static let lowercaseLetters = Characters(categories: [.lowercaseLetter])
        /// Uppercase and titlecase letters (Lu and Lt).
        public static let uppercaseLetters = Characters(categories: [.uppercaseLetter, .titlecaseLetter])
        /// Titlecase letters (Lt).
        public static let capitalizedLetters = Characters(categories: [.titlecaseLetter])
        /// Letters, marks and numbers (L*, M* and N*).
        public static let alphanumerics = Characters(
            categories: letterCategories + markCategories + [.decimalNumber, .letterNumber, .otherNumber])
        // The name is CharacterSet's, suffix and all.
        // swift-format-ignore: DontRepeatTypeInStaticProperties
        /// Marks, the characters that combine with the one before (M*).
        public static let nonBaseCharacters = Characters(categories: markCategories)
        // The name is CharacterSet's, suffix and all.
        // swift-format-ignore: DontRepeatTypeInStaticProperties
        /// Punctuation (P*).
        public static let punctuationCharacters = Characters(categories: [
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation,
        ])
        /// Symbols (S*).
        public static let symbols = Characters(categories: [
            .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
        ])
        /// Spaces (Zs), the tab, and the zero-width space (U+200B), which `CharacterSet` counts.
        public static let whitespaces = Characters {
            $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator
        }
        /// Line ends: U+000A to U+000D, U+0085, U+2028 and U+2029.
        public static let newlines = Characters {
            (0x0A...0x0D).contains($0.value) || $0.value == 0x85 || $0.value == 0x2028 || $0.value == 0x2029
        }
        /// Spaces and line ends: ``whitespaces`` and ``newlines``.
        public static let whitespacesAndNewlines = whitespaces.union(newlines)
        // The name is CharacterSet's, suffix and all.
        // swift-format-ignore: DontRepeatTypeInStaticProperties
        /// Control and format characters (Cc and Cf).
        public static let controlCharacters = Characters(categories: [.control, .format])

        private static let letterCategories: [Unicode.GeneralCategory] = [
            .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        ]
        private static let markCategories: [Unicode.GeneralCategory] = [
            .nonspacingMark, .spacingMark, .enclosingMark,
        ]

        private init(categories: [Unicode.GeneralCategory]) {
            let categories = Set(categories)
            test = { categories.contains($0.properties.generalCategory) }
        }
    }
}
