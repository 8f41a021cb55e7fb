// expect-error: cannot find 'missingValue' in scope
// A `#Preview` body is type-checked like a view builder.
import SwiftUI

#Preview("Broken") {
    Text(missingValue)
}
