/// The xterm colours a terminal of 8, 16 or 256 colours is sent, as xterm draws them, and the
/// nearest of them to a colour of any value, as the eye sees it (by distance in OKLab).
///
/// The first 16 are the ANSI colours, whose look each terminal theme decides: xterm's values
/// stand for them. From 256 colours a value takes its nearest of the colour cube (16–231) and
/// the greys (232–255), which terminals draw alike, never one of the 16.
package enum XtermPalette {
    /// The value of each of the 256 colours, by index.
    package static let values: [RGB] = (0..<256).map(value(of:))

    /// Each colour's place in OKLab, by index.
    private static let places: [OKLab] = values.map(\.oklab)

    /// The value xterm draws a colour index in.
    /// - Parameter index: The index, from 0 to 255.
    /// - Returns: The value.
    private static func value(of index: Int) -> RGB {
        switch index {
        case 0..<16:
            let ansi: [(UInt8, UInt8, UInt8)] = [
                (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
                (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
                (255, 0, 255), (0, 255, 255), (255, 255, 255),
            ]
            let (red, green, blue) = ansi[index]
            return RGB(red: red, green: green, blue: blue)
        case 16..<232:
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            let cube = index - 16
            return RGB(red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
        default:
            let level = UInt8(8 + 10 * (index - 232))
            return RGB(red: level, green: level, blue: level)
        }
    }

    /// The indices a terminal of a number of colours is drawn in by value: the cube and the
    /// greys from 256 colours, the 16 ANSI colours from 16, the first 8 below.
    /// - Parameter colorCount: How many colours the terminal shows.
    /// - Returns: The indices.
    package static func candidates(colorCount: Int) -> Range<Int> {
        if colorCount >= 256 { return 16..<256 }
        if colorCount >= 16 { return 0..<16 }
        return 0..<8
    }

    /// The index of the colour nearest a value, as the eye sees it, among those a terminal of a
    /// number of colours is drawn in.
    ///
    /// Among 256, the nearest in OKLab. Among the 16 or 8 ANSI colours, which lie far apart, a
    /// grey (chroma below 0.03) takes one of the greys (black, white, and the bright ones), and
    /// a colour weighs hue twice as much as lightness, so that a dark green stays green rather
    /// than turn grey and a mid grey never turns cyan.
    /// - Parameters:
    ///   - value: The value.
    ///   - colorCount: How many colours the terminal shows.
    /// - Returns: The index.
    package static func nearest(to value: RGB, colorCount: Int) -> Int {
        let place = value.oklab
        let isFew = colorCount < 256
        let isGrey = isFew && place.chroma < 0.03
        let hueWeight = isFew ? 2.0 : 1.0
        var best = 0
        var bestDistance = Double.infinity
        for index in candidates(colorCount: colorCount) where !isGrey || greys.contains(index) {
            let other = places[index]
            let lightness = place.lightness - other.lightness
            let a = place.a - other.a
            let b = place.b - other.b
            let distance = lightness * lightness + hueWeight * (a * a + b * b)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    /// The ANSI greys: black, white, bright black and bright white.
    private static let greys: Set<Int> = [0, 7, 8, 15]
}
