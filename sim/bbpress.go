package sim

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// bbPress 2.6 (the WordPress forum plugin, default templates) inside the
// Twenty Sixteen theme of WordPress 6.5, pretty permalinks, mounted at the host
// root with a static front page; the forum root is /forums/. Categories are
// forums of type "category" holding the boards; forum permalinks are
// hierarchical (forum/category/board/sub-board/), topic permalinks flat. Replies
// are 15 a page with the lead topic post counted first on page 1, as bbPress
// shows it when the lead topic is not split off. Guests see no subscribe or
// favorite links (bbPress prints them for logged-in users only), and every
// reply link is bbp_reply_url(), the topic page #post-ID: the reply permalinks
// forums/reply/ID/ exist but no page links them. The primary menu's "Log In"
// item carries redirect_to= the current page (as login-menu plugins do), so
// every page has its own wp-login.php URL. WordPress's rel=canonical names the
// first page of a topic or forum on all its pages (bbPress pages with paged,
// which wp_get_canonical_url() ignores). URL scheme:
//
//	forums/                                      entry: the forum index (categories with their forums listed in the rows)
//	forums/forum/cat/                            a category: its forums (an index page)
//	forums/forum/cat/board/[sub/][page/N/]       forum, 15 topics a page, stickies first (page/1/ 301s to the forum)
//	forums/topic/slug/[page/N/]                  topic, 15 posts a page (page/1/ 301s to the topic)
//	forums/topic-tag/tag/[page/N/]               topics with a tag (an index page)
//	forums/view/popular/, forums/view/no-replies/ [page/N/]   topic views (other)
//	forums/reply/ID/                             the single reply (other)
//	forums/users/name/[topics/|replies/|engagements/|favorites/][page/N/]   profile pages (other)
//	forums/search/[?bbp_search=w], forums/search/w/[page/N/]   search (?bbp_search= 302s to the pretty URL; other)
//	forums/feed/, forums/forum/.../feed/, forums/topic/slug/feed/, forums/topic-tag/tag/feed/   RSS
//	/ (static front page), about/, contact/, privacy-policy/, ?s=w, wp-json/   WordPress pages (other)
//	?p=ID                                        shortlink (in <head> only): 301 to the post, page or forum
//	wp-login.php[?redirect_to=|?action=register|?action=lostpassword], feed/, comments/feed/   other
//
// Paths without their trailing slash 301 to it, as WordPress does.
func bbpress() *Package {
	return &Package{
		Name: "bbpress", Software: "bbPress 2.6 on WordPress 6.5 (Twenty Sixteen)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.12, Threads: [2]int{10, 40},
			Posts: [2]int{1, 34}, LongThreadChance: 0.07, ThreadsPerPage: 15, PostsPerPage: 15, Users: 140,
			Lang: text.English, Topics: []string{"photography", "travel", "phones"}, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/", Seed: 3017, Unseen: true,
		Robots: "User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n",
		Skin:   bbpSkin{},
	}
}

type bbpSkin struct{}

const (
	bbpSite    = "Open Road Photo Club"
	bbpTagline = "Cameras, journeys and the phones that carry both"
	// WordPress post ids: pages first, forums next, topics and replies after.
	bbpPostBase = 100
	bbpForumOff = 14
)

// bbpPages are the WordPress pages: id, path, title.
var bbpPages = []struct {
	id          int
	path, title string
}{{2, "", "Home"}, {3, "privacy-policy/", "Privacy Policy"}, {7, "about/", "About"}, {9, "contact/", "Contact"}}

type bbpData struct {
	catPath   map[*Category]string // below forums/forum/
	path      map[*Board]string
	byPath    map[string]*Board
	catByPath map[string]*Category
	topic     map[*Thread]string
	bySlug    map[string]*Thread
	tags      []string // most used first
	tagSlug   map[string]string
	byTag     map[string]string
	tagged    map[string][]*Thread // freshest first
	nice      map[*User]string
	byNice    map[string]*User
	started   map[*User][]*Thread
	engaged   map[*User][]*Thread
	favs      map[*User][]*Thread
	replied   map[*User][]*Post // newest first
	active    []*Thread         // every topic, freshest first
	replies   []*Post           // every reply, newest first
	popular   []*Thread
	unreplied []*Thread
}

// bbpReserved are slugs WordPress will not give a post, as they clash with its rewrite rules.
var bbpReserved = []string{"feed", "rdf", "rss", "rss2", "atom", "page", "embed", "trackback"}

// bbpSlugs is WordPress's wp_unique_post_slug() over one group of siblings.
func bbpSlugs(names []string, fallback string) []string {
	ss := make([]string, len(names))
	for i, n := range names {
		ss[i] = slugOr(n, fallback)
		if slices.Contains(bbpReserved, ss[i]) {
			ss[i] += "-2"
		}
	}
	return uniqueSlugs(ss)
}

// bbpNicename is a user's user_nicename: sanitize_title() of the login.
func bbpNicename(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_':
			b.WriteRune(r)
			dash = false
		case r > 127:
			if a, ok := asciiFold[r]; ok {
				b.WriteString(a)
				dash = false
			}
		case r == '.' || r == '-' || r == ' ':
			if !dash && b.Len() > 0 {
				b.WriteByte('-')
				dash = true
			}
		}
	}
	return strings.Trim(b.String(), "-")
}

func (s bbpSkin) data(w *World) *bbpData {
	return w.Derived("bbpress", func() any {
		d := &bbpData{catPath: map[*Category]string{}, path: map[*Board]string{}, byPath: map[string]*Board{}, catByPath: map[string]*Category{},
			topic: map[*Thread]string{}, bySlug: map[string]*Thread{}, tagSlug: map[string]string{}, byTag: map[string]string{}, tagged: map[string][]*Thread{},
			nice: map[*User]string{}, byNice: map[string]*User{}, started: map[*User][]*Thread{}, engaged: map[*User][]*Thread{}, favs: map[*User][]*Thread{},
			replied: map[*User][]*Post{}}
		var setBoards func(parent string, bs []*Board)
		setBoards = func(parent string, bs []*Board) {
			names := make([]string, len(bs))
			for i, b := range bs {
				names[i] = b.Name
			}
			for i, sl := range bbpSlugs(names, "forum") {
				p := parent + "/" + sl
				d.path[bs[i]] = p
				d.byPath[p] = bs[i]
				setBoards(p, bs[i].Children)
			}
		}
		names := make([]string, len(w.Categories))
		for i, cat := range w.Categories {
			names[i] = cat.Name
		}
		for i, sl := range bbpSlugs(names, "category") {
			cat := w.Categories[i]
			d.catPath[cat] = sl
			d.catByPath[sl] = cat
			setBoards(sl, cat.Boards)
		}
		titles := make([]string, len(w.Threads))
		for i, t := range w.Threads {
			titles[i] = t.Title
		}
		for i, sl := range bbpSlugs(titles, "topic") {
			d.topic[w.Threads[i]] = sl
			d.bySlug[sl] = w.Threads[i]
		}
		d.active = w.ThreadsByActivity()
		count := map[string]int{}
		for _, t := range d.active {
			for _, tag := range t.Tags {
				if count[tag] == 0 {
					d.tags = append(d.tags, tag)
				}
				count[tag]++
				d.tagged[tag] = append(d.tagged[tag], t)
			}
			d.started[t.Author] = append(d.started[t.Author], t)
			seen := map[*User]bool{}
			for _, p := range t.Posts {
				if !seen[p.Author] {
					seen[p.Author] = true
					d.engaged[p.Author] = append(d.engaged[p.Author], t)
					if Hash("bbpfav", p.Author.ID, t.ID)%5 == 0 {
						d.favs[p.Author] = append(d.favs[p.Author], t)
					}
				}
			}
			if len(t.Posts) == 1 {
				d.unreplied = append(d.unreplied, t)
			}
		}
		slices.SortStableFunc(d.tags, func(a, b string) int { return count[b] - count[a] })
		tslugs := make([]string, len(d.tags))
		for i, tag := range d.tags {
			tslugs[i] = slugOr(tag, "tag")
		}
		for i, sl := range uniqueSlugs(tslugs) {
			d.tagSlug[d.tags[i]] = sl
			d.byTag[sl] = d.tags[i]
		}
		unames := make([]string, len(w.Users))
		for i, u := range w.Users {
			unames[i] = bbpNicename(u.Name)
			if unames[i] == "" {
				unames[i] = "user"
			}
		}
		for i, sl := range uniqueSlugs(unames) {
			d.nice[w.Users[i]] = sl
			d.byNice[sl] = w.Users[i]
		}
		for _, p := range w.Posts {
			if p.Index > 0 {
				d.replies = append(d.replies, p)
			}
		}
		slices.SortStableFunc(d.replies, func(a, b *Post) int { return b.Time.Compare(a.Time) })
		for _, p := range d.replies {
			d.replied[p.Author] = append(d.replied[p.Author], p)
		}
		d.popular = slices.Clone(d.active)
		slices.SortStableFunc(d.popular, func(a, b *Thread) int { return len(b.Posts) - len(a.Posts) })
		return d
	}).(*bbpData)
}

func (bbpSkin) Entry() string { return "forums/" }

func bbpPaged(base string, p int) string {
	if p > 1 {
		return fmt.Sprintf("%spage/%d/", base, p)
	}
	return base
}

func (s bbpSkin) forumURL(b *Board) string { return "forums/forum/" + s.data(b.World).path[b] + "/" }

func (s bbpSkin) catURL(d *bbpData, cat *Category) string {
	return "forums/forum/" + d.catPath[cat] + "/"
}

func (s bbpSkin) BoardURL(b *Board, p int) string { return bbpPaged(s.forumURL(b), p) }

func (s bbpSkin) topicURL(t *Thread) string {
	return "forums/topic/" + s.data(t.Board.World).topic[t] + "/"
}

func (s bbpSkin) ThreadURL(t *Thread, p int) string { return bbpPaged(s.topicURL(t), p) }

func bbpPostID(p *Post) int { return bbpPostBase + p.ID }

func bbpTopicID(t *Thread) int { return bbpPostID(t.Posts[0]) }

func bbpForumID(b *Board) int { return bbpForumOff + nodeID(b) }

func bbpCatID(cat *Category) int { return bbpForumOff + catNodeID(cat) }

// replyURL is bbp_get_reply_url(): the topic page holding the post, #post-ID.
func (s bbpSkin) replyURL(c *Ctx, p *Post) string {
	return fmt.Sprintf("%s#post-%d", s.ThreadURL(p.Thread, PageOf(p.Index, c.W.Shape.PostsPerPage)), bbpPostID(p))
}

func (s bbpSkin) userURL(d *bbpData, u *User) string { return "forums/users/" + d.nice[u] + "/" }

func (s bbpSkin) tagURL(d *bbpData, tag string) string {
	return "forums/topic-tag/" + d.tagSlug[tag] + "/"
}

var bbpViews = []struct{ id, title string }{{"popular", "Most popular topics"}, {"no-replies", "Topics with no replies"}}

