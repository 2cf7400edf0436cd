package sim

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// Flarum 1.8 (flarum/tags, flarum/mentions, flarum/sticky) as its server
// serves a guest without JavaScript, at the host root, no session ids. Flarum
// is a JavaScript application: the PHP side sends an empty shell (#app with
// empty header and #content), the JSON payload the app would boot from, and
// the crawler view inside <noscript id="flarum-content">: the heading, a bare
// <ul> of discussion links and "« Previous Page" / "Next Page »" links, or for
// a discussion its posts as <div><h3>username</h3><div class="Post-body">,
// 20 a page. No page numbers, no dates, no tag labels, no authors' links.
// Boards are tags: top-level boards primary tags, sub-boards their child tags
// (a child tag's discussions carry the parent tag too, so a parent's page lists
// them). The one non-default setting is the custom header HTML, a small nav bar
// linking the home page and the tag overview, as many communities add: without
// it nothing in the markup leads to a tag.
//
// The traps are Flarum's own. The entry's page links go to all?page=N (the
// "index" route is /all; / is only the default route), and page 2's "Previous
// Page" to all?page=1, while rel=prev/next in <head> build on the canonical /,
// so a list page has two or three URLs. A discussion of exactly 20, 40...
// posts offers "Next Page" to an empty page (hasNextPage is page < 1 +
// intdiv(commentCount, 20)). Post mentions link d/T/N, post number N without
// the slug: Flarum renders the 20 posts around post N there (from N-10) with
// the pager of page 1+intdiv(N, 20) and rel=canonical to the discussion's first
// page; the truth labels it the page holding post N. Any d/T-anything renders
// the discussion (no redirect: only the app rewrites the URL). List pages past
// the end answer 200 with an empty list. URL scheme:
//
//	"", all [?page=N]                        entry: all discussions, 20 a page, stickies first (all?page=N canonical for N>1)
//	?sort=latest|top|newest|oldest [&page=N] the same pages in another order (labelled as the page they vary)
//	?q=WORDS                                 search results (other)
//	t/TAG[?page=N]                           tag page: its discussions and its child tags', 20 a page
//	tags                                     tag overview: primary tags with their children (an index page)
//	d/T-slug[?page=N]                        discussion, 20 posts a page
//	d/T, d/T-anything [/N]                   the same discussion (near post N)
//	u/NAME[/discussions|/posts|/...]         profile shell, no crawler content (other)
//	api, api/discussions[?page[offset]=N], api/discussions/T, api/tags, api/users/U   JSON:API (other)
func flarum() *Package {
	return &Package{
		Name: "flarum", Software: "Flarum 1.8 (no JavaScript)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.15, Threads: [2]int{10, 40},
			Posts: [2]int{1, 18}, LongThreadChance: 0.06, ThreadsPerPage: 20, PostsPerPage: 20, Users: 70,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/", Seed: 3067, Unseen: true,
		Skin: faSkin{},
	}
}

type faSkin struct{}

const (
	faSite     = "Riverside Makers"
	faDesc     = "A friendly place to talk about projects, tools and everything in between."
	faAssetVer = "9d3f0b1c"
	faPer      = 20 // Flarum's page size, lists and discussions alike
)

func (faSkin) Entry() string { return "" }

// faSlug is a discussion's slug as Flarum's IdWithTransliteratedSlugDriver makes it: "T-title".
func faSlug(t *Thread) string {
	if s := slug(t.Title); s != "" {
		return fmt.Sprintf("%d-%s", t.ID, s)
	}
	return strconv.Itoa(t.ID)
}

// faPaged adds ?page=N past the first page.
func faPaged(base string, p int) string {
	if p > 1 {
		return fmt.Sprintf("%s?page=%d", base, p)
	}
	return base
}

func (faSkin) BoardURL(b *Board, p int) string { return faPaged("t/"+faTab(b.World).tagSlug[b], p) }

func (faSkin) ThreadURL(t *Thread, p int) string { return faPaged("d/"+faSlug(t), p) }

// faTables are what the skin derives from a world: tag and user slugs, tag lists.
type faTables struct {
	tagSlug  map[*Board]string
	tagBy    map[string]*Board
	listed   map[*Board][]*Thread // a tag page's discussions: its own and its child tags'
	userName map[*User]string
	userBy   map[string]*User
	tagColor map[*Board]string
}

var faColors = []string{"#e67e22", "#3498db", "#27ae60", "#8e44ad", "#c0392b", "#16a085", "#d35400", "#2c3e50", "#7f8c8d", "#f39c12"}

