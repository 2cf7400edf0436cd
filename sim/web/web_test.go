package web

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/net/html"

	"focus/crawl"
	"focus/fetch"
)

// fixedBases are the hosts the in-process tests render with.
func fixedBases(w *Web) []string {
	b := make([]string, len(w.sites))
	for i := range b {
		b[i] = fmt.Sprintf("http://127.0.0.1:%d", 30000+i)
	}
	return b
}

// rendered is one page rendered in process.
type rendered struct {
	truth Page
	body  string
	ctype string
}

var (
	webOnce sync.Once
	theWeb  *Web
	thePgs  []rendered
)

// testWeb is the web of seed 1 with fixed bases and every page rendered.
func testWeb(t *testing.T) (*Web, []rendered) {
	t.Helper()
	webOnce.Do(func() {
		theWeb = New(1, Options{})
		theWeb.setBases(fixedBases(theWeb))
		thePgs = renderAll(theWeb)
	})
	return theWeb, thePgs
}

func renderAll(w *Web) []rendered {
	var out []rendered
	for _, p := range w.Pages() {
		u, _ := url.Parse(p.URL)
		s := w.hosts[u.Host]
		status, ctype, body := w.serve(s, u.EscapedPath(), u.RawQuery)
		if status != 200 {
			panic(fmt.Sprintf("%s: %d", p.URL, status))
		}
		out = append(out, rendered{truth: p, body: body, ctype: ctype})
	}
	return out
}

type anchor struct {
	url, text string
	nofollow  bool
}

// parse returns the page's links (resolved, fragment dropped) and class names.
func parse(t *testing.T, pageURL, body string) (links []anchor, classes []string) {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(body))
	if err != nil {
		t.Fatalf("%s: %v", pageURL, err)
	}
	base, _ := url.Parse(pageURL)
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		var href, rel string
		has := false
		for _, a := range n.Attr {
			switch a.Key {
			case "class":
				classes = append(classes, strings.Fields(a.Val)...)
			case "href":
				href, has = a.Val, true
			case "rel":
				rel = a.Val
			}
		}
		if n.Data != "a" || !has {
			continue
		}
		u, err := base.Parse(href)
		if err != nil {
			t.Errorf("%s: bad href %q", pageURL, href)
			continue
		}
		if u.Scheme != "http" {
			continue
		}
		u.Fragment, u.RawFragment = "", ""
		var text strings.Builder
		for c := range n.Descendants() {
			if c.Type == html.TextNode {
				text.WriteString(c.Data)
			}
		}
		links = append(links, anchor{u.String(), strings.TrimSpace(text.String()), strings.Contains(rel, "nofollow")})
	}
	return links, classes
}

func TestDeterministic(t *testing.T) {
	digest := func(seed int64) string {
		w := New(seed, Options{})
		w.setBases(fixedBases(w))
		h := sha256.New()
		for _, r := range renderAll(w) {
			j, _ := json.Marshal(r.truth)
			h.Write(j)
			h.Write([]byte(r.body))
		}
		return fmt.Sprintf("%x", h.Sum(nil))
	}
	a, b, c := digest(7), digest(7), digest(8)
	if a != b {
		t.Errorf("seed 7 built two different webs")
	}
	if a == c {
		t.Errorf("seeds 7 and 8 built the same web")
	}
}

// TestLinks: every link stays on the web and resolves, but for the
// directories' dead entries; every page is reachable from the seeds.
func TestLinks(t *testing.T) {
	w, pages := testWeb(t)
	checkLinks(t, w, pages)
}

// TestScale: a smaller web is as sound.
func TestScale(t *testing.T) {
	w := New(3, Options{Scale: 0.3})
	w.setBases(fixedBases(w))
	pages := renderAll(w)
	if len(pages) < 1000 || len(pages) > 3000 {
		t.Errorf("%d pages at scale 0.3", len(pages))
	}
	checkLinks(t, w, pages)
}