// bbpSince is bbp_get_time_since(): the two largest units, "2 weeks, 3 days ago".
func bbpSince(now, t time.Time) string {
	since := int64(now.Sub(t) / time.Second)
	if since <= 0 {
		return "right now"
	}
	chunks := []struct {
		secs      int64
		one, many string
	}{{365 * 86400, "year", "years"}, {30 * 86400, "month", "months"}, {7 * 86400, "week", "weeks"},
		{86400, "day", "days"}, {3600, "hour", "hours"}, {60, "minute", "minutes"}, {1, "second", "seconds"}}
	unit := func(n int64, i int) string {
		if n == 1 {
			return "1 " + chunks[i].one
		}
		return fmt.Sprintf("%d %s", n, chunks[i].many)
	}
	i := 0
	var n int64
	for i = range chunks {
		if n = since / chunks[i].secs; n != 0 {
			break
		}
	}
	out := unit(n, i)
	if i+1 < len(chunks) {
		if n2 := (since - chunks[i].secs*n) / chunks[i+1].secs; n2 != 0 {
			out += ", " + unit(n2, i+1)
		}
	}
	return out + " ago"
}

// bbpDate is bbp_reply_post_date(): "March 3, 2024 at 4:12 pm".
func bbpDate(t time.Time) string { return t.Format("January 2, 2006 at 3:04 pm") }

func bbpNonce(parts ...any) string {
	return fmt.Sprintf("%010x", Hash(append([]any{"bbpnonce"}, parts...)...)&0xffffffffff)
}

func bbpRole(u *User) string {
	switch {
	case u.ID == 1:
		return "Keymaster"
	case u.ID%29 == 3:
		return "Moderator"
	}
	return "Participant"
}

func bbpAvatar(u *User, size int) string {
	h := fmt.Sprintf("%016x%016x", Hash("gravatar", u.ID), Hash("gravatar2", u.ID))
	return fmt.Sprintf(`<img alt='' src='https://secure.gravatar.com/avatar/%s?s=%d&#038;d=mm&#038;r=g' srcset='https://secure.gravatar.com/avatar/%s?s=%d&#038;d=mm&#038;r=g 2x' class='avatar avatar-%d photo' height='%d' width='%d' loading='lazy' decoding='async'/>`,
		h, size, h, size*2, size, size, size)
}

// author is bbp_get_author_link(): avatar and name, each linked to the profile.
func (s bbpSkin) author(c *Ctx, d *bbpData, u *User, size int, sep string, role bool) string {
	href := c.Href(s.userURL(d, u))
	title := fmt.Sprintf("View %s&#039;s profile", Esc(u.Name))
	out := fmt.Sprintf(`<a href="%s" title="%s" class="bbp-author-avatar" rel="nofollow">%s</a>%s<a href="%s" title="%s" class="bbp-author-name" rel="nofollow">%s</a>`,
		href, title, bbpAvatar(u, size), sep, href, title, Esc(u.Name))
	if role {
		out += sep + `<div class="bbp-author-role">` + bbpRole(u) + `</div>`
	}
	return out
}

// freshness is bbp_get_topic_freshness_link(): the time since the last post,
// linked to it (the topic itself when it has no replies).
func (s bbpSkin) freshness(c *Ctx, t *Thread) string {
	last := t.LastPost()
	if last.Index == 0 {
		return fmt.Sprintf(`<a href="%s" title="%s">%s</a>`, c.Href(s.topicURL(t)), Esc(t.Title), bbpSince(c.W.Now, last.Time))
	}
	return fmt.Sprintf(`<a href="%s" title="Reply To: %s">%s</a>`, c.Href(s.replyURL(c, last)), Esc(t.Title), bbpSince(c.W.Now, last.Time))
}

// bbpPaginate is WordPress's paginate_links() as bbPress calls it: plain links
// joined by newlines, page 1 linked without page/1/; cur 0 marks no page current.
func bbpPaginate(c *Ctx, cur, total, endSize, midSize int, prevNext bool, link func(int) string) string {
	if total < 2 {
		return ""
	}
	var out []string
	if prevNext && cur > 1 {
		out = append(out, fmt.Sprintf(`<a class="prev page-numbers" href="%s">&larr;</a>`, c.Href(link(cur-1))))
	}
	dots := false
	for n := 1; n <= total; n++ {
		switch {
		case n == cur:
			out = append(out, fmt.Sprintf(`<span aria-current="page" class="page-numbers current">%d</span>`, n))
			dots = true
		case n <= endSize || (cur > 0 && n >= cur-midSize && n <= cur+midSize) || n > total-endSize:
			out = append(out, fmt.Sprintf(`<a class="page-numbers" href="%s">%d</a>`, c.Href(link(n)), n))
			dots = true
		case dots:
			out = append(out, `<span class="page-numbers dots">&hellip;</span>`)
			dots = false
		}
	}
	if prevNext && cur > 0 && cur < total {
		out = append(out, fmt.Sprintf(`<a class="next page-numbers" href="%s">&rarr;</a>`, c.Href(link(cur+1))))
	}
	return strings.Join(out, "\n")
}

// pagination is pagination-topics.php (and -replies, -search): the count line and the links.
func (s bbpSkin) pagination(c *Ctx, noun string, n, page, per int, base string) string {
	total := pageCount(n, per)
	from, to := (page-1)*per+1, min(page*per, n)
	count := fmt.Sprintf("Viewing %d %ss - %s through %s (of %s total)", to-from+1, noun, thousands(from, ","), thousands(to, ","), thousands(n, ","))
	if n == 1 {
		count = fmt.Sprintf("Viewing 1 %s (of 1 total)", noun)
		if noun == "topic" {
			count = "Viewing topic 1 (of 1 total)"
		}
	}
	return fmt.Sprintf(`
<div class="bbp-pagination">
	<div class="bbp-pagination-count">%s</div>
	<div class="bbp-pagination-links">%s</div>
</div>
`, count, bbpPaginate(c, page, total, 1, 1, true, func(p int) string { return bbpPaged(base, p) }))
}

