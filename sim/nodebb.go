package sim

import (
	"cmp"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// NodeBB 3.2 (Persona theme) as its server-side rendering serves a guest
// without JavaScript, with "Paginate topics and posts instead of using
// infinite scroll" switched on, at the host root, no session ids. Category ids
// are board ids (every board a category, sub-boards its sub-categories), topic
// ids thread ids, post ids post ids. Page links are relative (?page=N keeping the
// rest of the query), so on a post-index URL they stay below it: the trap of
// this software. A single page still carries the hidden paginator's "?" links.
// Redirects are NodeBB's own: 308 to fix a slug, 307 for post permalinks and
// out-of-range indexes, 302 to the login page for guests. URL scheme:
//
//	"", categories (and "?")              entry: the categories list, canonical /
//	category/C/slug[?page=N]              category, 20 topics a page (any slug renders; category/C 308s to category/C/slug?)
//	category/C/slug?sort=S[&page=N]       sort variants (recently_replied, recently_created, most_posts, most_votes, most_views)
//	category/C/slug/N                     topic index N: the category page holding it
//	topic/T/slug[?page=N]                 topic, 20 posts a page
//	topic/T/slug/N[?page=K]               post index N (1-based): the topic page holding it, page K when asked; past the end 307s to the last
//	topic/T, topic/T/wrong-slug[/N]       308 to topic/T/slug/N (N defaults to 1)
//	post/P                                307 to topic/T/slug/N (topic/T/slug for a first post)
//	recent[?filter=F], popular|top[?term=day|week|month|alltime], each [&page=N]    topic lists (other)
//	tags, tags/TAG[?page=N]               tag cloud and tag topic lists (index pages)
//	user/U[/topics|/posts|/best|/followers|/following|/groups][?page=N], users[?section=S&page=N]   other
//	groups, groups/G[/members], login, register, reset, search[?term=...]                          other
//	unread, compose, notifications, user/U/bookmarks (and other owner pages)    302 to login
//	category/C.rss, topic/T.rss, recent.rss, popular.rss, top.rss, tags/TAG.rss, user/U/topics.rss   RSS
func nodebb() *Package {
	return &Package{
		Name: "nodebb", Software: "NodeBB 3.2 (Persona, paginated)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.15, Threads: [2]int{10, 40},
			Posts: [2]int{1, 14}, LongThreadChance: 0.05, ThreadsPerPage: 20, PostsPerPage: 20, Users: 70,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/", Seed: 3041, Unseen: true,
		Robots: `User-agent: *
Disallow: /admin/
Disallow: /reset/
Disallow: /compose
`,
		Skin: nbSkin{},
	}
}

// nbSkin renders NodeBB. With label set it only works out what a URL is, rendering
// no body: a redirect's label is that of the page it ends on, depth redirects on.
type nbSkin struct {
	label bool
	depth int
}

const nbSite = "Workbench Commons"

func (nbSkin) Entry() string { return "" }

// nbCatSlug is a category's NodeBB slug, "C/name".
func nbCatSlug(b *Board) string { return fmt.Sprintf("%d/%s", b.ID, slugOr(b.Name, "category")) }

// nbSlug is a topic's NodeBB slug, "T/title".
func nbSlug(t *Thread) string { return fmt.Sprintf("%d/%s", t.ID, slugOr(t.Title, "topic")) }

func nbPaged(base string, p int) string {
	if p > 1 {
		return fmt.Sprintf("%s?page=%d", base, p)
	}
	return base
}

func (nbSkin) BoardURL(b *Board, p int) string { return nbPaged("category/"+nbCatSlug(b), p) }

func (nbSkin) ThreadURL(t *Thread, p int) string { return nbPaged("topic/"+nbSlug(t), p) }

// nbPostURL is where post/P sends a post: its topic, with its 1-based index after the first.
func nbPostURL(p *Post) string {
	if p.Index == 0 {
		return "topic/" + nbSlug(p.Thread)
	}
	return fmt.Sprintf("topic/%s/%d", nbSlug(p.Thread), p.Index+1)
}

// nbTables are what the skin derives from a world: user slugs, groups, per-user lists.
type nbTables struct {
	slugOf   map[*User]string
	bySlug   map[string]*User
	topics   map[*User][]*Thread // newest first
	posts    map[*User][]*Post   // newest first
	follower map[*User][]*User
	groups   []*nbGroup
}

type nbGroup struct {
	Name, Slug, Desc string
	Members          []*User
	System           bool
}

func nbTab(w *World) *nbTables {
	return w.Derived("nodebb", func() any {
		t := &nbTables{slugOf: map[*User]string{}, bySlug: map[string]*User{}, topics: map[*User][]*Thread{},
			posts: map[*User][]*Post{}, follower: map[*User][]*User{}}
		names := make([]string, len(w.Users))
		for i, u := range w.Users {
			names[i] = slugOr(u.Name, "user")
		}
		for i, sl := range uniqueSlugs(names) {
			t.slugOf[w.Users[i]] = sl
			t.bySlug[sl] = w.Users[i]
		}
		for _, th := range newestFirst(w.Threads) {
			t.topics[th.Author] = append(t.topics[th.Author], th)
		}
		for i := len(w.Posts) - 1; i >= 0; i-- {
			p := w.Posts[i]
			t.posts[p.Author] = append(t.posts[p.Author], p)
		}
		for _, u := range t.posts {
			slices.SortStableFunc(u, func(a, b *Post) int { return b.Time.Compare(a.Time) })
		}
		for _, u := range w.Users {
			for _, f := range u.Contacts {
				t.follower[f] = append(t.follower[f], u)
			}
		}
		group := func(name, desc string, system bool, n int, key string) {
			g := &nbGroup{Name: name, Slug: slug(name), Desc: desc, System: system}
			for i := 0; len(g.Members) < n && i < 4*n; i++ {
				u := pick(w.Users, "nbgroup", key, i)
				if !slices.Contains(g.Members, u) {
					g.Members = append(g.Members, u)
				}
			}
			t.groups = append(t.groups, g)
		}
		group("administrators", "Forum administrators", true, 1, "admin")
		group("Global Moderators", "Forum wide moderators", true, 3, "gmod")
		group("Contributors", "Members who have written guides and how-tos for the community.", false, 12, "contrib")
		group("Helpers", "Regulars who answer questions in every category.", false, 9, "help")
		group("Beta Testers", "Trying out new forum features before everyone else.", false, 6, "beta")
		return t
	}).(*nbTables)
}

func nbUserURL(c *Ctx, u *User) string { return "user/" + nbTab(c.W).slugOf[u] }

// nbQuery is a query string in its order, as NodeBB's pagination keeps it.
type nbQuery [][2]string

func nbParseQuery(raw string) nbQuery {
	var q nbQuery
	for _, kv := range strings.Split(raw, "&") {
		if kv == "" {
			continue
		}
		k, v, _ := strings.Cut(kv, "=")
		k, _ = url.QueryUnescape(k)
		v, _ = url.QueryUnescape(v)
		if k == "_" {
			continue
		}
		q = append(q, [2]string{k, v})
	}
	return q
}

func (q nbQuery) get(k string) (string, bool) {
	for _, kv := range q {
		if kv[0] == k {
			return kv[1], true
		}
	}
	return "", false
}

// with is q with k set to v: in k's place when present, else at the end.
func (q nbQuery) with(k, v string) nbQuery {
	out := nbQuery{}
	done := false
	for _, kv := range q {
		if kv[0] == k {
			if !done {
				out = append(out, [2]string{k, v})
				done = true
			}
			continue
		}
		out = append(out, kv)
	}
	if !done {
		out = append(out, [2]string{k, v})
	}
	return out
}

// String is Node's querystring.stringify.
func (q nbQuery) String() string {
	parts := make([]string, len(q))
	for i, kv := range q {
		parts[i] = nbEscape(kv[0]) + "=" + nbEscape(kv[1])
	}
	return strings.Join(parts, "&")
}

// nbEscape is JavaScript's encodeURIComponent.
func nbEscape(s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("-_.!~*'()", c) >= 0:
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// jsInt is JavaScript's parseInt: leading digits after an optional sign; ok false for NaN.
func jsInt(s string) (int, bool) {
	s = strings.TrimLeft(s, " \t\r\n")
	neg := false
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		s = s[1:]
	}
	i := 0
	for i < len(s) && i < 9 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 {
		return 0, false
	}
	n, _ := strconv.Atoi(s[:i])
	if neg {
		n = -n
	}
	return n, true
}

// jsNumber is NodeBB's utils.isNumber for a path parameter: a decimal number.
func jsNumber(s string) bool {
	if s == "" {
		return false
	}
	_, err := strconv.ParseFloat(s, 64)
	return err == nil && strings.Trim(s, "+-0123456789.") == ""
}

// nbPage is "parseInt(req.query.page, 10) || 1", and whether the query had a page at all.
func nbPage(q nbQuery) (int, bool) {
	v, ok := q.get("page")
	n, num := jsInt(v)
	if !num || n == 0 {
		n = 1
	}
	return n, ok && v != ""
}

func nbISO(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000Z") }

func nbTimeago(t time.Time) string {
	return fmt.Sprintf(`<span class="timeago" title="%s">%s</span>`, nbISO(t), nbISO(t))
}

// nbVotes is a post's vote count.
func nbVotes(p *Post) int {
	switch h := Hash("nbvotes", p.ID) % 10; {
	case h < 5:
		return 0
	case h < 8:
		return int(h) - 4
	}
	return int(Hash("nbv2", p.ID) % 12)
}

func nbReputation(u *User) int { return u.Posts/3 + int(Hash("nbrep", u.ID)%20) }

var nbIconColors = []string{"#f44336", "#e91e63", "#9c27b0", "#673ab7", "#3f51b5", "#2196f3", "#009688", "#1b5e20", "#33691e", "#827717", "#e65100", "#ff5722", "#795548", "#607d8b"}

// nbAvatar is NodeBB's buildAvatar: an uploaded picture for some users, a letter icon for the rest.
func nbAvatar(c *Ctx, u *User, size string) string {
	if Hash("nbpic", u.ID)%3 == 0 {
		return fmt.Sprintf(`<img component="user/picture" data-uid="%d" src="%s" alt="%s" title="%s" data-original-title="%s" loading="lazy" class="avatar not-responsive avatar-rounded" style="--avatar-size: %s;" onError="this.remove()" itemprop="image" />`,
			u.ID, c.Href(fmt.Sprintf("assets/uploads/profile/uid-%d/%d-profileavatar-%d.png", u.ID, u.ID, 1650000000000+int(Hash("nbpicts", u.ID)%90000000000))), Esc(u.Name), Esc(u.Name), Esc(u.Name), size)
	}
	letter := strings.ToUpper(string([]rune(u.Name)[:1]))
	return fmt.Sprintf(`<span component="user/picture" data-uid="%d" title="%s" data-original-title="%s" class="avatar not-responsive avatar-rounded" style="--avatar-size: %s; background-color: %s;">%s</span>`,
		u.ID, Esc(u.Name), Esc(u.Name), size, pick(nbIconColors, "nbcolor", u.ID), Esc(letter))
}

var nbIcons = []string{"fa-comments-o", "fa-wrench", "fa-leaf", "fa-camera", "fa-book", "fa-lightbulb-o", "fa-cogs", "fa-bullhorn", "fa-question-circle", "fa-star"}

func nbCatIcon(b *Board, size string) string {
	return fmt.Sprintf(`<span class="icon d-inline-flex justify-content-center align-items-center align-middle rounded-circle" style="background-color: %s; border-color: %s!important; color: #ffffff; width:%s; height: %s; font-size: calc(%s / 2);"><i class="fa fa-fw %s"></i></span>`,
		pick(nbIconColors, "nbcat", b.ID), pick(nbIconColors, "nbcat", b.ID), size, size, size, pick(nbIcons, "nbicon", b.ID))
}

// Serve routes a request the way NodeBB's router does.
func (s nbSkin) Serve(c *Ctx) Response {
	path := strings.TrimSuffix(c.Path, "/")
	q := nbParseQuery(c.RawQuery)
	parts := segments(strings.Split(path, "/"))
	if strings.HasSuffix(path, ".rss") {
		return s.rss(c, strings.TrimSuffix(path, ".rss"))
	}
	other := Info{Type: TypeOther}
	switch parts[0] {
	case "", "categories":
		if len(parts) == 1 {
			return s.page(c, Info{Type: TypeEntry, Canonical: "/"}, func() string { return s.home(c, parts[0] == "categories") })
		}
	case "category":
		return s.serveCategory(c, parts, q)
	case "topic":
		return s.serveTopic(c, parts, q)
	case "post":
		if len(parts) != 2 || !jsNumber(parts[1]) {
			break
		}
		n, _ := jsInt(parts[1])
		p := c.W.Post(n)
		if p == nil {
			break
		}
		loc := nbPostURL(p)
		if len(q) > 0 {
			loc += "?" + q.String()
		}
		return s.redirect(c, http.StatusTemporaryRedirect, loc)
	case "recent", "popular", "top":
		if len(parts) == 1 {
			return s.serveList(c, parts[0], q)
		}
	case "tags":
		return s.serveTags(c, parts, q)
	case "user":
		return s.serveUser(c, parts, q)
	case "users":
		if len(parts) == 1 {
			return s.users(c, q)
		}
	case "groups":
		switch len(parts) {
		case 1:
			return c.Page(other, s.groups(c))
		case 2, 3:
			for _, g := range nbTab(c.W).groups {
				if g.Slug == parts[1] && (len(parts) == 2 || parts[2] == "members") {
					return c.Page(other, s.group(c, g, parts.at(2) == "members"))
				}
			}
		}
	case "login", "register", "reset", "search":
		if len(parts) == 1 {
			return c.Page(other, s.static(c, parts[0], q))
		}
	case "unread", "compose", "notifications", "chats", "flags", "post-queue":
		return c.Redirect("login", other)
	}
	return s.notFound(c)
}

// page answers 200 with the body render builds.
func (s nbSkin) page(c *Ctx, info Info, render func() string) Response {
	if s.label {
		return c.Page(info, "")
	}
	return c.Page(info, render())
}

// redirect answers status to loc, labelled as the page the redirects end on.
func (s nbSkin) redirect(c *Ctx, status int, loc string) Response {
	return Response{Status: status, Location: loc, Info: s.landing(c, loc)}
}

// landing is the label of the page a mount-relative URL ends on after its redirects.
func (s nbSkin) landing(c *Ctx, loc string) Info {
	u, err := url.Parse(loc)
	if err != nil || s.depth > 4 {
		return Info{Type: TypeOther}
	}
	d := *c
	d.Path, d.RawQuery, d.Query = strings.TrimPrefix(u.Path, "/"), u.RawQuery, u.Query()
	return nbSkin{label: true, depth: s.depth + 1}.Serve(&d).Info
}

func (s nbSkin) serveCategory(c *Ctx, parts segments, q nbQuery) Response {
	sh := c.W.Shape
	if len(parts) < 2 || len(parts) > 4 || !jsNumber(parts[1]) {
		return s.notFound(c)
	}
	id, _ := jsInt(parts[1])
	b := c.W.Board(id)
	if b == nil || (len(parts) == 4 && !jsNumber(parts[3])) {
		return s.notFound(c)
	}
	cur, hasPage := nbPage(q)
	if cur < 1 {
		return s.notFound(c)
	}
	topicIndex := 0
	if len(parts) == 4 {
		n, _ := jsInt(parts[3])
		topicIndex = n - 1
	}
	if topicIndex < 0 {
		return s.redirect(c, http.StatusTemporaryRedirect, "category/"+nbCatSlug(b)+"?"+q.String())
	}
	if len(parts) == 2 {
		return s.redirect(c, http.StatusPermanentRedirect, "category/"+nbCatSlug(b)+"?"+q.String())
	}
	if !hasPage {
		cur = (topicIndex + sh.ThreadsPerPage) / sh.ThreadsPerPage
	}
	if cur > b.Pages(sh.ThreadsPerPage) {
		return s.notFound(c)
	}
	return s.page(c, boardInfo(s, b, cur), func() string { return s.category(c, b, cur, q) })
}

func (s nbSkin) serveTopic(c *Ctx, parts segments, q nbQuery) Response {
	sh := c.W.Shape
	if len(parts) < 2 || len(parts) > 4 || !jsNumber(parts[1]) || (len(parts) == 4 && !jsNumber(parts[3])) {
		return s.notFound(c)
	}
	id, _ := jsInt(parts[1])
	t := c.W.Thread(id)
	if t == nil {
		return s.notFound(c)
	}
	postIndex := 1
	if len(parts) == 4 {
		if n, ok := jsInt(parts[3]); ok && n != 0 {
			postIndex = n
		}
	}
	cur, hasPage := nbPage(q)
	pages := t.Pages(sh.PostsPerPage)
	if cur < 1 || cur > pages {
		return s.notFound(c)
	}
	qs := ""
	if len(q) > 0 {
		qs = "?" + q.String()
	}
	_, want, _ := strings.Cut(nbSlug(t), "/")
	if parts.at(2) != want {
		return s.redirect(c, http.StatusPermanentRedirect, fmt.Sprintf("topic/%s/%d%s", nbSlug(t), postIndex, qs))
	}
	if postIndex < 1 || postIndex > len(t.Posts) {
		loc := fmt.Sprintf("topic/%d/%s", t.ID, parts[2])
		if postIndex > len(t.Posts) {
			loc += fmt.Sprintf("/%d", len(t.Posts))
		}
		return s.redirect(c, http.StatusTemporaryRedirect, loc+qs)
	}
	if !hasPage {
		cur = PageOf(postIndex-1, sh.PostsPerPage)
	}
	atIndex := 0
	if len(parts) == 4 {
		n, _ := jsInt(parts[3])
		atIndex = max(0, n-1)
	}
	return s.page(c, threadInfo(s, t, cur), func() string { return s.topic(c, t, cur, atIndex) })
}

// nbCrumb is one breadcrumb; the last is the page itself.
type nbCrumb struct{ text, url string }

// nbFrame is what a page puts into NodeBB's layout.
type nbFrame struct {
	title, bodyClass, template string
	canonical, rss, up, author string // mount-relative link tags, "" for none
	description                string
	crumbs                     []nbCrumb
	main                       string
	data                       map[string]any // the page's ajaxify data
	rel                        [][2]string    // rel next/prev link tags: rel, mount-relative href
}

// nbConfig is the client config NodeBB inlines into every page.
const nbConfig = `{"relative_path":"","upload_url":"/assets/uploads","asset_base_url":"/assets","assetBaseUrl":"/assets","siteTitle":"Workbench Commons","browserTitle":"Workbench Commons","titleLayout":"&#123;pageTitle&#125; | &#123;browserTitle&#125;","showSiteTitle":true,"maintenanceMode":false,"postQueue":0,"minimumTitleLength":3,"maximumTitleLength":255,"minimumPostLength":8,"maximumPostLength":32767,"minimumTagsPerTopic":0,"maximumTagsPerTopic":5,"minimumTagLength":3,"maximumTagLength":15,"undoTimeout":10000,"useOutgoingLinksPage":false,"allowGuestHandles":false,"allowTopicsThumbnail":true,"usePagination":true,"disableChat":false,"disableChatMessageEditing":false,"maximumChatMessageLength":1000,"socketioTransports":["polling","websocket"],"socketioOrigins":"*:*","websocketAddress":"","maxReconnectionAttempts":5,"reconnectionDelay":1500,"topicsPerPage":20,"postsPerPage":20,"maximumFileSize":2048,"theme:id":"nodebb-theme-persona","theme:src":"","defaultLang":"en-GB","userLang":"en-GB","loggedIn":false,"uid":0,"cache-buster":"v=6bq0r2cnhu8","topicPostSort":"oldest_to_newest","categoryTopicSort":"recently_replied","csrf_token":false,"searchEnabled":true,"searchDefaultInQuick":"titles","bootswatchSkin":"","enablePostHistory":true,"timeagoCutoff":30,"timeagoCodes":["af","am","ar","az","bg","bn","bs","ca","cs","cy","da","de","dv","el","en","es","et","fa","fi","fr","gl","he","hr","hu","hy","id","is","it","ja","ka","kk","km","ko","ky","lt","lv","mk","nl","no","pl","pt","ro","rs","ru","rw","si","sk","sl","sq","sr","sv","th","tr","uk","ur","uz","vi","zh-CN","zh-TW"],"cookies":{"enabled":false,"message":"[[global:cookies.message]]","dismiss":"[[global:cookies.accept]]","link":"[[global:cookies.learn-more]]","link_url":"https:&#x2F;&#x2F;www.cookiesandyou.com"},"thumbs":{"size":512},"iconBackgrounds":["#f44336","#e91e63","#9c27b0","#673ab7","#3f51b5","#2196f3","#009688","#1b5e20","#33691e","#827717","#e65100","#ff5722","#795548","#607d8b"],"emailPrompt":1,"useragent":{"isSafari":false},"fontawesome":{"pro":false,"styles":["solid","brands","regular"],"version":"6.4.2"},"acpLang":"undefined","topicSearchEnabled":false,"disableCustomUserSkins":false,"defaultBootswatchSkin":"","composer-default":{},"markdown":{"highlight":1,"highlightLinesLanguageList":[],"hljsLanguages":["common"],"theme":"default.css","defaultHighlightLanguage":"","externalMark":false},"emojiCustomFirst":false,"spam-be-gone":{},"persona":{"hideSubCategories":false,"hideCategoryLastPost":false,"enableQuickReply":false}}`

// nbHref is c.Href for mount-relative URLs that may be written "/" for the root.
func nbHref(c *Ctx, rel string) string { return c.Href(strings.TrimPrefix(rel, "/")) }

var nbConfigJS = strings.ReplaceAll(nbConfig, `'`, `\'`)

func (s nbSkin) frame(c *Ctx, f nbFrame) string {
	var head strings.Builder
	title := nbSite
	if f.title != "" {
		title = f.title + " | " + nbSite
	}
	fmt.Fprintf(&head, `	<meta name="title" content="%s" />
	<meta property="og:title" content="%s" />
`, Esc(f.title), Esc(f.title))
	if f.description != "" {
		fmt.Fprintf(&head, "\t<meta name=\"description\" content=\"%s\" />\n\t<meta property=\"og:description\" content=\"%s\" />\n", Esc(f.description), Esc(f.description))
	}
	if f.canonical != "" {
		fmt.Fprintf(&head, "\t<link rel=\"canonical\" href=\"%s\" />\n", nbHref(c, f.canonical))
	}
	if f.rss != "" {
		fmt.Fprintf(&head, "\t<link rel=\"alternate\" type=\"application/rss+xml\" href=\"%s\" />\n", nbHref(c, f.rss))
	}
	if f.up != "" {
		fmt.Fprintf(&head, "\t<link rel=\"up\" href=\"%s\" />\n", nbHref(c, f.up))
	}
	if f.author != "" {
		fmt.Fprintf(&head, "\t<link rel=\"author\" href=\"%s\" />\n", nbHref(c, f.author))
	}
	for _, r := range f.rel {
		fmt.Fprintf(&head, "\t<link rel=\"%s\" href=\"%s\" />\n", r[0], nbHref(c, r[1]))
	}
	data := map[string]any{"template": map[string]any{"name": f.template, f.template: true}, "title": title,
		"loggedIn": false, "relative_path": "", "url": c.URL(c.Path), "bodyClass": f.bodyClass,
		"_header": map[string]any{"tags": map[string]any{"meta": []any{}, "link": []any{}}}, "widgets": map[string]any{}}
	for k, v := range f.data {
		data[k] = v
	}
	js, _ := json.Marshal(data)
	nav := [][3]string{{"categories", "fa-list", "Categories"}, {"recent", "fa-clock-o", "Recent"}, {"tags", "fa-tags", "Tags"},
		{"popular", "fa-fire", "Popular"}, {"users", "fa-user", "Users"}, {"groups", "fa-group", "Groups"}, {"search", "fa-search", "Search"}}
	var menu strings.Builder
	for _, n := range nav {
		fmt.Fprintf(&menu, "\t\t\t\t\t<li class=\"nav-item \" title=\"%s\"><a class=\"nav-link navigation-link \" href=\"%s\" ><i class=\"fa fa-fw %s\" data-content=\"\"></i><span class=\"visible-xs-inline\">%s</span></a></li>\n",
			n[2], c.Href(n[0]), n[1], n[2])
	}
	return fmt.Sprintf(`<!DOCTYPE html>
<html lang="en-GB" data-dir="ltr" style="direction: ltr;">
<head>
	<title>%s</title>
	<meta name="viewport" content="width&#x3D;device-width, initial-scale&#x3D;1.0" />
	<meta name="content-type" content="text/html; charset=UTF-8" />
	<meta name="apple-mobile-web-app-capable" content="yes" />
	<meta name="mobile-web-app-capable" content="yes" />
	<meta property="og:site_name" content="%s" />
	<meta name="msapplication-badge" content="frequency=30; polling-uri=/sitemap.xml" />
	<meta name="theme-color" content="#ffffff" />
	<meta name="keywords" content="community,forum,questions,hobbies,how-to" />
	<meta name="msapplication-square150x150logo" content="/assets/images/logo@3x.png" />
%s	<link rel="icon" type="image/x-icon" href="/assets/uploads/system/favicon.ico?v=6bq0r2cnhu8" />
	<link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials" />
	<link rel="search" type="application/opensearchdescription+xml" title="%s" href="/osd.xml" />
	<link rel="apple-touch-icon" href="/assets/images/touch/512.png" />
	<link rel="icon" sizes="36x36" href="/assets/images/touch/36.png" />
	<link rel="icon" sizes="192x192" href="/assets/images/touch/192.png" />
	<link rel="prefetch" href="/assets/src/modules/composer.js?v=6bq0r2cnhu8" />
	<link rel="prefetch" href="/assets/language/en-GB/topic.json?v=6bq0r2cnhu8" />
	<link rel="prefetch stylesheet" href="/assets/plugins/nodebb-plugin-markdown/styles/default.css" />
	<link rel="stylesheet" type="text/css" href="/assets/client.css?v=6bq0r2cnhu8" />
	<script>
		var config = JSON.parse('%s');
		var app = {
			user: JSON.parse('{"uid":0,"username":"Guest","displayname":"Guest","userslug":"","fullname":"Guest","email":"","icon:text":"?","icon:bgColor":"#aaa","groupTitle":"","groupTitleArray":[],"status":"offline","reputation":0,"email:confirmed":false,"unreadData":{"":{},"new":{},"watched":{},"unreplied":{}},"isAdmin":false,"isGlobalMod":false,"isMod":false,"privileges":{"chat":false,"upload:post:image":false,"upload:post:file":false,"signature":false,"invite":false,"group:create":false,"search:content":true,"search:users":true,"search:tags":true,"view:users":true,"view:tags":true,"view:groups":true,"local:login":false,"ban":false,"mute":false,"view:users:info":false},"blocks":[],"timeagoCode":"en","offline":true,"lastRoomId":null,"isEmailConfirmSent":false}')
		};
		document.documentElement.style.setProperty('--panel-offset', `+"`${localStorage.getItem('panelOffset') || 0}px`"+`);
	</script>
%s</head>
<body class="%s theme-persona user-guest skin-noskin">
	<nav id="menu" class="slideout-menu hidden">
		<section class="menu-section" data-section="navigation">
			<ul class="menu-section-list"></ul>
		</section>
	</nav>
	<main id="panel" class="slideout-panel">
		<nav class="navbar sticky-top navbar-expand-lg bg-light header border-bottom py-0" id="header-menu" component="navbar">
			<div class="container justify-content-start flex-nowrap">
				<div class="d-flex me-auto align-items-baseline">
					<a class="navbar-brand" href="%s">
						<img alt="%s" class="forum-logo d-inline-block align-text-bottom" src="/assets/uploads/system/site-logo.png?v=6bq0r2cnhu8" />
					</a>
					<a class="navbar-brand d-none d-sm-inline-block" href="%s">
						<h1 class="fs-6 fw-bold forum-title mb-0">%s</h1>
					</a>
				</div>
				<div component="navbar/title" class="visible-xs hidden">
					<span></span>
				</div>
				<div id="nav-dropdown" class="collapse navbar-collapse d-none d-lg-block">
				<ul id="main-nav" class="navbar-nav me-auto mb-2 mb-lg-0">
%s				</ul>
				<ul class="navbar-nav mb-2 mb-lg-0 hidden-xs">
					<li class="nav-item">
						<a href="#" id="reconnect" class="nav-link hide" title="Looks like your connection to %s was lost, please wait while we try to reconnect.">
							<i class="fa fa-check"></i>
						</a>
					</li>
				</ul>
				<div class="navbar-nav mb-2 mb-lg-0 position-relative">
					<form component="search/form" id="search-form" class="d-flex justify-content-end align-items-center" role="search" method="GET">
						<div component="search/fields" class="hidden" id="search-fields">
							<div class="input-group flex-nowrap">
								<input autocomplete="off" type="text" class="form-control" placeholder="Search" name="query" value="">
								<a href="#" class="advanced-search-link input-group-text"><i class="fa fa-gears fa-fw"></i></a>
							</div>
						</div>
						<button id="search-button" type="button" class="btn btn-link"><i class="fa fa-search fa-fw" title="Search"></i></button>
					</form>
				</div>
				<ul id="logged-out-menu" class="navbar-nav me-0 mb-2 mb-lg-0 align-items-center">
					<li class="nav-item">
						<a class="nav-link" href="%s">
							<i class="fa fa-pencil fa-fw d-inline-block d-sm-none"></i>
							<span>Register</span>
						</a>
					</li>
					<li class="nav-item">
						<a class="nav-link" href="%s">
							<i class="fa fa-sign-in fa-fw d-inline-block d-sm-none"></i>
							<span>Login</span>
						</a>
					</li>
				</ul>
				</div>
			</div>
		</nav>
		<div class="container pt-3" id="content">
		<noscript>
			<div class="alert alert-danger">
				<p>
					Your browser does not seem to support JavaScript. As a result, your viewing experience will be diminished, and you have been placed in <strong>read-only mode</strong>.
				</p>
				<p>
					Please download a browser that supports JavaScript, or enable it if it's disabled (i.e. NoScript).
				</p>
			</div>
		</noscript>
%s%s
<script id="ajaxify-data" type="application/json">%s</script>
		</div><!-- /.container#content -->
	</main>
	<div class="topic-search hidden"></div>
	<div component="toaster/tray" class="alert-window fixed-bottom mb-5 mb-md-2 me-2 me-md-5 ms-auto" style="width:300px; z-index: 1090;"></div>
	<footer id="footer" class="container footer">
		<div class="copyright">Copyright © 2026 <a target="_blank" href="https://nodebb.org">NodeBB Forums</a> | <a target="_blank" href="https://github.com/NodeBB/NodeBB/graphs/contributors">Contributors</a></div>
	</footer>
	<script defer src="/assets/nodebb.min.js?v=6bq0r2cnhu8"></script>
%s	<script>
		if (document.readyState === 'loading') {
			document.addEventListener('DOMContentLoaded', prepareFooter);
		} else {
			prepareFooter();
		}
		function prepareFooter() {
			$(document).ready(function () {
				app.coldLoad();
			});
		}
	</script>
</body>
</html>`,
		Esc(title), nbSite, head.String(), nbSite, nbConfigJS, c.Styles(6),
		f.bodyClass+" page-status-200", c.Href(""), nbSite, c.Href(""), nbSite, menu.String(), nbSite,
		c.Href("register"), c.Href("login"), s.crumbs(c, f.crumbs, f.rss), f.main, js, c.Scripts(3))
}

// crumbs is Persona's ol.breadcrumb; the last crumb carries the page's RSS link.
func (s nbSkin) crumbs(c *Ctx, cs []nbCrumb, rss string) string {
	if len(cs) == 0 {
		return ""
	}
	var h strings.Builder
	h.WriteString(`<ol class="breadcrumb" itemscope="itemscope" itemprop="breadcrumb" itemtype="http://schema.org/BreadcrumbList">` + "\n")
	for i, cr := range cs {
		last := i == len(cs)-1
		attr, cls := "", ""
		if last {
			attr, cls = ` component="breadcrumb/current"`, "active"
		}
		fmt.Fprintf(&h, "\t<li itemscope=\"itemscope\" itemprop=\"itemListElement\" itemtype=\"http://schema.org/ListItem\"%s class=\"breadcrumb-item %s\">\n\t\t<meta itemprop=\"position\" content=\"%d\" />\n", attr, cls, i+1)
		if cr.url != "" {
			fmt.Fprintf(&h, "\t\t<a href=\"%s\" itemprop=\"item\">\n", nbHref(c, cr.url))
		}
		fmt.Fprintf(&h, "\t\t\t<span itemprop=\"name\">\n\t\t\t\t%s\n", Esc(cr.text))
		if last && rss != "" {
			fmt.Fprintf(&h, "\t\t\t\t<a target=\"_blank\" href=\"%s\" itemprop=\"item\"><i class=\"fa fa-rss-square\"></i></a>\n", nbHref(c, rss))
		}
		h.WriteString("\t\t\t</span>\n")
		if cr.url != "" {
			h.WriteString("\t\t</a>\n")
		}
		h.WriteString("\t</li>\n")
	}
	h.WriteString("</ol>\n")
	return h.String()
}

// catCrumbs are Home, the category's parents and the category itself.
func nbCatCrumbs(b *Board) []nbCrumb {
	cs := []nbCrumb{{"Home", "/"}}
	for _, x := range b.Trail() {
		cs = append(cs, nbCrumb{x.Name, "category/" + nbCatSlug(x)})
	}
	return cs
}

// paginator is Persona's pagination component: NodeBB's pagination.create, links
// relative to the page (?query with page set), a hidden one with "?" links when
// there is a single page.
func (s nbSkin) paginator(c *Ctx, cur, total int) string {
	q := nbParseQuery(c.RawQuery)
	qs := func(p int) string { return "?" + q.with("page", strconv.Itoa(p)).String() }
	type item struct {
		page   int
		href   string
		active bool
		sep    bool
	}
	var items []item
	prev, next, first, last := "?", "?", "?", "?"
	hidden := " hidden"
	if total > 1 {
		hidden = ""
		show := []int{1, 2, total - 1, total}
		start := max(1, cur-2)
		if start > total-5 {
			start -= 2 - (total - cur)
		}
		for i := range 5 {
			show = append(show, start+i)
		}
		show = slices.DeleteFunc(show, func(p int) bool { return p < 1 || p > total })
		slices.Sort(show)
		show = slices.Compact(show)
		for _, p := range show {
			items = append(items, item{page: p, href: qs(p), active: p == cur})
		}
		// NodeBB fills a gap of one page with a link built after the loop, when the
		// query's page is already the last page shown: it shows the number, links the last.
		for i := len(items) - 1; i > 0; i-- {
			switch {
			case items[i].page-2 == items[i-1].page:
				items = slices.Insert(items, i, item{page: items[i].page - 1, href: qs(show[len(show)-1])})
			case items[i].page-1 != items[i-1].page:
				items = slices.Insert(items, i, item{sep: true})
			}
		}
		prev, next, first, last = qs(max(1, cur-1)), qs(min(total, cur+1)), qs(1), qs(total)
	}
	disabled := func(off bool) string {
		if off {
			return " disabled"
		}
		return ""
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<nav component="pagination" class="pagination-container%s" aria-label="Pagination">
	<ul class="pagination hidden-xs justify-content-center">
		<li class="page-item previous float-start%s">
			<a class="page-link" href="%s" data-page="%d" aria-label="Previous Page"><i class="fa fa-chevron-left"></i> </a>
		</li>
`, hidden, disabled(cur <= 1), Esc(prev), max(1, cur-1))
	for _, it := range items {
		if it.sep {
			h.WriteString("\t\t<li component=\"pagination/select-page\" class=\"page-item page select-page\">\n\t\t\t<a class=\"page-link\" href=\"#\" aria-label=\"Go to page\"><i class=\"fa fa-ellipsis-h\"></i></a>\n\t\t</li>\n")
			continue
		}
		act := ""
		if it.active {
			act = " active"
		}
		fmt.Fprintf(&h, "\t\t<li class=\"page-item page%s\" >\n\t\t\t<a class=\"page-link\" href=\"%s\" data-page=\"%d\" aria-label=\"Page %d\">%d</a>\n\t\t</li>\n", act, Esc(it.href), it.page, it.page, it.page)
	}
	fmt.Fprintf(&h, `		<li class="page-item next float-end%s">
			<a class="page-link" href="%s" data-page="%d" aria-label="Next Page"><i class="fa fa-chevron-right"></i></a>
		</li>
	</ul>
	<ul class="pagination hidden-sm hidden-md hidden-lg justify-content-center">
		<li class="page-item first%s">
			<a class="page-link" href="%s" data-page="1" aria-label="First Page"><i class="fa fa-fast-backward"></i> </a>
		</li>
		<li class="page-item previous%s">
			<a class="page-link" href="%s" data-page="%d" aria-label="Previous Page"><i class="fa fa-chevron-left"></i> </a>
		</li>
		<li component="pagination/select-page" class="page-item page select-page">
			<a class="page-link" href="#" aria-label="Go to page">%d / %d</a>
		</li>
		<li class="page-item next%s">
			<a class="page-link" href="%s" data-page="%d" aria-label="Next Page"><i class="fa fa-chevron-right"></i></a>
		</li>
		<li class="page-item last%s">
			<a class="page-link" href="%s" data-page="%d" aria-label="Last Page"><i class="fa fa-fast-forward"></i> </a>
		</li>
	</ul>
</nav>
`, disabled(cur >= total), Esc(next), min(total, cur+1), disabled(cur <= 1), Esc(first), disabled(cur <= 1), Esc(prev), max(1, cur-1),
		cur, total, disabled(cur >= total), Esc(next), min(total, cur+1), disabled(cur >= total), Esc(last), total)
	return h.String()
}

// relLinks are the rel next/prev link tags of page cur of total under base.
func nbRel(base string, cur, total int) [][2]string {
	var r [][2]string
	if cur < total {
		r = append(r, [2]string{"next", fmt.Sprintf("%s?page=%d", base, cur+1)})
	}
	if cur > 1 {
		r = append(r, [2]string{"prev", fmt.Sprintf("%s?page=%d", base, cur-1)})
	}
	return r
}

// catRow is one li[component="categories/category"] of a categories list.
func (s nbSkin) catRow(c *Ctx, b *Board) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<li component="categories/category" data-cid="%d" data-numRecentReplies="1" class="row clearfix category-%d ">
	<meta itemprop="name" content="%s">
	<div class="col-md-7 col-sm-9 col-11 content">
		<div class="icon float-start" style="background-color: %s; border-color: %s!important; color: #ffffff;">
			<i class="fa fa-fw %s"></i>
		</div>
		<h2 class="title">
			<a href="%s" itemprop="url">%s</a>
		</h2>
		<div>
			<div class="description">
				<p dir="auto">%s</p>
			</div>
`, b.ID, b.ID, Esc(b.Name), pick(nbIconColors, "nbcat", b.ID), pick(nbIconColors, "nbcat", b.ID), pick(nbIcons, "nbicon", b.ID),
		c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description))
	if len(b.Children) > 0 {
		h.WriteString("\t\t\t<ul class=\"category-children\">\n")
		for _, ch := range b.Children {
			fmt.Fprintf(&h, `				<li class="category-children-item float-start">
					<div role="presentation" class="icon float-start" style="background-color: %s; border-color: %s!important; color: #ffffff;"><i class="fa fa-fw %s"></i></div>
					<a href="%s" class="category-children-item-link">%s</a>
				</li>
`, pick(nbIconColors, "nbcat", ch.ID), pick(nbIconColors, "nbcat", ch.ID), pick(nbIcons, "nbicon", ch.ID), c.Href(s.BoardURL(ch, 1)), Esc(ch.Name))
		}
		h.WriteString("\t\t\t</ul>\n")
	}
	h.WriteString("\t\t</div>\n")
	p := b.Latest()
	if p != nil {
		fmt.Fprintf(&h, `		<span class="d-block d-sm-none float-end">
			<a href="%s">
				%s
				<i class="fa fa-fw fa-reply"></i>
			</a>
		</span>
`, c.Href(fmt.Sprintf("post/%d", p.ID)), nbTimeago(p.Time))
	}
	fmt.Fprintf(&h, `	</div>
	<div class="col-md-1 d-none d-md-block stats text-muted">
		<span class=" human-readable-number" title="%d">%s</span><br />
		<small>Topics</small>
	</div>
	<div class="col-md-1 d-none d-md-block stats text-muted">
		<span class=" human-readable-number" title="%d">%s</span><br />
		<small>Posts</small>
	</div>
	<div class="col-md-3 col-sm-3 teaser d-none d-sm-block" component="topic/teaser">
		<div class="lastpost background-link-container" style="border-color: %s">
`, b.AllThreads(), nbHuman(b.AllThreads()), b.AllPosts(), nbHuman(b.AllPosts()), pick(nbIconColors, "nbcat", b.ID))
	if p != nil {
		t := p.Thread
		u := fmt.Sprintf("topic/%s/%d", nbSlug(t), len(t.Posts))
		fmt.Fprintf(&h, `			<div component="category/posts">
				<a class="background-link" href="%s"></a>
				<p>
					<a href="%s">%s</a>
					<a class="permalink text-muted" href="%s">
						%s
					</a>
				</p>
				<div class="post-content">
					%s
				</div>
			</div>
`, c.Href(u), c.Href(nbUserURL(c, p.Author)), nbAvatar(c, p.Author, "24px"), c.Href(u), nbTimeago(p.Time), Esc(clip(p.Body[0], 120)))
	} else {
		h.WriteString("\t\t\t<div component=\"category/posts\">\n\t\t\t\t<div class=\"post-content\">\n\t\t\t\t\tNo new posts.\n\t\t\t\t</div>\n\t\t\t</div>\n")
	}
	h.WriteString("\t\t</div>\n\t</div>\n</li>\n")
	return h.String()
}

// nbHuman is NodeBB's human-readable-number: 1.2k from 1000 up.
func nbHuman(n int) string {
	if n < 1000 {
		return strconv.Itoa(n)
	}
	return strconv.FormatFloat(float64(n)/1000, 'f', 1, 64) + "k"
}

// home is the categories page: every top-level category, sub-categories as links.
func (s nbSkin) home(c *Ctx, named bool) string {
	var h strings.Builder
	h.WriteString(`<div data-widget-area="header"></div>
<div class="row flex-fill">
	<div class="col-lg-12 col-sm-12">
		<h1 class="categories-title">Categories</h1>
		<ul class="categories" itemscope itemtype="http://www.schema.org/ItemList">
`)
	for _, b := range c.W.Boards {
		if b.Parent == nil {
			h.WriteString(s.catRow(c, b))
		}
	}
	h.WriteString("\t\t</ul>\n")
	h.WriteString(s.paginator(c, 1, 1))
	h.WriteString(`	</div>
	<div data-widget-area="sidebar" class="col-lg-3 col-sm-12 hidden"></div>
</div>
<div data-widget-area="footer"></div>
`)
	f := nbFrame{title: "", bodyClass: "page-categories", template: "categories", canonical: "/", main: h.String(),
		description: "A friendly community for practical questions about travel, phones, gardens, kitchens and everything in between.",
		data:        map[string]any{"pagination": map[string]any{"currentPage": 1, "pageCount": 1}}}
	if named {
		f.title = "Categories"
		f.crumbs = []nbCrumb{{"Home", "/"}, {"Categories", ""}}
	}
	return s.frame(c, f)
}

// topicRow is one li[component="category/topic"] of a topic list; index is its place in the list.
func (s nbSkin) topicRow(c *Ctx, t *Thread, index int, showCat bool) string {
	last := t.LastPost()
	cls, pin := "", "hide"
	if t.Sticky {
		cls, pin = " pinned", ""
	}
	lastURL := c.Href(fmt.Sprintf("topic/%s/%d", nbSlug(t), len(t.Posts)))
	var h strings.Builder
	fmt.Fprintf(&h, `<li component="category/topic" class="row clearfix category-item%s" data-tid="%d" data-index="%d" data-cid="%d" itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem">
<meta itemprop="name" content="%s"><meta itemprop="position" content="%d">
<a id="%d" data-index="%d" component="topic/anchor"></a>
<div class="col-md-6 col-sm-9 col-10 content">
	<div class="avatar float-start"><a href="%s" class="float-start">%s</a></div>
	<h3 component="topic/header" class="title">
		<i component="topic/pinned" class="fa fa-thumb-tack %s" title="Pinned"></i>
		<a href="%s" itemprop="url">%s</a><br />
`, cls, t.ID, index, t.Board.ID, Esc(t.Title), index+1, index, index,
		c.Href(nbUserURL(c, t.Author)), nbAvatar(c, t.Author, "46px"), pin, c.Href(s.ThreadURL(t, 1)), Esc(t.Title))
	if showCat {
		fmt.Fprintf(&h, "\t\t<small><a href=\"%s\">%s %s</a> &bull;</small>\n", c.Href(s.BoardURL(t.Board, 1)), nbCatIcon(t.Board, "24px"), Esc(t.Board.Name))
	}
	h.WriteString("\t\t<span class=\"tag-list hidden-xs\">")
	for _, tag := range t.Tags {
		fmt.Fprintf(&h, "<a href=\"%s\"><span class=\"tag tag-item tag-class-%s\" data-tag=\"%s\">%s</span></a>", c.Href("tags/"+nbEscape(tag)), Esc(tag), Esc(tag), Esc(tag))
	}
	if len(t.Tags) > 0 {
		h.WriteString("<small>&bull;</small>")
	}
	fmt.Fprintf(&h, `</span>
		<small class="hidden-xs">%s &bull; <a href="%s">%s</a></small>
	</h3>
</div>
<div class="mobile-stat col-2 visible-xs text-end"><span class="human-readable-number">%d</span> <a href="%s"><i class="fa fa-arrow-circle-right"></i></a></div>
<div class="col-md-1 hidden-sm hidden-xs stats stats-votes"><span class="human-readable-number" title="%d">%d</span><br /><small>Votes</small></div>
<div class="col-md-1 hidden-sm hidden-xs stats stats-postcount"><span class="human-readable-number" title="%d">%s</span><br /><small>Posts</small></div>
<div class="col-md-1 hidden-sm hidden-xs stats stats-viewcount"><span class="human-readable-number" title="%d">%s</span><br /><small>Views</small></div>
<div class="col-md-3 col-sm-3 teaser hidden-xs" component="topic/teaser">
	<div class="card background-link-container" style="border-color: %s">
`, nbTimeago(t.Posts[0].Time), c.Href(nbUserURL(c, t.Author)), Esc(t.Author.Name), len(t.Posts), lastURL,
		nbVotes(t.Posts[0]), nbVotes(t.Posts[0]), len(t.Posts), nbHuman(len(t.Posts)), t.Views, nbHuman(t.Views), pick(nbIconColors, "nbcat", t.Board.ID))
	if len(t.Posts) == 1 {
		h.WriteString("\t\t<p>No one has replied</p>\n")
	} else {
		fmt.Fprintf(&h, `		<a class="background-link" href="%s"></a>
		<p><a href="%s">%s</a> <a class="permalink text-muted" href="%s">%s</a></p>
		<div class="post-content">%s</div>
`, lastURL, c.Href(nbUserURL(c, last.Author)), nbAvatar(c, last.Author, "24px"), lastURL, nbTimeago(last.Time), Esc(clip(last.Body[0], 120)))
	}
	h.WriteString("\t</div>\n</div>\n</li>\n")
	return h.String()
}

// topicList is the ul[component="category"].topic-list of ts, numbered from start.
func (s nbSkin) topicList(c *Ctx, ts []*Thread, start int, showCat bool) string {
	var h strings.Builder
	fmt.Fprintf(&h, "<ul component=\"category\" class=\"topic-list\" itemscope itemtype=\"http://www.schema.org/ItemList\" data-nextstart=\"%d\" data-set=\"\">\n\t<meta itemprop=\"itemListOrder\" content=\"descending\">\n", start+len(ts))
	for i, t := range ts {
		h.WriteString(s.topicRow(c, t, start+i, showCat))
	}
	h.WriteString("</ul>\n")
	return h.String()
}

var nbSorts = []struct{ key, label string }{{"recently_replied", "Recently Replied"}, {"recently_created", "Recently Created"},
	{"most_posts", "Most Posts"}, {"most_votes", "Most Votes"}, {"most_views", "Most Views"}}

// nbSorted orders a category's topics as ?sort= does; unknown orders are the default.
func nbSorted(ts []*Thread, sort string) []*Thread {
	switch sort {
	case "recently_created":
		return stickyFirst(ts, func(a, b *Thread) int { return a.Posts[0].Time.Compare(b.Posts[0].Time) }, true)
	case "most_posts":
		return stickyFirst(ts, byReplies, true)
	case "most_votes":
		return stickyFirst(ts, func(a, b *Thread) int { return nbVotes(a.Posts[0]) - nbVotes(b.Posts[0]) }, true)
	case "most_views":
		return stickyFirst(ts, byViews, true)
	}
	return ts
}

func (s nbSkin) category(c *Ctx, b *Board, page int, q nbQuery) string {
	sh := c.W.Shape
	sort, _ := q.get("sort")
	ts := nbSorted(b.Threads, sort)
	total := b.Pages(sh.ThreadsPerPage)
	var h strings.Builder
	h.WriteString("<div data-widget-area=\"header\"></div>\n<div class=\"row\">\n\t<div class=\"category col-lg-12 col-sm-12\">\n")
	if len(b.Children) > 0 {
		h.WriteString("\t\t<div class=\"subcategory\">\n\t\t\t<p>Subcategories</p>\n\t\t\t<ul class=\"categories\" itemscope itemtype=\"http://www.schema.org/ItemList\">\n")
		for _, ch := range b.Children {
			h.WriteString(s.catRow(c, ch))
		}
		h.WriteString("\t\t\t</ul>\n\t\t</div>\n\t\t<hr class=\"hidden-xs\"/>\n")
	}
	fmt.Fprintf(&h, `		<div class="topic-list-header clearfix sticky-top">
			<div class="float-start">
				<a component="category/post/guest" href="%s" class="btn btn-primary btn-sm">Log in to post</a>
			</div>
			<div class="float-end">
				<div class="btn-group bottom-sheet" component="thread/sort">
					<button class="btn btn-outline-secondary btn-sm dropdown-toggle" data-bs-toggle="dropdown" type="button">
						<span class="visible-sm-inline visible-md-inline visible-lg-inline"><i class="fa fa-fw fa-sort"></i></span><span class="visible-md-inline visible-lg-inline"> Sort by</span>
					</button>
					<ul class="dropdown-menu dropdown-menu-end" role="menu">
`, c.Href("login"))
	for _, so := range nbSorts {
		fmt.Fprintf(&h, "\t\t\t\t\t\t<li><a class=\"dropdown-item\" href=\"%s\" class=\"%s\" data-sort=\"%s\" role=\"menuitem\"><i class=\"fa fa-fw\"></i> %s</a></li>\n",
			c.Href(s.BoardURL(b, 1)+"?sort="+so.key), so.key, so.key, so.label)
	}
	fmt.Fprintf(&h, `					</ul>
				</div>
			</div>
		</div>
		<hr class="hidden-xs" />
		<p class="hidden-xs">%s</p>
`, Esc(b.Description))
	h.WriteString(s.topicList(c, Page(ts, page, sh.ThreadsPerPage), (page-1)*sh.ThreadsPerPage, false))
	h.WriteString(s.paginator(c, page, total))
	h.WriteString("\t</div>\n\t<div data-widget-area=\"sidebar\" class=\"col-lg-3 col-sm-12 hidden\"></div>\n</div>\n<div data-widget-area=\"footer\"></div>\n")
	title := b.Name
	crumbs := nbCatCrumbs(b)
	return s.frame(c, nbFrame{title: title, template: "category", main: h.String(), crumbs: crumbs,
		bodyClass: fmt.Sprintf("page-category page-category-%d page-category-%s", b.ID, slugOr(b.Name, "category")) + nbParentClass(b),
		canonical: s.BoardURL(b, page), rss: fmt.Sprintf("category/%d.rss", b.ID), up: "/", description: b.Description,
		rel: nbRel("category/"+nbCatSlug(b), page, total),
		data: map[string]any{"cid": b.ID, "name": b.Name, "slug": nbCatSlug(b), "topic_count": len(b.Threads), "post_count": b.AllPosts(),
			"pagination": map[string]any{"currentPage": page, "pageCount": total}, "sortOptionLabel": "[[topic:" + strings.ReplaceAll(cmp.Or(sort, "recently_replied"), "_", "-") + "]]"}})
}

func nbParentClass(b *Board) string {
	if b.Parent != nil {
		return fmt.Sprintf(" parent-category-%d", b.Parent.ID)
	}
	return ""
}

// postLinks is what people paste into posts: a quote of an earlier post (its
// permalink), or another topic by its short URL. Some posts have one.
func (s nbSkin) postLinks(c *Ctx, p *Post) string {
	switch h := Hash("nblink", p.ID) % 14; {
	case h < 2 && p.Index > 1:
		q := p.Thread.Posts[int(Hash("nbq", p.ID)%uint64(p.Index))]
		return fmt.Sprintf(`<p dir="auto"><a class="plugin-mentions-user plugin-mentions-a" href="%s">@%s</a> said in <a href="%s">%s</a>:</p>
<blockquote>
<p dir="auto">%s</p>
</blockquote>
`, c.Href(nbUserURL(c, q.Author)), Esc(q.Author.Name), c.Href(fmt.Sprintf("post/%d", q.ID)), Esc(p.Thread.Title), Esc(clip(q.Body[0], 160)))
	case h == 2:
		o := pick(c.W.Threads, "nbo", p.ID)
		return fmt.Sprintf("<p dir=\"auto\">See also <a href=\"%s\">%s</a></p>\n", c.Href(fmt.Sprintf("topic/%d", o.ID)), Esc(c.URL(fmt.Sprintf("topic/%d", o.ID))))
	}
	return ""
}

// post is one li[component="post"] of a topic page.
func (s nbSkin) post(c *Ctx, p *Post) string {
	u := p.Author
	t := p.Thread
	cls := ""
	if u == t.Author {
		cls = "topic-owner-post"
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<li component="post" class="%s" data-index="%d" data-pid="%d" data-uid="%d" data-timestamp="%d" data-username="%s" data-userslug="%s" itemprop="comment" itemtype="http://schema.org/Comment" itemscope>
<a component="post/anchor" data-index="%d" id="%d"></a>
<meta itemprop="datePublished" content="%s">
<div class="clearfix post-header">
	<div class="icon float-start"><a href="%s">%s<i component="user/status" class="fa fa-circle status offline" title="Offline"></i></a></div>
	<small class="d-flex"><div class="d-flex align-items-center gap-1 flex-wrap w-100">
		<strong class="text-nowrap"><a href="%s" itemprop="author" data-username="%s" data-uid="%d">%s</a></strong>
`, cls, p.Index, p.ID, u.ID, p.Time.UnixMilli(), Esc(u.Name), Esc(nbTab(c.W).slugOf[u]), p.Index, p.Index+1, nbISO(p.Time),
		c.Href(nbUserURL(c, u)), nbAvatar(c, u, "48px"), c.Href(nbUserURL(c, u)), Esc(u.Name), u.ID, Esc(u.Name))
	for _, g := range nbTab(c.W).groups {
		if slices.Contains(g.Members, u) && !g.System {
			fmt.Fprintf(&h, "\t\t<a href=\"%s\" class=\"badge rounded-1 text-uppercase text-truncate\" style=\"color:#ffffff;background-color: #000000;\"><span class=\"badge-text\">%s</span></a>\n", c.Href("groups/"+g.Slug), Esc(g.Name))
			break
		}
	}
	fmt.Fprintf(&h, "\t\t<span class=\"text-muted\">%s</span> <a class=\"permalink text-muted\" href=\"%s\">%s</a>\n",
		map[bool]string{true: "posted", false: "replied"}[p.Index == 0], c.Href(fmt.Sprintf("post/%d", p.ID)), nbTimeago(p.Time))
	if p.Index > 1 && Hash("nbtopid", p.ID)%5 == 0 {
		to := t.Posts[int(Hash("nbtopid2", p.ID)%uint64(p.Index))]
		fmt.Fprintf(&h, "\t\t<a component=\"post/parent\" class=\"btn btn-sm btn-outline-secondary hidden-xs\" data-topid=\"%d\" href=\"%s\"><i class=\"fa fa-reply\"></i> @%s</a>\n", to.ID, c.Href(fmt.Sprintf("post/%d", to.ID)), Esc(to.Author.Name))
	}
	fmt.Fprintf(&h, `	</div><a href="#%d" class="text-muted post-index">#%d</a></small>
</div>
<div class="content" component="post/content" itemprop="text">
%s%s</div>
<div class="post-footer">
`, p.Index+1, p.Index+1, Paras(p.Body, `<p dir="auto">`, "</p>\n"), s.postLinks(c, p))
	if sig := signature(u); sig != "" {
		fmt.Fprintf(&h, "\t<div component=\"post/signature\" data-uid=\"%d\" class=\"post-signature\"><p dir=\"auto\">%s</p></div>\n", u.ID, Esc(sig))
	}
	fmt.Fprintf(&h, `	<small class="d-flex justify-content-end align-items-center gap-1" component="post/actions">
		<span class="votes"><a component="post/upvote" href="#"><i class="fa fa-chevron-up"></i></a> <span component="post/vote-count" data-votes="%d">%d</span> <a component="post/downvote" href="#"><i class="fa fa-chevron-down"></i></a></span>
	</small>
</div>
<hr />
</li>
`, nbVotes(p), nbVotes(p))
	return h.String()
}

func (s nbSkin) topic(c *Ctx, t *Thread, page, atIndex int) string {
	sh := c.W.Shape
	total := t.Pages(sh.PostsPerPage)
	posts := Page(t.Posts, page, sh.PostsPerPage)
	var h strings.Builder
	fmt.Fprintf(&h, `<div data-widget-area="header"></div>
<div class="row mb-5">
	<div class="topic col-lg-12" itemid="%s" itemscope itemtype="https://schema.org/DiscussionForumPosting">
		<meta itemprop="headline" content="%s">
		<meta itemprop="text" content="%s">
		<meta itemprop="url" content="%s">
		<meta itemprop="datePublished" content="%s">
		<meta itemprop="dateModified" content="%s">
		<div itemprop="author" itemscope itemtype="https://schema.org/Person">
			<meta itemprop="name" content="%s">
			<meta itemprop="url" content="%s">
		</div>
		<div class="topic-header">
			<h1 component="post/header" class="" itemprop="name">
				<span class="topic-title" component="topic/title">
					<span component="topic/labels">
						<i component="topic/scheduled" class="fa fa-clock-o hidden" title="Scheduled"></i>
						<i component="topic/pinned" class="fa fa-thumb-tack %s" title="Pinned"></i>
						<i component="topic/locked" class="fa fa-lock hidden" title="Locked"></i>
					</span>
					%s
				</span>
			</h1>
			<div class="topic-info clearfix">
				<div class="category-item d-inline-block">
					<a href="%s">%s %s</a>
				</div>
				<div class="tags tag-list d-inline-block hidden-xs">
`, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), Esc(clip(t.Posts[0].Body[0], 200)), c.Href(s.ThreadURL(t, 1)), nbISO(t.Posts[0].Time), nbISO(t.LastPost().Time),
		Esc(t.Author.Name), c.Href(nbUserURL(c, t.Author)), map[bool]string{true: "", false: "hidden"}[t.Sticky], Esc(t.Title),
		c.Href(s.BoardURL(t.Board, 1)), nbCatIcon(t.Board, "24px"), Esc(t.Board.Name))
	for _, tag := range t.Tags {
		fmt.Fprintf(&h, "\t\t\t\t\t<a href=\"%s\"><span class=\"tag tag-item fw-bold tag-class-%s\" data-tag=\"%s\">%s</span></a>\n", c.Href("tags/"+nbEscape(tag)), Esc(tag), Esc(tag), Esc(tag))
	}
	fmt.Fprintf(&h, `				</div>
				<div class="d-inline-block hidden-xs">
					<div class="stats text-muted">
						<i class="fa fa-fw fa-user" title="Posters"></i>
						<span title="%d" class="human-readable-number">%d</span>
					</div>
					<div class="stats text-muted">
						<i class="fa fa-fw fa-pencil" title="Posts"></i>
						<span component="topic/post-count" title="%d" class="human-readable-number">%s</span>
					</div>
					<div class="stats text-muted">
						<i class="fa fa-fw fa-eye" title="Views"></i>
						<span class="human-readable-number" title="%d">%s</span>
					</div>
				</div>
				<div component="topic/browsing-users" class="inline-block hidden-xs"></div>
			</div>
		</div>
		<div component="topic/deleted/message" class="alert alert-warning hidden d-flex justify-content-between flex-wrap">
			<span>This topic has been deleted. Only users with topic management privileges can see it.</span>
		</div>
		<ul component="topic" class="posts timeline" data-tid="%d" data-cid="%d">
`, nbPosters(t), nbPosters(t), len(t.Posts), nbHuman(len(t.Posts)), t.Views, nbHuman(t.Views), t.ID, t.Board.ID)
	for _, p := range posts {
		h.WriteString(s.post(c, p))
	}
	fmt.Fprintf(&h, `		</ul>
		<div class="post-bar">
			<div class="clearfix">
				<div class="topic-main-buttons float-end d-inline-block">
					<span class="loading-indicator btn float-start hidden" done="0">
						<span class="hidden-xs">Loading More Posts</span> <i class="fa fa-refresh fa-spin"></i>
					</span>
					<div component="topic/reply/container" class="btn-group action-bar bottom-sheet hidden"></div>
					<a component="topic/reply/guest" href="%s" class="btn btn-sm btn-primary">Log in to reply</a>
				</div>
			</div>
		</div>
%s	</div>
	<div data-widget-area="sidebar" class="col-lg-3 col-sm-12 hidden"></div>
</div>
<div data-widget-area="footer"></div>
`, c.Href("login"), s.paginator(c, page, total))
	crumbs := append(nbCatCrumbs(t.Board), nbCrumb{t.Title, ""})
	title := t.Title
	if page > 1 {
		title = fmt.Sprintf("%s | Page %d", t.Title, page)
	}
	// The post the URL names (the first without one) gives the page its description and author link.
	author, desc := "", ""
	for _, p := range posts {
		if p.Index == atIndex {
			author, desc = nbUserURL(c, p.Author), strings.Join(p.Body, " ")
			if r := []rune(desc); len(r) > 160 {
				desc = string(r[:157]) + "..."
			}
		}
	}
	_, sl, _ := strings.Cut(nbSlug(t), "/")
	return s.frame(c, nbFrame{title: title, template: "topic", main: h.String(), crumbs: crumbs,
		bodyClass: fmt.Sprintf("page-topic page-topic-%d page-topic-%s page-topic-category-%d page-topic-category-%s", t.ID, sl, t.Board.ID, slugOr(t.Board.Name, "category")) + nbParentClass(t.Board),
		canonical: s.ThreadURL(t, page), rss: fmt.Sprintf("topic/%d.rss", t.ID), up: s.BoardURL(t.Board, 1), author: author,
		description: desc, rel: nbRel("topic/"+nbSlug(t), page, total),
		data: map[string]any{"tid": t.ID, "cid": t.Board.ID, "title": t.Title, "slug": nbSlug(t), "postcount": len(t.Posts), "viewcount": t.Views,
			"mainPid": t.Posts[0].ID, "pagination": map[string]any{"currentPage": page, "pageCount": total}, "postIndex": posts[0].Index + 1,
			"sortOptionLabel": "[[topic:oldest-to-newest]]", "tags": t.Tags}})
}

// nbPosters counts the distinct authors of a topic.
func nbPosters(t *Thread) int {
	seen := map[*User]bool{}
	for _, p := range t.Posts {
		seen[p.Author] = true
	}
	return len(seen)
}

var nbTerms = []struct{ key, label string }{{"alltime", "All Time"}, {"day", "Day"}, {"week", "Week"}, {"month", "Month"}}

var nbFilters = []struct{ key, label string }{{"", "All Topics"}, {"new", "New Topics"}, {"watched", "Watched Topics"}, {"unreplied", "Unreplied Topics"}}

// serveList answers recent, popular and top: topic lists by activity, posts and votes.
func (s nbSkin) serveList(c *Ctx, kind string, q nbQuery) Response {
	sh := c.W.Shape
	term, hasTerm := q.get("term")
	filter, _ := q.get("filter")
	days := map[string]int{"": 0, "alltime": 0, "day": 1, "week": 7, "month": 30}
	n, ok := days[term]
	if !ok && hasTerm {
		return s.notFound(c)
	}
	if !slices.ContainsFunc(nbFilters, func(f struct{ key, label string }) bool { return f.key == filter }) {
		return s.notFound(c)
	}
	ts := c.W.ThreadsByActivity()
	if n > 0 {
		ts = slices.DeleteFunc(slices.Clone(ts), func(t *Thread) bool { return c.W.Now.Sub(t.LastPost().Time) > time.Duration(n)*24*time.Hour })
	}
	switch filter {
	case "new", "watched":
		ts = nil // a guest has nothing unread and watches nothing
	case "unreplied":
		ts = slices.DeleteFunc(slices.Clone(ts), func(t *Thread) bool { return len(t.Posts) > 1 })
	}
	switch kind {
	case "popular":
		ts = slices.Clone(ts)
		slices.SortStableFunc(ts, func(a, b *Thread) int { return len(b.Posts) - len(a.Posts) })
	case "top":
		ts = slices.Clone(ts)
		slices.SortStableFunc(ts, func(a, b *Thread) int { return nbVotes(b.Posts[0]) - nbVotes(a.Posts[0]) })
	}
	total := pageCount(len(ts), sh.ThreadsPerPage)
	cur, _ := nbPage(q)
	if cur < 1 || cur > total {
		return s.notFound(c)
	}
	return s.page(c, Info{Type: TypeOther}, func() string { return s.list(c, kind, q, ts, cur, total) })
}

func (s nbSkin) list(c *Ctx, kind string, q nbQuery, ts []*Thread, page, total int) string {
	sh := c.W.Shape
	titles := map[string]string{"recent": "Recent Topics", "popular": "Popular Topics", "top": "Top Voted Topics"}
	var h strings.Builder
	fmt.Fprintf(&h, `<div data-widget-area="header"></div>
<div class="row">
	<div class="%s col-lg-12">
		<div class="topic-list-header sticky-top btn-toolbar justify-content-between py-2 mb-2 flex-nowrap">
			<div class="d-flex gap-1 align-items-stretch">
				<a href="%s" class="d-inline-block">
					<div class="alert alert-warning h-100 m-0 px-2 py-1 d-flex gap-1 align-items-center hide" id="new-topics-alert"><i class="fa fa-fw fa-rotate-right"></i>Click here to reload.</div>
				</a>
			</div>
			<div class="d-flex gap-1 align-items-stretch">
				<div class="btn-group bottom-sheet" component="topic/filter">
					<button type="button" class="btn btn-outline-secondary btn-sm dropdown-toggle" data-bs-toggle="dropdown" aria-haspopup="true" aria-expanded="false">
						<span class="visible-md-inline visible-lg-inline fw-semibold">%s</span> <span class="caret"></span>
					</button>
					<ul class="dropdown-menu" role="menu">
`, kind, c.Href(kind), Esc(titles[kind]))
	if kind == "recent" {
		for _, f := range nbFilters {
			u := kind
			if f.key != "" {
				u += "?filter=" + f.key
			}
			fmt.Fprintf(&h, "\t\t\t\t\t\t<li role=\"presentation\" class=\"category\"><a class=\"dropdown-item\" role=\"menu-item\" href=\"%s\"><i class=\"fa fa-fw\"></i>%s</a></li>\n", c.Href(u), f.label)
		}
	} else {
		for _, t := range nbTerms {
			fmt.Fprintf(&h, "\t\t\t\t\t\t<li role=\"presentation\" class=\"category\"><a class=\"dropdown-item\" role=\"menu-item\" href=\"%s\"><i class=\"fa fa-fw\"></i>%s</a></li>\n", c.Href(kind+"?term="+t.key), t.label)
		}
	}
	h.WriteString("\t\t\t\t\t</ul>\n\t\t\t\t</div>\n")
	if kind != "recent" {
		// Popular and top lead to each other.
		o := map[string]string{"popular": "top", "top": "popular"}[kind]
		fmt.Fprintf(&h, "\t\t\t\t<a class=\"btn btn-outline-secondary btn-sm\" href=\"%s\">%s</a>\n", c.Href(o), titles[o])
	}
	h.WriteString("\t\t\t</div>\n\t\t</div>\n")
	if len(ts) == 0 {
		h.WriteString("\t\t<div class=\"alert alert-warning\" id=\"category-no-topics\">There are no recent topics.</div>\n")
	}
	h.WriteString(s.topicList(c, Page(ts, page, sh.ThreadsPerPage), (page-1)*sh.ThreadsPerPage, true))
	h.WriteString(s.paginator(c, page, total))
	h.WriteString("\t</div>\n</div>\n<div data-widget-area=\"footer\"></div>\n")
	title := map[string]string{"recent": "Recent", "popular": "Popular Topics", "top": "Top"}[kind]
	return s.frame(c, nbFrame{title: title, template: kind, bodyClass: "page-" + kind, main: h.String(), rss: kind + ".rss",
		crumbs: []nbCrumb{{"Home", "/"}, {title, ""}},
		data:   map[string]any{"pagination": map[string]any{"currentPage": page, "pageCount": total}, "selectedFilter": map[string]any{"url": kind}}})
}

func (s nbSkin) serveTags(c *Ctx, parts segments, q nbQuery) Response {
	sh := c.W.Shape
	switch len(parts) {
	case 1:
		return s.page(c, Info{Type: TypeIndex, FPage: 1, Canonical: "tags"}, func() string { return s.tags(c) })
	case 2:
		tag, err := url.PathUnescape(parts[1])
		if err != nil {
			break
		}
		ts := c.W.ThreadsTagged(tag)
		total := pageCount(len(ts), sh.ThreadsPerPage)
		cur, _ := nbPage(q)
		if len(ts) == 0 || cur < 1 || cur > total {
			break
		}
		base := "tags/" + nbEscape(tag)
		return s.page(c, Info{Type: TypeIndex, FPage: cur, Canonical: nbPaged(base, cur)}, func() string {
			var h strings.Builder
			fmt.Fprintf(&h, `<div data-widget-area="header"></div>
<div class="row tag">
	<div class="col-lg-12">
		<div class="topic-list-header sticky-top btn-toolbar justify-content-between py-2 mb-2 flex-nowrap">
			<div class="d-flex gap-1 align-items-stretch">
				<a component="category/post/guest" href="%s" class="btn btn-primary btn-sm">Log in to post</a>
			</div>
		</div>
`, c.Href("login"))
			h.WriteString(s.topicList(c, Page(ts, cur, sh.ThreadsPerPage), (cur-1)*sh.ThreadsPerPage, true))
			h.WriteString(s.paginator(c, cur, total))
			h.WriteString("\t</div>\n</div>\n<div data-widget-area=\"footer\"></div>\n")
			return s.frame(c, nbFrame{title: "Topics tagged under \"" + tag + "\"", template: "tag", bodyClass: "page-tags page-tags-" + slugOr(tag, "tag"),
				main: h.String(), rss: base + ".rss", canonical: nbPaged(base, cur), rel: nbRel(base, cur, total),
				crumbs: []nbCrumb{{"Home", "/"}, {"Tags", "tags"}, {tag, ""}},
				data:   map[string]any{"tag": tag, "pagination": map[string]any{"currentPage": cur, "pageCount": total}}})
		})
	}
	return s.notFound(c)
}

func (s nbSkin) tags(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<div data-widget-area="header"></div>
<div class="tags">
	<div class="d-flex justify-content-between mb-3 gap-2">
		<h3 class="fw-semibold fs-5 mb-0">Tags</h3>
		<input class="form-control form-control-sm w-auto" type="text" id="tag-search" placeholder="Search"/>
	</div>
	<div class="category row">
		<div class="col-md-12 clearfix tag-list" data-nextstart="100">
`)
	tags := c.W.Tags()
	count := map[string]int{}
	for _, tag := range tags {
		count[tag] = len(c.W.ThreadsTagged(tag))
	}
	slices.SortStableFunc(tags, func(a, b string) int { return count[b] - count[a] })
	for _, tag := range tags {
		fmt.Fprintf(&h, `			<h3 class="float-start tag-container"><a href="%s" data-tag="%s"><span class="tag-item text-muted text-uppercase text-nowrap tag-class-%s me-2" data-tag="%s">%s</span><span class="tag-topic-count text-primary text-nowrap" title="%d">%d</span></a></h3>
`, c.Href("tags/"+nbEscape(tag)), Esc(tag), Esc(tag), Esc(tag), Esc(tag), count[tag], count[tag])
	}
	h.WriteString("\t\t</div>\n\t</div>\n</div>\n")
	return s.frame(c, nbFrame{title: "Tags", template: "tags", bodyClass: "page-tags", main: h.String(), canonical: "tags",
		crumbs: []nbCrumb{{"Home", "/"}, {"Tags", ""}}})
}

// userCard is one li of a users list.
func (s nbSkin) userCard(c *Ctx, u *User) string {
	return fmt.Sprintf(`		<li class="users-box registered-user text-center pb-3" data-uid="%d">
			<a href="%s">%s</a>
			<div class="user-info">
				<span>
					<i component="user/status" class="fa fa-circle status offline" title="Offline"></i>
					<a href="%s">%s</a>
				</span>
				<div title="Posts" class="post-count"><i class="fa fa-pencil"></i> <span class="formatted-number">%s</span></div>
			</div>
		</li>
`, u.ID, c.Href(nbUserURL(c, u)), nbAvatar(c, u, "64px"), c.Href(nbUserURL(c, u)), Esc(u.Name), nbHuman(u.Posts))
}

const nbUsersPerPage = 50

func (s nbSkin) users(c *Ctx, q nbQuery) Response {
	section, _ := q.get("section")
	us := slices.Clone(c.W.Users)
	switch section {
	case "", "joindate":
		slices.SortStableFunc(us, func(a, b *User) int { return b.Joined.Compare(a.Joined) })
	case "sort-posts":
		slices.SortStableFunc(us, func(a, b *User) int { return b.Posts - a.Posts })
	case "sort-reputation":
		slices.SortStableFunc(us, func(a, b *User) int { return nbReputation(b) - nbReputation(a) })
	case "online":
		us = slices.DeleteFunc(us, func(u *User) bool { return Hash("nbonline", u.ID)%9 != 0 })
	case "banned", "flagged":
		return c.Redirect("login", Info{Type: TypeOther})
	default:
		return s.notFound(c)
	}
	total := pageCount(len(us), nbUsersPerPage)
	cur, _ := nbPage(q)
	if cur < 1 || cur > total {
		return s.notFound(c)
	}
	return s.page(c, Info{Type: TypeOther}, func() string {
		var h strings.Builder
		h.WriteString(`<div data-widget-area="header"></div>
<div class="users">
	<div class="d-flex flex-column flex-md-row justify-content-between mb-3 gap-2">
		<ul class="nav nav-pills">
`)
		for _, sec := range [][2]string{{"joindate", "Latest Users"}, {"sort-posts", "Top Posters"}, {"sort-reputation", "Most Reputation"}, {"online", "Online"}} {
			fmt.Fprintf(&h, "\t\t\t<li class=\"nav-item\"><a class=\"nav-link\" href=\"%s\">%s</a></li>\n", c.Href("users?section="+sec[0]), sec[1])
		}
		h.WriteString("\t\t</ul>\n\t\t<div class=\"search\"><input class=\"form-control form-control-sm\" id=\"search-user\" type=\"text\" placeholder=\"Search\"/></div>\n\t</div>\n\t<ul id=\"users-container\" class=\"users-container list-unstyled d-flex flex-wrap gap-2\">\n")
		for _, u := range Page(us, cur, nbUsersPerPage) {
			h.WriteString(s.userCard(c, u))
		}
		h.WriteString("\t</ul>\n")
		h.WriteString(s.paginator(c, cur, total))
		h.WriteString("</div>\n")
		return s.frame(c, nbFrame{title: "Users", template: "users", bodyClass: "page-users", main: h.String(),
			crumbs: []nbCrumb{{"Home", "/"}, {"Users", ""}}})
	})
}

// serveUser answers user/U and its account pages.
func (s nbSkin) serveUser(c *Ctx, parts segments, q nbQuery) Response {
	tab := nbTab(c.W)
	u := tab.bySlug[parts.at(1)]
	if u == nil || len(parts) > 3 {
		return s.notFound(c)
	}
	sub := parts.at(2)
	other := Info{Type: TypeOther}
	per := c.W.Shape.PostsPerPage
	var items int
	switch sub {
	case "":
		return s.page(c, other, func() string { return s.profile(c, u) })
	case "topics":
		items = len(tab.topics[u])
	case "posts", "best":
		items = len(tab.posts[u])
	case "followers":
		items = len(tab.follower[u])
	case "following":
		items = len(u.Contacts)
	case "groups":
		return s.page(c, other, func() string { return s.account(c, u, sub, 1, 1) })
	case "watched", "ignored", "upvoted", "downvoted", "bookmarks", "uploads", "edit", "settings", "chats", "info", "categories", "tags", "blocks":
		return c.Redirect("login", other)
	default:
		return s.notFound(c)
	}
	if sub == "followers" || sub == "following" {
		per = nbUsersPerPage
	}
	total := pageCount(items, per)
	cur, _ := nbPage(q)
	if cur < 1 || cur > total {
		return s.notFound(c)
	}
	return s.page(c, other, func() string { return s.account(c, u, sub, cur, total) })
}

// accountHeader is Persona's account/header: cover, avatar, stats and the account menu.
func (s nbSkin) accountHeader(c *Ctx, u *User) string {
	tab := nbTab(c.W)
	base := nbUserURL(c, u)
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="account">
	<div class="cover" component="account/cover" style="background-image: url(/assets/images/cover-default.png); background-position: 50%% 50%%;">
		<div class="avatar-wrapper" data-uid="%d">
			%s
			<i component="user/status" class="fa fa-circle status offline" title="Offline"></i>
		</div>
		<div class="container">
			<div class="btn-group account-fab bottom-sheet">
				<button type="button" class="persona-fab btn btn-primary dropdown-toggle" data-bs-toggle="dropdown" aria-haspopup="true" aria-expanded="false">
					<i class="fa fa-ellipsis-v"></i>
				</button>
				<ul class="dropdown-menu dropdown-menu-end account-sub-links" role="menu">
`, u.ID, nbAvatar(c, u, "128px"))
	for _, m := range [][2]string{{"", "Profile"}, {"/following", "Following"}, {"/followers", "Followers"}, {"/posts", "Posts"}, {"/topics", "Topics"}, {"/best", "Best"}, {"/groups", "Groups"}} {
		fmt.Fprintf(&h, "\t\t\t\t\t<li><a class=\"dropdown-item\" href=\"%s\" role=\"menuitem\">%s</a></li>\n", c.Href(base+m[0]), m[1])
	}
	fmt.Fprintf(&h, `				</ul>
			</div>
		</div>
	</div>
	<div class="profile row">
		<h1 class="fullname">%s</h1>
		<h2 class="username">@%s</h2>
		<div class="account-stats">
			<div class="stat"><div class="human-readable-number" title="%d">%d</div><span class="stat-label">Reputation</span></div>
			<div class="stat"><div class="human-readable-number" title="%d">%d</div><span class="stat-label">Posts</span></div>
			<div class="stat"><div class="human-readable-number" title="%d">%d</div><span class="stat-label">Profile views</span></div>
			<div class="stat"><div class="human-readable-number" title="%d">%d</div><span class="stat-label">Followers</span></div>
			<div class="stat"><div class="human-readable-number" title="%d">%d</div><span class="stat-label">Following</span></div>
		</div>
	</div>
`, Esc(u.Name), Esc(tab.slugOf[u]), nbReputation(u), nbReputation(u), u.Posts, u.Posts, int(Hash("nbviews", u.ID)%2000), int(Hash("nbviews", u.ID)%2000),
		len(tab.follower[u]), len(tab.follower[u]), len(u.Contacts), len(u.Contacts))
	return h.String()
}

// postsList is partials/posts_list: posts with their topic, category and permalink.
func (s nbSkin) postsList(c *Ctx, ps []*Post) string {
	var h strings.Builder
	h.WriteString("<ul component=\"posts\" class=\"posts-list list-unstyled\">\n")
	for _, p := range ps {
		t := p.Thread
		fmt.Fprintf(&h, `	<li component="post" class="posts-list-item" data-pid="%d" data-uid="%d">
		<div class="post-body">
			<a class="topic-title" href="%s">%s</a>
			<div component="post/content" class="content">
				<p dir="auto">%s</p>
			</div>
			<small class="topic-category"><a href="%s">posted in %s</a></small>
			<div class="post-info">
				<a href="%s">%s</a>
				<div class="post-author">
					<a href="%s">%s</a><br />
					%s
				</div>
			</div>
		</div>
	</li>
`, p.ID, p.Author.ID, c.Href(fmt.Sprintf("post/%d", p.ID)), Esc(t.Title), Esc(clip(p.Body[0], 240)), c.Href(s.BoardURL(t.Board, 1)), Esc(t.Board.Name),
			c.Href(nbUserURL(c, p.Author)), nbAvatar(c, p.Author, "28px"), c.Href(nbUserURL(c, p.Author)), Esc(p.Author.Name), nbTimeago(p.Time))
	}
	h.WriteString("</ul>\n")
	return h.String()
}

func (s nbSkin) profile(c *Ctx, u *User) string {
	tab := nbTab(c.W)
	var h strings.Builder
	h.WriteString(s.accountHeader(c, u))
	fmt.Fprintf(&h, `	<div class="row">
		<div class="col-12 col-md-6">
			<div class="text-center profile-meta">
				<span>Joined</span>
				<strong class="timeago" title="%s">%s</strong>
			</div>
			<div component="aboutme" class="text-center aboutme"><p dir="auto">%s</p></div>
		</div>
	</div>
	<hr />
	<div class="row">
		<div class="col-12">
			<h4>Latest Posts</h4>
`, nbISO(u.Joined), nbISO(u.Joined), Esc(u.Bio))
	ps := tab.posts[u]
	if len(ps) == 0 {
		h.WriteString("\t\t\t<div class=\"alert alert-warning text-center\">This user hasn't posted anything yet.</div>\n")
	}
	h.WriteString(s.postsList(c, ps[:min(5, len(ps))]))
	h.WriteString("\t\t</div>\n\t</div>\n</div>\n")
	return s.frame(c, nbFrame{title: u.Name, template: "account/profile", bodyClass: "page-user page-user-" + tab.slugOf[u], main: h.String(),
		crumbs: []nbCrumb{{"Home", "/"}, {u.Name, ""}}, data: map[string]any{"uid": u.ID, "username": u.Name, "userslug": tab.slugOf[u]}})
}

// account is one of a user's account pages: topics, posts, best, followers, following, groups.
func (s nbSkin) account(c *Ctx, u *User, sub string, page, total int) string {
	tab := nbTab(c.W)
	per := c.W.Shape.PostsPerPage
	titles := map[string]string{"topics": "Topics", "posts": "Posts", "best": "Best Posts", "followers": "Followers", "following": "Following", "groups": "Groups"}
	var h strings.Builder
	h.WriteString(s.accountHeader(c, u))
	fmt.Fprintf(&h, "\t<div class=\"row\">\n\t\t<div class=\"col-12\">\n\t\t\t<h3 class=\"fs-5 fw-semibold\">%s</h3>\n", titles[sub])
	rss := ""
	switch sub {
	case "topics":
		rss = nbUserURL(c, u) + "/topics.rss"
		ts := Page(tab.topics[u], page, per)
		if len(ts) == 0 {
			h.WriteString("\t\t\t<div class=\"alert alert-warning text-center\">This user hasn't posted any topics yet.</div>\n")
		}
		h.WriteString(s.topicList(c, ts, (page-1)*per, true))
	case "posts", "best":
		ps := tab.posts[u]
		if sub == "best" {
			ps = slices.Clone(ps)
			slices.SortStableFunc(ps, func(a, b *Post) int { return nbVotes(b) - nbVotes(a) })
		}
		if len(ps) == 0 {
			h.WriteString("\t\t\t<div class=\"alert alert-warning text-center\">This user hasn't posted anything yet.</div>\n")
		}
		h.WriteString(s.postsList(c, Page(ps, page, per)))
	case "followers", "following":
		us := u.Contacts
		if sub == "followers" {
			us = tab.follower[u]
		}
		if len(us) == 0 {
			msg := map[string]string{"followers": "This user doesn't have any followers :(", "following": "This user isn't following anyone :("}[sub]
			fmt.Fprintf(&h, "\t\t\t<div class=\"alert alert-warning text-center\">%s</div>\n", msg)
		}
		h.WriteString("\t\t\t<ul id=\"users-container\" class=\"users-container list-unstyled d-flex flex-wrap gap-2\">\n")
		for _, f := range Page(us, page, nbUsersPerPage) {
			h.WriteString(s.userCard(c, f))
		}
		h.WriteString("\t\t\t</ul>\n")
	case "groups":
		h.WriteString("\t\t\t<div component=\"groups/container\" class=\"row\" id=\"groups-list\">\n")
		n := 0
		for _, g := range tab.groups {
			if slices.Contains(g.Members, u) {
				n++
				fmt.Fprintf(&h, "\t\t\t\t<div class=\"col-lg-4 col-md-6 col-sm-12\" component=\"groups/summary\" data-slug=\"%s\"><div class=\"card\"><a href=\"%s\" class=\"card-header list-cover\"><h5 class=\"card-title d-inline-block mw-100 text-truncate text-white\">%s <small>%d</small></h5></a></div></div>\n",
					g.Slug, c.Href("groups/"+g.Slug), Esc(g.Name), len(g.Members))
			}
		}
		if n == 0 {
			h.WriteString("\t\t\t\t<div class=\"alert alert-warning text-center\">This user does not belong to any groups</div>\n")
		}
		h.WriteString("\t\t\t</div>\n")
	}
	if sub == "topics" || sub == "posts" || sub == "best" {
		h.WriteString(s.paginator(c, page, total))
	}
	h.WriteString("\t\t</div>\n\t</div>\n</div>\n")
	title := fmt.Sprintf("%s @%s", titles[sub], tab.slugOf[u])
	return s.frame(c, nbFrame{title: title, template: "account/" + sub, bodyClass: fmt.Sprintf("page-user page-user-%s page-user-%s", tab.slugOf[u], sub), main: h.String(), rss: rss,
		crumbs: []nbCrumb{{"Home", "/"}, {u.Name, nbUserURL(c, u)}, {titles[sub], ""}},
		data:   map[string]any{"uid": u.ID, "userslug": tab.slugOf[u], "pagination": map[string]any{"currentPage": page, "pageCount": total}}})
}

func (s nbSkin) groups(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<div data-widget-area="header"></div>
<div class="groups list">
	<div class="btn-toolbar justify-content-between mb-3">
		<div class="d-flex gap-2">
			<input type="text" class="form-control form-control-sm" placeholder="Search" name="query" value="" id="search-text">
			<select class="form-select form-select-sm" id="search-sort"><option value="alpha">Alphabetical</option><option value="count">Member Count</option><option value="date">Creation Date</option></select>
		</div>
	</div>
	<div component="groups/container" class="row" id="groups-list" data-nextstart="15">
`)
	for _, g := range nbTab(c.W).groups {
		fmt.Fprintf(&h, `		<div class="col-lg-4 col-md-6 col-sm-12 mb-3" component="groups/summary" data-slug="%s">
			<div class="card h-100">
				<a href="%s" class="card-header list-cover" style="background-image: url(/assets/images/cover-default.png);">
					<h5 class="card-title d-inline-block mw-100 text-truncate text-white">%s <small>%d</small></h5>
				</a>
				<div class="card-body">
					<ul class="members list-unstyled d-flex gap-1">
`, g.Slug, c.Href("groups/"+g.Slug), Esc(g.Name), len(g.Members))
		for _, m := range g.Members[:min(4, len(g.Members))] {
			fmt.Fprintf(&h, "\t\t\t\t\t\t<li><a href=\"%s\">%s</a></li>\n", c.Href(nbUserURL(c, m)), nbAvatar(c, m, "24px"))
		}
		if len(g.Members) > 4 {
			fmt.Fprintf(&h, "\t\t\t\t\t\t<li class=\"truncated\"><i class=\"fa fa-ellipsis-h\"></i></li>\n")
		}
		h.WriteString("\t\t\t\t\t</ul>\n\t\t\t\t</div>\n\t\t\t</div>\n\t\t</div>\n")
	}
	h.WriteString("\t</div>\n</div>\n")
	return s.frame(c, nbFrame{title: "Groups", template: "groups/list", bodyClass: "page-groups", main: h.String(), crumbs: []nbCrumb{{"Home", "/"}, {"Groups", ""}}})
}

