#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import BenchmarkSupport
import LocPack

// Runs one workload N times in a fresh process, for callgrind:
//   InstructionCounts prepare BUNDLE        — writes the example bundle
//   InstructionCounts list                  — prints the workload names
//   InstructionCounts run BUNDLE NAME N     — opens BUNDLE, runs workload NAME N times
// Tools/benchmark-smoke.sh runs `run` under callgrind for two values of N and
// divides the difference by the difference in N: setup cancels out.
let arguments = CommandLine.arguments
switch arguments.dropFirst().first {
case "prepare":
    Fixtures.writeExampleBundle(to: arguments[2])
case "list":
    let path = Fixtures.temporaryExampleBundle()
    defer { Fixtures.removeExampleBundle(at: path) }
    let fixtures = Fixtures(bundlePath: path)
    for workload in Workload.all(fixtures) { print(workload.name) }
case "run":
    let fixtures = Fixtures(bundlePath: arguments[2])
    guard let workload = Workload.all(fixtures).first(where: { $0.name == arguments[3] }), let n = Int(arguments[4]) else {
        fatalError("unknown workload '\(arguments[3])'")
    }
    workload.run(n)
default:
    print("usage: InstructionCounts prepare BUNDLE | list | run BUNDLE NAME N")
}
