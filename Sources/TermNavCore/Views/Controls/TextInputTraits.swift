/// The keyboard a text field asks for on a touch screen; a terminal has one keyboard.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default`
    /// Letters and digits in ASCII.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// For URLs (UIKit's name).
    case URL
    /// Digits.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// A keypad for names and telephone numbers.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For social posts.
    case twitter
    /// For web searches.
    case webSearch
    /// Digits in ASCII.
    case asciiCapableNumberPad
}

/// When a touch keyboard turns on capitals; a terminal types what is typed.
public struct TextInputAutocapitalization: Sendable {
    private let rawValue: Int
    /// No capitals.
    public static let never = TextInputAutocapitalization(rawValue: 0)
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(rawValue: 1)
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(rawValue: 2)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(rawValue: 3)
}

/// UIKit's capitalization setting, which `.autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// No capitals.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

/// What a text field's text is, for a touch keyboard's suggestions and password managers.
public struct UITextContentType: Hashable, Sendable {
    private let rawValue: String
    /// A name.
    public static let name = UITextContentType(rawValue: "name")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A URL (UIKit's name).
    public static let URL = UITextContentType(rawValue: "URL")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
}

/// The label of a touch keyboard's return key; a terminal's Enter has none.
public struct SubmitLabel: Sendable {
    private let rawValue: Int
    /// Done.
    public static let done = SubmitLabel(rawValue: 0)
    /// Go.
    public static let go = SubmitLabel(rawValue: 1)
    /// Send.
    public static let send = SubmitLabel(rawValue: 2)
    /// Join.
    public static let join = SubmitLabel(rawValue: 3)
    /// Route.
    public static let route = SubmitLabel(rawValue: 4)
    /// Search.
    public static let search = SubmitLabel(rawValue: 5)
    /// Return.
    public static let `return` = SubmitLabel(rawValue: 6)
    /// Next.
    public static let next = SubmitLabel(rawValue: 7)
    /// Continue.
    public static let `continue` = SubmitLabel(rawValue: 8)
}

extension View {
    /// Asks a touch screen for a keyboard; accepted and does nothing in a terminal.
    /// - Parameter type: The keyboard.
    /// - Returns: The view unchanged.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Sets when a touch keyboard capitalizes; accepted and does nothing in a terminal.
    /// - Parameter autocapitalization: The setting.
    /// - Returns: The view unchanged.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        self
    }

    /// UIKit's capitalization setting; accepted and does nothing in a terminal.
    /// - Parameter style: The setting.
    /// - Returns: The view unchanged.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Turns a touch keyboard's autocorrection off; accepted and does nothing in a terminal.
    /// - Parameter disable: Whether it is off.
    /// - Returns: The view unchanged.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Turns a touch keyboard's autocorrection off; accepted and does nothing in a terminal.
    /// - Parameter disable: Whether it is off.
    /// - Returns: The view unchanged.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// Says what a text field's text is; accepted and does nothing in a terminal.
    /// - Parameter textContentType: What the text is.
    /// - Returns: The view unchanged.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// Labels a touch keyboard's return key; accepted and does nothing in a terminal.
    /// - Parameter submitLabel: The label.
    /// - Returns: The view unchanged.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
