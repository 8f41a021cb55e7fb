/// The template values of a feature's deep links (routes' `link`, ``LinkPattern``): the
/// conditions and route values of `<Feature>Route.init?(link:)`, the segments of its `link`
/// property, and the samples its generated tests read and expect back.
struct LinkContext {
    let spec: FeatureSpec

    /// The values merged into the feature's context: `hasDeepLinks`, `deepLinks` (one entry per
    /// linked route, in declaration order, which is the order the routes are tried),
    /// `linkSegmentsName` (the name of `init?(link:)`'s parameter inside it: one no route
    /// parameter has) and `unknownLinkSegments` (a path no pattern matches).
    var values: [String: TemplateValue] {
        let linked = spec.routes.compactMap { route -> (FeatureSpec.Route, LinkPattern)? in
            guard let text = route.link, case .success(let pattern) = LinkPattern.parse(text) else { return nil }
            return (route, pattern)
        }
        let parameterNames = Set(linked.flatMap { $0.0.parameters.map(\.name) })
        let segmentsName = ["segments", "linkSegments", "pathSegments"].first { !parameterNames.contains($0) } ?? "segments_"
        let literals = Set(linked.flatMap { $0.1.segments.compactMap { if case .literal(let text) = $0 { text } else { nil } } })
        // Every sample path is read by its own route: one tried earlier that read it would read
        // every path of the route (the validator's `covers`), and no sample is another's literal.
        let tried = linked.map { route, pattern in (pattern, SpecValidator.linkTypes(of: route, spec: spec)) }
        let entries = linked.map { route, pattern in
            entry(route, pattern: pattern, segmentsName: segmentsName, literals: literals, tried: tried)
        }
        let longest = linked.map(\.1.segments.count).max() ?? 0
        let unknown = (0...longest).map { "\"unknown-\($0 + 1)\"" }
        return [
            "hasDeepLinks": .bool(!linked.isEmpty),
            "hasUnlinkedRoutes": .bool(linked.count < spec.routes.count),
            "deepLinks": .list(entries),
            "linkSegmentsName": .string(segmentsName),
            "unknownLinkSegments": .string("[" + unknown.joined(separator: ", ") + "]"),
        ]
    }

    private func entry(
        _ route: FeatureSpec.Route, pattern: LinkPattern, segmentsName: String, literals: Set<String>,
        tried: [(LinkPattern, [String: String])]
    ) -> TemplateValue {
        let types = SpecValidator.linkTypes(of: route, spec: spec)
        let caseName = FeatureNaming.escaped(route.name)
        var conditions = ["\(segmentsName).count == \(pattern.segments.count)"]
        var readValues: [String: String] = [:]
        var bindings: [String] = []
        for (position, segment) in pattern.segments.enumerated() {
            let read = "\(segmentsName)[\(position)]"
            switch segment {
            case .literal(let text):
                conditions.append("\(read) == \(AppComposer.stringLiteral(text))")
            case .parameter(let name):
                let local = FeatureNaming.escaped(name)
                switch types[name] ?? "String" {
                case "String": readValues[name] = read
                case "UUID":
                    bindings.append("let \(local) = UUID(uuidString: \(read))")
                    readValues[name] = local
                case "Double":
                    // `nan` and `inf` spell no value a route can be found by (`nan` equals nothing).
                    bindings.append("let \(local) = Double(\(read)), \(local).isFinite")
                    readValues[name] = local
                case let type:
                    bindings.append("let \(local) = \(type)(\(read))")
                    readValues[name] = local
                }
            }
        }
        let written = pattern.segments.map { segment -> String in
            switch segment {
            case .literal(let text): return AppComposer.stringLiteral(text)
            case .parameter(let name):
                let local = FeatureNaming.escaped(name)
                switch types[name] ?? "String" {
                case "String": return local
                case "UUID": return "\(local).uuidString"
                default: return "String(\(local))"
                }
            }
        }
        let samples = Dictionary(
            route.parameters.map { ($0.name, Self.sample(of: types[$0.name] ?? "String", avoiding: literals)) },
            uniquingKeysWith: { first, _ in first })
        let sampleSegments = pattern.segments.map { segment -> String in
            switch segment {
            case .literal(let text): text
            case .parameter(let name): samples[name]?.spelling ?? ""
            }
        }
        let binding = route.parameters.map { parameter -> String in
            FeatureContext.routeLabel(parameter).map { "\($0): let \(FeatureNaming.escaped(parameter.name))" }
                ?? "let \(FeatureNaming.escaped(parameter.name))"
        }
        let sampleThrows = route.parameters.contains { types[$0.name] == "UUID" }
        let sampleRoute = (sampleThrows ? "try " : "") + Self.routeValue(route) { samples[$0.name]?.value ?? "" }
        // For each parameter not a `String`: the sample path with a segment its type does not
        // read in its place, unless some route's link reads that path (the test expects `nil`).
        let unreadable = pattern.segments.enumerated().compactMap { position, segment -> [String]? in
            guard case .parameter(let name) = segment, let type = types[name], type != "String" else { return nil }
            var segments = sampleSegments
            segments[position] = "no-" + type.lowercased()
            return tried.contains { $0.0.matches(segments, types: $0.1) } ? nil : segments
        }
        return .object([
            "name": .string(caseName),
            "testName": .string(SwiftName(route.name).canonical(as: .member)),
            "pattern": .string(pattern.text),
            "conditions": .string((conditions + bindings).joined(separator: ", ")),
            "value": .string(Self.routeValue(route) { readValues[$0.name] ?? "" }),
            "binding": .string(route.parameters.isEmpty ? ".\(caseName)" : ".\(caseName)(\(binding.joined(separator: ", ")))"),
            "segments": .string("[" + written.joined(separator: ", ") + "]"),
            "sampleRoute": .string(sampleRoute),
            "sampleSegments": .string("[" + sampleSegments.map(AppComposer.stringLiteral).joined(separator: ", ") + "]"),
            "hasUnreadable": .bool(!unreadable.isEmpty),
            "unreadable": .list(
                unreadable.map { segments in
                    .object(["segments": .string("[" + segments.map(AppComposer.stringLiteral).joined(separator: ", ") + "]")])
                }),
        ])
    }

    /// `.<route>(<label>: <value>, …)` with each parameter's value from `value`.
    private static func routeValue(_ route: FeatureSpec.Route, value: (FeatureSpec.Parameter) -> String) -> String {
        let caseName = FeatureNaming.escaped(route.name)
        guard !route.parameters.isEmpty else { return ".\(caseName)" }
        let arguments = route.parameters.map { parameter in
            FeatureContext.routeLabel(parameter).map { "\($0): \(value(parameter))" } ?? value(parameter)
        }
        return ".\(caseName)(\(arguments.joined(separator: ", ")))"
    }

    /// A sample value of a linkable type for the tests: its Swift expression and its spelling
    /// in a path segment (a `String` sample that is none of the patterns' literals).
    private static func sample(of type: String, avoiding literals: Set<String>) -> (value: String, spelling: String) {
        switch type {
        case "Int": return ("42", "42")
        case "Double": return ("2.5", "2.5")
        case "Bool": return ("true", "true")
        case "UUID":
            let text = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
            return ("#require(UUID(uuidString: \"\(text)\"))", text)
        default:
            let text = (1...).lazy.map { $0 == 1 ? "sample" : "sample-\($0)" }.first { !literals.contains($0) } ?? "sample"
            return (AppComposer.stringLiteral(text), text)
        }
    }
}
