import Testing

@testable import ScaffoldKit

@Suite struct SwiftNameTests {
    /// (raw, words, type form, member form)
    @Test(arguments: [
        ("userID", ["user", "ID"], "UserID", "userID"),
        ("userId", ["user", "Id"], "UserID", "userID"),
        ("user_id", ["user", "id"], "UserID", "userID"),
        ("URLSession", ["URL", "Session"], "URLSession", "urlSession"),
        ("urlSession", ["url", "Session"], "URLSession", "urlSession"),
        ("id", ["id"], "ID", "id"),
        ("ID", ["ID"], "ID", "id"),
        ("HTTPServer", ["HTTP", "Server"], "HTTPServer", "httpServer"),
        ("HTTPClient2Fast", ["HTTP", "Client2", "Fast"], "HTTPClient2Fast", "httpClient2Fast"),
        ("HTTP2Client", ["HTTP2", "Client"], "HTTP2Client", "http2Client"),
        ("weather_forecast", ["weather", "forecast"], "WeatherForecast", "weatherForecast"),
        ("WeatherForecast", ["Weather", "Forecast"], "WeatherForecast", "weatherForecast"),
        ("weather-forecast today", ["weather", "forecast", "today"], "WeatherForecastToday", "weatherForecastToday"),
        ("loadNASAImages", ["load", "NASA", "Images"], "LoadNASAImages", "loadNASAImages"),
        ("default", ["default"], "Default", "default"),
        ("self", ["self"], "Self", "self"),
        ("", [], "", ""),
    ])
    func derivesEveryFormFromOneWordList(raw: String, words: [String], type: String, member: String) {
        let name = SwiftName(raw)
        #expect(name.words == words)
        #expect(name.typeName == type)
        #expect(name.memberName == member)
    }

    @Test func derivesTargetAndFileNames() {
        let name = SwiftName("weather_forecast")
        #expect(name.targetName == "WeatherForecast")
        #expect(name.testTargetName == "WeatherForecastTests")
        #expect(name.fileName(suffix: "Route") == "WeatherForecastRoute.swift")
        #expect(name.fileName() == "WeatherForecast.swift")
    }

    @Test(arguments: [
        ("default", IdentifierRole.member, "`default`"),
        ("default", .enumCase, "`default`"),
        ("default", .parameter, "`default`"),
        ("default", .type, "Default"),
        ("for", .argumentLabel, "`for`"),
        ("_", .argumentLabel, "_"),
        ("class", .member, "`class`"),
        ("userID", .member, "userID"),
        ("URLSession", .member, "urlSession"),
        ("open", .member, "open"),
        ("type", .member, "type"),
        ("Type", .member, "type"),
    ])
    func escapesKeywordsOnceAsTheLastStep(raw: String, role: IdentifierRole, expected: String) throws {
        #expect(try SwiftName(raw).identifier(as: role) == expected)
    }

    @Test func escapingIsIdempotent() {
        #expect(SwiftName.escaped("default") == "`default`")
        #expect(SwiftName.escaped("`default`") == "`default`")
        #expect(SwiftName.escaped("name") == "name")
        #expect(SwiftName.unescaped("`class`") == "class")
    }

    @Test(arguments: [
        ("self", IdentifierRole.member), ("init", .member), ("deinit", .enumCase), ("super", .parameter),
        ("Self", .member), ("self", .type), ("Self", .type), ("Type", .type), ("type", .type),
        ("Protocol", .type), ("Any", .type), ("none", .enumCase), ("self", .argumentLabel), ("___", .member),
    ])
    func reportsNamesSwiftCannotAccept(raw: String, role: IdentifierRole) {
        #expect(throws: NameProblem.self) { try SwiftName(raw).identifier(as: role) }
    }

    @Test func noneIsFineOutsideEnumCases() throws {
        #expect(try SwiftName("none").identifier(as: .member) == "none")
    }

    @Test(arguments: [
        ("2fast", "starts with a digit"),
        ("user name", "space"),
        ("user-name", "dash"),
        ("user.name", "dot"),
        ("user..name", "'..'"),
        ("a/b", "path separator"),
        ("a\\b", "path separator"),
        ("user\u{200B}name", "invisible character U+200B"),
        ("user\u{202E}name", "invisible character U+202E"),
        ("user\u{00A0}name", "invisible character U+00A0"),
        ("p\u{0430}th", "non-ASCII character 'а' (U+0430)"),
        ("\u{03BF}ptions", "non-ASCII"),
        ("a+b", "the character '+'"),
        ("", "is empty"),
        ("__", "no letters"),
    ])
    func rejectsBadSpellingWithAReason(raw: String, fragment: String) throws {
        let reason = try #require(SwiftName.spellingProblem(in: raw))
        #expect(reason.contains(fragment), "\(reason)")
    }

    @Test(arguments: ["userID", "user_id", "_private", "Weather2", "x"])
    func acceptsASCIIIdentifiers(raw: String) {
        #expect(SwiftName.spellingProblem(in: raw) == nil)
    }

    @Test func keywordGroupsAreDisjointFromContextualOnes() {
        #expect(SwiftKeyword.reserved.contains("default"))
        #expect(SwiftKeyword.reserved.contains("Self"))
        #expect(!SwiftKeyword.reserved.contains("open"))
        #expect(!SwiftKeyword.reserved.contains("get"))
        #expect(SwiftKeyword.problematicContextual.isDisjoint(with: SwiftKeyword.reserved))
    }
}
