package learn

import (
	"context"
	"net/url"
	"slices"
	"strings"

	"focus/urlpattern"
)

const (
	// strayForm is how many URLs of one form the pages must link before
	// the form is looked at: a form linked once or twice costs the crawl
	// little.
	strayForm = 3
	// strayProbes is how many URLs of a form are fetched, and strayForms
	// how many forms at most.
	strayProbes = 3
	strayForms  = 4
)

// strays are URLs the thread regex matches, linked from the pages
// fetched, that no list showed as a thread and whose form (see form) no
// thread URL has: a post's short link in a comment (Apache Answer's
// questions/QID/AID beside its questions/QID/TITLE), a member's page in
// the shape of a topic. A few URLs of each such form are fetched; a form
// whose pages are all no threads (a redirect to a URL the regex does not
// match, a page of another type, an error) is returned whole, for the
// thread regex to keep out. A form whose pages read as threads stays: a
// thread's other URL.
func (l *learner) strays(ctx context.Context, threads *urlpattern.Matcher, training, avoid []string) []string {
	forms := map[string]bool{}
	for _, u := range training {
		forms[form(u)] = true
	}
	known := setOf(slices.Concat(training, avoid))
	byForm := map[string][]string{}
	var order []string
	for _, p := range l.order {
		for _, k := range l.links(ctx, p) {
			f := form(k.URL)
			if known[k.URL] || forms[f] || !threads.Match(k.URL) {
				continue
			}
			known[k.URL] = true
			if byForm[f] == nil {
				order = append(order, f)
			}
			byForm[f] = append(byForm[f], k.URL)
		}
	}
	var out []string
	probed := 0
	for _, f := range order {
		us := byForm[f]
		if len(us) < strayForm {
			continue
		}
		if probed++; probed > strayForms {
			break
		}
		stray := true
		for _, p := range l.getAll(ctx, samples(us, strayProbes)) {
			if p == nil {
				return out // the budget is spent
			}
			if p.doc != nil && p.typ == TypeThread && (p.ok() || threads.Match(p.final)) {
				stray = false
			}
		}
		l.log.Debug("stray thread URLs", "form", f, "urls", len(us), "sample", samples(us, strayProbes), "stray", stray)
		if stray {
			out = append(out, us...)
		}
	}
	return out
}

// form is what a URL is made of, place by place: "#" for a path segment
// of digits alone, "a" for any other, then its query's keys.
func form(u string) string {
	pu, err := url.Parse(u)
	if err != nil {
		return u
	}
	var b strings.Builder
	for _, seg := range strings.Split(strings.Trim(pu.EscapedPath(), "/"), "/") {
		if seg != "" && strings.Trim(seg, "0123456789") == "" {
			b.WriteString("/#")
		} else {
			b.WriteString("/a")
		}
	}
	if strings.HasSuffix(pu.Path, "/") {
		b.WriteByte('/')
	}
	keys := urlpattern.QueryKeys(u)
	slices.Sort(keys)
	return b.String() + "?" + strings.Join(keys, "&")
}
