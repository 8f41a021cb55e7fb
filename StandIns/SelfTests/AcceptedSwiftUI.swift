// Snippets that must type-check against the SwiftUI stand-in. Each is modelled on the usage shown
// on the Apple documentation page named above it.
#if canImport(SwiftUI)
import SwiftUI

// https://developer.apple.com/documentation/swiftui/state
struct TapCounter: View {
    @State private var taps = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Taps: \(taps)")
            Button("Tap") { taps += 1 }
            Button("Reset", role: .destructive) { taps = 0 }
                .disabled(taps == 0)
        }
        .padding()
    }
}

// https://developer.apple.com/documentation/swiftui/binding
struct VolumeToggle: View {
    @Binding var isMuted: Bool

    var body: some View {
        Toggle("Muted", isOn: $isMuted)
    }
}

struct VolumePanel: View {
    @State private var isMuted = false
    @State private var name = ""

    var body: some View {
        Form {
            VolumeToggle(isMuted: $isMuted)
            TextField("Name", text: $name)
            SecureField("Passcode", text: $name)
            VolumeToggle(isMuted: .constant(true))
        }
    }
}

// https://developer.apple.com/documentation/swiftui/bindable
@MainActor @Observable final class Playlist {
    var title = "Evening"
    var songs: [Song] = []
    var path: [PlaylistRoute] = []

    func reload() async {}
}

struct Song: Identifiable, Hashable, Sendable {
    var id: UUID
    var name: String
    var seconds: Int
}

enum PlaylistRoute: Hashable, Sendable {
    case song(Song)
    case settings
}

struct PlaylistEditor: View {
    let playlist: Playlist

    var body: some View {
        @Bindable var playlist = playlist
        TextField("Title", text: $playlist.title)
    }
}

// https://developer.apple.com/documentation/swiftui/navigationstack
struct PlaylistScreen: View {
    @State private var playlist = Playlist()

    var body: some View {
        NavigationStack(path: $playlist.path) {
            List {
                Section("Songs") {
                    ForEach(playlist.songs) { song in
                        NavigationLink(song.name, value: PlaylistRoute.song(song))
                    }
                    .onDelete { offsets in playlist.songs.remove(atOffsets: offsets) }
                }
                NavigationLink("Settings", value: PlaylistRoute.settings)
                if playlist.songs.isEmpty {
                    ContentUnavailableView("No Songs", systemImage: "music.note", description: Text("Add a song."))
                }
            }
            .navigationTitle(playlist.title)
            .refreshable { await playlist.reload() }
            .task { await playlist.reload() }
            .navigationDestination(for: PlaylistRoute.self) { route in
                switch route {
                case .song(let song):
                    LabeledContent("Name", value: song.name)
                    LabeledContent("Length", value: String(describing: song.seconds))
                case .settings:
                    Text("Settings")
                }
            }
        }
        .environment(playlist)
    }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
struct LoadingBadge: View {
    let isLoading: Bool
    let count: Int?

    var body: some View {
        if isLoading {
            ProgressView()
        } else if let count {
            Text("\(count) items")
        } else {
            EmptyView()
        }
        if count == 0 {
            Image(systemName: "tray")
        }
        Group {
            Text("A")
            Label("Inbox", systemImage: "tray")
        }
    }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss
struct SheetHost: View {
    @State private var isShowingSheet = false
    @State private var isShowingAlert = false
    @State private var query = ""

    var body: some View {
        List {
            Button("Show") { isShowingSheet = true }
        }
        .sheet(isPresented: $isShowingSheet) {
            DismissingView()
        }
        .alert("Delete?", isPresented: $isShowingAlert) {
            Button("Delete", role: .destructive) {}
        } message: {
            Text("This cannot be undone.")
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Add", systemImage: "plus") {}
            }
        }
        .searchable(text: $query)
        .onChange(of: query) { old, new in
            print(old, new)
        }
        #if os(iOS)
            .textInputAutocapitalization(.never)
            .navigationBarTitleDisplayMode(.inline)
        #endif
    }
}

struct DismissingView: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(Playlist.self) private var playlist

    var body: some View {
        Button("Done") { dismiss() }
            .accessibilityLabel("Close \(playlist.title)")
    }
}

// https://developer.apple.com/documentation/swiftui/task(priority:_:) — an action that starts
// async work from a synchronous button.
struct ReloadButton: View {
    let playlist: Playlist

    var body: some View {
        Button("Reload") {
            Task { await playlist.reload() }
        }
    }
}

// https://developer.apple.com/documentation/swiftui/picker
enum Flavor: String, CaseIterable, Identifiable, Hashable {
    case chocolate, vanilla
    var id: Self { self }
}

struct Preferences: View {
    @State private var flavor = Flavor.chocolate
    @State private var due = Date()
    @State private var query = ""

