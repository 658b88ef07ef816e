import TermNav
import TermNavTesting
import Testing

/// A view with the previews a SwiftUI file keeps beside it.
private struct Greeting: View {
    var body: some View {
        List {
            Text("Hello")
        }
        .navigationTitle("Greeting")
    }
}

#if DEBUG
    private struct Greeting_Previews: PreviewProvider {
        static var previews: some View {
            Greeting()
                .previewDevice(PreviewDevice(rawValue: "iPhone 15"))
                .previewDisplayName("Default")
            Greeting()
                .previewDevice("iPad Pro")
                .previewLayout(.sizeThatFits)
        }
    }
#endif

@MainActor @Test func previewModifiersLeaveTheViewAsItIs() {
    let plain = TestDriver(NavigationStack { Greeting() }, width: 30, height: 6)
    let previewed = TestDriver(
        NavigationStack {
            Greeting().previewDevice("iPhone 15").previewLayout(.fixed(width: 390, height: 844))
                .previewDisplayName("Large")
        }, width: 30, height: 6)
    plain.expectScreen([" Greeting", " Hello", "", "", "", " q quit                   1/1"])
    #expect(previewed.lines == plain.lines)
}