func (s nbSkin) group(c *Ctx, g *nbGroup, members bool) string {
	tab := nbTab(c.W)
	var h strings.Builder
	fmt.Fprintf(&h, `<div component="groups/container" class="details row">
	<div component="groups/cover" style="background-image: url(/assets/images/cover-default.png); background-position: 50%% 50%%;"></div>
	<div class="col-lg-4 col-12">
		<div class="card">
			<h5 class="card-header"><i class="fa fa-list-ul"></i> %s</h5>
			<div class="card-body"><p dir="auto">%s</p></div>
		</div>
		<div class="card">
			<h5 class="card-header"><a href="%s"><i class="fa fa-users"></i> Members</a></h5>
			<div class="card-body">
				<table component="groups/members" class="table table-striped table-hover"><tbody>
`, Esc(g.Name), Esc(g.Desc), c.Href("groups/"+g.Slug+"/members"))
	for _, m := range g.Members {
		fmt.Fprintf(&h, "\t\t\t\t\t<tr data-uid=\"%d\"><td><a href=\"%s\">%s</a></td><td class=\"member-name w-100\"><a href=\"%s\">%s</a></td></tr>\n",
			m.ID, c.Href(nbUserURL(c, m)), nbAvatar(c, m, "24px"), c.Href(nbUserURL(c, m)), Esc(m.Name))
	}
	h.WriteString("\t\t\t\t</tbody></table>\n\t\t\t</div>\n\t\t</div>\n\t</div>\n\t<div class=\"col-lg-8 col-12\">\n")
	if !members {
		var ps []*Post
		for _, m := range g.Members {
			ps = append(ps, tab.posts[m][:min(4, len(tab.posts[m]))]...)
		}
		slices.SortStableFunc(ps, func(a, b *Post) int { return b.Time.Compare(a.Time) })
		if len(ps) == 0 {
			h.WriteString("\t\t<div class=\"alert alert-info\">Members of this group have not made any posts.</div>\n")
		}
		h.WriteString(s.postsList(c, ps[:min(10, len(ps))]))
	}
	h.WriteString("\t</div>\n</div>\n")
	crumbs := []nbCrumb{{"Home", "/"}, {"Groups", "groups"}, {g.Name, ""}}
	if members {
		crumbs = []nbCrumb{{"Home", "/"}, {"Groups", "groups"}, {g.Name, "groups/" + g.Slug}, {"Members", ""}}
	}
	return s.frame(c, nbFrame{title: g.Name, template: "groups/details", bodyClass: "page-groups page-groups-" + g.Slug, main: h.String(), crumbs: crumbs})
}

