package entry

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"net/url"
	"path"
	"slices"
	"strings"

	"focus/align"
	"focus/fetch"
	"focus/pagetype"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// ErrNoForum is wrapped by Find's error when the page belongs to no forum.
var ErrNoForum = errors.New("no forum found")

// DefaultBudget is the fetches Find spends unless told otherwise: a few
// dozen, as each costs a politeness delay on a real site.
const DefaultBudget = 40

// Options tune Find.
type Options struct {
	Budget int          // most fetches, the start page included; 0: DefaultBudget
	Logger *slog.Logger // nil: silent

	fromMember bool // started again from a thread of a member's page (see memberThread)
}

// Candidate is one URL Find considered for the entry.
type Candidate struct {
	URL   string
	Score float64 // higher is better; below zero: ruled out
	Why   []string
}

// Result is the entry Find chose and how.
type Result struct {
	Entry      string
	Candidates []Candidate // best first
	Fetches    int
}

// Weights of the evidence that a site names a candidate as its home. Being
// the first breadcrumb or linked as "Board index" counts more than being a
// path ancestor; an entry page names itself its home, a board page does not.
const (
	wCrumbFirst = 3.0
	wCrumbNext  = 2.0
	wCrumbOther = 1.0
	wHome       = 2.0
	wAncestor   = 1.0
	wRoot       = 1.0
	wStart      = 0.5
	wSelfHome   = 2.0
	// targets is how many destinations of a candidate's best column are
	// classified to vote on whether it holds a forum.
	targets = 3
	// minTemplate is the share of link tag paths a page must share with the
	// start page to count as the same site's template.
	minTemplate = 0.3
	// bareLinks is the fewest distinct link tag paths a start page needs for
	// its template to tell anything: print views, mobile and archive views,
	// post pop-ups and login pages have fewer.
	bareLinks = 8
)

// Find returns the entry URL of the forum that pageURL belongs to. It
// fetches through client (robots.txt and politeness are the client's) at
// most o.Budget pages, and labels pages with c.
func Find(ctx context.Context, client *fetch.Client, c *pagetype.Classifier, pageURL string, o Options) (Result, error) {
	f := &finder{client: client, cls: c, log: o.Logger, budget: o.Budget, pages: map[string]*page{}}
	if f.budget <= 0 {
		f.budget = DefaultBudget
	}
	if f.log == nil {
		f.log = slog.New(slog.DiscardHandler)
	}
	start, err := f.load(ctx, pageURL)
	if err != nil {
		return Result{Fetches: f.fetches}, err
	}
	if start == nil {
		return Result{Fetches: f.fetches}, fmt.Errorf("%w: %s is not an HTML page of its host", ErrNoForum, pageURL)
	}
	f.host = host(start.final)
	if len(start.template) < bareLinks {
		// A bare page naming the page it returns to (a login form's
		// redirect_to) is reached from that page, and a printable view
		// (display=print) is its page's view, or says which page it
		// prints in its text (e107's "This topic is from ...:
		// /forum_viewtopic.php?id=43"): start from there.
		for _, u := range slices.Concat([]string{returnTo(start.final)}, written(start.doc.Root, start.final), unviewed(start.final)) {
			if u == "" {
				continue
			}
			p, err := f.load(ctx, u)
			if ctx.Err() != nil {
				return Result{Fetches: f.fetches}, fmt.Errorf("entry: %w", ctx.Err())
			}
			if err == nil && p != nil && len(p.template) >= bareLinks {
				f.log.Debug("entry: starting from the page the start page returns to or shows", "page", pageURL, "from", p.final)
				start = p
				break
			}
		}
	}
	f.start = start
	f.startLinks = f.placed(start)
	cands := f.candidates()
	for _, k := range cands {
		if err := f.evaluate(ctx, k); err != nil {
			return Result{Fetches: f.fetches}, err
		}
	}
	f.attachAlike(cands)
	cands = f.merge(cands)
	f.rank(cands)
	r := Result{Fetches: f.fetches}
	for _, k := range cands {
		r.Candidates = append(r.Candidates, Candidate{URL: f.key(k.url), Score: k.score, Why: k.why})
	}
	if len(cands) == 0 || cands[0].score < 0 {
		err := fmt.Errorf("%w: none of %d candidates for %s holds a forum that page belongs to", ErrNoForum, len(cands), pageURL)
		other := 0
		for _, p := range f.loaded {
			if p.typ == pagetype.Other {
				other++
			}
		}
		if pagetype.MostlyOther(other, len(f.loaded)) {
			err = fmt.Errorf("%w; %w (%d pages)", err, pagetype.ErrAllOther, len(f.loaded))
		}
		return r, err
	}
	if t := f.memberThread(cands[0]); t != nil && !o.fromMember {
		// A member's page lists the member's posts, each in a thread
		// whose breadcrumb names the forum the member's page does not
		// (Redmine's /users/U beside its projects' boards).
		f.log.Debug("entry: starting from a thread of the member's page", "page", pageURL, "thread", t.final)
		again := o
		again.Budget, again.fromMember = f.budget-f.fetches, true
		if again.Budget > 0 {
			tr, err := Find(ctx, client, c, t.final, again)
			if err == nil {
				tr.Fetches += f.fetches
				return tr, nil
			}
			f.fetches += tr.Fetches
			r.Fetches = f.fetches
		}
	}
	r.Entry = f.key(cands[0].page.final)
	f.log.Debug("entry found", "page", pageURL, "entry", r.Entry, "fetches", f.fetches)
	return r, nil
}

