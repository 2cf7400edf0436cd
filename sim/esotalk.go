package sim

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"focus/sim/text"
)

// esoTalk 1.0 (esotalk/esoTalk) with its default skin, at the host root, as
// a guest sees it, with the friendly URLs its installer turns on under Apache
// with mod_rewrite (urls.friendly and urls.rewrite: /conversations/all, not
// /index.php/... nor ?p=...). No session ids (esoTalk keeps sessions in
// cookies) and no feeds: the 1.0 code ships its feed controller and feed
// links commented out.
//
// esoTalk has no categories: channels form a tree. Each farm board is a
// top-level channel (ids in display order), its sub-boards child channels;
// the farm's categories have no page. A channel's list holds its own
// conversations and its descendants'. Conversations and posts are numbered in
// posting order over the site.
//
// The default route is "conversations": "/" shows the conversations of every
// channel and names /conversations/all its canonical URL. That list is the
// entry page; /conversations, /conversations/all (with or without its
// slash) and a channel slug esoTalk does not know (it then selects no
// channel, so all of them) are the same page. Lists are not paged: they show
// 50 conversations (search.limit), stickies first, then newest last post,
// and a "View more" row that searches the same list with the #limit gambit
// raised by 200 (search.limitIncrement): ?search=%23limit%3A250, then 450.
// Those are the lists' later pages, each holding every conversation of the
// ones before. Every list carries the gambit cloud (#sticky, #order by
// newest, #dead...), links that search the list: search pages link more
// searches, each gambit added with " + ", without end.
//
// A conversation is ID-SLUG, 20 posts a page (conversation.postsPerPage),
// entered at a position: ID-SLUG/pN is page N, ID-SLUG/K starts at post K+1,
// ID-SLUG/YYYY/MM at the first post of that month, ID-SLUG/last at the last
// 20 posts. Its pager is the "Older" and "Newer" rows above and below the
// posts and the timeline scrubber beside them (the original post, a link per
// year and month the conversation spans, "Now"); its <link rel=canonical>
// names the position, ID-SLUG/K. A slug that is not the title's answers 301
// to ID-SLUG/K. A page is labelled by the page holding its first post.
// URL scheme:
//
//	"" (the mount)                  entry: every channel's conversations (canonical conversations/all)
//	conversations[/all][/]          the same list (entry)
//	conversations/SLUG[/]           a channel's conversations (index)
//	conversations/SLUG?search=%23limit%3AN   the list's later pages, N = 250, 450... (index)
//	conversations/SLUG[/]?search=Q  a search of the list, gambits included (other; links more searches)
//	channels                        the channel list (index, no board)
//	ID-SLUG, ID-SLUG/pN             a conversation, 20 posts a page (thread)
//	ID-SLUG/K, ID-SLUG/YYYY/MM      the conversation from a position or a month (thread, the page of its first post)
//	ID-SLUG/last, ID-SLUG/unread    302 to ID-SLUG/K#pLAST, the last 20 posts
//	conversation/ID-SLUG[/...]      the conversation controller named outright: the same pages
//	conversation/post/PID           302 to ID-SLUG/pN#pPID, the page holding the post
//	conversation/start              302 to user/login?return=conversation/start
//	member/ID-NAME                  a profile, its activity pane (other)
//	member/activity/ID-NAME[/N]     the activity pane, 10 items a page (other)
//	member/statistics/ID-NAME       the statistics pane (other)
//	members[/...]                   404 with the login form: the member list is closed to guests
//	user/login?return=R, user/join?return=R, user/forgot   the guests' walls (other)
//	robots.txt                      the one the installer writes, less its Crawl-delay
//	an unknown conversation, post or member   404 (with the login form for a conversation)
func esotalk() *Package {
	return &Package{
		Name: "esotalk", Software: "esoTalk 1.0 (default skin)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{1, 3}, SubBoardChance: 0.3, Threads: [2]int{10, 66},
			Posts: [2]int{1, 14}, LongThreadChance: 0.14, ThreadsPerPage: etLimit, PostsPerPage: 20, Users: 70,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.04},
		Mount: "/", Seed: 9613, Unseen: true,
		Robots: "User-agent: *\nDisallow: /conversations/*?search=*\nDisallow: /members/\nDisallow: /user/\nDisallow: /conversation/start/\n",
		Skin:   etSkin{},
	}
}

// etSkin renders esoTalk's default skin.
type etSkin struct{}

const (
	etSite      = "Riverside Makers"
	etLimit     = 50  // search.limit: conversations a list shows
	etIncrement = 200 // search.limitIncrement: what "View more" adds
	etPerPage   = 20  // conversation.postsPerPage
	etActivity  = 10  // activity items a profile page shows
)

// etChannel is one channel: a farm board.
type etChannel struct {
	b      *Board
	slug   string
	parent *etChannel
	kids   []*etChannel
	list   []*Thread // its conversations and its descendants', stickies first, then newest last post
	depth  int
}

// etTables are what the skin derives from a world.
type etTables struct {
	o       idOrder
	tslug   map[*Thread]string
	uslug   map[*User]string
	chans   []*etChannel // display order
	ofBoard map[*Board]*etChannel
	bySlug  map[string]*etChannel
	top     []*etChannel
	all     []*Thread // the list of every channel
	started map[*User]int
}

func etTab(w *World) *etTables {
	return w.Derived("esotalk", func() any {
		d := &etTables{o: newIDOrder(w), tslug: map[*Thread]string{}, uslug: map[*User]string{},
			ofBoard: map[*Board]*etChannel{}, bySlug: map[string]*etChannel{}, started: map[*User]int{}}
		for _, t := range w.Threads {
			d.tslug[t] = etSlug(t.Title)
			d.started[t.Author]++
		}
		for _, u := range w.Users {
			d.uslug[u] = etSlug(u.Name)
		}
		for _, b := range w.Boards {
			ch := &etChannel{b: b}
			// Channel slugs are unique: an admin numbers a second one.
			base := etSlug(b.Name)
			ch.slug = base
			for n := 2; d.bySlug[ch.slug] != nil || ch.slug == "all"; n++ {
				ch.slug = fmt.Sprintf("%s-%d", base, n)
			}
			d.bySlug[ch.slug] = ch
			d.ofBoard[b] = ch
			d.chans = append(d.chans, ch)
		}
		for _, ch := range d.chans {
			if p := ch.b.Parent; p != nil {
				ch.parent = d.ofBoard[p]
				ch.parent.kids = append(ch.parent.kids, ch)
				ch.depth = ch.parent.depth + 1
			} else {
				d.top = append(d.top, ch)
			}
		}
		for _, ch := range d.chans {
			var ts []*Thread
			ch.collect(&ts)
			ch.list = etOrder(ts)
		}
		d.all = etOrder(w.Threads)
		return d
	}).(*etTables)
}

