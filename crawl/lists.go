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
// is opened before the one being paged has shown its threads.
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
}

// lists holds the tallies of a crawl's kinds of lists. It lives in memory:
// a resumed crawl tallies afresh.
type lists struct {
	kinds map[string]*listTally
}

func newLists() *lists { return &lists{kinds: map[string]*listTally{}} }

// observe adds a fetched page of kind that showed listed thread links,
// fresh of them new. It reports whether the kind was pruned or revived by
// this page.
func (ls *lists) observe(kind string, listed, fresh int) (pruned, revived bool) {
	if kind == "" || listed == 0 {
		return false, false
	}
	k := ls.kinds[kind]
	if k == nil {
		k = &listTally{}
		ls.kinds[kind] = k
	}
	k.listed += listed
	k.fresh += fresh
	if fresh > 0 {
		k.productive++
		k.dry = 0
		revived, k.pruned = k.pruned, false
		return false, revived
	}
	k.dry++
	if !k.pruned && k.dry >= max(dryPages, (k.productive+1)/2) {
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