// memberThread is, when the winning candidate k is the start page and
// that is a member's page (see align.IsProfileURL), a thread page its
// best column led to whose breadcrumb names neither the start page nor
// any page the start page links: the thread sits in a forum the member's
// page does not name. Otherwise nil.
func (f *finder) memberThread(k *cand) *page {
	if k.page != f.start || !align.IsProfileURL(f.start.final) {
		return nil
	}
	linked := map[string]bool{f.key(f.start.final): true}
	for _, l := range f.start.links {
		linked[f.key(l.URL)] = true
	}
	for _, t := range k.sampled {
		if t.typ != pagetype.Thread || len(t.trail) == 0 {
			continue
		}
		if !slices.ContainsFunc(t.trail, func(u string) bool { return linked[f.key(u)] }) {
			return t
		}
	}
	return nil
}

// finder holds one discovery's state: the pages fetched so far and the
// session parameters seen in their links.
type finder struct {
	client     *fetch.Client
	cls        *pagetype.Classifier
	log        *slog.Logger
	budget     int
	fetches    int
	session    []string
	host       string
	start      *page
	startLinks map[string]bool  // the start page's links (see placed)
	loaded     []*page          // in the order fetched
	pages      map[string]*page // by normalised URL, as requested and as ended; nil: not a usable page
}

// cand is a candidate entry under evaluation.
type cand struct {
	url      string
	prior    float64
	why      []string
	page     *page
	forum    bool    // its best column leads to index or thread pages
	attached bool    // it belongs to the start page's site
	leads    bool    // its columns lead to the start page or a page it links
	sampled  []*page // the pages of its best column that voted
	score    float64
	aliases  []string // other URLs of its page (see merge)
}

func (f *finder) key(u string) string { return normalise(u, f.session) }

