/// Outcomes (`outcome` on a command, `app.gate`): a command can hand its result to the app
/// instead of keeping it — the feature's `<Name>Outcome` case it names carries the result, and
/// the composition root decides what to show next. An outcome leaves the feature, so its command
/// neither navigates nor pops back; two commands emitting one case return one type; a gate (a
/// feature the root shows before the others until it emits) must emit something. Every problem
/// is located at the member it concerns.
extension SpecValidator {
    /// Checks every `outcome` of a method that passed validation, and `app.gate`.
    mutating func validateOutcomes(_ spec: FeatureSpec, _ draft: SpecDraft) {
        var payloads: [String: String] = [:]  // outcome case → the result type it carries
        var emits = false
        for (clientIndex, client) in draft.clients.enumerated() {
            for (methodIndex, method) in client.methods.enumerated() {
                guard let written = method.outcome else { continue }
                guard checkName(written, role: .enumCase) != nil else { continue }
                emits = true
                guard let checked = placement.checkedMethods[clientIndex][methodIndex], checked.kind == .command
                else { continue }  // a query's outcome is reported with the method
                if let navigation = method.navigatesTo?.route {
                    error(
                        navigation,
                        "'\(checked.name)' emits outcome '\(written.value)', which leaves the feature, so it cannot also navigate; remove \"navigatesTo\" or \"outcome\""
                    )
                }
                if let popsBack = method.popsBack, popsBack.value {
                    error(
                        popsBack,
                        "'\(checked.name)' emits outcome '\(written.value)', which leaves the feature, so it cannot also pop back; remove \"popsBack\" or \"outcome\""
                    )
                }
                let name = SwiftName(written.value).canonical(as: .enumCase)
                let payload = checked.returnsVoid ? "nothing" : (checked.returns ?? "nothing")
                if let earlier = payloads[name], earlier != payload {
                    error(
                        written,
                        "outcome '\(name)' already carries \(earlier == "nothing" ? "no value" : "'\(earlier)'") from another command; '\(checked.name)' returns \(payload == "nothing" ? "nothing" : "'\(payload)'"): name its outcome differently"
                    )
                }
                payloads[name] = payloads[name] ?? payload
            }
        }
        if let gate = draft.app?.gate, gate.value, !emits {
            error(
                gate,
                "a gate is shown until the feature emits an outcome, and no command of '\(spec.name)' emits one; add \"outcome\" to the command that lets the person in (\"outcome\": \"signedIn\")"
            )
        }
    }
}
