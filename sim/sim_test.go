package sim

import (
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
)

const testBase = "http://127.0.0.1:18999"

func respond(t *testing.T, s *Site, raw string) Response {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return s.Respond(u, "")
}

// Every package must produce a consistent truth: canonical pages render as
// themselves, the entry page is labelled entry, and links reach every thread
// page unless paging is JavaScript-only.
func TestTruthOfEveryPackage(t *testing.T) {
	for _, p := range Packages() {
		t.Run(p.Name, func(t *testing.T) {
			t.Parallel()
			s := NewSite(p)
			tr, err := s.Truth(testBase)
			if err != nil {
				t.Fatal(err)
			}
			if got := tr.Pages[tr.EntryURL].Type; got != TypeEntry {
				t.Errorf("entry %s labelled %q", tr.EntryURL, got)
			}
			c := tr.Counts
			if c.Threads < 50 || c.RetrievableThreadPages < c.Threads {
				t.Errorf("too small: %+v", c)
			}
			if p.JSPaging {
				if c.LinkedThreadPages >= c.RetrievableThreadPages {
					t.Errorf("JavaScript paging, yet links reach all %d thread pages", c.RetrievableThreadPages)
				}
			} else if c.LinkedThreadPages != c.RetrievableThreadPages {
				t.Errorf("links reach %d of %d thread pages", c.LinkedThreadPages, c.RetrievableThreadPages)
			}
			// The noise: a generic crawler must meet many more URLs than thread pages.
			if c.URLs < 2*c.RetrievableThreadPages {
				t.Errorf("only %d URLs for %d thread pages: the site is too clean", c.URLs, c.RetrievableThreadPages)
			}
			// The size budget keeps crawls of every package quick in tests and benchmarks.
			if c.RetrievableThreadPages < 300 || c.RetrievableThreadPages > 900 || c.URLs > 15000 {
				t.Errorf("out of budget: %+v", c)
			}
			multi, long := 0, 0
			for _, b := range s.World.Boards {
				if b.Pages(p.Shape.ThreadsPerPage) > 1 {
					multi++
				}
			}
			for _, th := range s.World.Threads {
				if th.Pages(p.Shape.PostsPerPage) >= 3 {
					long++
				}
			}
			if multi == 0 || long == 0 && !p.OnePageThreads {
				t.Errorf("%d boards of 2+ pages, %d threads of 3+ pages: paging untested", multi, long)
			}
		})
	}
}

// Pages weigh what real ones do: 20-150 KB for entry, index and thread pages.
func TestPageWeight(t *testing.T) {
	for _, p := range Packages() {
		t.Run(p.Name, func(t *testing.T) {
			s := NewSite(p)
			w := s.World
			b := w.Boards[0]
			th := b.Threads[0]
			for _, raw := range []string{s.EntryPath(), p.Mount + p.Skin.BoardURL(b, 1), p.Mount + p.Skin.ThreadURL(th, 1)} {
				r := respond(t, s, testBase+raw)
				if r.Status != 200 {
					t.Fatalf("%s: status %d", raw, r.Status)
				}
				if n := len(r.Body); n < 20<<10 || n > 150<<10 {
					t.Errorf("%s weighs %d bytes", raw, n)
				}
			}
		})
	}
}

// The same seed gives the same site, byte for byte.
func TestDeterministic(t *testing.T) {
	for _, p := range Packages() {
		a, b := NewSite(p), NewSite(p)
		th := a.World.Threads[len(a.World.Threads)/2]
		raw := testBase + p.Mount + p.Skin.ThreadURL(th, 1)
		if respond(t, a, raw).Body != respond(t, b, raw).Body {
			t.Errorf("%s: two builds of the same site differ", p.Name)
		}
	}
}

func get(t *testing.T, raw string) (int, string) {
	t.Helper()
	resp, err := http.Get(raw)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, string(b)
}

// Guests without a session id get a new one; links carry it; it expires.
func TestSessionIDs(t *testing.T) {
	p, err := Lookup("phpbb3")
	if err != nil {
		t.Fatal(err)
	}
	srv, err := Start(p, "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	sidOf := func(body string) string {
		for _, l := range Links(body) {
			if u, err := url.Parse(l); err == nil && u.Query().Get("sid") != "" {
				return u.Query().Get("sid")
			}
		}
		t.Fatal("no sid in links")
		return ""
	}
	_, first := get(t, srv.Entry())
	_, second := get(t, srv.Entry())
	a, b := sidOf(first), sidOf(second)
	if a == b {
		t.Fatalf("two visits share session %s", a)
	}
	for range sessionLife - 1 {
		_, body := get(t, srv.Entry()+"?sid="+a)
		if got := sidOf(body); got != a {
			t.Fatalf("session changed early: %s -> %s", a, got)
		}
	}
	if _, body := get(t, srv.Entry()+"?sid="+a); sidOf(body) == a {
		t.Fatal("session never expires")
	}
}

