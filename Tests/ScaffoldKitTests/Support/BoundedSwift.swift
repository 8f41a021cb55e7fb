import Foundation

@testable import ScaffoldKit

/// `swift` for end-to-end tests, run under coreutils `timeout`: a generated test that hangs
/// (a deadlock the code under test introduced) ends its `swift build` or `swift test` with
/// status 124 after ``seconds``, test runners included, so the suite fails instead of stalling
/// CI past its budget. Its builds and test runs compile without debug information. With `SCAFFOLD_SWIFT_TIMES` set to a file, each run appends its wall
/// time in seconds, arguments and directory there (to find what the end-to-end suites spend).
enum BoundedSwift {
    /// The most one `swift` run may take, in seconds: several times the slowest package build
    /// seen on 2 cores under a parallel test run.
    static let seconds = 900

    /// The status `timeout` exits with when the limit ended the run.
    static let timedOutStatus: Int32 = 124

    /// A directory holding a `swift` that runs the real one under the limit, made once per test
    /// process; `nil` when `swift` or `timeout` is not on `PATH` (the real `swift` is used).
    static let directory: String? = {
        let environment = ProcessInfo.processInfo.environment
        guard let swift = ToolProcess.find("swift", environment: environment),
            let timeout = ToolProcess.find("timeout", environment: environment)
        else { return nil }
        let directory = NSTemporaryDirectory() + "scaffold-bounded-swift-\(getpid())"
        let script = directory + "/swift"
        // SwiftPM starts test runners in process groups of their own, which `timeout` does not
        // reach: after a timeout, whatever still runs from this package's build folder is killed.
        let text = """
            #!/bin/sh
            start=$(date +%s)
            case "$1" in
                # No debug info: nothing here debugs the test packages, and it is a sixth of their
                # compile time. Every build and test run gets it, so one never rebuilds another's.
                build|test) subcommand=$1; shift; set -- "$subcommand" -Xswiftc -gnone "$@" ;;
            esac
            \(timeout.executable) --kill-after=30 \(seconds) \(swift.executable) "$@"
            status=$?
            if [ -n "$SCAFFOLD_SWIFT_TIMES" ]; then
                echo "$(( $(date +%s) - start )) s  swift $*  in $PWD ($(ls Sources 2>/dev/null | tr "\\n" " "))" >> "$SCAFFOLD_SWIFT_TIMES"
            fi
            if [ $status -eq 124 ] || [ $status -eq 137 ]; then
                pkill -KILL -f "$PWD/.build/" 2>/dev/null
                echo "swift $1 ran out of its \(seconds) s (BoundedSwift)"
            fi
            exit $status

            """
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try text.write(toFile: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        } catch {
            return nil
        }
        return directory
    }()

    /// `swift` under the limit, or the real one when no limit can be set.
    static var tool: ToolProcess? {
        if let directory { return ToolProcess(executable: directory + "/swift") }
        return ToolProcess.find("swift", environment: ProcessInfo.processInfo.environment)
    }

    /// `PATH` with the bounded `swift` first, for the CLI run in-process (`scaffold verify`).
    static var path: String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return directory.map { $0 + ":" + path } ?? path
    }

    /// This process's environment with ``path`` as its `PATH`.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = path
        return environment
    }
}
