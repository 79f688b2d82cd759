import Foundation

/// Writes a line to standard error.
func printError(_ text: String) {
    var line = text
    if !line.hasSuffix("\n") { line += "\n" }
    FileHandle.standardError.write(Data(line.utf8))
}
