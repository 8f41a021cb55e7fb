/// The JSON Schema (draft 2020-12) of a feature spec file, printed by `scaffold schema` for
/// editors and CI.
///
/// Every object lists exactly the keys ``SpecDecoder`` accepts (a test keeps the two in step)
/// and sets `additionalProperties: false`. Rules the schema cannot express (casing, duplicates
/// after casing, reserved names, defaults against types) are checked by ``SpecValidator``.
public enum FeatureSpecSchema {
    /// The schema as pretty-printed JSON, ending in a newline.
    public static let json = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "title": "scaffold feature spec",
          "description": "Describes one SwiftUI feature module for 'scaffold feature' and 'scaffold sync'.",
          "type": "object",
          "additionalProperties": false,
          "required": ["name"],
          "properties": {
            "name": {
              "description": "The feature's name, an UpperCamelCase identifier; also the module and target name.",
              "$ref": "#/$defs/identifier"
            },
            "style": {
              "description": "The template set to generate.",
              "enum": ["feature", "mvvm", "mvi"],
              "default": "feature"
            },
            "routes": {
              "description": "Navigation destinations, one enum case each.",
              "type": "array",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": ["name"],
                "properties": {
                  "name": { "$ref": "#/$defs/identifier" },
                  "parameters": { "type": "array", "items": { "$ref": "#/$defs/parameter" } }
                }
              }
            },
            "state": {
              "description": "Stored properties of the feature model.",
              "type": "array",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": ["name", "type"],
                "properties": {
                  "name": { "$ref": "#/$defs/identifier" },
                  "type": { "$ref": "#/$defs/swiftType" },
                  "default": {
                    "description": "The initial value: a Swift expression as a string (\"\\\"\\\"\", \"[]\", \".idle\"), or a JSON boolean or number. Optional types default to nil; String, numbers, Bool, arrays, sets and dictionaries default to their empty value.",
                    "type": ["string", "boolean", "number", "null"]
                  }
                }
              }
            },
            "models": {
              "description": "Domain value types.",
              "type": "array",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": ["name"],
                "properties": {
                  "name": { "$ref": "#/$defs/identifier" },
                  "properties": {
                    "type": "array",
                    "items": {
                      "type": "object",
                      "additionalProperties": false,
                      "required": ["name", "type"],
                      "properties": {
                        "name": { "$ref": "#/$defs/identifier" },
                        "type": { "$ref": "#/$defs/swiftType" }
                      }
                    }
                  }
                }
              }
            },
            "clients": {
              "description": "Side-effect boundaries, one Sendable protocol each.",
              "type": "array",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": ["name"],
                "properties": {
                  "name": { "$ref": "#/$defs/identifier" },
                  "methods": {
                    "type": "array",
                    "items": {
                      "type": "object",
                      "additionalProperties": false,
                      "required": ["name"],
                      "properties": {
                        "name": { "$ref": "#/$defs/identifier" },
                        "parameters": { "type": "array", "items": { "$ref": "#/$defs/parameter" } },
                        "returns": { "$ref": "#/$defs/swiftType" }
                      }
                    }
                  }
                }
              }
            },
            "storage": {
              "description": "Persistence requested for the feature.",
              "type": "object",
              "additionalProperties": false,
              "required": ["kind"],
              "properties": {
                "kind": { "enum": ["none", "memory", "swiftdata"] }
              }
            }
          },
          "$defs": {
            "identifier": {
              "description": "ASCII letters, digits and underscores, not starting with a digit.",
              "type": "string",
              "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"
            },
            "swiftType": {
              "description": "A Swift type expression, such as String, [Recipe] or Recipe.ID.",
              "type": "string",
              "minLength": 1
            },
            "parameter": {
              "type": "object",
              "additionalProperties": false,
              "required": ["name", "type"],
              "properties": {
                "name": { "$ref": "#/$defs/identifier" },
                "type": { "$ref": "#/$defs/swiftType" },
                "label": {
                  "description": "The argument label; '_' means unlabelled; omitted means the same as name.",
                  "type": "string",
                  "pattern": "^([A-Za-z_][A-Za-z0-9_]*)$"
                }
              }
            }
          }
        }

        """#
}
