/// A view changed by one of TermNav's built-in modifiers, such as `.hidden()` or `.bold()`.
///
/// The modifier is data: resolution reads it and decides what it does to the view's node or
/// to its screen's preferences (title, lifecycle hooks).
nonisolated struct ModifiedView<Content: View>: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// The view modified.
    let content: Content
    /// What is done to it.
    let modifier: BuiltInModifier
}

/// TermNav's built-in view modifiers, as data. Every switch over them is exhaustive, so a new
/// modifier is a new case here and the compiler points at each place that must handle it.
enum BuiltInModifier {
    /// `.hidden()`: not drawn, and a link inside is never activated by keys.
    case hidden
    /// `.opacity(_:)`: at zero the view is not drawn, though a link inside still activates its row.
    case opacity(Double)
    /// `.background(_:)`: a view behind this one; only a colour shows.
    case background(any View)
    /// `.bold()`, `.italic()`, `.underline()`, `.strikethrough()`, `.font(_:)`, `.fontWeight(_:)`,
    /// `.foregroundColor(_:)`, `.foregroundStyle(_:)`: a style for the text inside, under the
    /// texts' own.
    case style(Style)
    /// `.foregroundStyle(_:)` with a gradient: each character of the text inside takes the
    /// gradient's colour at its place.
    case foregroundGradient(GradientPaint)
    /// `.navigationTitle(_:)` and `.navigationBarTitle(_:displayMode:)`: the screen's title, and
    /// how it is shown when the modifier says.
    case navigationTitle(String, displayMode: NavigationBarItem.TitleDisplayMode?)
    /// `.navigationBarTitleDisplayMode(_:)`: how the screen's title is shown.
    case titleDisplayMode(NavigationBarItem.TitleDisplayMode)
    /// `.navigationAccessory(_:action:)`: the row's accessory and the accessory's own action.
    case accessory(RowAccessory, action: (() -> Void)?)
    /// `.onAppear(perform:)`.
    case onAppear((() -> Void)?)
    /// `.onDisappear(perform:)`.
    case onDisappear((() -> Void)?)
    /// `.task(priority:_:)` and `.task(id:priority:_:)`: work started when the view appears and
    /// cancelled when it disappears.
    case task(ViewTask)
    /// `.onChange(of:initial:_:)` and `.onChange(of:perform:)`: an action after a value changes.
    case onChange(ChangeObserver)
    /// `.preference(key:value:)`, `.transformPreference(_:_:)`, `.onPreferenceChange(_:perform:)`,
    /// `.overlayPreferenceValue(_:alignment:_:)`, `.backgroundPreferenceValue(_:alignment:_:)`:
    /// what is done with the preference values the content sets.
    case preference(PreferenceUse)
    /// `.environment(_:_:)`: a change to the environment of everything inside.
    case environment((inout EnvironmentValues) -> Void)
    /// `.navigationDestination(for:destination:)`: the screen for path values of a type.
    case navigationDestination(NavigationDestinationRule)
    /// `.navigationDestination(isPresented:)` and `(item:)`: a screen pushed while a binding
    /// says so.
    case presentedDestination(PresentedDestination)
    /// `.toolbar(content:)`: the screen's toolbar items.
    case toolbar(any View)
    /// `.navigationBarBackButtonHidden(_:)`.
    case backButtonHidden(Bool)
    /// `.lineLimit(_:)`: the most lines the text inside may take, or `nil` for no limit.
    case lineLimit(Int?)
    /// `.onKeyPress(_:action:)` and its other forms: a handler for keys pressed while the view,
    /// or a view inside it, has the focus.
    case onKeyPress(KeyPressHandler)
    /// `.sheet` and `.fullScreenCover`: a screen shown over the stack while a binding says so.
    case presentation(Presentation)
    /// `.interactiveDismissDisabled(_:)`: whether Esc is kept from dismissing the sheet.
    case interactiveDismissDisabled(Bool)
    /// `.navigationBarHidden(_:)`: whether the screen's navigation bar is hidden.
    case navigationBarHidden(Bool)
    /// `.toolbar(_:for:)` and `.toolbarVisibility(_:for:)`: whether bars of the screen show.
    case barVisibility(Visibility, [ToolbarPlacement])
    /// `.tag(_:)`: the value a list that selects chooses for the row; `nil` for none.
    case tag(AnyHashable?)
    /// `.id(_:)`: the view's explicit identity: a new value makes it a new view, and
    /// `ScrollViewProxy.scrollTo(_:anchor:)` finds it by it.
    case id(AnyHashable)
    /// `.swipeActions(edge:allowsFullSwipe:content:)`: the row's own actions, offered by the
    /// actions key.
    case swipeActions(any View)
    /// `.alert` and `.confirmationDialog`: a box over the screen while a binding says so.
    case alert(AlertPresentation)
    /// `.padding(_:_:)`: blank cells around the view.
    case padding(CellInsets)
    /// `.frame(width:height:alignment:)` and `.frame(minWidth:maxWidth:…)`: the view's size in
    /// cells and where it sits.
    case frame(CellFrame)
    /// `.overlay(_:alignment:)`: a view drawn over this one.
    case overlay(any View, Alignment)
    /// `.border(_:width:)`: a box around the view, in cells of its own.
    case border(PaintedShape)
    /// `.clipShape(_:style:)`, `.cornerRadius(_:antialiased:)` and `.mask(_:)` with a shape: the
    /// view's cells kept where the shape, filled in its frame, covers them; a background in a
    /// shape (`.background(_:in:fillStyle:)`): its colours kept there.
    case clip(ShapeClip)
    /// `.disabled(_:)`: buttons and links inside do nothing, and the view is drawn dim.
    case disabled(Bool)
    /// `.multilineTextAlignment(_:)`: how the lines of the text inside line up.
    case textAlignment(TextAlignment)
    /// `.searchable(text:placement:prompt:)`: the screen's search field.
    case searchable(SearchField)
    /// `.scrollPosition(_:anchor:)` and `.scrollPosition(id:anchor:)`: the binding the screen's
    /// scroll is read from and written to.
    case scrollPosition(ScrollPositionBinding)
    /// `.layoutPriority(_:)`, `.fixedSize(horizontal:vertical:)`, `.offset(x:y:)` and
    /// `.gridCellColumns(_:)` and `.gridCellUnsizedAxes(_:)`: what the view tells its parent's
    /// layout.
    case layout(LayoutTrait)
    /// `.focused(_:)` and `.focused(_:equals:)`: the focus state the view is tied to.
    case focus(FocusTarget)
    /// `.focusable(_:)`: whether the view takes the focus outside a list, action or none.
    case focusable(Bool)
    /// `.onSubmit(of:_:)`: an action for Enter in a field of these kinds.
    case onSubmit(SubmitTriggers, () -> Void)
    /// `.onTapGesture`, `.onLongPressGesture`, `.gesture`, `.simultaneousGesture` and
    /// `.highPriorityGesture`: the taps and long presses the view answers.
    case gesture(GestureActions)
    /// `.allowsHitTesting(_:)`: whether the gestures inside answer.
    case allowsHitTesting(Bool)
    /// `.accessibilityLabel(_:)`, `.accessibilityIdentifier(_:)` and SwiftUI's other
    /// accessibility modifiers: what they say, kept in the tree and never drawn.
    case accessibility(AccessibilityAttributes)
}

extension View {
    /// This view with a built-in modifier applied.
    func builtIn(_ modifier: BuiltInModifier) -> ModifiedView<Self> {
        ModifiedView(content: self, modifier: modifier)
    }
}
