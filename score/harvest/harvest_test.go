package harvest

import (
	"bytes"
	"fmt"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"focus/crawl"
	"focus/eval"
	"focus/fetch"
)

// webOf serves a small web: a home page linking to 20 pages, one in four
// "good", each good page linking to two more good pages deeper down.
func webOf(t *testing.T) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		var links []string
		switch {
		case r.URL.Path == "/":
			for i := range 20 {
				kind := "plain"
				if i%4 == 3 {
					kind = "good"
				}
				links = append(links, fmt.Sprintf(`<a href="/%s/%d">%s %d</a>`, kind, i, kind, i))
			}
		case strings.HasPrefix(r.URL.Path, "/good/"):
			links = append(links, fmt.Sprintf(`<a href="%sa">good a</a> <a href="%sb">good b</a>`, r.URL.Path, r.URL.Path))
		}
		fmt.Fprintf(w, "<html><body><p>%s</p>%s</body></html>", r.URL.Path, strings.Join(links, " "))
	})
	s := httptest.NewServer(mux)
	t.Cleanup(s.Close)
	return s
}

// anchorFirst ranks links whose anchor says good first.
type anchorFirst struct{}

func (anchorFirst) Keep(*crawl.Page) (bool, float64) { return true, 0 }
func (anchorFirst) Priority(_ *crawl.Page, l crawl.Link, _ string) float64 {
	if strings.HasPrefix(l.Anchor, "good") {
		return 1
	}
	return 0
}

func TestRunPlotTable(t *testing.T) {
	s := webOf(t)
	exp := Experiment{
		Name: "good", Title: "good pages", Measure: "harvest rate",
		Value: func(u string) float64 {
			if strings.Contains(u, "/good/") {
				return 1
			}
			return 0
		},
		Seeds:      []string{s.URL + "/"},
		Gate:       func() crawl.Gate { return crawl.NewWeb() },
		Strategies: []Strategy{{Name: "breadth-first"}, {Name: "anchor", Scorer: func() (crawl.Scorer, error) { return anchorFirst{}, nil }}},
	}
	fc := fetch.DefaultConfig()
	fc.Delay = 0
	dir := t.TempDir()
	const pages = 12
	curves, err := Run(t.Context(), exp, pages, dir, fc)
	if err != nil {
		t.Fatal(err)
	}
	bfs, focused := curves[0].At(pages), curves[1].At(pages)
	// Breadth-first fetches the home page and the first 11 links (2 good);
	// anchor-first follows good links only after the home page.
	if bfs > 0.25 || focused < 0.9 {
		t.Errorf("harvest after %d pages: breadth-first %.2f, anchor-first %.2f; want <= 0.25 and >= 0.9", pages, bfs, focused)
	}
	if len(curves[1].Points) != pages {
		t.Errorf("%d points, want one a fetch (%d)", len(curves[1].Points), pages)
	}
	var b bytes.Buffer
	Table(&b, exp, curves, pages)
	if !strings.Contains(b.String(), "anchor") || !strings.Contains(b.String(), "@12") {
		t.Errorf("table:\n%s", b.String())
	}
	path := filepath.Join(dir, "good.png")
	if err := Plot(path, exp, curves); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if img, err := png.Decode(f); err != nil || img.Bounds().Dx() < 400 {
		t.Errorf("plot is not a readable PNG: %v", err)
	}
}

func TestCurve(t *testing.T) {
	exp := Experiment{Value: func(u string) float64 { return map[string]float64{"a": 1, "b": 0.5}[u] }}
	log := []struct {
		url    string
		status int
	}{{"a", 200}, {"x", 200}, {"b", 200}, {"a", 404}}
	var fs []eval.Fetch
	for _, l := range log {
		fs = append(fs, eval.Fetch{URL: l.url, Status: l.status})
	}
	rate := exp.curve(fs)
	exp.Accumulate = true
	sum := exp.curve(fs)
	wantRate, wantSum := []float64{1, 0.5, 0.5, 0.375}, []float64{1, 1, 1.5, 1.5}
	for i := range rate {
		if rate[i] != wantRate[i] || sum[i] != wantSum[i] {
			t.Fatalf("curves %v and %v, want %v and %v", rate, sum, wantRate, wantSum)
		}
	}
}
