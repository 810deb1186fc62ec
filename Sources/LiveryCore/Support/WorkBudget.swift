/// How much work one operation on untrusted input may do: the bound that turns a small file whose meaning is huge
/// (sets that each name the next one twice, thirty deep; a thousand contexts that each name one large file; a
/// thousand themes of a hundred thousand tokens; a template whose sections repeat the token list inside itself)
/// into a ``WorkBudgetError`` naming the limit, reached in time proportional to the limit, instead of a hang or
/// gigabytes of memory.
///
/// Work is counted in units, each about the cost of handling one token once:
///
/// | Work | Units |
/// |------|-------|
/// | a token source a resolver document uses (inline or by `$ref`), at each use | 1 + its tokens |
/// | a theme a command goes through (`lint`, `build`, `audit`, `export`…) | its tokens, summed over its layers |
/// | a contrast pair `livery audit` checks | 256 per theme it is checked in |
/// | a value node a file's `$ref` JSON Pointers walk or copy, all tokens of the file together | 1 |
/// | a token or group a group `$extends` copies into a theme | 1 |
/// | a theme a ``ThemeSet`` compiles | its tokens after merging |
/// | a tag of a `livery build` template, with the text before it | 4 per rendering; a section multiplies what it holds by the longest list it can repeat over |
///
/// Reading draws from ``TokenReadOptions/workBudget``; merging, `$extends` and compiling from
/// ``ResolutionOptions/workBudget``. Each operation has its own count. The `livery` commands take
/// `--work-budget UNITS` (and a build config `workBudget`) for all of them.
///
/// The default, ``defaultLimit`` (4,194,304 units), is far above real design systems (the largest published ones
/// have a few thousand tokens in a few dozen themes). It is reached in seconds, and it bounds memory too: `livery
/// lint` holds every theme it checks resolved, about 750 bytes a token, so the limit is about 3 GB of themes.
public struct WorkBudget: Sendable, Hashable {
    /// The most units of work one operation may do.
    public var limit: Int

    /// 4,194,304 units (2^22): 1,024 themes of 4,096 tokens each, or one theme of four million.
    public static let defaultLimit = 1 << 22

    /// Creates a budget.
    /// - Parameter limit: The most units of work one operation may do; ``defaultLimit`` by default.
    public init(limit: Int = WorkBudget.defaultLimit) {
        self.limit = limit
    }

    /// The default budget.
    public static let standard = WorkBudget()
}

/// The work was more than the ``WorkBudget`` allows; nothing was produced.
public struct WorkBudgetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was being done, naming the file (for example "the token sources of themes.resolver.json").
    public let activity: String
    /// The budget's limit, in units.
    public let limit: Int

    /// Creates an error.
    public init(activity: String, limit: Int) {
        self.activity = activity
        self.limit = limit
    }

    /// One line naming the activity and the limit (a long activity, which may quote the input, cut in the
    /// middle).
    public var description: String {
        Escaping.excerpt(
            "\(activity) would take more than \(limit) units of work, the limit (WorkBudget.limit; a unit is about "
                + "one token handled once)")
    }
}

/// The work one operation has done so far, against its budget. Each count is added with overflow checked: an
/// input may ask for more than an `Int` holds.
package struct WorkMeter: Sendable {
    /// The budget drawn from.
    package let budget: WorkBudget
    /// Units spent so far.
    package private(set) var spent = 0

    /// A meter with nothing spent.
    package init(_ budget: WorkBudget = .standard) {
        self.budget = budget
    }

    /// Spends `units`, or throws without spending them when they would pass the budget.
    /// - Parameter activity: What the work is, for the error; built only when it is thrown.
    package mutating func charge(_ units: Int, for activity: @autoclosure () -> String) throws(WorkBudgetError) {
        let (total, overflow) = spent.addingReportingOverflow(units)
        guard units >= 0, !overflow, total <= budget.limit else {
            throw WorkBudgetError(activity: activity(), limit: budget.limit)
        }
        spent = total
    }

    /// `count` times `units`, or `nil` when the product overflows: the cost of repeating work, checked.
    package static func product(_ count: Int, _ units: Int) -> Int? {
        let (product, overflow) = count.multipliedReportingOverflow(by: units)
        return overflow ? nil : product
    }
}
