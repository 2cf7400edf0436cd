package sim

import (
	"math/rand/v2"
	"net/url"
	"slices"
	"strings"
)

// Labelled is a page of a farm site with its true type, as a training
// example for the page-type classifiers.
type Labelled struct {
	URL, Type string
	HTML      []byte
}

// Sample renders up to perType HTML pages of each type of the truth (entry,
// index, thread, other), picked at random by seed; the same seed picks the same pages.
func (s *Site) Sample(t *Truth, perType int, seed uint64) []Labelled {
	byType := map[string][]string{}
	for u, p := range t.Pages {
		byType[p.Type] = append(byType[p.Type], u)
	}
	r := rand.New(rand.NewPCG(seed, Hash("sample", s.Pkg.Name)))
	var out []Labelled
	for _, typ := range []string{TypeEntry, TypeIndex, TypeThread, TypeOther} {
		urls := byType[typ]
		slices.Sort(urls)
		r.Shuffle(len(urls), func(i, j int) { urls[i], urls[j] = urls[j], urls[i] })
		n := 0
		for _, raw := range urls {
			if n == perType {
				break
			}
			u, err := url.Parse(raw)
			if err != nil {
				continue
			}
			resp := s.Respond(u, "")
			if resp.Location != "" || (resp.ContentType != "" && !strings.HasPrefix(resp.ContentType, "text/html")) {
				continue // redirects and feeds are not pages to classify
			}
			out = append(out, Labelled{URL: raw, Type: typ, HTML: []byte(resp.Body)})
			n++
		}
	}
	return out
}
