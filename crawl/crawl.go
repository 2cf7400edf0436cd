package crawl

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"maps"
	"math"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/net/html"

	"focus/align"
	"focus/fetch"
)

// Config controls a crawl.
type Config struct {
	Out         string // output folder; see the package doc for its layout
	MaxPages    int    // fetch budget of the whole crawl, resumed runs included; 0 = none
	Concurrency int    // parallel fetches (politeness per host is fetch's job); 0 = 1
	// Resume continues the crawl state in Out instead of starting afresh.
	// Starting afresh on a non-empty Out is an error, so nothing is lost by
	// accident; resuming an Out without state starts afresh.
	Resume bool
	// Fetch configures the HTTP client; start from fetch.DefaultConfig,
	// as its zero values mean what they say (e.g. no redirects).
	Fetch    fetch.Config
	MaxDepth int          // links more than MaxDepth hops from the seed are not followed; 0 = no limit
	Logger   *slog.Logger // nil = no logs
	// Progress, if set, is called after each group commit (one or more
	// fetches recorded) from Run's goroutine; see [Progress].
	Progress func(Stats)
	Scorer   Scorer // nil = plain breadth-first
	// Seeds are more start URLs, queued as entries after the seed given to
	// Run and fetched, like it, before any other URL: a crawl across sites,
	// with a gate that follows links off-site.
	Seeds []string
	// PruneLists drops the queued URLs of kinds of lists that show only
	// threads the crawl has already found (a blog's tag pages, once its
	// home page's pages are done), when the gate is a [Lister]; see
	// [Lister] and lists.go for the rule.
	PruneLists bool
	// Dates is how thread pages' numeric dates (04-08-2026) are read when
	// a page's own dates leave the order open: a site profile's
	// NumericDates. See [align.DateOrder].
	Dates align.DateOrder
}

// The url_types of a crawl. A gate may return others ([BFS] returns
// "link"); TypeThread and TypeThreadFlip are the ones the crawl groups
// into threads.jsonl.
const (
	TypeEntry      = "entry" // the seed
	TypeIndex      = "index"
	TypeIndexFlip  = "index-flip"
	TypeThread     = "thread"      // a thread's first page: starts a thread
	TypeThreadFlip = "thread-flip" // a later page of the thread it was reached from
)

// Page is a fetched page as a [Scorer] sees it. It is read only.
type Page struct {
	URL    string     // final URL, after redirects
	Queued string     // the URL as queued, before redirects
	Type   string     // the url_type it was fetched as
	Depth  int        // hops from a seed
	Body   []byte     // decoded to UTF-8
	Root   *html.Node // the parsed Body; nil when the page is not HTML
	Links  []Link     // its links in document order; nil when not HTML
}

// Scorer is the hook for focused crawls. Run calls it from a single
// goroutine, for each response: first Keep, then Priority for each of the
// page's links that the gate follows.
type Scorer interface {
	// Keep is the post-filter of a fetched page. Pages not kept are logged
	// with "kept": false and not archived; their links are still followed
	// (a focused crawl tunnels through irrelevant pages, ordered by
	// Priority).
	Keep(p *Page) (keep bool, score float64)
	// Priority orders the frontier: higher first, ties in FIFO order. It is
	// also called for links to URLs already queued (not those fetched or
	// being fetched): such a URL moves to the priority returned last, so a
	// scorer can accumulate evidence over several parents (e.g. OPIC cash).
	Priority(from *Page, l Link, urlType string) float64
}

// A Rescorer is a Scorer whose view of a queued URL changes as it learns
// (from the pages fetched since the URL was queued). Before a URL is
// fetched, Run asks Rescore for its priority now; if that is lower than
// the priority it was queued with, the URL goes back into the queue at the
// new priority and the next one is taken instead. Seeds are not asked.
type Rescorer interface {
	Rescore(url, urlType string, queued float64) float64
}

// Stats describes the crawl so far, resumed runs included.
type Stats struct {
	Fetched int // Gets logged in crawl.jsonl
	Queued  int // URLs in the frontier, those in flight included
	Errors  int // Gets that got no response
	// ByType counts fetches per url_type, plus under "robots" the URLs
	// that robots.txt kept the crawl from fetching (they are not logged).
	ByType      map[string]int
	EntryStatus int       // the HTTP status the seed answered with (0: no answer yet)
	ThreadsDone int       // threads written to threads.jsonl
	Pruned      int       // URLs of redundant lists dropped unfetched (Config.PruneLists)
	Started     time.Time // when the crawl began
}

