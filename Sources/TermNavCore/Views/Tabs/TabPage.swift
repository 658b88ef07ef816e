/// One tab of a tab view, found in its content without resolving it: what its tab bar shows,
/// its tag and its view.
nonisolated struct TabPage {
    /// The title, if its label has one.
    var title: String?
    /// The symbol drawn before the title, if its label has one.
    var glyph: Glyph?
    /// The badge drawn after the title (`.badge(_:)`), if any.
    var badge: String?
    /// The tag that chooses it (`.tag(_:)` or a ``Tab``'s value), if any.
    var tag: AnyHashable?
    /// Its view, the screen's content while it is chosen.
    var content: any View

    /// The key a selection names the tab by: its tag, or its place among the tabs.
    /// - Parameter index: The tab's place.
    /// - Returns: The key.
    func key(at index: Int) -> AnyHashable { tag ?? AnyHashable(index) }

    /// The tabs of a tab view's content: each view of it, groups and sections opened up.
    /// - Parameter content: The content.
    /// - Returns: The tabs, in order.
    @MainActor static func pages(of content: any View) -> [TabPage] {
        if let source = content as? any TabPageSource {
            var pages: [TabPage] = []
            source.appendPages(to: &pages)
            return pages
        }
        return [TabPage(content: content)]
    }
}

/// A view that is one or more tabs of a tab view, or changes the tab it wraps.
@MainActor
protocol TabPageSource {
    /// Appends the tabs it stands for.
    func appendPages(to pages: inout [TabPage])
}

extension TupleView: TabPageSource {
    @MainActor func appendPages(to pages: inout [TabPage]) {
        for child in children { pages += TabPage.pages(of: child) }
    }
}

extension Group: TabPageSource {
    @MainActor func appendPages(to pages: inout [TabPage]) {
        pages += TabPage.pages(of: content)
    }
}

extension TabSection: TabPageSource {
    @MainActor func appendPages(to pages: inout [TabPage]) {
        pages += TabPage.pages(of: content)
    }
}

extension Tab: TabPageSource {
    @MainActor func appendPages(to pages: inout [TabPage]) {
        pages.append(
            TabPage(
                title: title, glyph: systemImage.flatMap(Glyphs.symbol(named:)),
                tag: value.map { AnyHashable($0) },
                content: content))
    }
}

extension TabItemView: TabPageSource {
    @MainActor func appendPages(to pages: inout [TabPage]) {
        let item = TabItemLabel(label)
        pages.append(TabPage(title: item.title, glyph: item.glyph, content: self))
    }
}

extension ModifiedView: TabPageSource {
    @MainActor func appendPages(to pages: inout [TabPage]) {
        var inner = TabPage.pages(of: content)
        guard inner.count == 1 else {
            pages += inner
            return
        }
        // The modifier stays on the tab's view; a tag names the tab.
        inner[0].content = self
        if case .tag(let tag) = modifier { inner[0].tag = tag }
        pages += inner
    }
}

extension Badged: TabPageSource {
    @MainActor func appendPages(to pages: inout [TabPage]) {
        var inner = TabPage.pages(of: content)
        // The badge is the tab's, in the tab bar, not drawn in its view.
        if inner.count == 1 { inner[0].badge = badge?.content }
        pages += inner
    }
}

/// The title and symbol of a tab item's label: a `Label`, a `Text`, an `Image`, or a `Text` and
/// an `Image` together.
@MainActor
struct TabItemLabel {
    var title: String?
    var glyph: Glyph?

    init(_ label: any View) {
        switch label {
        case let text as Text:
            title = text.content
        case let image as Image:
            glyph = image.glyph
        case let label as any TabItemLabelParts:
            self = label.tabItemLabel
        case let tuple as any TupleViewChildren:
            for child in tuple.childViews {
                let part = TabItemLabel(child)
                title = title ?? part.title
                glyph = glyph ?? part.glyph
            }
        default:
            break
        }
    }
}

/// A view whose parts make a tab item's label.
@MainActor
protocol TabItemLabelParts {
    /// The title and symbol.
    var tabItemLabel: TabItemLabel { get }
}

extension Label: TabItemLabelParts {
    @MainActor var tabItemLabel: TabItemLabel {
        let title = TabItemLabel(self.title)
        let icon = TabItemLabel(self.icon)
        var label = title
        label.glyph = icon.glyph
        return label
    }
}

/// A tuple view's children, whatever its type.
protocol TupleViewChildren {
    /// The children, in order.
    var childViews: [any View] { get }
}

extension TupleView: TupleViewChildren {
    var childViews: [any View] { children }
}

extension ForEach: TabPageSource {
    /// A tab an element: the element's view's tabs, each named by the element's identity where
    /// no `.tag(_:)` names it, as SwiftUI takes a `ForEach`'s identity for its tabs' tags.
    @MainActor func appendPages(to pages: inout [TabPage]) {
        for element in data {
            var inner = TabPage.pages(of: content(element))
            if inner.count == 1, inner[0].tag == nil { inner[0].tag = AnyHashable(identity(element)) }
            pages += inner
        }
    }
}

extension _ConditionalContent: TabPageSource {
    /// The tabs of the branch taken.
    @MainActor func appendPages(to pages: inout [TabPage]) {
        switch storage {
        case .trueContent(let content): pages += TabPage.pages(of: content)
        case .falseContent(let content): pages += TabPage.pages(of: content)
        }
    }
}

extension Optional: TabPageSource where Wrapped: View {
    /// The tabs of the view, when there is one (an `if` without an `else`); none otherwise.
    @MainActor func appendPages(to pages: inout [TabPage]) {
        if let view = self { pages += TabPage.pages(of: view) }
    }
}

extension EmptyView: TabPageSource {
    /// No tab.
    @MainActor func appendPages(to pages: inout [TabPage]) {}
}
