package sim

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Small pieces several skins share.

// clip shortens s to n runes with an ellipsis, as listings cut long titles.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}

// escAll escapes each paragraph.
func escAll(ps []string) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = Esc(p)
	}
	return out
}

// pick is the element of xs that Hash(parts...) chooses.
func pick[T any](xs []T, parts ...any) T { return xs[int(Hash(parts...)%uint64(len(xs)))] }

// thousands prints 1234567 as 1,234,567 (sep ",") or 1.234.567 (sep ".").
func thousands(n int, sep string) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + sep + s[i:]
	}
	return s
}

// calendarDays is how many calendar days t lies before now, for "Today" and "Yesterday".
func calendarDays(now, t time.Time) int {
	day := func(x time.Time) time.Time { y, m, d := x.Date(); return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }
	return int(day(now).Sub(day(t)) / (24 * time.Hour))
}

// calendarMonth is the month a calendar page shows, year and month from its
// query when valid, else now's, and its first day. Each month links the next
// and the previous without end: calendars are traps.
func calendarMonth(now time.Time, year, month int) (y, m int, first time.Time) {
	y, m = now.Year(), int(now.Month())
	if year > 0 {
		y = year
	}
	if month >= 1 && month <= 12 {
		m = month
	}
	return y, m, time.Date(y, time.Month(m), 1, 0, 0, 0, 0, time.UTC)
}

// rank is a member's title by post count.
func rank(u *User) string {
	switch {
	case u.Posts > 60:
		return "Veteran Member"
	case u.Posts > 20:
		return "Regular"
	}
	return "New Member"
}

// signature is a member's signature line; about a third of members have one.
func signature(u *User) string {
	if Hash("sig", u.ID)%3 != 0 {
		return ""
	}
	return u.Bio
}

// threadInfo labels page p of thread t, under the skin's canonical URL.
func threadInfo(s Skin, t *Thread, p int) Info {
	return Info{Type: TypeThread, TID: t.ID, Page: p, Canonical: s.ThreadURL(t, p)}
}

// boardInfo labels page p of board b, under the skin's canonical URL.
func boardInfo(s Skin, b *Board, p int) Info {
	return Info{Type: TypeIndex, FID: b.ID, FPage: p, Canonical: s.BoardURL(b, p)}
}

// nodeID is a board's id where categories and boards share one sequence, in
// display order, as XenForo's and Invision's nodes do.
func nodeID(b *Board) int { return b.ID + b.Category.ID }

// catNodeID is a category's id in that sequence.
func catNodeID(cat *Category) int { return cat.Boards[0].ID + cat.ID - 1 }

// neighbour is the next (or previous) thread in a thread's board list.
func neighbour(t *Thread, next bool) *Thread {
	ts := t.Board.Threads
	for i, x := range ts {
		if x != t {
			continue
		}
		if next && i+1 < len(ts) {
			return ts[i+1]
		}
		if !next && i > 0 {
			return ts[i-1]
		}
	}
	return nil
}

// similarThreads is up to five other threads of t's board, from a place key picks:
// the "similar threads" box under a thread.
func similarThreads(t *Thread, key string) []*Thread {
	ts := t.Board.Threads
	var out []*Thread
	for i := int(Hash(key, t.ID) % uint64(len(ts))); len(out) < min(5, len(ts)-1); i = (i + 1) % len(ts) {
		if ts[i] != t {
			out = append(out, ts[i])
		}
	}
	return out
}

// firstN is the first n threads of ts that keep accepts: a search result or a profile's list.
func firstN(ts []*Thread, n int, keep func(*Thread) bool) []*Thread {
	var out []*Thread
	for _, t := range ts {
		if len(out) == n {
			break
		}
		if keep(t) {
			out = append(out, t)
		}
	}
	return out
}

// postedIn tells whether u wrote any post of t.
func postedIn(t *Thread, u *User) bool {
	return slices.ContainsFunc(t.Posts, func(p *Post) bool { return p.Author == u })
}

// newestFirst is threads ordered by their opening post, newest first.
func newestFirst(ts []*Thread) []*Thread {
	out := slices.Clone(ts)
	slices.SortStableFunc(out, func(a, b *Thread) int { return b.Posts[0].Time.Compare(a.Posts[0].Time) })
	return out
}