func (ch *etChannel) collect(out *[]*Thread) {
	*out = append(*out, ch.b.Threads...)
	for _, k := range ch.kids {
		k.collect(out)
	}
}

// etOrder is the lists' order: sticky first, then newest last post.
func etOrder(ts []*Thread) []*Thread {
	return stickyFirst(ts, byLastPost, true)
}

// etSlug is esoTalk's slug(): accents folded, every run of anything but
// ASCII letters and digits one hyphen, trimmed, lower case, 63 characters at most.
func etSlug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range s {
		if r > 127 {
			r = unicode.ToLower(r)
			if a, ok := etFold[r]; ok {
				b.WriteString(a)
				dash = false
				continue
			}
		}
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
			dash = false
		} else if !dash {
			b.WriteByte('-')
			dash = true
		}
	}
	out := strings.ToLower(strings.Trim(b.String(), "-"))
	if len(out) > 63 {
		out = out[:63]
	}
	return out
}

// etFold is what transliteration makes of accented letters: the bare letter.
var etFold = map[rune]string{'ä': "a", 'ö': "o", 'ü': "u", 'ß': "ss", 'é': "e", 'è': "e", 'ê': "e", 'ë': "e", 'à': "a", 'â': "a",
	'ç': "c", 'î': "i", 'ï': "i", 'ô': "o", 'û': "u", 'ù': "u", 'œ': "oe", 'æ': "ae", 'ø': "o", 'ñ': "n", 'á': "a", 'í': "i", 'ó': "o", 'ú': "u"}

func (etSkin) Entry() string { return "" }

// etPages is how many pages a list of n conversations has: 50, then 250, 450...
func etPages(n int) int {
	if n <= etLimit {
		return 1
	}
	return 1 + (n-etLimit+etIncrement-1)/etIncrement
}

// etLimitOf is the #limit of page p of a list.
func etLimitOf(p int) int { return etLimit + etIncrement*(p-1) }

// etListURL is page p of the list at conversations/SLUG.
func etListURL(slug string, p int) string {
	u := "conversations/" + slug
	if p > 1 {
		u += "?search=" + url.QueryEscape(fmt.Sprintf("#limit:%d", etLimitOf(p)))
	}
	return u
}

// BoardURL names page p of a board's channel; its list holds its
// sub-boards' conversations too, so its pages are those the list needs.
func (etSkin) BoardURL(b *Board, p int) string {
	d := etTab(b.World)
	ch := d.ofBoard[b]
	if p > etPages(len(ch.list)) {
		return ""
	}
	return etListURL(ch.slug, p)
}

func (d *etTables) convURL(t *Thread) string {
	id := strconv.Itoa(d.o.threadID[t])
	if s := d.tslug[t]; s != "" {
		return id + "-" + s
	}
	return id
}

func (etSkin) ThreadURL(t *Thread, p int) string {
	d := etTab(t.Board.World)
	u := d.convURL(t)
	if p > 1 {
		u += fmt.Sprintf("/p%d", p)
	}
	return u
}

func (d *etTables) memberURL(u *User, pane string) string {
	s := "member/"
	if pane != "" {
		s += pane + "/"
	}
	s += strconv.Itoa(u.ID)
	if sl := d.uslug[u]; sl != "" {
		s += "-" + sl
	}
	return s
}

func (d *etTables) postURL(p *Post) string { return fmt.Sprintf("conversation/post/%d", d.o.postID[p]) }

// selfURL is the request as esoTalk keeps it: the path below the root and the query.
func etSelf(c *Ctx) string {
	s := "/" + c.Path
	if c.RawQuery != "" {
		s += "?" + c.RawQuery
	}
	return s
}

// etReturn is the header's return parameter: selfURL with ltrim($s,
// "/index.php/"), which strips any leading run of those characters.
func etReturn(c *Ctx) string {
	return url.QueryEscape(strings.TrimLeft(etSelf(c), "/index.php"))
}

func (s etSkin) Serve(c *Ctx) Response {
	d := etTab(c.W)
	seg := segments(strings.Split(strings.Trim(c.Path, "/"), "/"))
	if c.Path == "" || seg[0] == "" {
		return s.list(c, d, "")
	}
	head := strings.ToLower(seg[0])
	if head[0] >= '0' && head[0] <= '9' {
		return s.conversation(c, d, seg)
	}
	switch head {
	case "conversations":
		return s.list(c, d, seg.at(1))
	case "conversation":
		switch strings.ToLower(seg.at(1)) {
		case "post":
			return s.post(c, d, seg.at(2))
		case "start":
			return c.Redirect("user/login?return=conversation/start", Info{Type: TypeOther})
		case "":
			return s.missing(c, "The page you were looking for could not be found.")
		}
		return s.conversation(c, d, seg[1:])
	case "channels":
		return s.channels(c, d)
	case "member":
		return s.member(c, d, seg[1:])
	case "members":
		return s.loginWall(c, http.StatusNotFound, "The page you were looking for could not be found.")
	case "user":
		switch strings.ToLower(seg.at(1)) {
		case "login":
			return s.loginWall(c, http.StatusOK, "")
		case "join":
			return s.join(c)
		case "forgot":
			return s.forgot(c)
		}
	}
	return s.missing(c, "The page you were looking for could not be found.")
}

// missing is esoTalk's "Page Not Found" message sheet, with a 404.
func (s etSkin) missing(c *Ctx, msg string) Response {
	body := fmt.Sprintf(`<div id='messageSheet' class='sheet'>
<div class='sheetContent'>
<h3>Page Not Found</h3>
<div class='section'>%s</div>
<div class='buttons'><a href='%s' class='button big'>OK</a></div>
</div>
</div>
`, msg, c.Href(""))
	return c.NotFound(s.frame(c, "Page Not Found", "", body))
}