// Run crawls from seed (fetched with url_type "entry", depth 0) until the
// frontier is empty, the budget is spent, ctx is cancelled or the site
// stops answering (maxUnanswered Gets in a row without any answer, or
// every Get of the run). A cancel is a clean stop: everything fetched so
// far is in the outputs, the state, threads in progress included, is
// saved, and Run returns ctx.Err() wrapped. So is a site gone silent, with
// ErrNoAnswer wrapped: the Gets that got no answer stay queued for a
// resume. A spent budget ends the crawl: threads with pages still queued
// are written, marked partial.
func Run(ctx context.Context, seed string, gate Gate, cfg Config) (Stats, error) {
	c, err := start(seed, gate, cfg)
	if err != nil {
		return Stats{}, err
	}
	err = c.loop(ctx)
	if err == nil {
		err = c.flushThreads()
	}
	if cerr := c.close(); err == nil {
		err = cerr
	}
	st := c.stats()
	c.log.Info("crawl run ended", "fetched", st.Fetched, "queued", st.Queued, "errors", st.Errors, "threads", st.ThreadsDone)
	return st, err
}

// crawler is one run of a crawl.
type crawler struct {
	cfg       Config
	gate      Gate
	log       *slog.Logger
	client    *fetch.Client
	userAgent string
	fr        *frontier
	out       *outputs
	st        state // as of the last commit, plus the changes of the one being made
	// warcBuilder is the archivers' lock around building a WARC record.
	warcBuilder sync.Mutex
	lister      Lister // with lists, when Config.PruneLists and the gate is one
	lists       *lists
	// unreadRobots are the hosts already warned of for a robots.txt that
	// could not be read: every URL of theirs is disallowed, silently else.
	unreadRobots map[string]bool
	// unanswered are the Gets since the last response that got none (a
	// robots.txt that could not be read counts as none). They stay queued
	// until a response shows the site is up (then they are logged as
	// failed) or until maxUnanswered of them stop the crawl of a site,
	// which a resume takes up again with them.
	unanswered []result
	// answered is whether any Get of this run got an answer: if none did,
	// the site is down, and the Gets held at the end stay queued.
	answered bool
}

// maxUnanswered is how many Gets in a row without any answer stop the
// crawl of a site: the site, or the network, is down, and each queued URL
// would be spent on its retries and logged as failed. A crawl across sites
// (Config.Seeds) logs them as failed and goes on.
const maxUnanswered = 10

// ErrNoAnswer is wrapped by the error of a crawl stopped because
// maxUnanswered Gets in a row got no answer.
var ErrNoAnswer = errors.New("no answer")

