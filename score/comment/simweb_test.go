package comment

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/net/html"

	simweb "focus/sim/web"
)

// TestSimWeb measures the shipped list on the crawl-evaluation web of
// sim/web: thirteen sites of another generator, none of them learned from
// (nor used to choose anything of the rule or the learning), each page
// fetched over HTTP and judged against the web's truth. The truth counts
// forum replies as comments; the numbers are given with them and without
// the forum threads, which the farm's labels leave out (see commentKind).
// The decoys (class names holding a comment word on pages without
// comments: comment counts, comments links, empty reply forms, replies
// columns) must not be detected.
func TestSimWeb(t *testing.T) {
	kw, err := LoadKeywords("")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	w := simweb.New(1, simweb.Options{Scale: 0.3})
	if err := w.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	pages := slices.DeleteFunc(w.Pages(), func(p simweb.Page) bool { return p.Kind == simweb.Feed })

	got := make([]bool, len(pages))
	errs := make(chan error, len(pages))
	var wg sync.WaitGroup
	next := make(chan int)
	for range 4 {
		wg.Go(func() {
			for i := range next {
				d, err := detectURL(kw, pages[i].URL)
				if err != nil {
					errs <- err
					continue
				}
				got[i] = d
			}
		})
	}
	for i := range pages {
		next <- i
	}
	close(next)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}

	var all, noForum Metrics
	bySite := map[string]*Metrics{}
	var sites []string
	decoys, decoysHit := 0, map[string]int{}
	for i, p := range pages {
		all.add(p.HasComments, got[i])
		if !(p.SiteKind == "forum" && p.Kind == simweb.Thread) {
			noForum.add(p.HasComments, got[i])
		}
		m := bySite[p.Site]
		if m == nil {
			m = &Metrics{}
			bySite[p.Site] = m
			sites = append(sites, p.Site)
		}
		m.add(p.HasComments, got[i])
		if p.Decoy != "" {
			decoys++
			if got[i] {
				decoysHit[p.Decoy]++
			}
		}
	}
	for _, s := range sites {
		m := bySite[s]
		t.Logf("%-14s precision %.3f recall %.3f %+v", s, m.Precision(), m.Recall(), *m)
	}
	t.Logf("sim/web, %d pages: precision %.3f recall %.3f %+v", len(pages), all.Precision(), all.Recall(), all)
	t.Logf("without forum threads: precision %.3f recall %.3f %+v", noForum.Precision(), noForum.Recall(), noForum)
	t.Logf("decoy pages detected: %v of %d", decoysHit, decoys)

	// What the shipped list reaches (models/comment/README.md): the two
	// WordPress-style families, which name their comments as the training
	// sites do, are found whole; the other six name theirs with words no
	// training site uses (feedback, discussion, kommentar, reaction,
	// reply, antwort) and are missed. Of the decoys only the empty reply
	// forms of healthblog count, by their "You must be logged in to post
	// a comment." note.
	for _, s := range []string{"healthblog", "crumbs"} {
		if r := bySite[s].Recall(); r < 1 {
			t.Errorf("%s: recall %.3f, want 1", s, r)
		}
	}
	if all.Precision() < 0.85 || all.Recall() < 0.25 {
		t.Errorf("sim/web: precision %.3f recall %.3f, want at least 0.85 and 0.25", all.Precision(), all.Recall())
	}
	if noForum.Precision() < 0.85 || noForum.Recall() < 0.4 {
		t.Errorf("sim/web without forum threads: precision %.3f recall %.3f, want at least 0.85 and 0.4", noForum.Precision(), noForum.Recall())
	}
	for d, n := range decoysHit {
		if d != "comment-respond" {
			t.Errorf("decoy %q detected on %d pages", d, n)
		}
	}
}

// detectURL fetches a page and detects comments on it.
func detectURL(kw Keywords, url string) (bool, error) {
	resp, err := http.Get(url)
	if err != nil {
		return false, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return false, err
	}
	if resp.StatusCode != 200 {
		return false, fmt.Errorf("%s: status %d", url, resp.StatusCode)
	}
	if !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
		return false, nil
	}
	root, err := html.Parse(strings.NewReader(string(body)))
	if err != nil {
		return false, err
	}
	return kw.HasComments(root), nil
}
