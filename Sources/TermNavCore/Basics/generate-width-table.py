#!/usr/bin/env python3
"""Writes DisplayWidth+Table.swift: TermNav's display width of every Unicode scalar.

Usage:
    python3 Sources/TermNavCore/Basics/generate-width-table.py [UCD_DIRECTORY] \
        > Sources/TermNavCore/Basics/DisplayWidth+Table.swift

UCD_DIRECTORY holds the Unicode Character Database's files (Debian's `unicode-data` package
installs them in /usr/share/unicode, the default): UnicodeData.txt, EastAsianWidth.txt,
DerivedCoreProperties.txt, DerivedAge.txt, emoji/emoji-data.txt and
emoji/emoji-variation-sequences.txt. General categories and
East Asian widths fall back to Python's `unicodedata` when their file is missing; the emoji
properties and default-ignorable code points have no fallback (`unicodedata` lacks them), so
those files are required. Without DerivedAge.txt only unassigned code points count as recent.

Each scalar gets a width class and two flags:
  width 0  combining marks (Mn, Me), format characters (Cf, among them ZWJ and the soft hyphen),
           default-ignorable code points, variation selectors, and the Hangul jamo vowels and
           final consonants (U+1160..U+11FF, U+D7B0..U+D7FF), which join the syllable before;
  width 2  East Asian Wide (W) or Fullwidth (F), and Emoji_Presentation=Yes;
  width 1  everything else.
The Hangul leading consonants (U+1100..U+115F) stay wide although U+115F, the choseong filler,
is default-ignorable: a syllable block written with it is still two columns.
  emoji    the scalar is the base of an emoji variation sequence: VS16 after it asks for
           emoji presentation (two columns), VS15 for text presentation (one);
  recent   the scalar is unassigned, or was assigned after Unicode RECENT_AFTER: a terminal
           whose C library knows an older Unicode may draw it at another width, or not at all.

The table is a sorted array of UInt32 entries, `first << 4 | recent << 3 | emoji << 2 | width`,
one per run of scalars sharing a class; a run ends where the next entry starts. Runs are merged
wherever neighbours agree, so the table is as short as the classes allow.

The generated file is committed; the build and CI never run this script.
"""

import os
import sys
import unicodedata

MAX_SCALAR = 0x10FFFF
RECENT_AFTER = (9, 0)

# Code points that East Asian Width leaves unlisted but documents as W by default.
DEFAULT_WIDE = [
    (0x3400, 0x4DBF),
    (0x4E00, 0x9FFF),
    (0xF900, 0xFAFF),
    (0x20000, 0x2FFFD),
    (0x30000, 0x3FFFD),
]
# Hangul jamo vowels and final consonants: they join the leading consonant's column.
HANGUL_JOINING = [(0x1160, 0x11FF), (0xD7B0, 0xD7FF)]
# Hangul leading consonants, the choseong filler included: they start a two-column block.
HANGUL_LEADING = (0x1100, 0x115F)


def data_lines(path):
    """Yields (first, last, fields) for each data line of a UCD file."""
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [field.strip() for field in line.split(";")]
            span = fields[0]
            if ".." in span:
                first, last = (int(part, 16) for part in span.split(".."))
            else:
                first = last = int(span, 16)
            yield first, last, fields[1:]


def file_version(path):
    """The version a UCD file names in its header (`# EastAsianWidth-15.0.0.txt`, or
    `# Used with Emoji Version 15.0`), or None."""
    with open(path, encoding="utf-8") as handle:
        header = [handle.readline() for _ in range(12)]
    name = header[0].lstrip("# ").strip()
    if "-" in name and name.endswith(".txt") and name.rsplit("-", 1)[1][:1].isdigit():
        return name.rsplit("-", 1)[1][: -len(".txt")]
    for line in header:
        if "Version" in line:
            words = line.split()
            return words[words.index("Version") + 1]
    return None


def general_categories(directory, sources):
    """The general category of every scalar, as a list indexed by scalar."""
    path = os.path.join(directory, "UnicodeData.txt")
    if not os.path.exists(path):
        sources.append("general categories: Python unicodedata %s" % unicodedata.unidata_version)
        return [unicodedata.category(chr(value)) for value in range(MAX_SCALAR + 1)]
    categories = ["Cn"] * (MAX_SCALAR + 1)
    range_start = None
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            fields = line.strip().split(";")
            if len(fields) < 3:
                continue
            value, name, category = int(fields[0], 16), fields[1], fields[2]
            if name.endswith(", First>"):
                range_start = value
                continue
            if name.endswith(", Last>") and range_start is not None:
                for scalar in range(range_start, value + 1):
                    categories[scalar] = category
                range_start = None
                continue
            categories[value] = category
    sources.append("general categories: UnicodeData.txt")
    return categories


def east_asian_widths(directory, sources):
    """The East Asian Width of every scalar, as a list indexed by scalar."""
    path = os.path.join(directory, "EastAsianWidth.txt")
    if not os.path.exists(path):
        sources.append("East Asian widths: Python unicodedata %s" % unicodedata.unidata_version)
        return [unicodedata.east_asian_width(chr(value)) for value in range(MAX_SCALAR + 1)]
    widths = ["N"] * (MAX_SCALAR + 1)
    for first, last in DEFAULT_WIDE:
        for scalar in range(first, last + 1):
            widths[scalar] = "W"
    for first, last, fields in data_lines(path):
        for scalar in range(first, last + 1):
            widths[scalar] = fields[0]
    sources.append("East Asian widths: EastAsianWidth.txt %s" % file_version(path))
    return widths