// start opens (or creates) the crawl state and outputs in cfg.Out.
func start(seed string, gate Gate, cfg Config) (*crawler, error) {
	for _, s := range append([]string{seed}, cfg.Seeds...) {
		if _, err := fetch.ParseURL(s); err != nil {
			return nil, fmt.Errorf("seed: %w", err)
		}
	}
	if cfg.Out == "" {
		return nil, errors.New("no output folder")
	}
	if !cfg.Resume {
		if entries, err := os.ReadDir(cfg.Out); err == nil && len(entries) > 0 {
			return nil, fmt.Errorf("output folder %s is not empty: resume its crawl or choose another", cfg.Out)
		}
	} else if _, err := os.Stat(filepath.Join(cfg.Out, stateDir)); errors.Is(err, fs.ErrNotExist) {
		// Nothing to resume: refuse before state/ is made in a folder
		// that is no crawl's.
		if err := onlyCrawlFiles(cfg.Out); err != nil {
			return nil, err
		}
	}
	if err := os.MkdirAll(cfg.Out, 0o755); err != nil {
		return nil, fmt.Errorf("create output folder: %w", err)
	}
	c := &crawler{
		cfg:       cfg,
		gate:      gate,
		log:       cfg.Logger,
		client:    fetch.New(cfg.Fetch),
		userAgent: cfg.Fetch.UserAgent,

		unreadRobots: map[string]bool{},
	}
	if c.log == nil {
		c.log = slog.New(slog.DiscardHandler)
	}
	if c.userAgent == "" {
		c.userAgent = fetch.DefaultConfig().UserAgent // what fetch.New sends
	}
	c.cfg.Concurrency = max(c.cfg.Concurrency, 1)
	if l, ok := gate.(Lister); ok && cfg.PruneLists {
		c.lister, c.lists = l, newLists()
	}

	var err error
	if c.fr, err = openFrontier(filepath.Join(cfg.Out, stateDir), c.log); err != nil {
		return nil, err
	}
	st, resumed, err := c.fr.loadState()
	if err == nil && resumed && (st.Seed != seed || !slices.Equal(st.Seeds, cfg.Seeds)) {
		err = fmt.Errorf("%s holds a crawl from other seeds (%s and %d more)", cfg.Out, st.Seed, len(st.Seeds))
	}
	if err == nil && !resumed {
		err = onlyCrawlFiles(cfg.Out)
	}
	if err == nil {
		c.st = st
		c.out, err = openOutputs(cfg.Out, &st)
	}
	if err == nil && !resumed {
		err = c.begin(seed)
	}
	if err != nil {
		if c.out != nil {
			_ = c.out.close()
		}
		_ = c.fr.close()
		return nil, err
	}
	if c.st.Stats.ByType == nil {
		c.st.Stats.ByType = map[string]int{}
	}
	if resumed {
		c.log.Info("crawl resumed", "seed", seed, "fetched", st.Stats.Fetched, "queued", st.Stats.Queued)
	} else {
		c.log.Info("crawl started", "seed", seed, "out", cfg.Out)
	}
	return c, nil
}

// begin starts a new crawl: the warcinfo record, then the seeds queued.
func (c *crawler) begin(seed string) error {
	c.st = state{Seed: seed, Seeds: c.cfg.Seeds, Stats: Stats{ByType: map[string]int{}, Started: time.Now().UTC()}}
	info, err := newArchiver(&c.warcBuilder).warcinfo(c.userAgent, c.st.Stats.Started)
	if err != nil {
		return err
	}
	if err := c.out.warc.append(info); err != nil {
		return err
	}
	if err := syncDir(c.cfg.Out); err != nil { // the new files' names must survive a crash too
		return err
	}
	t := c.fr.begin(&c.st)
	defer t.close()
	for _, s := range append([]string{seed}, c.cfg.Seeds...) {
		u, _ := url.Parse(s) // checked by start
		key := c.gate.Key(u)
		fresh, err := t.see(key)
		if err != nil {
			return err
		}
		if fresh {
			// Seeds go first, in order, before anything a scorer ranks.
			if err := t.pushSeen(key, item{URL: s, Type: TypeEntry}, math.Inf(1)); err != nil {
				return err
			}
		}
	}
	return c.commit(t)
}

func (c *crawler) close() error {
	err := c.out.close()
	if ferr := c.fr.close(); err == nil {
		err = ferr
	}
	return err
}

// job is a frontier item handed to a fetch worker.
type job struct {
	key string // queue key
	it  item
}

// result is a job's outcome.
type result struct {
	job
	started   time.Time
	took      time.Duration
	page      *fetch.Page
	err       error
	cancelled bool // the Get was cut short by ctx: not a fetch, the item stays queued
	links     []Link
	root      *html.Node  // the parsed page, for the Scorer
	thread    *threadPage // read from a page of a thread
	warc      []byte      // the gzipped WARC records of the response
	warcErr   error
}

