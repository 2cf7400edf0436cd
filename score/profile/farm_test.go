package profile

import (
	"flag"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/net/html"

	"focus/sim"
)

var update = flag.Bool("update", false, "rewrite default_model.json from the farm")

// farmBase is the base URL the in-process flickr site is labelled under;
// tests that serve it over HTTP use their own.
const farmBase = "http://flickr.test"

// flickrFarm is the farm's flickr site, its truth and a page cache, built
// once per test binary: building and walking the world takes a second.
type flickrFarm struct {
	site  *sim.Site
	urls  []string // every HTML page answering 200, sorted
	mu    sync.Mutex
	pages map[string]*html.Node
}

var farmOnce = sync.OnceValues(func() (*flickrFarm, error) {
	p, err := sim.Lookup("flickr")
	if err != nil {
		return nil, err
	}
	s := sim.NewSite(p)
	tr, err := s.Truth(farmBase)
	if err != nil {
		return nil, err
	}
	f := &flickrFarm{site: s, pages: map[string]*html.Node{}}
	for u, tp := range tr.Pages {
		if tp.Status == 200 && !strings.Contains(u, "photos_public.gne") {
			f.urls = append(f.urls, u)
		}
	}
	slices.Sort(f.urls)
	return f, nil
})

func farm(t testing.TB) *flickrFarm {
	t.Helper()
	f, err := farmOnce()
	if err != nil {
		t.Fatalf("flickr farm: %v", err)
	}
	return f
}

// page renders and parses one page of the site in process.
func (f *flickrFarm) page(t testing.TB, raw string) *html.Node {
	t.Helper()
	f.mu.Lock()
	defer f.mu.Unlock()
	if n := f.pages[raw]; n != nil {
		return n
	}
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	r := f.site.Respond(u, "")
	n, err := html.Parse(strings.NewReader(r.Body))
	if err != nil {
		t.Fatalf("%s: %v", raw, err)
	}
	f.pages[raw] = n
	return n
}

// class is the truth of a page: list, detail, profile or other.
func (f *flickrFarm) class(raw string) (string, *sim.User) {
	u, err := url.Parse(raw)
	if err != nil {
		return sim.MediaOther, nil
	}
	return sim.FlickrClass(f.site, u.Path)
}

// trainingPatterns pick the labelled pages: the first page (in URL order)
// of each kind, a few of each class, as the paper learns from a handful.
var trainingPatterns = []string{
	`/$`, `/groups/[^/]+/pool/$`, `/photos/[^/]+/$`, `/photos/tags/[^/]+/$`, `/photos/[^/]+/favorites/$`, // lists
	`/photos/[^/]+/\d+/$`, `/photos/[^/]+/\d+/page/2$`, `/photos/[^/]+/\d+/in/photostream/$`, // details
	`/people/[^/]+/$`, `/people/[^/]+/$`, `/people/[^/]+/$`, // profiles
	`/people/[^/]+/contacts/$`, `/photos/[^/]+/\d+/sizes/[a-z]/$`, `/groups/$`, `/groups/[^/]+/members/$`, `/photos/tags/$`, // others
}

// training returns the labelled pages and the set of their URLs.
func (f *flickrFarm) training(t testing.TB) ([]Labelled, map[string]bool) {
	t.Helper()
	used := map[string]bool{}
	var out []Labelled
	for _, pat := range trainingPatterns {
		re := regexp.MustCompile("^" + regexp.QuoteMeta(farmBase) + pat)
		i := slices.IndexFunc(f.urls, func(u string) bool { return !used[u] && re.MatchString(u) })
		if i < 0 {
			t.Fatalf("no farm page matches %s", pat)
		}
		u := f.urls[i]
		used[u] = true
		class, _ := f.class(u)
		out = append(out, Labelled{URL: u, Root: f.page(t, u), Class: class})
	}
	return out, used
}
