extension PackageWorkspace {
    /// The folder of machine-local caches (``CheckCache``, ``CompositionRootCache``), relative
    /// to the package root: never committed (a `.gitignore` of `*` in it), always rebuildable.
    static let cacheFolder = ".scaffold/cache"

    /// Writes `text` as the cache file at `relative` (inside ``cacheFolder``), all or nothing:
    /// beside it first, then renamed over the old one, so a crash leaves one whole cache or the
    /// other (a partial file a crash left is removed by the next write). Creates the folder and
    /// its `.gitignore` when missing. Never writes through a `.scaffold` that is a symbolic link
    /// out of the package. A cache is an optimisation: failing to write it changes nothing, so
    /// errors are ignored.
    func writeCache(_ text: String, at relative: String) {
        let directory = path(Self.cacheFolder)
        guard
            PathComponents.isInside(
                fileSystem.resolvingSymbolicLinks(directory), root: fileSystem.resolvingSymbolicLinks(root))
        else { return }
        try? fileSystem.createDirectory(directory, withIntermediates: true)
        if !fileSystem.exists(PathComponents.join(directory, ".gitignore")) {
            try? fileSystem.writeText(PathComponents.join(directory, ".gitignore"), "*\n")
        }
        let target = path(relative)
        // A write a crash interrupted left its partial file: gone with the next write.
        let leftoverPrefix = PathComponents.lastComponent(of: relative) + ".partial-"
        for name in (try? fileSystem.contentsOfDirectory(directory)) ?? [] where name.hasPrefix(leftoverPrefix) {
            try? fileSystem.removeItem(PathComponents.join(directory, name))
        }
        let partial = target + ".partial-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        do {
            try fileSystem.writeText(partial, text)
            try fileSystem.replaceItem(at: target, withItemAt: partial)
        } catch {
            try? fileSystem.removeItem(partial)
        }
    }
}
