/// Not a SwiftUI shape: SwiftUI's oval is ``Ellipse``, which fills the frame it is given.
@available(*, unavailable, renamed: "Ellipse", message: "SwiftUI has no Oval: its oval shape is Ellipse")
public typealias Oval = Ellipse
