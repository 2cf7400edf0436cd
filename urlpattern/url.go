package urlpattern

import (
	"net/url"
	"slices"
	"strings"
	"unicode/utf8"
)

// MaxURLLen caps the URLs learned from and matched: a longer URL never
// matches, which bounds the work a hostile URL can cause.
const MaxURLLen = 2048

// parts is a URL split for generalisation.
type parts struct {
	raw    string   // the URL without its fragment and its empty query items
	origin string   // scheme and authority, e.g. "http://127.0.0.1:18082"
	segs   []string // path segments after the leading '/'; nil for an empty path
	params []param  // query parameters in order; nil without '?'
}

// param is one query parameter. The separator before it is part of the URL's
// shape because SMF-style URLs mix ';' with '&'.
type param struct {
	sep byte // '?', '&', ';' or ','
	key string
	eq  bool // "key=value" rather than a bare "key"
	pos bool // a value without a name (Phorum's read.php?5,1603): key is ""
	val string
}

// valued reports whether q carries a value to generalise.
func (q param) valued() bool { return q.eq || q.pos }

// split parses an absolute URL without its fragment. It refuses relative,
// over-long and invalid UTF-8 URLs, which no pattern could spell out.
func split(u string) (parts, bool) {
	u = cutFragment(u)
	if len(u) > MaxURLLen || !utf8.ValidString(u) {
		return parts{}, false
	}
	if strings.Index(u, "://") <= 0 {
		return parts{}, false
	}
	end := PathStart(u)
	p := parts{raw: StripParams(u, nil), origin: u[:end]} // without empty query items, as params
	path, query, hasQuery := cutQuery(u[end:])
	if path != "" {
		p.segs = strings.Split(path[1:], "/")
	}
	if hasQuery {
		p.params = splitQuery(query)
	}
	return p, true
}

// own is the index of the path segment that names p's item: the last, or
// the one before a trailing slash; -1 when there is none.
func (p *parts) own() int {
	i := len(p.segs) - 1
	if i > 0 && p.segs[i] == "" {
		i--
	}
	if i < 0 || p.segs[i] == "" {
		return -1
	}
	return i
}

// parent is the URL of the path one segment above p's, with p's trailing
// slash; "" for a URL with a query or at the path's top.
func (p *parts) parent() string {
	i := p.own()
	if i < 1 || p.params != nil {
		return ""
	}
	up := p.origin + "/" + strings.Join(p.segs[:i], "/")
	if i < len(p.segs)-1 {
		up += "/"
	}
	return up
}

// cutQuery splits what follows a URL's authority into its path and its
// query. The path goes on in the query (IP.Board's
// index.php?/topic/12-title/page-2?st=20): its segments are generalised as
// a path's, "index.php?" being one of them. After an empty path, as in
// "http://h?/x", the query is a query like another.
func cutQuery(rest string) (path, query string, hasQuery bool) {
	path, query, hasQuery = strings.Cut(rest, "?")
	if qpath, ok := QueryPath(query); hasQuery && ok && path != "" {
		path += "?" + qpath
		query, hasQuery = strings.CutPrefix(query[len(qpath):], "?")
	}
	return path, query, hasQuery
}

// QueryValues lists the values of u's query parameters by name, as
// matching splits them: on '&' and ';', after the path an IP.Board query
// starts with (see [QueryPath]); values passed by position (see
// splitQuery) have no name and are left out. Values stay escaped. Nil for
// a URL that no pattern could spell out.
func QueryValues(u string) map[string][]string {
	p, ok := split(u)
	if !ok {
		return nil
	}
	out := map[string][]string{}
	for _, q := range p.params {
		if !q.pos {
			out[q.key] = append(out[q.key], q.val)
		}
	}
	return out
}

// QueryKeys lists the names of u's query parameters in order, as
// QueryValues splits them; a value passed by position is named "".
func QueryKeys(u string) []string {
	p, _ := split(u)
	keys := make([]string, len(p.params))
	for i, q := range p.params {
		keys[i] = q.key
	}
	return keys
}

