/// How numbers are written in a render.
public enum NumberStyle: Sendable {
    /// The locale's digits, grouping and separators, like
    /// `String(format:locale:)`.
    case localized
    /// Plain ASCII printf, like `String(format:)` without a locale.
    case posix
}

/// What happened during a render, beyond the text itself.
public struct RenderStatus: OptionSet, Sendable, CustomStringConvertible {
    /// The status bits, one per flag below.
    public let rawValue: UInt16
    /// A status made of the bits of `rawValue`.
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The key is not in the bundle; the key itself was written.
    public static let missingKey = RenderStatus(rawValue: 1 << 0)
    /// The text came from a locale later in the fallback chain.
    public static let usedFallbackLocale = RenderStatus(rawValue: 1 << 1)
    /// No locale in the chain had text for the key (or for the device); the
    /// key itself was written.
    public static let usedKey = RenderStatus(rawValue: 1 << 2)
    /// A placeholder's argument was missing; a visible marker was written.
    public static let missingArgument = RenderStatus(rawValue: 1 << 3)
    /// An argument's type differed from its placeholder's and was converted.
    public static let convertedArgument = RenderStatus(rawValue: 1 << 4)
    /// An argument could not stand for its placeholder (text that is not a
    /// number for `%d`, a fractional double for `%d`); the visible marker
    /// was written instead.
    public static let mismatchedArgument = RenderStatus(rawValue: 1 << 7)
    /// The buffer was too small; the text was cut (see `UTF8Sink.requiredCount`).
    public static let truncated = RenderStatus(rawValue: 1 << 5)
    /// A program or section in the bundle was corrupt; the next locale was used.
    public static let corruptData = RenderStatus(rawValue: 1 << 6)
    /// A MessageFormat 2 expression or selector failed and its fallback
    /// was written or its catch-all variant chosen; ``RenderResult/errors``
    /// lists the errors in order.
    public static let formatErrors = RenderStatus(rawValue: 1 << 8)

    /// Whether the render wrote the intended translation with no problem.
    @inlinable public var isClean: Bool { self.subtracting(.usedFallbackLocale).isEmpty }

    /// The names of the flags that are set.
    public var description: String {
        let names: [(RenderStatus, String)] = [
            (.missingKey, "missingKey"), (.usedFallbackLocale, "usedFallbackLocale"), (.usedKey, "usedKey"),
            (.missingArgument, "missingArgument"), (.convertedArgument, "convertedArgument"),
            (.mismatchedArgument, "mismatchedArgument"),
            (.truncated, "truncated"), (.corruptData, "corruptData"), (.formatErrors, "formatErrors"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}

/// A render's device, width and number style in one word, so that the
/// call behind ``Catalog/render(_:locale:device:width:numberStyle:arguments:into:)``
/// passes fewer arguments on the stack. Bits 0–7: the device; bit 8: POSIX
/// numbers; bits 16–63: the width as a signed number, a nil width as
/// `Int32.max` (what the interpreter takes for it), clamped to ±2⁴⁷, which
/// changes no comparison with a width key (an `Int32`).
@frozen @usableFromInline
struct PackedRenderOptions {
    @usableFromInline let rawValue: UInt64

    @inlinable @inline(__always)
    init(device: Device, width: Int?, numberStyle: NumberStyle) {
        let limit = 1 << 47
        let width = Swift.max(-limit, Swift.min(limit - 1, width ?? Int(Int32.max)))
        // The device's in-memory tag, not its raw value, so that reading it
        // back is a bit cast too, with no call and no check.
        let tag = unsafeBitCast(device, to: UInt8.self)
        rawValue = UInt64(bitPattern: Int64(width) << 16) | (numberStyle == .posix ? 1 << 8 : 0) | UInt64(tag)
    }

    /// The device (its bits were made from a `Device` by the initializer).
    var device: Device { unsafeBitCast(UInt8(truncatingIfNeeded: rawValue), to: Device.self) }
    /// The width (`Int32.max` where none was given).
    var width: Int { Int(Int64(bitPattern: rawValue) >> 16) }
    /// The number style.
    var numberStyle: NumberStyle { rawValue & (1 << 8) != 0 ? .posix : .localized }
}