// crumbs is bbp_breadcrumb(): Home › Forums › parents › current.
func (s bbpSkin) crumbs(c *Ctx, links [][2]string, current string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="bbp-breadcrumb"><p><a href="%s" class="bbp-breadcrumb-home">Home</a> <span class="bbp-breadcrumb-sep">&rsaquo;</span> `, c.Href(""))
	if current == "Forums" && len(links) == 0 {
		h.WriteString(`<span class="bbp-breadcrumb-current">Forums</span></p></div>`)
		return h.String()
	}
	fmt.Fprintf(&h, `<a href="%s" class="bbp-breadcrumb-root">Forums</a> <span class="bbp-breadcrumb-sep">&rsaquo;</span> `, c.Href("forums/"))
	for _, l := range links {
		fmt.Fprintf(&h, `<a href="%s" class="bbp-breadcrumb-forum">%s</a> <span class="bbp-breadcrumb-sep">&rsaquo;</span> `, c.Href(l[0]), Esc(l[1]))
	}
	fmt.Fprintf(&h, `<span class="bbp-breadcrumb-current">%s</span></p></div>`, Esc(current))
	return h.String()
}

// trail is the breadcrumb links down to board b: its category, then its parents and b.
func (s bbpSkin) trail(d *bbpData, b *Board) [][2]string {
	out := [][2]string{{s.catURL(d, b.Category), b.Category.Name}}
	for _, x := range b.Trail() {
		out = append(out, [2]string{s.forumURL(x), x.Name})
	}
	return out
}

func (s bbpSkin) searchForm(c *Ctx) string {
	return fmt.Sprintf(`<form role="search" method="get" id="bbp-search-form" action="%s">
	<div>
		<label class="screen-reader-text hidden" for="bbp_search">Search for:</label>
		<input type="hidden" name="action" value="bbp-search-request" />
		<input type="text" value="" name="bbp_search" id="bbp_search" />
		<input class="button" type="submit" id="bbp_search_submit" value="Search" />
	</div>
</form>`, c.Href("forums/search/"))
}

// loginForm is form-user-login.php, shown to guests under topics and forums.
func (s bbpSkin) loginForm(c *Ctx, here string) string {
	return fmt.Sprintf(`<form method="post" action="%s" class="bbp-login-form">
	<fieldset class="bbp-form">
		<legend>Log In</legend>
		<div class="bbp-username">
			<label for="user_login">Username: </label>
			<input type="text" name="log" value="" size="20" maxlength="100" id="user_login" autocomplete="off" />
		</div>
		<div class="bbp-password">
			<label for="user_pass">Password: </label>
			<input type="password" name="pwd" value="" size="20" id="user_pass" autocomplete="off" />
		</div>
		<div class="bbp-remember-me">
			<input type="checkbox" name="rememberme" value="forever"  id="rememberme" />
			<label for="rememberme">Keep me signed in</label>
		</div>
		<div class="bbp-submit-wrapper">
			<button type="submit" name="user-submit" class="button submit user-submit">Log In</button>
			<input type="hidden" name="user-cookie" value="1" /><input type="hidden" id="bbp_redirect_to" name="redirect_to" value="%s" /><input type="hidden" id="_wpnonce" name="_wpnonce" value="%s" /><input type="hidden" name="_wp_http_referer" value="%s" />
		</div>
	</fieldset>
</form>`, c.Href("wp-login.php"), c.Href(here), bbpNonce("login", here), c.Href(here))
}

// bbpPage is what frame needs to know of a page.
type bbpPage struct {
	title     string // document title, before " – site"; "" for the front page
	h1        string // the entry title
	body      string // body classes
	article   string // the article's id and class attributes, "" for none
	canonical string // mount-relative rel=canonical, "" for none
	shortlink int    // post id for rel=shortlink, 0 for none
	feeds     [][2]string
	menu      string // current item of the primary menu
	page      int    // the page number the document title names from 2 on
	here      string // this page's mount-relative URL, for the login link's redirect_to
	content   string
}

// frame wraps a page in Twenty Sixteen's chrome: header with the primary menu,
// the content column, the widget sidebar and the footer.
func (s bbpSkin) frame(c *Ctx, d *bbpData, p bbpPage) string {
	var h strings.Builder
	title := bbpSite + " &#8211; " + bbpTagline
	if p.title != "" {
		title = Esc(p.title) + " &#8211; " + bbpSite
		if p.page > 1 {
			title = fmt.Sprintf("%s &#8211; Page %d &#8211; %s", Esc(p.title), p.page, bbpSite)
		}
	}
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html lang="en-US" class="no-js">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<link rel="profile" href="https://gmpg.org/xfn/11">
		<script>(function(html){html.className = html.className.replace(/\bno-js\b/,'js')})(document.documentElement);</script>
<title>%s</title>
<meta name='robots' content='max-image-preview:large' />
<link rel="alternate" type="application/rss+xml" title="%s &raquo; Feed" href="%s" />
<link rel="alternate" type="application/rss+xml" title="%s &raquo; Comments Feed" href="%s" />
`, title, bbpSite, c.Href("feed/"), bbpSite, c.Href("comments/feed/"))
	for _, f := range p.feeds {
		fmt.Fprintf(&h, "<link rel=\"alternate\" type=\"application/rss+xml\" title=\"%s &raquo; %s\" href=\"%s\" />\n", bbpSite, Esc(f[0]), c.Href(f[1]))
	}
	h.WriteString(c.Styles(24))
	fmt.Fprintf(&h, `<link rel='stylesheet' id='bbp-default-css' href='/wp-content/plugins/bbpress/templates/default/css/bbpress.min.css?ver=2.6.11' media='all' />
<link rel='stylesheet' id='twentysixteen-style-css' href='/wp-content/themes/twentysixteen/style.css?ver=20240402' media='all' />
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="%s" /><link rel="EditURI" type="application/rsd+xml" title="RSD" href="/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.5.5" />
`, c.Href("wp-json/"))
	if p.canonical != "" {
		fmt.Fprintf(&h, "<link rel=\"canonical\" href=\"%s\" />\n", c.Href(p.canonical))
	}
	if p.shortlink != 0 {
		fmt.Fprintf(&h, "<link rel='shortlink' href='%s' />\n", c.Href(fmt.Sprintf("?p=%d", p.shortlink)))
		if p.canonical != "" {
			fmt.Fprintf(&h, "<link rel=\"alternate\" type=\"application/json+oembed\" href=\"%s\" />\n", c.Href("wp-json/oembed/1.0/embed?url="+url.QueryEscape(c.URL(p.canonical))))
		}
	}
	fmt.Fprintf(&h, `</head>

<body class="%s">
<script type="text/javascript" id="bbp-swap-no-js-body-class">
	document.body.className = document.body.className.replace( 'bbp-no-js', 'bbp-js' );
</script>

<div id="page" class="site">
	<div class="site-inner">
		<a class="skip-link screen-reader-text" href="#content">Skip to content</a>

		<header id="masthead" class="site-header">
			<div class="site-header-main">
				<div class="site-branding">
`, p.body)
	if p.menu == "home" {
		fmt.Fprintf(&h, "\t\t\t\t\t<h1 class=\"site-title\"><a href=\"%s\" rel=\"home\">%s</a></h1>\n", c.Href(""), bbpSite)
	} else {
		fmt.Fprintf(&h, "\t\t\t\t\t<p class=\"site-title\"><a href=\"%s\" rel=\"home\">%s</a></p>\n", c.Href(""), bbpSite)
	}
	fmt.Fprintf(&h, `					<p class="site-description">%s</p>
				</div><!-- .site-branding -->

				<button id="menu-toggle" class="menu-toggle">Menu</button>

				<div id="site-header-menu" class="site-header-menu">
					<nav id="site-navigation" class="main-navigation" aria-label="Primary Menu">
						<div class="menu-main-menu-container"><ul id="menu-main-menu" class="primary-menu">`, bbpTagline)
	menu := func(ids string, id int, key, href, label string) string {
		cls := "menu-item menu-item-type-" + ids + " menu-item-" + strconv.Itoa(id)
		aria := ""
		if key == p.menu {
			cls += " current-menu-item"
			aria = ` aria-current="page"`
		}
		return fmt.Sprintf(`<li id="menu-item-%d" class="%s"><a href="%s"%s>%s</a></li>`+"\n", id, cls, c.Href(href), aria, label)
	}
	h.WriteString(menu("post_type menu-item-object-page menu-item-home", 31, "home", "", "Home"))
	h.WriteString(menu("custom menu-item-object-custom", 32, "forums", "forums/", "Forums"))
	h.WriteString(menu("post_type menu-item-object-page", 33, "about", "about/", "About"))
	h.WriteString(menu("post_type menu-item-object-page", 34, "contact", "contact/", "Contact"))
	h.WriteString(menu("custom menu-item-object-custom login-menu-item", 35, "login", "wp-login.php?redirect_to="+url.QueryEscape(c.URL(p.here)), "Log In"))
	h.WriteString(`</ul></div>					</nav><!-- .main-navigation -->
				</div><!-- .site-header-menu -->
			</div><!-- .site-header-main -->
		</header><!-- .site-header -->

		<div id="content" class="site-content">

<div id="primary" class="content-area">
	<main id="main" class="site-main">
`)
	if p.article != "" {
		fmt.Fprintf(&h, "<article %s>\n\t<header class=\"entry-header\">\n\t\t<h1 class=\"entry-title\">%s</h1>\t</header><!-- .entry-header -->\n\n\t<div class=\"entry-content\">\n%s\n\t</div><!-- .entry-content -->\n</article>\n", p.article, Esc(p.h1), p.content)
	} else {
		h.WriteString(p.content)
	}
	h.WriteString("\t</main><!-- .site-main -->\n</div><!-- .content-area -->\n\n")
	h.WriteString(s.sidebar(c, d, p.here))
	fmt.Fprintf(&h, `
		</div><!-- .site-content -->

		<footer id="colophon" class="site-footer">
			<nav class="main-navigation" aria-label="Footer Primary Menu">
				<div class="menu-main-menu-container"><ul id="menu-main-menu-1" class="primary-menu"><li class="menu-item menu-item-31"><a href="%s">Home</a></li>
<li class="menu-item menu-item-32"><a href="%s">Forums</a></li>
<li class="menu-item menu-item-33"><a href="%s">About</a></li>
<li class="menu-item menu-item-34"><a href="%s">Contact</a></li>
</ul></div>			</nav><!-- .main-navigation -->
			<div class="site-info">
				<span class="site-title"><a href="%s" rel="home">%s</a></span>
				<a class="privacy-policy-link" href="%s" rel="privacy-policy">Privacy Policy</a><span role="separator" aria-hidden="true"></span>
				<a href="https://wordpress.org/" class="imprint">Proudly powered by WordPress</a>
			</div><!-- .site-info -->
		</footer><!-- .site-footer -->
	</div><!-- .site-inner -->
</div><!-- .site -->

<script src="/wp-content/plugins/bbpress/templates/default/js/editor.min.js?ver=2.6.11" id="bbpress-editor-js"></script>
<script src="/wp-content/themes/twentysixteen/js/functions.js?ver=20230629" id="twentysixteen-script-js"></script>
%s</body>
</html>
`, c.Href(""), c.Href("forums/"), c.Href("about/"), c.Href("contact/"), c.Href(""), bbpSite, c.Href("privacy-policy/"), c.Scripts(10))
	return h.String()
}

// sidebar is the widget area: bbPress's search, login, recent topics, recent
// replies, forums list, views and statistics widgets, the topic tag cloud and Meta.
func (s bbpSkin) sidebar(c *Ctx, d *bbpData, here string) string {
	w := c.W
	var h strings.Builder
	h.WriteString("\t<aside id=\"secondary\" class=\"sidebar widget-area\">\n")
	fmt.Fprintf(&h, "\t\t<section id=\"bbp_search_widget-2\" class=\"widget widget_display_search\"><h2 class=\"widget-title\">Search Forums</h2>%s</section>", s.searchForm(c))
	fmt.Fprintf(&h, `<section id="bbp_login_widget-2" class="widget bbp_widget_login"><h2 class="widget-title">Log In</h2>
		<form method="post" action="%s" class="bbp-login-form">
			<fieldset class="bbp-form">
				<legend>Log In</legend>
				<div class="bbp-username"><label for="user_login">Username: </label><input type="text" name="log" value="" size="20" maxlength="100" id="user_login" autocomplete="off" /></div>
				<div class="bbp-password"><label for="user_pass">Password: </label><input type="password" name="pwd" value="" size="20" id="user_pass" autocomplete="off" /></div>
				<div class="bbp-remember-me"><input type="checkbox" name="rememberme" value="forever"  id="rememberme" /><label for="rememberme">Keep me signed in</label></div>
				<div class="bbp-submit-wrapper"><button type="submit" name="user-submit" id="user-submit" class="button submit user-submit">Log In</button><input type="hidden" name="user-cookie" value="1" /><input type="hidden" id="bbp_redirect_to" name="redirect_to" value="%s" /><input type="hidden" id="_wpnonce" name="_wpnonce" value="%s" /></div>
				<div class="bbp-login-links">
					<a href="%s" title="Register" class="bbp-register-link">Register</a>
					<a href="%s" title="Lost Password" class="bbp-lostpass-link">Lost Password</a>
				</div>
			</fieldset>
		</form>
</section>`, c.Href("wp-login.php"), c.Href(here), bbpNonce("loginwidget", here), c.Href("wp-login.php?action=register"), c.Href("wp-login.php?action=lostpassword"))
	h.WriteString(`<section id="bbp_topics_widget-2" class="widget widget_display_topics"><h2 class="widget-title">Recent Topics</h2>
		<ul class="bbp-topics-widget newness">
`)
	for _, t := range newestFirst(w.Threads)[:min(5, len(w.Threads))] {
		fmt.Fprintf(&h, "\t\t\t<li>\n\t\t\t\t<a class=\"bbp-forum-title\" href=\"%s\">%s</a>\n\t\t\t\tby <span class=\"topic-author\">%s</span>\n\t\t\t\t<div>%s</div>\n\t\t\t</li>\n",
			c.Href(s.topicURL(t)), Esc(t.Title), s.author(c, d, t.Author, 14, "&nbsp;", false), bbpSince(w.Now, t.Posts[0].Time))
	}
	h.WriteString("\t\t</ul>\n</section><section id=\"bbp_replies_widget-2\" class=\"widget widget_display_replies\"><h2 class=\"widget-title\">Recent Replies</h2>\n\t\t<ul class=\"bbp-replies-widget\">\n")
	for _, p := range d.replies[:min(5, len(d.replies))] {
		fmt.Fprintf(&h, "\t\t\t<li>\n\t\t\t\t%s on <a class=\"bbp-reply-topic-title\" href=\"%s\" title=\"%s\">%s</a> <div>%s</div>\n\t\t\t</li>\n",
			s.author(c, d, p.Author, 14, "&nbsp;", false), c.Href(s.replyURL(c, p)), Esc(clip(p.Body[0], 50)), Esc(p.Thread.Title), bbpSince(w.Now, p.Time))
	}
	h.WriteString("\t\t</ul>\n</section><section id=\"bbp_forums_widget-2\" class=\"widget widget_display_forums\"><h2 class=\"widget-title\">Forums</h2>\n\t\t<ul class=\"bbp-forums-widget\">\n")
	for _, cat := range w.Categories {
		fmt.Fprintf(&h, "\t\t\t<li ><a class=\"bbp-forum-title\" href=\"%s\">%s</a></li>\n", c.Href(s.catURL(d, cat)), Esc(cat.Name))
		var walk func(bs []*Board)
		walk = func(bs []*Board) {
			for _, b := range bs {
				fmt.Fprintf(&h, "\t\t\t<li ><a class=\"bbp-forum-title\" href=\"%s\">%s</a></li>\n", c.Href(s.forumURL(b)), Esc(b.Name))
				walk(b.Children)
			}
		}
		walk(cat.Boards)
	}
	h.WriteString("\t\t</ul>\n</section><section id=\"bbp_views_widget-2\" class=\"widget widget_display_views\"><h2 class=\"widget-title\">Topic Views</h2>\n\t\t<ul class=\"bbp-views-widget\">\n")
	for _, v := range bbpViews {
		fmt.Fprintf(&h, "\t\t\t<li><a class=\"bbp-view-title\" href=\"%s\">%s</a></li>\n", c.Href("forums/view/"+v.id+"/"), v.title)
	}
	h.WriteString("\t\t</ul>\n</section><section id=\"tag_cloud-2\" class=\"widget widget_tag_cloud\"><h2 class=\"widget-title\">Topic Tags</h2><nav aria-label=\"Topic Tags\"><div class=\"tagcloud\">")
	cloud := slices.Clone(d.tags[:min(45, len(d.tags))])
	lo, hi := len(d.tagged[cloud[len(cloud)-1]]), len(d.tagged[cloud[0]])
	slices.Sort(cloud)
	for i, tag := range cloud {
		n := len(d.tagged[tag])
		size := 8.0
		if hi > lo {
			size += float64(n-lo) * 14 / float64(hi-lo)
		}
		items := "items"
		if n == 1 {
			items = "item"
		}
		fmt.Fprintf(&h, `<a href="%s" class="tag-cloud-link tag-link-%d tag-link-position-%d" style="font-size: %spt;" aria-label="%s (%d %s)">%s</a>`+"\n",
			c.Href(s.tagURL(d, tag)), 60+slices.Index(d.tags, tag), i+1, strconv.FormatFloat(size, 'g', 14, 64), Esc(tag), n, items, Esc(tag))
	}
	fmt.Fprintf(&h, `</div>
</nav></section><section id="bbp_stats_widget-2" class="widget widget_display_stats"><h2 class="widget-title">Forum Statistics</h2>
<dl role="main">
	<dt>Registered Users</dt>
	<dd><strong>%s</strong></dd>
	<dt>Forums</dt>
	<dd><strong>%d</strong></dd>
	<dt>Topics</dt>
	<dd><strong>%s</strong></dd>
	<dt>Replies</dt>
	<dd><strong>%s</strong></dd>
	<dt>Topic Tags</dt>
	<dd><strong>%d</strong></dd>
</dl>
</section><section id="meta-2" class="widget widget_meta"><h2 class="widget-title">Meta</h2><nav aria-label="Meta">
		<ul>
						<li><a href="%s">Log in</a></li>
			<li><a href="%s">Entries feed</a></li>
			<li><a href="%s">Comments feed</a></li>

			<li><a href="https://wordpress.org/">WordPress.org</a></li>
		</ul>

		</nav></section>	</aside><!-- .sidebar .widget-area -->
`, thousands(len(w.Users), ","), len(w.Boards)+len(w.Categories), thousands(len(w.Threads), ","), thousands(len(d.replies), ","), len(d.tags),
		c.Href("wp-login.php"), c.Href("feed/"), c.Href("comments/feed/"))
	return h.String()
}

