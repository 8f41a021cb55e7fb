/// Process exit codes, following BSD `sysexits.h` where a convention exists.
public enum ExitCode {
    /// Success.
    public static let success: Int32 = 0
    /// The operation failed, or `check` found drift.
    public static let failure: Int32 = 1
    /// The command line was wrong (`EX_USAGE`).
    public static let usage: Int32 = 64
    /// An input file (spec, template, data) was invalid (`EX_DATAERR`).
    public static let dataError: Int32 = 65
    /// The manifest cannot be edited safely and does not register every feature: the feature's
    /// files were written (each listed), `Package.swift` was not changed (or changed only by the
    /// edits asked for, `--raise-platforms` and `--add-default-localization`, which the message
    /// names), and the entries to add by hand were printed on stderr (`EX_CANTCREAT`: an output
    /// could not be created).
    public static let manifestNotEdited: Int32 = 73
    /// Another scaffold run changed files this run read, between its read and its write: nothing
    /// was written; run again (`EX_TEMPFAIL`: a temporary failure, a retry works).
    public static let concurrentRun: Int32 = 75
    /// `--format`: every file was written and registered, then `swift format` failed (a
    /// `.swift-format` that does not parse, a missing `swift`): the files are unformatted
    /// (`EX_CONFIG`: a configuration error).
    public static let formattingFailed: Int32 = 78
}
