package sentiment

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"focus/crawl"
	"focus/fetch"
)

// Real review-like sentences and real documentation-like sentences: the
// pages of the test site are drawn from them.
var (
	opinionSentences = []string{
		"I absolutely love this thing, it is the best purchase I have made all year.",
		"Honestly the worst product I have ever owned, it broke after two days.",
		"Customer service was rude and useless, what a disgrace.",
		"The sound is gorgeous and the build feels wonderful in the hand.",
		"I am so disappointed, it looked great in the photos but it is cheap junk.",
		"My kids adore it and we are thrilled with how easy it is.",
		"Terrible battery life, I hate having to charge it twice a day.",
		"What a fantastic surprise, it exceeded every expectation I had!",
		"Avoid at all costs, it is a total waste of money.",
		"Brilliant design, excellent value and a joy to use every morning.",
		"The noise is awful and the lid leaks, I regret buying it.",
		"Stunning picture quality, I was amazed the first time I switched it on.",
		"Sadly it stopped working and the refund process was a nightmare.",
		"Highly recommended, my wife is delighted and so am I.",
		"Frustrating menus, ugly colours and a horrible remote.",
		"Perfect for our small flat, we are very happy with it.",
	}
	technicalSentences = []string{
		"The unit measures 32 by 18 by 20 centimetres and weighs 2.4 kilograms.",
		"Connect the power cable to the socket on the rear panel.",
		"The package contains the base, the jar, the lid and a quick start guide.",
		"Firmware version 1.8 adds support for the 5 GHz band.",
		"Press and hold the power button for five seconds to reset the device.",
		"The motor runs at 1200 watts and has three speed settings.",
		"Replace the filter every six months or after 300 hours of use.",
		"The display has a resolution of 1920 by 1080 pixels.",
		"Compatible models are listed in the appendix of the manual.",
		"The warranty covers parts and labour for 24 months from the date of purchase.",
		"Clean the jar with warm water and dry it before storage.",
		"The default address of the web interface is 192.168.1.1.",
		"Two USB ports and one HDMI port are located on the left side.",
		"The cable is 1.5 metres long and uses a standard plug.",
		"Set the timer with the plus and minus keys, then press start.",
		"The battery is charged through the USB port in about three hours.",
	}
	products = []string{"blender", "kettle", "toaster", "camera", "router", "monitor", "keyboard", "heater", "headphones", "vacuum"}
)

// siteShape says how a test site's opinion pages can be told apart before
// they are fetched.
type siteShape struct {
	// typedLinks: opinion items live under /owners/ with anchors "Owner
	// notes on the X", technical ones under /specs/ with "Spec sheet for
	// the X" (no word of either in the lexicon, so S-AT sees nothing);
	// otherwise every item is /item/N, anchored "Item N".
	typedLinks bool
	// sameKind is the chance that an item's cross-link leads to an item
	// of its own kind (0.33 = as at random, since a third are opinions).
	sameKind float64
}

// testSite builds a forum-like site: a root, boards of three pages each
// listing items in a shuffled order, and item pages (a third of them
// opinionated, the rest technical) that each link to three other items.
func testSite(t *testing.T, shape siteShape, seed uint64) *httptest.Server {
	t.Helper()
	const boards, perPage, flips = 6, 7, 3
	rng := rand.New(rand.NewPCG(seed, 7))
	type item struct {
		opinion bool
		product string
	}
	n := boards * perPage * flips
	items := make([]item, n)
	var ops, techs []int
	for i := range items {
		items[i] = item{opinion: i%3 == 0, product: products[rng.IntN(len(products))]}
		if items[i].opinion {
			ops = append(ops, i)
		} else {
			techs = append(techs, i)
		}
	}
	order := rng.Perm(n)
	path := func(i int) string {
		switch {
		case !shape.typedLinks:
			return fmt.Sprintf("/item/%d", i)
		case items[i].opinion:
			return fmt.Sprintf("/owners/%d", i)
		}
		return fmt.Sprintf("/specs/%d", i)
	}
	link := func(i int) string {
		anchor := fmt.Sprintf("Item %d", i)
		if shape.typedLinks {
			anchor = "Spec sheet for the " + items[i].product
			if items[i].opinion {
				anchor = "Owner notes on the " + items[i].product
			}
		}
		return fmt.Sprintf(`<li><a href="%s">%s</a></li>`, path(i), anchor)
	}
	sentences := func(pool []string, k int) string {
		var b strings.Builder
		for range k {
			fmt.Fprintf(&b, "<p>%s</p>\n", pool[rng.IntN(len(pool))])
		}
		return b.String()
	}
	page := func(title, body string) string {
		return "<!doctype html><html><head><title>" + title + "</title></head><body><h1>" + title + "</h1>\n" + body + "</body></html>"
	}
	pages := map[string]string{}
	var root strings.Builder
	root.WriteString("<p>Welcome to the gadget forum. Pick a board below.</p><ul>")
	for b := range boards {
		fmt.Fprintf(&root, `<li><a href="/board/%d/1">Board %d</a></li>`, b, b)
		for f := 1; f <= flips; f++ {
			var body strings.Builder
			body.WriteString("<p>Threads in this board, newest first.</p><ul>")
			for k := range perPage {
				body.WriteString(link(order[(b*flips+f-1)*perPage+k]))
			}
			body.WriteString("</ul>")
			if f < flips {
				fmt.Fprintf(&body, `<a href="/board/%d/%d">Next page</a>`, b, f+1)
			}
			pages[fmt.Sprintf("/board/%d/%d", b, f)] = page(fmt.Sprintf("Board %d, page %d", b, f), body.String())
		}
	}
	root.WriteString("</ul>")
	pages["/"] = page("Gadget forum", root.String())
	for i, it := range items {
		pool := technicalSentences
		if it.opinion {
			pool = opinionSentences
		}
		var body strings.Builder
		body.WriteString(sentences(pool, 6))
		body.WriteString("<ul>")
		for range 3 {
			same, other := ops, techs
			if !it.opinion {
				same, other = techs, ops
			}
			to := other[rng.IntN(len(other))]
			if rng.Float64() < shape.sameKind {
				to = same[rng.IntN(len(same))]
			}
			body.WriteString(link(to))
		}
		body.WriteString("</ul>")
		pages[path(i)] = page("The "+it.product, body.String())
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, ok := pages[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = io.WriteString(w, body)
	}))
	t.Cleanup(srv.Close)
	return srv
}

