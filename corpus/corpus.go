package corpus

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"path/filepath"
	"strings"

	"focus/annotations"
	"focus/eval"
	"focus/pagetype"
	"focus/sim"
)

// Farm samples perType pages of each type from a farm package, labelled by
// its truth. The site is walked in process: nothing listens on the network.
func Farm(p *sim.Package, perType int, seed uint64) ([]pagetype.Example, error) {
	s := sim.NewSite(p)
	t, err := s.Truth(fmt.Sprintf("http://127.0.0.1:%d", sim.DefaultPort(p.Name)))
	if err != nil {
		return nil, err
	}
	var out []pagetype.Example
	for _, l := range s.Sample(t, perType, seed) {
		out = append(out, pagetype.Example{Site: p.Name, URL: l.URL, Label: l.Type, HTML: l.HTML, At: s.World.Now})
	}
	return out, nil
}

// Mirror samples perType HTML pages of each type from a mirrored site: a
// WARC file and the truth file beside it (name.warc.gz, name.truth.json).
func Mirror(warcPath string, perType int, seed uint64) ([]pagetype.Example, error) {
	name := strings.TrimSuffix(filepath.Base(warcPath), ".warc.gz")
	t, err := eval.LoadTruth(filepath.Join(filepath.Dir(warcPath), name+".truth.json"))
	if err != nil {
		return nil, err
	}
	rp, err := sim.OpenReplay(warcPath)
	if err != nil {
		return nil, err
	}
	types := make(map[string]string, len(t.Pages))
	for u, p := range t.Pages {
		types[u] = p.Type
	}
	var out []pagetype.Example
	for _, l := range sim.Pick(types, perType, rand.New(rand.NewPCG(seed, 11)), func(u *url.URL) ([]byte, bool) {
		body, status, ok := rp.Body(u)
		return body, ok && status/100 != 3 && looksHTML(body)
	}) {
		u, err := url.Parse(l.URL)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", warcPath, err)
		}
		// Named apart from the farm package of the same software.
		out = append(out, pagetype.Example{Site: name + "-real", URL: l.URL, Label: l.Type, HTML: l.HTML, At: rp.Date(u)})
	}
	return out, nil
}

// Annotated loads every labelled page of an annotations folder.
func Annotated(dir string) ([]pagetype.Example, error) {
	exs, err := annotations.Load(dir)
	if err != nil {
		return nil, err
	}
	out := make([]pagetype.Example, 0, len(exs))
	for _, e := range exs {
		out = append(out, pagetype.Example{Site: e.Site, URL: e.URL, Label: e.Label, HTML: e.HTML, At: e.FetchedAt})
	}
	return out, nil
}

func looksHTML(b []byte) bool {
	head := strings.ToLower(string(b[:min(len(b), 512)]))
	return strings.Contains(head, "<html") || strings.Contains(head, "<!doctype html")
}
