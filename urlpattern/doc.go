// Package urlpattern owns URL generalisation: learning the regular
// expressions that describe a set of URLs (FoCUS ITF regexes, after Vidal et
// al.'s recursive refinement), and finding session-id parameters.
//
// [Learn] splits each URL into its origin (scheme and authority, kept
// literal), its path segments and its query parameters, then refines the
// most general pattern position by position: a position whose values fall
// into a few dominant literal forms (viewtopic.php against viewforum.php,
// topic12-... against post34.html) splits the group; a position whose values
// vary freely is generalised (digit runs become \d+, titles [^/?#]+, or
// [^/?#.]+ where no value holds a dot, which keeps tags/TAG.rss out of a
// pattern learned from tags/TAG). As in
// FoCUS, a refined pattern is kept only if it covers more than
// [Options.MinCover] (0.2) of the URLs, which drops the noise that weak page
// labels let into a training set. A pattern whose refinements all fall under
// that share is kept whole, as the alternation of its own dominant forms
// (category/[^/?#.]+/ together with category/[^/?#.]+/page/\d+/). As the
// patterns cover disjoint shares above MinCover, a Set holds fewer than
// 1/MinCover of them: 4 at most by default.
//
// URLs known to be of another type ([Options.Avoid]: the members' profiles
// beside a forum's topics) are kept out of a pattern's free path segments
// (not the first) where the URLs learned from never hold their values;
// RE2 has no lookahead, so "any value but user" is spelled out. A value
// that is a word and a number (page-2) is kept out with every number
// (page-N), where no value learned from has that form. Where they are as
// many there as the values learned from (a board's topics, forum/F/T/,
// beside its sub-forums, forum/F/SUB/), the segment is spelled as those
// values alone.
//
// Items that nest ([Options.Nested]: boards, whose sub-boards sit one
// path segment below them) take the URLs below another URL of the set
// out of the refinement, where a few sub-boards would fall under
// MinCover, and add them back as a branch of their parent's pattern
// followed by one free segment: the sub-boards learning saw under one
// board stand for those under every board.
//
// A pattern accepts exactly the query keys, in the order and with the
// separators, seen in the URLs it covers: learned from viewtopic.php?id=N it
// rejects viewtopic.php?id=N&action=print. A parameter is optional only when
// the training URLs show it both present and absent, each form then having
// its own pattern (or alternative) that covers enough URLs.
//
// Matching uses Go's regexp package, RE2: its running time is linear in the
// URL, so a hostile URL cannot cause catastrophic backtracking, and URLs
// longer than [MaxURLLen] never match.
//
// [Shape] is what URLs of one kind share at one place of a page (their
// query keys, a feed's extension, a script's name with a query): learn
// groups links and entry splits link columns by it.
//
// [SessionParams] compares the links of one page fetched twice: a parameter
// whose value is one per fetch and changes between fetches is a session id.
// [StripParams] removes such parameters; learned sets carry them so that
// [Matcher.Match] strips them before matching.
package urlpattern
