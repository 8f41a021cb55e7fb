import Foundation

// TEMPORARY stand-in until the positioned JSON parser lands (branch `spec`).
public struct JSONDocument {
    let value: TemplateValue

    public static func parse(bytes: [UInt8], file: String) throws(Diagnostic) -> JSONDocument {
        do {
            let object = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            return JSONDocument(value: convert(object))
        } catch {
            throw Diagnostic(at: SourceLocation(file: file, line: 1, column: 1), "malformed JSON")
        }
    }

    public func templateValue() -> TemplateValue { value }

    private static func convert(_ object: Any) -> TemplateValue {
        switch object {
        case let dictionary as [String: Any]: return .object(dictionary.mapValues(convert))
        case let array as [Any]: return .list(array.map(convert))
        case let string as String: return .string(string)
        case let number as NSNumber:
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            if let int = Int(exactly: number.doubleValue), !"\(number)".contains(".") { return .int(int) }
            return .double(number.doubleValue)
        default: return .null
        }
    }
}
