import TermNav
import TermNavTesting
import Testing

@MainActor @Suite struct GeometryReaderTests {
    struct Counter: View {
        @State private var taps = 0
        var body: some View {
            Button("Tapped \(taps)") { taps += 1 }
        }
    }

    struct Responsive: View {
        var body: some View {
            NavigationStack {
                GeometryReader { proxy in
                    let layout =
                        proxy.size.width > 400
                        ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(alignment: .leading))
                    layout {
                        Text(
                            "\(proxy.size.width > 400 ? "Wide" : "Narrow") \(Int(proxy.size.width))x\(Int(proxy.size.height))"
                        )
                        Counter()
                    }
                }
                .navigationTitle("Sizes")
            }
        }
    }

    @Test(arguments: [true, false]) func aReaderAtTheRootIsOfferedTheContentArea(unicode: Bool) {
        let narrow = TestDriver(Responsive(), width: 40, height: 8, unicode: unicode)
        narrow.expectScreen([
            " Sizes",
            "",
            " Narrow 304x80",
            " Tapped 0",
            "", "", "",
            " Enter open  q quit",
        ])
        let wide = TestDriver(Responsive(), width: 80, height: 8, unicode: unicode)
        wide.expectScreen([
            " Sizes",
            "",
            " Wide 624x80 Tapped 0",
            "", "", "", "",
            " Enter open  q quit",
        ])
    }

    @Test func stateInsideAReaderSurvivesAResize() {
        let driver = TestDriver(Responsive(), width: 80, height: 8)
        driver.press(.return, .return)
        driver.resize(width: 40, height: 10)
        driver.expectScreen([
            " Sizes",
            "",
            " Narrow 304x112",
            " Tapped 2",
            "", "", "", "", "",
            " Enter open  q quit",
        ])
        driver.press(.return)
        driver.resize(width: 80, height: 8)
        driver.expectScreen([
            " Sizes",
            "",
            " Wide 624x80 Tapped 3",
            "", "", "", "",
            " Enter open  q quit",
        ])
    }

    struct Bar: View {
        let fraction: Double
        var body: some View {
            GeometryReader { proxy in
                Text(String(repeating: "#", count: Int(proxy.size.width * fraction / 8)))
            }
        }
    }

    struct Nested: View {
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    HStack {
                        Text("Done")
                        Bar(fraction: 0.5).frame(width: 80)
                        Text("end")
                    }
                    Bar(fraction: 0.25)
                }
                .navigationTitle("Bars")
            }
        }
    }

    @Test func aReaderInAStackIsOfferedWhatTheStackOffers() {
        let driver = TestDriver(Nested(), width: 30, height: 7)
        driver.expectScreen([
            " Bars",
            "",
            " Done #####      end",
            " #######",
            "", "",
            " q quit",
        ])
    }
}