// sortedBy is threads ordered by key, as a sort link would show them.
func sortedBy(ts []*Thread, key func(*Thread) string) []*Thread {
	out := slices.Clone(ts)
	slices.SortStableFunc(out, func(a, b *Thread) int { return strings.Compare(key(a), key(b)) })
	return out
}

// stickyFirst is threads ordered by cmp, reversed when desc, stickies on top
// whatever the order: a forum's thread-list sort.
func stickyFirst(ts []*Thread, cmp func(a, b *Thread) int, desc bool) []*Thread {
	out := slices.Clone(ts)
	slices.SortStableFunc(out, func(a, b *Thread) int {
		if a.Sticky != b.Sticky {
			if a.Sticky {
				return -1
			}
			return 1
		}
		if desc {
			return cmp(b, a)
		}
		return cmp(a, b)
	})
	return out
}

// sortQuery is the sort part of a listing URL, ?key=ORDER&dirKey=asc|desc, or
// "" when the query asks for none of the allowed orders (the default order).
func sortQuery(c *Ctx, key, dirKey string, allowed ...string) string {
	o := c.Query.Get(key)
	if !slices.Contains(allowed, o) {
		return ""
	}
	d := c.Query.Get(dirKey)
	if d != "asc" {
		d = "desc"
	}
	return "?" + key + "=" + o + "&" + dirKey + "=" + d
}

// Thread orders for stickyFirst, ascending; names compare case-insensitively.

func byLastPost(a, b *Thread) int { return a.LastPost().Time.Compare(b.LastPost().Time) }

func byTitle(a, b *Thread) int {
	return strings.Compare(strings.ToLower(a.Title), strings.ToLower(b.Title))
}

func byStarter(a, b *Thread) int {
	return strings.Compare(strings.ToLower(a.Author.Name), strings.ToLower(b.Author.Name))
}

func byReplies(a, b *Thread) int { return len(a.Posts) - len(b.Posts) }

func byViews(a, b *Thread) int { return a.Views - b.Views }

// segments is a path split at its slashes.
type segments []string

// at is segment i, "" past the end.
func (p segments) at(i int) string {
	if i < len(p) {
		return p[i]
	}
	return ""
}

// slug is a title as URL path text: "Best tomato soil?" -> "best-tomato-soil".
func slug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
			dash = false
		case r > 127:
			if a, ok := asciiFold[r]; ok {
				b.WriteString(a)
				dash = false
			}
		default:
			if !dash && b.Len() > 0 {
				b.WriteByte('-')
				dash = true
			}
		}
		if b.Len() >= 60 {
			break
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}

var asciiFold = map[rune]string{'ä': "ae", 'ö': "oe", 'ü': "ue", 'ß': "ss", 'é': "e", 'è': "e", 'ê': "e", 'ë': "e", 'à': "a", 'â': "a", 'ç': "c", 'î': "i", 'ï': "i", 'ô': "o", 'û': "u", 'ù': "u", 'œ': "oe"}

// slugOr is s as a slug, or fallback when nothing of s is left.
func slugOr(s, fallback string) string {
	if sl := slug(s); sl != "" {
		return sl
	}
	return fallback
}

// boardSlug is a board's name as a slug, numbered ("-2") when an earlier board
// of its category, or with category set the category's own name, has the same one.
func boardSlug(b *Board, category bool) string {
	base := slug(b.Name)
	n := 1
	if category && base == slug(b.Category.Name) {
		n++
	}
	for _, o := range b.Category.Boards {
		if o == b {
			break
		}
		if slug(o.Name) == base {
			n++
		}
	}
	if n > 1 {
		return fmt.Sprintf("%s-%d", base, n)
	}
	return base
}

// uniqueSlugs makes slugs unique the way WordPress does: the second "foo" becomes "foo-2".
func uniqueSlugs(slugs []string) []string {
	seen := map[string]bool{}
	out := make([]string, len(slugs))
	for i, s := range slugs {
		if s == "" {
			s = "untitled"
		}
		u := s
		for n := 2; seen[u]; n++ {
			u = fmt.Sprintf("%s-%d", s, n)
		}
		seen[u] = true
		out[i] = u
	}
	return out
}

