import Testing

@testable import ScaffoldKit

/// Issue 22, deliverable 4: the package's shared models and clients (`Core/Shared/Shared.spec.json`),
/// declared once in the `Shared` module, named by features with `"shared": true`, and built once
/// by the composition root for every feature that uses them.
@Suite struct SharedSpecTests {
    static let shared = """
        {
          "models": [{ "name": "Account", "properties": [{ "name": "id", "type": "String" }, { "name": "name", "type": "String" }] }],
          "clients": [{ "name": "Session", "methods": [
            { "name": "account", "returns": "Account" },
            { "name": "signOut" }
          ] }]
        }
        """

    static func sharedSpec(_ text: String = shared) throws -> SharedSpec {
        try SharedSpec.load(bytes: Array(text.utf8), file: "Shared.spec.json")
    }

    static func problems(_ feature: String, shared: SharedSpec?) -> [String] {
        do {
            _ = try FeatureSpecLoader.load(bytes: Array(feature.utf8), file: "spec.json", shared: shared)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// A package made by `scaffold init` with the shared spec and two features using it.
    static func package() throws -> SyncTestPackage {
        let package = try SyncTestPackage.make(specs: [])
        try package.fileSystem.createDirectory(package.path("Core/Shared"), withIntermediates: true)
        try package.write(SharedSpec.path(in: .features), shared)
        try package.fileSystem.createDirectory("/specs", withIntermediates: true)
        for (name, spec) in [
            (
                "Profile",
                #"{"name": "Profile", "clients": [{"name": "Session", "shared": true, "methods": [{"name": "account"}]}]}"#
            ),
            (
                "Settings",
                #"{"name": "Settings", "style": "mvvm", "clients": [{"name": "Session", "shared": true, "methods": [{"name": "signOut"}]}]}"#
            ),
        ] {
            try package.fileSystem.writeText("/specs/\(name).feature.json", spec)
            let result = package.feature(["--spec", "/specs/\(name).feature.json"])
            try #require(result.status == ExitCode.success, "\(result.stderr)")
        }
        return package
    }

    @Test func theSharedSpecDeclaresOnlyModelsAndClientsWithoutWiring() {
        let text = """
            {
              "name": "Shared",
              "models": [{ "name": "Account", "shared": true, "properties": [] }],
              "clients": [{ "name": "Session", "methods": [{ "name": "signIn", "popsBack": true, "parameters": [{ "name": "id", "type": "String", "from": "state.id" }] }] }]
            }
            """
        let error = #expect(throws: DiagnosticList.self) { try Self.sharedSpec(text) }
        #expect(
            error?.diagnostics.map(\.description) == [
                "Shared.spec.json:2:3: error: name: unknown key 'name' in the shared spec (accepted keys: $schema, models, clients)",
                "Shared.spec.json:3:45: error: models[0].shared: a shared spec's models are the shared ones; write 'shared' in a feature's spec",
                "Shared.spec.json:4:80: error: clients[0].methods[0].popsBack: 'popsBack' is how a feature wires the method; a shared client's method declares only its name, parameters, returns and kind",
                "Shared.spec.json:4:143: error: clients[0].methods[0].parameters[0].from: 'from' is how a feature wires the method; a shared client's method declares only its name, parameters, returns and kind",
            ])
    }

    @Test func aFeatureNamesOnlyWhatTheSharedSpecDeclares() throws {
        let shared = try Self.sharedSpec()
        let feature = """
            {"name": "Bad",
             "models": [{"name": "Acount", "shared": true}, {"name": "Account", "shared": true, "properties": [{"name": "x", "type": "Int"}]}],
             "clients": [{"name": "Sesion", "shared": true}, {"name": "Session", "shared": true, "methods": [{"name": "signOff"}, {"name": "account", "returns": "String"}]}]}
            """
        #expect(
            Self.problems(feature, shared: shared) == [
                "spec.json:2:22: error: models[0].name: 'Acount' is not a shared model of Shared.spec.json; did you mean 'Account'? (it declares Account)",
                "spec.json:2:100: error: models[1].properties: a shared model's properties are declared in the shared spec; remove them here",
                "spec.json:3:23: error: clients[0].name: 'Sesion' is not a shared client of Shared.spec.json; did you mean 'Session'? (it declares Session)",
                "spec.json:3:107: error: clients[1].methods[0].name: 'signOff' is not a method of the shared client 'Session'; did you mean 'signOut'? (it declares account, signOut)",
                "spec.json:3:150: error: clients[1].methods[1]: a shared method's parameters, returns and kind are declared in the shared spec; name the method and write only how this feature wires it (a parameter's from, invalidates, popsBack, navigatesTo, intentionallyUnwired)",
            ])
        #expect(
            Self.problems(#"{"name": "Lonely", "clients": [{"name": "Session", "shared": true}]}"#, shared: nil) == [
                "spec.json:1:41: error: clients[0].name: the package has no shared spec, so there is no shared client 'Session'; declare it in Core/Shared/Shared.spec.json (.scaffold/shared.spec.json in the swiftpm layout)"
            ])
        // A model of the feature's own named like one a shared client it uses returns.
        #expect(
            Self.problems(
                #"{"name": "Twin", "models": [{"name": "Account", "properties": [{"name": "id", "type": "Int"}]}], "clients": [{"name": "Session", "shared": true}]}"#,
                shared: shared) == [
                    #"spec.json:1:38: error: models[0].name: the shared declarations this feature uses name the shared model 'Account'; write {"name": "Account", "shared": true} instead of declaring another"#
                ])
    }

    /// A type the feature names but does not declare is the shared one; the feature's own model
    /// of a shared model's name stays its own while no shared declaration it uses names it.
    @Test func theFeaturesOwnTypesPullInTheSharedModelsTheyName() throws {
        let shared = try Self.sharedSpec()
        let orders = try FeatureSpecLoader.load(
            bytes: Array(
                #"{"name": "Orders", "models": [{"name": "Order", "properties": [{"name": "id", "type": "String"}, {"name": "buyer", "type": "Account?"}]}]}"#
                    .utf8), file: "spec.json", shared: shared)
        #expect(orders.models.map(\.name) == ["Order", "Account"])
        #expect(orders.models.map(\.isShared) == [false, true])
        let own = try FeatureSpecLoader.load(
            bytes: Array(
                #"{"name": "Mine", "models": [{"name": "Account", "properties": [{"name": "id", "type": "Int"}]}, {"name": "Box", "properties": [{"name": "owner", "type": "Account"}]}]}"#
                    .utf8), file: "spec.json", shared: shared)
        #expect(own.models.map(\.name) == ["Account", "Box"] && !own.usesShared)
    }

    /// A feature wires a shared method's argument by naming the parameter with its `from`; an
    /// empty `invalidates` (a feature's "reload nothing") is no key of the shared spec either.
    @Test func aFeatureWiresASharedMethodsParameters() throws {
        let shared = try Self.sharedSpec(
            Self.shared.replacingOccurrences(
                of: #"{ "name": "signOut" }"#,
                with:
                    #"{ "name": "signOut" }, { "name": "rename", "parameters": [{ "label": "to", "name": "newName", "type": "String" }] }"#
            ))
        let spec = try FeatureSpecLoader.load(
            bytes: Array(
                #"{"name": "Me", "state": [{"name": "draftName", "type": "String", "default": "\"\""}], "clients": [{"name": "Session", "shared": true, "methods": [{"name": "rename", "parameters": [{"name": "newName", "from": "state.draftName"}]}]}]}"#
                    .utf8), file: "spec.json", shared: shared)
        let parameter = try #require(spec.clients.first?.methods.first?.parameters.first)
        #expect(parameter.label == "to" && parameter.type == "String")
        #expect(FeatureContext(spec).value["operations"].map { "\($0)" }?.contains("feature.draftName") == true)
        #expect(
            Self.problems(
                #"{"name": "Me", "clients": [{"name": "Session", "shared": true, "methods": [{"name": "rename", "parameters": [{"name": "nme", "type": "Int"}]}]}]}"#,
                shared: shared) == [
                    "spec.json:1:119: error: clients[0].methods[0].parameters[0].name: 'nme' is not a parameter of the shared method 'Session.rename' (it has newName)"
                ])
        let empty = #"{"clients": [{"name": "Session", "methods": [{"name": "signOut", "invalidates": []}]}]}"#
        #expect(throws: DiagnosticList.self) { try Self.sharedSpec(empty) }
    }

    @Test func aFeatureNamesTheSharedDeclarationsAndDeclaresNoneOfThem() throws {
        let spec = try FeatureSpecLoader.load(
            bytes: Array(#"{"name": "Profile", "clients": [{"name": "Session", "shared": true}]}"#.utf8), file: "spec.json",
            shared: try Self.sharedSpec())
        // The client's methods come from the shared spec, and the model it returns comes along.
        #expect(spec.clients.map(\.methods.count) == [2] && spec.clients.allSatisfy(\.isShared))
        #expect(spec.models.map(\.name) == ["Account"] && spec.models.allSatisfy(\.isShared))
        let templates = try #require(TemplateSet.builtin(style: "feature"))
        let output = try FeatureGenerator(templates: templates, layout: .features).generate(spec, specText: "")
        let paths = output.files.map(\.path)
        #expect(!paths.contains("Features/Profile/Sources/ProfileClient.swift"))
        #expect(!paths.contains("Features/Profile/Sources/ProfileModels.swift"))
        #expect(!paths.contains("Features/Profile/Sources/ProfileFixtures.swift"))
        let aliases = try #require(output.files.first { $0.path.hasSuffix("ProfileExternalTypes.swift") }?.contents)
        #expect(aliases.contains("public import Shared\n"))
        #expect(aliases.contains("public typealias Account = Shared.Account\n"))
        #expect(aliases.contains("public typealias SessionClient = Shared.SessionClient\n"))
        #expect(
            aliases.contains(
                "#if DEBUG\n/// The shared `Session` client for previews.\npublic typealias PreviewSessionClient = Shared.PreviewSessionClient\n#endif\n"
            ))
        let doubles = try #require(output.files.first { $0.path.hasSuffix("ProfileClientDoubles.swift") }?.contents)
        #expect(doubles.contains("typealias SessionClientDouble = SharedTesting.SessionClientDouble\n"))
        #expect(!doubles.contains("final class"))
        #expect(output.registration.dependencies == ["FeatureCore", "FeatureCoreUI", "Shared"])
        #expect(output.registration.testDependencies == ["FeatureCoreTesting", "SharedTesting"])
    }

    @Test func theSharedModulesAreRenderedOnceInCoreAndRegistered() throws {
        let package = try Self.package()
        let files = try package.snapshot()
        #expect(files["/pkg/Core/Shared/Sources/Models.swift"]?.contains("public struct Account: ") == true)
        #expect(files["/pkg/Core/Shared/Sources/Client.swift"]?.contains("public protocol SessionClient: Sendable {") == true)
        #expect(files["/pkg/Core/Shared/Sources/PreviewClients.swift"]?.contains("public struct PreviewSessionClient:") == true)
        #expect(
            files["/pkg/Core/SharedTesting/Sources/ClientDoubles.swift"]?.contains("public final class SessionClientDouble:")
                == true)
        // Declared nowhere else.
        let declarations = files.filter {
            !$0.key.hasPrefix("/pkg/.scaffold/")
                && ($0.value.contains("public protocol SessionClient") || $0.value.contains("struct Account:"))
        }
        #expect(declarations.keys.sorted() == ["/pkg/Core/Shared/Sources/Client.swift", "/pkg/Core/Shared/Sources/Models.swift"])
        let manifest = try #require(files["/pkg/Package.swift"])
        #expect(manifest.contains(#".target(name: "Shared", dependencies: ["FeatureCore"], path: "Core/Shared/Sources"),"#))
        #expect(
            manifest.contains(
                #".target(name: "SharedTesting", dependencies: ["Shared", "FeatureCoreTesting"], path: "Core/SharedTesting/Sources"),"#
            ))
        #expect(manifest.contains(#"                "Shared","#), "the App target builds the shared clients")
        #expect(package.check().status == ExitCode.success)
    }

    @Test func theCompositionRootBuildsEachSharedClientOnceForEveryFeature() throws {
        let package = try Self.package()
        let composition = try #require(try package.read("Sources/App/AppComposition.swift"))
        #expect(composition.contains("import Shared\n"))
        #expect(composition.components(separatedBy: "var sharedSessionClient: any Shared.SessionClient").count == 2)
        #expect(composition.components(separatedBy: "sharedSessionClient = Shared.LiveSessionClient()").count == 2)
        #expect(composition.components(separatedBy: "sharedSessionClient = Shared.PreviewSessionClient()").count == 2)
        #expect(composition.contains("Profile.ProfileFeature(sessionClient: dependencies.sharedSessionClient)"))
        #expect(composition.contains("Settings.SettingsViewModel(sessionRepository: dependencies.sharedSessionClient)"))
        #expect(!composition.contains("profileSessionClient") && !composition.contains("settingsSessionRepository"))
    }

    @Test func aChangedSharedSpecIsDriftUntilSyncFollowsIt() throws {
        let package = try Self.package()
        try package.edit(
            SharedSpec.path(in: .features), replacing: #"{ "name": "signOut" }"#,
            with: #"{ "name": "signOut" }, { "name": "refresh", "returns": "String" }"#)
        let stale = package.check()
        #expect(stale.status == ExitCode.failure)
        #expect(stale.stdout.contains("Core/Shared/Sources/Client.swift"), "\(stale.stdout)")
        #expect(package.sync().status == ExitCode.success)
        #expect(try package.read("Core/Shared/Sources/Client.swift")?.contains("func refresh() async throws -> String") == true)
        #expect(package.check().status == ExitCode.success)
        // A feature naming a method the shared spec no longer declares is a located error.
        try package.edit(SharedSpec.path(in: .features), replacing: #"{ "name": "account", "returns": "Account" },"#, with: "")
        let broken = package.sync()
        #expect(broken.status == ExitCode.dataError)
        #expect(broken.stderr.contains("'account' is not a method of the shared client 'Session'"), "\(broken.stderr)")
    }
}
