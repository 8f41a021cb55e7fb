// Syntax helpers shared by the macro stand-ins.
import SwiftSyntax

enum StandInSyntax {
    static func typeName(of declaration: some DeclGroupSyntax) -> String {
        if let c = declaration.as(ClassDeclSyntax.self) { return c.name.text }
        if let s = declaration.as(StructDeclSyntax.self) { return s.name.text }
        if let a = declaration.as(ActorDeclSyntax.self) { return a.name.text }
        if let e = declaration.as(EnumDeclSyntax.self) { return e.name.text }
        return "Self"
    }

    /// Whether `member` is an instance `var` with storage (no getter, no attribute in `skipping`).
    static func isStoredVariable(_ member: some DeclSyntaxProtocol, skipping: Set<String>) -> Bool {
        guard let variable = member.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
            variable.bindings.count == 1, let binding = variable.bindings.first,
            binding.pattern.is(IdentifierPatternSyntax.self)
        else { return false }
        if variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) { return false }
        for attribute in variable.attributes {
            if case .attribute(let a) = attribute, let name = a.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
                skipping.contains(name)
            {
                return false
            }
        }
        if let accessors = binding.accessorBlock?.accessors {
            switch accessors {
            case .getter: return false
            case .accessors(let list):
                return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
            @unknown default: return false
            }
        }
        return true
    }

    /// The name without backticks (`default` for `` `default` ``), for the `_name` storage peer.
    static func storageName(_ declaration: some DeclSyntaxProtocol) -> String? {
        storedName(declaration).map { $0.filter { $0 != "`" } }
    }

    /// The name as written (with backticks when it is a keyword), for member references.
    static func storedName(_ declaration: some DeclSyntaxProtocol) -> String? {
        declaration.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    }

    /// `<attribute> private var _name: Type = initializer` for a stored property.
    static func storagePeer(_ declaration: some DeclSyntaxProtocol, attribute: String, type replacement: String? = nil) -> DeclSyntax? {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let name = storageName(declaration)
        else { return nil }
        if let replacement { return "\(raw: attribute) private var _\(raw: name): \(raw: replacement)" }
        let type = binding.typeAnnotation.map { ": " + $0.type.trimmedDescription } ?? ""
        let value = binding.initializer.map { " = " + $0.value.trimmedDescription } ?? ""
        return "\(raw: attribute) private var _\(raw: name)\(raw: type)\(raw: value)"
    }
}
