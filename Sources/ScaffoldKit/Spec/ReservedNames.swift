/// Names a spec may not use because the generated code already uses them. Keep every such
/// list here, in one place.
///
/// The templates define these members on the feature model (`<Name>Feature`, or the view model
/// in the `mvvm` style). When a template adds a member, add its name here so a spec that would
/// clash gets a located error instead of generated code that does not compile.
enum ReservedNames {
    /// Members the templates add to the feature model: `path` (navigation stack), `loadState`,
    /// `load()`, `reload()`, `select(_:)`, the stored `task`, and the initializer/deinitializer.
    static let featureModelMembers: Set<String> = [
        "path", "loadState", "load", "reload", "select", "task", "init", "deinit",
    ]

    /// The feature model's stored property for a client: `<clientMember>Client`
    /// (the client `Forecast` is stored as `forecastClient`).
    /// - Parameter client: the client's name as written in the spec.
    static func clientPropertyName(_ client: String) -> String {
        SwiftName(client).memberName + "Client"
    }

    /// The client protocol's type name: `<Client>Client` (`Forecast` → `ForecastClient`).
    static func clientTypeName(_ client: String) -> String {
        SwiftName(client).typeName + "Client"
    }

    /// Suffixes of the types the templates generate for a feature (`<Name>Route`,
    /// `<Name>Feature` …); a model must not take one of these names.
    static let generatedTypeSuffixes = [
        "Route", "Feature", "Screen", "View", "ViewModel", "State", "Event", "Store", "Storage", "Models", "Tests",
    ]

    /// Standard library, Foundation, Observation and SwiftUI types that a feature or model name
    /// must not shadow: generated code (and code using the module) refers to them unqualified.
    static let standardTypeNames: Set<String> = [
        // Swift standard library
        "Any", "AnyObject", "Array", "Bool", "Character", "Codable", "Dictionary", "Double", "Equatable",
        "Error", "Float", "Hashable", "Identifiable", "Int", "Never", "Optional", "Range", "Result",
        "Sendable", "Sequence", "Set", "String", "Substring", "Task", "UInt", "Void",
        // Foundation
        "Calendar", "Data", "Date", "Decimal", "Locale", "Measurement", "Notification", "Operation",
        "Progress", "Timer", "TimeZone", "URL", "URLRequest", "URLSession", "UUID",
        // Observation, SwiftData
        "Observable", "Model", "ModelContainer", "ModelContext", "Query", "Schema",
        // SwiftUI
        "Alert", "Animation", "App", "AsyncImage", "Binding", "Bindable", "Button", "Color", "Environment",
        "Font", "ForEach", "Form", "Grid", "Group", "HStack", "Image", "Label", "Link", "List", "Menu",
        "NavigationLink", "NavigationPath", "NavigationStack", "Picker", "ProgressView", "Scene", "ScrollView",
        "Section", "Shape", "Spacer", "State", "Stepper", "Table", "Text", "TextField", "Toggle", "View",
        "VStack", "ZStack",
    ]
}