// load fetches and analyses a page once; nil (without error) when it is
// not an HTML page on the start page's host or the budget is spent.
func (f *finder) load(ctx context.Context, raw string) (*page, error) {
	k := f.key(raw)
	if k == "" || f.host != "" && host(k) != f.host {
		return nil, nil // a member's homepage, say: another site, not to be fetched
	}
	if p, ok := f.pages[k]; ok {
		return p, nil
	}
	if f.fetches >= f.budget {
		f.log.Debug("entry: budget spent", "url", raw)
		return nil, nil
	}
	f.fetches++
	f.pages[k] = nil
	got, err := f.client.Get(ctx, raw)
	if err != nil {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("entry: %w", ctx.Err())
		}
		if f.start == nil {
			return nil, fmt.Errorf("entry: %w", err)
		}
		f.log.Debug("entry: fetch failed", "url", raw, "err", err)
		return nil, nil
	}
	if got.Status != 200 || !strings.Contains(got.ContentType, "html") ||
		(f.host != "" && host(got.FinalURL) != f.host) {
		if f.start == nil && got.Status != 200 {
			return nil, fmt.Errorf("entry: %s answered %d", raw, got.Status)
		}
		return nil, nil
	}
	d, err := align.Parse(bytes.NewReader(got.Body), got.FinalURL)
	if err != nil {
		return nil, nil
	}
	d.Now = got.Clock()
	p := &page{url: raw, final: got.FinalURL, typ: f.cls.Classify(d).Type}
	analyse(p, d, f.shownOn(f.startLinks))
	f.session = mergeSorted(f.session, sessionParams(p.links))
	f.pages[k] = p
	f.pages[f.key(p.final)] = p
	f.loaded = append(f.loaded, p)
	return p, nil
}

// shownOn reports, for a link, whether the page whose links are set (see
// placed) has it at the same tag path: the site's menus and sidebars, the
// chrome of a page judged against another. Against the start page's links
// before it is read, nothing is.
func (f *finder) shownOn(set map[string]bool) func(align.Link) bool {
	return func(l align.Link) bool { return set[f.place(l)] }
}

// placed is the set of a page's links by place (see place).
func (f *finder) placed(p *page) map[string]bool {
	set := map[string]bool{}
	for _, l := range p.links {
		set[f.place(l)] = true
	}
	return set
}

// place is a link's tag path and normalised URL.
func (f *finder) place(l align.Link) string { return l.Path + " " + f.key(l.URL) }

// rejudge reads the start page's columns again once another page of the
// site is at hand to tell its chrome by: the start page was read before
// any.
func (f *finder) rejudge(s *page) {
	for _, o := range f.loaded {
		if f.key(o.final) != f.key(s.final) {
			s.best, s.content = columns(s.doc, s.trail, f.shownOn(f.placed(o)))
			return
		}
	}
}

// candidates gathers the URLs the start page points up to, strongest
// evidence first.
func (f *finder) candidates() []*cand {
	s := f.start
	byKey := map[string]*cand{}
	var out []*cand
	add := func(u string, w float64, why string) {
		k := f.key(u)
		if k == "" || host(k) != f.host {
			return
		}
		c := byKey[k]
		if c == nil {
			c = &cand{url: u}
			byKey[k] = c
			out = append(out, c)
		}
		c.prior += w
		c.why = append(c.why, why)
	}
	for i, u := range s.trail {
		switch i {
		case 0:
			add(u, wCrumbFirst, "breadcrumb root")
		case 1:
			add(u, wCrumbNext, "breadcrumb 2")
		default:
			add(u, wCrumbOther, fmt.Sprintf("breadcrumb %d", i+1))
		}
	}
	for _, u := range sortedKeys(s.homes) {
		add(u, wHome, s.homes[u])
	}
	anc := ancestors(s.final)
	for _, u := range anc[:len(anc)-1] {
		add(u, wAncestor, "path ancestor")
	}
	add(anc[len(anc)-1], wRoot, "host root")
	add(s.final, wStart, "start page")
	slices.SortStableFunc(out, func(a, b *cand) int { return cmp.Compare(b.prior, a.prior) })
	return out
}

