import Foundation

extension String {
    /// The text without the `, comment: "…"` arguments of its localized strings, so a test
    /// about what a view shows reads the call as it reads without its note for translators
    /// (the catalog tests check the comments).
    var withoutTranslatorComments: String {
        replacingOccurrences(of: #",\s*comment: "(?:[^"\\\n]|\\.)*""#, with: "", options: .regularExpression)
    }
}