// loop hands frontier items to Concurrency fetch workers and records their
// results in this goroutine alone, so only it touches the state and the
// outputs.
func (c *crawler) loop(ctx context.Context) error {
	fetchCtx, cancel := context.WithCancel(ctx)
	jobs := make(chan job, c.cfg.Concurrency)
	results := make(chan result, c.cfg.Concurrency) // never full: at most Concurrency jobs are out
	var wg sync.WaitGroup
	for range c.cfg.Concurrency {
		wg.Go(func() {
			a := newArchiver(&c.warcBuilder)
			for j := range jobs {
				results <- c.fetch(fetchCtx, j, a)
			}
		})
	}
	defer wg.Wait()
	defer close(jobs)
	defer cancel() // on an early return, cut the fetches in flight short

	out := 0       // jobs handed out and not yet recorded
	var held []job // popped items waiting for pages in flight (see lists.wait)
	for {
		for out < c.cfg.Concurrency && ctx.Err() == nil && !c.budgetSpent(out) {
			j, ok, err := c.next(&held)
			if err != nil {
				return err
			}
			if !ok {
				break
			}
			jobs <- j
			out++
		}
		if out == 0 {
			break
		}
		// Group commit: every result already waiting shares one sync.
		batch := []result{<-results}
		for more := true; more; {
			select {
			case r := <-results:
				batch = append(batch, r)
			default:
				more = false
			}
		}
		out -= len(batch)
		for _, r := range batch {
			c.fetching(r.job, -1)
		}
		if err := c.record(batch); err != nil {
			return err
		}
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("crawl stopped: %w", err)
	}
	if len(c.unanswered) == 0 {
		return nil
	}
	if !c.answered && len(c.cfg.Seeds) == 0 {
		return c.noAnswer()
	}
	// Nothing is left to fetch, and the last Gets got no answer, after
	// others did: they failed.
	t := c.fr.begin(&c.st)
	defer t.close()
	if err := c.settleUnanswered(t, time.Now()); err != nil {
		return err
	}
	return c.commit(t)
}

// next is the next job to hand out: the first, in frontier order, of the
// held items and the frontier's next one, that rescoring does not move,
// pruning does not drop and its kind of list does not make wait (see
// lists.wait). ok is false when there is none for now: the items left
// wait in held.
func (c *crawler) next(held *[]job) (j job, ok bool, err error) {
	for {
		key, it, popped, err := c.fr.pop()
		if err != nil {
			return job{}, false, err
		}
		if popped {
			if moved, err := c.rescore(key, it); err != nil {
				return job{}, false, err
			} else if moved {
				continue
			}
			i, _ := slices.BinarySearchFunc(*held, key, func(h job, k string) int { return strings.Compare(h.key, k) })
			*held = slices.Insert(*held, i, job{key: key, it: it})
		}
		i := slices.IndexFunc(*held, func(h job) bool { return !c.waits(h) })
		if i < 0 {
			return job{}, false, nil
		}
		j = (*held)[i]
		*held = slices.Delete(*held, i, i+1)
		if dropped, err := c.prune(j.key, j.it); err != nil {
			return job{}, false, err
		} else if dropped {
			continue
		}
		c.fetching(j, 1)
		return j, true, nil
	}
}

// waits reports whether j is to wait for the pages in flight (see
// lists.wait).
func (c *crawler) waits(j job) bool {
	return c.lists != nil && c.lists.wait(j.it.Type, c.lister.ListKind(j.it.Type, j.it.URL))
}

// fetching counts j in flight (n = 1) or no longer (n = -1).
func (c *crawler) fetching(j job, n int) {
	if c.lists != nil {
		c.lists.fetching(j.it.Type, c.lister.ListKind(j.it.Type, j.it.URL), n)
	}
}

// rescore asks a Rescorer about the popped item and, if its priority has
// dropped, puts it back at the new one. The move is written without a
// sync: lost in a crash, the item is only fetched in its old place.
func (c *crawler) rescore(key string, it item) (bool, error) {
	rs, ok := c.cfg.Scorer.(Rescorer)
	if !ok || it.Type == TypeEntry {
		return false, nil
	}
	was := queueKeyPriority([]byte(key))
	now := rs.Rescore(it.URL, it.Type, was)
	if !(now < was) || bytes.Equal(queueKey(now, 0)[:9], []byte(key)[:9]) {
		return false, nil
	}
	u, err := url.Parse(it.URL)
	if err != nil {
		return false, nil
	}
	t := c.fr.begin(&c.st)
	defer t.close()
	if err := t.move(key, c.gate.Key(u), it, now); err != nil {
		return false, err
	}
	return true, t.commitNoSync()
}

