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
            "$schema": {
              "description": "Where editors find this schema (for example a file written by 'scaffold schema'); ignored by scaffold.",
              "type": "string"
            },
            "name": {
              "description": "The feature's name, an UpperCamelCase identifier; also the module and target name.",
              "$ref": "#/$defs/identifier"
            },
            "style": {
              "description": "The template set to generate.",
              "enum": ["feature", "mvvm", "mvi"],
              "default": "feature"
            },
            "dependencies": {
              "description": "Targets or products of the package that the feature's target depends on; scaffold sync adds missing ones to Package.swift.",
              "type": "array",
              "items": { "$ref": "#/$defs/identifier" }
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
                        "returns": { "$ref": "#/$defs/swiftType" },
                        "kind": {
                          "description": "query: reads data; a later call cancels an earlier one and only the latest publishes. command: changes data; every call runs to completion and a failure is never lost. Default: query when the method returns a value, command when it returns nothing.",
                          "enum": ["query", "command"]
                        }
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
                "kind": {
                  "description": "none: no storage; memory: an in-memory store; swiftdata: an in-memory store plus a SwiftData store (parse-checked on Linux, type-checked on Apple platforms).",
                  "enum": ["none", "memory", "swiftdata"]
                },
                "enums": {
                  "description": "String-backed enums that stored properties may use; stored as their raw values (each case's name).",
                  "type": "array",
                  "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["name", "cases"],
                    "properties": {
                      "name": { "$ref": "#/$defs/identifier" },
                      "cases": { "type": "array", "items": { "$ref": "#/$defs/identifier" } }
                    }
                  }
                },
                "models": {
                  "description": "The stored models in their current shape; each needs an 'id' property (its identity).",
                  "type": "array",
                  "items": { "$ref": "#/$defs/storageModel" }
                },
                "versions": {
                  "description": "The schema history, oldest first. Earlier versions list their models' shapes; the latest version's shape is 'models' and is not repeated.",
                  "type": "array",
                  "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["version"],
                    "properties": {
                      "version": { "type": "string", "pattern": "^[0-9]+(\\.[0-9]+){0,2}$" },
                      "models": { "type": "array", "items": { "$ref": "#/$defs/storageModel" } }
                    }
                  }
                },
                "migrations": {
                  "description": "How a store moves between consecutive versions; a step without one is lightweight. Non-additive changes need 'custom'.",
                  "type": "array",
                  "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["from", "to", "kind"],
                    "properties": {
                      "from": { "type": "string" },
                      "to": { "type": "string" },
                      "kind": { "enum": ["lightweight", "custom"] },
                      "backfill": {
                        "description": "Values a custom migration writes into every migrated row.",
                        "type": "array",
                        "items": {
                          "type": "object",
                          "additionalProperties": false,
                          "required": ["model", "property", "value"],
                          "properties": {
                            "model": { "$ref": "#/$defs/identifier" },
                            "property": { "$ref": "#/$defs/identifier" },
                            "value": { "type": ["string", "boolean", "number", "null"] }
                          }
                        }
                      }
                    }
                  }
                }
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
            "storageModel": {
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
                      "type": {
                        "description": "String, an integer type, Double, Float, Decimal, Bool, Date, UUID, URL, Data, a storage enum, or an optional of one of these.",
                        "$ref": "#/$defs/swiftType"
                      },
                      "unique": { "description": "Values must be unique (String, integer, UUID, Date or URL; 'id' always is).", "type": "boolean" },
                      "default": {
                        "description": "The default as a Swift expression string, a boolean or a number; for an enum a case such as \".pantry\".",
                        "type": ["string", "boolean", "number", "null"]
                      }
                    }
                  }
                },
                "relationships": {
                  "type": "array",
                  "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["name", "to", "deleteRule"],
                    "properties": {
                      "name": { "$ref": "#/$defs/identifier" },
                      "to": { "$ref": "#/$defs/identifier" },
                      "toMany": { "type": "boolean", "default": false },
                      "deleteRule": { "enum": ["cascade", "nullify", "deny", "noAction"] },
                      "inverse": {
                        "description": "The relationship on the other model that points back; declared on one side of the pair only.",
                        "$ref": "#/$defs/identifier"
                      }
                    }
                  }
                }
              }
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