func faTab(w *World) *faTables {
	return w.Derived("flarum", func() any {
		t := &faTables{tagSlug: map[*Board]string{}, tagBy: map[string]*Board{}, listed: map[*Board][]*Thread{},
			userName: map[*User]string{}, userBy: map[string]*User{}, tagColor: map[*Board]string{}}
		slugs := make([]string, len(w.Boards))
		for i, b := range w.Boards {
			slugs[i] = slug(b.Name)
		}
		for i, sl := range uniqueSlugs(slugs) {
			b := w.Boards[i]
			t.tagSlug[b], t.tagBy[sl] = sl, b
			t.tagColor[b] = pick(faColors, "fltag", b.ID)
		}
		for _, b := range w.Boards {
			ts := slices.Clone(b.Threads)
			for _, ch := range b.Children {
				ts = append(ts, ch.Threads...)
			}
			t.listed[b] = stickyFirst(ts, byLastPost, true)
		}
		names := make([]string, len(w.Users))
		for i, u := range w.Users {
			names[i] = faUsername(u.Name)
		}
		for i, n := range uniqueSlugs(names) {
			t.userName[w.Users[i]] = n
			t.userBy[strings.ToLower(n)] = w.Users[i]
		}
		return t
	}).(*faTables)
}

// faUsername is a name as Flarum allows usernames: letters, digits, "_" and "-".
func faUsername(name string) string {
	var b strings.Builder
	for _, r := range name {
		switch {
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-':
			b.WriteRune(r)
		case r == '.' || r == ' ':
			b.WriteByte('_')
		default:
			if a, ok := asciiFold[r]; ok {
				b.WriteString(a)
			}
		}
	}
	return b.String()
}

// faSorted orders discussions as Flarum's sort map does; flarum/sticky pins
// stickies only under the default order.
func faSorted(ts []*Thread, sort string) []*Thread {
	plain := func(cmp func(a, b *Thread) int) []*Thread {
		out := slices.Clone(ts)
		slices.SortStableFunc(out, cmp)
		return out
	}
	switch sort {
	case "latest":
		return plain(func(a, b *Thread) int { return b.LastPost().Time.Compare(a.LastPost().Time) })
	case "top":
		return plain(func(a, b *Thread) int { return len(b.Posts) - len(a.Posts) })
	case "newest":
		return plain(func(a, b *Thread) int { return b.Posts[0].Time.Compare(a.Posts[0].Time) })
	case "oldest":
		return plain(func(a, b *Thread) int { return a.Posts[0].Time.Compare(b.Posts[0].Time) })
	}
	return stickyFirst(ts, byLastPost, true)
}

// faIntval is PHP's intval of a query value: leading digits, else 0.
func faIntval(s string) int {
	s = strings.TrimSpace(s)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimLeft(s, "+-")
	i := 0
	for i < len(s) && i < 9 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	n, _ := strconv.Atoi(s[:i])
	if neg {
		return -n
	}
	return n
}

var faDiscussionID = regexp.MustCompile(`^(\d+)(?:-.*)?$`)

// Serve routes a request the way Flarum's forum routes (and flarum/tags') do.
func (s faSkin) Serve(c *Ctx) Response {
	parts := segments(strings.Split(c.Path, "/"))
	other := Info{Type: TypeOther}
	switch parts[0] {
	case "", "all":
		if len(parts) == 1 {
			return s.serveIndex(c)
		}
	case "t":
		if len(parts) == 2 {
			if b := faTab(c.W).tagBy[parts[1]]; b != nil {
				return s.serveTag(c, b)
			}
		}
	case "tags":
		if len(parts) == 1 {
			return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: "tags"}, s.tags(c))
		}
	case "d":
		if len(parts) == 2 || len(parts) == 3 {
			if m := faDiscussionID.FindStringSubmatch(parts[1]); m != nil {
				id, _ := strconv.Atoi(m[1])
				if t := c.W.Thread(id); t != nil {
					return s.serveDiscussion(c, t, faIntval(parts.at(2)))
				}
			}
		}
	case "u":
		if len(parts) == 2 || len(parts) == 3 {
			if u := faTab(c.W).userBy[strings.ToLower(parts[1])]; u != nil {
				return c.Page(other, s.user(c, u))
			}
		}
	case "api":
		return s.api(c, parts)
	}
	return s.notFound(c)
}

func (s faSkin) notFound(c *Ctx) Response {
	return c.NotFound(fmt.Sprintf(`<!doctype html>
<html>
    <head>
        <meta charset="utf-8">
        <title>404 Not Found</title>
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, minimum-scale=1">
        <style>
            * { box-sizing: border-box; }
            body { background: #fff; margin: 0; padding: 0; line-height: 1.5; }
            body, input, button { font-family: 'Open Sans', sans-serif; font-size: 16px; color: #7E96B3; }
            a { color: #4D698E; text-decoration: none; }
            a:hover { text-decoration: underline; }
            h1 { color: #3C5675; font-size: 22px; font-weight: normal; margin-top: 0; }
            .container { margin: 100px auto; max-width: 450px; padding: 0 15px; }
        </style>
    </head>

    <body>
        <div class="container">
            <p>The page you requested was not found.</p>
            <p><a href="%s">Return to %s</a></p>
        </div>
    </body>
</html>
`, c.Href(""), faSite))
}

