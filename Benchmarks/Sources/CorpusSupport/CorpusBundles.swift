import Foundation
import LocPack
import LocPackCompiler

extension Corpus {
    /// The path of the bundle packed from `Localizable.xcstrings` with
    /// `compression` (`Localizable.zstd.locpack`, `Localizable.none.locpack`).
    public func bundlePath(_ compression: BundleWriter.Compression) -> URL {
        directory.appendingPathComponent("Localizable.\(compression.rawValue).locpack")
    }

    /// Packs `Localizable.xcstrings` into ``bundlePath(_:)`` unless a bundle
    /// newer than the catalog is already there; returns its path.
    ///
    /// zstd bundles use level 19, the packer's default (what `locpack build` ships).
    @discardableResult
    public func packBundle(_ compression: BundleWriter.Compression, force: Bool = false) throws -> URL {
        let path = bundlePath(compression)
        let files = FileManager.default
        // Reused only while newer than the source, in this writer's format
        // and readable, whole, by this LocPack: a bundle packed by an older
        // writer (another format, even one this reader still reads, whose
        // costs differ) is packed again.
        if !force, let built = try? files.attributesOfItem(atPath: path.path)[.modificationDate] as? Date,
           let source = try? files.attributesOfItem(atPath: stringCatalog.path)[.modificationDate] as? Date,
           built > source, let catalog = try? Catalog(contentsOf: path.path),
           catalog.formatVersion == BundleWriter.formatVersion, (try? catalog.validateAll()) != nil {
            return path
        }
        // Built as `locpack build` builds: the build policy applies, the bundle
        // is read back and written atomically.
        let result = try BundleBuilder.build(inputs: [stringCatalog.path], packing: .init(compression: compression))
        guard result.bundle != nil else {
            throw CorpusError("\(stringCatalog.path) does not build: \(result.prepared.errorCount) errors")
        }
        try BundleBuilder.write(result, to: path.path)
        return path
    }
}

extension CorpusRequest {
    /// The arguments as LocPack takes them.
    public var messageArguments: [MessageArgument] {
        args.map {
            switch $0 {
            case .int(let value): .int(Int64(value))
            case .string(let value): .string(value)
            }
        }
    }

    /// The arguments as `String(format:)` takes them.
    public var formatArguments: [CVarArg] {
        args.map {
            switch $0 {
            case .int(let value): value as CVarArg
            case .string(let value): value as CVarArg
            }
        }
    }

    /// The LocPack device.
    public var locPackDevice: Device {
        Device(key: device) ?? .other
    }
}