// forumRow is loop-single-forum.php for a category (cat set) or a forum.
func (s bbpSkin) forumRow(c *Ctx, d *bbpData, i int, cat *Category, b *Board) string {
	var id, topics, posts int
	var href, name, desc, status string
	var subs []*Board
	var latest *Post
	if cat != nil {
		id, href, name, subs, status = bbpCatID(cat), s.catURL(d, cat), cat.Name, cat.Boards, " status-category"
		for _, x := range cat.Boards {
			topics += x.AllThreads()
			posts += x.AllPosts()
			if p := x.Latest(); p != nil && (latest == nil || p.Time.After(latest.Time)) {
				latest = p
			}
		}
		desc = fmt.Sprintf("Talk about %s: questions, advice and stories from members.", strings.ToLower(cat.Name))
	} else {
		id, href, name, desc, subs = bbpForumID(b), s.forumURL(b), b.Name, b.Description, b.Children
		topics, posts, latest = b.AllThreads(), b.AllPosts(), b.Latest()
	}
	var h strings.Builder
	fmt.Fprintf(&h, `
		<ul id="bbp-forum-%d" class="loop-item-%d %s bbp-forum-status-open bbp-forum-visibility-publish%s post-%d forum type-forum status-publish hentry">
	<li class="bbp-forum-info">

		<a class="bbp-forum-title" href="%s">%s</a>

		<div class="bbp-forum-content">%s</div>

		`, id, i, []string{"odd", "even"}[i%2], status, id, c.Href(href), Esc(name), Esc(desc))
	if len(subs) > 0 {
		h.WriteString(`<ul class="bbp-forums-list">`)
		for _, x := range subs {
			fmt.Fprintf(&h, `<li class="bbp-forum"><a href="%s" class="bbp-forum-link">%s</a> (%d, %d)</li>`, c.Href(s.forumURL(x)), Esc(x.Name), x.AllThreads(), x.AllPosts()-x.AllThreads())
		}
		h.WriteString(`</ul>`)
	}
	fresh := "No Topics"
	by := ""
	if latest != nil {
		t := latest.Thread
		if latest.Index == 0 {
			fresh = fmt.Sprintf(`<a href="%s" title="%s">%s</a>`, c.Href(s.topicURL(t)), Esc(t.Title), bbpSince(c.W.Now, latest.Time))
		} else {
			fresh = fmt.Sprintf(`<a href="%s" title="Reply To: %s">%s</a>`, c.Href(s.replyURL(c, latest)), Esc(t.Title), bbpSince(c.W.Now, latest.Time))
		}
		by = s.author(c, d, latest.Author, 14, "&nbsp;", false)
	}
	fmt.Fprintf(&h, `
	</li>

	<li class="bbp-forum-topic-count">%s</li>

	<li class="bbp-forum-reply-count">%s</li>

	<li class="bbp-forum-freshness">

		%s

		<p class="bbp-topic-meta">

			<span class="bbp-topic-freshness-author">%s</span>

		</p>
	</li>
</ul><!-- #bbp-forum-%d -->
`, thousands(topics, ","), thousands(posts, ","), fresh, by, id)
	return h.String()
}

// forumsLoop is loop-forums.php over categories (cats) or forums (bs).
func (s bbpSkin) forumsLoop(c *Ctx, d *bbpData, id int, cats []*Category, bs []*Board) string {
	var h strings.Builder
	fmt.Fprintf(&h, `
<ul id="forums-list-%d" class="bbp-forums">

	<li class="bbp-header">

		<ul class="forum-titles">
			<li class="bbp-forum-info">Forum</li>
			<li class="bbp-forum-topic-count">Topics</li>
			<li class="bbp-forum-reply-count">Posts</li>
			<li class="bbp-forum-freshness">Freshness</li>
		</ul>

	</li><!-- .bbp-header -->

	<li class="bbp-body">
`, id)
	for i, cat := range cats {
		h.WriteString(s.forumRow(c, d, i, cat, nil))
	}
	for i, b := range bs {
		h.WriteString(s.forumRow(c, d, i, nil, b))
	}
	h.WriteString(`
	</li><!-- .bbp-body -->

	<li class="bbp-footer">

		<div class="tr">
			<p class="td colspan4">&nbsp;</p>
		</div><!-- .tr -->

	</li><!-- .bbp-footer -->

</ul><!-- .forums-directory -->
`)
	return h.String()
}

// topicRow is loop-single-topic.php; in names the topic's forum when listing topics of several.
func (s bbpSkin) topicRow(c *Ctx, d *bbpData, i int, t *Thread, in bool) string {
	sh := c.W.Shape
	var h strings.Builder
	cls := fmt.Sprintf("loop-item-%d %s", i, []string{"odd", "even"}[i%2])
	if t.Sticky {
		cls += " sticky"
	}
	cls += fmt.Sprintf(" bbp-parent-forum-%d user-id-%d post-%d topic type-topic status-publish hentry", bbpForumID(t.Board), t.Author.ID, bbpTopicID(t))
	for _, tag := range t.Tags {
		cls += " topic-tag-" + d.tagSlug[tag]
	}
	fmt.Fprintf(&h, `
<ul id="bbp-topic-%d" class="%s">
	<li class="bbp-topic-title">

		<a class="bbp-topic-permalink" href="%s">%s</a>

		`, bbpTopicID(t), cls, c.Href(s.topicURL(t)), Esc(t.Title))
	if pg := bbpPaginate(c, 0, t.Pages(sh.PostsPerPage), 3, 2, false, func(p int) string { return s.ThreadURL(t, p) }); pg != "" {
		h.WriteString(`<span class="bbp-topic-pagination">` + pg + `</span>`)
	}
	fmt.Fprintf(&h, `
		<p class="bbp-topic-meta">

			<span class="bbp-topic-started-by">Started by: %s</span>
`, s.author(c, d, t.Author, 14, "&nbsp;", false))
	if in {
		fmt.Fprintf(&h, "\n\t\t\t\t<span class=\"bbp-topic-started-in\">in: <a href=\"%s\">%s</a></span>\n", c.Href(s.forumURL(t.Board)), Esc(t.Board.Name))
	}
	voices := map[*User]bool{}
	for _, p := range t.Posts {
		voices[p.Author] = true
	}
	fmt.Fprintf(&h, `
		</p>

	</li>

	<li class="bbp-topic-voice-count">%d</li>

	<li class="bbp-topic-reply-count">%s</li>

	<li class="bbp-topic-freshness">

		%s

		<p class="bbp-topic-meta">

			<span class="bbp-topic-freshness-author">%s</span>

		</p>
	</li>
</ul><!-- #bbp-topic-%d -->
`, len(voices), thousands(len(t.Posts), ","), s.freshness(c, t), s.author(c, d, t.LastPost().Author, 14, "&nbsp;", false), bbpTopicID(t))
	return h.String()
}

// topicsLoop is loop-topics.php.
func (s bbpSkin) topicsLoop(c *Ctx, d *bbpData, id int, ts []*Thread, in bool) string {
	var h strings.Builder
	fmt.Fprintf(&h, `
<ul id="bbp-forum-%d" class="bbp-topics">

	<li class="bbp-header">

		<ul class="forum-titles">
			<li class="bbp-topic-title">Topic</li>
			<li class="bbp-topic-voice-count">Voices</li>
			<li class="bbp-topic-reply-count">Posts</li>
			<li class="bbp-topic-freshness">Freshness</li>
		</ul>

	</li>

	<li class="bbp-body">
`, id)
	for i, t := range ts {
		h.WriteString(s.topicRow(c, d, i, t, in))
	}
	fmt.Fprintf(&h, `
	</li>

	<li class="bbp-footer">

		<div class="tr">
			<p>
				<span class="td colspan4">&nbsp;</span>
			</p>
		</div><!-- .tr -->

	</li>

</ul><!-- #bbp-forum-%d -->
`, id)
	return h.String()
}

