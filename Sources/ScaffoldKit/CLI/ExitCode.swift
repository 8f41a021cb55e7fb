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
    /// files were written (each listed), `Package.swift` was not changed, and the entries to add
    /// by hand were printed on stderr (`EX_CANTCREAT`: an output could not be created).
    public static let manifestNotEdited: Int32 = 73
}