// tagLabel is a tag as a heading: "winter-tyres" -> "Winter tyres".
func tagLabel(tag string) string {
	r, n := utf8.DecodeRuneInString(tag)
	return string(unicode.ToUpper(r)) + strings.ReplaceAll(tag[n:], "-", " ")
}

// distinctNames gives each board of a category a distinct display name: a repeated
// name is replaced by the board's most used tag, as a blog's categories never repeat.
func distinctNames(cat *Category) []string {
	used := map[string]bool{}
	out := make([]string, len(cat.Boards))
	for i, b := range cat.Boards {
		name := b.Name
		if used[name] {
			count := map[string]int{}
			for _, t := range b.Threads {
				for _, tag := range t.Tags {
					count[tag]++
				}
			}
			for _, tag := range byCount(count) {
				if cand := tagLabel(tag); !used[cand] {
					name = cand
					break
				}
			}
			for n := 2; used[name]; n++ {
				name = fmt.Sprintf("%s %d", b.Name, n)
			}
		}
		used[name] = true
		out[i] = name
	}
	return out
}

// archiveID reads the number of an archive page name such as "t-123.html" (prefix "t-").
func archiveID(name, prefix string) (int, bool) {
	num, ok := strings.CutPrefix(name, prefix)
	if !ok {
		return 0, false
	}
	num, ok = strings.CutSuffix(num, ".html")
	n, err := strconv.Atoi(num)
	return n, ok && err == nil
}

// Feeds link each thread's first page.

// atomFeed is an Atom feed of threads.
func atomFeed(c *Ctx, ts []*Thread) string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<feed xmlns="http://www.w3.org/2005/Atom"><title>Latest topics</title>`)
	for _, t := range ts {
		fmt.Fprintf(&b, `<entry><title>%s</title><link href="%s"/><updated>%s</updated><author><name>%s</name></author><content type="html">%s</content></entry>`,
			Esc(t.Title), Esc(c.URL(c.Pkg.Skin.ThreadURL(t, 1))), t.LastPost().Time.Format(time3339), Esc(t.Author.Name), Esc(strings.Join(t.Posts[0].Body, "\n")))
	}
	b.WriteString(`</feed>`)
	return b.String()
}

// rssFeed is an RSS 2.0 document around items; link is the channel's mount-relative URL.
func rssFeed(c *Ctx, title, link, items string) string {
	return `<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">` +
		fmt.Sprintf(`<channel><title>%s</title><link>%s</link><description>%s</description><lastBuildDate>%s</lastBuildDate><language>%s</language>`,
			Esc(title), Esc(c.URL(link)), Esc(title), c.W.Now.Format(http.TimeFormat), c.W.Shape.Lang) + items + `</channel></rss>`
}

// rssItems are the RSS items of threads.
func rssItems(c *Ctx, ts []*Thread) string {
	var b strings.Builder
	for _, t := range ts {
		link := Esc(c.URL(c.Pkg.Skin.ThreadURL(t, 1)))
		fmt.Fprintf(&b, `<item><title>%s</title><link>%s</link><dc:creator><![CDATA[%s]]></dc:creator><pubDate>%s</pubDate><guid isPermaLink="false">%s</guid><description><![CDATA[%s]]></description></item>`,
			Esc(t.Title), link, t.Author.Name, t.Posts[0].Time.Format(http.TimeFormat), link, clip(strings.Join(t.Posts[0].Body, " "), 300))
	}
	return b.String()
}

// djangoRoute routes a request as Django does: by the URL patterns (route,
// ok false when none matches), then CommonMiddleware's APPEND_SLASH, a 301
// for a path without its slash whose slashed form matches one, its query
// kept and labelled as that page.
func djangoRoute(c *Ctx, route func(*Ctx) (Response, bool), notFound func(*Ctx) Response) Response {
	if c.Path == "" || strings.HasSuffix(c.Path, "/") {
		if r, ok := route(c); ok {
			return r
		}
		return notFound(c)
	}
	sub := *c
	sub.Path = c.Path + "/"
	r, ok := route(&sub)
	if !ok {
		return notFound(c)
	}
	loc := sub.Path
	if c.RawQuery != "" {
		loc += "?" + c.RawQuery
	}
	return Response{Status: http.StatusMovedPermanently, Location: loc, Info: r.Info}
}

