// Package learn is the learning phase: URL training sets by link-group
// votes, page-flipping detection, ITF regexes and session ids, and the site
// profile.
//
// [Learn] follows FoCUS 4.3 from a site's entry page, within a fetch budget:
//
//   - Session ids. The entry page is fetched twice without cookies; the
//     parameters whose values change are session ids
//     ([urlpattern.SessionParams]), stripped from every URL from then on.
//   - Index and thread URLs (Fig. 6). The links of a page a crawler may
//     follow (on the site, not nofollow, allowed by robots.txt, and no
//     answer of the page's search boxes: search?q=TAG is a list made on
//     demand) form groups: the
//     columns of its link tables (align), and the links outside every table
//     grouped by tag path, split by URL shape (query keys), keyed by tag
//     path without the classes that name one item (post-123,
//     js-tagname-jazz), so that a group is the same on every page and a
//     verdict made once is applied wherever it shows (a group whose URLs
//     start with other route words than its key's did, /t/name against
//     /d/N-title, is judged anew, and keeps a key of its own if voted
//     otherwise; a link after its record's first at that link's place, to
//     a page whose URL the first one's extends, is a group of its own: a
//     recent topic's "in Forum" names the topic's container). Groups are
//     weighed by their total anchor text, dates and numbers left out. The
//     heaviest is the candidate, and so is every group weighing at least
//     0.15 of the heaviest that leads its records (a board's last post
//     trails its board, and may outweigh the boards and hide the
//     categories over them), as a board list and a topic list can share a
//     page; so is a lighter one whose links head the runs of an index
//     group's (categories over their boards) or lead records whose
//     trailing links are thread pages (sub-forums above a board's topics,
//     each with its last post), or that holds an index URL beside new
//     URLs as deep, deeper than the entry page (a board row's sub-forums,
//     one of which a recent post named) (an entry page whose heavy groups
//     are all threads, a news or blog front page, has its lighter groups
//     voted too, and if
//     none is index its lone links, a lone link's page being an index page
//     when it looks like one). A sample of each candidate's destinations
//     is fetched and classified (a page whose heaviest group is one of
//     the site's thread groups votes index, whatever the classifier says:
//     a tag of two topics is as small as a login page or a short thread,
//     but lists them as the boards do; so does a page listing a few of the
//     entry page's boards in its rows, a category page the classifier
//     takes for a thread or 'other' (in rows of its own only in its
//     heaviest list: a question nobody answered names its tags below a
//     box of related questions), or listing
//     every board of a kind and more of that kind, a directory of them,
//     but not a list that
//     mixes boards with URLs of another form, as a sidebar of the newest
//     boards over random threads does on every page); the majority type
//     decides whether every URL of the group is an index URL, a thread URL
//     or neither (a second
//     sample settles a tie, or a vote whose lists and threads split two to
//     one or closer, and thread pages tying with 'other' ones in a
//     sample of six or more carry it: a classifier that never saw a forum
//     takes its short threads for 'other' as often as not, and a page
//     voting 'other' that shows a dated post by its author, laid out as
//     one voting thread, a thread of one post beside longer ones, votes
//     thread; a menu fetched
//     whole, half of it index pages,
//     is index URLs, which validation below sorts one at a time; a
//     redirect votes neither, and a feed linked beside each board, at
//     its place, abstains; an index group whose
//     pages repeat pages already found, sort orders of a board, is
//     dropped, and a group whose URLs all keep the page's query parameters
//     and add some, the sort headers of a board, is not voted on: views
//     of the page's own list). Per page only the heaviest thread group
//     counts: thread titles have long anchors, last-post and permalink
//     shortcuts (which lead to thread pages too) short ones (a shortcut
//     that trails the titles in their records, "RE: " and the title,
//     gives way to them), and a duplicate form that slips in stays under
//     the 0.2 share that regex learning keeps. An entry page that shows
//     neither boards nor threads has its groups voted again, a
//     destination voting index when the heaviest of its own lists leads
//     to index pages (a school's home lists courses, each a page of
//     forums that reads as 'other'). Index pages
//     are visited breadth first, each kind of list in turn (never one
//     above the entry page: the site around the forum, a blog whose
//     categories are none of its lists), until they stop
//     teaching anything new or a fifth of the budget is left (paging found
//     on a page that shows no threads, an endless calendar's next month,
//     teaches nothing new). An entry page that lists threads without
//     paging them (a Q&A site's top questions) has its complete list
//     elsewhere: a page of one of its menus, fetched for a vote the menu
//     lost, that lists threads in the entry page's own layout is an index
//     URL and is visited too. Then a few thread pages are looked at for
//     lists no index page links (the tags of a topic): a new group of one
//     whose URLs are all new (none linked from an index page, known to
//     learning, beside a known board or outside the forum's directory)
//     gives index URLs when most of its sampled pages, thread pages
//     excepted, show known threads as their heaviest list. Such a group is
//     kept, and the walk goes on from its pages.
//   - The site's own index groups. A tag or search listing looks like an
//     index page but is not one for every site; an index group is kept when
//     more of its visited pages list their threads in a main thread group
//     (the one the entry page's boards show, and the one the pages of each
//     of the entry page's own index groups show, three at least: a sidebar
//     of categories beside more numerous tags) or, showing no thread group,
//     show a kept index group among their heavy groups with two URLs or
//     more, leading their records (a category page listing boards, not a
//     tag's one search result naming its board, nor a members' group's
//     posts, each "posted in" its board), than do not, and is none of the
//     views of the lists that show it: on the pages of two lists its URLs
//     extend the page's own by the same words (Mbin's
//     m/NAME/threads/top/3h, sort orders and time filters in a path), nor
//     one whose URLs extend the threads the lists show (a row's link to
//     its entry's voters, m/NAME/t/ID/SLUG/votes/up). A
//     heavy group that trails its records stands for the group it follows
//     (two boards with short names, outweighed by their last posts'
//     titles). A URL of a kept
//     group whose own page shows no thread group, and no kept index group
//     among its heavy ones or no index page to the classifier, is left out
//     all the same (a footer lists the imprint beside the sections; on a
//     page with little content of its own the site's menus are the
//     heaviest groups), unless more of its siblings there (the same path
//     but its last segment and its numbers, below the top level: the
//     categories named /category/ID/SLUG) passed than failed: an
//     empty list of their kind, a category without unanswered questions,
//     is an index URL all the same, unless learning followed its
//     page-flipping links (a members list in a button bar of boards). A
//     page's links to itself or to its first page (a breadcrumb's last
//     step) list nothing, and the URLs of a group not kept, or whose
//     destinations voted neither index nor thread, fetched or not, are
//     kept out of the index regex: a menu of recent topics, unanswered
//     topics and statistics beside boards named /forum/SLUG. Nor are the
//     pages above the entry page (a CMS's home page above a forum at
//     /forum, the breadcrumb's first step): the site the forum is part of,
//     which may show the latest topics in a block. The thread training set
//     is the thread groups of the kept index pages, never a list's own URL
//     or its first page's (Simple:Press aligns a board's pager link with
//     its topics' titles), nor a URL a kept index group lists (a Lobsters
//     story linking one of the site's tags). URLs that two threads or two
//     lists link as their own URL and one word more (a feed, a print
//     view, a reply form) are kept out of the thread regex.
//   - Context parameters. A thread URL parameter that takes at most half
//     as many values as there are thread URLs and can be dropped without
//     changing the page (Discuz's extra=page%3D2, phpBB's f= on
//     viewtopic.php, Tiki's topics_offset) is stripped from thread URLs
//     like a session id.
//   - Page-flipping URLs, on index pages and on thread pages the thread
//     regex matches: a group of links at one tag path whose anchors are
//     page numbers or words such as next, », Older posts, Weiter, Suivant
//     (grouped flipping), or a lone such link (single flipping, as blogs
//     use). An index page's links to months (URLs ending in a year and a
//     month, HyperKitty's archive of a list, named by month names) page
//     its list as well, unless they are lists voted on already (a blog's
//     archive). A group is accepted when a destination is not the source again
//     (by its text), continues the paging (paging links at the same tag
//     path; for a single link, a paging word to another URL; for months,
//     months at the same path) and has the
//     source's layout (same page type, or tree similarity, or most of it
//     contained in the source: a last page is short). A later page must
//     be its first page's URL and more, or share more than the entry
//     page's directory with it: a filtered view that pages on under another list's URL (/unanswered
//     to /questions?tab=unanswered&page=2) gives no URL of its own. One
//     URL is kept per board or thread, so that titles generalise. First-page aliases in
//     page-flipping form (…/p1, ?page=1, comment-page-1/) are looked for on
//     later pages and among first pages' links, and the learned regex's
//     page number is narrowed to exclude them, in the site's other lists
//     paged by the same parameter too; a page-flipping URL that gives a
//     word where the others give a number (?page=None) is fetched once, and
//     when it shows its first page, the URLs with that word are left out.
//     A page number that counts items, not pages, takes its step: YaBB's
//     pages start at multiples of 15 (num=T/15) where a reply's offset
//     (num=T/17) shows its page, and where the first pages' URLs give the
//     number as 1, later pages from 1 in steps (Beehive's msg=T.21, T.41),
//     any other window (a reply's T.7) is no page.
//     Thread pages are tried
//     first where a topic row's own pager (1 2 3) links their later pages,
//     then spread over the thread URLs. When no row read so far has such
//     a pager, a few index lists learning did not visit, then later pages
//     of the paged ones, are read for one first (a site's few long threads
//     may all sit there); while no thread has shown paging, those lists
//     are read on for threads not seen yet (a list whose rows show no
//     pager of their own may hold its long threads further back). Paging
//     controls that exist
//     only as scripts ("Show more" buttons, onclick) are noticed: a site
//     whose thread pages page only that way, and whose lists page by
//     script or not at all, fails with ErrJavaScriptPaging instead of
//     giving a profile that would miss most of it; where the lists page
//     by links, learning warns and the crawl takes each thread's first
//     page.
//   - ITF regexes. Each URL set is generalised by [urlpattern.Learn]
//     (recursive refinement, patterns kept only above 0.2 of the set); the
//     index and index page-flipping sets one kind of list at a time (tags,
//     categories, archives each), so that a minority kind survives; a
//     list whose fetched pages all name their own URL with a trailing
//     slash dropped (or added) by their canonical link is learned as they
//     name it (esoTalk's rows link conversations/SLUG/, the page names
//     conversations/SLUG); index URLs nest (urlpattern.Options.Nested), so that the few sub-boards one
//     level below their boards stand for every board's. A
//     pattern that accepts any first path segment claims every top-level
//     page of the site: an index pattern of that form that matches a page
//     learning saw is no index page (one the classifier calls otherwise,
//     or left out above) is narrowed to the first segments it was learned
//     from, the sections its menus list; one still of that form is dropped
//     unless learned from 8 URLs at least, before the patterns that others
//     match are folded into them. Index pages at path ancestors of the
//     index URLs (a blog's /archive/ and /archive/2023/ above
//     /archive/2023/10/, linked one at a time), found from the entry page,
//     the index pages and each other, are a training list of their own.
//     So is each directory of the boards the index regex misses: a page,
//     no thread page to the classifier, whose own lists are led by a list
//     (with the groups heading its runs, top categories over their
//     children) of every board of a kind that the entry page lists in its
//     index groups and validation kept (a stream of its rows counts for a
//     kind no list names; no group whose rows name several URLs each, the
//     topics' tags, counts: Carbon's /tags lists its sidebar's hot tags), and
//     maybe more of that kind (esoTalk's /channels, Misago's
//     /categories/, Lemmy's /communities), found among the pages learning
//     fetched and among up to 8 of the entry page's links one level below
//     its directory that another index page links too: a menu's link,
//     never voted on. Its page-flipping links are found as a board's are
//     (Carbon's /tags/page/2), its first-page alias as a kind of list of
//     its own. The links heading the runs of its list (Lobsters's tag
//     categories, headings of its /tags) are voted on however light, and
//     are a training list of their own when they lead to index pages,
//     their pages' page-flipping found as a board's.
//     So are the lists a breadcrumb names between the entry page and a
//     board (Simple:Press's groups, forum/?group=G): the steps, laid out
//     alike, of the smallest element of 8 links at most that holds a link
//     to the entry page and a known board after it, fetched (8 at most)
//     and kept when they read as lists. The parent of the members'
//     profiles (forum/profile/ of forum/profile/NAME/) is kept out of the
//     index regex. The index regex is then checked on a few
//     URLs it matches that no training list holds and learning never
//     fetched, linked from the entry page and the index pages, then from
//     the 'other' pages kept out of it: those that are no index pages are
//     kept out of it, and it is learned again (a footer's /forum/credits
//     beside boards named /forum/SLUG, the change-password form wpForo's
//     sign-in page links beside boards named /community/SLUG/), unless
//     named by a number as the siblings they sit beside are (Spirit's
//     empty category/2/uncategorized/). A thread pattern whose threads sit below
//     the boards listing them, its leading part one alternative of the
//     boards' index pattern, takes the whole index pattern as its leading
//     part: sub-boards nest deeper in places than learning sampled. Where
//     topics have the shape of sub-boards (Simple:Press's forum/BOARD/TOPIC/
//     beside forum/BOARD/SUB/), it takes the alternatives that would not
//     match an index URL so, the sub-boards the index pattern names, when
//     one of them lists a topic no thread pattern matches. The thread
//     regex keeps out the index URLs learned, and a board's later pages:
//     every URL that follows a list's URL as a page-flipping link the
//     thread regex matches does (page-# of forum/F/page-2/), so that one
//     board's pages stand for every board's; a tail of numbers alone
//     stands for its own board only. The page-flipping links of sub-boards
//     an index pattern names one by one are spelled after it
//     (forum/F/(?:A|B)/page-\d+/), not learned from their two or three URLs
//     into a pattern that frees the sub-board and takes the topics' pages
//     beside them. When
//     every index page-flipping pattern is a well supported index pattern
//     with one same part appended (/page/2, ?start=20), the index patterns
//     no such pattern pages (tags, none of them long enough to page when
//     learning met them) page that way too: a forum's software pages its
//     lists one way. A menu's views, named one by one, are left alone.
//     Thread patterns page so too, as the thread-flip pattern learned
//     from the sampled threads does (topics in sub-forums, a pattern of
//     their own).
//
// [Site] is what focus learn runs from any page of a site: entry discovery
// (package entry), then Learn from the entry page, on one budget (from the
// page given, when discovery found no forum, if Learn finds boards there
// and threads that page: discovery samples one list, Learn votes on all of
// the page's; from the runner-up entry, when Learn finds no threads from
// the one found: a blog at the host's root that a forum names its home).
// When the classifier called (nearly) every page 'other' (a forum laid out unlike every
// training site, as Flarum's view for crawlers is), it learns once more
// judging pages by their index and thread scores alone, and keeps that
// profile, marked so, only when the site's threads page.
//
// The regexes are Go regexp (RE2), as urlpattern compiles them: matching is
// linear in the URL, so a hostile URL cannot make the crawl's gate
// backtrack, and the patterns need nothing RE2 lacks (no look-around or
// back-references), which is why regexp2 and its match timeouts are not
// used.
//
// A [Profile] is what the crawl needs: the entry URL, the four regexes,
// the parameters to strip, and the evidence the regexes were learned from.
// It is saved as indented JSON named after the site ([Profile.Save],
// [Find]), and validated when loaded ([Load]).
package learn