// serveIndex answers the all-discussions list, at / and at /all.
func (s faSkin) serveIndex(c *Ctx) Response {
	page := max(1, faIntval(c.Query.Get("page")))
	sort, q := c.Query.Get("sort"), c.Query.Get("q")
	ts := faSorted(c.W.Threads, sort)
	if q != "" {
		ts = faSearch(ts, q)
	}
	pages := pageCount(len(ts), faPer)
	info := Info{Type: TypeEntry, Canonical: "/"}
	switch {
	case q != "" || len(ts) == 0 || page > pages:
		info = Info{Type: TypeOther}
	case page > 1:
		info = Info{Type: TypeIndex, FPage: page, Canonical: faPaged("all", page)}
	}
	items := Page(ts, page, faPer)
	var h strings.Builder
	h.WriteString("<div class=\"container\">\n    <h2>All Discussions</h2>\n\n")
	faList(c, &h, items)
	if page > 1 {
		fmt.Fprintf(&h, "\n        <a href=\"%s\">&laquo; Previous Page</a>\n    ", c.Href(fmt.Sprintf("all?page=%d", page-1)))
	}
	if page*faPer < len(ts) {
		fmt.Fprintf(&h, "\n        <a href=\"%s\">Next Page &raquo;</a>\n    ", c.Href(fmt.Sprintf("all?page=%d", page+1)))
	}
	h.WriteString("</div>\n")
	// BasicTitleDriver: the forum's name alone on the home page, the page title elsewhere.
	title := "All Discussions"
	if page > 1 {
		title += fmt.Sprintf(" - Page %d", page)
	}
	title += " - " + faSite
	if c.Path == "" {
		title = faSite
		if page > 1 {
			title = fmt.Sprintf("Page %d - %s", page, faSite)
		}
	}
	return c.Page(info, s.frame(c, faFrame{
		title: title, description: faDesc, canonical: "", page: page, hasNext: page*faPer < len(ts),
		content: h.String(), payload: s.listPayload(c, items, page, len(ts), "", q),
	}))
}

// faSearch is Flarum's title and content search, crudely: every word in the title or opening post.
func faSearch(ts []*Thread, q string) []*Thread {
	words := strings.Fields(strings.ToLower(q))
	var out []*Thread
	for _, t := range ts {
		hay := strings.ToLower(t.Title + " " + strings.Join(t.Posts[0].Body, " "))
		if !slices.ContainsFunc(words, func(w string) bool { return !strings.Contains(hay, w) }) {
			out = append(out, t)
		}
	}
	return out
}

// faList is the crawler view's bare list of discussion links.
func faList(c *Ctx, h *strings.Builder, ts []*Thread) {
	h.WriteString("    <ul>\n")
	for _, t := range ts {
		fmt.Fprintf(h, "                    <li>\n                <a href=\"%s\">\n                    %s\n                </a>\n            </li>\n",
			c.Href("d/"+faSlug(t)), Esc(t.Title))
	}
	h.WriteString("            </ul>\n")
}

// serveTag answers a tag page. Its page links keep ?page=1 for the first page.
func (s faSkin) serveTag(c *Ctx, b *Board) Response {
	page := max(1, faIntval(c.Query.Get("page")))
	sort := c.Query.Get("sort")
	ts := faTab(c.W).listed[b]
	if sort != "" {
		ts = faSorted(ts, sort)
	}
	pages := pageCount(len(ts), faPer)
	info := boardInfo(s, b, page)
	if page > pages {
		info = Info{Type: TypeOther}
	}
	items := Page(ts, page, faPer)
	slg := faTab(c.W).tagSlug[b]
	var h strings.Builder
	fmt.Fprintf(&h, "<div class=\"container\">\n    <h1>%s</h1>\n    <h2>%s</h2>\n\n", Esc(b.Name), Esc(b.Description))
	faList(c, &h, items)
	if page > 1 {
		fmt.Fprintf(&h, "\n        <a href=\"%s\">&laquo; Previous Page</a>\n    ", c.Href(fmt.Sprintf("t/%s?page=%d", slg, page-1)))
	}
	if page*faPer < len(ts) {
		fmt.Fprintf(&h, "\n        <a href=\"%s\">Next Page &raquo;</a>\n    ", c.Href(fmt.Sprintf("t/%s?page=%d", slg, page+1)))
	}
	h.WriteString("</div>\n")
	return c.Page(info, s.frame(c, faFrame{
		title: b.Name + " - " + faSite, description: b.Description,
		content: h.String(), payload: s.listPayload(c, items, page, len(ts), slg, ""),
	}))
}