// QueryPath is the path a query starts with, up to the next '?' (without
// it): a query whose first item starts with '/' and has no '=', as
// IP.Board's index.php?/forum/3-name/ has.
func QueryPath(query string) (string, bool) {
	if !strings.HasPrefix(query, "/") {
		return "", false
	}
	qpath, _, _ := strings.Cut(query, "?")
	if strings.ContainsAny(qpath, "=&;") {
		return "", false
	}
	return qpath, true
}

// splitQuery splits a query on '&' and ';'; the first parameter's separator
// is '?'. A query that starts with a digit passes its values by position,
// joined by ',' as well: Phorum's list.php?5, read.php?5,1603,page=2, and
// vBulletin 4's showthread.php?1234-title. An item there without '=' is a
// value, not a name.
func splitQuery(q string) []param {
	var ps []param
	sep := byte('?')
	positional := q != "" && isDigit(q[0])
	whole := q
	for {
		i := indexSep(q)
		if positional {
			if j := strings.IndexByte(q, ','); j >= 0 && (i < 0 || j < i) {
				i = j
			}
		}
		item := q
		if i >= 0 {
			item = q[:i]
		}
		k, v, eq := strings.Cut(item, "=")
		if item == "" && whole != "" && sep != ',' && (i < 0 || q[i] != ',') {
			// An empty item carries no parameter (see StripParams); the
			// next item opens the query when this one did.
			if i < 0 {
				return ps
			}
			if sep != '?' {
				sep = q[i]
			}
			q = q[i+1:]
			continue
		}
		if positional && !eq {
			ps = append(ps, param{sep: sep, pos: true, val: item})
		} else {
			ps = append(ps, param{sep: sep, key: k, eq: eq, val: v})
		}
		if i < 0 {
			return ps
		}
		sep, q = q[i], q[i+1:]
	}
}

// indexSep is strings.IndexAny(q, "&;") without building a set per call:
// it runs for every URL matched.
func indexSep(q string) int {
	for i := 0; i < len(q); i++ {
		if q[i] == '&' || q[i] == ';' {
			return i
		}
	}
	return -1
}

func cutFragment(u string) string {
	if i := strings.IndexByte(u, '#'); i >= 0 {
		return u[:i]
	}
	return u
}

// PathStart is the index where the path of u begins: after the authority of
// an absolute URL, 0 for a relative one.
func PathStart(u string) int {
	i := strings.Index(u, "://")
	if i < 0 {
		return 0
	}
	if j := strings.IndexAny(u[i+3:], "/?"); j >= 0 {
		return i + 3 + j
	}
	return len(u)
}

// StripParams removes from u the query parameters (separated by '&' or ';')
// and the path parameters (";name=value" inside a segment, as in
// ";jsessionid=") whose names are among names, compared without regard to
// case; a name given as "name=value" removes that value only. Empty query
// items go too: they carry no parameter, and software writes them where a
// session id would go for a visitor who has none (FUDforum's
// t=msg&th=12&start=0&, its pager's frm_id=5&&start=40). The rest of the
// URL, fragment included, keeps its order.
func StripParams(u string, names []string) string {
	if len(names) == 0 && !emptyItem(u) || !strings.ContainsAny(u, "?;") {
		return u
	}
	rest, frag, hasFrag := strings.Cut(u, "#")
	start := PathStart(rest)
	path, query, hasQuery := cutQuery(rest[start:])
	var b strings.Builder
	b.Grow(len(u))
	b.WriteString(rest[:start])
	stripPathParams(&b, path, names)
	if hasQuery {
		stripQuery(&b, query, names)
	}
	if hasFrag {
		b.WriteByte('#')
		b.WriteString(frag)
	}
	return b.String()
}

// stripPathParams writes path to b without the named ";name=value" items,
// in one pass: hostile paths can hold a thousand of them.
func stripPathParams(b *strings.Builder, path string, names []string) {
	for {
		i := strings.IndexByte(path, ';')
		if i < 0 {
			b.WriteString(path)
			return
		}
		b.WriteString(path[:i])
		path = path[i:]
		j := 1
		for j < len(path) && path[j] != ';' && path[j] != '/' {
			j++
		}
		if !isNamed(path[1:j], names) {
			b.WriteString(path[:j])
		}
		path = path[j:]
	}
}