// Over HTTP: robots.txt, the entry page, a 404 and the shop beside the forum.
func TestServe(t *testing.T) {
	p, err := Lookup("phpbb3")
	if err != nil {
		t.Fatal(err)
	}
	srv, err := Start(p, "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	tests := []struct {
		path   string
		status int
		has    string
	}{
		{"/robots.txt", 200, "Disallow: /forum/posting.php"},
		{"/forum/index.php", 200, `class="forumtitle"`},
		{"/forum/viewtopic.php?t=999999", 404, "does not exist"},
		{"/forum/nothing.php", 404, ""},
		{"/", 200, "Community forum"},
		{"/product/3", 200, "Add to cart"},
	}
	for _, tc := range tests {
		status, body := get(t, srv.Base+tc.path)
		if status != tc.status || !strings.Contains(body, tc.has) {
			t.Errorf("%s: %d, want %d with %q", tc.path, status, tc.status, tc.has)
		}
	}
	// The pages print "Today" at the world's clock, and say so.
	resp, err := http.Head(srv.Base + "/forum/index.php")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if got, want := resp.Header.Get("Date"), NewWorld(p.Seed, p.Shape).Now.UTC().Format(http.TimeFormat); got != want {
		t.Errorf("Date %q, want the world's %q", got, want)
	}
}

// urlCase is what one URL of a package answers: its status, its label and,
// for thread and index pages, which page it is.
type urlCase struct {
	path      string // mount-relative, with its leading slash
	status    int
	typ       string
	tid, page int    // thread pages
	fid       int    // index pages: the board, 0 when not checked
	fpage     int    // index pages
	canonical string // "" when not checked
	location  string // redirect target
}

// opensAt reports a truth whose entry URL is not entry or not labelled
// the entry, or that found session parameters in the site's links: these
// packages keep a guest's state in cookies.
func opensAt(t *testing.T, tr *Truth, entry string) {
	t.Helper()
	if got := tr.Pages[tr.EntryURL]; tr.EntryURL != entry || got.Type != TypeEntry {
		t.Errorf("entry %s labelled %+v, want %s", tr.EntryURL, got, entry)
	}
	if len(tr.SessionParams) != 0 {
		t.Errorf("session params %v: the software keeps its guests in cookies", tr.SessionParams)
	}
}

// threadCases gives the case of page p of thread t answered at a path:
// a thread page whose canonical URL is the skin's.
func threadCases(sk Skin, t *Thread) func(path string, p int) urlCase {
	return func(path string, p int) urlCase {
		return urlCase{path, 200, TypeThread, t.ID, p, 0, 0, sk.ThreadURL(t, p), ""}
	}
}

// boardCases gives the case of page p of board b answered at a path: an
// index page whose canonical URL is the skin's.
func boardCases(sk Skin, b *Board) func(path string, p int) urlCase {
	return func(path string, p int) urlCase {
		return urlCase{path, 200, TypeIndex, 0, 0, b.ID, p, sk.BoardURL(b, p), ""}
	}
}

// movedTo is c answered at path by status, sending the reader to loc.
func movedTo(path string, status int, loc string, c urlCase) urlCase {
	c.path, c.status, c.location = path, status, loc
	return c
}

// otherCase is a page of no list nor thread at path; missingCase a page
// not found.
func otherCase(path string) urlCase   { return urlCase{path, 200, TypeOther, 0, 0, 0, 0, "", ""} }
func missingCase(path string) urlCase { return urlCase{path, 404, TypeOther, 0, 0, 0, 0, "", ""} }