// addSlash answers a path without its trailing slash as WordPress does:
// with a 301 to the slashed path, labelled as its page, when that is a
// page; ok is false when it is not.
func addSlash(c *Ctx, serve func(*Ctx) Response) (r Response, ok bool) {
	sub := *c
	sub.Path = c.Path + "/"
	if r := serve(&sub); r.Status == http.StatusOK {
		loc := sub.Path
		if q := c.Query.Encode(); q != "" {
			loc += "?" + q
		}
		return Response{Status: http.StatusMovedPermanently, Location: loc, Info: r.Info}, true
	}
	return Response{}, false
}

// boardOptions are the options of a forum-jump select: an optgroup a
// category, an option a board (its id the value), cur selected.
func boardOptions(w *World, cur *Board) string {
	var h strings.Builder
	for _, cat := range w.Categories {
		fmt.Fprintf(&h, `<optgroup label="%s">`, Esc(cat.Name))
		for _, b := range cat.Boards {
			sel := ""
			if b == cur {
				sel = ` selected="selected"`
			}
			fmt.Fprintf(&h, `<option value="%d"%s>%s</option>`, b.ID, sel, Esc(b.Name))
		}
		h.WriteString(`</optgroup>`)
	}
	return h.String()
}

// idOrder numbers a world's threads by their first post and its posts by
// time, from 1, as a database's auto-increment ids do, and lists each
// member's posts newest first: the tables of packages whose URLs carry
// those ids.
type idOrder struct {
	threads  []*Thread // by id, from 1
	threadID map[*Thread]int
	posts    []*Post // by id, from 1
	postID   map[*Post]int
	byUser   map[*User][]*Post // newest first
}

func newIDOrder(w *World) idOrder {
	o := idOrder{threadID: map[*Thread]int{}, postID: map[*Post]int{}, byUser: map[*User][]*Post{}}
	o.threads = slices.Clone(w.Threads)
	slices.SortStableFunc(o.threads, func(a, b *Thread) int { return a.Posts[0].Time.Compare(b.Posts[0].Time) })
	for i, t := range o.threads {
		o.threadID[t] = i + 1
	}
	o.posts = slices.Clone(w.Posts)
	slices.SortStableFunc(o.posts, func(a, b *Post) int { return a.Time.Compare(b.Time) })
	for i, p := range o.posts {
		o.postID[p] = i + 1
	}
	for i := len(o.posts) - 1; i >= 0; i-- {
		p := o.posts[i]
		o.byUser[p.Author] = append(o.byUser[p.Author], p)
	}
	return o
}

// djangoSlug is Django's slugify with allow_unicode: word characters and
// hyphens kept, the rest of the punctuation dropped (an apostrophe joins
// its words), spaces and hyphens run together into one hyphen, no hyphen
// or underscore at either end.
func djangoSlug(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '-' || unicode.IsSpace(r) {
			b.WriteRune(r)
		}
	}
	var out []rune
	dash := false
	for _, r := range strings.TrimSpace(b.String()) {
		if r == '-' || unicode.IsSpace(r) {
			dash = true
			continue
		}
		if dash && len(out) > 0 {
			out = append(out, '-')
		}
		dash = false
		out = append(out, r)
	}
	return strings.Trim(string(out), "-_")
}

// djangoTimeP is Django's time format "P": 12-hour time, minutes left off
// on the hour, noon and midnight by name ("2:30 p.m.", "9 a.m.").
func djangoTimeP(t time.Time) string {
	h, m := t.Hour(), t.Minute()
	switch {
	case h == 0 && m == 0:
		return "midnight"
	case h == 12 && m == 0:
		return "noon"
	}
	ampm := "a.m."
	if h >= 12 {
		ampm = "p.m."
	}
	h12 := h % 12
	if h12 == 0 {
		h12 = 12
	}
	if m == 0 {
		return fmt.Sprintf("%d %s", h12, ampm)
	}
	return fmt.Sprintf("%d:%02d %s", h12, m, ampm)
}

// byCount is the keys of count, the most counted first, ties by name.
func byCount(count map[string]int) []string {
	keys := make([]string, 0, len(count))
	for k := range count {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int {
		if count[a] != count[b] {
			return count[b] - count[a]
		}
		return strings.Compare(a, b)
	})
	return keys
}
