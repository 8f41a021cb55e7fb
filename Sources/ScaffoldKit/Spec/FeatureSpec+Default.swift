extension FeatureSpec {
    /// The spec `scaffold feature <Name>` uses when no spec file is given: a list route, a
    /// detail route taking an item's ID, a search text state item, one `<Name>Item` model (named
    /// after the feature, so two default features never declare the same type) and one client
    /// whose `fetchItems()` loads the list (its outcome is the feature model's `fetchItemsState`
    /// load state).
    /// - Parameter name: The feature's name, UpperCamelCase (for example `Recipes`).
    /// - Returns: A valid spec of style `feature` with no storage.
    public static func defaultSpec(named name: String) -> FeatureSpec {
        let item = name + "Item"
        return FeatureSpec(
            name: name,
            style: "feature",
            routes: [
                Route(name: "list"),
                Route(
                    name: "detail",
                    parameters: [Parameter(name: "itemID", type: item + ".ID", source: .row(model: item, property: "id"))]),
            ],
            state: [StateItem(name: "searchText", type: "String", defaultValue: "\"\"")],
            models: [
                Model(
                    name: item,
                    properties: [
                        Property(name: "id", type: "UUID"),
                        Property(name: "title", type: "String"),
                    ])
            ],
            clients: [
                Client(name: name, methods: [Method(name: "fetchItems", returns: "[\(item)]")])
            ]
        )
    }
}