// evaluate fetches a candidate and decides whether it holds a forum and
// belongs to the start page's site.
func (f *finder) evaluate(ctx context.Context, k *cand) error {
	p, err := f.load(ctx, k.url)
	if err != nil || p == nil {
		return err
	}
	k.page = p
	if p == f.start {
		f.rejudge(p)
	}
	if f.key(p.final) != f.key(k.url) {
		k.why = append(k.why, "redirects to "+f.key(p.final))
	}
	self := f.key(p.final)
	skip := func(u string) bool { return f.key(u) == self }
	votes := 0
	voted := map[string]bool{}
	for round := 1; round <= 3; round++ {
		for _, u := range sample(p.best, round*targets, skip) {
			if voted[u] {
				continue
			}
			voted[u] = true
			t, err := f.load(ctx, u)
			if err != nil {
				return err
			}
			if t != nil {
				k.sampled = append(k.sampled, t)
			}
		}
		votes = forumVotes(k.sampled)
		k.forum = holdsForum(votes, len(k.sampled), p.typ != pagetype.Other)
		// A split sample is taken again with more destinations, up to
		// three times as many: a forum's home page may look unlike every
		// training site's where its boards do not (two of three, the page
		// itself 'other'), and a column of the latest topics or posts holds
		// new threads of one post, which the classifier may take for
		// 'other' (one of three, three of six; all three on a list page of
		// unanswered questions).
		if k.forum || votes == 0 && p.typ == pagetype.Other || len(k.sampled) < targets {
			break
		}
	}
	n := len(k.sampled)
	k.why = append(k.why, fmt.Sprintf("%s; %d/%d of its best column index or thread", p.typ, votes, n))
	if !k.forum && votes == 0 && n >= 2 && k.prior >= wHome {
		ok, err := f.listsOfLists(ctx, k)
		if err != nil {
			return err
		}
		if ok {
			k.forum = true
			k.why = append(k.why, "its best column's pages list index pages")
		}
	}
	k.attached = f.attached(k)
	return nil
}

// forumVotes counts the sampled pages that are index or thread pages: those
// the classifier reads so, and those it reads 'other' that show a post
// naming its author and date and are laid out as a sampled page it reads a
// thread. A question of one post, or a topic without replies, is little to
// judge by, and the classifier takes it for 'other' as often as not where
// the longer threads of the same template read as threads.
func forumVotes(sampled []*page) int {
	votes := 0
	for _, t := range sampled {
		switch {
		case t.typ == pagetype.Index || t.typ == pagetype.Thread:
			votes++
		case align.Authored(t.doc.Posts()) > 0 && slices.ContainsFunc(sampled, func(o *page) bool {
			return o.typ == pagetype.Thread && align.SameLayout(o.doc.Root, t.doc.Root)
		}):
			votes++
		}
	}
	return votes
}

// listsOfLists reports whether the pages k's best column led to, none of
// them index or thread pages, themselves lead to index pages, by two
// thirds of a sample of their best columns: a site's home that names
// itself home and lists courses, each a page of forums that reads as
// 'other', holds the forums of them all.
func (f *finder) listsOfLists(ctx context.Context, k *cand) (bool, error) {
	n, lists := 0, 0
	for _, t := range k.sampled[:min(2, len(k.sampled))] {
		self := f.key(t.final)
		for _, u := range sample(t.best, targets, func(u string) bool { return f.key(u) == self }) {
			d, err := f.load(ctx, u)
			if err != nil {
				return false, err
			}
			if d == nil {
				continue
			}
			n++
			if d.typ == pagetype.Index {
				lists++
			}
		}
	}
	return n >= 2 && 3*lists >= 2*n, nil
}

// holdsForum decides whether a page whose best column led to votes index
// or thread pages out of n holds a forum: two thirds of them at least, all
// of them or, counting the page's own label as one more vote, two thirds
// still. The own label is a weak vote: the classifier takes some entry
// pages for threads, so only "other" counts against it. A column of one
// link is no list of boards.
func holdsForum(votes, n int, own bool) bool {
	o := 0
	if own {
		o = 1
	}
	return n >= 2 && 3*votes >= 2*n && (votes == n || 3*(votes+o) >= 2*(n+1))
}

// attached reports whether a candidate belongs to the start page's site:
// it is the start page, its columns lead to the start page or to a page
// the start page links (its board, a thread it lists), or both wear the
// same template.
func (f *finder) attached(k *cand) bool {
	p, s := k.page, f.start
	if f.key(p.final) == f.key(s.final) {
		k.leads = true
		return true
	}
	// The start page without its query is the page it sorts or filters.
	linked := map[string]bool{f.key(s.url): true, f.key(s.final): true, f.key(withoutQuery(s.final)): true}
	for _, l := range s.links {
		linked[f.key(l.URL)] = true
	}
	for _, l := range p.content {
		if linked[f.key(l.URL)] {
			k.why = append(k.why, "leads to the start page's links")
			k.leads = true
			return true
		}
	}
	share := templateShare(p, s)
	k.why = append(k.why, fmt.Sprintf("template %.2f", share))
	if share >= minTemplate {
		return true
	}
	// A bare start page has no template to compare: the links it has and
	// the path it sits under are all that place it.
	above := slices.ContainsFunc(ancestors(s.final), func(u string) bool { return f.key(u) == f.key(k.url) })
	if len(s.template) < bareLinks && (linked[f.key(k.url)] || above) {
		k.why = append(k.why, "linked from or above a bare start page")
		return true
	}
	return false
}

