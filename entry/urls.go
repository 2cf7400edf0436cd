package entry

import (
	"net/url"
	"slices"
	"strings"

	"focus/align"
	"focus/fetch"
	"focus/urlpattern"
)

// normalise returns raw without fragment, scheme and host lowercased, an
// empty path as "/", and the session parameters removed; "" when raw is not
// an absolute http(s) URL.
func normalise(raw string, session []string) string {
	u, err := fetch.ParseURL(raw)
	if err != nil {
		return ""
	}
	u.Scheme, u.Host = strings.ToLower(u.Scheme), strings.ToLower(u.Host)
	if u.Path == "" {
		u.Path, u.RawPath = "/", ""
	}
	s := urlpattern.StripParams(u.String(), session)
	return strings.TrimSuffix(s, "?")
}

// sameForm reports whether two URLs with a query differ in its values
// alone: the same path and the same parameters in the same order.
func sameForm(a, b string) bool {
	pa, qa, oka := strings.Cut(a, "?")
	pb, qb, okb := strings.Cut(b, "?")
	return oka && okb && qa != "" && qb != "" && pa == pb && slices.Equal(urlpattern.QueryKeys(a), urlpattern.QueryKeys(b))
}

// host is the lowercased host (and port) of an absolute URL, "" if none.
func host(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return strings.ToLower(u.Host)
}

// ancestors lists the path ancestors of raw, deepest first, down to the host
// root: /a/b/c?x -> /a/b/c (when it had a query: script routers such as
// index.php?topic=1 and forum.php?mod=... keep their home at the bare
// script), /a/b/, /a/, /.
func ancestors(raw string) []string {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return nil
	}
	base := u.Scheme + "://" + u.Host
	path := u.EscapedPath()
	var out []string
	if u.RawQuery != "" && path != "" && path != "/" && !strings.HasSuffix(path, "/") {
		out = append(out, base+path)
	}
	for {
		i := strings.LastIndexByte(strings.TrimSuffix(path, "/"), '/')
		if i < 0 {
			break
		}
		path = path[:i+1]
		out = append(out, base+path)
		if path == "/" {
			break
		}
	}
	if len(out) == 0 || out[len(out)-1] != base+"/" {
		out = append(out, base+"/")
	}
	return out
}

// sessionParams finds the query parameters that carry a guest session id
// in a page's links: one long opaque value shared by the links that carry
// the parameter, as phpBB's sid, vBulletin's s and SMF's PHPSESSID are. A
// page fetched once cannot show the value changing (urlpattern.SessionParams
// needs two fetches); sharing one random-looking value is evidence enough
// for comparing URLs, and a wrong guess only merges two spellings.
func sessionParams(links []align.Link) []string {
	type tally struct {
		n    int
		vals map[string]int
	}
	seen := map[string]*tally{}
	for _, l := range links {
		_, q, ok := strings.Cut(l.URL, "?")
		if !ok {
			continue
		}
		for kv := range strings.FieldsFuncSeq(q, func(r rune) bool { return r == '&' || r == ';' }) {
			k, v, _ := strings.Cut(kv, "=")
			if !opaque(v) {
				continue
			}
			t := seen[k]
			if t == nil {
				t = &tally{vals: map[string]int{}}
				seen[k] = t
			}
			t.n++
			t.vals[v]++
		}
	}
	var names []string
	for k, t := range seen {
		most := 0
		for _, n := range t.vals {
			most = max(most, n)
		}
		if t.n >= 3 && most*5 >= t.n*4 {
			names = append(names, k)
		}
	}
	slices.Sort(names)
	return names
}

// opaque reports whether v looks like a random token: 16 or more letters
// and digits, with both.
func opaque(v string) bool {
	if len(v) < 16 {
		return false
	}
	var letter, digit bool
	for _, r := range v {
		switch {
		case r >= '0' && r <= '9':
			digit = true
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z':
			letter = true
		default:
			return false
		}
	}
	return letter && digit
}
