import TermNav
import TermNavTesting
import Testing

@MainActor @Suite struct LayoutScreenTests {
    struct Facts: View {
        var body: some View {
            NavigationStack {
                Grid(alignment: .leading) {
                    GridRow {
                        Text("Name")
                        Text("Ada Lovelace")
                    }
                    GridRow {
                        Text("Born")
                        Text("1815")
                    }
                    Divider()
                    GridRow {
                        Text("A note across both columns").gridCellColumns(2)
                    }
                    GridRow(alignment: .top) {
                        Text("Work")
                        VStack(alignment: .leading) {
                            Text("Notes on the")
                            Text("Analytical Engine")
                        }
                    }
                }
                .navigationTitle("Facts")
            }
        }
    }

    struct Columns: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let width = sizes.map(\.width).reduce(0, +) + CGFloat(max(0, sizes.count - 1)) * 16
            return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        {
            var x = bounds.minX
            for subview in subviews {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += subview.sizeThatFits(.unspecified).width + 16
            }
        }
    }

    struct Custom: View {
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Columns {
                        Text("one")
                        Text("two")
                        Text("three")
                    }
                    ViewThatFits(in: .horizontal) {
                        Text("Delivered on Tuesday, 3 March, to the front door")
                        Text("Delivered 3/3")
                    }
                }
                .navigationTitle("Layouts")
            }
        }
    }

    struct Contact: Identifiable, Hashable {
        let id: Int
        var name: String { "Person \(id)" }
        var email: String { "person\(id)@example.com" }
    }

    struct Contacts: View {
        let contacts = (1...100).map(Contact.init)
        var body: some View {
            NavigationStack {
                List(contacts) { contact in
                    NavigationLink(value: contact) {
                        HStack {
                            Image(systemName: "person.circle")
                            VStack(alignment: .leading) {
                                Text(contact.name)
                                Text(contact.email).foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                .navigationTitle("Contacts")
                .navigationDestination(for: Contact.self) { contact in
                    Text(contact.email).navigationTitle(contact.name)
                }
            }
        }
    }

    @Test func aGridLinesUpItsColumnsAndSpansWhatIsNotInARow() {
        let driver = TestDriver(Facts(), width: 40, height: 10)
        driver.expectScreen([
            " Facts",
            "",
            " Name Ada Lovelace",
            " Born 1815",
            " ──────────────────────────────────────",
            " A note across both columns",
            " Work Notes on the",
            "      Analytical Engine",
            "",
            " q quit",
        ])
    }

    @Test func anAppsOwnLayoutPlacesItsSubviewsAndViewThatFitsChooses() {
        let narrow = TestDriver(Custom(), width: 40, height: 8)
        narrow.expectScreen([
            " Layouts",
            "",
            "",
            "            one  two  three",
            "            Delivered 3/3",
            "",
            "",
            " q quit",
        ])
        let wide = TestDriver(Custom(), width: 60, height: 8)
        wide.expectScreen([
            " Layouts",
            "",
            "",
            "      one  two  three",
            "      Delivered on Tuesday, 3 March, to the front door",
            "",
            "",
            " q quit",
        ])
    }

    @Test func contactRowsOfTwoLinesScrollPageAndComeBackAfterAPop() {
        let driver = TestDriver(Contacts(), width: 40, height: 12)
        driver.expectScreen([
            " Contacts",
            "",
            " ☺ Person 1                           ›",
            "   person1@example.com",
            " ☺ Person 2                           ›",
            "   person2@example.com",
            " ☺ Person 3                           ›",
            "   person3@example.com",
            " ☺ Person 4                           ›",
            "   person4@example.com",
            " ☺ Person 5                           ›",
            " ↑↓ move  Enter open  q quit      1/100",
        ])
        driver.press(.downArrow, .downArrow, .downArrow, .downArrow, .downArrow)
        let sixthFocused = [
            " Contacts",
            "",
            " ☺ Person 3                           ›",
            "   person3@example.com",
            " ☺ Person 4                           ›",
            "   person4@example.com",
            " ☺ Person 5                           ›",
            "   person5@example.com",
            " ☺ Person 6                           ›",
            "   person6@example.com",
            " ☺ Person 7                           ›",
            " ↑↓ move  Enter open  q quit      6/100",
        ]
        driver.expectScreen(sixthFocused, "a row of two lines scrolls into view whole")
        #expect(driver.focusedLine == " ☺ Person 6                           ›")
        driver.press(.pageDown)
        let paged = [
            " Contacts",
            "",
            " ☺ Person 7                           ›",
            "   person7@example.com",
            " ☺ Person 8                           ›",
            "   person8@example.com",
            " ☺ Person 9                           ›",
            "   person9@example.com",
            " ☺ Person 10                          ›",
            "   person10@example.com",
            " ☺ Person 11                          ›",
            " ↑↓ move  Enter open  q quit     10/100",
        ]
        driver.expectScreen(paged, "a page of rows of two lines")
        driver.press(.return)
        driver.expectScreen([
            " ‹ Contacts    Person 10",
            "",
            "",
            "",
            "",
            "",
            "          person10@example.com",
            "",
            "",
            "",
            "",
            " Esc back  q quit",
        ])
        driver.press(.escape)
        driver.expectScreen(paged, "back on the row left, scrolled as it was")
    }
}