// tags is the tag overview: primary tags, their child tags nested.
func (s faSkin) tags(c *Ctx) string {
	tab := faTab(c.W)
	var h strings.Builder
	h.WriteString("<div class=\"container\">\n    <h1>Tags</h1>\n\n            <ul>\n")
	for _, b := range c.W.Boards {
		if b.Parent != nil {
			continue
		}
		fmt.Fprintf(&h, "                            <li>\n                    <a href=\"%s\">\n                        %s\n                    </a>\n\n", c.Href("t/"+tab.tagSlug[b]), Esc(b.Name))
		if len(b.Children) > 0 {
			h.WriteString("                                            <ul>\n")
			for _, ch := range b.Children {
				fmt.Fprintf(&h, "                                                            <li>\n                                    <a href=\"%s\">\n                                        %s\n                                    </a>\n                                </li>\n", c.Href("t/"+tab.tagSlug[ch]), Esc(ch.Name))
			}
			h.WriteString("                                                    </ul>\n")
		}
		h.WriteString("                                    </li>\n")
	}
	h.WriteString("                        </ul>\n            <ul>\n                        </ul>\n    </div>\n")
	return s.frame(c, faFrame{title: "Tags - " + faSite, description: faDesc, content: h.String(),
		payload: map[string]any{"apiDocument": map[string]any{"data": s.tagResources(c), "included": []any{}}}})
}

// serveDiscussion answers d/T-slug[/near]: Flarum's Content\Discussion.
func (s faSkin) serveDiscussion(c *Ctx, t *Thread, near int) Response {
	n := len(t.Posts)
	page := max(1, faIntval(c.Query.Get("page")), 1+near/faPer)
	offset := (page - 1) * faPer
	if near > 1 {
		// The API's page[near]: the posts around post number near.
		idx := min(near-1, n)
		offset = max(0, idx-faPer/2)
	}
	var posts []*Post
	if offset < n {
		posts = t.Posts[offset:min(offset+faPer, n)]
	}
	hasNext := page < 1+n/faPer
	canonical := s.discussionURL(c, t, 0)
	var info Info
	switch {
	case near > 1:
		info = threadInfo(s, t, PageOf(min(near, n)-1, faPer))
	case page <= t.Pages(faPer):
		info = threadInfo(s, t, page)
	default:
		info = Info{Type: TypeOther}
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<div class=\"container\">\n    <h2>%s</h2>\n\n    <div>\n", Esc(t.Title))
	for _, p := range posts {
		fmt.Fprintf(&h, "                    <div>\n                                <h3>%s</h3>\n                <div class=\"Post-body\">\n                    %s\n                </div>\n            </div>\n\n            <hr>\n",
			Esc(faTab(c.W).userName[p.Author]), s.contentHTML(c, p))
	}
	h.WriteString("            </div>\n\n")
	if page > 1 {
		fmt.Fprintf(&h, "            <a href=\"%s\">&laquo; Previous Page</a>\n    \n", Esc(s.discussionURL(c, t, page-1)))
	}
	if hasNext {
		fmt.Fprintf(&h, "            <a href=\"%s\">Next Page &raquo;</a>\n    ", Esc(s.discussionURL(c, t, page+1)))
	}
	h.WriteString("</div>\n")
	title := t.Title
	if page > 1 {
		title += fmt.Sprintf(" - Page %d", page)
	}
	return c.Page(info, s.frame(c, faFrame{
		title: title + " - " + faSite, description: clip(strings.Join(t.Posts[0].Body, " "), 150),
		canonicalURL: canonical, page: page, hasNext: hasNext, content: h.String(),
		payload: map[string]any{"apiDocument": s.discussionDoc(c, t, posts)},
	}))
}

// discussionURL is Content\Discussion's $url: the slug URL with the request's
// query kept in its order, page set to p (none for page 1, page as asked for p 0).
func (s faSkin) discussionURL(c *Ctx, t *Thread, p int) string {
	var kept []string
	set := false
	for _, kv := range strings.Split(c.RawQuery, "&") {
		if kv == "" {
			continue
		}
		k, v, _ := strings.Cut(kv, "=")
		if k == "page" && p > 0 {
			if !set && p > 1 {
				kept = append(kept, fmt.Sprintf("page=%d", p))
			}
			set = true
			continue
		}
		if k == "page" && faIntval(v) == 1 {
			continue
		}
		kept = append(kept, kv)
	}
	if !set && p > 1 {
		kept = append(kept, fmt.Sprintf("page=%d", p))
	}
	u := c.URL("d/" + faSlug(t))
	if len(kept) > 0 {
		u += "?" + strings.Join(kept, "&")
	}
	return u
}