// emptyItem reports whether u's query holds an empty item ("a=1&",
// "a=1&&b=2", "?&a=1"); a query that is empty as a whole is not one. One
// pass, as matching asks it of every URL.
func emptyItem(u string) bool {
	q := strings.IndexByte(u, '?')
	if q < 0 || q+1 == len(u) || u[q+1] == '#' {
		return false
	}
	last := byte('&')
	for i := q + 1; i < len(u) && u[i] != '#'; i++ {
		c := u[i]
		if (c == '&' || c == ';') && (last == '&' || last == ';') {
			return true
		}
		last = c
	}
	return last == '&' || last == ';'
}

// stripQuery writes the query to b with its '?', or nothing when every
// parameter was removed.
func stripQuery(b *strings.Builder, q string, names []string) {
	start, sep, dropped := b.Len(), byte('?'), false
	whole := q
	for {
		i := indexSep(q)
		item := q
		if i >= 0 {
			item = q[:i]
		}
		if item == "" && whole != "" || isNamed(item, names) {
			dropped = true
		} else {
			if b.Len() == start {
				sep = '?' // the first kept parameter opens the query
			}
			b.WriteByte(sep)
			b.WriteString(item)
		}
		if i < 0 {
			break
		}
		sep, q = q[i], q[i+1:]
	}
	if b.Len() == start && !dropped {
		b.WriteByte('?') // an empty query stays as it was
	}
}

// isNamed reports whether the "name=value" (or bare "name") item carries one
// of names. A name given as "name=value" stands for that value only: a
// form's default, dropped where another value must stay.
func isNamed(item string, names []string) bool {
	k, _, _ := strings.Cut(item, "=")
	for _, n := range names {
		if n == "" {
			continue
		}
		if strings.Contains(n, "=") && strings.EqualFold(item, n) || strings.EqualFold(k, n) {
			return true
		}
	}
	return false
}

// Shape is what URLs at one place of a page share beyond it when they are
// of one kind: the query's keys, and a feed's file extension. It splits a
// position that holds two kinds of links (SMF's last poster, ?action=profile;u=N, beside the last
// post, ?topic=N.msgM; a category's feed, category/4.rss, beside the
// category in a breadcrumb) without splitting a list of titles or of
// nested categories.
func Shape(u string) string {
	pu, err := url.Parse(u)
	if err != nil {
		return u
	}
	ext := feedExtension(pu.Path)
	if qpath, ok := QueryPath(pu.RawQuery); ok {
		ext = "?/" + feedExtension(qpath)
	}
	keys := QueryKeys(u)
	if len(keys) > 0 {
		ext += script(pu.Path)
	}
	slices.Sort(keys)
	return ext + "?" + strings.Join(keys, "&")
}

// script is the file name of a path that ends in a server script
// (forum_viewtopic.php, topic_show.pl), "" for any other: with a query,
// the script names the kind of page its id is of, as e107's
// forum_viewforum.php?id=F and forum_viewtopic.php?id=T, laid out alike,
// are boards and topics. (Without one, a script is a page of a menu like
// the others: a shop's menu naming its forum, bbs/forum.php.)
func script(path string) string {
	name := path[strings.LastIndexByte(path, '/')+1:]
	dot := strings.LastIndexByte(name, '.')
	if dot < 0 {
		return ""
	}
	switch strings.ToLower(name[dot:]) {
	case ".php", ".asp", ".aspx", ".jsp", ".pl", ".cgi", ".cfm", ".do":
		return name
	}
	return ""
}

// feedExtension is the extension of a path naming a feed or data file
// (".rss", ".atom", ".rdf", ".xml", ".json"), "" for any other: the
// extensions of pages (".html", ".php") and the dots of titles and tags
// ("title.123", "node.js") say nothing of what a URL is.
func feedExtension(path string) string {
	i := strings.LastIndexByte(path, '.')
	if i < 0 || strings.ContainsRune(path[i:], '/') {
		return ""
	}
	switch ext := strings.ToLower(path[i:]); ext {
	case ".rss", ".atom", ".rdf", ".xml", ".json":
		return ext
	}
	return ""
}