// topicList is a paginated list of topics: pagination, loop, pagination.
func (s bbpSkin) topicList(c *Ctx, d *bbpData, id int, ts []*Thread, page int, base string, in bool) string {
	per := c.W.Shape.ThreadsPerPage
	pg := s.pagination(c, "topic", len(ts), page, per, base)
	return pg + s.topicsLoop(c, d, id, Page(ts, page, per), in) + pg
}

// post is loop-single-reply.php for one post of a topic (the lead topic when Index is 0).
func (s bbpSkin) post(c *Ctx, d *bbpData, i int, p *Post, inReplyTo bool) string {
	t := p.Thread
	id := bbpPostID(p)
	var h strings.Builder
	fmt.Fprintf(&h, `
<div id="post-%d" class="bbp-reply-header">

	<div class="bbp-meta">

		<span class="bbp-reply-post-date">%s</span>

`, id, bbpDate(p.Time))
	if inReplyTo {
		fmt.Fprintf(&h, "\t\t\t<span class=\"bbp-header\">\n\t\t\t\tin reply to: \n\t\t\t\t<a class=\"bbp-topic-permalink\" href=\"%s\">%s</a>\n\t\t\t</span>\n\n", c.Href(s.topicURL(t)), Esc(t.Title))
	}
	cls := fmt.Sprintf("loop-item-%d user-id-%d bbp-parent-forum-%d bbp-parent-topic-%d bbp-reply-position-%d %s", i, p.Author.ID, bbpForumID(t.Board), bbpTopicID(t), p.Index+1, []string{"odd", "even"}[i%2])
	if p.Author == t.Author {
		cls += " topic-author"
	}
	if p.Index == 0 {
		cls += fmt.Sprintf(" post-%d topic type-topic status-publish hentry", id)
		for _, tag := range t.Tags {
			cls += " topic-tag-" + d.tagSlug[tag]
		}
	} else {
		cls += fmt.Sprintf(" post-%d reply type-reply status-publish hentry", id)
	}
	fmt.Fprintf(&h, `		<a href="%s" class="bbp-reply-permalink">#%d</a>

		<span class="bbp-admin-links"></span>
	</div><!-- .bbp-meta -->

</div><!-- #post-%d -->

<div class="%s">

	<div class="bbp-reply-author">

		%s

	</div><!-- .bbp-reply-author -->

	<div class="bbp-reply-content">

		%s
	</div><!-- .bbp-reply-content -->

</div><!-- .reply -->
`, c.Href(s.replyURL(c, p)), id, id, cls, s.author(c, d, p.Author, 80, "<br />", true), Paras(p.Body, "<p>", "</p>\n"))
	return h.String()
}

// repliesLoop is loop-replies.php.
func (s bbpSkin) repliesLoop(c *Ctx, d *bbpData, id int, ps []*Post, inReplyTo bool) string {
	var h strings.Builder
	fmt.Fprintf(&h, `
<ul id="topic-%d-replies" class="forums bbp-replies">

	<li class="bbp-header">

		<div class="bbp-reply-author">Author</div><!-- .bbp-reply-author -->

		<div class="bbp-reply-content">Posts</div><!-- .bbp-reply-content -->

	</li><!-- .bbp-header -->

	<li class="bbp-body">
`, id)
	for i, p := range ps {
		h.WriteString(s.post(c, d, i, p, inReplyTo))
	}
	h.WriteString(`
	</li><!-- .bbp-body -->

	<li class="bbp-footer">

		<div class="bbp-reply-author">Author</div>

		<div class="bbp-reply-content">Posts</div><!-- .bbp-reply-content -->

	</li><!-- .bbp-footer -->

</ul><!-- #topic-replies -->
`)
	return h.String()
}

func (s bbpSkin) Serve(c *Ctx) Response {
	d := s.data(c.W)
	other := Info{Type: TypeOther}
	path := c.Path
	switch path {
	case "":
		if c.Query.Has("p") {
			return s.shortlink(c, d, c.Int("p"))
		}
		if c.Query.Has("s") {
			return c.Page(other, s.wpSearch(c, d))
		}
		return c.Page(other, s.staticPage(c, d, 0))
	case "wp-login.php":
		return c.Page(other, s.login(c))
	case "feed/":
		return s.rss(c, rssFeed(c, bbpSite, "", ""))
	case "comments/feed/":
		return s.rss(c, rssFeed(c, "Comments for "+bbpSite, "", ""))
	case "wp-json/":
		return Response{Status: http.StatusOK, ContentType: "application/json; charset=UTF-8", Info: other,
			Body: fmt.Sprintf(`{"name":%q,"description":%q,"url":"","home":"","gmt_offset":"0","timezone_string":"","namespaces":["oembed\/1.0","wp\/v2","wp-site-health\/v1"],"authentication":[],"routes":{}}`, bbpSite, bbpTagline)}
	}
	for i := range bbpPages {
		if i > 0 && path == bbpPages[i].path {
			return c.Page(other, s.staticPage(c, d, i))
		}
	}
	if !strings.HasSuffix(path, "/") && !strings.Contains(path, ".") {
		if r, ok := addSlash(c, s.Serve); ok {
			return r
		}
		return s.notFound(c, d)
	}
	seg := strings.Split(strings.TrimSuffix(path, "/"), "/")
	if seg[0] != "forums" {
		return s.notFound(c, d)
	}
	rest := seg[1:]
	page, paged := 1, false
	if n := len(rest); n >= 2 && rest[n-2] == "page" {
		p, err := strconv.Atoi(rest[n-1])
		if err != nil || p < 1 {
			return s.notFound(c, d)
		}
		page, paged, rest = p, true, rest[:n-2]
	}
	if paged && page == 1 {
		// redirect_canonical() drops page/1/.
		sub := *c
		sub.Path = strings.Join(append([]string{"forums"}, rest...), "/") + "/"
		if len(rest) == 0 {
			sub.Path = "forums/"
		}
		if r := s.Serve(&sub); r.Status == http.StatusOK {
			return Response{Status: http.StatusMovedPermanently, Location: sub.Path, Info: r.Info}
		}
		return s.notFound(c, d)
	}
	feed := false
	if n := len(rest); n >= 1 && rest[n-1] == "feed" && !paged {
		feed, rest = true, rest[:n-1]
	}
	if len(rest) == 0 {
		if feed {
			return s.rss(c, rssFeed(c, bbpSite+" » All Topics", "forums/", rssItems(c, d.active[:min(10, len(d.active))])))
		}
		if paged {
			return s.notFound(c, d)
		}
		return c.Page(Info{Type: TypeEntry, Canonical: "forums/"}, s.forumIndex(c, d))
	}
	key := strings.Join(rest[1:], "/")
	switch rest[0] {
	case "forum":
		if cat := d.catByPath[key]; cat != nil && len(rest) == 2 {
			if feed {
				var ps []*Post
				for _, t := range d.active {
					if t.Board.Category == cat {
						ps = append(ps, t.Posts...)
					}
				}
				return s.rss(c, rssFeed(c, bbpSite+" » "+cat.Name, s.catURL(d, cat), s.replyItems(c, ps)))
			}
			if paged {
				break
			}
			return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: s.catURL(d, cat)}, s.category(c, d, cat))
		}
		if b := d.byPath[key]; b != nil {
			if feed {
				var ps []*Post
				for _, t := range b.Threads {
					ps = append(ps, t.Posts...)
				}
				return s.rss(c, rssFeed(c, bbpSite+" » "+b.Name, s.forumURL(b), s.replyItems(c, ps)))
			}
			if page > b.Pages(c.W.Shape.ThreadsPerPage) {
				break
			}
			return c.Page(boardInfo(s, b, page), s.forum(c, d, b, page))
		}
	case "topic":
		t := d.bySlug[key]
		if t == nil || len(rest) != 2 {
			break
		}
		if feed {
			return s.rss(c, rssFeed(c, bbpSite+" » "+t.Title, s.topicURL(t), s.replyItems(c, t.Posts)))
		}
		if page > t.Pages(c.W.Shape.PostsPerPage) {
			break
		}
		return c.Page(threadInfo(s, t, page), s.topicPage(c, d, t, page))
	case "reply":
		n, err := strconv.Atoi(key)
		p := c.W.Post(n - bbpPostBase)
		if err != nil || len(rest) != 2 || p == nil || p.Index == 0 || paged || feed {
			break
		}
		return c.Page(other, s.reply(c, d, p))
	case "topic-tag":
		tag, ok := d.byTag[key]
		if !ok || len(rest) != 2 {
			break
		}
		ts := d.tagged[tag]
		if feed {
			return s.rss(c, rssFeed(c, bbpSite+" » "+tag, s.tagURL(d, tag), rssItems(c, ts[:min(10, len(ts))])))
		}
		if page > pageCount(len(ts), c.W.Shape.ThreadsPerPage) {
			break
		}
		return c.Page(Info{Type: TypeIndex, FPage: page, Canonical: bbpPaged(s.tagURL(d, tag), page)}, s.tag(c, d, tag, page))
	case "view":
		if len(rest) != 2 || feed {
			break
		}
		for _, v := range bbpViews {
			if v.id != key {
				continue
			}
			ts := d.popular
			if v.id == "no-replies" {
				ts = d.unreplied
			}
			if page > pageCount(len(ts), c.W.Shape.ThreadsPerPage) {
				break
			}
			return c.Page(other, s.view(c, d, v.id, v.title, ts, page))
		}
	case "users":
		if len(rest) < 2 || len(rest) > 3 || feed {
			break
		}
		u := d.byNice[rest[1]]
		sub := ""
		if len(rest) == 3 {
			sub = rest[2]
		}
		if u == nil || !slices.Contains([]string{"", "topics", "replies", "engagements", "favorites"}, sub) || (sub == "" && paged) {
			break
		}
		if body, ok := s.user(c, d, u, sub, page); ok {
			return c.Page(other, body)
		}
	case "search":
		if feed || len(rest) > 2 {
			break
		}
		if len(rest) == 1 {
			if q := strings.TrimSpace(c.Query.Get("bbp_search")); q != "" && !paged {
				loc := "forums/search/" + url.QueryEscape(q) + "/"
				return Response{Status: http.StatusFound, Location: loc, Info: other}
			}
			if paged {
				break
			}
			return c.Page(other, s.search(c, d, "", 1))
		}
		q := strings.TrimSpace(strings.ReplaceAll(rest[1], "+", " "))
		if body, ok := s.searchPage(c, d, q, page); ok {
			return c.Page(other, body)
		}
	}
	return s.notFound(c, d)
}

func (s bbpSkin) rss(c *Ctx, body string) Response {
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=UTF-8", Body: body, Info: Info{Type: TypeOther}}
}