// list is the conversations list of a channel ("" or "all" for every
// channel), or a search of it.
func (s etSkin) list(c *Ctx, d *etTables, slugArg string) Response {
	search := c.Query.Get("search")
	var ch *etChannel
	if slugArg != "" && slugArg != "all" {
		ch = d.bySlug[strings.ToLower(slugArg)]
	}
	slugData := slugArg
	if slugData == "" {
		slugData = "all"
	}
	ts := d.all
	canonSlug := "all"
	if ch != nil {
		ts = ch.list
		canonSlug = ch.slug
	}
	limit, terms := etParse(search)
	var info Info
	switch {
	case search == "" && ch == nil:
		info = Info{Type: TypeEntry, Canonical: "conversations/all"}
	case search == "":
		info = boardInfo(s, ch.b, 1)
	case len(terms) == 0 && (limit >= len(ts) || (limit-etLimit)%etIncrement == 0):
		// A later page; a #limit past the end shows the whole list, as its last page does.
		p := etPages(len(ts))
		if limit < len(ts) {
			p = (limit-etLimit)/etIncrement + 1
		}
		info = Info{Type: TypeIndex, FPage: p, Canonical: etListURL(canonSlug, p)}
		if ch != nil {
			info.FID = ch.b.ID
		}
		if p == 1 && ch == nil {
			info = Info{Type: TypeEntry, Canonical: "conversations/all"}
		}
	default:
		// A search: its gambit cloud adds to it without end.
		info = Info{Type: TypeOther, Trap: true}
	}
	ts = etFilter(c, ts, terms)
	more := len(ts) > limit
	ts = ts[:min(limit, len(ts))]

	var h strings.Builder
	base := c.Href("conversations/" + slugData)
	fmt.Fprintf(&h, `<div id='conversationsFilter' class='bodyHeader'>

<form class='search big' id='search' action='%s' method='get'>
<fieldset>
<i class='icon-search'></i>
<input name='search' type='text' class='text' value='%s' spellcheck='false' placeholder='Search conversations...'/>
<a class='control-reset' href='%s'><i class='icon-remove'></i></a>
</fieldset>
</form>

<ul id='channels' class='channels tabs'>
<li class='channelListItem'><a href='%s' class='channel-list' data-channel='list' title='Channel List'><i class="icon-list"></i></a></li>
`, base, Esc(search), base, c.Href("channels"))
	h.WriteString(s.tabs(c, d, ch, search))
	h.WriteString("</ul>\n\n<div id='gambits'>\n<ul class='popupMenu'>\n")
	prefix := ""
	if search != "" {
		prefix = search + " + "
	}
	for i, g := range etGambits {
		if g == "" {
			h.WriteString("<li class='sep'></li>\n")
			continue
		}
		fmt.Fprintf(&h, "<li><a href='%s' class='%s'>%s</a></li>\n",
			c.Href("conversations/"+slugData+"/?search="+url.QueryEscape(prefix+"#"+g)), etGambitClass[i], Esc(g))
	}
	h.WriteString("</ul></div>\n\n</div>\n\n<div id='conversations'>\n")
	if len(ts) == 0 {
		h.WriteString("<div class='area noResults help'>\n<h4>No conversations matching your search were found.</h4>\n<ul>\n<li>Try using fewer keywords, or different keywords.</li>\n<li>Try removing a gambit from your search.</li>\n</ul>\n</div>\n")
	}
	h.WriteString("<ul class='list conversationList'>\n\n")
	for _, t := range ts {
		h.WriteString(s.row(c, d, t))
	}
	if more {
		rest := etRemoveLimit(search)
		if rest != "" {
			rest += " + "
		}
		fmt.Fprintf(&h, "\n<li class='viewMore'>\n<a href='%s'>View more</a>\n</li>\n",
			c.Href("conversations/"+slugData+"?search="+url.QueryEscape(rest+fmt.Sprintf("#limit:%d", limit+etIncrement))))
	}
	h.WriteString("\n</ul>\n</div>\n")

	var head strings.Builder
	canon := "conversations/" + canonSlug
	if search != "" {
		canon += "?search=" + url.QueryEscape(search)
	}
	fmt.Fprintf(&head, "<link rel='canonical' href='%s'>\n", Esc(etAbs(c, canon)))
	var kw []string
	for _, x := range d.top {
		kw = append(kw, strings.ToLower(x.b.Name))
	}
	fmt.Fprintf(&head, "<meta name='keywords' content='%s'>\n", Esc(strings.Join(kw, ",")))
	fmt.Fprintf(&head, "<meta name='description' content='%s is a web-forum discussing %s.'>\n", etSite, Esc(strings.Join(kw, ", ")))
	if search != "" {
		head.WriteString("<meta name='robots' content='noindex, noarchive'>\n")
	}
	return c.Page(info, s.frame(c, "", head.String(), h.String()))
}

// etAbs is a mount-relative URL made absolute, as URL($url, true) does with
// the base URL; the farm's sites answer on any host, so the path alone.
func etAbs(c *Ctx, rel string) string { return c.URL(rel) }

// etGambits is the gambit cloud a guest sees, "" a separator.
var etGambits = []string{"sticky", "", "order by newest", "active last ? hours", "active last ? days", "active today", "dead", "locked", "",
	"author:member", "contributor:member", "", "has replies", "has >10 replies", "order by replies", "", "random", "reverse"}

var etGambitClass = []string{"gambit-sticky", "", "gambit-orderByNewest", "gambit-activeLastHours", "gambit-activeLastDays", "gambit-activeToday", "gambit-dead", "gambit-locked", "",
	"gambit-author", "gambit-contributor", "", "gambit-hasReplies", "gambit-replies", "gambit-orderByReplies", "", "gambit-random", "gambit-reverse"}

// etParse splits a search into its #limit (50 when none) and its other terms.
func etParse(search string) (int, []string) {
	limit := etLimit
	var terms []string
	for _, t := range strings.Split(search, "+") {
		t = strings.ToLower(strings.TrimSpace(t))
		if t == "" {
			continue
		}
		if n, ok := strings.CutPrefix(t, "#limit:"); ok {
			if v, err := strconv.Atoi(strings.TrimSpace(n)); err == nil && v > 0 {
				limit = min(v, 9999)
			}
			continue
		}
		terms = append(terms, t)
	}
	return limit, terms
}

// etRemoveLimit is a search without its #limit term, as the "View more" row builds it.
func etRemoveLimit(search string) string {
	var keep []string
	for _, t := range strings.Split(search, "+") {
		t = strings.TrimSpace(t)
		if t != "" && !strings.HasPrefix(strings.ToLower(t), "#limit:") {
			keep = append(keep, t)
		}
	}
	return strings.Join(keep, " + ")
}

