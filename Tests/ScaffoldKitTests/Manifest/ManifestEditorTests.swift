import Testing

@testable import ScaffoldKit

@Suite struct ManifestEditorTests {
    static let weather = FeatureRegistration(name: "Weather")

    @Test(arguments: ManifestFixtures.editable)
    func registersAFeature(fixture: ManifestFixtures.Case) throws {
        let result = try ManifestEditor(source: fixture.source).registering(Self.weather)
        Golden.assertMatches(result.text, file: "Tests/ScaffoldKitTests/Goldens/ManifestEditor/\(fixture.name).swift.txt")
        #expect(result.inserted.count == 3)
        // Every original byte is kept, in order: the edit only inserts.
        #expect(Self.isSubsequence(Array(fixture.source.utf8), of: Array(result.text.utf8)))
        // Idempotent: a second run inserts nothing.
        let again = try ManifestEditor(source: result.text).registering(Self.weather)
        #expect(again.text == result.text)
        #expect(again.inserted.isEmpty)
        #expect(again.alreadyPresent.count == 3)
    }

    @Test(arguments: ManifestFixtures.failing)
    func refusesShapesItCannotEditSafely(fixture: ManifestFixtures.FailingCase) throws {
        let error = try #require(throws: ManifestEditError.self) {
            try ManifestEditor(source: fixture.source, path: "Package.swift").registering(Self.weather)
        }
        #expect(error.reason.contains(fixture.reasonContains), "\(error.reason)")
        if let marker = fixture.marker {
            #expect(error.location == Self.location(of: marker, in: fixture.source))
        } else {
            #expect(error.location == nil)
        }
        #expect(
            error.manualEntries.map(\.code) == [
                #".library(name: "Weather", targets: ["Weather"])"#,
                #".target(name: "Weather", path: "Features/Weather/Sources", resources: [.process("Resources")])"#,
                #".testTarget(name: "WeatherTests", dependencies: ["Weather"], path: "Features/Weather/Tests")"#,
            ])
    }

    @Test func errorPrintsTheEntriesToAddByHand() throws {
        let error = try #require(throws: ManifestEditError.self) {
            try ManifestEditor(source: "let package = Package(name: \"X\", targets: t)").registering(Self.weather)
        }
        #expect(
            error.description == "Package.swift:1:43: cannot edit the manifest safely: 'targets:' is not a plain array literal")
        #expect(
            error.instructions == """
                add these entries to Package.swift by hand:
                  in products:
                    .library(name: "Weather", targets: ["Weather"]),
                  in targets:
                    .target(name: "Weather", path: "Features/Weather/Sources", resources: [.process("Resources")]),
                    .testTarget(name: "WeatherTests", dependencies: ["Weather"], path: "Features/Weather/Tests"),

                """)
    }

    @Test func swiftPMLayoutUsesDefaultPaths() throws {
        let source = "let package = Package(\n    name: \"P\",\n    products: [],\n    targets: []\n)\n"
        let result = try ManifestEditor(source: source).registering(FeatureRegistration(name: "Weather", layout: .swiftpm))
        #expect(
            result.text == """
                let package = Package(
                    name: "P",
                    products: [
                        .library(name: "Weather", targets: ["Weather"]),
                    ],
                    targets: [
                        .target(name: "Weather", resources: [.process("Resources")]),
                        .testTarget(name: "WeatherTests", dependencies: ["Weather"]),
                    ]
                )

                """)
    }

    @Test func insertsOnlyTheMissingEntries() throws {
        let source = "let package = Package(name: \"P\", products: [], targets: [.target(name: \"Weather\")])\n"
        let result = try ManifestEditor(source: source).registering(Self.weather)
        #expect(result.alreadyPresent == [Self.weather.targetEntry])
        // The registered target lacked its String Catalog's `resources:`: added after `name:`.
        #expect(
            result.inserted == ["resources: [.process(\"Resources\")]", Self.weather.productEntry, Self.weather.testTargetEntry])
        #expect(result.text.contains(#".target(name: "Weather", resources: [.process("Resources")])"#))
    }

    @Test(arguments: ["", "Weather Forecast", "We\"ather", "1Weather", "../x"])
    func rejectsNamesThatAreNotIdentifiers(name: String) {
        #expect(throws: ManifestEditError.self) {
            try ManifestEditor(source: "let package = Package(name: \"P\", targets: [])").registering(
                FeatureRegistration(name: name))
        }
    }

    // MARK: - Dependencies

    struct DependencyCase: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var expected: String
        var testDescription: String { name }
    }

    static let dependencyCases: [DependencyCase] = [
        DependencyCase(
            name: "single-line target without dependencies",
            source:
                "let package = Package(\n    name: \"P\",\n    targets: [\n        .target(name: \"App\", path: \"Sources/App\"),\n    ]\n)\n",
            expected:
                "let package = Package(\n    name: \"P\",\n    targets: [\n        .target(name: \"App\", dependencies: [\"Weather\"], path: \"Sources/App\"),\n    ]\n)\n"
        ),
        DependencyCase(
            name: "multi-line target without dependencies",
            source:
                "let package = Package(\n    name: \"P\",\n    targets: [\n        .target(\n            name: \"App\",\n            path: \"Sources/App\"\n        ),\n    ]\n)\n",
            expected:
                "let package = Package(\n    name: \"P\",\n    targets: [\n        .target(\n            name: \"App\",\n            dependencies: [\"Weather\"],\n            path: \"Sources/App\"\n        ),\n    ]\n)\n"
        ),
        DependencyCase(
            name: "name is the only argument",
            source: "let package = Package(name: \"P\", targets: [.target(name: \"App\")])\n",
            expected: "let package = Package(name: \"P\", targets: [.target(name: \"App\", dependencies: [\"Weather\"])])\n"
        ),
        DependencyCase(
            name: "existing inline dependencies",
            source:
                "let package = Package(name: \"P\", targets: [.target(name: \"App\", dependencies: [\"Home\", .product(name: \"Dep\", package: \"dep\")])])\n",
            expected:
                "let package = Package(name: \"P\", targets: [.target(name: \"App\", dependencies: [\"Home\", .product(name: \"Dep\", package: \"dep\"), \"Weather\"])])\n"
        ),
        DependencyCase(
            name: "existing multi-line dependencies",
            source:
                "let package = Package(\n    name: \"P\",\n    targets: [\n        .executableTarget(\n            name: \"App\",\n            dependencies: [\n                \"Home\",\n            ]\n        ),\n    ]\n)\n",
            expected:
                "let package = Package(\n    name: \"P\",\n    targets: [\n        .executableTarget(\n            name: \"App\",\n            dependencies: [\n                \"Home\",\n                \"Weather\",\n            ]\n        ),\n    ]\n)\n"
        ),
        DependencyCase(
            name: "empty dependencies",
            source: "let package = Package(name: \"P\", targets: [.target(name: \"App\", dependencies: [])])\n",
            expected:
                "let package = Package(name: \"P\", targets: [.target(name: \"App\", dependencies: [\n    \"Weather\",\n])])\n"
        ),
    ]

    @Test(arguments: dependencyCases)
    func addsADependencyToATarget(fixture: DependencyCase) throws {
        let result = try ManifestEditor(source: fixture.source).addingDependency("Weather", toTarget: "App")
        #expect(result.text == fixture.expected)
        let again = try ManifestEditor(source: result.text).addingDependency("Weather", toTarget: "App")
        #expect(again.text == result.text)
        #expect(!again.changed)
    }

    @Test(arguments: [
        "\"Weather\"",
        ".target(name: \"Weather\")",
        ".product(name: \"Weather\", package: \"weather\")",
        ".byName(name: \"Weather\")",
    ])
    func existingDependencyIsNotAddedTwice(existing: String) throws {
        let source = "let package = Package(name: \"P\", targets: [.target(name: \"App\", dependencies: [\(existing)])])\n"
        let result = try ManifestEditor(source: source).addingDependency("Weather", toTarget: "App")
        #expect(result.text == source)
        #expect(result.alreadyPresent == ["\"Weather\""])
    }

    @Test func missingTargetIsAnErrorWithTheManualEntry() throws {
        let error = try #require(throws: ManifestEditError.self) {
            try ManifestEditor(source: "let package = Package(name: \"P\", targets: [.target(name: \"Core\")])").addingDependency(
                "Weather", toTarget: "App")
        }
        #expect(error.reason == "no target named 'App' in 'targets:'")
        #expect(error.manualEntries == [.init(destination: "dependencies: of target 'App'", code: "\"Weather\"")])
    }

    @Test func computedDependenciesAreAnError() throws {
        let error = try #require(throws: ManifestEditError.self) {
            try ManifestEditor(
                source: "let package = Package(name: \"P\", targets: [.target(name: \"App\", dependencies: deps)])"
            ).addingDependency("Weather", toTarget: "App")
        }
        #expect(error.reason == "the dependencies of target 'App' are not an array literal")
    }

    // MARK: - Helpers

    static func isSubsequence(_ small: [UInt8], of large: [UInt8]) -> Bool {
        var index = 0
        for byte in large where index < small.count && small[index] == byte {
            index += 1
        }
        return index == small.count
    }

    /// The location of the first occurrence of `marker` (1-based line and scalar column).
    static func location(of marker: String, in source: String) -> ScaffoldKit.SourceLocation? {
        guard let range = source.range(of: marker) else { return nil }
        let before = source[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { source.index(after: $0) } ?? source.startIndex
        let column = source.unicodeScalars[lineStart..<range.lowerBound].count + 1
        return ScaffoldKit.SourceLocation(file: "Package.swift", line: line, column: column)
    }
}

