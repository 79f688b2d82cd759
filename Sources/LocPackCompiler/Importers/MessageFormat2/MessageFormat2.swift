import LocPack

/// Compiles one Unicode MessageFormat 2 message into the message model: the
/// entry point of `locpack format` and of the MF2 importers
/// (`Specs/importers/mf2.md`).
public enum MessageFormat2 {
    /// A compiled message: its model and the names of its arguments.
    public struct Compiled: Sendable {
        /// The message.
        public var message: Message
        /// The variables the message reads from its caller, by argument
        /// number (index 0 is argument 1).
        public var argumentNames: [String]
    }

    /// Why a message did not compile: the syntax or data model error the
    /// specification names (`syntax-error`, `duplicate-variant` …).
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The error's type as the specification spells it.
        public var kind: String
        /// What is wrong, with its offset in the message.
        public var description: String
        /// The UTF-8 offset of the error in the message.
        public var utf8Offset: Int
    }

    /// Compiles `text` for `locale`.
    ///
    /// - Parameters:
    ///   - text: The message, in MessageFormat 2 syntax.
    ///   - locale: Its locale: the plural rules its selectors use and the
    ///     direction its isolates follow.
    ///   - isolates: Whether placeholders are isolated by the Default Bidi
    ///     Strategy (`true`, the specification's default) or written bare.
    ///   - testFunctions: Whether the conformance suite's `:test:function`,
    ///     `:test:select` and `:test:format` exist (`locpack format
    ///     --test-functions`; never in a build).
    ///   - argumentNames: Names already numbered (by other locales' messages
    ///     of the same key); new names are numbered after them.
    public static func compile(_ text: String, locale: String, isolates: Bool = true, testFunctions: Bool = false,
                               argumentNames: [String] = []) throws(Failure) -> Compiled {
        var parser = MF2Parser(text)
        let parsed: MF2Message
        do {
            parsed = try parser.parse()
        } catch {
            throw Failure(kind: error.kind.rawValue, description: error.description, utf8Offset: error.detail.utf8Offset)
        }
        if let invalid = MF2Validation.firstError(in: parsed, text: text) {
            throw Failure(kind: invalid.kind.rawValue, description: invalid.description, utf8Offset: invalid.detail.utf8Offset)
        }
        var lowering = MF2Lowering(locale: locale, isolates: isolates, testFunctions: testFunctions, names: argumentNames)
        do {
            let message = try lowering.lower(parsed)
            return Compiled(message: message, argumentNames: lowering.names)
        } catch {
            // An implementation limit (variables, branches, declaration depth): the specification's kind for those.
            throw Failure(kind: "unsupported-operation", description: error.description, utf8Offset: error.utf8Offset)
        }
    }
}
