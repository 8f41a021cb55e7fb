import Testing

@testable import ScaffoldKit

@Suite struct InMemoryFileSystemTests {
    @Test func initialFilesCreateTheirParents() throws {
        let fs = InMemoryFileSystem(files: ["/pkg/Sources/A/a.swift": "let a = 1\n"])
        #expect(fs.isDirectory("/pkg/Sources/A"))
        #expect(try fs.readText("/pkg/Sources/A/a.swift") == "let a = 1\n")
        #expect(try fs.contentsOfDirectory("/pkg") == ["Sources"])
    }

    @Test func writeNeedsAnExistingParent() {
        let fs = InMemoryFileSystem()
        #expect(throws: FileSystemError(path: "/missing", reason: .notFound)) {
            try fs.writeText("/missing/file", "x")
        }
    }

    @Test func moveRenamesADirectoryTree() throws {
        let fs = InMemoryFileSystem(files: ["/a/b/c.txt": "c", "/a/d.txt": "d"])
        try fs.moveItem(from: "/a", to: "/z")
        #expect(fs.snapshot == ["/z/b/c.txt": "c", "/z/d.txt": "d"])
        #expect(!fs.exists("/a"))
    }

    @Test func moveRefusesToReplaceAnExistingItem() {
        let fs = InMemoryFileSystem(files: ["/a": "1", "/b": "2"])
        #expect(throws: FileSystemError(path: "/b", reason: .alreadyExists)) {
            try fs.moveItem(from: "/a", to: "/b")
        }
    }

    @Test func removeDeletesATreeButNotSiblingsWithACommonPrefix() throws {
        let fs = InMemoryFileSystem(files: ["/a/x": "1", "/ab/y": "2"])
        try fs.removeItem("/a")
        #expect(fs.snapshot == ["/ab/y": "2"])
    }

    @Test func createDirectoryWithIntermediates() throws {
        let fs = InMemoryFileSystem()
        try fs.createDirectory("/a/b/c", withIntermediates: true)
        try fs.createDirectory("/a/b/c", withIntermediates: true)
        #expect(fs.directories == ["/", "/a", "/a/b", "/a/b/c"])
        #expect(throws: FileSystemError.self) { try fs.createDirectory("/a/b/c", withIntermediates: false) }
    }

    @Test func uniqueDirectoriesDiffer() throws {
        let fs = InMemoryFileSystem()
        let one = try fs.createUniqueDirectory(in: "/", prefix: "s-")
        let two = try fs.createUniqueDirectory(in: "/", prefix: "s-")
        #expect(one != two)
        #expect(fs.isEmptyDirectory(one))
    }

    @Test func readingInvalidUTF8AsTextFails() throws {
        let fs = InMemoryFileSystem()
        try fs.writeFile("/bin", bytes: [0xFF, 0xFE])
        #expect(throws: FileSystemError(path: "/bin", reason: .notUTF8)) { try fs.readText("/bin") }
    }
}

@Suite struct LocalFileSystemTests {
    @Test func roundTripsFilesAndRenames() throws {
        let temp = try TemporaryDirectory()
        let fs = LocalFileSystem()
        let dir = PathComponents.join(temp.path, "a/b")
        try fs.createDirectory(dir, withIntermediates: true)
        try fs.writeText(PathComponents.join(dir, "f.txt"), "hello")
        #expect(try fs.readText(PathComponents.join(dir, "f.txt")) == "hello")
        try fs.moveItem(from: PathComponents.join(dir, "f.txt"), to: PathComponents.join(temp.path, "g.txt"))
        #expect(try fs.contentsOfDirectory(temp.path) == ["a", "g.txt"])
        let unique = try fs.createUniqueDirectory(in: temp.path, prefix: ".staging-")
        #expect(fs.isEmptyDirectory(unique))
        try fs.removeItem(PathComponents.join(temp.path, "a"))
        #expect(!fs.exists(dir))
        #expect(throws: FileSystemError.self) { try fs.readBytes(PathComponents.join(temp.path, "nope")) }
    }
}

@Suite struct PathComponentsTests {
    @Test(arguments: [
        ("/a//b/./c/", "/a/b/c"),
        ("/a/b/../c", "/a/c"),
        ("/../a", "/a"),
        ("a/../../b", "../b"),
        ("/", "/"),
    ])
    func normalizes(input: String, expected: String) {
        #expect(PathComponents.normalize(input) == expected)
    }

    @Test(arguments: ["", "/abs", "a/../b", "a//b", "./a", "a\\b"])
    func rejectsUncleanRelativePaths(path: String) {
        #expect(PathComponents.problemWithRelativePath(path) != nil)
    }

    @Test func parentAndLastComponent() {
        #expect(PathComponents.parent(of: "/a/b") == "/a")
        #expect(PathComponents.parent(of: "/a") == "/")
        #expect(PathComponents.lastComponent(of: "/a/b.swift") == "b.swift")
    }
}