// attachAlike attaches the candidates that wear the template of an
// attached one: a site's home may share fewer of its links' places with
// a board it starts from than with the category between them (Khoros's
// home, a column of recent posts, and its categories).
func (f *finder) attachAlike(cands []*cand) {
	for changed := true; changed; {
		changed = false
		for _, k := range cands {
			if k.page == nil || k.attached {
				continue
			}
			for _, d := range cands {
				if d.attached && d.page != nil && templateShare(k.page, d.page) >= minTemplate {
					k.attached, changed = true, true
					k.why = append(k.why, "template of "+f.key(d.page.final))
					break
				}
			}
		}
	}
}

// templateShare is the share of the tag paths of links that two pages
// have in common, of the fewer of the two.
func templateShare(a, b *page) float64 {
	shared := 0
	for path := range a.template {
		if b.template[path] {
			shared++
		}
	}
	if m := min(len(a.template), len(b.template)); m > 0 {
		return float64(shared) / float64(m)
	}
	return 0
}

// merge joins the candidates that are one page under two URLs ("/" and
// "/index.php"), which would otherwise each sit below the other. The URL
// with the stronger evidence stays; the evidence adds up.
func (f *finder) merge(cands []*cand) []*cand {
	var out []*cand
	seen := map[string]*cand{}
	for _, k := range cands {
		id := f.identity(k.page)
		if first := seen[id]; id != "" && first != nil {
			first.prior += k.prior
			first.why = append(first.why, "same page as "+f.key(k.url))
			first.aliases = append(first.aliases, k.url)
			continue
		}
		seen[id] = k
		out = append(out, k)
	}
	return out
}

// identity names a page by the links of its main columns, which are the
// same whatever URL the page was reached by; "" when there are too few to
// tell.
func (f *finder) identity(p *page) string {
	if p == nil || len(p.content) < 3 {
		return ""
	}
	keys := make([]string, len(p.content))
	for i, l := range p.content {
		keys[i] = f.key(l.URL)
	}
	slices.Sort(keys)
	return p.typ + "\n" + strings.Join(keys, "\n")
}

// rank scores the candidates and sorts them best first: ruled out when not
// a forum of the start page's site or below another one that is; otherwise
// by how strongly the site names it home.
func (f *finder) rank(cands []*cand) {
	var kept []*cand
	for _, k := range cands {
		if k.page != nil && k.forum && k.attached {
			kept = append(kept, k)
		}
	}
	// shadowed: why a kept candidate gives way to one below it.
	shadowed := map[*cand]string{}
	for _, k := range kept {
		if d := f.within(k, kept); d != nil {
			shadowed[k] = "its forum lies under " + f.key(d.page.final)
		} else if d := f.astray(k, kept); d != nil {
			shadowed[k] = "leads away from the start page, unlike " + f.key(d.page.final)
		} else if d := f.beside(k, kept); d != nil {
			shadowed[k] = "lists pages out of the forum at " + f.key(d.page.final)
		}
	}
	for _, k := range kept {
		if d := f.apart(k, kept); d != nil && shadowed[k] == "" && shadowed[d] == "" {
			shadowed[k] = "holds not the start page's own forum at " + f.key(d.page.final)
		}
	}
	for _, k := range cands {
		switch {
		case k.page == nil:
			k.score = -3
			k.why = append(k.why, "not fetched or not a page")
		case !k.forum:
			k.score = -2
			k.why = append(k.why, "holds no forum")
		case !k.attached:
			k.score = -2
			k.why = append(k.why, "another site's page")
		default:
			k.score = k.prior
			if f.selfHome(k.page) {
				k.score += wSelfHome
				k.why = append(k.why, "names itself home")
			}
			if why := shadowed[k]; why != "" {
				k.score = -1
				k.why = append(k.why, why)
				break
			}
			for _, d := range kept {
				// Each below the other: a link up was taken for content.
				// The evidence cancels out.
				if d != k && shadowed[d] == "" && f.below(k, d) && !f.below(d, k) {
					k.score = -1
					k.why = append(k.why, "below "+f.key(d.page.final))
					break
				}
			}
		}
	}
	slices.SortStableFunc(cands, func(a, b *cand) int { return cmp.Compare(b.score, a.score) })
}

