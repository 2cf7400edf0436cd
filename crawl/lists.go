package crawl

// A Lister is a [Gate] that tells kinds of lists apart. ListKind returns
// the kind of list an index or index-flip URL belongs to (for [ITF], the
// profile pattern it matched: a blog's tag pages against its category
// pages), or "" for any other URL.
type Lister interface {
	ListKind(urlType, url string) string
}

// Pruning redundant lists (Config.PruneLists). A blog lists every post on
// its home page's pages and again by tag, author, month and category; a
// Q&A site by tag and by sort order. The profile's index regexes match
// every such list, but once one kind of list has shown a thread, fetching
// the others only finds it again. So the crawl pages through a list
// before it opens others (see listOrder), and tallies, for each
// kind of list, its pages that showed threads: those that showed a thread
// new to the crawl (productive) and the run of the latest that showed none
// (dry). A kind is pruned when its dry run reaches dryPages and half its
// productive pages: its queued URLs are dropped, but for one in
// sampleEvery, fetched to notice a kind that finds new threads again
// (which ends its pruning). A forum's boards each list threads of their
// own: a run of boards showing only global announcements would have to be
// half as long as the boards seen so far. Pages that show no thread (a
// category of boards, an empty board) count neither way.
const (
	dryPages    = 5
	sampleEvery = 10
)

// listOrder is the frontier priority of a URL of urlType when lists are
// pruned: a list's later pages first, then threads, then other lists.
// Paging through a list is serial (each page shows the next); threads,
// not other lists, keep the other fetches busy meanwhile, so that no list
// is opened before the one being paged has shown its threads (when the
// threads run out first, lists wait: see wait).
func listOrder(urlType string) float64 {
	switch urlType {
	case TypeIndexFlip:
		return 2
	case TypeThread, TypeThreadFlip:
		return 1
	}
	return 0
}

// listTally is what the crawl has seen of one kind of list.
type listTally struct {
	listed, fresh int  // thread links its pages showed, and those new to the crawl
	productive    int  // pages that showed a new thread
	dry           int  // pages in a row that showed threads, none new
	pruned        bool // its URLs are dropped, but for samples
	popped        int  // its URLs popped since it was pruned
	inFlight      int  // its pages being fetched
}

// dryEnough reports whether a run of dry pages prunes the kind.
func (k *listTally) dryEnough(dry int) bool {
	return dry >= max(dryPages, (k.productive+1)/2)
}

// lists holds the tallies of a crawl's kinds of lists. It lives in memory:
// a resumed crawl tallies afresh.
type lists struct {
	kinds  map[string]*listTally
	paging int // index-flip pages in flight
}

func newLists() *lists { return &lists{kinds: map[string]*listTally{}} }

// tally is the tally of kind, new if the crawl has not seen it yet.
func (ls *lists) tally(kind string) *listTally {
	k := ls.kinds[kind]
	if k == nil {
		k = &listTally{}
		ls.kinds[kind] = k
	}
	return k
}

// wait reports whether a URL of urlType and kind is to wait for pages in
// flight. A list is opened (an index URL) only when no list is being
// paged: the pages to come may show the threads it would find first.
// And a URL waits while its kind's pages in flight, were they all dry,
// would prune the kind and drop it. Fetched one at a time, lists are
// paged through before others are opened, and a kind is pruned before its
// next page is fetched; waiting keeps a concurrent crawl to that order.
func (ls *lists) wait(urlType, kind string) bool {
	if urlType == TypeIndex && ls.paging > 0 {
		return true
	}
	k := ls.kinds[kind]
	return k != nil && !k.pruned && k.inFlight > 0 && k.dryEnough(k.dry+k.inFlight)
}

// fetching counts a page of urlType and kind in flight (n = 1) or no
// longer (n = -1).
func (ls *lists) fetching(urlType, kind string, n int) {
	if urlType == TypeIndexFlip {
		ls.paging += n
	}
	if kind != "" {
		ls.tally(kind).inFlight += n
	}
}

// observe adds a fetched page of kind that showed listed thread links,
// fresh of them new. It reports whether the kind was pruned or revived by
// this page.
func (ls *lists) observe(kind string, listed, fresh int) (pruned, revived bool) {
	if kind == "" || listed == 0 {
		return false, false
	}
	k := ls.tally(kind)
	k.listed += listed
	k.fresh += fresh
	if fresh > 0 {
		k.productive++
		k.dry = 0
		revived, k.pruned = k.pruned, false
		return false, revived
	}
	k.dry++
	if !k.pruned && k.dryEnough(k.dry) {
		k.pruned, k.popped = true, 0
		return true, false
	}
	return false, false
}

// drop reports whether a popped URL of kind is to be dropped: the kind is
// pruned and the URL is not one of its samples.
func (ls *lists) drop(kind string) bool {
	k := ls.kinds[kind]
	if k == nil || !k.pruned {
		return false
	}
	k.popped++
	return k.popped%sampleEvery != 0
}
