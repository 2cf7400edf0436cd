package main

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"focus/eval"
	"focus/learn"
	"focus/pagetype"
	"focus/sim"
)

// A user's whole path on a blog of the farm: focus learn from a post page
// saves a profile, focus crawl follows it and writes its outputs, every
// post page is fetched; the blog's tag, author, month and category lists
// are skipped once they show only posts already found, and fetched all
// with --prune-lists=false.
func TestLearnThenCrawl(t *testing.T) {
	entry, truth := serveFarm(t, "wordpress")
	var threads []string
	for u, pg := range truth.Pages {
		if pg.Type == "thread" {
			threads = append(threads, u)
		}
	}
	slices.Sort(threads)

	dir := t.TempDir()
	profiles := filepath.Join(dir, "profiles")
	code, out, errs := runLine("learn", "--delay", "0", "--profiles", profiles, threads[len(threads)/2])
	if code != 0 || !strings.Contains(out, entry) {
		t.Fatalf("learn: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if saved, _ := filepath.Glob(filepath.Join(profiles, "*.json")); len(saved) != 1 {
		t.Fatalf("profiles saved: %v, want one", saved)
	}

	crawl := func(name string, flags ...string) eval.Result {
		t.Helper()
		o := filepath.Join(dir, name)
		args := append([]string{"crawl", "--delay", "0", "--concurrency", "4", "--profiles", profiles, "--out", o}, flags...)
		code, out, errs := runLine(append(args, entry)...)
		if code != 0 || !strings.Contains(out, "fetched") {
			t.Fatalf("crawl %v: exit %d, stdout %q, stderr %q", flags, code, out, errs)
		}
		for _, f := range []string{"crawl.jsonl", "pages.warc.gz", "threads.jsonl"} {
			if fi, err := os.Stat(filepath.Join(o, f)); err != nil || fi.Size() == 0 {
				t.Errorf("crawl %v: %s missing or empty: %v", flags, f, err)
			}
		}
		log, err := eval.LoadLog(filepath.Join(o, "crawl.jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		r := eval.Score(truth, log)
		t.Logf("crawl %v: %d fetches, effectiveness %.1f%%, coverage %.1f%%", flags, r.Fetches, 100*r.Effectiveness, 100*r.Coverage)
		return r
	}
	pruned, all := crawl("pruned"), crawl("all", "--prune-lists=false")
	if pruned.Coverage != 1 || all.Coverage != 1 {
		t.Errorf("coverage %.3f pruned, %.3f not: want every post page", pruned.Coverage, all.Coverage)
	}
	if pruned.UsefulRate < 0.98 || all.UsefulRate < 0.98 {
		t.Errorf("useful-fetch rate %.3f pruned, %.3f not: want entry, index and thread pages only", pruned.UsefulRate, all.UsefulRate)
	}
	if saved := all.Fetches - pruned.Fetches; saved < 50 {
		t.Errorf("pruning lists saved %d of %d fetches, want 50 at least", saved, all.Fetches)
	}
}

// A profile the site has outgrown (here a phpBB forum's, while the host
// now runs MyBB, or a forum moved away from its entry URL) admits none of
// its links: the crawl fetches the entry page alone and says so, with
// exit 1, rather than end as if done.
func TestCrawlStaleProfile(t *testing.T) {
	phpbb, _ := serveFarm(t, "phpbb3")
	mybb, _ := serveFarm(t, "mybb")
	dir := t.TempDir()
	learned, stale := filepath.Join(dir, "learned"), filepath.Join(dir, "stale")
	if code, _, errs := runLine("learn", "--delay", "0", "--profiles", learned, phpbb); code != 0 {
		t.Fatalf("learn: exit %d, stderr %q", code, errs)
	}
	p, err := learn.Find(learned, phpbb)
	if err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(mybb)
	if err != nil {
		t.Fatal(err)
	}
	gone := u.Scheme + "://" + u.Host + "/gone/"
	for _, tt := range []struct{ entry, want string }{
		{mybb, "admitted none of the links the crawl met; if the site has changed, learn it again (focus learn " + mybb + ")"},
		{gone, "the entry page " + gone + " answered 404"},
	} {
		p.Site, p.EntryURL = u.Host, tt.entry
		if _, err := p.Save(stale); err != nil {
			t.Fatal(err)
		}
		code, out, errs := runLine("crawl", "--delay", "0", "--profiles", stale, "--out", t.TempDir(), tt.entry)
		if code != 1 || !strings.HasPrefix(out, "fetched 1 pages") || !strings.Contains(errs, "no thread page found: ") || !strings.Contains(errs, tt.want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want the entry page fetched alone, and an error saying %q", tt.entry, code, out, errs, tt.want)
		}
	}
}

// A forum whose every page the classifier calls 'other' (Flarum's view
// for crawlers: no dates, few links) is learned all the same, its pages
// judged by their index and thread scores alone, and the output says so;
// a shop's catalogue, whose items never page, still fails with the reason,
// and with what is left to try (--no-other has been tried).
func TestLearnSetsOtherAside(t *testing.T) {
	tests := []struct {
		pkg, path string
		ok        bool
		want      string
	}{
		{"flarum", "/d/1", true, "pages judged by index and thread scores alone"},
		{"discuz", "/", false, "found no thread that pages"},
	}
	for _, tt := range tests {
		t.Run(tt.pkg, func(t *testing.T) {
			entry, _ := serveFarm(t, tt.pkg)
			u, err := url.Parse(entry)
			if err != nil {
				t.Fatal(err)
			}
			profiles := filepath.Join(t.TempDir(), "profiles")
			code, out, errs := runLine("learn", "--delay", "0", "--profiles", profiles, u.Scheme+"://"+u.Host+tt.path)
			saved, _ := filepath.Glob(filepath.Join(profiles, "*.json"))
			switch {
			case tt.ok && (code != 0 || !strings.Contains(out, tt.want) || !strings.Contains(out, "thread-flip  learned from") || len(saved) != 1):
				t.Errorf("exit %d, %d profiles saved, stdout %q, stderr %q; want a profile and %q", code, len(saved), out, errs, tt.want)
			case !tt.ok && (code != 1 || !strings.Contains(errs, tt.want) || strings.Count(errs, "\n") != 1 || len(saved) != 0):
				t.Errorf("exit %d, %d profiles saved, stderr %q; want one line saying %q", code, len(saved), errs, tt.want)
			case !tt.ok && (!strings.Contains(errs, tryTrain) || strings.Contains(errs, "--no-other")):
				t.Errorf("stderr %q: want the advice to train on the site, not --no-other, which learning has tried", errs)
			case !tt.ok && strings.Count(errs, pagetype.ErrAllOther.Error()) != 1:
				t.Errorf("stderr %q: want the pages read 'other' said once", errs)
			}
		})
	}
}

// Entry discovery alone does not set 'other' aside: when the classifier
// called every page 'other' (Flarum's view for crawlers), focus entry
// fails on one line that says to try --no-other, which finds the entry.
func TestEntryAdvisesNoOther(t *testing.T) {
	entry, _ := serveFarm(t, "flarum")
	code, out, errs := runLine("entry", "--delay", "0", entry+"d/1")
	if code != 1 || out != "" || !strings.Contains(errs, tryNoOther) || strings.Count(errs, "\n") != 1 {
		t.Errorf("exit %d, stdout %q, stderr %q; want one line advising %q", code, out, errs, tryNoOther)
	}
	code, out, errs = runLine("entry", "--delay", "0", "--no-other", entry+"d/1")
	if code != 0 || strings.TrimSpace(out) != entry {
		t.Errorf("with --no-other: exit %d, stdout %q, stderr %q; want %s", code, out, errs, entry)
	}
}

// A page-flipping regex whose number counts posts, not pages, is printed
// with its step: Beehive's msg=T.21 is the page of posts 21-40.
func TestLearnPrintsSteps(t *testing.T) {
	entry, _ := serveFarm(t, "beehive")
	code, out, errs := runLine("learn", "--delay", "0", "--profiles", t.TempDir(), entry)
	if code != 0 || !strings.Contains(out, "with n = 1 + 20k, k >= 1") {
		t.Errorf("exit %d, stdout %q, stderr %q; want the thread-flip regex's step of 20 posts from 1", code, out, errs)
	}
}

// serveFarm serves a farm package on loopback for the test and returns its
// entry URL and ground truth.
func serveFarm(t *testing.T, name string) (string, *eval.Truth) {
	t.Helper()
	p, err := sim.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	entry, truth, stop, err := farmSite(p).start()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	return entry, truth
}

// focus learn --batch learns every site of the file into its own row; the
// sites that fail are reported on their rows, the others are saved, and
// the advice for a site read all 'other' comes once, after the table.
func TestLearnBatch(t *testing.T) {
	forum, _ := serveFarm(t, "phpbb3")
	forumURL, err := url.Parse(forum)
	if err != nil {
		t.Fatal(err)
	}
	shop, _ := serveFarm(t, "discuz")
	shopURL, err := url.Parse(shop)
	if err != nil {
		t.Fatal(err)
	}
	shop = shopURL.Scheme + "://" + shopURL.Host + "/" // the host's root is a shop; its forum is elsewhere
	closed := httptest.NewServer(http.NotFoundHandler())
	closed.Close()

	dir := t.TempDir()
	file := filepath.Join(dir, "sites.txt")
	lines := []string{"# a forum, a shop, a host that is down", forum, "", shop, closed.URL + "/"}
	if err := os.WriteFile(file, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	profiles := filepath.Join(dir, "profiles")
	code, out, errs := runLine("learn", "--delay", "0", "--timeout", "2s", "--profiles", profiles, "--batch", file)

	rows := strings.Split(strings.TrimSpace(out), "\n")
	if code != 1 || len(rows) != 4 || !strings.HasPrefix(rows[0], "SITE") {
		t.Fatalf("exit %d, stdout %q, stderr %q; want exit 1 and a table of 3 sites", code, out, errs)
	}
	for i, want := range []struct {
		says   string
		failed bool
	}{{forumURL.Host, false}, {"no forum found", true}, {"robots.txt could not be read", true}} {
		// SITE, ENTRY, 4 regex counts, FETCHES, TIME, then the error.
		row := rows[i+1]
		if failed := len(strings.Fields(row)) > 8; failed != want.failed || !strings.Contains(row, want.says) {
			t.Errorf("row %d %q: want one saying %q, failed %v", i+1, row, want.says, want.failed)
		}
	}
	if saved, _ := filepath.Glob(filepath.Join(profiles, "*.json")); len(saved) != 1 {
		t.Errorf("profiles saved: %v, want the forum's", saved)
	}
	if !strings.HasPrefix(errs, "focus learn: 2 of 3 sites failed") || strings.Count(errs, "\n") != 1 ||
		!strings.Contains(errs, shop) || !strings.Contains(errs, tryTrain) {
		t.Errorf("stderr %q: want one line counting the failures, naming the shop and what to try", errs)
	}
}

// A batch learns sites of different hosts at once, and those of one host
// one after another.
func TestByHost(t *testing.T) {
	inputs := []string{"http://a.test/1", "http://a.test/2", "http://b.test/", "http://a.test/3"}
	var mu sync.Mutex
	running := map[string]int{}
	most, overall, closed := 0, 0, false
	together := make(chan struct{}) // closed once two sites ran at once
	byHost(inputs, 4, func(i int) {
		h := learnHost(inputs[i])
		mu.Lock()
		running[h]++
		most = max(most, running[h])
		n := 0
		for _, r := range running {
			n += r
		}
		if overall = max(overall, n); n >= 2 && !closed {
			closed = true
			close(together)
		}
		mu.Unlock()
		select {
		case <-together:
		case <-time.After(2 * time.Second): // a broken byHost fails rather than hangs
		}
		mu.Lock()
		running[h]--
		mu.Unlock()
	})
	if most != 1 || overall != 2 {
		t.Errorf("at most %d sites of one host and %d in all ran at once; want 1 and 2", most, overall)
	}
}
