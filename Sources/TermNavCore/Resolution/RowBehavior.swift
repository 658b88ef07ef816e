import Foundation

/// What activating a row does.
enum RowAction {
    /// Runs a button's action.
    case run(() -> Void)
    /// Follows a navigation link.
    case follow(LinkEntry)
}

/// What a row does and what it shows at its right edge, read from its resolved node.
///
/// The first button or link that is not hidden is the row's action; a visible link gives the
/// row its default accessory (the disclosure indicator, unless `.defaultNavigationAccessory(_:)`
/// says otherwise) unless the row sets an accessory of its own. When several accessories are
/// set, the innermost wins.
struct RowBehavior {
    /// What Enter does on this row, if anything.
    var action: RowAction?
    /// The accessory the row draws.
    var accessory: RowAccessory
    /// What the accessory's own action does (a detail button's), apart from the row's.
    var accessoryAction: (() -> Void)?
    /// The row's tag (`.tag(_:)`), if it has one.
    var tag: AnyHashable?
    /// The row's swipe actions (`.swipeActions`), if it has any: the outermost.
    var swipeActions: (any View)?
    /// What the menu key does on the row (`.contextMenu`, a menu with a primary action), if
    /// anything: the innermost menu, outside hidden and disabled views.
    var openMenu: (() -> Void)?
    /// The value of the link that is the row's action, if it pushes a value.
    var linkValue: AnyHashable? {
        if case .follow(let link) = action, case .value(let value) = link.target { return value.value }
        return nil
    }
    /// The `.onKeyPress` handlers in the row, innermost first; none inside hidden views.
    var keyHandlers: [KeyPressHandler]
    /// Whether the accessory stands in disabled content, and is drawn dim.
    var isAccessoryDisabled = false
    /// The focus states the row is tied to (`.focused`), outermost first; none inside hidden
    /// views.
    var focusTargets: [FocusTarget]
    /// Whether `.focusable(_:)` says the part takes the focus (the outermost says), or `nil`.
    var isFocusable: Bool?
    /// Whether the part is a value control's (`.rowTrait(.control)`): a click acts at once.
    var isControl = false
    /// The parts of the control a click acts on one by one (`.rowTrait(.clicks)`), if any: the
    /// innermost, outside hidden and disabled views.
    var clicks: ControlClicks?
    /// Where the row stands in a disclosure group or an outline (`.rowTrait(.outline)`), if it
    /// is one's: the outermost, outside hidden views.
    var outline: OutlinePlace?
    /// The taps the row answers (`.onTapGesture`, `.gesture`), outside its first button or link
    /// and outside hidden and disabled views: those of `.highPriorityGesture` first, then the
    /// rest from the inside out, as a view's gesture comes before those of the views around it
    /// (side by side, the leading one's first). The first single tap (else the first tap) is
    /// the row's ``action``; a second click on the row runs ``doubleTap``.
    var taps: [GestureActions.Tap] = []
    /// The taps that run as well as the row's action (`.simultaneousGesture`), outside hidden
    /// and disabled views.
    var simultaneousTaps: [GestureActions.Tap] = []
    /// The row's long press (`.onLongPressGesture`), the innermost outside hidden and disabled
    /// views: the actions key lists it.
    var longPress: GestureActions.LongPress?
    /// The actions `.accessibilityAction` gave the view (`.accessibilityActions`, named or of a
    /// kind), outermost first, offered on the actions key beside its swipe actions.
    var accessibilityActions: [AccessibilityAttributes.Action] = []
    /// The tap of two or more that a second click on the row runs, if it has one.
    var doubleTap: GestureActions.Tap? { taps.first { $0.count >= 2 } }
    /// Whether the part takes the focus outside a list: as `.focusable(_:)` says, or else when
    /// it does something.
    var takesFocus: Bool {
        isFocusable ?? (action != nil || longPress != nil || textField?.isEnabled == true)
    }
    /// Whether Tab stops on the row of a list, as keyboard focus goes from control to control:
    /// as `.focusable(_:)` says, or else when it is a control (a text field that can be edited,
    /// a toggle, a stepper, a picker, a slider, a date picker); in a form, a button (a `Link` is
    /// one) or a navigation link too. The list's other rows are reached by the arrows.
    /// - Parameter inForm: Whether the list is a `Form`'s.
    /// - Returns: Whether Tab stops on the row.
    func isTabStop(inForm: Bool) -> Bool {
        if let isFocusable { return isFocusable }
        if isControl || textField?.isEnabled == true { return true }
        return inForm && action != nil
    }
    /// The text field the part holds, if any: the first that is not hidden.
    var textField: TextFieldEntry?
    /// What stands before the text field in the horizontal stack that ends with it (a
    /// `LabeledContent`'s label), drawn before the field while it is being edited, and the
    /// columns between them.
    var textFieldLabel: (nodes: [Node], spacing: Int) = ([], 0)
    /// Whether nothing follows the text field on its line: the field and its label are the
    /// whole row, which is then drawn as a field's row (``textFieldLabel``, then the field).
    var textFieldEndsRow = false