func (s nbSkin) static(c *Ctx, page string, q nbQuery) string {
	var main, title string
	switch page {
	case "login":
		title = "Login"
		main = fmt.Sprintf(`<div data-widget-area="header"></div>
<div class="row login flex-fill">
	<div class="d-flex flex-column gap-2 col-12 col-md-6">
		<h2 class="tracking-tight fw-semibold text-center">Login to %s</h2>
		<form class="form-horizontal" role="form" method="post" id="login-form">
			<div class="mb-2 d-flex flex-column gap-2">
				<label for="username">Username / Email</label>
				<input class="form-control" type="text" placeholder="Username / Email" name="username" id="username" autocorrect="off" autocapitalize="off" autocomplete="nickname" value=""/>
			</div>
			<div class="mb-2 d-flex flex-column gap-2">
				<label for="password">Password</label>
				<input class="form-control" type="password" placeholder="Password" name="password" id="password" autocomplete="current-password" autocapitalize="off"/>
			</div>
			<div class="form-check mb-2"><input class="form-check-input" type="checkbox" name="remember" id="remember" checked /><label class="form-check-label" for="remember">Remember Me?</label></div>
			<input type="hidden" name="_csrf" value="" />
			<input type="hidden" name="noscript" id="noscript" value="true" />
			<button class="btn btn-primary" id="login" type="submit">Login</button>
			<span>Don't have an account? <a href="%s">Register</a></span>
			<a id="reset-link" class="text-sm text-reset text-decoration-underline" href="%s">Forgot Password?</a>
		</form>
	</div>
</div>
`, nbSite, c.Href("register"), c.Href("reset"))
	case "register":
		title = "Register"
		main = fmt.Sprintf(`<div class="row register flex-fill">
	<div class="d-flex flex-column gap-2 col-12 col-md-6">
		<h2 class="tracking-tight fw-semibold text-center">Register</h2>
		<form component="register/local" class="form-horizontal" role="form" action="/register" method="post">
			<div class="mb-2 d-flex flex-column gap-2"><label for="username">Username</label><input class="form-control" type="text" placeholder="Username" name="username" id="username" autocorrect="off" autocapitalize="off" autocomplete="nickname" /></div>
			<div class="mb-2 d-flex flex-column gap-2"><label for="password">Password</label><input class="form-control" type="password" placeholder="Password" name="password" id="password" autocomplete="new-password"/></div>
			<div class="mb-2 d-flex flex-column gap-2"><label for="password-confirm">Confirm Password</label><input class="form-control" type="password" placeholder="Confirm Password" name="password-confirm" id="password-confirm" autocomplete="new-password"/></div>
			<button class="btn btn-primary" id="register" type="submit">Register Now</button>
			<span class="text-sm">Already have an account? <a href="%s">Login</a></span>
			<input id="token" type="hidden" name="token" value="" />
			<input id="noscript" type="hidden" name="noscript" value="true" />
			<input type="hidden" name="_csrf" value="" />
		</form>
	</div>
</div>
`, c.Href("login"))
	case "reset":
		title = "Reset Password"
		main = `<div class="row reset flex-fill">
	<div class="col-12 col-md-6">
		<div class="alert alert-info">Please enter your email address and we will send you an email with instructions on how to reset your account.</div>
		<form onsubmit="return false;" id="reset-form" class="d-flex flex-column gap-3">
			<input type="email" class="form-control" id="email" placeholder="Enter Email Address" autocomplete="off">
			<button class="btn btn-primary btn-block" id="reset" type="submit">Reset Password</button>
		</form>
	</div>
</div>
`
	case "search":
		title = "Search"
		term, _ := q.get("term")
		var h strings.Builder
		fmt.Fprintf(&h, `<div class="search">
	<form id="advanced-search" method="GET" action="/search">
		<div class="mb-3"><input type="text" class="form-control" id="search-input" name="term" placeholder="Search" value="%s"></div>
		<select class="form-select" name="in"><option value="titlesposts">Titles and Posts</option><option value="titles">Titles</option><option value="posts">Posts</option><option value="categories">Categories</option><option value="users">Users</option><option value="tags">Tags</option></select>
		<button type="submit" class="btn btn-primary">Search</button>
	</form>
`, Esc(term))
		if term != "" {
			lt := strings.ToLower(term)
			ts := firstN(c.W.ThreadsByActivity(), 10, func(t *Thread) bool { return strings.Contains(strings.ToLower(t.Title), lt) })
			fmt.Fprintf(&h, "\t<div class=\"card card-body\">%d result(s) matching \"%s\"</div>\n", len(ts), Esc(term))
			var ps []*Post
			for _, t := range ts {
				ps = append(ps, t.Posts[0])
			}
			h.WriteString(s.postsList(c, ps))
		}
		h.WriteString("</div>\n")
		main = h.String()
	}
	return s.frame(c, nbFrame{title: title, template: page, bodyClass: "page-" + page, main: main, crumbs: []nbCrumb{{"Home", "/"}, {title, ""}}})
}

