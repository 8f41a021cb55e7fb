extension Note {
    /// The note's title, or a placeholder for an untitled one (the team's own file).
    public var displayTitle: String { title.isEmpty ? "Untitled" : title }
}