// prune drops the popped item if its kind of list is pruned (see lists).
// The drop is written without a sync: lost in a crash, the item is only
// popped again.
func (c *crawler) prune(key string, it item) (bool, error) {
	if c.lists == nil || !c.lists.drop(c.lister.ListKind(it.Type, it.URL)) {
		return false, nil
	}
	t := c.fr.begin(&c.st)
	defer t.close()
	if err := t.finish(key); err != nil {
		return false, err
	}
	c.st.Stats.Pruned++
	c.log.Debug("pruned", "url", it.URL)
	return true, t.commitNoSync()
}

// tallyList adds a fetched page to the tally of its kind of list: it
// showed listed thread links, fresh of them new to the crawl.
func (c *crawler) tallyList(it item, listed, fresh int) {
	if c.lists == nil {
		return
	}
	kind := c.lister.ListKind(it.Type, it.URL)
	switch pruned, revived := c.lists.observe(kind, listed, fresh); {
	case pruned:
		k := c.lists.kinds[kind]
		c.log.Info("pruning a kind of list: its pages show only threads already found", "kind", kind, "thread_links", k.listed, "new", k.fresh)
	case revived:
		c.log.Info("no longer pruning a kind of list: a sample showed new threads", "kind", kind, "url", it.URL)
	}
}

func (c *crawler) budgetSpent(inFlight int) bool {
	return c.cfg.MaxPages > 0 && c.st.Stats.Fetched+len(c.unanswered)+inFlight >= c.cfg.MaxPages
}

// fetch gets a job's URL, builds its WARC records and reads an HTML page:
// its links and, for a page of a thread, its title and posts. Gzipping the
// records here, in parallel, keeps it off the one recording goroutine;
// they are wasted only on pages the Scorer drops.
func (c *crawler) fetch(ctx context.Context, j job, a *archiver) result {
	r := result{job: j, started: time.Now()}
	r.page, r.err = c.client.Get(ctx, j.it.URL)
	r.took = time.Since(r.started)
	if r.err != nil {
		r.cancelled = ctx.Err() != nil
		return r
	}
	p := r.page
	r.warc, r.warcErr = a.exchange(p, c.userAgent)
	if p.Status/100 != 2 || !isHTML(p.ContentType) {
		return r
	}
	var root *html.Node
	var err error
	if j.it.Thread != "" {
		var d *align.Doc
		if r.thread, d, err = readThreadPage(p.Body, p.FinalURL, p.Clock(), c.cfg.Dates); err == nil {
			root = d.Root
		}
	} else {
		root, err = align.ParseHTML(p.Body)
	}
	if err != nil {
		c.log.Warn("page not read", "url", p.FinalURL, "err", err)
		return r
	}
	r.links = Links(root, p.FinalURL, p.Header)
	if c.cfg.Scorer != nil {
		r.root = root
	}
	return r
}

// record makes results durable: outputs first, then one state commit.
// Cancelled Gets are not fetches: their items stay queued. So are Gets
// without an answer while no response follows them (see unanswered); the
// crawl stops, with ErrNoAnswer, when maxUnanswered of them are in a row.
func (c *crawler) record(rs []result) error {
	t := c.fr.begin(&c.st)
	defer t.close()
	for _, r := range rs {
		switch {
		case r.cancelled:
			continue
		case errors.Is(r.err, fetch.ErrRobots) && !errors.Is(r.err, fetch.ErrRobotsUnread): // the site's rules, not its silence
			c.answered = true
		case r.err != nil && !errors.Is(r.err, fetch.ErrRedirectLoop):
			c.unanswered = append(c.unanswered, r)
			continue
		default: // an answer, if only redirects in a loop: the site was up when r was sent
			c.answered = true
			if err := c.settleUnanswered(t, r.started); err != nil {
				return err
			}
		}
		if err := c.settle(t, r); err != nil {
			return err
		}
	}
	if len(c.unanswered) >= maxUnanswered && len(c.cfg.Seeds) > 0 {
		// Across sites, some silent ones must not stop the others: their
		// Gets failed.
		if err := c.settleUnanswered(t, time.Now()); err != nil {
			return err
		}
	}
	if err := c.commit(t); err != nil {
		return err
	}
	if len(c.unanswered) >= maxUnanswered {
		return c.noAnswer()
	}
	return nil
}

