/// How a bundle says where each key's text and table name lie
/// (`Specs/bundle-format.md`, "Keys"), by format minor version.
package enum KeyTextLayout: Equatable, Sendable {
    /// Formats 2.0–2.13, and 2.14 where the writer found it smaller: one
    /// 16-byte ``KeyRecord`` per key, the text and the table name each an
    /// offset and a length in the strings section.
    case records
    /// Format 2.14 on: the keys section holds K + 1 text bounds, key i's
    /// text lying in the strings section from bound i to bound i + 1 (the
    /// texts lie one after the other in key id order), and the table runs
    /// section one ``TableRun`` per table. 4 bytes a key and 12 a table,
    /// where records took 16 a key.
    case bounds

    /// The layout of a bundle of format 2.`minorVersion` whose keys section
    /// holds `keysLength` bytes for `keyCount` keys. From 2.14 on the writer
    /// keeps records where they make the bundle smaller (keys repeated in
    /// several tables share their texts), and the length tells the two
    /// apart: 16 bytes a key against 4 a key and 4 more.
    package init(minorVersion: UInt16, keysLength: Int, keyCount: Int) {
        self = minorVersion < BundleFormat.keyBoundsMinorVersion || keysLength == keyCount * BundleFormat.keyRecordSize
            ? .records : .bounds
    }
}

/// One record of the table runs section (format 2.14 on): the keys from
/// ``firstKey`` up to the next run's first key (or the last key) are in the
/// table ``name`` names. Keys are sorted by table first, so each table is
/// one run.
///
/// ``BundleFormat/tableRunSize`` bytes at the ``BundleFormat/TableRunField``
/// offsets, read by `BundleLayout` and written by `BundleWriter` through
/// this type alone.
package struct TableRun: Equatable, Sendable {
    /// The id of the run's first key.
    package var firstKey: UInt32
    /// The table's name in the strings section.
    package var name: StringReference

    /// A run with these fields.
    package init(firstKey: UInt32, name: StringReference) {
        self.firstKey = firstKey
        self.name = name
    }

    /// Reads the run `run` holds (its ``BundleFormat/tableRunSize`` bytes).
    @inline(__always)
    init(reading run: ByteView) {
        typealias F = BundleFormat.TableRunField
        self.init(firstKey: run.u32(F.firstKey)!,
                  name: StringReference(in: run, offsetField: F.nameOffset, lengthField: F.nameLength))
    }

    /// Appends the run to `out`.
    package func write(to out: inout some RecordWriter) {
        typealias F = BundleFormat.TableRunField
        let at = out.appendZeros(BundleFormat.tableRunSize)
        out.set(u32: firstKey, at: at + F.firstKey)
        name.write(to: &out, offsetField: at + F.nameOffset, lengthField: at + F.nameLength)
    }
}

/// A bundle's table runs section (format 2.14 on), every run checked once
/// at open: the table of each key id.
struct TableRuns {
    /// The section's bytes: ``count`` runs.
    private let view: ByteView
    /// The number of runs.
    let count: Int
    /// The only table's name, when every key is in one table (most bundles):
    /// lookups compare it without reading a run.
    let soleTable: ByteView?

    /// No runs: a bundle before format 2.14, whose key records name tables.
    static let none = TableRuns(view: ByteView(base: nil, count: 0), count: 0, soleTable: nil)

    private init(view: ByteView, count: Int, soleTable: ByteView?) {
        self.view = view
        self.count = count
        self.soleTable = soleTable
    }

    /// Checks `view` as the runs of `keyCount` keys: whole records, at least
    /// one when there are keys and never more than keys, starting at key 0
    /// and ascending below `keyCount`, each name inside the strings (`name`
    /// returns it, verified, or nil). Nil when any of that fails.
    @inline(never)
    init?(checking view: ByteView, keyCount: Int, name: (StringReference) -> ByteView?) {
        let count = view.count / BundleFormat.tableRunSize
        guard view.count == count * BundleFormat.tableRunSize, count <= keyCount, (count == 0) == (keyCount == 0) else { return nil }
        var previousFirst = -1
        var sole: ByteView?
        for r in 0..<count {
            let run = TableRun(reading: view.slice(offset: r * BundleFormat.tableRunSize, length: BundleFormat.tableRunSize)!)
            let first = Int(run.firstKey)
            guard r == 0 ? first == 0 : first > previousFirst && first < keyCount, let table = name(run.name) else { return nil }
            previousFirst = first
            sole = table
        }
        self.init(view: view, count: count, soleTable: count == 1 ? sole : nil)
    }

    /// The name reference of the table of key `id` (below the key count).
    @inline(__always)
    func table(ofKey id: Int) -> StringReference {
        // The last run whose first key is at most id (run 0's is 0).
        var low = 0, high = count
        while high &- low > 1 {
            let middle = (low &+ high) >> 1
            if Int(run(middle).firstKey) <= id { low = middle } else { high = middle }
        }
        return run(low).name
    }

    /// Run `index` (one of the ``count``, checked at open).
    @inline(__always)
    private func run(_ index: Int) -> TableRun {
        TableRun(reading: ByteView(base: view.base.unsafelyUnwrapped + index &* BundleFormat.tableRunSize,
                                   count: BundleFormat.tableRunSize))
    }
}
