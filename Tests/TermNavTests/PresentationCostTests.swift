import TermNav
import TermNavTesting
import Testing

/// A screen that declares a search field, a sheet and an alert costs what a plain list costs: a
/// Down key in a million rows reads a handful of them, and so does a key in a box over them.
@MainActor @Suite struct PresentationCostTests {
    /// The million counted numbers of ``ElementAccessTests``.
    typealias Counter = ElementAccessTests.Counter
    typealias CountingNumbers = ElementAccessTests.CountingNumbers

    struct Numbers: View {
        let numbers: CountingNumbers
        @State private var query = ""
        @State private var showsSheet = false
        @State private var confirms = false

        var body: some View {
            NavigationStack {
                List {
                    ForEach(numbers, id: \.self) { number in
                        Button("Number \(number)") { confirms = true }
                    }
                }
                .navigationTitle("Numbers")
                .searchable(text: $query)
                .sheet(isPresented: $showsSheet) { Text("Sheet") }
                .alert("Sure?", isPresented: $confirms) {
                    Button("Yes") {}
                    Button("No", role: .cancel) {}
                }
            }
        }
    }

    @Test func aDownKeyAndAKeyInAnAlertReadAFewRows() {
        let counter = Counter()
        let driver = TestDriver(Numbers(numbers: CountingNumbers(counter: counter)), width: 40, height: 24)
        driver.press(Array(repeating: KeyPress(.downArrow), count: 30))
        counter.reads = 0
        driver.press(.downArrow)
        #expect(counter.reads <= 3, "a Down key read \(counter.reads) elements")
        driver.press(.return)
        #expect(driver.line(containing: "Sure?") != nil)
        counter.reads = 0
        driver.press(.leftArrow)
        driver.press(.rightArrow)
        #expect(counter.reads <= 4, "two keys in the alert read \(counter.reads) elements")
        driver.expectLines([" ←→ choose  Enter select  Esc cancel"], from: 23)
    }
}