    var body: some View {
        TabView {
            Form {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue).tag(flavor)
                    }
                }
                DatePicker("Due", selection: $due, displayedComponents: .date)
                TextField("Search", text: $query)
                    .onSubmit { query = "" }
                Menu("Actions") {
                    Button("Clear") { query = "" }
                }
                Button("Save") {}
                    .buttonStyle(.borderedProminent)
            }
            .tabItem { Label("Settings", systemImage: "gear") }
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<3) { index in
                        Text("Row \(index)")
                    }
                }
            }
            .badge(3)
            List {
                Text("Plain")
            }
            .listStyle(.plain)
        }
    }
}

// https://developer.apple.com/documentation/swiftui/navigationsplitview and
// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
enum Department: String, CaseIterable, Hashable, Identifiable {
    case design, sales

    var id: Self { self }
}

struct DepartmentsRoot: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var departmentID: Department.ID? = .design

    var body: some View {
        if horizontalSizeClass == .compact {
            TabView(selection: $departmentID) {
                ForEach(Department.allCases) { department in
                    Text(department.rawValue)
                        .tabItem { Label(department.rawValue, systemImage: "person.3") }
                        .tag(Optional(department))
                }
            }
        } else {
            NavigationSplitView {
                List(selection: $departmentID) {
                    ForEach(Department.allCases) { department in
                        Label(department.rawValue, systemImage: "person.3")
                    }
                }
                .navigationTitle("Departments")
            } detail: {
                if let departmentID {
                    NavigationStack { Text(departmentID.rawValue) }
                } else {
                    Text("Choose a department")
                }
            }
        }
    }
}

// https://developer.apple.com/documentation/swiftui/app
struct PlaylistApp: App {
    var body: some Scene {
        WindowGroup {
            PlaylistScreen()
        }
    }
}

// https://developer.apple.com/documentation/swiftui/preview(_:body:)
#Preview("Playlist") {
    PlaylistScreen()
}

#Preview {
    @Previewable @State var isMuted = true
    VolumeToggle(isMuted: $isMuted)
}

// Every title looked up in a bundle of the caller's choice (a feature module's String Catalog):
// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
// https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:)
// https://developer.apple.com/documentation/swiftui/labeledcontent/init(content:label:)
// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:)
struct LocalizedForm: View {
    @State private var name = ""
    @State private var isOn = false
    let count: Int
    let title: LocalizedStringKey

    var body: some View {
        Form {
            Section {
                TextField(text: $name, prompt: Text("Name", bundle: .main)) { Text("Name", bundle: .main) }
                SecureField(text: $name) { Text("Passcode", bundle: .main) }
                Toggle(isOn: $isOn) { Text("Muted", bundle: .main) }
                LabeledContent {
                    Text(name)
                } label: {
                    Text("City", bundle: .main)
                }
                Button(role: .destructive) {
                    isOn = false
                } label: {
                    Text("Delete \(count) items", bundle: .main)
                }
                .accessibilityLabel(Text("Delete all", bundle: .main))
            } header: {
                Text(title, bundle: .main)
            }
            ContentUnavailableView {
                Label {
                    Text("Nothing to show", bundle: .main)
                } icon: {
                    Image(systemName: "tray")
                }
            } description: {
                Text("Add an item", bundle: .main)
            }
        }
        .navigationTitle(Text("Settings", bundle: .main))
    }
}
#endif

// A feature embedded in another stack presents its own path one level at a time:
// https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)
// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
// https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss
enum Shelf: Hashable, Sendable {
    case book(Int)
}

struct ShelfLevels<Content: View, Destination: View>: View {
    let path: Binding<[Shelf]>
    let level: Int
    let content: Content
    @ViewBuilder let destination: (Shelf) -> Destination

    var body: some View {
        content
            .navigationDestination(item: presented) { shelf in
                ShelfLevels<Destination, Destination>(
                    path: path, level: level + 1, content: destination(shelf), destination: destination)
            }
    }

    private var presented: Binding<Shelf?> {
        let path = path
        let level = level
        return Binding(
            get: { path.wrappedValue.indices.contains(level) ? path.wrappedValue[level] : nil },
            set: { shelf in
                path.wrappedValue.removeSubrange(min(level, path.wrappedValue.count)...)
                if let shelf { path.wrappedValue.append(shelf) }
            })
    }
}

struct EmbeddedShelf: View {
    @State private var path: [Shelf] = []
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ShelfLevels(path: $path, level: 0, content: List {
            Button {
                path.append(.book(1))
            } label: {
                Text("First book")
                    .foregroundStyle(.primary)
            }
        }) { shelf in
            Text("A book")
        }
        .onChange(of: path.isEmpty) { _, isEmpty in
            if isEmpty { dismiss() }
        }
    }
}
