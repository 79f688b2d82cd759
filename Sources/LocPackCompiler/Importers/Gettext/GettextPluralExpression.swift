/// A gettext `Plural-Forms` expression (`plural=…` of a `.po` or `.mo`
/// header): C's integer arithmetic on the count `n`, whose value is the
/// index of the form (`msgstr[N]`) a count takes (`Specs/importers/gettext.md`).
///
/// Values are C's `unsigned long` (64 bits here), as GNU gettext evaluates
/// them: `+ - *` wrap, comparisons and `! && ||` give 0 or 1, `&&`, `||` and
/// `?:` evaluate only the side they need.
indirect enum GettextPluralExpression: Equatable, Sendable {
    /// The count, `n`.
    case count
    /// A decimal literal.
    case number(UInt64)
    /// `!operand`: 1 when the operand is 0, else 0.
    case not(GettextPluralExpression)
    /// `left operator right`.
    case binary(BinaryOperator, GettextPluralExpression, GettextPluralExpression)
    /// `condition ? then : otherwise`.
    case conditional(GettextPluralExpression, GettextPluralExpression, GettextPluralExpression)

    /// The binary operators, from the loosest binding to the tightest.
    enum BinaryOperator: String, Sendable {
        case or = "||", and = "&&"
        case equal = "==", notEqual = "!="
        case less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">="
        case plus = "+", minus = "-"
        case times = "*", divided = "/", remainder = "%"

        /// How tightly the operator binds (higher binds tighter); every
        /// binary operator groups from the left.
        var precedence: Int {
            switch self {
            case .or: 1
            case .and: 2
            case .equal, .notEqual: 3
            case .less, .greater, .lessOrEqual, .greaterOrEqual: 4
            case .plus, .minus: 5
            case .times, .divided, .remainder: 6
            }
        }
    }

    /// Why an evaluation has no value.
    enum EvaluationError: Error, Equatable {
        /// A `/` or `%` by zero: GNU gettext's program stops with SIGFPE
        /// there, and `msgfmt --check` refuses such an expression.
        case divisionByZero
    }

    /// The value for the count `n`.
    func value(for n: UInt64) throws(EvaluationError) -> UInt64 {
        switch self {
        case .count: return n
        case .number(let value): return value
        case .not(let operand): return try operand.value(for: n) == 0 ? 1 : 0
        case .conditional(let condition, let then, let otherwise):
            return try condition.value(for: n) != 0 ? then.value(for: n) : otherwise.value(for: n)
        case .binary(let op, let left, let right):
            let l = try left.value(for: n)
            switch op {
            case .or: return l != 0 ? 1 : (try right.value(for: n) != 0 ? 1 : 0)
            case .and: return l == 0 ? 0 : (try right.value(for: n) != 0 ? 1 : 0)
            default: break
            }
            let r = try right.value(for: n)
            switch op {
            case .or, .and: preconditionFailure("handled above")
            case .equal: return l == r ? 1 : 0
            case .notEqual: return l != r ? 1 : 0
            case .less: return l < r ? 1 : 0
            case .greater: return l > r ? 1 : 0
            case .lessOrEqual: return l <= r ? 1 : 0
            case .greaterOrEqual: return l >= r ? 1 : 0
            case .plus: return l &+ r
            case .minus: return l &- r
            case .times: return l &* r
            case .divided:
                guard r != 0 else { throw .divisionByZero }
                return l / r
            case .remainder:
                guard r != 0 else { throw .divisionByZero }
                return l % r
            }
        }
    }

    /// The form index gettext picks for `n` among `forms` forms: the
    /// expression's value, or 0 when that is not below `forms` (as
    /// `ngettext` falls back to the first form).
    func form(for n: UInt64, of forms: Int) throws(EvaluationError) -> Int {
        let index = try value(for: n)
        return forms > 0 && index < UInt64(forms) ? Int(index) : 0
    }
}