// checkURLs asks s each case's path and reports every answer that differs.
func checkURLs(t *testing.T, s *Site, cases []urlCase) {
	t.Helper()
	for _, tc := range cases {
		r := respond(t, s, testBase+tc.path)
		i := r.Info
		bad := r.Status != tc.status || i.Type != tc.typ || r.Location != tc.location ||
			tc.canonical != "" && i.Canonical != tc.canonical
		switch tc.typ {
		case TypeThread:
			bad = bad || i.TID != tc.tid || i.Page != tc.page
		case TypeIndex:
			bad = bad || i.FPage != tc.fpage || tc.fid != 0 && i.FID != tc.fid
		}
		if bad {
			t.Errorf("%s: %d %q %+v; want %d %s tid %d page %d fid %d fpage %d canonical %q location %q",
				tc.path, r.Status, r.Location, i, tc.status, tc.typ, tc.tid, tc.page, tc.fid, tc.fpage, tc.canonical, tc.location)
		}
	}
}

// truthOnce builds a package's site and truth the first time it is called,
// for the tests of one file to share; a truth that fails fails each test
// that asks for it.
func truthOnce(pkg func() *Package) func(t *testing.T) (*Site, *Truth) {
	once := sync.OnceValues(func() (*Site, *Truth) {
		s := NewSite(pkg())
		tr, err := s.Truth(testBase)
		if err != nil {
			panic(err)
		}
		return s, tr
	})
	return func(t *testing.T) (*Site, *Truth) {
		t.Helper()
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("truth: %v", r)
			}
		}()
		return once()
	}
}

// linkSet is the set of a page's links, their &amp; read as &.
func linkSet(body string) map[string]bool {
	out := map[string]bool{}
	for _, l := range Links(body) {
		out[strings.ReplaceAll(l, "&amp;", "&")] = true
	}
	return out
}

// truthOfBoards builds p's site and its truth, and checks that its index
// pages are the boards' pages and one page a category.
func truthOfBoards(t *testing.T, p *Package) (*Site, *Truth) {
	t.Helper()
	s := NewSite(p)
	tr, err := s.Truth(testBase)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("counts %+v", tr.Counts)
	if want := pagesOfBoards(s) + len(s.World.Categories); tr.Counts.IndexPages != want {
		t.Errorf("%d index pages, want %d (board pages and categories)", tr.Counts.IndexPages, want)
	}
	return s, tr
}

// pagesOfBoards counts the pages of every board of s.
func pagesOfBoards(s *Site) int {
	n := 0
	for _, b := range s.World.Boards {
		n += b.Pages(s.Pkg.Shape.ThreadsPerPage)
	}
	return n
}

// hasKinds reports each of want (a kind of URL and its label, "board
// index") that the truth's tally of kinds lacks, and each kind the
// package's classifier of URLs called "unknown": a page the real software
// has not.
func hasKinds(t *testing.T, kinds map[string]int, want ...string) {
	t.Helper()
	for _, k := range want {
		if kinds[k] == 0 {
			t.Errorf("no %q pages in the truth: %v", k, kinds)
		}
	}
	for k := range kinds {
		if strings.HasPrefix(k, "unknown") {
			t.Errorf("the truth reached a page the software has not: %s", k)
		}
	}
}

// hasAll reports each part the body lacks.
func hasAll(t *testing.T, what, body string, parts ...string) {
	t.Helper()
	for _, p := range parts {
		if !strings.Contains(body, p) {
			t.Errorf("%s lacks %q", what, p)
		}
	}
}

// fixture is a farm site with what its tests look for: a thread of three
// pages or more, one of a single page with replies (nil when there is
// none) and a board of two pages or more.
type fixture struct {
	s           *Site
	long, short *Thread
	board       *Board
	parent      *Board // the first board with sub-boards, if any
}

func newFixture(t *testing.T, s *Site) fixture {
	t.Helper()
	f := fixture{s: s}
	sh := s.Pkg.Shape
	for _, th := range s.World.Threads {
		if f.long == nil && th.Pages(sh.PostsPerPage) >= 3 {
			f.long = th
		}
		if f.short == nil && len(th.Posts) >= 3 && th.Pages(sh.PostsPerPage) == 1 {
			f.short = th
		}
	}
	for _, b := range s.World.Boards {
		if f.board == nil && b.Pages(sh.ThreadsPerPage) >= 2 {
			f.board = b
		}
		if f.parent == nil && len(b.Children) > 0 {
			f.parent = b
		}
	}
	if f.long == nil || f.board == nil {
		t.Fatalf("fixture incomplete: long %v board %v", f.long, f.board)
	}
	return f
}

// get asks the fixture's site for a mount-relative path.
func (f fixture) get(t *testing.T, path string) Response {
	t.Helper()
	return respond(t, f.s, testBase+path)
}
