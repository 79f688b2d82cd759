/// The kind of device a message is rendered for: the device keys of String
/// Catalogs and `.stringsdict` (`iphone`, `ipod`, `ipad`, `applewatch`,
/// `appletv`, `applevision`, `mac`) plus `other`.
///
/// The raw values are the device numbers used in programs.
public enum Device: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    /// Any device without a variation of its own; every device message has it.
    case other = 0
    /// iPhone.
    case iphone
    /// iPod touch.
    case ipod
    /// iPad.
    case ipad
    /// Apple Watch.
    case applewatch
    /// Apple TV.
    case appletv
    /// Apple Vision Pro.
    case applevision
    /// Mac.
    case mac

    /// Parses a device key as String Catalogs spell it (`"iphone"`, `"mac"`, …).
    public init?(key: some StringProtocol) {
        switch key {
        case "other": self = .other
        case "iphone": self = .iphone
        case "ipod": self = .ipod
        case "ipad": self = .ipad
        case "applewatch": self = .applewatch
        case "appletv": self = .appletv
        case "applevision": self = .applevision
        case "mac": self = .mac
        default: return nil
        }
    }

    /// The device key as String Catalogs spell it.
    public var description: String {
        switch self {
        case .other: "other"
        case .iphone: "iphone"
        case .ipod: "ipod"
        case .ipad: "ipad"
        case .applewatch: "applewatch"
        case .appletv: "appletv"
        case .applevision: "applevision"
        case .mac: "mac"
        }
    }
}
