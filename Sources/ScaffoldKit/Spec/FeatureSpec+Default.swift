extension FeatureSpec {
    /// The spec `scaffold feature <Name>` uses when no spec file is given: a searchable list of
    /// `<Name>Item`s (named after the feature, so two default features never declare the same
    /// type) with a title, a summary and an update date, and a detail route per item.
    ///
    /// Every argument and route parameter says what feeds it (`from`), so the saved spec shows
    /// the wiring keys:
    /// - State: `searchText`, the screen's search text (`.searchable`).
    /// - Client `<Name>`: `searchItems(matching: searchText)` loads the list whenever the search
    ///   text changes (and on refresh); its rows show each item's title, summary and date and
    ///   open `detail(itemID:)`, whose page loads `fetchItem(id: itemID)` and shows its fields.
    /// - Parameter name: The feature's name, UpperCamelCase (for example `Recipes`).
    /// - Returns: A valid spec of style `feature` with no storage.
    public static func defaultSpec(named name: String) -> FeatureSpec {
        let item = name + "Item"
        return FeatureSpec(
            name: name,
            style: "feature",
            routes: [
                Route(
                    name: "detail",
                    parameters: [Parameter(name: "itemID", type: item + ".ID", source: .row(model: item, property: "id"))])
            ],
            state: [StateItem(name: "searchText", type: "String", defaultValue: "\"\"", isSearch: true)],
            models: [
                Model(
                    name: item,
                    properties: [
                        Property(name: "id", type: "UUID"),
                        Property(name: "title", type: "String"),
                        Property(name: "summary", type: "String"),
                        Property(name: "updatedAt", type: "Date"),
                    ])
            ],
            clients: [
                Client(
                    name: name,
                    methods: [
                        Method(
                            name: "searchItems",
                            parameters: [
                                Parameter(name: "searchText", type: "String", label: "matching", source: .state("searchText"))
                            ],
                            returns: "[\(item)]"),
                        Method(
                            name: "fetchItem",
                            parameters: [
                                Parameter(
                                    name: "itemID", type: item + ".ID", label: "id",
                                    source: .routeParameter(route: "detail", parameter: "itemID"))
                            ],
                            returns: item),
                    ])
            ]
        )
    }
}
