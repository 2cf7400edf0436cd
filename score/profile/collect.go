package profile

import (
	"context"
	"fmt"
	"log/slog"
	"net/url"
	"slices"

	"golang.org/x/net/html"

	"focus/align"
	"focus/crawl"
	"focus/fetch"
)

// CollectTags is the paper's Algorithm 3, the first stage of a crawl:
// breadth-first from the start list pages over the list pages of their
// sites, reading the tags of the detail pages they lead to, at most budget
// fetches; profile pages are not fetched. log may be nil. The tag sets are what [Expand]
// grows a topic from. Pages that cannot be read are passed over (logged).
func CollectTags(ctx context.Context, c *fetch.Client, m *Model, start []string, budget int, log *slog.Logger) ([][]string, error) {
	hosts, seen := map[string]bool{}, map[string]bool{}
	for _, s := range start {
		su, err := url.Parse(s)
		if err != nil || su.Host == "" {
			return nil, fmt.Errorf("collect tags: %q is not a URL", s)
		}
		hosts[su.Host], seen[s] = true, true
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	cls := m.Classifier()
	queue := slices.Clone(start)
	var sets [][]string
	for n := 0; n < budget && len(queue) > 0; n++ {
		if err := ctx.Err(); err != nil {
			return sets, err
		}
		u := queue[0]
		queue = queue[1:]
		p, err := c.Get(ctx, u)
		if err == nil && p.Status != 200 {
			err = fmt.Errorf("answered %d", p.Status)
		}
		var root *html.Node
		if err == nil {
			root, err = align.ParseHTML(p.Body)
		}
		if err != nil {
			log.Debug("page passed over", "url", u, "err", err)
			continue
		}
		switch cls.Classify(root).Class {
		case Detail:
			if tags := Tags(root, p.FinalURL); len(tags) > 0 {
				sets = append(sets, tags)
			}
		case List:
			for _, l := range crawl.Links(root, p.FinalURL, p.Header) {
				lu, err := url.Parse(l.URL)
				if err != nil || !hosts[lu.Host] || seen[l.URL] {
					continue
				}
				if _, isProfile := m.ProfileKey(l.URL); !isProfile {
					seen[l.URL] = true
					queue = append(queue, l.URL)
				}
			}
		}
	}
	return sets, nil
}