// etFilter applies a search's terms: gambits filter or order, words match titles.
func etFilter(c *Ctx, ts []*Thread, terms []string) []*Thread {
	out := slices.Clone(ts)
	keep := func(f func(*Thread) bool) { out = slices.DeleteFunc(out, func(t *Thread) bool { return !f(t) }) }
	for _, term := range terms {
		switch term {
		case "#sticky":
			keep(func(t *Thread) bool { return t.Sticky })
		case "#order by newest":
			out = newestFirst(out)
		case "#active today":
			keep(func(t *Thread) bool { return c.W.Now.Sub(t.LastPost().Time) < 24*time.Hour })
		case "#dead":
			keep(func(t *Thread) bool { return c.W.Now.Sub(t.LastPost().Time) > 30*24*time.Hour })
		case "#has replies":
			keep(func(t *Thread) bool { return len(t.Posts) > 1 })
		case "#has >10 replies":
			keep(func(t *Thread) bool { return len(t.Posts) > 11 })
		case "#order by replies":
			out = stickyFirst(out, byReplies, true)
		case "#random":
			slices.SortStableFunc(out, func(a, b *Thread) int {
				ha, hb := Hash("etrandom", a.ID), Hash("etrandom", b.ID)
				switch {
				case ha < hb:
					return -1
				case ha > hb:
					return 1
				}
				return 0
			})
		case "#reverse":
			slices.Reverse(out)
		case "#locked", "#private", "#starred", "#draft", "#muted", "#unread":
			out = nil
		default:
			if strings.HasPrefix(term, "#author:") || strings.HasPrefix(term, "#contributor:") {
				name := term[strings.IndexByte(term, ':')+1:]
				author := strings.HasPrefix(term, "#author:")
				keep(func(t *Thread) bool {
					if author {
						return strings.EqualFold(t.Author.Name, name)
					}
					return slices.ContainsFunc(t.Posts, func(p *Post) bool { return strings.EqualFold(p.Author.Name, name) })
				})
			} else if !strings.HasPrefix(term, "#") {
				keep(func(t *Thread) bool { return strings.Contains(strings.ToLower(t.Title), term) })
			}
			// Other gambits ("#active last ? hours" with its placeholder) filter nothing.
		}
	}
	return out
}

// tabs is the channel breadcrumb: "All Channels", the path to the current
// depth, and the channels at that depth.
func (s etSkin) tabs(c *Ctx, d *etTables, cur *etChannel, search string) string {
	var h strings.Builder
	// The current depth is the selected channel's children, or its siblings when it has none.
	var path []*etChannel
	at := d.top
	if cur != nil {
		parent := cur
		if len(cur.kids) == 0 {
			parent = cur.parent
		}
		for x := parent; x != nil; x = x.parent {
			path = append([]*etChannel{x}, path...)
		}
		if parent != nil {
			at = parent.kids
		}
	}
	sel := ""
	if cur == nil {
		sel = " selected"
	}
	fmt.Fprintf(&h, "<li class='pathItem%s'>\n<a href='%s' data-channel='all' class='channel-all'>All Channels</a>\n", sel, c.Href("conversations/all"))
	for _, x := range path {
		fmt.Fprintf(&h, "<a href='%s' data-channel='%s' title='%s' class='channel channel-%d'>%s</a>\n",
			c.Href("conversations/"+x.slug), x.slug, Esc(x.b.Description), x.b.ID, Esc(x.b.Name))
	}
	h.WriteString("</li>\n")
	q := ""
	if search != "" {
		q = "?search=" + url.QueryEscape(search)
	}
	for _, x := range at {
		cls, li := "", ""
		if x == cur {
			cls, li = " channel", " class='selected'"
		}
		fmt.Fprintf(&h, "<li%s><a href='%s' title='%s' class='channel-%d%s' data-channel='%s'>%s</a></li>\n",
			li, c.Href("conversations/"+x.slug+q), Esc(x.b.Description), x.b.ID, cls, x.slug, Esc(x.b.Name))
	}
	return h.String()
}

// row is one conversation of a list.
func (s etSkin) row(c *Ctx, d *etTables, t *Thread) string {
	ch := d.ofBoard[t.Board]
	last := t.LastPost()
	labels := ""
	if t.Sticky {
		labels = "<span class='label label-sticky'>Sticky</span> "
	}
	replies := len(t.Posts) - 1
	rs := fmt.Sprintf("%d replies", replies)
	if replies == 1 {
		rs = "1 reply"
	}
	return fmt.Sprintf(`<li id='c%d' class='channel-%d'>
<div class='col-conversation'><strong class='title'><a href='%s'>%s</a></strong> <span class='labels'>%s</span> </div>
<div class='col-channel'><a href='%s' class='channel channel-%d' data-channel='%s'>%s</a></div>
<div class='col-replies'>
<i class='icon-comment-alt'></i>
<span>%s</span></div>
<div class='col-lastPost'><span class='action'>%s %s posted <a href='%s' class='lastPostTime'>%s</a></span></div>
</li>
`, d.o.threadID[t], ch.b.ID, c.Href(d.convURL(t)), Esc(t.Title), labels,
		c.Href("conversations/"+ch.slug+"/"), ch.b.ID, ch.slug, Esc(ch.b.Name), rs,
		etAvatar(last.Author, "thumb"), s.memberLink(c, d, last.Author), c.Href(d.convURL(t)+"/unread"), etRelative(c.W.Now, last.Time, true))
}

func etAvatar(u *User, cls string) string {
	initial := "&nbsp;"
	if u != nil && u.Name != "" {
		initial = Esc(strings.ToUpper(u.Name[:1]))
	}
	return fmt.Sprintf("<span class='avatar %s'>%s</span>", cls, initial)
}

func (s etSkin) memberLink(c *Ctx, d *etTables, u *User) string {
	return fmt.Sprintf("<a href='%s' title='View %s&#039;s profile'>%s</a>", c.Href(d.memberURL(u, "")), Esc(u.Name), Esc(u.Name))
}

// etRelative is relativeTime(): "3 hours ago", "2 weeks ago", "1 year ago".
func etRelative(now, t time.Time, precise bool) string {
	ago := now.Sub(t).Seconds()
	plural := func(n float64, unit string) string {
		k := int(n + 0.5)
		if k == 1 {
			return "1 " + unit + " ago"
		}
		return fmt.Sprintf("%d %ss ago", k, unit)
	}
	switch {
	case ago < 1:
		return "just now"
	case ago >= 86400*365.25:
		return plural(ago/(86400*365.25), "year")
	case ago >= 86400*365.25/12*2:
		return plural(ago/(86400*365.25/12), "month")
	case ago >= 86400*7:
		return plural(ago/(86400*7), "week")
	case ago >= 86400:
		return plural(ago/86400, "day")
	case ago >= 3600:
		return plural(ago/3600, "hour")
	case precise && ago >= 60:
		return plural(ago/60, "minute")
	case precise:
		return plural(ago, "second")
	}
	return "just now"
}

// etSmart is smartTime(): relative within two days, then "Mar 4", then "4 Mar 2024".
func etSmart(now, t time.Time) string {
	ago := now.Sub(t)
	switch {
	case ago >= 0 && ago < 48*time.Hour:
		return etRelative(now, t, true)
	case ago < 180*24*time.Hour:
		return t.Format("Jan _2")
	}
	return t.Format("_2 Jan 2006")
}

