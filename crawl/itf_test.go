package crawl

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"focus/align"
	"focus/urlpattern"
)

func TestITFFollow(t *testing.T) {
	gate, err := NewITF("http://forum.example.org/", itfRegexes())
	if err != nil {
		t.Fatal(err)
	}
	const site = "http://forum.example.org"
	tests := []struct {
		from, link string
		want       string // url_type, "" for not followed
	}{
		{TypeEntry, "/f/1", TypeIndex},
		{TypeEntry, "/f/1?page=2", TypeIndexFlip},
		{TypeEntry, "/t/5", TypeThread},
		{TypeIndex, "/t/5?sid=abc", TypeThread}, // session id stripped before matching
		{TypeIndex, "/f/2", TypeIndex},
		{TypeIndexFlip, "/f/2?page=3", TypeIndexFlip},
		{TypeIndexFlip, "/t/6", TypeThread},
		{TypeIndex, "/t/5?page=2", ""}, // a thread's pages are reached from the thread
		{TypeIndex, "/t/5?view=last", ""},
		{TypeIndex, "/login", ""},
		{TypeIndex, "/u/3", ""},
		{TypeThread, "/t/5?page=2", TypeThreadFlip},
		{TypeThreadFlip, "/t/5?page=3&sid=abc", TypeThreadFlip},
		{TypeThread, "/t/9", ""},
		{TypeThread, "/f/1", ""},
		{TypeThreadFlip, "/f/1?page=2", ""},
		{TypeThread, "/p/12", ""},
		{"link", "/f/1", ""}, // a type the gate never gives
		{TypeEntry, "http://other.example.org/f/1", ""},
		{TypeEntry, "http://forum.example.org:8080/f/1", ""},
	}
	for _, tt := range tests {
		link := tt.link
		if strings.HasPrefix(link, "/") {
			link = site + link
		}
		for _, nofollow := range []bool{false, true} { // rel=nofollow changes nothing
			typ, ok := gate.Follow(tt.from, Link{URL: link, NoFollow: nofollow})
			if ok != (tt.want != "") || typ != tt.want {
				t.Errorf("Follow(%s, %s, nofollow %v) = %q, %v; want %q", tt.from, tt.link, nofollow, typ, ok, tt.want)
			}
		}
	}
	if _, err := NewITF("/relative", itfRegexes()); err == nil {
		t.Error("NewITF with a relative seed: no error")
	}
	// One regex for a thread's pages and its later ones, as SMF's
	// topic=N.OFFSET: from a list, the anchor tells them apart.
	same := itfRegexes()
	same.Thread = matcher(`^http://[^/]+/t/\d+(?:\?page=\d+)?$`)
	same.ThreadFlip = same.Thread
	smf, err := NewITF(site+"/", same)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		link Link
		want string
	}{
		{Link{URL: site + "/t/5", Anchor: "Help with my modem"}, TypeThread},
		{Link{URL: site + "/t/5?page=1", Anchor: "Help with my modem"}, TypeThread},
		{Link{URL: site + "/t/5?page=2", Anchor: "2"}, ""},
		{Link{URL: site + "/t/5?page=9", Anchor: "Last »"}, ""},
		{Link{URL: site + "/t/5?page=9", Anchor: "Last post", Jump: true}, ""},
	} {
		if typ, _ := smf.Follow(TypeIndex, tt.link); typ != tt.want {
			t.Errorf("one thread regex: Follow(index, %v) = %q, want %q", tt.link, typ, tt.want)
		}
	}
	// On a thread page a link of the thread-flip shape is followed when it
	// reads as a pager's, or says nothing (an image without alt).
	for _, tt := range []struct {
		anchor string
		want   string
	}{
		{"2", TypeThreadFlip},
		{"Next »", TypeThreadFlip},
		{"21–40", TypeThreadFlip},
		{"»", TypeThreadFlip},
		{"", TypeThreadFlip},
		{"5.12", ""}, // a reply's "in reply to" post, the window it starts
		{"Re: Help with my modem", ""},
		{"#7", ""},
	} {
		if typ, _ := gate.Follow(TypeThread, Link{URL: site + "/t/5?page=2", Anchor: tt.anchor}); typ != tt.want {
			t.Errorf("Follow(thread, /t/5?page=2 %q) = %q, want %q", tt.anchor, typ, tt.want)
		}
	}
	var none ITF // no regexes: follows nothing
	if typ, ok := none.Follow(TypeEntry, Link{URL: site + "/f/1"}); ok {
		t.Errorf("gate without regexes follows as %q", typ)
	}
}