// contentHTML is a post's contentHtml: paragraphs, with mentions as
// flarum/mentions renders them (post mentions by discussion id and number, no slug).
func (s faSkin) contentHTML(c *Ctx, p *Post) string {
	tab := faTab(c.W)
	paras := escAll(p.Body)
	if p.Index > 0 && Hash("flpm", p.ID)%4 == 0 {
		q := p.Thread.Posts[int(Hash("flpm2", p.ID)%uint64(p.Index))]
		paras[0] = fmt.Sprintf(`<a href="%s" class="PostMention" data-id="%d">%s</a> %s`,
			c.Href(fmt.Sprintf("d/%d/%d", p.Thread.ID, q.Index+1)), q.ID, Esc(tab.userName[q.Author]), paras[0])
	}
	if Hash("flum", p.ID)%7 == 1 {
		u := pick(c.W.Users, "flum2", p.ID)
		paras[len(paras)-1] += fmt.Sprintf(` <a href="%s" class="UserMention">@%s</a>`, c.Href("u/"+tab.userName[u]), Esc(tab.userName[u]))
	}
	return "<p>" + strings.Join(paras, "</p>\n<p>") + "</p>"
}

// user is a profile: Content\User gives no crawler content, only the shell and payload.
func (s faSkin) user(c *Ctx, u *User) string {
	name := faTab(c.W).userName[u]
	return s.frame(c, faFrame{title: name + " - " + faSite, description: faDesc, canonicalURL: c.URL("u/" + name),
		payload: map[string]any{"apiDocument": map[string]any{"data": s.userResource(c, u, true), "included": []any{}}}})
}

// faFrame is what a page puts into Flarum's app.blade.php and forum.blade.php.
type faFrame struct {
	title, description string
	canonical          string // mount-relative, for list pages ("" is the forum's base URL)
	canonicalURL       string // absolute path, when set
	page               int    // Document::$page: rel prev/next from the canonical URL
	hasNext            bool
	content            string // the crawler view, inside <noscript id="flarum-content">
	payload            map[string]any
}

// faSetPage is Document::setPageParam: url with page=N (none for 1).
func faSetPage(u string, p int) string {
	base, q, _ := strings.Cut(u, "?")
	vals, _ := url.ParseQuery(q)
	vals.Del("page")
	if p > 1 {
		vals.Set("page", strconv.Itoa(p))
	}
	if e := vals.Encode(); e != "" {
		return base + "?" + e
	}
	return base
}

