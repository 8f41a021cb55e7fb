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
}
