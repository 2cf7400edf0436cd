package learn

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"slices"
	"time"

	"focus/align"
	"focus/fetch"
	"focus/pagetype"
	"focus/urlpattern"
)

// Defaults of Options.
const (
	DefaultBudget = 300
	DefaultSample = 6
)

// Options tune Learn.
type Options struct {
	// Budget is the most pages fetched (0: DefaultBudget), 2 at least: the
	// entry page is fetched twice. robots.txt and redirect hops are the
	// fetcher's business and not counted.
	Budget int
	// Sample is how many destinations of a link group are fetched to vote
	// on its type (0: DefaultSample).
	Sample int
	// Logger receives decisions at debug level and a summary at info
	// level; nil discards them.
	Logger *slog.Logger
}

// The reasons Learn gives up on a site, for errors.Is.
var (
	ErrNoThreads = errors.New("no thread URLs found: no link group on the entry page " +
		"or the index pages it leads to points to thread pages (is this the forum's entry page?)")
	ErrJavaScriptPaging = errors.New("page-flipping on this site works only through JavaScript; " +
		"focus cannot crawl it")
)

// Error is a failed Learn or Site: why, and how many pages it fetched
// first.
type Error struct {
	Fetches int
	Entry   string // the entry page Site found, if it found one
	Err     error
}

func (e *Error) Error() string { return e.Err.Error() }
func (e *Error) Unwrap() error { return e.Err }

const (
	// maxVotes bounds the new link groups voted on per page, so one busy
	// page cannot spend the budget; the entry page, the root of every
	// path, gets more.
	maxVotes      = 5
	maxEntryVotes = 8
	// candidateShare: a group is a candidate when its anchor text weighs at
	// least this share of the page's heaviest group.
	candidateShare = 0.15
	// patience is how many index pages in a row may teach nothing new
	// (no new group verdict, no new page-flipping group) before the
	// breadth-first walk stops.
	patience = 8
	// flipSources is how many boards and threads learning looks for
	// page-flipping URLs on, per kind: URLs of one board or thread alone
	// would teach its title as a literal.
	flipSources = 8
	// threadListPages is how many thread pages with a group to sample
	// learning looks on for lists no index page links (see threadLists).
	threadListPages = 3
	// homeFlips is how many page-flipping URLs the entry page's list may
	// give (see flips).
	homeFlips = 3
	// flipTries is on how many pages a paging group is tried before it is
	// given up.
	flipTries = 3
	// workers fetch a vote's sample in parallel; the fetcher still keeps
	// its per-host gap.
	workers = 4
)