// conversation answers ID-SLUG[/ARG[/MONTH]].
func (s etSkin) conversation(c *Ctx, d *etTables, seg segments) Response {
	idPart := seg.at(0)
	n := 0
	for n < len(idPart) && idPart[n] >= '0' && idPart[n] <= '9' {
		n++
	}
	id, _ := strconv.Atoi(idPart[:n])
	t := byID(d.o.threads, id)
	if t == nil {
		return s.loginWall(c, http.StatusNotFound, "The conversation you were looking for could not be found.")
	}
	count := len(t.Posts)
	year, month := seg.at(1), seg.at(2)
	search := c.Query.Get("search")
	start := 0
	if year != "" {
		switch {
		case year == "unread" || year == "last":
			start = max(0, count-etPerPage)
			loc := fmt.Sprintf("%s/%d#p%d", d.convURL(t), start, d.o.postID[t.LastPost()])
			return c.Redirect(loc, s.windowInfo(t, start))
		case month != "" && search == "":
			y, _ := strconv.Atoi(etNum(year))
			m, _ := strconv.Atoi(etNum(month))
			var ts time.Time
			if y == 9999 && m == 99 {
				ts = time.Unix(1<<62, 0)
			} else {
				ts = time.Date(min(y, 2038), time.Month(min(m, 12)), 1, 0, 0, 0, 0, time.UTC)
			}
			pos := 0
			for _, p := range t.Posts {
				if p.Time.Before(ts) {
					pos++
				}
			}
			start = min(count-etPerPage, pos)
		case year[0] == 'p':
			k, _ := strconv.Atoi(etNum(strings.TrimLeft(year, "p")))
			start = (k - 1) * etPerPage
		default:
			start, _ = strconv.Atoi(etNum(year))
		}
	}
	start = max(0, start)
	start = min(start, max(0, count-1))
	canon := fmt.Sprintf("%s/%d", d.convURL(t), start)
	if search != "" {
		canon += "?search=" + url.QueryEscape(search)
	}
	info := s.windowInfo(t, start)
	if sl := d.tslug[t]; sl != "" {
		dash := strings.IndexByte(idPart, '-')
		if dash < 0 || idPart[dash+1:] != sl {
			return Response{Status: http.StatusMovedPermanently, Location: canon, Info: info}
		}
	}
	if search != "" {
		// A search within the conversation lists matching posts: not a page of it.
		info = Info{Type: TypeOther}
	}
	return c.Page(info, s.thread(c, d, t, start, search, month != "" && search == "", canon))
}

// etNum is the leading digits of s (and a sign), as PHP's (int) reads them.
func etNum(s string) string {
	i := 0
	if i < len(s) && s[i] == '-' {
		i++
	}
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return s[:i]
}

// windowInfo labels the posts shown from start: the page holding the first.
func (s etSkin) windowInfo(t *Thread, start int) Info {
	return threadInfo(s, t, PageOf(start, etPerPage))
}

// thread renders conversation/index: header, scrubber, posts, reply area.
func (s etSkin) thread(c *Ctx, d *etTables, t *Thread, start int, search string, byMonth bool, canon string) string {
	ch := d.ofBoard[t.Board]
	curl := d.convURL(t)
	var posts []*Post
	if search != "" {
		for _, p := range t.Posts {
			if strings.Contains(strings.ToLower(strings.Join(p.Body, " ")), strings.ToLower(search)) {
				posts = append(posts, p)
			}
		}
		posts = Page(posts, 1, etPerPage)
	} else {
		posts = t.Posts[start:min(start+etPerPage, len(t.Posts))]
	}
	self := url.QueryEscape(etSelf(c))
	var h strings.Builder
	fmt.Fprintf(&h, `<div id='conversation' class='channel-%d'>

<!-- Conversation header -->
<div id='conversationHeader' class='bodyHeader'>

<h1 id='conversationTitle'>%s</h1>
<span class='channels'>
`, ch.b.ID, Esc(t.Title))
	var trail []*etChannel
	for x := ch; x != nil; x = x.parent {
		trail = append([]*etChannel{x}, trail...)
	}
	for _, x := range trail {
		fmt.Fprintf(&h, "<a href='%s' class='channel channel-%d' data-channel='%s'>%s</a>\n", c.Href("conversations/"+x.slug), x.b.ID, x.slug, Esc(x.b.Name))
	}
	h.WriteString("</span>\n<span class='labels'>\n")
	if t.Sticky {
		h.WriteString("<span class='label label-sticky' title='Sticky'>\n\t<i class='icon-pushpin'></i>\n</span>\n")
	}
	fmt.Fprintf(&h, `</span>

<form class='search' id='searchWithinConversation' action='%s' method='get'>
<fieldset>
<input name='search' type='text' class='text' value='%s' placeholder='Search within this conversation...'/>
</fieldset>
</form>

</div>

<div id='conversationBody' class='hasScrubber'>

<div class='scrubberColumn'>
<div class='scrubberContent'>

<a href='%s' class='button big'><i class="icon-plus-sign"></i> Post a Reply</a>

`, c.Href(curl), Esc(search), c.Href("user/login?return="+self+"/#reply"))
	if search == "" {
		h.WriteString(s.scrubber(c, t, posts, start, byMonth, curl))
	}
	fmt.Fprintf(&h, "\n</div>\n</div>\n\n<!-- Posts -->\n<ol id='conversationPosts' class='postList' start='%d'>\n\n", start+1)
	if start > 0 && search == "" {
		older := (start+etPerPage-1)/etPerPage + 1 - 1
		fmt.Fprintf(&h, "<li class='scrubberMore scrubberPrevious'><a href='%s'>&lsaquo; Older</a></li>\n", c.Href(fmt.Sprintf("%s/p%d", curl, older)))
	}
	var prev *Post
	for _, p := range posts {
		h.WriteString(s.postItem(c, d, t, p, prev, search != ""))
		prev = p
	}
	if search == "" && start+etPerPage < len(t.Posts) {
		newer := start/etPerPage + 1 + 1
		fmt.Fprintf(&h, "<li class='scrubberMore scrubberNext'><a href='%s'>Newer &rsaquo;</a></li>\n", c.Href(fmt.Sprintf("%s/p%d", curl, newer)))
	}
	h.WriteString("\n</ol>\n\n")
	if search == "" {
		fmt.Fprintf(&h, `<!-- Reply area -->
<div id='conversationReply'>
<form action='%s' method='post' enctype='multipart/form-data'>
<div class='post hasControls logInToReply' id='reply'>
<div class='avatar'><span class='avatar '>&nbsp;</span></div>
<div class='postContent thing'>
<div class='postHeader'>
<div class='info'>
<h3></h3>
</div>
<div class='controls'>
</div>
</div>
<div class='postBody'>
<a href='%s' class='link-login'>Log in</a> or <a href='%s' class='link-join'>sign up</a> to reply!
</div>
</div>
</div>
</form>
</div>
`, c.Href(fmt.Sprintf("conversation/reply/%d", d.o.threadID[t])), c.Href("user/login?return="+self), c.Href("user/join?return="+self))
	}
	h.WriteString("\n</div>\n\n</div>\n")

	var head strings.Builder
	fmt.Fprintf(&head, "<link rel='canonical' href='%s'>\n", Esc(etAbs(c, canon)))
	desc := clip(strings.Join(t.Posts[0].Body, " "), 156)
	fmt.Fprintf(&head, "<meta name='description' content='%s'>\n", Esc(desc))
	fmt.Fprintf(&head, "<script>var ETConversation={\"conversationId\":%d,\"slug\":\"%s\",\"countPosts\":%d,\"startFrom\":%d,\"channelId\":%d}</script>\n",
		d.o.threadID[t], curl, len(t.Posts), start, ch.b.ID)
	return s.frame(c, t.Title, head.String(), h.String())
}