    init(_ node: Node) {
        var finder = Finder()
        finder.visit(node, hidden: false, invisible: false)
        action = finder.action
        accessory = finder.explicitAccessory ?? finder.linkAccessory ?? .none
        accessoryAction = finder.accessoryAction
        keyHandlers = finder.keyHandlers.reversed()
        isAccessoryDisabled = finder.isAccessoryDisabled
        tag = finder.tag
        swipeActions = finder.swipeActions
        openMenu = finder.openMenu
        focusTargets = finder.focusTargets
        isFocusable = finder.isFocusable
        textField = finder.textField
        textFieldLabel = finder.textFieldLabel
        textFieldEndsRow = finder.textFieldEndsRow
        isControl = finder.isControl
        clicks = finder.clicks
        outline = finder.outline
        // The deepest taps first, as a view's gesture comes before the gestures around it;
        // taps as deep in the order they were seen (the leading view's first).
        let deepestFirst = finder.taps.enumerated().sorted {
            ($0.element.depth, -$0.offset) > ($1.element.depth, -$1.offset)
        }
        taps = finder.highPriorityTaps + deepestFirst.map(\.element.tap)
        simultaneousTaps = finder.simultaneousTaps
        longPress = finder.longPress
        accessibilityActions = finder.accessibilityActions
        // A tap around the row's button or link is the row's action in its place, as a tap
        // gesture on a button takes the touch from it in SwiftUI; a view whose only taps are
        // simultaneous ones, with no action for them to run beside, runs them as its own.
        if taps.isEmpty, action == nil, !finder.hasDisabledLink {
            taps = simultaneousTaps
            simultaneousTaps = []
        }
        if let tap = taps.first(where: { $0.count == 1 }) ?? taps.first {
            action = .run { tap.action(Self.firstCellCentre) }
        }
    }

    /// Where Enter and Space tap a view: the centre of its first cell, in points.
    static let firstCellCentre = CGPoint(
        x: PointScale.pointsPerColumn / 2, y: PointScale.pointsPerLine / 2)

    private struct Finder {
        var action: RowAction?
        var explicitAccessory: RowAccessory?
        var accessoryAction: (() -> Void)?
        /// The outermost tag, once one is seen.
        var tag: AnyHashable?
        var hasTag = false
        /// The outermost swipe actions.
        var swipeActions: (any View)?
        /// The innermost menu the menu key opens.
        var openMenu: (() -> Void)?
        /// The default accessory of the first visible link, if the row has one.
        var linkAccessory: RowAccessory?
        /// Set by a link whose value is `nil`: the row shows the indicator and does nothing.
        var hasDisabledLink = false
        /// The focus states the row is tied to, outermost first.
        var focusTargets: [FocusTarget] = []
        /// The outermost `.focusable(_:)`, once one is seen.
        var isFocusable: Bool?
        /// Whether a value control's trait is seen, outside hidden views.
        var isControl = false
        /// The parts a click acts on, the innermost seen.
        var clicks: ControlClicks?
        /// The outermost place in an outline seen.
        var outline: OutlinePlace?
        /// The key handlers, outermost first.
        var keyHandlers: [KeyPressHandler] = []
        /// Whether the accessory found stands in disabled content.
        var isAccessoryDisabled = false
        /// The first text field seen, not hidden.
        var textField: TextFieldEntry?
        /// What stands before it in its horizontal stack.
        var textFieldLabel: (nodes: [Node], spacing: Int) = ([], 0)
        /// Whether nothing followed the field in the stacks around it.
        var textFieldEndsRow = false
        /// How deep inside `.disabled(true)` the visit is: buttons and links there do nothing.
        var disabledDepth = 0
        /// The taps outside the first button or link, in the order seen, each with the number
        /// of gestures around it.
        var taps: [(depth: Int, tap: GestureActions.Tap)] = []
        /// The number of gestures around the node visited.
        var gestureDepth = 0
        /// The taps of `.highPriorityGesture`, from the outside in.
        var highPriorityTaps: [GestureActions.Tap] = []
        /// The taps of `.simultaneousGesture`.
        var simultaneousTaps: [GestureActions.Tap] = []
        /// The innermost long press seen.
        var longPress: GestureActions.LongPress?
        var accessibilityActions: [AccessibilityAttributes.Action] = []

