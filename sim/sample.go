package sim

import (
	"math/rand/v2"
	"net/url"
	"slices"
	"strings"
)

// Labelled is a page of a site with its true type, as a training example
// for the page-type classifiers.
type Labelled struct {
	URL, Type string
	HTML      []byte
}

// Sample renders up to perType HTML pages of each type of the truth (entry,
// index, thread, other), picked at random by seed; the same seed picks the same pages.
func (s *Site) Sample(t *Truth, perType int, seed uint64) []Labelled {
	types := make(map[string]string, len(t.Pages))
	for u, p := range t.Pages {
		types[u] = p.Type
	}
	return Pick(types, perType, rand.New(rand.NewPCG(seed, Hash("sample", s.Pkg.Name))), func(u *url.URL) ([]byte, bool) {
		resp := s.Respond(u, "")
		if resp.Location != "" || (resp.ContentType != "" && !strings.HasPrefix(resp.ContentType, "text/html")) {
			return nil, false // redirects and feeds are not pages to classify
		}
		return []byte(resp.Body), true
	})
}

// Pick takes up to perType pages of each type (entry, index, thread, other)
// of a site's truth (URL -> type), in an order r shuffles, skipping those
// for which page gives no HTML page of their own: the sampling of a farm
// site and of a mirrored one alike.
func Pick(types map[string]string, perType int, r *rand.Rand, page func(*url.URL) ([]byte, bool)) []Labelled {
	byType := map[string][]string{}
	for u, t := range types {
		byType[t] = append(byType[t], u)
	}
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
			html, ok := page(u)
			if !ok {
				continue
			}
			out = append(out, Labelled{URL: raw, Type: typ, HTML: html})
			n++
		}
	}
	return out
}
