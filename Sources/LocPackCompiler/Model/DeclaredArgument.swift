/// An argument an entry's messages take, as its source declares it: the
/// number placeholders (``MessageNode/argument(index:spec:)``) and choices
/// (``PluralChoice/argumentIndex``, ``SelectChoice/argumentIndex``) refer
/// to it by, and the name the source gives it.
///
/// Formats that name their arguments declare every one, numbered in the
/// order the source language's message first uses them (ICU `{count}`,
/// ARB placeholders); Apple formats declare the arguments a substitution
/// or `.stringsdict` variable names (`%2$#@albums@` declares argument 2 as
/// `albums`). An argument no declaration names is known by its position.
/// How an argument is displayed stays with each placeholder's spec.
public struct DeclaredArgument: Sendable, Equatable {
    /// The 1-based number placeholders and choices refer to the argument by.
    public var number: Int
    /// The name the source gives the argument.
    public var name: String

    /// Declares argument `number` as `name`.
    public init(number: Int, name: String) {
        self.number = number
        self.name = name
    }
}

extension Array where Element == DeclaredArgument {
    /// `names` declared in order: `names[0]` is argument 1.
    public static func numbered(_ names: [String]) -> [DeclaredArgument] {
        names.enumerated().map { DeclaredArgument(number: $0.offset + 1, name: $0.element) }
    }
    /// The name declared for argument `number`, if any.
    public func name(of number: Int) -> String? {
        first { $0.number == number }?.name
    }

    /// One entry's declarations from each locale's: the source language's
    /// first, then the other locales' in name order, the first declaration
    /// of a number winning.
    static func merging(_ byLocale: [String: [DeclaredArgument]], sourceLanguage: String) -> [DeclaredArgument] {
        var merged: [DeclaredArgument] = []
        for locale in byLocale.keys.sortedSourceFirst(sourceLanguage) {
            merged.declareMissing(byLocale[locale]!)
        }
        return merged
    }

    /// Puts the declarations of `others` first: they replace this list's
    /// declarations of the same numbers, whose other numbers stay.
    mutating func declareFirst(_ others: [DeclaredArgument]) {
        var first = others
        first.declareMissing(self)
        self = first
    }

    /// Adds the declarations of `others` whose number has none yet, keeping
    /// the list in number order: the first declaration of a number wins.
    mutating func declareMissing(_ others: [DeclaredArgument]) {
        for other in others where name(of: other.number) == nil {
            append(other)
        }
        sort { $0.number < $1.number }
    }
}
