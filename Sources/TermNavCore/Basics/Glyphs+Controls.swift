extension Glyphs {
    /// A switch toggle that is on: `[ on]` in both glyph sets. The word says the state without
    /// colour, and both states take five columns (the shorter word right-aligned), so
    /// the row does not shift when it flips.
    static let switchOn = Glyph(unicode: "[ on]", ascii: "[ on]")
    /// A switch toggle that is off: `[off]`.
    static let switchOff = Glyph(unicode: "[off]", ascii: "[off]")
    /// A checkbox toggle that is on: `[✓]`, `[x]` in ASCII.
    static let checkboxOn = Glyph(unicode: "[✓]", ascii: "[x]")
    /// A checkbox toggle that is off: `[ ]`.
    static let checkboxOff = Glyph(unicode: "[ ]", ascii: "[ ]")
    /// A stepper's decrement button: `−` (the minus sign), `-` in ASCII.
    static let stepperMinus = Glyph(unicode: "−", ascii: "-")
    /// A stepper's increment button: `+`.
    static let stepperPlus = Glyph(unicode: "+", ascii: "+")
    /// The edges of a stepper's buttons and of a segmented picker: `[` and `]`.
    static let controlBorder = (
        leading: Glyph(unicode: "[", ascii: "["), trailing: Glyph(unicode: "]", ascii: "]")
    )
    /// What separates a stepper's buttons and a segmented picker's segments: `│`, `|` in ASCII.
    static let segmentSeparator = Glyph(unicode: "│", ascii: "|")
    /// The part of a slider's bar up to its value: `━`, `=` in ASCII.
    static let sliderFilled = Glyph(unicode: "━", ascii: "=")
    /// The part of a slider's bar past its value: `─`, `-` in ASCII.
    static let sliderEmpty = Glyph(unicode: "─", ascii: "-")
    /// A slider's knob, at its value: `●`, `O` in ASCII.
    static let sliderKnob = Glyph(unicode: "●", ascii: "O")
    /// What a menu picker's current choice is followed by: `▾`, `v` in ASCII.
    static let menuIndicator = Glyph(unicode: "▾", ascii: "v")
    /// What stands for the checkmark before a toggle that is off among a menu's items: a blank.
    static let uncheckedMark = Glyph(unicode: " ", ascii: " ")
    /// What follows a nested menu's item in a menu's box: `›`, `>` in ASCII.
    static let submenuIndicator = Glyph(unicode: "›", ascii: ">")
    /// The edges of the field of a date picker being edited: `[` and `]`, so the field reads
    /// without colour, inside the focus bar and on a monochrome terminal alike.
    static let dateFieldBorder = (
        leading: Glyph(unicode: "[", ascii: "["), trailing: Glyph(unicode: "]", ascii: "]")
    )
    /// A digit not typed yet in a date picker's field: `_`, as `20__` while a year is typed.
    static let dateFieldBlank = Glyph(unicode: "_", ascii: "_")
}
