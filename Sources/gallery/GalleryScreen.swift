import TermNav

/// The gallery's screens, in the order the root list shows them.
///
/// To add one, add a case, its title and its view here, and the screen in a file of its own.
enum GalleryScreen: Hashable, CaseIterable {
    /// Rows of text of every display width: ``WidthsScreen``.
    case widths
    /// One row per accessory kind: ``AccessoriesScreen``.
    case accessories
    /// Values at the right of rows: ``ValuesScreen``.
    case values
    /// Rows of several lines: ``LinesScreen``.
    case lines
    /// Every text style and named colour: ``StylesScreen``.
    case styles
    /// A searchable list and an alert: ``DialogsScreen``.
    case dialogs
    /// A photo grid: ``GridScreen``.
    case grid
    /// A carousel, a geometry reader and a wide table: ``ScrollingScreen``.
    case scrolling
    /// Text fields, toggles, steppers, pickers and sliders in a form: ``ControlsScreen``.
    case controls
    /// Progress views, gauges, badges and an empty list's view: ``StatusScreen``.
    case status
    /// Menus in a row, nested, with a primary action, in the toolbar, and a context menu:
    /// ``MenusScreen``.
    case menus
    /// Disclosure groups and a file tree: ``OutlinesScreen``.
    case outlines
    /// A tab view whose tabs each keep their own stack: ``TabsScreen``.
    case tabs
    /// Colours of any value, gradients, shapes, borders and taps: ``LookScreen``.
    case look

    /// The screen's title, which is also its row's label in the root list.
    var title: String {
        switch self {
        case .accessories: return "Accessories"
        case .values: return "Values"
        case .lines: return "Lines"
        case .styles: return "Styles"
        case .look: return "Look"
        case .widths: return "Widths"
        case .dialogs: return "Dialogs"
        case .grid: return "Grid"
        case .scrolling: return "Scrolling"
        case .controls: return "Controls"
        case .status: return "Status"
        case .menus: return "Menus"
        case .outlines: return "Outlines"
        case .tabs: return "Tabs"
        }
    }

    /// The screen.
    @MainActor @ViewBuilder var view: some View {
        switch self {
        case .accessories: AccessoriesScreen()
        case .values: ValuesScreen()
        case .lines: LinesScreen()
        case .styles: StylesScreen()
        case .look: LookScreen()
        case .widths: WidthsScreen()
        case .dialogs: DialogsScreen()
        case .grid: GridScreen()
        case .scrolling: ScrollingScreen()
        case .controls: ControlsScreen()
        case .status: StatusScreen()
        case .menus: MenusScreen()
        case .outlines: OutlinesScreen()
        case .tabs: TabsScreen()
        }
    }
}