// replyItems are bbp_display_replies_feed_rss2()'s items: the newest posts, linked by bbp_reply_url().
func (s bbpSkin) replyItems(c *Ctx, ps []*Post) string {
	ps = slices.Clone(ps)
	slices.SortStableFunc(ps, func(a, b *Post) int { return b.Time.Compare(a.Time) })
	var b strings.Builder
	for _, p := range ps[:min(10, len(ps))] {
		title := p.Thread.Title
		if p.Index > 0 {
			title = "Reply To: " + title
		}
		link := Esc(c.URL(s.replyURL(c, p)))
		fmt.Fprintf(&b, `<item><guid>%s</guid><title>%s</title><link>%s</link><pubDate>%s</pubDate><dc:creator>%s</dc:creator><description><![CDATA[%s]]></description></item>`,
			link, Esc(title), link, p.Time.Format(http.TimeFormat), Esc(p.Author.Name), strings.Join(p.Body, "\n"))
	}
	return b.String()
}

// shortlink answers ?p=ID as redirect_canonical() does: 301 to the permalink.
func (s bbpSkin) shortlink(c *Ctx, d *bbpData, id int) Response {
	for _, pg := range bbpPages {
		if pg.id == id {
			return Response{Status: http.StatusMovedPermanently, Location: pg.path, Info: Info{Type: TypeOther}}
		}
	}
	for _, cat := range c.W.Categories {
		if bbpCatID(cat) == id {
			return Response{Status: http.StatusMovedPermanently, Location: s.catURL(d, cat), Info: Info{Type: TypeIndex, FPage: 1, Canonical: s.catURL(d, cat)}}
		}
	}
	for _, b := range c.W.Boards {
		if bbpForumID(b) == id {
			return Response{Status: http.StatusMovedPermanently, Location: s.forumURL(b), Info: boardInfo(s, b, 1)}
		}
	}
	if p := c.W.Post(id - bbpPostBase); p != nil {
		if p.Index == 0 {
			return Response{Status: http.StatusMovedPermanently, Location: s.topicURL(p.Thread), Info: threadInfo(s, p.Thread, 1)}
		}
		return Response{Status: http.StatusMovedPermanently, Location: fmt.Sprintf("forums/reply/%d/", id), Info: Info{Type: TypeOther}}
	}
	return s.notFound(c, d)
}

func (s bbpSkin) notFound(c *Ctx, d *bbpData) Response {
	return c.NotFound(s.frame(c, d, bbpPage{title: "Page not found", body: "error404 bbp-no-js group-blog", here: c.Path,
		content: fmt.Sprintf(`
		<section class="error-404 not-found">
			<header class="page-header">
				<h1 class="page-title">Oops! That page can&rsquo;t be found.</h1>
			</header><!-- .page-header -->

			<div class="page-content">
				<p>It looks like nothing was found at this location. Maybe try a search?</p>

				%s
			</div><!-- .page-content -->
		</section><!-- .error-404 -->
`, s.wpSearchForm(c))}))
}

func (s bbpSkin) wpSearchForm(c *Ctx) string {
	return fmt.Sprintf(`<form role="search" method="get" class="search-form" action="%s">
	<label>
		<span class="screen-reader-text">Search for:</span>
		<input type="search" class="search-field" placeholder="Search &hellip;" value="" name="s" />
	</label>
	<button type="submit" class="search-submit"><span class="screen-reader-text">Search</span></button>
</form>`, c.Href(""))
}

// bbpHere is the page's own URL with its query, for the login link.
func bbpHere(c *Ctx) string {
	if c.RawQuery != "" {
		return c.Path + "?" + c.RawQuery
	}
	return c.Path
}

func (s bbpSkin) forumIndex(c *Ctx, d *bbpData) string {
	content := `<div id="bbpress-forums" class="bbpress-wrapper">

	<div class="bbp-search-form">

		` + s.searchForm(c) + `

	</div>

	` + s.crumbs(c, nil, "Forums") + "\n" + s.forumsLoop(c, d, 0, c.W.Categories, nil) + "\n</div>\n"
	return s.frame(c, d, bbpPage{title: "Forums", h1: "Forums", body: "archive post-type-archive post-type-archive-forum bbpress bbp-no-js group-blog",
		article: `id="bbp-forum-0" class="bbp-forum-0 forum type-forum status-publish hentry"`, feeds: [][2]string{{"Forums Feed", "forums/feed/"}},
		menu: "forums", here: bbpHere(c), content: content})
}

// description is bbp_single_forum_description(): kind is "forum" or "category".
func (s bbpSkin) description(c *Ctx, d *bbpData, kind string, topics, replies int, latest *Post) string {
	plural := func(n int, one, many string) string {
		if n == 1 {
			return "1 " + one
		}
		return thousands(n, ",") + " " + many
	}
	if latest == nil {
		return fmt.Sprintf(`<div class="bbp-template-notice info"><ul><li class="bbp-forum-description">This %s is empty.</li></ul></div>`, kind)
	}
	t := latest.Thread
	fresh := fmt.Sprintf(`<a href="%s" title="%s">%s</a>`, c.Href(s.topicURL(t)), Esc(t.Title), bbpSince(c.W.Now, latest.Time))
	if latest.Index > 0 {
		fresh = fmt.Sprintf(`<a href="%s" title="Reply To: %s">%s</a>`, c.Href(s.replyURL(c, latest)), Esc(t.Title), bbpSince(c.W.Now, latest.Time))
	}
	return fmt.Sprintf(`<div class="bbp-template-notice info"><ul><li class="bbp-forum-description">This %s has %s, %s, and was last updated %s by %s.</li></ul></div>`,
		kind, plural(topics, "topic", "topics"), plural(replies, "reply", "replies"), fresh, s.author(c, d, latest.Author, 14, "&nbsp;", false))
}

// category is content-single-forum.php for a forum of type category: its forums, no topics.
func (s bbpSkin) category(c *Ctx, d *bbpData, cat *Category) string {
	var topics, posts int
	var latest *Post
	for _, b := range cat.Boards {
		topics += b.AllThreads()
		posts += b.AllPosts()
		if p := b.Latest(); p != nil && (latest == nil || p.Time.After(latest.Time)) {
			latest = p
		}
	}
	content := `<div id="bbpress-forums" class="bbpress-wrapper">

	` + s.crumbs(c, nil, cat.Name) + "\n\n\t" + s.description(c, d, "category", topics, posts-topics, latest) + "\n" +
		s.forumsLoop(c, d, bbpCatID(cat), nil, cat.Boards) + "\n</div>\n"
	id := bbpCatID(cat)
	return s.frame(c, d, bbpPage{title: "Forum: " + cat.Name, h1: cat.Name, body: fmt.Sprintf("forum bbpress bbp-no-js forum-template-default single single-forum postid-%d group-blog", id),
		article: fmt.Sprintf(`id="post-%d" class="post-%d forum type-forum status-publish hentry"`, id, id), canonical: s.catURL(d, cat), shortlink: id,
		menu: "forums", here: bbpHere(c), content: content})
}

// forum is content-single-forum.php: sub-forums, then a page of topics and the guest notice.
func (s bbpSkin) forum(c *Ctx, d *bbpData, b *Board, page int) string {
	id := bbpForumID(b)
	trail := s.trail(d, b)
	var h strings.Builder
	h.WriteString("<div id=\"bbpress-forums\" class=\"bbpress-wrapper\">\n\n\t")
	h.WriteString(s.crumbs(c, trail[:len(trail)-1], b.Name))
	h.WriteString("\n\n\t" + s.description(c, d, "forum", b.AllThreads(), b.AllPosts()-b.AllThreads(), b.Latest()) + "\n")
	if len(b.Children) > 0 {
		h.WriteString(s.forumsLoop(c, d, id, nil, b.Children))
	}
	h.WriteString(s.topicList(c, d, id, b.Threads, page, s.forumURL(b), false))
	fmt.Fprintf(&h, `
	<div id="no-topic-%d" class="bbp-no-topic">
		<div class="bbp-template-notice">
			<ul>
				<li>You must be logged in to create new topics.</li>
			</ul>
		</div>

		%s
	</div>

</div>
`, id, s.loginForm(c, s.BoardURL(b, page)))
	title := "Forum: " + b.Name
	return s.frame(c, d, bbpPage{title: title, h1: b.Name, body: fmt.Sprintf("forum bbpress bbp-no-js forum-template-default single single-forum postid-%d group-blog", id),
		article: fmt.Sprintf(`id="post-%d" class="post-%d forum type-forum status-publish hentry"`, id, id), canonical: s.forumURL(b), shortlink: id,
		menu: "forums", page: page, here: bbpHere(c), content: h.String()})
}

// topicPage is content-single-topic.php: tags, description, a page of posts, the guest notice and login form.
func (s bbpSkin) topicPage(c *Ctx, d *bbpData, t *Thread, page int) string {
	per := c.W.Shape.PostsPerPage
	id := bbpTopicID(t)
	var h strings.Builder
	h.WriteString("<div id=\"bbpress-forums\" class=\"bbpress-wrapper\">\n\n\t")
	h.WriteString(s.crumbs(c, s.trail(d, t.Board), t.Title))
	h.WriteString("\n\n\t\n\t\n\t")
	if len(t.Tags) > 0 {
		h.WriteString(`<div class="bbp-topic-tags"><p>Tagged:&nbsp;`)
		for i, tag := range t.Tags {
			if i > 0 {
				h.WriteString(", ")
			}
			fmt.Fprintf(&h, `<a href="%s" rel="tag">%s</a>`, c.Href(s.tagURL(d, tag)), Esc(tag))
		}
		h.WriteString("</p></div>\n\t")
	}
	voices := map[*User]bool{}
	for _, p := range t.Posts {
		voices[p.Author] = true
	}
	replies := fmt.Sprintf("%d replies", len(t.Posts)-1)
	if len(t.Posts) == 2 {
		replies = "1 reply"
	}
	vc := fmt.Sprintf("%d voices", len(voices))
	if len(voices) == 1 {
		vc = "1 voice"
	}
	fmt.Fprintf(&h, `<div class="bbp-template-notice info"><ul><li class="bbp-topic-description">This topic has %s, %s, and was last updated %s by %s.</li></ul></div>
`, replies, vc, s.freshness(c, t), s.author(c, d, t.LastPost().Author, 14, "&nbsp;", false))
	pg := s.pagination(c, "post", len(t.Posts), page, per, s.topicURL(t))
	h.WriteString(pg + s.repliesLoop(c, d, id, Page(t.Posts, page, per), false) + pg)
	fmt.Fprintf(&h, `
	<div id="no-reply-%d" class="bbp-no-reply">
		<div class="bbp-template-notice">
			<ul>
				<li>You must be logged in to reply to this topic.</li>
			</ul>
		</div>

		%s
	</div>

</div>
`, id, s.loginForm(c, s.ThreadURL(t, page)))
	title := "Topic: " + t.Title
	return s.frame(c, d, bbpPage{title: title, h1: t.Title, body: fmt.Sprintf("topic bbpress bbp-no-js topic-template-default single single-topic postid-%d group-blog", id),
		article: fmt.Sprintf(`id="post-%d" class="post-%d topic type-topic status-publish hentry"`, id, id), canonical: s.topicURL(t), shortlink: id,
		menu: "forums", page: page, here: bbpHere(c), content: h.String()})
}