// within returns a kept candidate below k's path whose folder holds all of
// k's best column: a forum at /forums/ (or /forum) beside an article or
// landing page at / whose sidebar lists the forum's topics. The folder,
// not the page above it, is the forum's root. A page that is itself a
// list (a Q&A site's / listing questions, all of them under /questions/)
// is the site's home, unless the forum below lists more (a dashboard's
// box of the latest posts is a shorter list than the forum's boards) or
// the start page names the one below its home ("Forums" in a menu: a
// landing page's box of the latest topics lists more than the forum's
// first column of boards when the boards nest their sub-boards). A
// forum page (not "other") whose column is a part of the lower one's (a
// blog's home showing the latest posts of its year's archive, a forum
// index one board's sub-boards) is above it, not beside it; a landing
// page's box of the latest topics is beside the forum. A folder named by a
// number (a blog's /2026/, whose archive lists more than its home when
// the home's latest posts are all of one year) is no forum's root. The
// folder may be that of another URL of the lower page: Elgg's
// discussion/all is discussion/ too, the folder of its topics.
func (f *finder) within(k *cand, kept []*cand) *cand {
	best := k.page.best
	if len(best) == 0 {
		return nil
	}
	base := folder(k.page.final)
	for _, d := range kept {
		if k.page.typ == pagetype.Index && len(best) >= len(d.page.best) && !f.named(d) ||
			k.page.typ != pagetype.Other && subset(best, d.page.best) {
			continue
		}
		for _, u := range append([]string{d.page.final}, d.aliases...) {
			dir := folder(u)
			if dir == base || !strings.HasPrefix(dir, base) || numbered(dir) {
				continue
			}
			if !slices.ContainsFunc(best, func(u string) bool { return !strings.HasPrefix(pathOf(u), dir) }) {
				return d
			}
		}
	}
	return nil
}

// numbered reports whether a folder is named by a number: an item (a
// year's archive, a board by id), never the root of a forum.
func numbered(dir string) bool {
	name := path.Base(dir)
	return name != "" && strings.Trim(name, "0123456789") == ""
}

// astray returns the candidate below k that the start page names its home
// ("Forums"), when that one's columns lead to the start page or the pages
// it links and k's do not: a site's front page of articles above its forum
// (Drupal's / over /forum), which belongs to the site by its template only.
// A name it must be: rel=start links the first page of a series (a
// sorted board's first page from its second), which leads to the start
// page's topics where the forum's home, showing boards, does not.
func (f *finder) astray(k *cand, kept []*cand) *cand {
	if k.leads {
		return nil
	}
	for _, d := range kept {
		if d != k && d.leads && f.calls(d) && f.below(d, k) {
			return d
		}
	}
	return nil
}

// beside returns the candidate below k that the start page calls its home
// by name ("Forums") and k's lists do not link, when the pages its best column
// leads to name it in their breadcrumbs and those of k's do not: a site's
// front page of articles above its forum (Drupal's / over /forum), reached
// from a page that links neither's lists (a login form, a comment's
// permalink). A board below a forum's home is in the home's lists. So is
// a section of the forum (Phorum's folder, index.php?6, whose "Forum List"
// is its own): the pages k's column leads to name another section of its
// form in their breadcrumbs (index.php?3).
func (f *finder) beside(k *cand, kept []*cand) *cand {
	for _, d := range kept {
		keys := f.keys(d)
		sibling := func(u string) bool { return !keys[f.key(u)] && sameForm(u, d.page.final) }
		if d != k && f.calls(d) && f.below(d, k) &&
			!slices.ContainsFunc(k.page.content, func(l align.Link) bool { return keys[f.key(l.URL)] }) &&
			f.crumbed(d.sampled, keys) && !f.crumbed(k.sampled, keys) &&
			!slices.ContainsFunc(k.sampled, func(p *page) bool { return slices.ContainsFunc(p.trail, sibling) }) {
			return d
		}
	}
	return nil
}