var etMonths = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

// scrubber is the timeline beside the posts: the original post, each year
// and month from the first post to the last (the current year's last five
// months on their own), and "Now".
func (s etSkin) scrubber(c *Ctx, t *Thread, shown []*Post, start int, byMonth bool, curl string) string {
	now := c.W.Now
	first, last := t.Posts[0].Time, t.LastPost().Time
	var h strings.Builder
	h.WriteString("<!-- Timeline scrubber -->\n<ul class='scrubber timelineScrubber'>\n")
	sel := ""
	if start == 0 && !byMonth {
		sel = " selected"
	}
	fmt.Fprintf(&h, "<li class='scrubber-op%s' data-index='first'><a href='%s'>Original Post</a></li>\n", sel, c.Href(curl))
	sy, sm := 0, 0
	if (start > 0 || byMonth) && len(shown) > 0 {
		sy, sm = shown[0].Time.Year(), int(shown[0].Time.Month())
	}
	var years []int
	months := map[int][]int{}
	for y, m := first.Year(), int(first.Month()); y < last.Year() || y == last.Year() && m <= int(last.Month()); {
		if len(months[y]) == 0 {
			years = append(years, y)
		}
		months[y] = append(months[y], m)
		if m++; m > 12 {
			m, y = 1, y+1
		}
	}
	var recent []int
	if ms := months[now.Year()]; len(ms) > 0 {
		cut := max(0, len(ms)-5)
		recent = ms[cut:]
		months[now.Year()] = ms[:cut]
		if cut == 0 {
			years = slices.DeleteFunc(years, func(y int) bool { return y == now.Year() })
		}
	}
	for _, y := range years {
		ms := months[y]
		sel = ""
		if sy == y && len(ms) > 0 && sm <= ms[len(ms)-1] {
			sel = " selected"
		}
		fmt.Fprintf(&h, "<li class='scrubber-%d01%s' data-index='%d01'><a href='%s'>%d</a>", y, sel, y, c.Href(fmt.Sprintf("%s/%d/1", curl, y)), y)
		if len(ms) > 0 {
			h.WriteString("<ul>")
			for _, m := range ms {
				sel = ""
				if sy == y && sm == m {
					sel = " selected"
				}
				fmt.Fprintf(&h, "<li class='scrubber-%d%02d%s' data-index='%d%02d'><a href='%s'>%s</a></li>", y, m, sel, y, m, c.Href(fmt.Sprintf("%s/%d/%d", curl, y, m)), etMonths[m-1])
			}
			h.WriteString("</ul>")
		}
		h.WriteString("</li>\n")
	}
	for _, m := range recent {
		sel = ""
		if sy == now.Year() && sm == m {
			sel = " selected"
		}
		fmt.Fprintf(&h, "<li class='scrubber-%d%02d%s' data-index='%d%02d'><a href='%s'>%s</a></li>\n", now.Year(), m, sel, now.Year(), m, c.Href(fmt.Sprintf("%s/%d/%d", curl, now.Year(), m)), etMonths[m-1])
	}
	hide := ""
	if last.Year() != now.Year() || last.Month() != now.Month() {
		hide = " style='display:none'"
	}
	fmt.Fprintf(&h, "<li class='scrubber-now' data-index='last'%s><a href='%s'>Now</a></li>\n</ul>\n", hide, c.Href(curl+"/last"))
	return h.String()
}

// postItem is one post of conversation/posts, with its time marker when the
// relative time changes.
func (s etSkin) postItem(c *Ctx, d *etTables, t *Thread, p, prev *Post, searching bool) string {
	now := c.W.Now
	rel := etRelative(now, p.Time, false)
	var h strings.Builder
	fmt.Fprintf(&h, "<li data-index='%s'>\n", p.Time.Format("200601"))
	if prev == nil || etRelative(now, prev.Time, false) != rel {
		fmt.Fprintf(&h, "<div class='timeMarker'>%s</div>\n", rel)
	}
	u := p.Author
	hide := ""
	if prev != nil && prev.Author == u {
		hide = " style='display:none'"
	}
	when := etSmart(now, p.Time)
	if searching {
		when = "Show in context"
	}
	var body strings.Builder
	for _, para := range p.Body {
		fmt.Fprintf(&body, "<p>%s</p>\n", Esc(para))
	}
	fmt.Fprintf(&h, `
<div class='post hasControls group-member' id='p%d' data-id='%d' data-memberid='%d'>

<div class='avatar'%s><a href='%s'>%s</a></div>

<div class='postContent thing'>

<div class='postHeader'>
<div class='info'>
<h3>%s</h3>
<a href='%s' class='time' title='%s' data-timestamp='%d'>%s</a>
<span class='group'></span>
</div>
<div class='controls'>
</div>
</div>

<div class='postBody'>
%s</div>

</div>

</div>
</li>

`, d.o.postID[p], d.o.postID[p], u.ID, hide, c.Href(d.memberURL(u, "")), etAvatar(u, ""), s.memberLink(c, d, u),
		c.Href(d.postURL(p)), p.Time.Format("Monday, 2 January 2006 15:04"), p.Time.Unix(), when, body.String())
	return h.String()
}

// post answers conversation/post/PID: a 302 to the page holding it.
func (s etSkin) post(c *Ctx, d *etTables, arg string) Response {
	pid, _ := strconv.Atoi(etNum(arg))
	p := byID(d.o.posts, pid)
	if p == nil {
		return s.missing(c, "The post you were looking for could not be found.")
	}
	t := p.Thread
	page := PageOf(p.Index, etPerPage)
	return c.Redirect(fmt.Sprintf("%s/p%d#p%d", d.convURL(t), page, pid), threadInfo(s, t, page))
}