func (s faSkin) frame(c *Ctx, f faFrame) string {
	canonical := f.canonicalURL
	if canonical == "" && (f.page > 0 || f.canonical != "") {
		canonical = c.URL(f.canonical)
	}
	var head []string
	head = append(head, `<link rel="stylesheet" href="/assets/forum.css?v=`+faAssetVer+`">`)
	if canonical != "" {
		head = append(head, `<link rel="canonical" href="`+Esc(canonical)+`">`)
	}
	if f.page > 1 {
		head = append(head, `<link rel="prev" href="`+Esc(faSetPage(canonical, f.page-1))+`">`)
	}
	if f.page > 0 && f.hasNext {
		head = append(head, `<link rel="next" href="`+Esc(faSetPage(canonical, f.page+1))+`">`)
	}
	head = append(head,
		`<link rel="preload" href="/assets/forum.css?v=`+faAssetVer+`" as="style">`,
		`<link rel="preload" href="/assets/forum.js?v=`+faAssetVer+`" as="script">`,
		`<link rel="preload" href="/assets/forum-en.js?v=`+faAssetVer+`" as="script">`,
		`<link rel="preload" href="/assets/fonts/fa-solid-900.woff2" as="font" type="font/woff2" crossorigin="">`,
		`<link rel="preload" href="/assets/fonts/fa-regular-400.woff2" as="font" type="font/woff2" crossorigin="">`,
		`<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, minimum-scale=1">`,
		`<meta name="description" content="`+Esc(f.description)+`">`,
		`<meta name="theme-color" content="#4D698E">`,
		`<meta name="color-scheme" content="light">`,
		`<link rel="shortcut icon" href="/assets/favicon-q2fgv7ak.png">`,
	)
	payload := map[string]any{
		"resources": s.forumResources(c),
		"session":   map[string]any{"userId": 0, "csrfToken": fmt.Sprintf("%040x", Hash("flcsrf", c.Path))[:40]},
		"locales":   map[string]string{"en": "English"},
		"locale":    "en",
	}
	for k, v := range f.payload {
		payload[k] = v
	}
	js, _ := json.Marshal(payload)
	return fmt.Sprintf(`<!doctype html>
<html  dir="ltr"        lang="en" >
    <head>
        <meta charset="utf-8">
        <title>%s</title>

        %s
    </head>

    <body>
        %s

<div id="app" class="App">

    <div id="app-navigation" class="App-navigation"></div>

    <div id="drawer" class="App-drawer">

        <header id="header" class="App-header">
            <div id="header-navigation" class="Header-navigation"></div>
            <div class="container">
                <h1 class="Header-title">
                    <a href="%s" id="home-link">
                                                    %s
                                            </a>
                </h1>
                <div id="header-primary" class="Header-primary"></div>
                <div id="header-secondary" class="Header-secondary"></div>
            </div>
        </header>

    </div>

    <main class="App-content">
        <div id="content"></div>

        <div id="flarum-loading" style="display: none">
    Loading...
</div>

<noscript>
    <div class="Alert">
        <div class="container">
            This site is best viewed in a modern browser with JavaScript enabled.
        </div>
    </div>
</noscript>

<div id="flarum-loading-error" style="display: none">
    <div class="Alert">
        <div class="container">
            Something went wrong while trying to load the full version of this site. Try hard-refreshing this page to fix the error.
        </div>
    </div>
</div>

<noscript id="flarum-content">
    %s
</noscript>


        <div class="App-composer">
            <div class="container">
                <div id="composer"></div>
            </div>
        </div>
    </main>

</div>




        <div id="modal"></div>
        <div id="alerts"></div>

        <script>
            document.getElementById('flarum-loading').style.display = 'block';
            var flarum = {extensions: {}};
        </script>

        <script src="/assets/forum.js?v=%s"></script>
<script src="/assets/forum-en.js?v=%s"></script>

        <script>
            document.getElementById('flarum-loading').style.display = 'none';

            try {
                flarum.core.app.load(%s);
                flarum.core.app.bootExtensions(flarum.extensions);
                flarum.core.app.boot();
            } catch (e) {
                var error = document.getElementById('flarum-loading-error');
                error.innerHTML += document.getElementById('flarum-content').textContent;
                error.style.display = 'block';
                throw e;
            }
        </script>

        
    </body>
</html>
`, Esc(f.title), strings.Join(head, "\n"), s.headerHTML(c), c.Href(""), faSite, f.content, faAssetVer, faAssetVer, js)
}

// headerHTML is the forum's custom header (Appearance > Custom Header): a nav bar.
func (s faSkin) headerHTML(c *Ctx) string {
	return c.Styles(7) + "\n" + fmt.Sprintf(`<div class="rm-topbar"><div class="container"><a href="%s">Home</a> &middot; <a href="%s">Browse tags</a> &middot; <span>Be kind, share your build logs.</span></div></div>`,
		c.Href(""), c.Href("tags"))
}