// noAnswer is the error that stops the crawl of a site gone silent; the
// Gets held stay queued.
func (c *crawler) noAnswer() error {
	n := len(c.unanswered)
	what, held := fmt.Sprintf("%d fetches in a row (the last: ", n), "they and the rest stay"
	if n == 1 {
		what, held = "1 fetch (", "it stays"
	}
	return fmt.Errorf("crawl stopped: %w to %s%w); %s queued: run again with --resume", ErrNoAnswer, what, c.unanswered[n-1].err, held)
}

// settleUnanswered logs the held Gets without an answer sent before
// sentBefore as failed and dequeues them: the site answered a Get sent
// after them, so they failed on their own. One sent later stays held: an
// answer to a Get sent before it, arriving after it failed (two Gets in
// flight as the site goes down), says nothing of it.
func (c *crawler) settleUnanswered(t *tx, sentBefore time.Time) error {
	held := c.unanswered[:0]
	for _, r := range c.unanswered {
		if !r.started.Before(sentBefore) {
			held = append(held, r)
			continue
		}
		if err := c.settle(t, r); err != nil {
			return err
		}
	}
	c.unanswered = held
	return nil
}

// settle records one result in t: its log line, WARC records, links and
// thread page, and dequeues it.
func (c *crawler) settle(t *tx, r result) error {
	kept := false
	if errors.Is(r.err, fetch.ErrRobots) {
		c.st.Stats.ByType["robots"]++
		c.log.Debug("robots.txt disallows", "url", r.it.URL)
		if h, _ := siteHost(r.it.URL); errors.Is(r.err, fetch.ErrRobotsUnread) && !c.unreadRobots[h] {
			c.unreadRobots[h] = true
			c.log.Warn("nothing of this host is fetched", "host", h, "err", r.err)
		}
	} else {
		var err error
		if kept, err = c.logFetch(t, r); err != nil {
			return err
		}
	}
	if r.it.Thread != "" {
		if err := c.threadFetched(t, r, kept); err != nil {
			return err
		}
	}
	return t.finish(r.key)
}

// commit syncs the outputs, then saves t together with their lengths.
func (c *crawler) commit(t *tx) error {
	if err := c.out.sync(); err != nil {
		return err
	}
	c.st.LogBytes, c.st.WARCBytes, c.st.ThreadBytes = c.out.log.size, c.out.warc.size, c.out.threads.size
	if err := t.commit(); err != nil {
		return err
	}
	if c.cfg.Progress != nil {
		c.cfg.Progress(c.stats())
	}
	return nil
}

// logFetch writes a Get's log line and WARC records and queues its links.
// It reports whether a response was kept (archived).
func (c *crawler) logFetch(t *tx, r result) (bool, error) {
	rec := Record{
		URL:        r.it.URL,
		URLType:    r.it.Type,
		Depth:      r.it.Depth,
		Parent:     r.it.Parent,
		FetchedAt:  r.started.UTC(),
		DurationMS: r.took.Milliseconds(),
	}
	var warc []byte
	kept := false
	if r.err != nil {
		rec.Error = r.err.Error()
		c.st.Stats.Errors++
		c.log.Debug("fetch failed", "url", r.it.URL, "err", r.err)
	} else {
		p := r.page
		rec.FinalURL, rec.Status, rec.Redirects = p.FinalURL, p.Status, p.Redirects
		rec.FetchedAt, rec.DurationMS = p.FetchedAt.UTC(), p.Duration.Milliseconds()
		rec.Bytes, rec.ContentType, rec.Truncated = len(p.RawBody), p.ContentType, p.Truncated
		if r.it.URL == c.st.Seed {
			c.st.Stats.EntryStatus = p.Status
		}
		kept = true
		var page *Page
		if c.cfg.Scorer != nil {
			page = &Page{URL: p.FinalURL, Queued: r.it.URL, Type: r.it.Type, Depth: r.it.Depth, Body: p.Body, Root: r.root, Links: r.links}
			var score float64
			kept, score = c.cfg.Scorer.Keep(page)
			rec.Kept, rec.Score = &kept, &score
		}
		if kept {
			warc = r.warc
			if r.warcErr != nil {
				c.log.Warn("page not archived", "url", p.FinalURL, "err", r.warcErr)
			}
		}
		// A later link to a redirect target would fetch this page again.
		for _, to := range p.Redirects {
			if u, err := url.Parse(to); err == nil {
				if _, err := t.see(c.gate.Key(u)); err != nil {
					return false, err
				}
			}
		}
		listed, fresh := 0, 0
		for _, l := range r.links {
			typ, isNew, err := c.follow(t, r.it, p.FinalURL, page, l)
			if err != nil {
				return false, err
			}
			if typ == TypeThread {
				listed++
				if isNew {
					fresh++
				}
			}
		}
		c.tallyList(r.it, listed, fresh)
		c.log.Debug("fetched", "url", r.it.URL, "status", p.Status, "links", len(r.links))
	}
	line, err := json.Marshal(rec)
	if err != nil {
		return false, fmt.Errorf("encode log line: %w", err)
	}
	if err := c.out.log.append(append(line, '\n')); err != nil {
		return false, err
	}
	if err := c.out.warc.append(warc); err != nil {
		return false, err
	}
	c.st.Stats.Fetched++
	c.st.Stats.ByType[r.it.Type]++
	return kept, nil
}