func checkLinks(t *testing.T, w *Web, pages []rendered) {
	graph := map[string][]string{}
	dead := map[string]bool{}
	for _, r := range pages {
		if !strings.HasPrefix(r.ctype, "text/html") {
			continue
		}
		links, _ := parse(t, r.truth.URL, r.body)
		for _, l := range links {
			u, _ := url.Parse(l.url)
			if w.hosts[u.Host] == nil {
				t.Errorf("%s links off the web: %s", r.truth.URL, l.url)
				continue
			}
			if _, ok := w.Truth(l.url); !ok {
				if r.truth.SiteKind != "directory" {
					t.Errorf("%s: broken link %s", r.truth.URL, l.url)
				}
				dead[l.url] = true
				continue
			}
			if !l.nofollow {
				graph[r.truth.URL] = append(graph[r.truth.URL], l.url)
			}
		}
	}
	if len(dead) == 0 || len(dead) > 40 {
		t.Errorf("%d dead directory links, want a few", len(dead))
	}
	seen := map[string]bool{}
	queue := w.Seeds()
	for _, s := range queue {
		seen[s] = true
	}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for _, v := range graph[u] {
			p, _ := w.Truth(v)
			if !seen[p.URL] {
				seen[p.URL] = true
				queue = append(queue, p.URL)
			}
		}
	}
	missed := 0
	for _, r := range pages {
		if !seen[r.truth.URL] {
			if missed++; missed <= 5 {
				t.Errorf("unreachable from the seeds: %s (%s)", r.truth.URL, r.truth.Kind)
			}
		}
	}
	if missed > 0 {
		t.Errorf("%d of %d pages unreachable", missed, len(pages))
	}
	t.Logf("%d pages, %d dead links", len(pages), len(dead))
}

// TestTruth: shares of relevant pages are low, so breadth-first harvests little.
func TestTruth(t *testing.T) {
	w, pages := testWeb(t)
	var n, medEN, medENContent, comments, opinion, opinionEN, decoys, content int
	sites := map[string]int{}
	for _, r := range pages {
		p := r.truth
		n++
		sites[p.Site]++
		if p.Content() {
			content++
		}
		if p.Lang == "en" && p.Topic == "medicine" {
			medEN++
			if p.Content() {
				medENContent++
			}
		}
		if p.HasComments {
			comments++
		}
		if p.Opinionated() {
			opinion++
			if p.Lang == "en" {
				opinionEN++
			}
		}
		if p.Decoy != "" {
			decoys++
		}
		if p.Decoy != "" && p.HasComments {
			t.Errorf("%s: a decoy on a page with comments", p.URL)
		}
		if p.Sentiment < 0 || p.Sentiment > 1 || p.Polarity < -1 || p.Polarity > 1 {
			t.Errorf("%s: sentiment %v polarity %v", p.URL, p.Sentiment, p.Polarity)
		}
		if q, ok := w.Truth(strings.ToUpper(p.URL[:4]) + p.URL[4:] + "#frag"); !ok || q != p {
			t.Errorf("Truth(%s) does not normalise", p.URL)
		}
	}
	share := func(k int) float64 { return float64(k) / float64(n) }
	t.Logf("%d pages on %d sites: content %.3f, en-medicine %.3f (content %.3f), comments %.3f, opinion %.3f (en %.3f), decoys %.3f",
		n, len(sites), share(content), share(medEN), share(medENContent), share(comments), share(opinion), share(opinionEN), share(decoys))
	for _, c := range []struct {
		name   string
		k      int
		lo, hi float64
	}{
		{"pages", n, 0, 0},
		{"en medicine", medEN, 0.10, 0.25},
		{"en medicine content", medENContent, 0.07, 0.2},
		{"with comments", comments, 0.10, 0.25},
		{"opinionated", opinion, 0.08, 0.25},
		{"english opinionated", opinionEN, 0.05, 0.2},
		{"decoys", decoys, 0.01, 0.12},
	} {
		if c.name == "pages" {
			if n < 2500 || n > 6000 {
				t.Errorf("%d pages, want a few thousand", n)
			}
			continue
		}
		if s := share(c.k); s < c.lo || s > c.hi {
			t.Errorf("share of %s pages %.3f, want %.2f-%.2f", c.name, s, c.lo, c.hi)
		}
	}
	if len(sites) < 8 || len(sites) > 13 {
		t.Errorf("%d sites", len(sites))
	}
	if _, ok := w.Truth("http://127.0.0.1:1/"); ok {
		t.Error("truth for a foreign host")
	}
}

// commentWords are the substrings a CSS-class comment detector looks for.
var commentWords = []string{"comment", "kommentar", "reply", "replies", "respond", "discuss", "reaction", "feedback", "antwort"}

func commentish(class string) bool {
	c := strings.ToLower(class)
	return slices.ContainsFunc(commentWords, func(w string) bool { return strings.Contains(c, w) })
}

