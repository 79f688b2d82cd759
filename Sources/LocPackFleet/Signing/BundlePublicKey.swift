import Foundation

/// A public key that bundles are signed with and verified against: one
/// line of text, `locpack-ed25519 BASE64` (the 32-byte Ed25519 key in
/// base64), as `locpack keygen` writes it to `KEY.pub`.
public struct BundlePublicKey: Sendable, Hashable, CustomStringConvertible {
    /// The key's 32 bytes.
    public let bytes: [UInt8]

    /// The word a key's line starts with.
    public static let linePrefix = "locpack-ed25519"

    /// The key of `bytes`, which must be 32 bytes long.
    public init?(bytes: [UInt8]) {
        guard bytes.count == Ed25519.publicKeySize else { return nil }
        self.bytes = bytes
    }

    /// The key a line spells: `locpack-ed25519 BASE64`, with anything
    /// after the key (a comment) ignored; throws saying what is wrong.
    public init(line: String) throws(BundleSigningError) {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard words.count >= 2, words[0] == Self.linePrefix else {
            throw BundleSigningError("a public key is one line '\(Self.linePrefix) BASE64', not '\(line.prefix(60))'")
        }
        guard let data = Data(base64Encoded: String(words[1])), let key = BundlePublicKey(bytes: Array(data)) else {
            throw BundleSigningError("the public key '\(words[1].prefix(60))' is not 32 bytes of base64")
        }
        self = key
    }

    /// The key given on a command line: a file holding the key's line
    /// (`KEY.pub`), or the line itself.
    public init(fileOrLine text: String) throws(BundleSigningError) {
        if !text.hasPrefix(Self.linePrefix + " "), FileManager.default.fileExists(atPath: text) {
            let contents: String
            do { contents = try String(contentsOfFile: text, encoding: .utf8) } catch {
                throw BundleSigningError("\(text): cannot be read: \(error.localizedDescription)")
            }
            guard let line = contents.split(whereSeparator: \.isNewline).first(where: { !$0.allSatisfy(\.isWhitespace) }) else {
                throw BundleSigningError("\(text): holds no public key")
            }
            do { try self.init(line: String(line)) } catch { throw BundleSigningError("\(text): \(error.description)") }
        } else {
            try self.init(line: text)
        }
    }

    /// The key's line: `locpack-ed25519 BASE64`.
    public var line: String { Self.linePrefix + " " + Data(bytes).base64EncodedString() }

    /// The key's line.
    public var description: String { line }
}

/// Why a key or a signature could not be made, read or used.
public struct BundleSigningError: Error, CustomStringConvertible, Equatable {
    /// What went wrong, for a person.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