func (s nbSkin) notFound(c *Ctx) Response {
	return c.NotFound(s.frame(c, nbFrame{title: "Not Found", template: "404", bodyClass: "page-404", main: fmt.Sprintf(`<div class="alert alert-danger notfound">
	<strong>Not Found</strong>
	<p>You seem to have stumbled upon a page that does not exist.<br/><div class="text-sm text-muted">Return to the <a href="%s">home page</a>.</div></p>
</div>
`, c.Href(""))}))
}

// rss answers NodeBB's feeds: category/C, topic/T, recent, popular, tags/TAG, user/U/topics.
func (s nbSkin) rss(c *Ctx, path string) Response {
	parts := strings.Split(path, "/")
	var ts []*Thread
	title, link := "", ""
	switch {
	case len(parts) == 2 && parts[0] == "category":
		n, _ := strconv.Atoi(parts[1])
		if b := c.W.Board(n); b != nil {
			ts, title, link = b.Threads, b.Name, s.BoardURL(b, 1)
		}
	case len(parts) == 2 && parts[0] == "topic":
		n, _ := strconv.Atoi(parts[1])
		if t := c.W.Thread(n); t != nil {
			var items strings.Builder
			for _, p := range t.Posts[max(0, len(t.Posts)-20):] {
				fmt.Fprintf(&items, `<item><title><![CDATA[Reply to %s on %s]]></title><description><![CDATA[%s]]></description><link>%s</link><guid isPermaLink="true">%s</guid><dc:creator><![CDATA[%s]]></dc:creator><pubDate>%s</pubDate></item>`,
					t.Title, p.Time.Format(http.TimeFormat), Paras(p.Body, "<p dir=\"auto\">", "</p>"), Esc(c.URL(nbPostURL(p))), Esc(c.URL(nbPostURL(p))), p.Author.Name, p.Time.Format(http.TimeFormat))
			}
			return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8", Body: rssFeed(c, t.Title, s.ThreadURL(t, 1), items.String()), Info: Info{Type: TypeOther}}
		}
	case len(parts) == 1 && (parts[0] == "recent" || parts[0] == "popular" || parts[0] == "top"):
		ts, title, link = c.W.ThreadsByActivity(), "Recently Active Topics", parts[0]
		if parts[0] == "popular" {
			ts = slices.Clone(ts)
			slices.SortStableFunc(ts, func(a, b *Thread) int { return len(b.Posts) - len(a.Posts) })
			title = "Popular Topics"
		}
		if parts[0] == "top" {
			ts = slices.Clone(ts)
			slices.SortStableFunc(ts, func(a, b *Thread) int { return nbVotes(b.Posts[0]) - nbVotes(a.Posts[0]) })
			title = "Top Voted Topics"
		}
	case len(parts) == 2 && parts[0] == "tags":
		tag, _ := url.PathUnescape(parts[1])
		ts, title, link = c.W.ThreadsTagged(tag), "Topics tagged with "+tag, "tags/"+nbEscape(tag)
	case len(parts) == 3 && parts[0] == "user" && parts[2] == "topics":
		if u := nbTab(c.W).bySlug[parts[1]]; u != nil {
			ts, title, link = nbTab(c.W).topics[u], "Topics by "+u.Name, nbUserURL(c, u)
		}
	}
	if link == "" || (len(ts) == 0 && parts[0] == "tags") {
		return s.notFound(c)
	}
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8",
		Body: rssFeed(c, title, link, rssItems(c, ts[:min(20, len(ts))])), Info: Info{Type: TypeOther}}
}