// TestCommentMarkup: pages with comments carry their site's comment
// classes; pages without carry none but their declared decoy.
func TestCommentMarkup(t *testing.T) {
	_, pages := testWeb(t)
	families := map[string]bool{}
	for _, r := range pages {
		p := r.truth
		if !strings.HasPrefix(r.ctype, "text/html") {
			continue
		}
		_, classes := parse(t, p.URL, r.body)
		var hits []string
		for _, c := range classes {
			if commentish(c) {
				hits = append(hits, c)
			}
		}
		switch {
		case p.HasComments:
			families[p.CommentClass] = true
			if !slices.Contains(classes, p.CommentClass) {
				t.Errorf("%s: comments without class %q", p.URL, p.CommentClass)
			}
		case p.Decoy != "":
			if !slices.Contains(classes, p.Decoy) {
				t.Errorf("%s: decoy %q missing", p.URL, p.Decoy)
			}
		case len(hits) > 0:
			t.Errorf("%s (%s) has no comments but classes %v", p.URL, p.Kind, hits)
		}
		if size, least := len(r.body), 8<<10; p.Kind != Feed && (size < least>>(btoi(p.Kind == Print)) || size > 80<<10) {
			t.Errorf("%s: %d bytes", p.URL, size)
		}
	}
	if len(families) < 7 {
		t.Errorf("comment families %v, want variety", families)
	}
}

// TestLocality: on-topic pages link to on-topic pages, and opinionated
// pages to opinionated pages, more often than links do on average.
func TestLocality(t *testing.T) {
	w, pages := testWeb(t)
	type count struct{ from, fromHit, all, allHit int }
	topics := map[string]*count{}
	var op, com count
	for _, r := range pages {
		p := r.truth
		if !p.Content() {
			continue
		}
		links, _ := parse(t, p.URL, r.body)
		for _, l := range links {
			q, ok := w.Truth(l.url)
			if !ok || !q.Content() {
				continue
			}
			for _, topic := range []string{"medicine", "cars", "cooking", "phones"} {
				c := topics[topic]
				if c == nil {
					c = &count{}
					topics[topic] = c
				}
				c.all++
				if q.Topic == topic {
					c.allHit++
				}
				if p.Topic == topic {
					c.from++
					if q.Topic == topic {
						c.fromHit++
					}
				}
			}
			com.all++
			if q.HasComments {
				com.allHit++
			}
			if p.HasComments {
				com.from++
				if q.HasComments {
					com.fromHit++
				}
			}
			op.all++
			if q.Opinionated() {
				op.allHit++
			}
			if p.Opinionated() {
				op.from++
				if q.Opinionated() {
					op.fromHit++
				}
			}
		}
	}
	check := func(name string, c count, factor float64) {
		on, base := float64(c.fromHit)/float64(c.from), float64(c.allHit)/float64(c.all)
		t.Logf("%s: %.2f of links from such pages to such pages, %.2f of all links", name, on, base)
		if on < factor*base {
			t.Errorf("%s: no locality (%.2f vs %.2f)", name, on, base)
		}
	}
	for _, topic := range []string{"medicine", "cars", "cooking", "phones"} {
		check(topic, *topics[topic], 1.5)
	}
	check("opinion", op, 1.5)
	// Most links between content pages stay on their site, and comments
	// cluster by site: the base rate is high already.
	check("comments", com, 1.3)
}

// TestAnchors: links to articles carry the target's title as anchor text.
func TestAnchors(t *testing.T) {
	w, pages := testWeb(t)
	var toArticles, titled int
	for _, r := range pages[:len(pages)/3] {
		if !strings.HasPrefix(r.ctype, "text/html") {
			continue
		}
		links, _ := parse(t, r.truth.URL, r.body)
		for _, l := range links {
			q, ok := w.Truth(l.url)
			if !ok || !q.Content() {
				continue
			}
			toArticles++
			if strings.Contains(l.text, q.Title) || strings.Contains(q.Title, l.text) && len(l.text) > 10 {
				titled++
			}
		}
	}
	if share := float64(titled) / float64(toArticles); share < 0.6 {
		t.Errorf("%.2f of %d links to articles use the title as anchor", share, toArticles)
	}
}

// parentScorer is a focused crawler with a perfect page classifier: a
// link's priority is whether the page it was found on is relevant (S-PC
// with an oracle), more so with a title-like anchor (four words or more).
// A queued URL keeps its best priority. It shows the web rewards focus.
type parentScorer struct {
	w        *Web
	relevant func(Page) bool
	best     map[string]float64
}