// Learn learns the profile of the site whose entry page is entryURL.
// Its errors are *Error, wrapping ErrNoThreads or ErrJavaScriptPaging
// when the site cannot be crawled, or the reason the entry page could not
// be read.
func Learn(ctx context.Context, client *fetch.Client, classifier *pagetype.Classifier, entryURL string, opts Options) (*Profile, error) {
	if opts.Budget == 0 {
		opts.Budget = DefaultBudget
	}
	if opts.Sample <= 0 {
		opts.Sample = DefaultSample
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.Budget < 2 {
		return nil, &Error{Err: fmt.Errorf("a budget of %d fetches cannot cover the entry page, fetched twice", opts.Budget)}
	}
	u, err := fetch.ParseURL(entryURL)
	if err != nil {
		return nil, &Error{Err: err}
	}
	l := &learner{
		client: client, classifier: classifier, opts: opts, log: opts.Logger,
		host:         u.Host,
		index:        &urlSet{seen: map[string]bool{}},
		thread:       &urlSet{seen: map[string]bool{}},
		flipSeen:     map[string]bool{},
		pages:        map[string]*page{},
		verdicts:     map[string]string{},
		fromThreads:  map[string][]string{},
		triedThreads: map[string]bool{},
		routes:       map[string][]string{},
		mixed:        map[string]bool{},
		outvoted:     map[string]bool{},
		profiles:     map[string]bool{},
		shown:        map[string][]shownGroup{},
		flipOK:       map[string]bool{},
		flipTries:    map[string]int{},
		aliases:      map[string][]string{},
		aliasTries:   map[string]int{},
		aliasDone:    map[string]bool{},
		pageWords:    map[string]bool{},
		via:          map[string]string{},
		spelling:     map[string]string{},
		queue:        &queue{lines: map[string][]string{}, queued: map[string]bool{}},
		scanned:      map[string]bool{},
		sources:      map[string]int{},
		scripted:     map[string]int{},

		contributed: map[string]int{},
	}
	start := time.Now()
	p, err := l.run(ctx, u.String())
	if err != nil {
		return nil, &Error{Fetches: l.fetches, Err: err}
	}
	l.log.Info("learned", "site", p.Site, "fetches", p.Fetches, "took", time.Since(start).Round(time.Millisecond),
		"index", p.Regexes.Index.LearnedFrom, "thread", p.Regexes.Thread.LearnedFrom,
		"index_flip", p.Regexes.IndexFlip.LearnedFrom, "thread_flip", p.Regexes.ThreadFlip.LearnedFrom)
	return p, nil
}

// learner is the state of one Learn call. Only its own goroutine touches
// it; fetch workers hand their pages back.
type learner struct {
	client     *fetch.Client
	classifier *pagetype.Classifier
	opts       Options
	log        *slog.Logger
	host       string
	home       string   // the entry page's URL
	session    []string // session parameters, stripped from every URL
	ignored    []string // context parameters (see contextParams)

	fetches int
	pages   map[string]*page // by URL, fetched or failed
	order   []*page          // the same, in fetch order

	// index and thread are the URLs of every group voted so, on any page;
	// validate keeps of the thread URLs those on the site's own index pages.
	index, thread *urlSet
	flipURLs      []flipURL
	flipSeen      map[string]bool         // page kind and URL of the page-flipping URLs found
	valid         map[string]bool         // index group keys that are the site's (see validate)
	keyURLs       map[string][]string     // index group key -> its URLs on every page
	fromThreads   map[string][]string     // index group key -> its URLs, for the groups found on thread pages (see threadLists)
	triedThreads  map[string]bool         // link group keys threadLists looked at
	failed        map[string]bool         // URLs of kept index groups whose pages are no index pages (see validate)
	mains         []string                // keys of the thread groups the site's boards show (see mainThreadGroups)
	listOf        map[string]string       // the site's index pages -> key of the group linking them ("entry": the entry page)
	verdicts      map[string]string       // link group key -> TypeIndex, TypeThread or "" (neither)
	outvoted      map[string]bool         // link group keys whose destinations voted neither index nor thread (see vote)
	routes        map[string][]string     // link group key -> the routes its URLs took (see splitByRoute)
	mixed         map[string]bool         // link group keys known to span routes (see splitByRoute)
	profiles      map[string]bool         // URLs of the links to members' profiles seen (align.IsProfile)
	shown         map[string][]shownGroup // by group key, how the pages showed it (see remember)
	flipOK        map[string]bool         // page-flipping group key -> accepted
	flipTries     map[string]int          // page-flipping group key -> pages it was tried on
	aliases       map[string][]string     // first-page aliases found, by page kind (see findAlias)
	aliasTries    map[string]int          // by kind of list: page kind and the index group (via) of its first page
	aliasDone     map[string]bool
	pageWords     map[string]bool   // page kind, parameter and word of the first-page aliases that name the page by a word (see wordAliases)
	via           map[string]string // index page URL -> key of the first group that linked it
	spelling      map[string]string // index URL -> the spelling its pages' canonical links give (see respelled)
	queue         *queue            // index pages to visit
	threads       []*page           // thread pages fetched, for page-flipping detection
	scanned       map[string]bool   // page kind and URL of the pages searched for page-flipping links
	sources       map[string]int    // families that gave a page-flipping URL, by page kind
	scripted      map[string]int    // pages with script-only paging controls, by page kind
	deep          bool              // the entry page listed no boards nor threads: destinations are judged by what their lists lead to (see listsLists)
	// contributed counts the page-flipping URLs each board or thread (page
	// family, by kind) gave.
	contributed map[string]int
}

// urlSet is a set of URLs that keeps their first-seen order.
type urlSet struct {
	list []string
	seen map[string]bool
}

func (s *urlSet) add(u string) {
	if !s.seen[u] {
		s.seen[u] = true
		s.list = append(s.list, u)
	}
}

func (l *learner) left() int { return l.opts.Budget - l.fetches }

// reserve is the part of the budget kept for page-flipping on thread
// pages, which needs thread pages found first: a fifth.
func (l *learner) reserve() int { return l.opts.Budget / 5 }

// allOther is how many pages learning read when the classifier called
// (nearly) every one of them 'other' (see pagetype.MostlyOther), and 0
// otherwise: then the site's layout, not the page learning started from,
// is what failed.
func (l *learner) allOther() int {
	n, other := 0, 0
	for _, p := range l.pages {
		if p.doc == nil {
			continue
		}
		n++
		if p.typ == pagetype.Other {
			other++
		}
	}
	if !pagetype.MostlyOther(other, n) {
		return 0
	}
	return n
}

// run learns the profile: the walk over index pages (FoCUS Fig. 6), the
// choice of the site's own index groups, page-flipping on thread pages,
// then the regexes.
func (l *learner) run(ctx context.Context, entry string) (*Profile, error) {
	home, err := l.entry(ctx, entry)
	if err != nil {
		return nil, err
	}
	if err := l.walk(ctx, home); err != nil {
		return nil, err
	}
	l.validate(ctx, home)
	if len(l.thread.list) == 0 {
		if n := l.allOther(); n > 0 {
			return nil, fmt.Errorf("%w; %w (%d pages)", ErrNoThreads, pagetype.ErrAllOther, n)
		}
		return nil, ErrNoThreads
	}
	l.ignored = l.contextParams(ctx)
	rs, err := l.regexes(ctx, home)
	if err != nil {
		return nil, err
	}
	session := slices.Clone(l.session)
	if session == nil {
		session = []string{}
	}
	return &Profile{
		Version:       Version,
		Site:          l.host,
		EntryURL:      home.url,
		LearnedAt:     time.Now().UTC().Truncate(time.Second),
		SessionParams: session,
		IgnoredParams: append([]string{}, l.ignored...),
		Regexes:       rs,
		Fetches:       l.fetches,
		NumericDates:  l.dateOrder(),
	}, nil
}

// walk visits index pages breadth first from the entry page, finding
// index and thread groups and page-flipping links on each, until the
// pages stop teaching anything new or only the budget kept for thread
// pages is left.
func (l *learner) walk(ctx context.Context, home *page) error {
	l.enqueue(home.url, home.url)
	reserve := l.reserve()
	if err := l.visitIndexes(ctx, home, reserve); err != nil {
		return err
	}
	for _, u := range l.completeList(ctx, home) {
		if p := l.get(ctx, u); p != nil && p.ok() {
			l.indexPage(ctx, p, false)
			l.flips(ctx, p, TypeIndex)
		}
	}
	// Lists linked from threads alone (the topics of a tag, Khoros's
	// /t5/tag/X/tg-p): the walk goes on from those found. A thread page
	// with nothing to sample (a thread of one tag) does not count.
	for i, tried := 0, 0; tried < threadListPages && i < len(l.threads) && l.left() > reserve; i++ {
		found, sampled := l.threadLists(ctx, l.threads[i], reserve)
		if sampled {
			tried++
		}
		if found {
			if err := l.visitIndexes(ctx, home, reserve); err != nil {
				return err
			}
		}
	}
	return nil
}

// visitIndexes visits the queued index pages until they stop teaching
// anything new, the queue is empty or only reserve is left of the budget.
func (l *learner) visitIndexes(ctx context.Context, home *page, reserve int) error {
	// Until enough boards showed page-flipping links, be more patient.
	for quiet := 0; l.left() > reserve &&
		(quiet < patience || l.sources[TypeIndex] < flipSources && quiet < 4*patience); {
		if err := ctx.Err(); err != nil {
			return err
		}
		u := l.queue.pop()
		if u == "" {
			break
		}
		if above(u, home.url) {
			// The site the forum is part of: its lists (a blog's
			// categories) are none of the forum's.
			continue
		}
		p := l.get(ctx, u)
		if p == nil {
			break
		}
		if !p.ok() {
			continue
		}
		learned := l.indexPage(ctx, p, p == home)
		// Paging found on a page that shows no threads teaches nothing
		// worth going on for: an endless calendar pages on forever.
		if l.flips(ctx, p, TypeIndex) && p.visit.threadKey != "" {
			learned = true
		}
		if learned {
			quiet = 0
		} else {
			quiet++
		}
	}
	return nil
}

// completeList returns the complete list of threads of an entry page that
// shows threads without paging them (a Q&A site's top questions, whose
// "complete list of questions" is a link of its menus): a page linked
// from the entry page, fetched in the vote of a group that went against
// it (the menu's help and member list outvote it), one of whose lists
// (see heavy) lists threads as the entry page does. Each is filed as an
// index URL of the entry page's group that links it.
func (l *learner) completeList(ctx context.Context, home *page) []string {
	if home.visit == nil || home.visit.threadKey == "" || slices.ContainsFunc(l.flipURLs, func(f flipURL) bool {
		return f.kind == TypeIndex && f.source.family() == home.url
	}) {
		return nil
	}
	var out []string
	for _, g := range l.groups(ctx, home) {
		if v, ok := l.verdicts[g.key]; !ok || v != "" {
			continue
		}
		for _, u := range g.urls {
			p := l.pages[u]
			if p == nil || !p.ok() || p == home || l.index.seen[u] || l.thread.seen[u] {
				continue
			}
			if slices.ContainsFunc(heavy(l.groups(ctx, p)), func(k string) bool { return alikeLists(k, home.visit.threadKey) }) {
				l.log.Debug("complete list", "url", u, "group", g.key)
				home.visit.index[g.key] = append(home.visit.index[g.key], u)
				l.index.add(u)
				l.via[u] = g.key
				out = append(out, u)
			}
		}
	}
	return out
}

// regexes learns the four regexes: index and thread from the training
// sets, then page-flipping on thread pages the thread regex matches, then
// the page-flipping regexes, narrowed to skip first-page aliases.
func (l *learner) regexes(ctx context.Context, home *page) (Regexes, error) {
	lists := l.indexLists(home)
	// Thread URLs are no index URLs: vBulletin 5's sub-forums
	// (forum/cat/board/sub) and topics (forum/cat/board/123-title) share
	// a shape.
	kept := l.nonIndex(home, lists)
	avoid := slices.Concat(kept, l.thread.list, l.profileHomes(home, lists))
	index, indexes, err := l.regex(TypeIndex, l.session, avoid, lists...)
	if err != nil {
		return Regexes{}, err
	}
	if up := l.ancestors(ctx, home, indexes, lists, avoid); len(up) > 0 {
		lists = append(lists, up)
		if index, indexes, err = l.regex(TypeIndex, l.session, avoid, lists...); err != nil {
			return Regexes{}, err
		}
	}
	if dirs := l.directories(ctx, home, indexes, avoid); len(dirs) > 0 {
		for _, u := range dirs {
			lists = append(lists, []string{u})
			// A directory pages as a board does (Carbon's /tags/page/2),
			// and may spell its first page as a kind of list of its own
			// (see findAlias).
			l.via[u] = "directory"
			l.flips(ctx, l.pages[u], TypeIndex)
			lists = append(lists, l.headings(ctx, l.pages[u])...)
		}
		if index, indexes, err = l.regex(TypeIndex, l.session, avoid, lists...); err != nil {
			return Regexes{}, err
		}
	}
	if found := l.crumbs(ctx, home, indexes, avoid); len(found) > 0 {
		lists = append(lists, found)
		if index, indexes, err = l.regex(TypeIndex, l.session, avoid, lists...); err != nil {
			return Regexes{}, err
		}
	}
	if more := l.checkIndex(ctx, home, indexes, lists, kept); len(more) > 0 {
		if index, indexes, err = l.regex(TypeIndex, l.session, slices.Concat(avoid, more), lists...); err != nil {
			return Regexes{}, err
		}
	}
	threadIgnore := slices.Sorted(slices.Values(slices.Concat(l.session, l.ignored)))
	// A member's profile is no thread, whatever a vote made of its group
	// (wpForo's profiles list the member's latest posts, and read as
	// threads).
	threadURLs := slices.DeleteFunc(slices.Clone(l.thread.list), func(u string) bool { return l.profiles[u] })
	listed := slices.Concat(lists...)
	roots := append(slices.Clone(listed), home.url) // the first pages of lists
	// Index URLs are no thread URLs either: Simple:Press's sub-forums
	// (forum/F/SUB/) have the shape of its topics (forum/F/T/).
	threadAvoid := slices.Concat(slices.Sorted(maps.Keys(l.profiles)), l.threadViews(), listed)
	// learnThread learns the thread regex from the thread URLs but those of
	// drop, keeping out avoid and drop.
	learnThread := func(avoid, drop []string) (Regex, *urlpattern.Matcher, error) {
		urls := slices.DeleteFunc(slices.Clone(threadURLs), func(u string) bool { return slices.Contains(drop, u) })
		thread, threads, err := l.regex(TypeThread, threadIgnore, slices.Concat(avoid, drop), urls)
		if err != nil {
			return Regex{}, nil, err
		}
		if below := l.threadsBelow(index.Patterns, thread.Patterns, listed); len(below) > 0 {
			if threads, err = widen(&thread, below); err != nil {
				return Regex{}, nil, err
			}
		}
		return thread, threads, nil
	}
	thread, threads, err := learnThread(threadAvoid, nil)
	if err != nil {
		return Regexes{}, err
	}
	if err := l.threadFlips(ctx, threads, listed); err != nil {
		return Regexes{}, err
	}
	if strays := l.strays(ctx, threads, threadURLs, threadAvoid); len(strays) > 0 {
		threadAvoid = append(threadAvoid, strays...)
		if thread, threads, err = learnThread(threadAvoid, nil); err != nil {
			return Regexes{}, err
		}
	}
	l.wordAliases(ctx)
	indexFlips, singles, threadFlips := l.flipLists(home, indexes, threads)
	// A site whose lists and threads both page by script alone would be
	// crawled a first page each: it fails. One whose lists page by links
	// and threads by script (MVCForum's "Show more posts") is crawled for
	// every thread's first page, most of its threads whole.
	listsPaged := len(indexFlips)+len(singles) > 0
	threadsScripted := len(threadFlips) == 0 && l.scripted[TypeThread] > 0
	listsScripted := !listsPaged && l.scripted[TypeIndex] > 0
	if threadsScripted && !listsPaged {
		return Regexes{}, ErrJavaScriptPaging
	}
	if threadsScripted {
		l.log.Warn("thread pages are paged only through JavaScript; the crawl will see their first pages alone", "site", l.host)
	}
	if listsScripted {
		l.log.Warn("index pages are paged only through JavaScript; the crawl will see their first pages alone", "site", l.host)
	}
	// A board's later pages are no threads, even where a vote took them
	// in: Simple:Press's forum/F/page-2/ has the shape of its topics,
	// forum/F/T/. Every page that pages a list as the flips the thread
	// regex matches do is kept out with them (see listPages).
	if taken := slices.DeleteFunc(slices.Concat(indexFlips...), func(u string) bool { return !threads.Match(u) }); len(taken) > 0 {
		taken = append(taken, listPages(taken, threadURLs, roots)...)
		if thread, threads, err = learnThread(threadAvoid, taken); err != nil {
			return Regexes{}, err
		}
	}
	var flips, firsts []*string
	for _, list := range indexFlips {
		for i := range list {
			flips = append(flips, &list[i])
		}
	}
	for i := range singles {
		flips, firsts = append(flips, &singles[i][1]), append(firsts, &singles[i][0])
	}
	indexFlipIgnore := l.dropFormDefaults(ctx, l.session, flips, firsts)
	// The flips of sub-boards an index pattern names one by one (a
	// board's few sub-forums, forum/F/(?:A|B)/) are spelled after it:
	// learned from their two or three URLs, the sub-forum would be free,
	// and the pattern would match the pages of the topics beside them
	// (forum/F/T/page-2/).
	named, indexFlips := namedFlips(index.Patterns, indexFlips, roots, home.url)
	indexSuffixed, rest := suffixed(index.Patterns, slices.Concat(singles, named))
	for _, u := range rest {
		indexFlips = append(indexFlips, []string{u})
	}
	indexFlip, indexFlipper, err := l.flipRegex(TypeIndexFlip, indexFlipIgnore, indexSuffixed, indexFlips...)
	if err != nil {
		return Regexes{}, err
	}
	if broad := l.suffixLists(index.Patterns, indexFlips); len(broad) > 0 {
		if indexFlipper, err = widen(&indexFlip, broad); err != nil {
			return Regexes{}, err
		}
	}
	// A thread's pages are its first page's URL with the page appended on
	// most sites: the thread regex, learned from many threads, then
	// carries the flips of a sample of one or two threads (or sections)
	// to every thread.
	// A thread's pager may carry a parameter of its own as well
	// (FUDforum's prevloaded=1), where the topic lists link the pages
	// without it.
	flips = nil
	for i := range threadFlips {
		flips = append(flips, &threadFlips[i][1])
	}
	threadFlipIgnore := l.dropFormDefaults(ctx, threadIgnore, flips, nil)
	var threadFlipURLs []string
	for _, f := range threadFlips {
		threadFlipURLs = append(threadFlipURLs, f[1])
	}
	threadSuffixed, rest := suffixed(thread.Patterns, threadFlips)
	threadFlip, threadFlipper, err := l.flipRegex(TypeThreadFlip, threadFlipIgnore, threadSuffixed, rest)
	if err != nil {
		return Regexes{}, err
	}
	l.moreAliases(ctx, TypeIndex, l.indexPages(), indexes, indexFlipper, slices.Concat(indexFlips...), nil)
	l.moreAliases(ctx, TypeThread, l.threads, threads, threadFlipper, threadFlipURLs, nil)
	l.pageStep(ctx, TypeIndex, &indexFlip.Patterns, l.indexPages(), indexes, indexFlipper, slices.Concat(indexFlips...))
	l.pageStep(ctx, TypeThread, &threadFlip.Patterns, l.threads, threads, threadFlipper, threadFlipURLs)
	excludeFirst(&indexFlip.Patterns, l.aliases[TypeIndex], slices.Concat(indexFlips...))
	excludeFirst(&threadFlip.Patterns, l.aliases[TypeThread], threadFlipURLs)
	// Threads page one way too: Simple:Press's topics in sub-forums, a
	// pattern of their own (see threadsBelow), whose pages learning met none of.
	for _, r := range []struct{ first, flip *Regex }{{&index, &indexFlip}, {&thread, &threadFlip}} {
		if carried := carriedPaging(r.first.Patterns, r.flip.Patterns); len(carried) > 0 {
			r.flip.Patterns.Patterns = append(r.flip.Patterns.Patterns, carried...)
			if _, err := recompile(r.flip); err != nil {
				return Regexes{}, err
			}
		}
	}
	return Regexes{Index: index, Thread: thread, IndexFlip: indexFlip, ThreadFlip: threadFlip}, nil
}

// entry fetches the entry page twice, as two cookieless visitors, to find
// the session parameters, and returns it.
func (l *learner) entry(ctx context.Context, entry string) (*page, error) {
	first := l.fetch(ctx, entry)
	second := l.fetch(ctx, entry)
	l.fetches += 2
	for _, p := range []*page{first, second} {
		if p.err != nil {
			return nil, fmt.Errorf("entry page: %w", p.err)
		}
		if p.status != 200 {
			return nil, fmt.Errorf("entry page %s answered %d", entry, p.status)
		}
		if p.doc == nil {
			return nil, fmt.Errorf("entry page %s is not HTML (%s)", entry, p.contentType)
		}
	}
	l.session = urlpattern.SessionParams(hrefs(first.doc), hrefs(second.doc))
	l.home = l.strip(first.url)
	if len(l.session) > 0 {
		l.log.Debug("session parameters", "names", l.session)
	}
	first.url, first.final = l.strip(first.url), l.strip(first.final)
	l.pages[first.url] = first
	l.pages[first.final] = first
	l.order = append(l.order, first)
	return first, nil
}

func hrefs(d *align.Doc) []string {
	var us []string
	for _, k := range d.Links() {
		us = append(us, k.URL)
	}
	return us
}

// strip removes the session parameters from u.
func (l *learner) strip(u string) string { return urlpattern.StripParams(u, l.session) }

// queue holds the index pages to visit, one line per kind of list (the
// group that linked them), served in turn: a site's hundred tags must not
// keep its ten categories from being visited.
type queue struct {
	lines  map[string][]string
	kinds  []string // in order of first appearance
	next   int      // the kind to serve next
	queued map[string]bool
}

func (q *queue) push(kind, u string) {
	if q.queued[u] {
		return
	}
	q.queued[u] = true
	if _, ok := q.lines[kind]; !ok {
		q.kinds = append(q.kinds, kind)
	}
	q.lines[kind] = append(q.lines[kind], u)
}

// pop returns the next page to visit, "" when none is left.
func (q *queue) pop() string {
	for range q.kinds {
		kind := q.kinds[q.next%len(q.kinds)]
		q.next++
		if line := q.lines[kind]; len(line) > 0 {
			q.lines[kind] = line[1:]
			return line[0]
		}
	}
	return ""
}

// enqueue queues an index page, as a page of the kind of list its first
// page was linked from.
func (l *learner) enqueue(u, family string) {
	l.queue.push(l.via[family], u)
}

// samples picks up to n URLs spread over us.
func samples(us []string, n int) []string {
	out := []string{}
	for _, i := range spread(len(us), n) {
		out = append(out, us[i])
	}
	return out
}

// spread picks up to k indices spread evenly over [0, n).
func spread(n, k int) []int {
	if n <= k {
		idx := make([]int, n)
		for i := range idx {
			idx[i] = i
		}
		return idx
	}
	idx := make([]int, k)
	for i := range idx {
		idx[i] = i * (n - 1) / max(1, k-1)
	}
	return idx
}

// dateOrder is the order the site prints numeric dates in: the one some
// fetched pages show and none contradicts.
func (l *learner) dateOrder() align.DateOrder {
	var shown []align.DateOrder
	for _, p := range l.pages {
		if p.doc != nil {
			shown = append(shown, p.doc.DateOrder())
		}
	}
	return align.AgreedOrder(shown)
}
