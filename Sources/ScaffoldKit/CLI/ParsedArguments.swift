/// A command line split into positionals, options with values and flags, by a declared shape.
///
/// Accepts `--name value`, `--name=value` and `--` (everything after is positional). Unknown
/// options are usage errors that suggest the nearest known option.
public struct ParsedArguments: Sendable {
    /// Arguments that are not options, in order.
    public var positionals: [String] = []
    /// Options that take a value; the last occurrence wins.
    public var options: [String: String] = [:]
    /// Flags that were present.
    public var flags: Set<String> = []

    /// Parses `arguments` (without the subcommand).
    /// - Parameters:
    ///   - arguments: the words after the subcommand.
    ///   - valueOptions: option names (without `--`) that take a value.
    ///   - flagOptions: option names (without `--`) that take no value.
    /// - Throws: ``UsageError`` for an unknown option or a missing value.
    public init(_ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>) throws {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                positionals += arguments[index...]
                break
            }
            guard word.hasPrefix("-"), word.count > 1 else {
                positionals.append(word)
                continue
            }
            var name = String(word.drop { $0 == "-" })
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if flagOptions.contains(name) {
                if inlineValue != nil { throw UsageError("option --\(name) takes no value") }
                flags.insert(name)
            } else if valueOptions.contains(name) {
                if let inlineValue {
                    options[name] = inlineValue
                } else if index < arguments.count {
                    options[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option --\(name) needs a value")
                }
            } else {
                let known = Array(valueOptions) + Array(flagOptions)
                var message = "unknown option '\(word)'"
                if let suggestion = NearestName.find(name, among: known) {
                    message += "; did you mean '--\(suggestion)'?"
                }
                throw UsageError(message)
            }
        }
    }
}

/// A mistake in the command line; printed as one line, exit code 64.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message.
    public var message: String
    /// Creates a usage error.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
