// A program that is one run of text (`Specs/programs.md`, "text"), which a
// message chunk stores as its text alone from format 2.17 on
// (`Specs/bundle-format.md`, "Message chunks").

extension ProgramFormat {
    /// The text of `program` when it is exactly one text instruction, or nil.
    @inline(__always)
    package static func plainText(_ program: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
        let header = textHeaderSize
        guard program.count >= header else { return nil }
        let base = program.baseAddress.unsafelyUnwrapped
        guard base.load(as: UInt8.self) == Opcode.text.rawValue,
              Int(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: 1, as: UInt32.self))) == program.count &- header
        else { return nil }
        return UnsafeRawBufferPointer(start: base + header, count: program.count &- header)
    }

    /// The program of one text instruction that writes `text`: what a
    /// chunk's text stored alone stands for.
    package static func textProgram(_ text: UnsafeRawBufferPointer) -> [UInt8] {
        var program = [UInt8](repeating: 0, count: textHeaderSize)
        program[0] = Opcode.text.rawValue
        withUnsafeBytes(of: UInt32(text.count).littleEndian) { program.replaceSubrange(Field.textLength..<textHeaderSize, with: $0) }
        program += text
        return program
    }
}