// reply is content-single-reply.php: one reply on its own.
func (s bbpSkin) reply(c *Ctx, d *bbpData, p *Post) string {
	t := p.Thread
	id := bbpPostID(p)
	trail := append(s.trail(d, t.Board), [2]string{s.topicURL(t), t.Title})
	title := "Reply To: " + t.Title
	content := "<div id=\"bbpress-forums\" class=\"bbpress-wrapper\">\n\n\t" + s.crumbs(c, trail, title) + "\n\n\t\n" + s.post(c, d, 0, p, false) + "\n</div>\n"
	here := fmt.Sprintf("forums/reply/%d/", id)
	return s.frame(c, d, bbpPage{title: title, h1: title, body: fmt.Sprintf("reply bbpress bbp-no-js reply-template-default single single-reply postid-%d group-blog", id),
		article: fmt.Sprintf(`id="post-%d" class="post-%d reply type-reply status-publish hentry"`, id, id), canonical: here, shortlink: id,
		menu: "forums", here: bbpHere(c), content: content})
}

// tag is content-archive-topic.php for a topic tag.
func (s bbpSkin) tag(c *Ctx, d *bbpData, tag string, page int) string {
	content := `<div id="bbpress-forums" class="bbpress-wrapper">

	<div class="bbp-search-form">

		` + s.searchForm(c) + `

	</div>

	` + s.crumbs(c, nil, "Topic Tag: "+tag) + "\n\n\t" + s.topicList(c, d, 0, d.tagged[tag], page, s.tagURL(d, tag), true) + "\n</div>\n"
	title := "Topic Tag: " + tag
	return s.frame(c, d, bbpPage{title: title, h1: "Topic Tag: " + tag, body: "archive tax-topic-tag term-" + d.tagSlug[tag] + " bbpress bbp-no-js group-blog",
		article: `id="bbp-topic-tag" class="bbp-topic-tag"`, feeds: [][2]string{{tag + " Topic Tag Feed", s.tagURL(d, tag) + "feed/"}},
		menu: "forums", page: page, here: bbpHere(c), content: content})
}

// view is content-single-view.php.
func (s bbpSkin) view(c *Ctx, d *bbpData, id, name string, ts []*Thread, page int) string {
	var body string
	if len(ts) == 0 {
		body = `<div class="bbp-template-notice"><ul><li>Oh, bother! No topics were found here.</li></ul></div>`
	} else {
		body = s.topicList(c, d, 0, ts, page, "forums/view/"+id+"/", true)
	}
	content := "<div id=\"bbpress-forums\" class=\"bbpress-wrapper\">\n\n\t" + s.crumbs(c, nil, name) + "\n\n\t" + body + "\n</div>\n"
	title := "View: " + name
	return s.frame(c, d, bbpPage{title: title, h1: name, body: "bbp-view bbpress bbp-no-js group-blog", article: `id="bbp-view-` + id + `" class="bbp-view"`,
		menu: "forums", page: page, here: bbpHere(c), content: content})
}

// user is content-single-user.php: the details column and one section.
func (s bbpSkin) user(c *Ctx, d *bbpData, u *User, sub string, page int) (string, bool) {
	base := s.userURL(d, u)
	name := Esc(u.Name)
	per := c.W.Shape.ThreadsPerPage
	var body, title string
	list := func(heading, empty string, ts []*Thread, base string) (string, bool) {
		if page > pageCount(len(ts), per) {
			return "", false
		}
		inner := "<p>" + empty + "</p>"
		if len(ts) > 0 {
			inner = s.topicList(c, d, 0, ts, page, base, true)
		}
		return fmt.Sprintf("\n\t<div class=\"bbp-user-section\">\n\t\t<h2 class=\"entry-title\">%s</h2>\n\t\t<div class=\"bbp-user-section\">\n%s\n\t\t</div>\n\t</div>\n", heading, inner), true
	}
	ok := true
	switch sub {
	case "":
		title = u.Name + "'s Profile"
		last := ""
		if ts := d.engaged[u]; len(ts) > 0 {
			var at time.Time
			for _, t := range ts {
				for _, p := range t.Posts {
					if p.Author == u && p.Time.After(at) {
						at = p.Time
					}
				}
			}
			last = fmt.Sprintf("\t\t\t<p class=\"bbp-user-last-activity\">Last Activity: %s</p>\n", bbpSince(c.W.Now, at))
		}
		body = fmt.Sprintf(`
<div id="bbp-user-profile" class="bbp-user-profile">
	<h2 class="entry-title">@%s</h2>
	<div class="bbp-user-section">
		<h3>Profile</h3>
		<p class="bbp-user-forum-role">Registered: %s</p>

			<p class="bbp-user-description">%s</p>

		<hr>
		<h3>Forums</h3>

%s
		<p class="bbp-user-topic-count">Topics Started: %s</p>
		<p class="bbp-user-reply-count">Replies Created: %s</p>
		<p class="bbp-user-forum-role">Forum Role: %s</p>
	</div>
</div><!-- #bbp-author-topics-started -->
`, d.nice[u], bbpSince(c.W.Now, u.Joined), Esc(u.Bio), last, thousands(len(d.started[u]), ","), thousands(len(d.replied[u]), ","), bbpRole(u))
	case "topics":
		title = u.Name + "'s Topics Started"
		body, ok = list("Forum Topics Started", "This user has not created any topics.", d.started[u], base+"topics/")
	case "engagements":
		title = u.Name + "'s Engagements"
		body, ok = list("Forum Engagements", "This user has not engaged in any topics.", d.engaged[u], base+"engagements/")
	case "favorites":
		title = u.Name + "'s Favorites"
		body, ok = list("Favorite Forum Topics", "This user has no favorite topics.", d.favs[u], base+"favorites/")
	case "replies":
		title = u.Name + "'s Replies Created"
		ps := d.replied[u]
		if page > pageCount(len(ps), c.W.Shape.PostsPerPage) {
			return "", false
		}
		inner := "<p>This user has not replied to any topics.</p>"
		if len(ps) > 0 {
			pg := s.pagination(c, "post", len(ps), page, c.W.Shape.PostsPerPage, base+"replies/")
			inner = pg + s.repliesLoop(c, d, 0, Page(ps, page, c.W.Shape.PostsPerPage), true) + pg
		}
		body = fmt.Sprintf("\n\t<div id=\"bbp-user-replies-created\" class=\"bbp-user-replies-created\">\n\t\t<h2 class=\"entry-title\">Forum Replies Created</h2>\n\t\t<div class=\"bbp-user-section\">\n%s\n\t\t</div>\n\t</div><!-- #bbp-user-replies-created -->\n", inner)
	}
	if !ok {
		return "", false
	}
	cur := func(k string) string {
		if k == sub {
			return "current"
		}
		return ""
	}
	nav := fmt.Sprintf(`
<div id="bbp-single-user-details">
	<div id="bbp-user-avatar">
		<span class='vcard'>
			<a class="url fn n" href="%s" title="%s" rel="me">
				%s
			</a>
		</span>
	</div>

	<div id="bbp-user-navigation">
		<ul>
			<li class="%s">
				<span class="vcard bbp-user-profile-link">
					<a class="url fn n" href="%s" title="%s&#039;s Profile" rel="me">Profile</a>
				</span>
			</li>

			<li class="%s">
				<span class='bbp-user-topics-created-link'>
					<a href="%s" title="%s&#039;s Topics Started">Topics Started</a>
				</span>
			</li>

			<li class="%s">
				<span class='bbp-user-replies-created-link'>
					<a href="%s" title="%s&#039;s Replies Created">Replies Created</a>
				</span>
			</li>

			<li class="%s">
				<span class='bbp-user-engagements-created-link'>
					<a href="%s" title="%s&#039;s Engagements">Engagements</a>
				</span>
			</li>

			<li class="%s">
				<span class="bbp-user-favorites-link">
					<a href="%s" title="%s&#039;s Favorites">Favorites</a>
				</span>
			</li>

		</ul>
	</div>
</div>
`, c.Href(base), name, bbpAvatar(u, 150), cur(""), c.Href(base), name, cur("topics"), c.Href(base+"topics/"), name,
		cur("replies"), c.Href(base+"replies/"), name, cur("engagements"), c.Href(base+"engagements/"), name, cur("favorites"), c.Href(base+"favorites/"), name)
	content := "<div id=\"bbpress-forums\" class=\"bbpress-wrapper\">\n\n\t<div id=\"bbp-user-wrapper\">\n" + nav + "\n\t\t<div id=\"bbp-user-body\">\n" + body + "\t\t</div>\n\t</div>\n</div>\n"
	return s.frame(c, d, bbpPage{title: title, h1: u.Name, body: "bbp-user-page single singular bbpress bbp-no-js group-blog", article: fmt.Sprintf(`id="bbp-user-%d" class="bbp-user-%d"`, u.ID, u.ID),
		menu: "forums", page: page, here: bbpHere(c), content: content}), true
}

// searchHits are the topics whose title or tags hold every word of q, newest first.
func (s bbpSkin) searchHits(d *bbpData, q string) []*Thread {
	words := strings.Fields(strings.ToLower(q))
	if len(words) == 0 {
		return nil
	}
	var out []*Thread
	for _, t := range newestFirst(d.active) {
		hay := strings.ToLower(t.Title + " " + strings.Join(t.Tags, " "))
		all := true
		for _, w := range words {
			all = all && strings.Contains(hay, w)
		}
		if all {
			out = append(out, t)
		}
	}
	return out
}

func (s bbpSkin) searchPage(c *Ctx, d *bbpData, q string, page int) (string, bool) {
	hits := s.searchHits(d, q)
	if q == "" || (len(hits) > 0 && page > pageCount(len(hits), c.W.Shape.PostsPerPage)) || (len(hits) == 0 && page > 1) {
		return "", false
	}
	return s.search(c, d, q, page), true
}

