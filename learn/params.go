package learn

import (
	"context"
	"maps"
	"net/url"
	"slices"
	"strings"

	"focus/urlpattern"
)

// contextParams finds the query parameters of the thread URLs that do not
// change the page: Discuz links each thread as ...&tid=T&extra=page%3D2,
// naming the listing page it was linked from, so one thread has as many
// URLs as listing pages it appeared on. A candidate takes few values over
// the thread URLs (a thread id takes one per thread); it is a context
// parameter when dropping it from two fetched thread URLs gives the same
// pages. Like session ids, such parameters are stripped before learning
// the thread regexes and before the crawl deduplicates thread URLs; only
// there, as phpBB's f= is the board of viewforum.php but mere context on
// viewtopic.php.
func (l *learner) contextParams(ctx context.Context) []string {
	urls := l.thread.list
	shapes := map[string][]string{}
	for _, u := range urls {
		shapes[shape(u)] = append(shapes[shape(u)], u)
	}
	var main []string
	for _, us := range shapes {
		if len(us) > len(main) {
			main = us
		}
	}
	if len(main) < 4 {
		return nil
	}
	values := map[string]map[string]bool{}
	for _, u := range main {
		pu, err := url.Parse(u)
		if err != nil {
			return nil
		}
		for k, vs := range pu.Query() {
			if values[k] == nil {
				values[k] = map[string]bool{}
			}
			for _, v := range vs {
				values[k][v] = true
			}
		}
	}
	var found []string
	for _, k := range slices.Sorted(maps.Keys(values)) {
		if n := len(values[k]); n < 2 || 4*n > len(main) {
			continue // constant, or naming the thread
		}
		if l.irrelevant(ctx, k, main) {
			found = append(found, k)
		}
	}
	if len(found) > 0 {
		l.log.Debug("context parameters", "names", found)
	}
	return found
}

// irrelevant reports whether dropping parameter k from two of urls gives
// the same pages.
func (l *learner) irrelevant(ctx context.Context, k string, urls []string) bool {
	tried := 0
	for _, i := range spread(len(urls), len(urls)) {
		if tried == 2 {
			return true
		}
		u := urls[i]
		without := urlpattern.StripParams(u, []string{k})
		if without == u || strings.HasSuffix(without, "?") {
			continue
		}
		ps := l.getAll(ctx, []string{u, without})
		if ps[0] == nil || ps[1] == nil {
			return false
		}
		if !ps[0].ok() {
			continue
		}
		if !ps[1].ok() || !samePage(ps[0], ps[1]) {
			return false
		}
		tried++
	}
	return tried == 2
}
