import Foundation
import LocPack

/// A finished build: what was read and found on the way, and the bundle
/// when nothing was an error.
public struct BuildResult: Sendable {
    /// The inputs, read and checked, with every diagnostic.
    public var prepared: PreparedCatalog
    /// The bundle, already read back and validated with the runtime reader;
    /// nil when ``prepared`` has errors.
    public var bundle: [UInt8]?
    /// The number of keys in ``bundle`` (0 without one).
    public var keyCount: Int
    /// The locales of ``bundle``, in bundle order (empty without one).
    public var locales: [String]
}

/// The one way to build a bundle — `locpack build` (and so the build plugin),
/// `locpack generate-swift`, the fuzz harness, the benchmarks' example and
/// corpus bundles and the tests that build all come through here: read the inputs, apply the build policy
/// (``BuildPipeline``: translations left out, literal text, what the bundle
/// cannot hold), pack (``BundleWriter``), read the bundle back with the
/// runtime reader, and only then write it, atomically (``AtomicFileWriter``).
public enum BundleBuilder {
    /// Builds `inputs` (files or directories, as `locpack build` takes them).
    ///
    /// - Throws: ``CompilerError``: of kind ``CompilerError/Kind/inputs`` when
    ///   there is nothing to read, ``CompilerError/Kind/packing`` when the
    ///   catalog cannot be packed, ``CompilerError/Kind/bundleReading`` when
    ///   the packed bundle does not read back (a bug: reported, never written).
    public static func build(inputs: [String], options: BuildOptions = BuildOptions(),
                             packing: BundleWriter.Options = BundleWriter.Options()) throws(CompilerError) -> BuildResult {
        try build(BuildPipeline.prepare(inputs: inputs, options: options), packing: packing)
    }

    /// Builds `inputs`, each read as the format it names (`--format`) or as
    /// the format that recognizes each of its files.
    ///
    /// - Throws: ``CompilerError`` as ``build(inputs:options:packing:)-([String],_,_)``.
    public static func build(inputs: [InputPath], options: BuildOptions = BuildOptions(),
                             packing: BundleWriter.Options = BundleWriter.Options()) throws(CompilerError) -> BuildResult {
        try build(BuildPipeline.prepare(inputs: inputs, options: options), packing: packing)
    }

    /// Builds a catalog already imported in memory, under the same policy.
    ///
    /// - Throws: ``CompilerError`` when the catalog cannot be packed or does
    ///   not read back, as ``build(inputs:options:packing:)-([String],_,_)``.
    public static func build(catalog: MessageCatalog, options: BuildOptions = BuildOptions(),
                             packing: BundleWriter.Options = BundleWriter.Options()) throws(CompilerError) -> BuildResult {
        try build(BuildPipeline.prepare(catalog: catalog, options: options), packing: packing)
    }

    /// Packs a prepared catalog when it has no error, and reads it back.
    ///
    /// - Throws: ``CompilerError`` when the catalog cannot be packed or does
    ///   not read back, as ``build(inputs:options:packing:)-([String],_,_)``.
    public static func build(_ prepared: PreparedCatalog,
                             packing: BundleWriter.Options = BundleWriter.Options()) throws(CompilerError) -> BuildResult {
        guard prepared.errorCount == 0 else { return BuildResult(prepared: prepared, bundle: nil, keyCount: 0, locales: []) }
        let bytes = try BundleWriter.pack(prepared.catalog, options: packing)
        do {
            let check = try Catalog(bytes: bytes, name: "<new bundle>")
            try check.validateAll()
            return BuildResult(prepared: prepared, bundle: bytes, keyCount: check.keyCount, locales: check.locales)
        } catch {
            throw CompilerError(reading: error)
        }
    }

    /// Writes the bundle of `result` to `path`: to a temporary file beside
    /// it, synced, then renamed over it, so the previous bundle is never
    /// lost and never half-written. Does nothing without a bundle.
    ///
    /// - Throws: ``CompilerError`` of kind ``CompilerError/Kind/fileWriting``.
    public static func write(_ result: BuildResult, to path: String) throws(CompilerError) {
        guard let bytes = result.bundle else { return }
        try AtomicFileWriter.write(bytes, to: path)
    }
}
