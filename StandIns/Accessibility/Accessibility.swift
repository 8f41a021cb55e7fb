// Accessibility stand-in: the notifications an app posts to assistive technologies.
import Foundation

/// https://developer.apple.com/documentation/accessibility/accessibilitynotification
/// `@available(iOS 17.0, macOS 14.0, *) enum AccessibilityNotification`
public enum AccessibilityNotification {
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
    /// `struct Announcement : _AccessibilityNotifications`
    public struct Announcement: _AccessibilityNotifications {
        /// `init(_ announcement: String)`
        public init(_ announcement: String) {}
        /// `init(_ announcement: AttributedString)`
        public init(_ announcement: AttributedString) {}
    }
}

/// The notifications' shared protocol (public, underscored in the real SDK).
/// `protocol _AccessibilityNotifications { associatedtype Info; func post() }`
public protocol _AccessibilityNotifications {}

extension _AccessibilityNotifications {
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()
    /// `func post()` (nonisolated: posting is allowed from any thread)
    public func post() {}
}