def property_set(path, name):
    """The scalars a binary property holds, read from a UCD property file."""
    scalars = set()
    for first, last, fields in data_lines(path):
        if fields and fields[0] == name:
            scalars.update(range(first, last + 1))
    return scalars


def variation_bases(path):
    """The scalars that take an emoji or text variation selector (VS16 or VS15)."""
    bases = set()
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.split("#", 1)[0].strip()
            if line:
                bases.add(int(line.split()[0], 16))
    return bases


def required(directory, relative):
    """The path of a UCD file the table cannot do without; exits when it is missing."""
    path = os.path.join(directory, relative)
    if not os.path.exists(path):
        sys.exit(
            "generate-width-table: %s is missing (Debian: apt-get install unicode-data)" % path
        )
    return path


def ages(directory, sources):
    """The version each scalar was assigned in, or None when that is unknown."""
    path = os.path.join(directory, "DerivedAge.txt")
    if not os.path.exists(path):
        sources.append("ages: none (only unassigned code points count as recent)")
        return None
    table = [None] * (MAX_SCALAR + 1)
    for first, last, fields in data_lines(path):
        version = tuple(int(part) for part in fields[0].split("."))
        for scalar in range(first, last + 1):
            table[scalar] = version
    sources.append("ages: DerivedAge.txt %s" % file_version(path))
    return table


def classes(directory, sources):
    """The packed class (recent << 3 | emoji << 2 | width) of every scalar."""
    categories = general_categories(directory, sources)
    widths = east_asian_widths(directory, sources)
    emoji_path = required(directory, os.path.join("emoji", "emoji-data.txt"))
    presentation = property_set(emoji_path, "Emoji_Presentation")
    sources.append("emoji presentation: emoji/emoji-data.txt, Emoji %s" % file_version(emoji_path))
    variations_path = required(directory, os.path.join("emoji", "emoji-variation-sequences.txt"))
    emoji = variation_bases(variations_path)
    sources.append(
        "emoji variation bases: emoji/emoji-variation-sequences.txt, Emoji %s"
        % file_version(variations_path)
    )
    core_path = required(directory, "DerivedCoreProperties.txt")
    ignorable = property_set(core_path, "Default_Ignorable_Code_Point")
    sources.append("default-ignorables: DerivedCoreProperties.txt %s" % file_version(core_path))
    assigned_in = ages(directory, sources)

    zero = set(ignorable)
    for first, last in HANGUL_JOINING:
        zero.update(range(first, last + 1))
    zero.update({0x200D, 0xFE0E, 0xFE0F})
    zero.difference_update(range(HANGUL_LEADING[0], HANGUL_LEADING[1] + 1))

    packed = [0] * (MAX_SCALAR + 1)
    for scalar in range(MAX_SCALAR + 1):
        category = categories[scalar]
        is_leading = HANGUL_LEADING[0] <= scalar <= HANGUL_LEADING[1]
        if (category in ("Mn", "Me", "Cf") or scalar in zero) and not is_leading:
            width = 0
        elif widths[scalar] in ("W", "F") or scalar in presentation:
            width = 2
        else:
            width = 1
        is_emoji = scalar in emoji
        if category == "Cn":
            is_recent = True
        elif assigned_in is None:
            is_recent = False
        else:
            age = assigned_in[scalar]
            is_recent = age is None or age > RECENT_AFTER
        packed[scalar] = (8 if is_recent else 0) | (4 if is_emoji else 0) | width
    return packed


def runs(packed):
    """(first, class) for each run of scalars with one class, in order."""
    result = []
    previous = None
    for scalar, value in enumerate(packed):
        if value != previous:
            result.append((scalar, value))
            previous = value
    return result


def describe(value):
    """A class in words, for the table's comments."""
    words = ["width %d" % (value & 3)]
    if value & 4:
        words.append("emoji")
    if value & 8:
        words.append("recent")
    return ", ".join(words)


def unicode_version(directory):
    """The Unicode version the data files say they are."""
    for relative in ("DerivedCoreProperties.txt", "EastAsianWidth.txt"):
        path = os.path.join(directory, relative)
        if os.path.exists(path):
            version = file_version(path)
            if version:
                return version
    return unicodedata.unidata_version


def main():
    directory = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
    sources = []
    table = runs(classes(directory, sources))
    version = unicode_version(directory)
    out = sys.stdout
    out.write("// Generated by generate-width-table.py beside this file. Do not edit by hand.\n")
    out.write("//\n")
    out.write("// Unicode %s, from the Unicode Character Database in %s:\n" % (version, directory))
    for source in sources:
        out.write("//   %s\n" % source)
    out.write("// Regenerate (Debian: apt-get install unicode-data) with\n")
    out.write("//   python3 Sources/TermNavCore/Basics/generate-width-table.py %s \\\n" % directory)
    out.write("//     > Sources/TermNavCore/Basics/DisplayWidth+Table.swift\n")
    out.write("\n")
    out.write("extension DisplayWidth {\n")
    out.write("    /// The version of Unicode the width table follows.\n")
    out.write('    package static let unicodeVersion = "%s"\n' % version)
    out.write("\n")
    out.write("    /// Each run of scalars that share a class, in order: `first << 4 | class`, where the\n")
    out.write("    /// class is `recent << 3 | emoji << 2 | width`. A run ends where the next one starts.\n")
    out.write("    static let table: [UInt32] = [\n")
    for first, value in table:
        out.write("        0x%X,  // U+%04X %s\n" % (first << 4 | value, first, describe(value)))
    out.write("    ]\n")
    out.write("}\n")


if __name__ == "__main__":
    main()