// fifo measures pages as s does but gives every link the same priority:
// the crawl is then breadth-first (ties are served in FIFO order), the
// paper's B-BF baseline.
type fifo struct{ *Scorer }

func (f fifo) Priority(*crawl.Page, crawl.Link, string) float64 { return 0 }

// harvest crawls srv for k pages with scorer sc and returns the
// accumulated sentimentality of the pages fetched.
func harvest(t *testing.T, srv *httptest.Server, k int, sc crawl.Scorer, st func() Stats) Stats {
	t.Helper()
	gate, err := crawl.NewBFS(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	fc := fetch.DefaultConfig()
	fc.Delay, fc.Retries, fc.IgnoreRobots = 0, 0, true
	cs, err := crawl.Run(context.Background(), srv.URL+"/", gate, crawl.Config{
		Out: t.TempDir(), MaxPages: k, Concurrency: 1, Fetch: fc, Scorer: sc,
	})
	if err != nil {
		t.Fatal(err)
	}
	if cs.Fetched != k {
		t.Fatalf("fetched %d pages, want %d", cs.Fetched, k)
	}
	return st()
}

// TestSMLBeatsBreadthFirst crawls a loopback site whose opinion pages can
// be predicted from their links (the anchor and URL words, or the parent
// page), retraining S-ML every 10 pages, and compares the accumulated
// sentimentality of the first K pages with a breadth-first crawl's.
func TestSMLBeatsBreadthFirst(t *testing.T) {
	const k, retrain = 60, 10
	tests := []struct {
		name  string
		shape siteShape
		level Level
		// S-ML must harvest at least this many times breadth-first.
		minGain float64
	}{
		{"anchor and URL words", siteShape{typedLinks: true, sameKind: 0.33}, LevelWord, 1.3},
		{"parents", siteShape{typedLinks: false, sameKind: 0.85}, LevelWord, 1.2},
		{"parents, sentence level", siteShape{typedLinks: false, sameKind: 0.85}, LevelSentence, 1.2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := testSite(t, tt.shape, 1)
			got := map[string]Stats{}
			bf := newScorer(t, Options{Mode: ModeSPC, Level: tt.level})
			got["B-BF"] = harvest(t, srv, k, fifo{bf}, bf.Stats)
			for _, mode := range []Mode{ModeSAT, ModeSPC, ModeSML} {
				s := newScorer(t, Options{Mode: mode, Level: tt.level, RetrainEvery: retrain})
				got["S-"+strings.ToUpper(string(mode[1:]))] = harvest(t, srv, k, s, s.Stats)
			}
			base := got["B-BF"].Sentiment
			for _, name := range []string{"B-BF", "S-AT", "S-PC", "S-ML"} {
				st := got[name]
				t.Logf("%s: accumulated sentiment over %d pages %.3f (%.2fx B-BF), %d fits on %d samples",
					name, k, st.Sentiment, st.Sentiment/base, st.Trainings, st.Samples)
			}
			sml := got["S-ML"]
			if sml.Trainings < k/retrain-1 {
				t.Errorf("S-ML fitted %d times, want %d", sml.Trainings, k/retrain)
			}
			if sml.Sentiment < tt.minGain*base {
				t.Errorf("S-ML accumulated %.3f, under %.1fx breadth-first's %.3f", sml.Sentiment, tt.minGain, base)
			}
		})
	}
}