func faTime(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05+00:00") }

// forumResources is the payload's forum resource with its groups and tags, on every page.
func (s faSkin) forumResources(c *Ctx) []any {
	return c.W.Derived("flarum-forum", func() any {
		forum := map[string]any{"type": "forums", "id": "1", "attributes": map[string]any{
			"title": faSite, "description": faDesc, "showLanguageSelector": true, "baseUrl": "", "basePath": "",
			"baseOrigin": "", "debug": false, "apiUrl": "/api", "welcomeTitle": "Welcome to " + faSite,
			"welcomeMessage": "This is beta software and you should not use it in production.", "themePrimaryColor": "#4D698E",
			"themeSecondaryColor": "#4D698E", "logoUrl": nil, "faviconUrl": "/assets/favicon-q2fgv7ak.png",
			"headerHtml": nil, "footerHtml": nil, "allowSignUp": true, "defaultRoute": "/all", "canViewForum": true,
			"canStartDiscussion": false, "canSearchUsers": false, "canCreateAccessToken": false, "canModerateAccessTokens": false,
			"assetsBaseUrl": "/assets", "canViewFlags": false, "guidelinesUrl": nil, "canBypassTagCounts": false,
			"minPrimaryTags": "1", "maxPrimaryTags": "1", "minSecondaryTags": "0", "maxSecondaryTags": "3",
			"allowUsernameMentionFormat": false, "displayNameDriver": "username", "canEditUserCredentials": false,
		}, "relationships": map[string]any{"groups": map[string]any{"data": []any{
			map[string]any{"type": "groups", "id": "1"}, map[string]any{"type": "groups", "id": "2"},
			map[string]any{"type": "groups", "id": "3"}, map[string]any{"type": "groups", "id": "4"}}},
			"tags": map[string]any{"data": s.tagRefs(c)}}}
		out := []any{forum}
		for i, g := range [][3]string{{"Admin", "Admins", "fas fa-wrench"}, {"Guest", "Guests", ""}, {"Member", "Members", ""}, {"Mod", "Mods", "fas fa-bolt"}} {
			out = append(out, map[string]any{"type": "groups", "id": strconv.Itoa(i + 1), "attributes": map[string]any{
				"nameSingular": g[0], "namePlural": g[1], "color": map[bool]any{true: "#B72A2A", false: nil}[i == 0], "icon": g[2], "isHidden": 0}})
		}
		for _, t := range s.tagResources(c) {
			out = append(out, t)
		}
		return out
	}).([]any)
}

func (s faSkin) tagRefs(c *Ctx) []any {
	var out []any
	for _, b := range c.W.Boards {
		out = append(out, map[string]any{"type": "tags", "id": strconv.Itoa(b.ID)})
	}
	return out
}

func (s faSkin) tagResources(c *Ctx) []any {
	tab := faTab(c.W)
	var out []any
	for i, b := range c.W.Boards {
		latest := b.Latest()
		attrs := map[string]any{"name": b.Name, "description": b.Description, "slug": tab.tagSlug[b], "color": tab.tagColor[b],
			"backgroundUrl": nil, "backgroundMode": nil, "icon": pick(faIcons, "flicon", b.ID), "discussionCount": b.AllThreads(),
			"position": i, "defaultSort": nil, "isChild": b.Parent != nil, "isHidden": false, "lastPostedAt": nil,
			"canStartDiscussion": false, "canAddToDiscussion": false}
		if latest != nil {
			attrs["lastPostedAt"] = faTime(latest.Time)
		}
		rel := map[string]any{}
		if b.Parent != nil {
			rel["parent"] = map[string]any{"data": map[string]any{"type": "tags", "id": strconv.Itoa(b.Parent.ID)}}
		}
		out = append(out, map[string]any{"type": "tags", "id": strconv.Itoa(b.ID), "attributes": attrs, "relationships": rel})
	}
	return out
}

var faIcons = []string{"fas fa-hammer", "fas fa-tools", "fas fa-lightbulb", "fas fa-comments", "fas fa-leaf", "fas fa-camera", "fas fa-bullhorn", "fas fa-question-circle"}

// faThreadTags are the tags a discussion carries: its board's, and the parent's for a child tag.
func faThreadTags(t *Thread) []*Board {
	if t.Board.Parent != nil {
		return []*Board{t.Board.Parent, t.Board}
	}
	return []*Board{t.Board}
}

func (s faSkin) discussionResource(c *Ctx, t *Thread) map[string]any {
	var tags []any
	for _, b := range faThreadTags(t) {
		tags = append(tags, map[string]any{"type": "tags", "id": strconv.Itoa(b.ID)})
	}
	participants := map[*User]bool{}
	for _, p := range t.Posts {
		participants[p.Author] = true
	}
	return map[string]any{"type": "discussions", "id": strconv.Itoa(t.ID), "attributes": map[string]any{
		"title": t.Title, "slug": faSlug(t), "commentCount": len(t.Posts), "participantCount": len(participants),
		"createdAt": faTime(t.Posts[0].Time), "lastPostedAt": faTime(t.LastPost().Time), "lastPostNumber": len(t.Posts),
		"canReply": false, "canRename": false, "canDelete": false, "canHide": false, "isApproved": true, "canTag": false,
		"isSticky": t.Sticky, "canSticky": false, "isLocked": false, "canLock": false, "subscription": nil,
		"lastReadAt": nil, "lastReadPostNumber": nil},
		"relationships": map[string]any{
			"user":           map[string]any{"data": map[string]any{"type": "users", "id": strconv.Itoa(t.Author.ID)}},
			"lastPostedUser": map[string]any{"data": map[string]any{"type": "users", "id": strconv.Itoa(t.LastPost().Author.ID)}},
			"tags":           map[string]any{"data": tags},
		}}
}

func (s faSkin) userResource(c *Ctx, u *User, full bool) map[string]any {
	name := faTab(c.W).userName[u]
	attrs := map[string]any{"username": name, "displayName": name, "avatarUrl": nil, "slug": name}
	if Hash("flavatar", u.ID)%3 == 0 {
		attrs["avatarUrl"] = fmt.Sprintf("/assets/avatars/%x.png", Hash("flav", u.ID)%0xffffffffff)
	}
	if full {
		attrs["joinTime"] = faTime(u.Joined)
		attrs["discussionCount"] = 0
		attrs["commentCount"] = u.Posts
		attrs["bio"] = u.Bio
		attrs["canEdit"] = false
		attrs["canEditCredentials"] = false
		attrs["canEditGroups"] = false
		attrs["canDelete"] = false
		attrs["lastSeenAt"] = nil
	}
	return map[string]any{"type": "users", "id": strconv.Itoa(u.ID), "attributes": attrs}
}

// listPayload is the apiDocument of a discussion list page.
func (s faSkin) listPayload(c *Ctx, items []*Thread, page, total int, tag, q string) map[string]any {
	data := []any{}
	users := map[*User]bool{}
	var included []any
	for _, t := range items {
		data = append(data, s.discussionResource(c, t))
		for _, u := range []*User{t.Author, t.LastPost().Author} {
			if !users[u] {
				users[u] = true
				included = append(included, s.userResource(c, u, false))
			}
		}
	}
	base := "/api/discussions"
	params := "sort=&"
	if tag != "" {
		params += "filter%5Btag%5D=" + tag + "&"
	}
	if q != "" {
		params += "filter%5Bq%5D=" + url.QueryEscape(q) + "&"
	}
	links := map[string]any{"first": base + "?" + strings.TrimSuffix(params, "&")}
	if page > 1 {
		links["prev"] = fmt.Sprintf("%s?%spage%%5Boffset%%5D=%d", base, params, (page-2)*faPer)
	}
	if page*faPer < total {
		links["next"] = fmt.Sprintf("%s?%spage%%5Boffset%%5D=%d", base, params, page*faPer)
	}
	return map[string]any{"apiDocument": map[string]any{"links": links, "data": data, "included": included}}
}

// discussionDoc is the apiDocument of a discussion page: every post's id, the shown posts in full.
func (s faSkin) discussionDoc(c *Ctx, t *Thread, shown []*Post) map[string]any {
	d := s.discussionResource(c, t)
	var ids []any
	for _, p := range t.Posts {
		ids = append(ids, map[string]any{"type": "posts", "id": strconv.Itoa(p.ID)})
	}
	d["relationships"].(map[string]any)["posts"] = map[string]any{"data": ids}
	var included []any
	users := map[*User]bool{}
	for _, p := range shown {
		included = append(included, map[string]any{"type": "posts", "id": strconv.Itoa(p.ID), "attributes": map[string]any{
			"number": p.Index + 1, "createdAt": faTime(p.Time), "contentType": "comment", "contentHtml": s.contentHTML(c, p),
			"renderFailed": false, "canEdit": false, "canDelete": false, "canHide": false, "mentionedByCount": 0,
			"canFlag": false, "isApproved": true, "canApprove": false, "canLike": false, "likesCount": int(Hash("fllikes", p.ID) % 6)},
			"relationships": map[string]any{
				"discussion": map[string]any{"data": map[string]any{"type": "discussions", "id": strconv.Itoa(t.ID)}},
				"user":       map[string]any{"data": map[string]any{"type": "users", "id": strconv.Itoa(p.Author.ID)}},
			}})
		if !users[p.Author] {
			users[p.Author] = true
			included = append(included, s.userResource(c, p.Author, true))
		}
	}
	return map[string]any{"data": d, "included": included}
}

// api answers Flarum's JSON:API, as a guest sees it.
func (s faSkin) api(c *Ctx, parts segments) Response {
	other := Info{Type: TypeOther}
	jsonResp := func(status int, v any) Response {
		b, _ := json.Marshal(v)
		return Response{Status: status, ContentType: "application/vnd.api+json", Body: string(b), Info: other}
	}
	notFound := jsonResp(http.StatusNotFound, map[string]any{"errors": []any{map[string]any{"status": "404", "code": "not_found"}}})
	switch {
	case len(parts) == 1:
		return jsonResp(http.StatusOK, map[string]any{"data": s.forumResources(c)[0], "included": s.forumResources(c)[1:]})
	case parts[1] == "discussions" && len(parts) == 2:
		off := max(0, faIntval(c.Query.Get("page[offset]")))
		ts := faSorted(c.W.Threads, "")
		p := off/faPer + 1
		items := ts[min(off, len(ts)):min(off+faPer, len(ts))]
		return jsonResp(http.StatusOK, s.listPayload(c, items, p, len(ts), "", "")["apiDocument"])
	case parts[1] == "discussions" && len(parts) == 3:
		id, err := strconv.Atoi(parts[2])
		if t := c.W.Thread(id); err == nil && t != nil {
			return jsonResp(http.StatusOK, s.discussionDoc(c, t, Page(t.Posts, 1, faPer)))
		}
	case parts[1] == "tags" && len(parts) == 2:
		return jsonResp(http.StatusOK, map[string]any{"data": s.tagResources(c)})
	case parts[1] == "users" && len(parts) == 3:
		id, err := strconv.Atoi(parts[2])
		if u := c.W.User(id); err == nil && u != nil {
			return jsonResp(http.StatusOK, map[string]any{"data": s.userResource(c, u, true)})
		}
	}
	return notFound
}