// apart returns the start page when it is a kept forum that names itself
// home and sits under no other kept candidate (their lists and the
// breadcrumbs name it not; a Moodle forum names itself home below its
// course): a blog at / beside the forum at /community/ the crawl starts from,
// whose shared menu links each from the other. A page that is its own home
// belongs to its own forum, unless it gives way itself (rank): a front
// page of articles above the forum its menu calls "Forums".
func (f *finder) apart(k *cand, kept []*cand) *cand {
	for _, d := range kept {
		if d != k && d.page == f.start && f.selfHome(d.page) &&
			!slices.ContainsFunc(kept, func(e *cand) bool { return e != d && f.below(d, e) }) {
			return d
		}
	}
	return nil
}

// keys are the normalised URLs of a candidate: as linked and as fetched.
func (f *finder) keys(k *cand) map[string]bool {
	return map[string]bool{f.key(k.url): true, f.key(k.page.final): true}
}

// crumbed reports whether one of ps has a page of keys in its breadcrumb.
func (f *finder) crumbed(ps []*page, keys map[string]bool) bool {
	return slices.ContainsFunc(ps, func(p *page) bool {
		return slices.ContainsFunc(p.trail, func(u string) bool { return keys[f.key(u)] })
	})
}

// named reports whether the start page links k as its home.
func (f *finder) named(k *cand) bool { return f.homed(k, "") }

// calls reports whether the start page links k by a home's name
// ("Forums", "Board index"), not by a breadcrumb's place or a rel.
func (f *finder) calls(k *cand) bool { return f.homed(k, "named ") }

// homed reports whether the start page links k as its home for a reason
// that starts with why (see homes).
func (f *finder) homed(k *cand, why string) bool {
	keys := f.keys(k)
	for u, w := range f.start.homes {
		if keys[f.key(u)] && strings.HasPrefix(w, why) {
			return true
		}
	}
	return false
}

// subset reports whether every URL of a is in b; both are sorted.
func subset(a, b []string) bool {
	return !slices.ContainsFunc(a, func(u string) bool {
		_, found := slices.BinarySearch(b, u)
		return !found
	})
}

// returnTo is the page of raw's own host that one of its query
// parameters names, as a login form's redirect_to, destination or
// referer does, or "".
func returnTo(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	q := u.Query()
	for _, k := range slices.Sorted(maps.Keys(q)) {
		for _, v := range q[k] {
			if !strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "http") {
				continue
			}
			back, err := u.Parse(v)
			if err == nil && (back.Scheme == "http" || back.Scheme == "https") && host(back.String()) == host(raw) && back.String() != u.String() {
				return back.String()
			}
		}
	}
	return ""
}