// channels is the channel list.
func (s etSkin) channels(c *Ctx, d *etTables) Response {
	var h strings.Builder
	fmt.Fprintf(&h, "<div id='channelsHeader' class='bodyHeader'>\n<ul id='channels' class='channels tabs'>\n<li class='channelListItem selected'><a href='%s' class='channel-list' data-channel='list' title='Channel List'><i class=\"icon-list\"></i></a></li>\n", c.Href("channels"))
	h.WriteString(s.tabs(c, d, nil, ""))
	h.WriteString("</ul>\n</div>\n\n<ul class='list channelList'>\n")
	for _, ch := range d.chans {
		kids := ""
		if len(ch.kids) > 0 {
			kids = " hasChildren"
		}
		n := len(ch.list)
		cs := fmt.Sprintf("%d conversations", n)
		if n == 1 {
			cs = "1 conversation"
		}
		fmt.Fprintf(&h, `
<li class='depth%d%s' id='channel-%d'>

<div class='info'>
<a href='%s' class='channel channel-%d'>%s</a>
<span class='stats'>%s</span>
<p class='description'>%s</p>
</div>
</li>
`, ch.depth, kids, ch.b.ID, c.Href("conversations/"+ch.slug), ch.b.ID, Esc(ch.b.Name), cs, Esc(ch.b.Description))
	}
	h.WriteString("\n</ul>\n")
	head := fmt.Sprintf("<link rel='canonical' href='%s'>\n", Esc(etAbs(c, "channels")))
	return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: "channels"}, s.frame(c, "Channels", head, h.String()))
}

