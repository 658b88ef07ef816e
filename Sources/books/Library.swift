/// The books the app browses, in every order the list offers, and each author's shelf.
///
/// The catalog sorts its 204 books; generated books are arranged by arithmetic, so a million of
/// them sort at once and cost nothing until shown.
struct Library {
    /// The books in an order.
    let shelf: (SortOrder) -> BookShelf
    /// The books of one author, as listed.
    let booksBy: (String) -> BookShelf

    /// A library of the given books.
    static func catalog(_ books: [Book]) -> Library {
        let byTitle = books.sorted { $0.title.lowercased() < $1.title.lowercased() }
        let byAuthor = books.enumerated().sorted {
            ($0.element.author, $0.offset) < ($1.element.author, $1.offset)
        }
        .map(\.element)
        let byYear = books.enumerated().sorted { ($0.element.year, $0.offset) < ($1.element.year, $1.offset) }
            .map(\.element)
        let shelves: [SortOrder: BookShelf] = [
            .catalog: BookShelf(books), .title: BookShelf(byTitle), .author: BookShelf(byAuthor),
            .year: BookShelf(byYear),
        ]
        return Library(
            shelf: { shelves[$0] ?? BookShelf(books) },
            booksBy: { author in BookShelf(books.filter { $0.author == author }) })
    }

    /// A library of `count` generated books (see ``SyntheticBooks``).
    static func generated(count: Int) -> Library {
        let books = SyntheticBooks(count: count)
        let authors = SyntheticBooks.authors.count
        // Book p's author is p % authors and its year 1900 + (37 p) % 125: each author's and each
        // year's books are the positions of one residue class, listed in turn.
        let authorShelf = ResidueShelf(count: count, modulus: authors) { $0 }
        let yearShelf = ResidueShelf(count: count, modulus: SyntheticBooks.yearSpan) {
            ($0 * SyntheticBooks.yearStepInverse) % SyntheticBooks.yearSpan
        }
        return Library(
            shelf: { order in
                switch order {
                case .catalog, .title:
                    // "Book 1", "Book 2", …: by title, as numbers read, is the catalog order.
                    return BookShelf(count: count) { books[$0] }
                case .author:
                    return BookShelf(count: count) { books[authorShelf.position(at: $0)] }
                case .year:
                    return BookShelf(count: count) { books[yearShelf.position(at: $0)] }
                }
            },
            booksBy: { author in
                guard let index = SyntheticBooks.authors.firstIndex(of: author), index < count else {
                    return BookShelf(count: 0) { books[$0] }
                }
                return BookShelf(count: (count - index + authors - 1) / authors) {
                    books[index + $0 * authors]
                }
            })
    }
}

/// Positions 0..<count grouped by a residue class, classes in the order of a key: class `k`
/// holds the positions congruent to `first(k)` modulo `modulus`, in increasing order.
private struct ResidueShelf {
    let modulus: Int
    /// Where each class's positions start in the arranged order.
    private let starts: [Int]
    private let firsts: [Int]

    init(count: Int, modulus: Int, first: (Int) -> Int) {
        self.modulus = modulus
        firsts = (0..<modulus).map(first)
        var starts: [Int] = []
        var total = 0
        for start in firsts {
            starts.append(total)
            total += start < count ? (count - start + modulus - 1) / modulus : 0
        }
        self.starts = starts
    }

    /// The position shown at `index` of the arranged order.
    func position(at index: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return firsts[low] + (index - starts[low]) * modulus
    }
}