func TestITFKey(t *testing.T) {
	gate, err := NewITF("http://forum.example.org/", itfRegexes())
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ in, want string }{
		{"http://Forum.example.org:80/t/5?sid=0a1b", "http://forum.example.org/t/5"},
		{"http://forum.example.org/t/5?page=2&SID=0a1b", "http://forum.example.org/t/5?page=2"},
		{"http://forum.example.org/t/5;sid=0a1b?page=2#p3", "http://forum.example.org/t/5?page=2"},
		{"http://forum.example.org/t/5?PHPSESSID=zz&page=2", "http://forum.example.org/t/5?page=2"}, // a well-known one too
		{"http://forum.example.org/t/5?b=1&a=2", "http://forum.example.org/t/5?a=2&b=1"},
	}
	for _, tt := range tests {
		u, err := url.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := gate.Key(u); got != tt.want {
			t.Errorf("Key(%s) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

// TestITFKeyIgnores: the parameters a regex ignores (a thread link's
// context, a pager's sort-form default) are left out of the key of the URLs
// it matches, and of no other.
func TestITFKeyIgnores(t *testing.T) {
	compile := func(re string, ignore ...string) *urlpattern.Matcher {
		m, err := urlpattern.Set{Patterns: []urlpattern.Pattern{{Regex: re}}, Ignore: ignore}.Compile()
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	gate, err := NewITF("http://forum.example.org/", ITFRegexes{
		Index:      compile(`^http://[^/]+/f/\d+(?:\?extra=\w+)?$`),
		IndexFlip:  compile(`^http://[^/]+/f/\d+\?page=\d+$`, "sort=last"),
		Thread:     compile(`^http://[^/]+/t/\d+$`, "extra"),
		ThreadFlip: compile(`^http://[^/]+/t/\d+\?page=\d+$`),
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ in, want string }{
		{"http://forum.example.org/t/5?extra=page%3D2", "http://forum.example.org/t/5"},
		{"http://forum.example.org/f/1?page=2&sort=last", "http://forum.example.org/f/1?page=2"},
		{"http://forum.example.org/f/1?page=2&sort=views", "http://forum.example.org/f/1?page=2&sort=views"}, // another order: another page
		{"http://forum.example.org/f/1?extra=x", "http://forum.example.org/f/1?extra=x"},                     // context on threads only
		{"http://forum.example.org/t/5?page=2&extra=y", "http://forum.example.org/t/5?extra=y&page=2"},       // nor on their later pages
	} {
		u, err := url.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := gate.Key(u); got != tt.want {
			t.Errorf("Key(%s) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

// TestITFCrawl crawls itfForum with the ITF gate: it must fetch the entry,
// index, index-flip, thread and thread-flip pages and nothing else, reach
// every thread-flip page from a page of its own thread, and write each
// thread once with its pages and posts in order. Pruning lists changes
// nothing: each board lists threads of its own. Nor does a thread regex
// that matches the later pages of threads too, which the boards link.
func TestITFCrawl(t *testing.T) {
	sc := scenarios()[1]
	counts := map[string]int{}
	for _, typ := range sc.want {
		counts[typ]++
	}
	for _, run := range []struct {
		conc  int
		prune bool
		loose bool // the thread regex matches /t/N?page=M too, as PunBB's topicN-slug(-pM).html
	}{{1, false, false}, {8, false, false}, {1, true, false}, {2, false, true}} {
		conc := run.conc
		t.Run(fmt.Sprintf("concurrency %d, prune lists %v, loose thread regex %v", conc, run.prune, run.loose), func(t *testing.T) {
			s := newSite(t, sc.pages, "", nil)
			re := itfRegexes()
			if run.loose {
				re.Thread = matcher(`^http://[^/]+/t/\d+(?:\?page=\d+)?$`)
			}
			gate, err := NewITF(s.URL+"/", re)
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			st, err := Run(context.Background(), s.URL+"/", gate, Config{Out: dir, Concurrency: conc, Fetch: testFetch(), PruneLists: run.prune})
			if err != nil {
				t.Fatal(err)
			}
			checkWholeSite(t, s, sc, dir, 0)
			for typ, n := range counts {
				if st.ByType[typ] != n {
					t.Errorf("Stats.ByType[%s] = %d, want %d", typ, st.ByType[typ], n)
				}
			}
			if st.ThreadsDone != len(sc.threads) {
				t.Errorf("Stats.ThreadsDone %d, want %d", st.ThreadsDone, len(sc.threads))
			}
			for _, r := range readLog(t, dir) {
				if r.URLType == TypeThreadFlip && threadOf(r.Parent) != threadOf(r.URL) {
					t.Errorf("%s reached from %s, not from its thread", r.URL, r.Parent)
				}
			}
		})
	}
}

// threadOf returns the /t/N path of a thread page URL.
func threadOf(u string) string {
	p, err := url.Parse(u)
	if err != nil {
		return ""
	}
	return p.Path
}

// TestITFBudget runs out of budget mid-thread: threads with pages still
// queued are written as partial, once however often the finished crawl is
// resumed, and whole when it is resumed with more budget.
func TestITFBudget(t *testing.T) {
	sc := scenarios()[1]
	s := newSite(t, sc.pages, "", nil)
	seed := s.URL + "/"
	gate, err := NewITF(seed, itfRegexes())
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	runs := []struct {
		maxPages  int
		sameLines bool // the run adds no line to threads.jsonl
	}{
		{40, false},
		{40, true}, // resuming a finished crawl writes nothing again
		{0, false},
		{0, true},
	}
	lines := 0
	for i, r := range runs {
		st, err := Run(context.Background(), seed, gate, Config{Out: dir, Resume: i > 0, MaxPages: r.maxPages, Concurrency: 2, Fetch: testFetch()})
		if err != nil {
			t.Fatalf("run %d: %v", i+1, err)
		}
		b, err := os.ReadFile(filepath.Join(dir, ThreadFile))
		if err != nil {
			t.Fatal(err)
		}
		n := strings.Count(string(b), "\n")
		if r.sameLines != (n == lines) {
			t.Errorf("run %d: %d lines after %d", i+1, n, lines)
		}
		lines = n
		if r.maxPages > 0 && st.Fetched != r.maxPages {
			t.Errorf("run %d: %d fetched", i+1, st.Fetched)
		}
	}
	recs := readLog(t, dir)
	logURLs(t, recs)
	if len(recs) != len(sc.want) {
		t.Errorf("%d log lines for %d pages", len(recs), len(sc.want))
	}
	if partial := checkThreads(t, dir, s.URL, sc.threads); partial == 0 {
		t.Error("no partial thread: the budget cut none, the test tests nothing")
	}
}

// A thread page whose numeric dates allow both orders (04-08-2026) is read
// in the order Config.Dates names: the one its site's other pages show.
func TestThreadDatesInSiteOrder(t *testing.T) {
	var posts []string
	for i, d := range []string{"04-08-2026 10:15", "05-09-2026 11:20", "06-10-2026 12:25"} {
		posts = append(posts, fmt.Sprintf(`<div class="post"><div class="postauthor">%s</div><div class="postdate">%s</div>`+
			`<div class="content">Post %d of the topic.%s</div></div>`, a(fmt.Sprintf("/u/%d", i+1), fmt.Sprintf("member%d", i+1)), d, i, strings.Repeat(" Some words about it.", 3)))
	}
	s := newSite(t, map[string]string{
		"/":    page("Forum", a("/f/1", "Board")),
		"/f/1": page("Board", a("/t/1", "Topic")),
		"/t/1": page("Topic", posts...),
	}, "", nil)
	tests := []struct {
		dates align.DateOrder
		month []time.Month
	}{
		{align.DatesBySeparator, []time.Month{8, 9, 10}}, // "-" reads day first
		{align.DatesMonthFirst, []time.Month{4, 5, 6}},
	}
	for _, tt := range tests {
		gate, err := NewITF(s.URL+"/", itfRegexes())
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		if _, err := Run(context.Background(), s.URL+"/", gate, Config{Out: dir, Fetch: testFetch(), Dates: tt.dates}); err != nil {
			t.Fatal(err)
		}
		ths := readThreads(t, dir)
		if len(ths) != 1 || len(ths[0].Posts) != len(tt.month) {
			t.Fatalf("%v: threads %+v, want one of %d posts", tt.dates, ths, len(tt.month))
		}
		for i, p := range ths[0].Posts {
			if p.Time.Month() != tt.month[i] {
				t.Errorf("%v: post %d dated %v, want month %v", tt.dates, i, p.Time, tt.month[i])
			}
		}
	}
}

// "Today" on a thread page is the server's day (its Date header), not ours:
// a skewed server, a cache or a replayed archive dates its posts by its clock.
func TestThreadDatesAtServerClock(t *testing.T) {
	var posts []string
	for i, d := range []string{"Today 10:15", "Today 11:20"} {
		posts = append(posts, fmt.Sprintf(`<div class="post"><div class="postauthor">%s</div><div class="postdate">%s</div>`+
			`<div class="content">Post %d of the topic.%s</div></div>`, a(fmt.Sprintf("/u/%d", i+1), fmt.Sprintf("member%d", i+1)), d, i, strings.Repeat(" Some words about it.", 3)))
	}
	s := newSite(t, map[string]string{
		"/":    page("Forum", a("/f/1", "Board")),
		"/f/1": page("Board", a("/t/1", "Topic")),
	}, "", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/t/1" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Date", "Thu, 01 Oct 2026 12:00:00 GMT")
		_, _ = io.WriteString(w, page("Topic", posts...))
	})
	gate, err := NewITF(s.URL+"/", itfRegexes())
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := Run(context.Background(), s.URL+"/", gate, Config{Out: dir, Fetch: testFetch()}); err != nil {
		t.Fatal(err)
	}
	ths := readThreads(t, dir)
	if len(ths) != 1 || len(ths[0].Posts) != 2 {
		t.Fatalf("threads %+v, want one of 2 posts", ths)
	}
	for i, want := range []time.Time{time.Date(2026, 10, 1, 10, 15, 0, 0, time.UTC), time.Date(2026, 10, 1, 11, 20, 0, 0, time.UTC)} {
		if got := ths[0].Posts[i].Time; !got.Equal(want) {
			t.Errorf("post %d dated %v, want %v", i, got, want)
		}
	}
}

// A thread's later page is followed from its own thread's pages only.
func TestITFSameThread(t *testing.T) {
	const site = "http://forum.example.org"
	xf, err := NewITF(site+"/", ITFRegexes{
		Index:      matcher(`^http://[^/]+/forums/[^/]+/$`),
		IndexFlip:  matcher(`^http://[^/]+/forums/[^/]+/page-\d+$`),
		Thread:     matcher(`^http://[^/]+/threads/[^/]+\.\d+/$`),
		ThreadFlip: matcher(`^http://[^/]+/threads/[^/]+\.\d+/page-\d+$`),
	})
	if err != nil {
		t.Fatal(err)
	}
	smf, err := NewITF(site+"/", ITFRegexes{
		Index:      matcher(`^http://[^/]+/index\.php\?board=\d+\.0$`),
		IndexFlip:  matcher(`^http://[^/]+/index\.php\?board=\d+\.[1-9]\d*$`),
		Thread:     matcher(`^http://[^/]+/index\.php\?topic=\d+\.0$`),
		ThreadFlip: matcher(`^http://[^/]+/index\.php\?topic=\d+\.[1-9]\d*$`),
	})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name       string
		gate       *ITF
		from, link string
		want       bool
	}{
		{"its own next page", xf, "/threads/a.1/", "/threads/a.1/page-2", true},
		{"from a later page", xf, "/threads/a.1/page-2", "/threads/a.1/page-3", true},
		{"another thread's pager", xf, "/threads/a.1/", "/threads/b.2/page-2", false},
		{"another thread's pager, from a later page", xf, "/threads/a.1/page-2", "/threads/b.2/page-2", false},
		{"a query on the thread's URL", xf, "/threads/a.1/?s=9", "/threads/a.1/page-2", true},
		{"URLs that extend no thread URL say nothing", smf, "/index.php?topic=5.0", "/index.php?topic=6.15", true},
	}
	for _, tt := range tests {
		if got := tt.gate.SameThread(site+tt.from, site+tt.link); got != tt.want {
			t.Errorf("%s: SameThread(%s, %s) = %v, want %v", tt.name, tt.from, tt.link, got, tt.want)
		}
	}
}