// follow queues link l of page from (fetched at final) if it passes the
// depth limit, the trap guards, the gate and the seen set; a thread's
// later page only from a page of its own thread (see [ITF.SameThread]).
// page is from as the Scorer saw it (nil without one); a link to a URL
// already queued may move it. It returns the url_type the gate gave the
// link ("" if it did not follow it) and whether the URL was new to the
// crawl.
func (c *crawler) follow(t *tx, from item, final string, page *Page, l Link) (string, bool, error) {
	depth := from.Depth + 1
	if c.cfg.MaxDepth > 0 && depth > c.cfg.MaxDepth {
		return "", false, nil
	}
	u, err := url.Parse(l.URL)
	if err != nil {
		return "", false, nil
	}
	if why := trapReason(u); why != "" {
		c.log.Debug("trap guard", "url", l.URL, "why", why)
		return "", false, nil
	}
	typ, ok := c.gate.Follow(from.Type, l)
	if !ok {
		return "", false, nil
	}
	if th, ok := c.gate.(threadPager); ok && typ == TypeThreadFlip && !th.SameThread(final, l.URL) {
		return "", false, nil
	}
	key := c.gate.Key(u)
	fresh, err := t.see(key)
	if err != nil {
		return typ, false, err
	}
	if !fresh {
		if c.cfg.Scorer == nil {
			return typ, false, nil
		}
		return typ, false, t.reprioritise(key, func() float64 { return c.cfg.Scorer.Priority(page, l, typ) })
	}
	it := item{URL: l.URL, Type: typ, Depth: depth, Parent: from.URL}
	switch {
	case typ == TypeThread:
		it.Thread = key
		err = t.startThread(key, l.URL)
	case typ == TypeThreadFlip && from.Thread != "":
		it.Thread = from.Thread
		err = t.flipQueued(from.Thread)
	}
	if err != nil {
		return typ, true, err
	}
	prio := 0.0
	switch {
	case c.cfg.Scorer != nil:
		prio = c.cfg.Scorer.Priority(page, l, typ)
	case c.lists != nil:
		prio = listOrder(typ)
	}
	return typ, true, t.pushSeen(key, it, prio)
}

// gateKey is the gate's dedup key of a URL string.
func (c *crawler) gateKey(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	return c.gate.Key(u)
}

func (c *crawler) stats() Stats {
	s := c.st.Stats
	s.ByType = maps.Clone(s.ByType)
	return s
}

// onlyCrawlFiles refuses to start afresh (on --resume, with no crawl
// state found) in a folder that holds anything but the empty beginnings
// of a crawl: other files, which a crawl would write beside, or a crawl
// log with lines but no state (state/ deleted), which starting would
// truncate.
func onlyCrawlFiles(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("read output folder: %w", err)
	}
	for _, e := range entries {
		switch e.Name() {
		case stateDir, WARCFile, ThreadFile:
		case LogFile:
			if fi, err := e.Info(); err == nil && fi.Size() > 0 {
				return fmt.Errorf("%s has a %s but no crawl state to resume", dir, LogFile)
			}
		default:
			return fmt.Errorf("%s holds no crawl to resume but other files (%s): choose an empty folder", dir, e.Name())
		}
	}
	return nil
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("sync %s: %w", dir, err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("sync %s: %w", dir, err)
	}
	return nil
}
