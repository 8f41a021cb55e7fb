import Foundation
import Testing

@testable import ScaffoldKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The Xcode project `scaffold init` writes, checked as far as Linux allows (the golden in
/// `Goldens/Init/Demo.txt` holds its exact text): a well-formed old-style property list whose
/// object references all resolve, an application target for iOS and macOS whose sources are
/// the folder holding the `@main` file, linked to the package's `App` product through a local
/// reference to the package, and a shared scheme that builds and runs that target.
@Suite struct XcodeProjectTests {
    static func files(name: String = "my-shop") throws -> [String: String] {
        let plan = try PackageBootstrap.plan(name: name, root: "/x")
        return Dictionary(uniqueKeysWithValues: plan.paths.map { ($0, String(decoding: plan.files[$0] ?? [], as: UTF8.self)) })
    }

    /// Strips `/* … */` comments and checks that braces, parentheses and quotes balance.
    static func isBalancedPropertyList(_ text: String) -> Bool {
        var depth: [Character] = []
        var inString = false, escaped = false
        var index = text.startIndex
        // The first line is the `// !$*UTF8*$!` marker.
        guard text.hasPrefix("// !$*UTF8*$!\n") else { return false }
        index = text.index(text.startIndex, offsetBy: "// !$*UTF8*$!\n".count)
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if text[index...].hasPrefix("/*") {
                guard let end = text[index...].range(of: "*/") else { return false }
                index = end.upperBound
                continue
            } else if character == "{" || character == "(" {
                depth.append(character)
            } else if character == "}" || character == ")" {
                guard let open = depth.popLast(), (open == "{") == (character == "}") else { return false }
            }
            index = text.index(after: index)
        }
        return depth.isEmpty && !inString
    }

    @Test func projectIsWellFormedAndEveryReferenceResolves() throws {
        let files = try Self.files()
        let project = try #require(files["Xcode/my-shop.xcodeproj/project.pbxproj"])
        #expect(Self.isBalancedPropertyList(project))
        let identifier = try Regex("[0-9A-F]{24}")
        let defined = Set(
            project.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard let match = trimmed.prefixMatch(of: identifier), trimmed.contains(" = {") || trimmed.contains(" = {isa")
                else {
                    return nil
                }
                return String(trimmed[match.range])
            })
        let referenced = Set(project.matches(of: identifier).map { String(project[$0.range]) })
        #expect(!defined.isEmpty)
        #expect(referenced.subtracting(defined).isEmpty, "undefined objects: \(referenced.subtracting(defined).sorted())")
        #expect(project.contains("rootObject = 5CAF0000000000000000000C"))
    }

    @Test func targetRunsTheAppProductOnIOSAndMacOS() throws {
        let files = try Self.files()
        let project = try #require(files["Xcode/my-shop.xcodeproj/project.pbxproj"])
        // The local package is the folder above the project, and the target links its App product.
        #expect(project.contains("isa = XCLocalSwiftPackageReference;\n\t\t\trelativePath = ..;"))
        #expect(project.contains("isa = XCSwiftPackageProductDependency;\n\t\t\tpackage = 5CAF0000000000000000000E"))
        #expect(project.contains("productName = App;"))
        #expect(project.contains("productType = \"com.apple.product-type.application\";"))
        #expect(project.contains("SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";"))
        #expect(project.contains("IPHONEOS_DEPLOYMENT_TARGET = 17.0;"))
        #expect(project.contains("MACOSX_DEPLOYMENT_TARGET = 14.0;"))
        // The synchronized folder is the one holding the @main file.
        #expect(project.contains("isa = PBXFileSystemSynchronizedRootGroup;\n\t\t\tpath = \"MyShopApp\";"))
        let main = try #require(files["Xcode/MyShopApp/MyShopApp.swift"])
        #expect(main.contains("@main\nstruct MyShopApp: SwiftUI.App {"))
        #expect(main.contains("import App\n"))
        #expect(main.contains("AppLaunchView()"))
        // The package declares the product the project links.
        #expect(files["Package.swift"]?.contains(".library(name: \"App\", targets: [\"App\"])") == true)
        #expect(files["Sources/App/AppRootView.swift"]?.contains("public struct AppLaunchView: View") == true)
    }

    @Test func sharedSchemeBuildsAndRunsTheTarget() throws {
        let files = try Self.files()
        let scheme = try #require(files["Xcode/my-shop.xcodeproj/xcshareddata/xcschemes/my-shop.xcscheme"])
        let document = try XMLDocument(xmlString: scheme)
        let references = try document.nodes(
            forXPath:
                "//BuildAction//BuildableReference | //LaunchAction//BuildableReference | //ProfileAction//BuildableReference"
        )
        .compactMap { $0 as? XMLElement }
        #expect(references.count == 3)
        for reference in references {
            #expect(reference.attribute(forName: "BlueprintIdentifier")?.stringValue == "5CAF00000000000000000008")
            #expect(reference.attribute(forName: "BuildableName")?.stringValue == "my-shop.app")
            #expect(reference.attribute(forName: "ReferencedContainer")?.stringValue == "container:my-shop.xcodeproj")
        }
        let project = try #require(files["Xcode/my-shop.xcodeproj/project.pbxproj"])
        #expect(project.contains("5CAF00000000000000000008 /* my-shop */ = {\n\t\t\tisa = PBXNativeTarget;"))
    }

    /// The test action runs the package's test targets (a new package has `AppTests` and the
    /// shared runtime's `FeatureCoreTests`),
    /// each referenced in the local package the project sits in (`container:..`), as Xcode
    /// references a package's test target from a project.
    @Test func sharedSchemeTestsThePackagesTestTargets() throws {
        let scheme = try #require(try Self.files()["Xcode/my-shop.xcodeproj/xcshareddata/xcschemes/my-shop.xcscheme"])
        #expect(try Self.testables(in: scheme) == ["AppTests", "FeatureCoreTests"])
        let document = try XMLDocument(xmlString: scheme)
        let testable = try #require(
            try document.nodes(forXPath: "//TestAction/Testables/TestableReference").first as? XMLElement)
        #expect(testable.attribute(forName: "skipped")?.stringValue == "NO")
        let reference = try #require(testable.elements(forName: "BuildableReference").first)
        for attribute in ["BlueprintIdentifier", "BuildableName", "BlueprintName"] {
            #expect(reference.attribute(forName: attribute)?.stringValue == "AppTests")
        }
        #expect(reference.attribute(forName: "ReferencedContainer")?.stringValue == "container:..")
        #expect(reference.attribute(forName: "BuildableIdentifier")?.stringValue == "primary")
    }

    /// The names of the test targets a scheme's test action runs, in order (parsing the XML:
    /// it must be well-formed).
    static func testables(in scheme: String) throws -> [String] {
        let document = try XMLDocument(xmlString: scheme)
        return try document.nodes(forXPath: "//TestAction/Testables/TestableReference/BuildableReference").compactMap {
            ($0 as? XMLElement)?.attribute(forName: "BlueprintName")?.stringValue
        }
    }

    @Test func theGitignoreKeepsTheProject() throws {
        let ignore = try #require(try Self.files()[".gitignore"])
        #expect(!ignore.contains("xcodeproj"))
        #expect(ignore.contains("xcuserdata/"))
    }

    @Test(arguments: [("Shop", "ShopApp"), ("my-shop", "MyShopApp"), ("a_b2", "AB2App")])
    func appTypeNames(name: String, expected: String) {
        #expect(PackageBootstrap.appTypeName(for: name) == expected)
    }
}
