import TermNav
import TermNavTesting
import Testing

/// `ObservableObject` without Combine: `@Published` changes redraw the views holding the object
/// through `@StateObject`, `@ObservedObject` and `@EnvironmentObject`.
@MainActor @Suite struct ObservableObjectTests {
    final class Cart: ObservableObject {
        @Published var items: [String] = []
        @Published var note = ""
        var unpublished = 0
    }

    struct Shop: View {
        @StateObject private var cart = Cart()
        var body: some View {
            NavigationStack {
                List {
                    Button("Add tea") { cart.items.append("Tea") }
                    Text("\(cart.items.count) in cart")
                    NavigationLink("Checkout") { Checkout() }
                }
                .navigationTitle("Shop")
            }
            .environmentObject(cart)
        }
    }

    struct Checkout: View {
        @EnvironmentObject var cart: Cart
        var body: some View {
            List {
                ForEach(cart.items, id: \.self) { Text($0) }
                Button("Add coffee") { cart.items.append("Coffee") }
                NoteLine(cart: cart)
            }
            .navigationTitle("Checkout")
        }
    }

    struct NoteLine: View {
        @ObservedObject var cart: Cart
        var body: some View {
            Button("Note: \(cart.note)") { $cart.note.wrappedValue = "gift" }
        }
    }

    @Test func aPublishedChangeRedrawsTheViewHoldingTheObject() {
        let driver = TestDriver(Shop(), width: 24, height: 6)
        driver.press(.return, .return)
        driver.expectLines([" Add tea", " 2 in cart", " Checkout             ›"], from: 1)
    }

    @Test func anEnvironmentObjectReachesAPushedScreenAndItsChangesRedraw() {
        let driver = TestDriver(Shop(), width: 24, height: 7)
        driver.press(.return, .downArrow, .downArrow, .return)
        #expect(driver.depth == 2)
        driver.expectLines([" Tea", " Add coffee", " Note:"], from: 1)
        driver.press(.downArrow, .return, .downArrow, .return)
        driver.expectLines([" Tea", " Coffee", " Add coffee", " Note: gift"], from: 1)
        driver.press(.escape)
        driver.expectLines([" Add tea", " 2 in cart"], from: 1)
    }

    @Test func everyPublishedPropertyOfAnObjectSharesOnePublisher() {
        let cart = Cart()
        #expect(cart.objectWillChange === cart.objectWillChange)
        cart.note = "x"
        cart.items = ["a"]
        #expect(cart.objectWillChange === cart.objectWillChange)
    }
}