// member answers member/[PANE/]ID-NAME[/PAGE].
func (s etSkin) member(c *Ctx, d *etTables, seg segments) Response {
	pane, arg, page := "activity", seg.at(0), seg.at(1)
	switch strings.ToLower(arg) {
	case "activity", "statistics":
		pane, arg, page = strings.ToLower(arg), seg.at(1), seg.at(2)
	case "name":
		name := strings.ToLower(seg.at(1))
		for _, u := range c.W.Users {
			if name != "" && strings.HasPrefix(strings.ToLower(u.Name), name) {
				return c.Redirect(d.memberURL(u, ""), Info{Type: TypeOther})
			}
		}
		arg = ""
	}
	id, _ := strconv.Atoi(etNum(arg))
	u := c.W.User(id)
	if u == nil {
		return s.missing(c, "The member you were looking for could not be found.")
	}
	var pane2 strings.Builder
	switch pane {
	case "activity":
		p, _ := strconv.Atoi(etNum(page))
		p = max(0, p-1)
		items := d.o.byUser[u]
		total := len(items) + 1 // and the joining
		fmt.Fprintf(&pane2, "<ol id='membersActivity' class='activityList'>\n")
		for i := p * etActivity; i < min(total, (p+1)*etActivity); i++ {
			if i == len(items) {
				fmt.Fprintf(&pane2, "<li class='activity-join'><div class='activityIcon'><i class='icon-user'></i></div><div class='activityContent'><div class='action'>%s joined the forum.</div><span class='time'>%s</span></div></li>\n",
					Esc(u.Name), etRelative(c.W.Now, u.Joined, true))
				continue
			}
			post := items[i]
			fmt.Fprintf(&pane2, `<li class='activity-post'>
<div class='activityIcon'><i class='icon-comment'></i></div>
<div class='activityContent'>
<div class='action'>%s posted in <a href='%s'>%s</a></div>
<span class='time'>%s</span>
<div class='activityBody postBody'><p>%s</p></div>
</div>
</li>
`, Esc(u.Name), c.Href(d.postURL(post)), Esc(post.Thread.Title), etRelative(c.W.Now, post.Time, true), Esc(clip(post.Body[0], 250)))
		}
		pane2.WriteString("</ol>\n")
		if (p+1)*etActivity < total {
			fmt.Fprintf(&pane2, "<div class='viewMore'><a href='%s'>View more</a></div>\n", c.Href(fmt.Sprintf("%s/%d", d.memberURL(u, "activity"), p+2)))
		}
	case "statistics":
		first := "never"
		parts := map[*Thread]bool{}
		for _, p := range d.o.byUser[u] {
			parts[p.Thread] = true
			first = p.Time.Format("January 2006")
		}
		fmt.Fprintf(&pane2, `<div id='memberStatistics'>
<ul class='form stats'>
<li><label>Posts</label><div>%d</div></li>
<li><label>Conversations started</label><div>%d</div></li>
<li><label>Conversations participated in</label><div>%d</div></li>
<li><label>First posted</label><div>%s</div></li>
<li><label>Joined</label><div>%s</div></li>
</ul>
</div>
`, len(d.o.byUser[u]), d.started[u], len(parts), first, u.Joined.Format("January 2006"))
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class='bodyHeader clearfix' id='memberProfile'>

%s

<div id='memberInfo'>

<h1 id='memberName'>%s</h1>

<p id='memberGroup' class='subText'>Member</p>
<p id='memberLastActive' class='subText'>Last active <span title='%s'>%s</span></p>

</div>

</div>

<ul id='memberPanes' class='area tabs big'>
`, etAvatar(u, ""), Esc(u.Name), u.Joined.Format("Monday, 2 January 2006 15:04"), etRelative(c.W.Now, u.Joined, true))
	for _, x := range []struct{ pane, name string }{{"activity", "Activity"}, {"statistics", "Statistics"}} {
		sel := ""
		if x.pane == pane {
			sel = " class='selected'"
		}
		fmt.Fprintf(&h, "<li%s><a href='%s'>%s</a></li>\n", sel, c.Href(d.memberURL(u, x.pane)), x.name)
	}
	h.WriteString("</ul>\n\n<div id='memberContent'>\n")
	h.WriteString(pane2.String())
	h.WriteString("</div>\n")
	head := fmt.Sprintf("<link rel='canonical' href='%s'>\n", Esc(etAbs(c, d.memberURL(u, pane))))
	return c.Page(Info{Type: TypeOther}, s.frame(c, u.Name, head, h.String()))
}

// loginWall is the login sheet; with status 404 it stands in for a page a
// guest may not see or that is missing.
func (s etSkin) loginWall(c *Ctx, status int, msg string) Response {
	var h strings.Builder
	ret := c.Query.Get("return")
	if status != http.StatusOK {
		ret = strings.TrimPrefix(etSelf(c), "/")
	}
	h.WriteString("<div id='loginSheet' class='sheet'>\n<div class='sheetContent'>\n\n<h3>Log In</h3>\n\n")
	fmt.Fprintf(&h, "<form action='%s' method='post'>\n<input type='hidden' name='token' value='%s'/>\n<input type='hidden' name='return' value='%s'/>\n\n<div class='sheetBody'>\n\n",
		c.Href("user/login"), etToken(c), Esc(ret))
	if msg != "" {
		fmt.Fprintf(&h, "<div class='section help'>\n%s\n</div>\n", msg)
	}
	fmt.Fprintf(&h, `<div class='section'>

<ul class='form'>
<li><label>Username or Email</label> <input type='text' name='username' class='text'/></li>
<li><label>Password <small><a href='%s' class='link-forgot' tabindex='-1'>Forgot?</a></small></label> <input type='password' name='password' class='text'/></li>
<li><div class='checkboxGroup'><label class='checkbox'><input type='checkbox' name='remember' value='1'/> Keep me logged in</label></div></li>
</ul>

</div>

</div>

<div class='buttons'>
<small>Don't have an account? <a href='%s' class='link-join'>Sign up!</a></small>
<input type='submit' name='login' value='Log In' class='button big'/>
<input type='submit' name='cancel' value='Cancel' class='button'/>
</div>

</form>

</div>
</div>
`, c.Href("user/forgot"), c.Href("user/join"))
	body := s.frame(c, "Log In", "", h.String())
	if status == http.StatusNotFound {
		return c.NotFound(body)
	}
	return c.Page(etWall, body)
}

// etWall labels the guests' walls. Their header links the walls again with
// their own URL as the return, so each links a longer one without end.
var etWall = Info{Type: TypeOther, Trap: true}

// etToken is the session's form token: a fixed hash per URL, for determinism.
func etToken(c *Ctx) string {
	return fmt.Sprintf("%013x", Hash("ettoken", c.Path, c.RawQuery)&0xfffffffffffff)
}

func (s etSkin) join(c *Ctx) Response {
	h := fmt.Sprintf(`<div id='joinSheet' class='sheet'>
<div class='sheetContent'>

<h3>Sign Up</h3>

<form action='%s' method='post'>
<input type='hidden' name='token' value='%s'/>
<div class='sheetBody'>
<div class='section'>
<ul class='form'>
<li><label>Username</label> <input type='text' name='username' class='text'/></li>
<li><label>Email</label> <input type='text' name='email' class='text'/><small>Used to verify your account and subscribe to conversations</small></li>
<li><label>Password</label> <input type='password' name='password' class='text'/><small>Choose a secure password of at least 6 characters</small></li>
<li><label>Confirm password</label> <input type='password' name='confirm' class='text'/></li>
</ul>
</div>
</div>

<div class='buttons'>
<small>Already have an account? <a href='%s' class='link-login'>Log in!</a></small>
<input type='submit' name='submit' value='Sign Up' class='button big'/>
<input type='submit' name='cancel' value='Cancel' class='button'/>
</div>

</form>

</div>
</div>
`, c.Href("user/join"), etToken(c), c.Href("user/login"))
	return c.Page(etWall, s.frame(c, "Sign Up", "", h))
}

func (s etSkin) forgot(c *Ctx) Response {
	h := fmt.Sprintf(`<div id='forgotPasswordSheet' class='sheet'>
<div class='sheetContent'>

<h3>Forgot Password</h3>

<form action='%s' method='post'>
<input type='hidden' name='token' value='%s'/>
<div class='section help'>If you've forgotten your password, we can send you a link to choose a new one. Just enter your email address below.</div>
<div class='section'>
<ul class='form'>
<li><label>Email</label> <input type='text' name='email' class='text'/></li>
</ul>
</div>

<div class='buttons'>
<input type='submit' name='submit' value='Recover password' class='button big'/>
<input type='submit' name='cancel' value='Cancel' class='button'/>
</div>

</form>

</div>
</div>
`, c.Href("user/forgot"), etToken(c))
	return c.Page(etWall, s.frame(c, "Forgot Password", "", h))
}

// frame is default.master: the head, the header with the guest's sign-up,
// log-in and new-conversation links, the page and the footer statistics.
func (s etSkin) frame(c *Ctx, title, head, content string) string {
	full := etSite
	if title != "" {
		full = title + " - " + etSite
	}
	ret := etReturn(c)
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html>
<head>
<meta charset='utf-8'>
<title>%s</title>
<!-- This page was generated by esoTalk (http://esotalk.org) -->
%s<link rel='stylesheet' href='%scache/css/base,font-awesome,styles,custom.css?1389623917'>
<script src='%scache/js/jquery,jquery.misc,jquery.history,jquery.scrollTo,global.js?1389623917'></script>
<script>var ET={"webPath":"","userId":false,"token":"%s","debug":false,"language":{"message.ajaxRequestPending":"Hold your horses! Some stuff is still being saved.","message.ajaxDisconnected":"Unable to communicate with the server.","Loading...":"Loading...","Notifications":"Notifications"},"notificationCheckInterval":30}</script>
`, Esc(full), head, c.Pkg.Mount, c.Pkg.Mount, etToken(c))
	h.WriteString(c.Styles(12))
	fmt.Fprintf(&h, `</head>

<body class=''>

<div id='messages'>
</div>

<div id='wrapper'>

<!-- HEADER -->
<div id='hdr'>
<div id='hdr-content'>

<div id='hdr-inner'>

<h1 id='forumTitle'><a href='%s'>%s</a></h1>

<ul id='mainMenu' class='menu'>
</ul>

<ul id='userMenu' class='menu'>
<li><a href='%s' class='link-join'>Sign Up</a></li>
<li><a href='%s' class='link-login'>Log In</a></li>
<li><a href='%s' class='link-newConversation button'>New Conversation</a></li>
</ul>

</div>
</div>
</div>

<!-- BODY -->
<div id='body'>
<div id='body-content'>
%s
</div>
</div>

<!-- FOOTER -->
<div id='ftr'>
<div id='ftr-content'>
<ul class='menu'>
<li id='goToTop'><a href='#'>Go to top</a></li>
<li id='copyright'><a href='http://esotalk.org/' target='_blank'>Powered by esoTalk</a></li>
<li id='statistic-post'>%s posts</li>
<li id='statistic-conversation'>%s conversations</li>
<li id='statistic-member'>%s members</li>
</ul>
</div>
</div>

</div>
`, c.Href(""), etSite, c.Href("user/join?return="+ret), c.Href("user/login?return="+ret), c.Href("conversation/start"), content,
		thousands(len(c.W.Posts), ","), thousands(len(c.W.Threads), ","), thousands(len(c.W.Users), ","))
	h.WriteString(c.Scripts(8))
	h.WriteString("</body>\n</html>\n")
	return h.String()
}