func (s parentScorer) Keep(p *crawl.Page) (bool, float64) { return true, 0 }

func (s parentScorer) Priority(from *crawl.Page, l crawl.Link, _ string) float64 {
	if from == nil {
		return 0
	}
	prio := 0.0
	if p, ok := s.w.Truth(from.URL); ok && s.relevant(p) {
		prio = 1
		if len(strings.Fields(l.Anchor)) >= 4 {
			prio = 2
		}
	}
	prio = max(prio, s.best[l.URL])
	s.best[l.URL] = prio
	return prio
}

// crawlWeb crawls the running web from its seeds with scorer (nil:
// breadth-first) and returns the truths of the fetches in log order (a
// zero Page for a fetch without truth).
func crawlWeb(t *testing.T, w *Web, scorer crawl.Scorer, budget int) []Page {
	t.Helper()
	seeds := w.Seeds()
	fc := fetch.DefaultConfig()
	fc.Delay, fc.Retries = 0, 0
	dir := t.TempDir()
	// One worker: the order of the pages fetched, and so the harvest rates
	// compared, do not depend on which of several fetches ends first.
	cfg := crawl.Config{Seeds: seeds[1:], MaxPages: budget, Fetch: fc, Out: dir, Concurrency: 1, Scorer: scorer}
	st, err := crawl.Run(t.Context(), seeds[0], crawl.NewWeb(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if st.Fetched != budget {
		t.Errorf("fetched %d, want the budget %d", st.Fetched, budget)
	}
	f, err := os.ReadFile(filepath.Join(dir, crawl.LogFile))
	if err != nil {
		t.Fatal(err)
	}
	var out []Page
	for line := range bytes.SplitSeq(bytes.TrimSpace(f), []byte("\n")) {
		var rec crawl.Record
		if err := json.Unmarshal(line, &rec); err != nil {
			t.Fatal(err)
		}
		u := rec.FinalURL
		if u == "" {
			u = rec.URL
		}
		p, has := w.Truth(u)
		switch {
		case rec.Status == 404:
			if has {
				t.Errorf("404 with a truth: %s", u)
			}
		case rec.Status != 200 || !has:
			t.Errorf("%s: status %d, truth %v", u, rec.Status, has)
		}
		out = append(out, p)
	}
	return out
}

func harvest(pages []Page, relevant func(Page) bool) float64 {
	n := 0
	for _, p := range pages {
		if relevant(p) {
			n++
		}
	}
	return float64(n) / float64(len(pages))
}

var targets = []struct {
	name     string
	relevant func(Page) bool
}{
	{"en-medicine", func(p Page) bool { return p.Lang == "en" && p.Topic == "medicine" }},
	{"comments", func(p Page) bool { return p.HasComments }},
	{"opinion-en", func(p Page) bool { return p.Lang == "en" && p.Opinionated() }},
}

// TestCrawl serves the web and crawls it breadth-first across sites,
// then focused on each scorer's target: focus must pay.
func TestCrawl(t *testing.T) {
	if testing.Short() {
		t.Skip("serves and crawls")
	}
	w := New(1, Options{})
	if err := w.Start(t.Context()); err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	start := time.Now()
	const budget, focusBudget = 1500, 600
	bfs := crawlWeb(t, w, nil, budget)
	sites, kinds := map[string]int{}, map[Kind]int{}
	for _, p := range bfs {
		if p.Site != "" {
			sites[p.Site]++
			kinds[p.Kind]++
		}
	}
	t.Logf("breadth-first: %d fetches in %v; by site %v; by kind %v", len(bfs), time.Since(start).Round(time.Millisecond), sites, kinds)
	if len(sites) < len(w.sites)-2 {
		t.Errorf("breadth-first crawl reached %d sites", len(sites))
	}
	for _, c := range targets {
		t.Run(c.name, func(t *testing.T) {
			focused := crawlWeb(t, w, parentScorer{w, c.relevant, map[string]float64{}}, focusBudget)
			b, b1, f := harvest(bfs[:focusBudget], c.relevant), harvest(bfs, c.relevant), harvest(focused, c.relevant)
			t.Logf("harvest: breadth-first %.3f after %d pages, %.3f after %d; focused on the parent %.3f after %d", b, focusBudget, b1, budget, f, focusBudget)
			if f < b+0.15 {
				t.Errorf("focus does not pay: %.3f vs %.3f", f, b)
			}
		})
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
