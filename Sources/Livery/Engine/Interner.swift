/// Distinct values numbered in the order first seen: token paths, binding keys, binding sites. An ID is an index
/// into ``elements`` and stays valid for the interner's lifetime.
struct Interner<Element: Hashable> {
    /// The values, by ID.
    private(set) var elements: [Element] = []
    private var ids: [Element: Int32] = [:]

    /// The ID of `element`, numbering it if new.
    mutating func intern(_ element: Element) -> Int32 {
        if let id = ids[element] { return id }
        let id = Int32(elements.count)
        elements.append(element)
        ids[element] = id
        return id
    }

    /// The ID of `element`, or `nil` when it was never interned.
    func id(of element: Element) -> Int32? { ids[element] }

    /// The value of an ID.
    subscript(id: Int32) -> Element { elements[Int(id)] }

    #if DEBUG
        /// Checks that values and IDs correspond one to one.
        func checkInvariants() {
            precondition(ids.count == elements.count, "interner: a value has two IDs")
            for (index, element) in elements.enumerated() {
                precondition(ids[element] == Int32(index), "interner: ID out of step")
            }
        }
    #endif
}