        mutating func visit(_ node: Node, hidden: Bool, invisible: Bool) {
            switch node {
            case .empty, .text, .image, .bar, .spacer, .divider, .color, .shape, .list, .forEach:
                return
            case .group(let children), .zstack(let children, _):
                for child in children { visit(child, hidden: hidden, invisible: invisible) }
            case .stack(let stack):
                for (index, child) in stack.children.enumerated() {
                    let hadField = textField != nil
                    visit(child, hidden: hidden, invisible: invisible)
                    guard !hadField, textField != nil else { continue }
                    if stack.axis == .horizontal, index > 0 {
                        textFieldLabel = (Array(stack.children[..<index]), stack.spacing)
                    }
                    if index < stack.children.count - 1 { textFieldEndsRow = false }
                }
            case .arranged(let arranged):
                for child in arranged.children { visit(child, hidden: hidden, invisible: invisible) }
            case .labeled(let labeled):
                visit(labeled.label, hidden: hidden, invisible: invisible)
                visit(labeled.value, hidden: hidden, invisible: invisible)
            case .button(let button):
                if !hidden, disabledDepth == 0, action == nil, !hasDisabledLink {
                    action = .run(button.action)
                }
                visit(button.label, hidden: hidden, invisible: invisible)
            case .link(let link):
                if !hidden, action == nil, !hasDisabledLink {
                    switch link.entry.target {
                    case .view, .value: action = .follow(link.entry)
                    case .disabled: hasDisabledLink = true
                    }
                    if disabledDepth > 0 {
                        // A disabled link shows its indicator, dim, and does nothing.
                        action = nil
                        hasDisabledLink = true
                    }
                    if !invisible, linkAccessory == nil {
                        linkAccessory = link.defaultAccessory
                        if explicitAccessory == nil { isAccessoryDisabled = disabledDepth > 0 }
                    }
                }
                visit(link.label, hidden: hidden, invisible: invisible)
            case .modified(let inner, let modifier):
                switch modifier {
                case .hidden:
                    visit(inner, hidden: true, invisible: invisible)
                case .invisible:
                    visit(inner, hidden: hidden, invisible: true)
                case .rowTrait(.swipeActions(let actions)):
                    if swipeActions == nil, !hidden { swipeActions = actions }
                    visit(inner, hidden: hidden, invisible: invisible)
                case .rowTrait(.focusable(let focusable)):
                    if isFocusable == nil, !hidden { isFocusable = focusable }
                    visit(inner, hidden: hidden, invisible: invisible)
                case .rowTrait(.focus(let target)):
                    if !hidden { focusTargets.append(target) }
                    visit(inner, hidden: hidden, invisible: invisible)
                case .rowTrait(.textField(let entry)):
                    if textField == nil, !hidden {
                        textField = entry
                        textFieldEndsRow = true
                    }
                    visit(inner, hidden: hidden, invisible: invisible)
                case .rowTrait(.control):
                    if !hidden { isControl = true }
                    visit(inner, hidden: hidden, invisible: invisible)
                case .rowTrait(.menu(let open)):
                    if !hidden, disabledDepth == 0 { openMenu = open }
                    visit(inner, hidden: hidden, invisible: invisible)
                case .rowTrait(.clicks(let parts)):
                    if !hidden, disabledDepth == 0 { clicks = parts }
                    visit(inner, hidden: hidden, invisible: invisible)
                case .rowTrait(.gesture(let gestures)):
                    if !hidden, disabledDepth == 0 {
                        switch gestures.priority {
                        case .normal:
                            if action == nil, !hasDisabledLink {
                                taps += gestures.taps.map { (gestureDepth, $0) }
                            }
                        case .high:
                            highPriorityTaps += gestures.taps
                        case .simultaneous:
                            simultaneousTaps += gestures.taps
                        }
                        longPress = gestures.longPresses.last ?? longPress
                    }
                    gestureDepth += 1
                    visit(inner, hidden: hidden, invisible: invisible)
                    gestureDepth -= 1
                case .rowTrait(.accessibility(let attributes)):
                    if !hidden, disabledDepth == 0, attributes.isHidden != true {
                        accessibilityActions += attributes.actions
                    }
                    visit(inner, hidden: hidden, invisible: invisible)
                case .rowTrait(.outline(let place)):
                    if outline == nil, !hidden { outline = place }
                    visit(inner, hidden: hidden, invisible: invisible)
                case .rowTrait(.tag(let tag)):
                    if !hasTag {
                        hasTag = true
                        self.tag = tag
                    }
                    visit(inner, hidden: hidden, invisible: invisible)
                case .style, .paint, .toolbarPlacement, .lineLimit, .rowTrait, .padding, .border, .clip,
                    .frame,
                    .textAlignment, .layout:
                    visit(inner, hidden: hidden, invisible: invisible)
                case .overlay(let overlay, _):
                    visit(inner, hidden: hidden, invisible: invisible)
                    visit(overlay, hidden: hidden, invisible: invisible)
                case .disabled:
                    disabledDepth += 1
                    visit(inner, hidden: hidden, invisible: invisible)
                    disabledDepth -= 1
                case .accessory(let accessory, let action):
                    // Visited from the outside in: each one set deeper replaces the last.
                    explicitAccessory = accessory
                    accessoryAction = hidden || disabledDepth > 0 ? nil : action
                    isAccessoryDisabled = disabledDepth > 0
                    visit(inner, hidden: hidden, invisible: invisible)
                case .background(let background):
                    visit(inner, hidden: hidden, invisible: invisible)
                    visit(background, hidden: hidden, invisible: invisible)
                case .keyPress(let handler):
                    if !hidden { keyHandlers.append(handler) }
                    visit(inner, hidden: hidden, invisible: invisible)
                }
            }
        }
    }
}
