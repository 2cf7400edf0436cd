package learn

import (
	"context"
	"maps"
	"slices"
	"strings"

	"focus/urlpattern"
)

// contextParams finds the query parameters of the thread URLs that do not
// change the page: Discuz links each thread as ...&tid=T&extra=page%3D2,
// naming the listing page it was linked from, so one thread has as many
// URLs as listing pages it appeared on. A candidate takes at most half as
// many values as there are thread URLs (a thread id takes one per thread;
// Tiki's topics_offset, a topic's place in its board's list, nearly half
// as many as a large board has topics); it is a context parameter when
// dropping it from two fetched thread URLs gives the same pages. Like
// session ids, such parameters are stripped before learning the thread
// regexes and before the crawl deduplicates thread URLs; only there, as
// phpBB's f= is the board of viewforum.php but mere context on
// viewtopic.php.
func (l *learner) contextParams(ctx context.Context) []string {
	urls := l.thread.list
	shapes := map[string][]string{}
	for _, u := range urls {
		shapes[urlpattern.Shape(u)] = append(shapes[urlpattern.Shape(u)], u)
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
	found := l.idleParams(ctx, main, func(values, _ int) bool { return values >= 2 && 2*values <= len(main) })
	if len(found) > 0 {
		l.log.Debug("context parameters", "names", found)
	}
	return found
}

// formDefaults finds the query parameters that every page-flipping URL of
// a kind carries with the same value (the one URL's, when learning found
// one: Moodle's o=1&s=100, its default sort and page size, would
// otherwise let every sort order in) and that change nothing, as
// "name=value": IP.Board 3's pagers repeat the board's sort form
// (page-2?prune_day=100&sort_by=Z-A&sort_key=last_post&topicfilter=all)
// while the page names page-2 canonical. Stripped before the index-flip
// regex is learned, they leave it the canonical URLs; matching strips
// them too, so the crawl follows either form, but no other sort order.
func (l *learner) formDefaults(ctx context.Context, urls []string) []string {
	if len(urls) == 0 {
		return nil
	}
	names := l.idleParams(ctx, urls, func(values, carried int) bool { return values == 1 && carried == len(urls) })
	first := urlpattern.QueryValues(urls[0]) // the one value each takes
	var found []string
	for _, k := range names {
		found = append(found, k+"="+first[k][0])
	}
	if len(found) > 0 {
		l.log.Debug("form defaults of page-flipping URLs", "params", found)
	}
	return found
}

// dropFormDefaults strips the form defaults the page-flipping URLs flips
// carry (see formDefaults) from them and from firsts (their first pages,
// where those are kept beside them), and returns ignore with them added.
func (l *learner) dropFormDefaults(ctx context.Context, ignore []string, flips, firsts []*string) []string {
	urls := make([]string, len(flips))
	for i, u := range flips {
		urls[i] = *u
	}
	form := l.formDefaults(ctx, urls)
	if len(form) == 0 {
		return ignore
	}
	for _, u := range slices.Concat(flips, firsts) {
		*u = urlpattern.StripParams(*u, form)
	}
	return slices.Sorted(slices.Values(slices.Concat(ignore, form)))
}

// idleParams returns, sorted, the query parameters of urls that want
// accepts, given how many distinct values each takes and how many of the
// URLs carry it, and that dropping from two URLs changes nothing.
func (l *learner) idleParams(ctx context.Context, urls []string, want func(values, carried int) bool) []string {
	values := map[string]map[string]bool{}
	carried := map[string]int{}
	for _, u := range urls {
		for k, vs := range urlpattern.QueryValues(u) {
			if values[k] == nil {
				values[k] = map[string]bool{}
			}
			carried[k]++
			for _, v := range vs {
				values[k][v] = true
			}
		}
	}
	var found []string
	for _, k := range slices.Sorted(maps.Keys(values)) {
		if want(len(values[k]), carried[k]) && l.irrelevant(ctx, k, urls) {
			found = append(found, k)
		}
	}
	return found
}

// irrelevant reports whether dropping parameter k from two of urls (the
// one, if there is one) gives the same pages.
func (l *learner) irrelevant(ctx context.Context, k string, urls []string) bool {
	tried, enough := 0, min(2, len(urls))
	for _, i := range spread(len(urls), len(urls)) {
		if tried == enough {
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
	return tried == enough
}