// search is content-search.php: the form without terms, else a page of results.
func (s bbpSkin) search(c *Ctx, d *bbpData, q string, page int) string {
	var body string
	title := "Search"
	switch hits := s.searchHits(d, q); {
	case q == "":
		body = s.searchForm(c)
	case len(hits) == 0:
		title = "Search Results for '" + q + "'"
		body = `<div class="bbp-template-notice"><ul><li>Oh, bother! No search results were found here.</li></ul></div>`
	default:
		title = "Search Results for '" + q + "'"
		per := c.W.Shape.PostsPerPage
		pg := s.pagination(c, "result", len(hits), page, per, "forums/search/"+url.QueryEscape(q)+"/")
		var h strings.Builder
		h.WriteString(pg + "\n<div id=\"bbp-search-results\" class=\"forums bbp-search-results\">\n\n\t<div class=\"bbp-header\">\n\t\t<div class=\"bbp-search-author\">Author</div><!-- .bbp-reply-author -->\n\t\t<div class=\"bbp-search-content\">Search Results</div><!-- .bbp-search-content -->\n\t</div><!-- .bbp-header -->\n\n\t<div class=\"bbp-body\">\n")
		for _, t := range Page(hits, page, per) {
			id := bbpTopicID(t)
			fmt.Fprintf(&h, `
<div class="bbp-topic-header">
	<div class="bbp-meta">
		<span class="bbp-topic-post-date">%s</span>
		<a href="%s" class="bbp-topic-permalink">#%d</a>
	</div><!-- .bbp-meta -->
	<div class="bbp-topic-title">
		<h3>Topic: <a href="%s">%s</a></h3>
		<div class="bbp-topic-title-meta">
			<span>in forum: <a href="%s">%s</a></span>
		</div><!-- .bbp-topic-title-meta -->
	</div><!-- .bbp-topic-title -->
</div><!-- .bbp-topic-header -->
<div id="post-%d" class="post-%d topic type-topic status-publish hentry">
	<div class="bbp-topic-author">%s</div><!-- .bbp-topic-author -->
	<div class="bbp-topic-content">%s</div><!-- .bbp-topic-content -->
</div><!-- #post-%d -->
`, bbpDate(t.Posts[0].Time), c.Href(s.topicURL(t)), id, c.Href(s.topicURL(t)), Esc(t.Title), c.Href(s.forumURL(t.Board)), Esc(t.Board.Name),
				id, id, s.author(c, d, t.Author, 80, "<br />", true), Paras(t.Posts[0].Body, "<p>", "</p>"), id)
		}
		h.WriteString("\n\t</div><!-- .bbp-body -->\n\n\t<div class=\"bbp-footer\">\n\t\t<div class=\"bbp-search-author\">Author</div><!-- .bbp-reply-author -->\n\t\t<div class=\"bbp-search-content\">Search Results</div><!-- .bbp-search-content -->\n\t</div><!-- .bbp-footer -->\n</div><!-- #bbp-search-results -->\n" + pg)
		body = h.String()
	}
	content := "<div id=\"bbpress-forums\" class=\"bbpress-wrapper\">\n\n\t" + s.crumbs(c, nil, title) + "\n\n\t" + body + "\n</div>\n"
	return s.frame(c, d, bbpPage{title: title, h1: title, body: "bbp-search bbpress bbp-no-js group-blog", article: `id="bbp-search-results" class="bbp-search"`,
		menu: "forums", page: page, here: bbpHere(c), content: content})
}

// staticPage renders WordPress page i of bbpPages (0: the static front page).
func (s bbpSkin) staticPage(c *Ctx, d *bbpData, i int) string {
	pg := bbpPages[i]
	var body string
	switch pg.path {
	case "":
		var h strings.Builder
		fmt.Fprintf(&h, `<p>Welcome to the %s, a friendly corner of the web for people who travel with a camera, or a phone doing a camera's job. Ask about gear, share your routes and help the next person plan theirs.</p>
<p><a href="%s">Browse the forums</a> or read <a href="%s">about the club</a> before you join in.</p>
<h2>Latest discussions</h2>
<ul class="wp-block-latest-posts">
`, bbpSite, c.Href("forums/"), c.Href("about/"))
		for _, t := range d.active[:min(6, len(d.active))] {
			fmt.Fprintf(&h, "<li><a href=\"%s\">%s</a></li>\n", c.Href(s.topicURL(t)), Esc(t.Title))
		}
		h.WriteString("</ul>\n")
		body = h.String()
	case "about/":
		body = "<p>The club started in 2014 as a mailing list for a handful of friends who planned their holidays around the light. Today the forums are run by volunteers and paid for by members who chip in.</p><p>Moderators keep the boards tidy; please read the pinned topics in each forum before posting.</p>"
	case "contact/":
		body = "<p>For questions about your account or the forums, write to hello (at) openroadphoto.example. We answer within a few days.</p>"
	case "privacy-policy/":
		body = "<h2>Who we are</h2><p>This is a members&#8217; forum about photography and travel.</p><h2>What personal data we collect</h2><p>When you register we store your username, email address and the posts you write. Forum pages are public.</p><h2>Cookies</h2><p>If you log in, we set cookies to remember you. They expire after two weeks unless you choose &#8220;Keep me signed in&#8221;.</p>"
	}
	title, menu, class := pg.title, strings.TrimSuffix(pg.path, "/"), fmt.Sprintf("page-template-default page page-id-%d bbp-no-js group-blog", pg.id)
	if pg.path == "" {
		title, menu, class = "", "home", "home "+class
	}
	return s.frame(c, d, bbpPage{title: title, h1: pg.title, body: class, article: fmt.Sprintf(`id="post-%d" class="post-%d page type-page status-publish hentry"`, pg.id, pg.id),
		canonical: pg.path, shortlink: pg.id, menu: menu, here: bbpHere(c), content: body})
}

// wpSearch is WordPress's ?s= search: forum post types are excluded from it, so only pages match.
func (s bbpSkin) wpSearch(c *Ctx, d *bbpData) string {
	q := c.Query.Get("s")
	var h strings.Builder
	fmt.Fprintf(&h, "\t\t<header class=\"page-header\">\n\t\t\t<h1 class=\"page-title\">Search Results for: <span>%s</span></h1>\n\t\t</header><!-- .page-header -->\n", Esc(q))
	n := 0
	for _, pg := range bbpPages {
		if q != "" && strings.Contains(strings.ToLower(pg.title), strings.ToLower(q)) {
			n++
			fmt.Fprintf(&h, `<article id="post-%d" class="post-%d page type-page status-publish hentry"><header class="entry-header"><h2 class="entry-title"><a href="%s" rel="bookmark">%s</a></h2></header></article>`+"\n", pg.id, pg.id, c.Href(pg.path), pg.title)
		}
	}
	if n == 0 {
		fmt.Fprintf(&h, `<section class="no-results not-found"><header class="page-header"><h1 class="page-title">Nothing Found</h1></header><div class="page-content"><p>Sorry, but nothing matched your search terms. Please try again with some different keywords.</p>%s</div></section>`, s.wpSearchForm(c))
	}
	return s.frame(c, d, bbpPage{title: "Search Results for “" + q + "”", body: "search search-results bbp-no-js group-blog", here: bbpHere(c), content: h.String()})
}

// login is wp-login.php: the log-in, registration and lost-password forms.
func (s bbpSkin) login(c *Ctx) string {
	action := c.Query.Get("action")
	title, class, form, nav := "Log In", "login-action-login", "", ""
	switch action {
	case "register":
		title, class = "Registration Form", "login-action-register"
		form = fmt.Sprintf(`<p class="message register">Register For This Site</p>
<form name="registerform" id="registerform" action="%s" method="post" novalidate="novalidate">
			<p><label for="user_login">Username</label><input type="text" name="user_login" id="user_login" class="input" value="" size="20" autocapitalize="off" autocomplete="username" required="required" /></p>
			<p><label for="user_email">Email</label><input type="email" name="user_email" id="user_email" class="input" value="" size="25" autocomplete="email" required="required" /></p>
			<p id="reg_passmail">Registration confirmation will be emailed to you.</p>
			<br class="clear" /><input type="hidden" name="redirect_to" value="" />
			<p class="submit"><input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large" value="Register" /></p>
		</form>`, c.Href("wp-login.php?action=register"))
		nav = fmt.Sprintf(`<a class="wp-login-log-in" href="%s">Log in</a> | <a class="wp-login-lost-password" href="%s">Lost your password?</a>`, c.Href("wp-login.php"), c.Href("wp-login.php?action=lostpassword"))
	case "lostpassword":
		title, class = "Lost Password", "login-action-lostpassword"
		form = fmt.Sprintf(`<div id="login-message" class="notice notice-info message"><p>Please enter your username or email address. You will receive an email message with instructions on how to reset your password.</p></div>
<form name="lostpasswordform" id="lostpasswordform" action="%s" method="post">
			<p><label for="user_login">Username or Email Address</label><input type="text" name="user_login" id="user_login" class="input" value="" size="20" autocapitalize="off" autocomplete="username" required="required" /></p>
			<input type="hidden" name="redirect_to" value="" />
			<p class="submit"><input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large" value="Get New Password" /></p>
		</form>`, c.Href("wp-login.php?action=lostpassword"))
		nav = fmt.Sprintf(`<a class="wp-login-log-in" href="%s">Log in</a> | <a class="wp-login-register" href="%s">Register</a>`, c.Href("wp-login.php"), c.Href("wp-login.php?action=register"))
	default:
		form = fmt.Sprintf(`<form name="loginform" id="loginform" action="%s" method="post">
			<p><label for="user_login">Username or Email Address</label><input type="text" name="log" id="user_login" class="input" value="" size="20" autocapitalize="off" autocomplete="username" required="required" /></p>
			<div class="user-pass-wrap"><label for="user_pass">Password</label><div class="wp-pwd"><input type="password" name="pwd" id="user_pass" class="input password-input" value="" size="20" autocomplete="current-password" spellcheck="false" required="required" /><button type="button" class="button button-secondary wp-hide-pw hide-if-no-js" data-toggle="0" aria-label="Show password"><span class="dashicons dashicons-visibility" aria-hidden="true"></span></button></div></div>
			<p class="forgetmenot"><input name="rememberme" type="checkbox" id="rememberme" value="forever"  /> <label for="rememberme">Remember Me</label></p>
			<p class="submit"><input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large" value="Log In" /><input type="hidden" name="redirect_to" value="%s" /><input type="hidden" name="testcookie" value="1" /></p>
		</form>`, c.Href("wp-login.php"), Esc(c.Query.Get("redirect_to")))
		nav = fmt.Sprintf(`<a class="wp-login-register" href="%s">Register</a> | <a class="wp-login-lost-password" href="%s">Lost your password?</a>`, c.Href("wp-login.php?action=register"), c.Href("wp-login.php?action=lostpassword"))
	}
	return fmt.Sprintf(`<!DOCTYPE html>
<html lang="en-US">
	<head>
	<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
	<title>%s &lsaquo; %s &#8212; WordPress</title>
	<meta name='robots' content='noindex, follow, noarchive' />
<link rel='stylesheet' id='login-css' href='/wp-admin/css/login.min.css?ver=6.5.5' media='all' />
<meta name='referrer' content='strict-origin-when-cross-origin' />
		<meta name="viewport" content="width=device-width" />
		</head>
	<body class="login no-js %s wp-core-ui  locale-en-us">
		<div id="login">
		<h1><a href="https://wordpress.org/">Powered by WordPress</a></h1>
	%s
		<p id="nav">
			%s		</p>
		<p id="backtoblog">
			<a href="%s">&larr; Go to %s</a>		</p>
		</div>
		<div class="privacy-policy-page-link"><a class="privacy-policy-link" href="%s" rel="privacy-policy">Privacy Policy</a></div>
	</body>
	</html>
`, title, bbpSite, class, form, nav, c.Href(""), bbpSite, c.Href("privacy-policy/"))
}