/// Issue 14: many features registered from one parse, in one pass, with the same result as
/// registering them one at a time.
@Suite struct ManifestBulkRegistrationTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Demo",
            products: [
                .library(name: "Home", targets: ["Home"]),
            ],
            targets: [
                .target(name: "App", dependencies: ["Home"], path: "Sources/App"),
                .target(name: "Home", path: "Features/Home/Sources"),
                .target(name: "Networking"),
            ]
        )

        """

    @Test func oneParseRegistersEveryFeatureAndTheAppDependencies() throws {
        let registrations =
            (1...3).map { FeatureRegistration(name: "Feature\($0)") } + [
                FeatureRegistration(name: "Home", dependencies: ["Networking"])
            ]
        let result = try ManifestEditor(source: Self.manifest).registering(registrations, addingToApp: true)
        #expect(
            result.text.contains(
                """
                        .target(name: "App", dependencies: [
                            "Feature1",
                            "Feature2",
                            "Feature3",
                            "Home",
                        ], path: "Sources/App", resources: [.process("Resources")]),
                """
            ))
        // The App target made before the App had a String Catalog gets its `resources:` too.
        #expect(result.inserted.contains(#"resources: [.process("Resources")]"#))
        #expect(
            result.text.contains(
                #".target(name: "Home", dependencies: ["Networking"], path: "Features/Home/Sources", resources: [.process("Resources")]),"#
            ))
        #expect(result.text.contains(#"        .library(name: "Feature3", targets: ["Feature3"]),"#))
        #expect(
            result.text.contains(#"        .testTarget(name: "HomeTests", dependencies: ["Home"], path: "Features/Home/Tests"),"#)
        )
        // The `App` target's dependencies are written one per line (in name order where they
        // are added), so parallel additions merge; apart from that, nothing is removed.
        let migrated = try #require(ManifestEditor(source: Self.manifest).appDependenciesOnePerLine())
        #expect(ManifestEditorTests.isSubsequence(Array(migrated.utf8), of: Array(result.text.utf8)))

        // The same as one feature at a time (the old path: a parse per feature and per edit).
        var sequential = Self.manifest
        for registration in registrations {
            sequential = try ManifestEditor.registeringFeatures([registration], in: sequential)
        }
        #expect(result.text == sequential)
        #expect(try ManifestEditor.registeringFeatures(registrations, in: result.text) == result.text)
    }

    @Test func aThousandFeaturesInOnePass() throws {
        let registrations = (1...1000).map { FeatureRegistration(name: "Feature\($0)") }
        let text = try ManifestEditor.registeringFeatures(registrations, in: Self.manifest)
        let names = try ManifestEditor(source: text).registeredNames()
        #expect(names.targets.count == 3 + 2000)
        #expect(names.products.count == 1 + 1000)
        #expect(
            text.contains(
                """
                            "Feature999",
                            "Home",
                        ], path: "Sources/App", resources: [.process("Resources")])
                """))
    }
}

/// Issue 14: the text the type check proves keeps what the edit could break (code outside the
/// arrays, the inserted entries, their neighbours) at the same lines and columns, and blanks
/// the untouched entries, so its cost does not grow with the package.
@Suite struct ManifestProofTextTests {
    @Test func untouchedEntriesAreBlankedAndPositionsKept() throws {
        let manifest = try ManifestEditor.registeringFeatures(
            (1...50).map { FeatureRegistration(name: "Feature\($0)") }, in: ManifestBulkRegistrationTests.manifest)
        let result = try ManifestEditor.registeringFeaturesWithProof([FeatureRegistration(name: "Weather")], in: manifest)
        #expect(result.proofText.count == result.text.count)
        #expect(
            result.proofText.split(separator: "\n", omittingEmptySubsequences: false).count
                == result.text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(!result.proofText.contains(#".target(name: "Feature1", path:"#))
        #expect(!result.proofText.contains(#".library(name: "Feature1", "#))
        // The neighbours of each insertion, the inserted entries and the App target stay.
        // (In a package with an `App` target entries go in name order: Feature1…50 before Home.)
        #expect(result.proofText.contains(#".target(name: "Networking")"#))
        #expect(result.proofText.contains(#".library(name: "Home", targets: ["Home"]),"#))
        #expect(
            result.proofText.contains(
                #".target(name: "Weather", path: "Features/Weather/Sources", resources: [.process("Resources")]),"#))
        #expect(result.proofText.contains(#".testTarget(name: "WeatherTests""#))
        #expect(result.proofText.contains(#".target(name: "App", dependencies: ["#))
        #expect(
            result.proofText.contains(
                """
                            "Home",
                            "Weather",
                        ], path: "Sources/App", resources: [.process("Resources")])
                """))
        #expect(!result.proofText.contains(#""Feature1", "#))
        #expect(result.proofText.contains("swiftLanguageModes") == result.text.contains("swiftLanguageModes"))
    }

    /// Issue 28: a thousand features registered at once are proved through one entry of each
    /// shape (plain strings aside) and each array's last entry, so the type check costs what a
    /// few features do; lines and columns stay.
    @Test func aBulkRegistrationKeepsOneEntryOfEachShape() throws {
        let result = try ManifestEditor.registeringFeaturesWithProof(
            (1...1000).map { FeatureRegistration(name: "Feature\($0)") }, in: ManifestBulkRegistrationTests.manifest)
        #expect(result.proofText.utf8.count == result.text.utf8.count)
        #expect(
            result.proofText.split(separator: "\n", omittingEmptySubsequences: false).count
                == result.text.split(separator: "\n", omittingEmptySubsequences: false).count)
        func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }
        #expect(count(".target(name: \"Feature", in: result.text) == 1000)
        #expect(count(".target(name: \"Feature", in: result.proofText) <= 2)
        #expect(count(".testTarget(name: \"Feature", in: result.proofText) <= 2)
        #expect(count(".library(name: \"Feature", in: result.proofText) <= 2)
        #expect(count("\"Feature", in: result.proofText) < 20, "the App target's dependencies keep one of each shape")
        // What is not an entry of a repeated shape stays: the App target and its neighbours.
        #expect(result.proofText.contains(#".target(name: "App", dependencies: ["#))
        #expect(result.proofText.contains(#".target(name: "Networking")"#))
    }

    /// An entry whose tokens differ from every earlier one (not only in plain strings) is kept:
    /// that is where a broken entry among a thousand shows.
    @Test func anEntryOfAnotherShapeIsKept() throws {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Demo",
                targets: [
                    .target(name: "A", path: "Sources/A"),
                    .target(name: "B", path: "Sources/B"),
                    .target(name: "C", path: "Sources/C", exclude: []),
                    .target(name: "D", path: "Sources/\\(1)"),
                    .target(name: "E", path: "Sources/E"),
                    .target(name: "F", path: "Sources/F"),
                ]
            )

            """
        let proof = ManifestEditor(source: manifest).blankingRepeatedShapes()
        #expect(proof.utf8.count == manifest.utf8.count)
        #expect(proof.contains(#".target(name: "A", path: "Sources/A"),"#))
        #expect(!proof.contains(#""B""#), "B repeats A's shape")
        #expect(proof.contains(#".target(name: "C", path: "Sources/C", exclude: []),"#))
        #expect(proof.contains(#".target(name: "D", path: "Sources/\(1)"),"#), "an interpolated string is part of the shape")
        #expect(!proof.contains(#""E""#))
        #expect(proof.contains(#".target(name: "F", path: "Sources/F"),"#), "the last entry stays")
    }
}
