import Foundation

extension Color {
    /// The colour of an asset catalog's colour set, as SwiftUI's `Color("Brand")`.
    ///
    /// A terminal app has no asset catalog, so the name is read for a colour it names: a name
    /// that is, or holds, one of SwiftUI's colour names (`"red"`, `"BrandBlue"`, `"lightGray"`,
    /// `"accent"`, case aside) is that colour; `"AccentColor"` is ``accentColor``; a name of
    /// text (`"text"`, `"label"`, `"primary"`, `"foreground"`) is ``primary``, `"secondary"` and
    /// `"subtitle"` are ``secondary``; any other name (`"background"`, `"Brand"`) is the
    /// terminal's own colour. Never a crash.
    /// - Parameters:
    ///   - name: The colour set's name.
    ///   - bundle: The bundle of the catalog, ignored.
    public init(_ name: String, bundle: Bundle? = nil) {
        let key = name.lowercased().filter(\.isLetter)
        if let exact = Self.assetNames[key] {
            self = exact
            return
        }
        self = Self.assetWords.first { key.contains($0.word) }?.color ?? .default
    }

    /// The names read as exactly one colour.
    private static let assetNames: [String: Color] = [
        "accent": .accentColor, "accentcolor": .accentColor, "tint": .accentColor,
        "primary": .primary, "text": .primary, "label": .primary, "foreground": .primary,
        "primarytext": .primary, "textcolor": .primary, "secondary": .secondary, "subtitle": .secondary,
        "secondarytext": .secondary, "secondarylabel": .secondary,
    ]

    /// The colour words a name may hold, the longer before the words they hold.
    private static let assetWords: [(word: String, color: Color)] = [
        ("magenta", .magenta), ("indigo", .indigo), ("purple", .purple), ("orange", .orange),
        ("yellow", .yellow), ("violet", .purple), ("brown", .brown), ("green", .green), ("black", .black),
        ("white", .white), ("accent", .accentColor), ("grey", .gray), ("gray", .gray), ("pink", .pink),
        ("mint", .mint), ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("red", .red),
    ]
}
