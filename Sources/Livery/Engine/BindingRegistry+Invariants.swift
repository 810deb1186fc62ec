extension BindingRegistry {
    #if DEBUG
        /// Checks that the list, the dictionary, the slots and the caches agree.
        func checkInvariants() {
            precondition(
                records.count == entries.count && summaries.count == entries.count,
                "binding registry: records out of step")
            for (index, entry) in entries.enumerated() {
                precondition(Int(entry.listIndex) == index, "binding registry: list index out of step")
                precondition(
                    records[index] == entry.walkRecord(summary: entry.summary) && summaries[index] == entry.summary,
                    "binding registry: stale walk record")
                guard let object = entry.object else { continue }
                if let reporting = object as? any LifetimeReporting {
                    precondition(
                        entry.liveness == .reported, "binding registry: a reporting object's entry holds it weakly")
                    precondition(
                        reporting.bindingLifetime.entry(in: ObjectIdentifier(self)) === entry,
                        "binding registry: live entry missing from its object's lifetime")
                } else {
                    precondition(byObject[entry.address] === entry, "binding registry: live entry missing from index")
                }
                let slots = (0..<Int(entry.count)).map { entry[$0] }
                for slot in slots {
                    precondition(!slot.site.isNone && slot.site.index < sites.count, "binding registry: unknown site")
                    precondition(
                        !slot.tokenID.isNone || slot.binding != nil, "binding registry: slot without a source")
                    if !slot.tokenID.isNone {
                        let site = sites[slot.site.index]
                        precondition(
                            site.apply != nil && !site.cache.isNone, "binding registry: token slot cannot apply")
                    }
                    if let binding = slot.binding {
                        precondition(binding.soleTokenID == slot.tokenID, "binding registry: slot and binding disagree")
                    }
                }
                let keys = slots.map { sites[$0.site.index].keyID }
                precondition(Set(keys).count == keys.count, "binding registry: duplicate binding keys on one object")
            }
            let listed = Set(entries.map(ObjectIdentifier.init))
            for (address, entry) in byObject {
                precondition(entry.address == address, "binding registry: index key out of step")
                precondition(
                    listed.contains(ObjectIdentifier(entry)), "binding registry: indexed entry not in the list")
            }
            keys.checkInvariants()
            siteKeys.checkInvariants()
            precondition(siteKeys.elements.count == sites.count, "binding registry: sites out of step")
            for cache in caches { cache.checkInvariants() }
        }
    #endif
}
