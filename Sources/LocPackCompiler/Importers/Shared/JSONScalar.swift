import Foundation

/// Questions about the values `JSONSerialization` returns, for telling a
/// file's format from its content and for saying what a value is.
enum JSONScalar {
    /// Whether `value` is a JSON number, boolean or null.
    static func isScalar(_ value: Any) -> Bool { value is NSNumber || value is NSNull }

    /// What `value` is, with an article: `an object`, `an array`, `a string`,
    /// `a number`, `a boolean` or `null`.
    static func kind(of value: Any) -> String {
        switch value {
        case is [String: Any]: "an object"
        case is [Any]: "an array"
        case is String: "a string"
        case is NSNull: "null"
        default: StringCatalogReader.boolean(value) != nil ? "a boolean" : "a number"
        }
    }
}