// written returns the first URLs of raw's host that the page at raw
// writes out in its text rather than links, absolute or from the root
// (a printable view naming the page it prints), at most maxUnviewed.
func written(root *html.Node, raw string) []string {
	base, err := url.Parse(raw)
	if err != nil {
		return nil
	}
	var out []string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		switch {
		case len(out) == maxUnviewed:
			return
		case n.Type == html.ElementNode && (n.DataAtom == atom.A || n.DataAtom == atom.Script || n.DataAtom == atom.Style):
			return
		case n.Type == html.TextNode:
			for _, f := range strings.Fields(n.Data) {
				f = strings.TrimRight(strings.TrimLeft(f, `("'<`), `.,;:!?)]}"'>`)
				if !strings.HasPrefix(f, "http://") && !strings.HasPrefix(f, "https://") && (len(f) < 2 || f[0] != '/' || f[1] == '/') {
					continue
				}
				u, err := base.Parse(f)
				if err != nil || (u.Scheme != "http" && u.Scheme != "https") || host(u.String()) != host(raw) {
					continue
				}
				u.Fragment = ""
				if s := u.String(); s != raw && !slices.Contains(out, s) && len(out) < maxUnviewed {
					out = append(out, s)
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(root)
	return out
}

// maxUnviewed bounds the parameters unviewed drops, and the URLs written
// takes.
const maxUnviewed = 3

// unviewed is raw with one parameter dropped, for each of its first
// parameters whose value is a word (display=print, action=printpage): the
// page a view of it shows, if raw is a view. Numbers name the item, and
// stay.
func unviewed(raw string) []string {
	u, err := url.Parse(raw)
	if err != nil {
		return nil
	}
	sep := "&"
	if !strings.Contains(u.RawQuery, "&") && strings.Contains(u.RawQuery, ";") {
		sep = ";" // SMF's action=printpage;topic=5.0
	}
	params := strings.Split(u.RawQuery, sep)
	var out []string
	for i, kv := range params {
		_, v, ok := strings.Cut(kv, "=")
		if !ok || v == "" || strings.ContainsAny(v[:1], "0123456789") {
			continue
		}
		w := *u
		w.RawQuery = strings.Join(slices.Concat(params[:i], params[i+1:]), sep)
		out = append(out, w.String())
		if len(out) == maxUnviewed {
			break
		}
	}
	return out
}

// withoutQuery is a URL without its query.
func withoutQuery(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	u.RawQuery = ""
	return u.String()
}

// folder is the path of a URL as a directory: /forums/ of itself, /forum
// (a Joomla menu item) over /forum/boards.
func folder(raw string) string {
	p := pathOf(raw)
	if !strings.HasSuffix(p, "/") {
		p += "/"
	}
	return p
}

// pathOf is the path of a URL, "/" for none.
func pathOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Path == "" {
		return "/"
	}
	return u.Path
}

// selfHome reports whether a page's own breadcrumb root or home links lead
// to itself, as an entry page's do and a board page's do not.
func (f *finder) selfHome(p *page) bool {
	self := f.key(p.final)
	if len(p.trail) > 0 && f.key(p.trail[0]) == self {
		return true
	}
	for u := range p.homes {
		if f.key(u) == self {
			return true
		}
	}
	return false
}

// below reports whether k sits under d in the site: d's columns list k, or a
// breadcrumb (the start page's, or k's own) names d before k.
func (f *finder) below(k, d *cand) bool {
	kk, dk := f.keys(k), f.keys(d)
	if kk[f.key(d.page.final)] {
		return false // the same page reached twice
	}
	for _, l := range d.page.content {
		// A link at a tag path k's page also has is the site's chrome (a
		// menu, a header), which links every page to every other.
		if kk[f.key(l.URL)] && !k.page.template[l.Path] {
			return true
		}
	}
	for _, t := range []struct {
		trail []string
		self  string
	}{{f.start.trail, f.start.final}, {k.page.trail, k.page.final}} {
		di, ki := -1, -1
		for i, u := range t.trail {
			if dk[f.key(u)] && di < 0 {
				di = i
			}
			if kk[f.key(u)] && ki < 0 {
				ki = i
			}
		}
		if ki < 0 && kk[f.key(t.self)] {
			ki = len(t.trail)
		}
		if di >= 0 && ki > di {
			return true
		}
	}
	return false
}

// sample picks up to n URLs spread evenly over list, skipping some.
func sample(list []string, n int, skip func(string) bool) []string {
	var pool []string
	for _, u := range list {
		if !skip(u) {
			pool = append(pool, u)
		}
	}
	if len(pool) <= n {
		return pool
	}
	out := make([]string, 0, n)
	for i := range n {
		out = append(out, pool[i*len(pool)/n])
	}
	return out
}

func mergeSorted(a, b []string) []string {
	if len(b) == 0 {
		return a
	}
	out := slices.Concat(a, b)
	slices.Sort(out)
	return slices.Compact(out)
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
