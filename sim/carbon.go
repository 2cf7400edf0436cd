package sim

import (
	"crypto/md5"
	"encoding/hex"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// Carbon Forum 5.9 (lincanbin/Carbon-Forum, a tag-based PHP forum) with its
// default desktop view, in English, at the host root, as a guest sees it.
// Every request goes through index.php's route table, matched
// case-insensitively against the path without its query (the query is
// ignored); named parts are urldecode()d, so "+" reads as a space. Any path
// holding ".php" is refused with 403. Guests keep no session in URLs.
//
// Carbon Forum has no boards, only tags: a topic carries up to five
// (MaxTagsNum). Each farm board (sub-boards too: Carbon has no hierarchy)
// is a tag named after the first part of its name (before " & "), reduced
// to the characters TagsDiff allows (letters, digits, "-", "_", spaces),
// unique site-wide; every topic carries its board's tag and the world's
// tags of the thread (lower-case words), those that would clash with a
// board's tag (tag names compare case-insensitively, as MySQL does) left
// out, sorted as TagsDiff sorts them. A board's tag lists exactly the
// board's topics. Farm categories have no counterpart. Topics and posts
// (the opening post included) are numbered in posting order.
//
// The home page, the latest topics of every tag by last reply, is the entry.
// Its later pages, every tag's topic list and the hot tags list are index
// pages: a board's tag under its board, the others under none. Topics are
// threads; member pages, search results, statistics and the forms other.
// Lists show 20 topics a page (TopicsPerPage), topics 25 posts
// (PostsPerPage), the opening post first. A tag lists its topics by topic
// id, newest first, each page's 20 then re-ordered by last reply (tag.php
// does so). The pager (Pagination in layout.php) prints previous, a window
// of up to eight pages, the first and last, next; its page 1 is .../1,
// which answers 302 to the bare URL. In a tag's pager the tag name goes
// into the href raw, spaces and all, while every other link urlencode()s it
// ("+"), so a tag of two words is linked as tag/Two+Words and paged as
// tag/Two%20Words/page/N. URL scheme:
//
//	"" (the mount)                 entry: the latest topics
//	page/N                         its later pages (index, no board); page/1 302s to "", past the end to the last
//	t/ID, t/ID-N                   a topic, 25 posts a page (thread); t/ID-1 302s to t/ID, past the end
//	                               to the last page; t/ID- and t/ID-0 show page 1
//	goto/TID-PID                   301 to the topic page holding post PID (labelled as that page)
//	tag/NAME[/page/N]              a tag's topics (index: a board's tag under its board); page 1 is
//	                               tag/NAME+AS+URLENCODED, a name in another case or %20-spaced the same page
//	tags[/page/N]                  the hot tags, most topics first (index, no board)
//	u/NAME                         a member: details and latest 30 posts, each by its goto link (other)
//	search/KEYWORDS[/page/N]       search: topics by title or tag, user:NAME a member's topics,
//	                               user:NAME post:true their posts (other); the member page links the latter two
//	statistics, login, register, forgot   other
//	favorites, tags/following, users/following, notifications/..., new, reply, settings,
//	inbox/NAME, dashboard, recycle-bin     the guests' wall: 401 "This page is only visible to ..."
//	anything with ".php"           403
//	anything else                  404 "Error: 404 NOT FOUND"
//
// robots.txt is robots.php's, without its Sitemap lines (they name the host).
func carbon() *Package {
	return &Package{
		Name: "carbon", Software: "Carbon Forum 5.9 (default view)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{3, 4}, SubBoardChance: 0.15, Threads: [2]int{12, 32},
			Posts: [2]int{1, 26}, LongThreadChance: 0.07, ThreadsPerPage: cbTopicsPer, PostsPerPage: cbPostsPer, Users: 90,
			Lang: text.English, Opinion: 0.3},
		Mount: "/", Seed: 9721, Unseen: true,
		Robots: cbRobots,
		Skin:   cbSkin{},
	}
}

// cbRobots is robots.php's output for a site at the root, less the Sitemap
// lines it appends (absolute URLs of the host the site is served on).
const cbRobots = "User-agent: *\nDisallow: /dashboard/\nDisallow: /favorites\nDisallow: /favorites/\nDisallow: /forgot\nDisallow: /goto/\nDisallow: /json/\nDisallow: /login\nDisallow: /manage\nDisallow: /new\nDisallow: /notifications\nDisallow: /register\nDisallow: /reply\nDisallow: /reset_password/\nDisallow: /settings\nDisallow: /tags/following\nDisallow: /tags/following/\nDisallow: /users/following\nDisallow: /users/following/\nDisallow: /upload_controller\n"

// cbSkin renders Carbon Forum's default view.
type cbSkin struct{}

const (
	cbSite      = "Maple Street Forum"
	cbSiteDesc  = "A lean, fast, tag-based forum for makers and tinkerers."
	cbVersion   = "5.9.0"
	cbTopicsPer = 20 // TopicsPerPage
	cbPostsPer  = 25 // PostsPerPage
	cbMaxTags   = 5  // MaxTagsNum
	cbUserPosts = 30 // user.php's LIMIT 30
)

// cbTag is one row of the tags table.
type cbTag struct {
	id      int
	name    string
	board   *Board    // the board the tag stands for, nil for a thread's own tag
	topics  []*Thread // newest topic first, as posttags is read
	created time.Time
	recent  time.Time
	desc    string
}

// cbTables are what the skin derives from a world.
type cbTables struct {
	o        idOrder
	uname    map[*User]string
	byName   map[string]*User // lower-case
	homepage map[*User]string
	tags     []*cbTag
	byTag    map[string]*cbTag // lower-case name
	ofBoard  map[*Board]*cbTag
	topicTag map[*Thread][]*cbTag
	home     []*Thread // every topic, last reply first
	hot      []*cbTag  // most topics first
	started  map[*User][]*Thread
}

func cbTab(w *World) *cbTables {
	return w.Derived("carbon", func() any { return cbBuild(w) }).(*cbTables)
}

// cbTagName reduces a board name to what TagsDiff accepts: its first part,
// letters, digits, "-", "_" and single spaces.
func cbTagName(s string) string {
	var b strings.Builder
	for _, r := range lbFirstPart(s) {
		switch {
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_':
			b.WriteRune(r)
		case r > 127 && asciiFold[r] != "":
			b.WriteString(asciiFold[r])
		default:
			b.WriteByte(' ')
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// cbUserName is a member's name as IsName allows it: 4-20 of [A-Za-z0-9_-], not all digits.
func cbUserName(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-':
			b.WriteRune(r)
		case r == '.' || r == ' ':
			b.WriteByte('_')
		case r > 127 && asciiFold[r] != "":
			b.WriteString(asciiFold[r])
		}
	}
	out := b.String()
	for len(out) < 4 {
		out += "_"
	}
	return out[:min(len(out), 20)]
}

func cbBuild(w *World) *cbTables {
	d := &cbTables{o: newIDOrder(w), uname: map[*User]string{}, byName: map[string]*User{}, homepage: map[*User]string{},
		byTag: map[string]*cbTag{}, ofBoard: map[*Board]*cbTag{}, topicTag: map[*Thread][]*cbTag{}, started: map[*User][]*Thread{}}
	for _, u := range w.Users {
		base := cbUserName(u.Name)
		name := base
		for n := 2; d.byName[strings.ToLower(name)] != nil; n++ {
			suffix := strconv.Itoa(n)
			name = base[:min(len(base), 20-len(suffix))] + suffix
		}
		d.uname[u], d.byName[strings.ToLower(name)] = name, u
		if Hash("cbhome", u.ID)%3 == 0 {
			d.homepage[u] = "http://" + strings.ToLower(strings.Trim(strings.ReplaceAll(name, "_", "-"), "-")) + ".example.net/"
		}
	}

	// Board tags first, then each topic's own, named in the order the topics were posted.
	boardName := map[*Board]string{}
	taken := map[string]bool{}
	for _, cat := range w.Categories {
		names := distinctNames(cat)
		for i, b := range cat.Boards {
			boardName[b] = names[i]
		}
	}
	for _, b := range w.Boards {
		name, ok := boardName[b]
		if !ok {
			name = b.Name
		}
		base := cbTagName(name)
		if base == "" {
			base = "Board"
		}
		n := base
		for k := 2; taken[strings.ToLower(n)]; k++ {
			n = fmt.Sprintf("%s %d", base, k)
		}
		taken[strings.ToLower(n)] = true
		d.ofBoard[b] = &cbTag{name: n, board: b, desc: b.Description}
	}
	var order []*cbTag
	add := func(tg *cbTag, t *Thread) {
		if tg.id == 0 {
			order = append(order, tg)
			tg.id = len(order)
			tg.created = t.Posts[0].Time
			d.tags = append(d.tags, tg)
			d.byTag[strings.ToLower(tg.name)] = tg
		}
		tg.topics = append(tg.topics, t)
		if p := t.Posts[0].Time; p.After(tg.recent) {
			tg.recent = p
		}
		d.topicTag[t] = append(d.topicTag[t], tg)
	}
	for _, t := range d.o.threads {
		add(d.ofBoard[t.Board], t)
		for _, name := range t.Tags {
			if len(d.topicTag[t]) == cbMaxTags {
				break
			}
			key := strings.ToLower(name)
			if taken[key] {
				continue // a board's tag has this name: its list stays the board's
			}
			tg := d.byTag[key]
			if tg == nil {
				tg = &cbTag{name: name}
			}
			if slices.Contains(d.topicTag[t], tg) {
				continue
			}
			add(tg, t)
		}
		slices.SortFunc(d.topicTag[t], func(a, b *cbTag) int { return strings.Compare(a.name, b.name) })
		d.started[t.Author] = append(d.started[t.Author], t)
	}
	for _, tg := range d.tags {
		slices.Reverse(tg.topics)
	}
	d.home = w.ThreadsByActivity()
	d.hot = slices.Clone(d.tags)
	slices.SortStableFunc(d.hot, func(a, b *cbTag) int { return len(b.topics) - len(a.topics) })
	for u, ts := range d.started {
		d.started[u] = cbByLast(ts)
	}
	return d
}

// cbByLast is topics ordered by last reply, newest first (ORDER BY LastTime DESC).
func cbByLast(ts []*Thread) []*Thread {
	out := slices.Clone(ts)
	slices.SortStableFunc(out, func(a, b *Thread) int { return b.LastPost().Time.Compare(a.LastPost().Time) })
	return out
}

// tagPage is page p of a tag: 20 topic ids, newest first, shown by last reply.
func (tg *cbTag) page(p int) []*Thread { return cbByLast(Page(tg.topics, p, cbTopicsPer)) }

// cbURLEncode is PHP's urlencode.
func cbURLEncode(s string) string { return url.QueryEscape(s) }

// cbPathEscape is a raw href as a browser sends it: spaces and the like escaped.
func cbPathEscape(s string) string { return (&url.URL{Path: s}).EscapedPath() }

func (cbSkin) Entry() string { return "" }

func cbTagURL(tg *cbTag, p int) string {
	if p <= 1 {
		return "tag/" + cbURLEncode(tg.name)
	}
	return cbPathEscape("tag/"+tg.name+"/page/") + strconv.Itoa(p)
}

func (cbSkin) BoardURL(b *Board, p int) string {
	return cbTagURL(cbTab(b.World).ofBoard[b], p)
}

func (cbSkin) ThreadURL(t *Thread, p int) string {
	id := cbTab(t.Board.World).o.threadID[t]
	if p <= 1 {
		return fmt.Sprintf("t/%d", id)
	}
	return fmt.Sprintf("t/%d-%d", id, p)
}

func (d *cbTables) userURL(u *User) string { return "u/" + cbURLEncode(d.uname[u]) }

func (d *cbTables) gotoURL(p *Post) string {
	return fmt.Sprintf("goto/%d-%d#Post%d", d.o.threadID[p.Thread], d.o.postID[p], d.o.postID[p])
}

// cbRoute is one line of index.php's route table: a pattern matched against
// the whole path, case-insensitively.
type cbRoute struct {
	prefix string // the literal head, lower case
	serve  func(s cbSkin, c *Ctx, d *cbTables, rest string) (Response, bool)
}

// cbPageOf reads a pager suffix: "" for none, else what follows "/page/";
// ok is false when the rest is not one.
func cbPageOf(rest string) (name string, page string, ok bool) {
	i := strings.Index(strings.ToLower(rest), "/page/")
	for i >= 0 {
		p := rest[i+len("/page/"):]
		if strings.TrimLeft(p, "0123456789") == "" {
			return rest[:i], p, true
		}
		j := strings.Index(strings.ToLower(rest[i+1:]), "/page/")
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return rest, "", true
}

// cbDigits reads [0-9]* as intval does: "" is 0.
func cbDigits(s string) (int, bool) {
	if strings.TrimLeft(s, "0123456789") != "" {
		return 0, false
	}
	n, _ := strconv.Atoi(s)
	return n, true
}

// cbDecode is index.php's urldecode of a named part (the path is already percent-decoded).
func cbDecode(s string) string { return strings.ReplaceAll(s, "+", " ") }

func (s cbSkin) Serve(c *Ctx) Response {
	d := cbTab(c.W)
	if strings.Contains(strings.ToLower(c.Path), ".php") {
		return s.alert(c, d, http.StatusForbidden, "403", "Forbidden")
	}
	p := c.Path
	lp := strings.ToLower(p)
	seg := strings.SplitN(p, "/", 2)
	head, rest := strings.ToLower(seg[0]), ""
	if len(seg) == 2 {
		rest = seg[1]
	}
	wall := func(role string) Response {
		return s.alert(c, d, http.StatusUnauthorized, "Tip information", "This page is only visible to "+role+", you have insufficient permissions.")
	}
	switch {
	case p == "":
		return s.home(c, d, 0)
	case head == "page" && len(seg) == 2:
		if n, ok := cbDigits(rest); ok && rest != "" {
			return s.home(c, d, n)
		}
	case head == "t" && len(seg) == 2:
		id, page, _ := strings.Cut(rest, "-")
		n, ok1 := cbDigits(id)
		pg, ok2 := cbDigits(page)
		if ok1 && ok2 && id != "" {
			return s.topic(c, d, n, pg)
		}
	case head == "goto" && len(seg) == 2:
		if i := strings.IndexByte(rest, '-'); i > 0 {
			tid, ok1 := cbDigits(rest[:i])
			pid, ok2 := cbDigits(rest[i+1:])
			if ok1 && ok2 && rest[i+1:] != "" {
				return s.jump(c, d, tid, pid)
			}
		}
	case head == "tag" && len(seg) == 2:
		name, page, _ := cbPageOf(rest)
		return s.tag(c, d, cbDecode(name), page)
	case lp == "tags/following" || strings.HasPrefix(lp, "tags/following/page/"):
		if _, ok := cbDigits(strings.TrimPrefix(strings.TrimPrefix(lp, "tags/following"), "/page/")); ok {
			return wall("Member")
		}
	case lp == "tags" || strings.HasPrefix(lp, "tags/page/"):
		if n, ok := cbDigits(strings.TrimPrefix(strings.TrimPrefix(lp, "tags"), "/page/")); ok {
			return s.tagsList(c, d, n)
		}
	case head == "u" && len(seg) == 2:
		return s.user(c, d, cbDecode(rest))
	case lp == "users/following" || strings.HasPrefix(lp, "users/following/page/"):
		if _, ok := cbDigits(strings.TrimPrefix(strings.TrimPrefix(lp, "users/following"), "/page/")); ok {
			return wall("Member")
		}
	case head == "search" && len(seg) == 2:
		kw, page, _ := cbPageOf(rest)
		return s.search(c, d, cbDecode(kw), page)
	case lp == "statistics":
		return s.statistics(c, d)
	case lp == "login", lp == "register", lp == "forgot":
		return s.form(c, d, lp)
	case lp == "favorites" || strings.HasPrefix(lp, "favorites/page/"):
		if _, ok := cbDigits(strings.TrimPrefix(strings.TrimPrefix(lp, "favorites"), "/page/")); ok {
			return wall("Member")
		}
	case lp == "new", lp == "reply", lp == "settings", lp == "notifications/list", head == "notifications" && len(seg) == 2, head == "inbox" && len(seg) == 2:
		return wall("Member")
	case lp == "dashboard":
		return wall("System Administrator")
	case lp == "recycle-bin" || strings.HasPrefix(lp, "recycle-bin/page/"):
		return wall("Vice-Administrator")
	}
	return c.NotFound("Error: 404 NOT FOUND")
}

// homeInfo labels page p of the home list.
func cbHomeInfo(p int) Info {
	if p <= 1 {
		return Info{Type: TypeEntry, Canonical: "/"}
	}
	return Info{Type: TypeIndex, FPage: p, Canonical: fmt.Sprintf("page/%d", p)}
}

// home is index.php's topic list: page 0 (no page) and 1 are the same list,
// but /page/1 redirects to the bare URL.
func (s cbSkin) home(c *Ctx, d *cbTables, page int) Response {
	total := pageCount(len(d.home), cbTopicsPer)
	if page == 1 {
		return c.Redirect("", cbHomeInfo(1))
	}
	if page > total {
		return c.Redirect(fmt.Sprintf("page/%d", total), cbHomeInfo(total))
	}
	if page == 0 {
		page = 1
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<!-- main-content start -->\n<div class=\"main-content\">\n\t<div class=\"title\">\n\t\t%s\n\t\t&raquo; Latest updates\n\t</div>\n\t<div class=\"main-box home-box-list\">\n", cbSite)
	for _, t := range Page(d.home, page, cbTopicsPer) {
		h.WriteString(s.row(c, d, t))
	}
	h.WriteString("\t\t<div class=\"pagination\">\n\t\t\t")
	h.WriteString(cbPagination(c, "page/", page, total))
	h.WriteString("\n\t\t\t<div class=\"c\"></div>\n\t\t</div>\n\t</div>\n</div>\n<!-- main-content end -->\n<!-- main-sider start -->\n<div class=\"main-sider\">\n")
	h.WriteString(s.sider(c, d))
	h.WriteString(s.statsBox(c, d))
	h.WriteString("</div>\n<!-- main-sider end -->\n")
	title := cbSite
	if page > 1 {
		title = fmt.Sprintf(" Page%d-%s", page, cbSite)
	}
	return c.Page(cbHomeInfo(page), s.layout(c, d, title, true, "", "", h.String()))
}

// row is one topic of a list (home, tag and search views).
func (s cbSkin) row(c *Ctx, d *cbTables, t *Thread) string {
	var h strings.Builder
	tid := d.o.threadID[t]
	u := t.Author
	fmt.Fprintf(&h, `		<div class="post-list">
			<div class="item-avatar">
				<a href="%s" target="_blank">
					%s
				</a>
			</div>
			<div class="item-content">
				<h2>
					<a href="%s">%s</a>
				</h2>
				<span class="item-tags">
`, c.Href(d.userURL(u)), cbAvatar(c, d, u, "middle"), c.Href(fmt.Sprintf("t/%d", tid)), Esc(t.Title))
	for _, tg := range d.topicTag[t] {
		fmt.Fprintf(&h, "\t\t\t\t<a href=\"%s\">%s</a>\n", c.Href("tag/"+cbURLEncode(tg.name)), Esc(tg.name))
	}
	fmt.Fprintf(&h, "\t\t\t\t</span>\n\t\t\t\t<span class=\"item-date float-right\">\n\t\t\t\t<a href=\"%s\">%s</a>&nbsp;•&nbsp;\n\t\t\t\t\t%s",
		c.Href(d.userURL(u)), Esc(d.uname[u]), cbTime(c.W.Now, t.LastPost().Time))
	replies := len(t.Posts) - 1
	if replies > 0 {
		last := t.LastPost().Author
		fmt.Fprintf(&h, "&nbsp;•&nbsp;Last reply from&nbsp;<a href=\"%s\">%s</a>\n", c.Href(d.userURL(last)), Esc(d.uname[last]))
	}
	h.WriteString("\t\t\t\t</span>\n\t\t\t</div>\n")
	if replies > 0 {
		fmt.Fprintf(&h, "\t\t\t<div class=\"item-count\">\n\t\t\t\t<a href=\"%s\" target=\"_blank\">%d</a>\n\t\t\t</div>\n", c.Href(fmt.Sprintf("t/%d", tid)), replies)
	}
	h.WriteString("\t\t\t<div class=\"c\"></div>\n\t\t</div>\n")
	return h.String()
}

// cbPagination is layout.php's Pagination: previous, the first page, a
// window of up to eight, the last page, next; base is printed as given.
func cbPagination(c *Ctx, base string, cur, total int) string {
	if total <= 1 {
		return ""
	}
	var h strings.Builder
	link := func(n int, text string) string {
		return fmt.Sprintf(`<a href="%s%s%d">%s</a>`, c.Pkg.Mount, Esc(base), n, text)
	}
	if cur != 1 {
		h.WriteString(`<div class="float-left">` + link(cur-1, "&lsaquo;&lsaquo;Previous") + `</div>`)
	}
	var start, end int
	switch {
	case cur <= 4:
		start = 1
	case cur >= total-3:
		start = total - 7
	default:
		start = cur - 3
	}
	switch {
	case cur+3 >= total:
		end = total
	case cur <= 3 && total >= 8:
		end = 8
	default:
		end = cur + 3
	}
	if cur >= 5 && start > 1 {
		h.WriteString(link(1, "1"))
	}
	for i := start; i <= end; i++ {
		if i == cur {
			fmt.Fprintf(&h, `<span class="currentpage">%d</span>`, i)
		} else if i > 0 && i <= total {
			h.WriteString(link(i, strconv.Itoa(i)))
		}
	}
	if cur+3 < total && end < total {
		h.WriteString(link(total, strconv.Itoa(total)))
	}
	if cur != total {
		h.WriteString(`<div class="float-right">` + link(cur+1, "Next&rsaquo;&rsaquo;") + `</div>`)
	}
	return h.String()
}

// cbSimplePager is PaginationSimplified: previous and next only.
func cbSimplePager(c *Ctx, base string, cur int, last bool) string {
	var h strings.Builder
	if cur != 1 {
		fmt.Fprintf(&h, `<div class="float-left"><a class="previous-next" href="%s%s%d">&lsaquo;&lsaquo;Previous</a></div>`, c.Pkg.Mount, Esc(base), cur-1)
	}
	fmt.Fprintf(&h, `<span class="currentpage">%d</span>`, cur)
	if !last {
		fmt.Fprintf(&h, `<div class="float-right"><a href="%s%s%d">Next&rsaquo;&rsaquo;</a></div>`, c.Pkg.Mount, Esc(base), cur+1)
	}
	return h.String()
}

// cbTime is FormatTime: "3&nbsp;days ago" within 30 days, else the date.
func cbTime(now, t time.Time) string {
	sec := int(now.Sub(t).Seconds())
	round := func(x, unit int) int { return (x + unit/2) / unit }
	switch {
	case sec >= 2592000:
		return t.Format("2006-01-02")
	case sec >= 86400:
		return fmt.Sprintf("%d&nbsp;days ago", round(sec, 86400))
	case sec >= 3600:
		return fmt.Sprintf("%d&nbsp;hours ago", round(sec, 3600))
	case sec >= 60:
		return fmt.Sprintf("%d&nbsp;minutes ago", round(sec, 60))
	case sec < 0:
		return "top"
	}
	return fmt.Sprintf("%d&nbsp;seconds ago", sec+1)
}

func cbAvatar(c *Ctx, d *cbTables, u *User, size string) string {
	return fmt.Sprintf(`<img src="%supload/avatar/%s/%d.png" alt="%s"/>`, c.Pkg.Mount, size, u.ID, Esc(d.uname[u]))
}

func cbTagIcon(c *Ctx, tg *cbTag, size string) string {
	icon := 0
	if tg.board != nil {
		icon = tg.id // board tags have had an icon uploaded
	}
	return fmt.Sprintf(`<img src="%supload/tag/%s/%d.png" alt="%s"/>`, c.Pkg.Mount, size, icon, Esc(tg.name))
}

// topic is topic.php: page 0 shows page 1 without redirecting, page 1 redirects to the bare URL.
func (s cbSkin) topic(c *Ctx, d *cbTables, id, page int) Response {
	t := byID(d.o.threads, id)
	if t == nil {
		return s.alert(c, d, http.StatusNotFound, "404 Not Found", "404 Not Found")
	}
	total := t.Pages(cbPostsPer)
	if page == 1 {
		return c.Redirect(s.ThreadURL(t, 1), threadInfo(s, t, 1))
	}
	if page > total {
		return c.Redirect(s.ThreadURL(t, total), threadInfo(s, t, total))
	}
	if page == 0 {
		page = 1
	}
	posts := Page(t.Posts, page, cbPostsPer)
	replies := len(t.Posts) - 1
	var h strings.Builder
	fmt.Fprintf(&h, "<script type=\"text/javascript\">\n\tvar TopicID = %d;\n</script>\n<!-- main-content start -->\n<div class=\"main-content\">\n", id)
	if page == 1 {
		op := posts[0]
		u := t.Author
		fmt.Fprintf(&h, `		<!-- post main content start -->
		<div class="main-box without-title">
			<div class="topic-title">
				<div class="topic-title-main float-left">
					<h1>%s</h1>
					<div class="topic-title-date">
						By <a href="%s">
							%s
						</a>
						at %s
						• %d collector
						• %d pageviews
					</div>
				</div>
				<div class="detail-avatar">
					<a href="%s">
						%s
					</a>
				</div>
				<div class="c"></div>
			</div>
			<div class="topic-content">
				<div id="p%d">
					%s
				</div>
				<div id="edit%d" style="width:648px;height:auto;" class="hide"></div>
			</div>
			<div class="topic-tags btn">

				<div id="TagsList">
					<div id="TagsElements">
`, Esc(t.Title), c.Href(d.userURL(u)), Esc(d.uname[u]), cbTime(c.W.Now, op.Time), Hash("cbfav", t.ID)%6, t.Views+1,
			c.Href(d.userURL(u)), cbAvatar(c, d, u, "large"), d.o.postID[op], cbContent(op), d.o.postID[op])
		for _, tg := range d.topicTag[t] {
			sum := md5.Sum([]byte(tg.name))
			fmt.Fprintf(&h, "\t\t\t\t\t\t\t\t<a href=\"%s\"\n\t\t\t\t\t\t\t\t   id=\"Tag%s\">\n\t\t\t\t\t\t\t\t\t%s\n\t\t\t\t\t\t\t\t</a>\n",
				c.Href("tag/"+cbURLEncode(tg.name)), hex.EncodeToString(sum[:]), Esc(tg.name))
		}
		h.WriteString("\t\t\t\t\t</div>\n\t\t\t\t\t</div>\n\n\t\t\t\t<div id=\"EditTags\" style=\"display:none;\">\n\t\t\t\t\t<div id=\"EditTagsElements\">\n")
		for _, tg := range d.topicTag[t] {
			fmt.Fprintf(&h, "\t\t\t\t\t\t\t\t<a href=\"###\"\n\t\t\t\t\t\t\t\t   onclick=\"javascript:DeleteTag(%d, this, '%s');\">\n\t\t\t\t\t\t\t\t\t%s&nbsp;×\n\t\t\t\t\t\t\t\t</a>\n", id, Esc(tg.name), Esc(tg.name))
		}
		h.WriteString("\t\t\t\t\t</div>\n\t\t\t\t\t<div class=\"c\"></div>\n\t\t\t\t\t<input type=\"text\" name=\"AlternativeTag\" id=\"AlternativeTag\" value=\"\" class=\"float-left w200\"\n\t\t\t\t\t\t   placeholder=\"Add tags\"/>\n\t\t\t\t\t<a href=\"###\" class=\"edittag\" onclick=\"javascript:CompletedEditingTags();\">\n\t\t\t\t\t\tComplete\n\t\t\t\t\t</a>\n\t\t\t\t</div>\n\n\n\t\t\t\t<div style=\"float:right;\">\n\t\t\t\t\t\t\t\t\t</div>\n\t\t\t\t<div class=\"c\"></div>\n\t\t\t</div>\n\t\t</div>\n\t\t<!-- post main content end -->\n")
		posts = posts[1:]
	}
	if replies > 0 {
		fmt.Fprintf(&h, "\t\t<!-- comment list start -->\n\t\t<div class=\"title\">\n\t\t\t%d  Replies\n\t\t\t| Last updated in  %s\n\t\t</div>\n\t\t<div class=\"main-box home-box-list\">\n", replies, cbTime(c.W.Now, t.LastPost().Time))
		for _, p := range posts {
			pid := d.o.postID[p]
			fmt.Fprintf(&h, `				<div class="comment-item">
					<a name="Post%d"></a>
					<div class="comment-avatar">
						<a href="%s">
							%s
						</a>
					</div>
					<div class="comment-data">
						<div class="comment-content">
							<div>
								<div class="float-left text-bold fs14"><a
											href="%s">%s</a>
								</div>
								<span class="float-right grey fs12">
						%s&nbsp;&nbsp;
						<a href="#Post%d">
							<span class="commonet-count">
								#%d
							</span>
						</a>
					</span>
							</div>
							<div class="c"></div>
							<div id="p%d">
								%s
							</div>
							<div id="edit%d" style="width:588px;height:auto;"
								 class="hide"></div>
						</div>
						<div class="c"></div>
					</div>
					<div class="c"></div>
				</div>
`, pid, c.Href(d.userURL(p.Author)), cbAvatar(c, d, p.Author, "middle"), c.Href(d.userURL(p.Author)), Esc(d.uname[p.Author]),
				cbTime(c.W.Now, p.Time), pid, p.Index, pid, cbContent(p), pid)
		}
		if total > 1 {
			fmt.Fprintf(&h, "\t\t\t\t<div class=\"pagination\">\n\t\t\t\t\t%s\n\t\t\t\t\t<div class=\"c\"></div>\n\t\t\t\t</div>\n", cbPagination(c, fmt.Sprintf("t/%d-", id), page, total))
		}
		h.WriteString("\t\t</div>\n\t\t<!-- comment list end -->\n")
	}
	st := c.Pkg.Mount + "static/"
	fmt.Fprintf(&h, `	<!-- editor start -->
		<script type="text/javascript">
			loadScript("%sjs/default/topic.function.js?version=%s", function () {
				loadScript("%seditor/ueditor.parse.min.js?version=%s", function () {
					RenderTopic();
				});
			});
		</script>
		<script type="text/javascript" charset="utf-8"
				src="%sjs/default/topic.function.js?version=%s"></script>
		<div class="ad">
			<p>Requirements for log in</p>
		</div>
		<!-- editor end -->
</div>
<!-- main-content end -->
<!-- main-sider start -->
<div class="main-sider">
%s</div>
<!-- main-sider end -->
<div class="reply-mouse-tip sider-box" id="reply-mouse-tip">
	<a class="author" href="javascript:;"></a>
	<div class="content">Loading...</div>
</div>
`, st, cbVersion, st, cbVersion, st, cbVersion, s.sider(c, d))
	title := t.Title
	if page > 1 {
		title += fmt.Sprintf(" Page%d", page)
	}
	var kw []string
	for _, tg := range d.topicTag[t] {
		kw = append(kw, tg.name)
	}
	return c.Page(threadInfo(s, t, page), s.layout(c, d, title+" - "+cbSite, false, strings.Join(kw, ","), clip(t.Posts[0].Body[0], 150), h.String()))
}

// cbContent is a post's HTML as the editor saves it.
func cbContent(p *Post) string {
	return "<p>" + strings.Join(escAll(p.Body), "</p><p>") + "</p>"
}

// jump is goto.php: a 301 to the topic page holding the post, without its
// #Post fragment (the code comments it out).
func (s cbSkin) jump(c *Ctx, d *cbTables, tid, pid int) Response {
	if tid == 0 || pid == 0 {
		return s.alert(c, d, http.StatusBadRequest, "Bad Request", "Bad Request")
	}
	t := byID(d.o.threads, tid)
	p := byID(d.o.posts, pid)
	older := 0
	if t != nil && p != nil {
		for _, x := range t.Posts {
			if x.Time.Before(p.Time) {
				older++
			}
		}
	}
	loc := fmt.Sprintf("t/%d", tid)
	if older >= cbPostsPer {
		loc += fmt.Sprintf("-%d", (older+cbPostsPer)/cbPostsPer)
	}
	info := Info{Type: TypeOther}
	if t != nil {
		pg := 1
		if older >= cbPostsPer {
			pg = min((older+cbPostsPer)/cbPostsPer, t.Pages(cbPostsPer))
		}
		info = threadInfo(s, t, pg)
	}
	return Response{Status: http.StatusMovedPermanently, Location: loc, Info: info}
}

// tag is tag.php. The page parameter is the raw string: "" and "0" show page 1.
func (s cbSkin) tag(c *Ctx, d *cbTables, name, rawPage string) Response {
	name = strings.TrimSpace(name)
	tg := d.byTag[strings.ToLower(name)]
	if name == "" || tg == nil {
		return s.alert(c, d, http.StatusNotFound, "404 Not Found", "404 Not Found")
	}
	page, _ := strconv.Atoi(rawPage)
	total := pageCount(len(tg.topics), cbTopicsPer)
	info := func(p int) Info {
		fid := 0
		if tg.board != nil {
			fid = tg.board.ID
		}
		return Info{Type: TypeIndex, FID: fid, FPage: p, Canonical: cbTagURL(tg, p)}
	}
	if page == 1 {
		return c.Redirect(cbPathEscape("tag/"+tg.name), info(1))
	}
	if page > total {
		return c.Redirect(cbPathEscape("tag/"+tg.name+"/page/")+strconv.Itoa(total), info(total))
	}
	if page == 0 {
		page = 1
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<!-- main-content start -->\n<div class=\"main-content\">\n\t<div class=\"title\">\n\t\t<a href=\"%s\">\n\t\t\t%s\n\t\t</a>\n\t\t&raquo;\n\t\t<a href=\"%s\">\n\t\t\tTag\n\t\t</a>\n\t\t&raquo;\n\t\t%s\n\t</div>\n\t<div class=\"main-box home-box-list\">\n",
		c.Href(""), cbSite, c.Href("tags"), Esc(tg.name))
	for _, t := range tg.page(page) {
		h.WriteString(s.row(c, d, t))
	}
	// The tag name goes into the pager unescaped.
	fmt.Fprintf(&h, "\t\t<div class=\"pagination\">\n\t\t\t%s\n\t\t\t<div class=\"c\"></div>\n\t\t</div>\n\t</div>\n</div>\n<!-- main-content end -->\n", cbPagination(c, "tag/"+tg.name+"/page/", page, total))
	fmt.Fprintf(&h, `<!-- main-sider start -->
<div class="main-sider">
	<div class="sider-box">
		<div class="sider-box-title">Tag：%s</div>
		<div class="sider-box-content btn">
			%s
			<p><span><h1>%s</h1></span></p>
			<p>
			<div id="TagDescription">
				&nbsp;&nbsp;&nbsp;&nbsp;
				%s
				<br/>
			</div>
			</p>
			<p>
							</p>
			<ul class="grey">
				<li>
					%d Topics
					&nbsp;&nbsp;&nbsp;&nbsp;
					%d Followers
				</li>
				<li>Created in %s</li>
				<li>Last updated in %s</li>
			</ul>
		</div>
	</div>
`, Esc(tg.name), cbTagIcon(c, tg, "large"), Esc(tg.name), Esc(tg.desc), len(tg.topics), Hash("cbfollow", tg.id)%9,
		cbTime(c.W.Now, tg.created), cbTime(c.W.Now, tg.recent))
	h.WriteString(s.sider(c, d))
	h.WriteString(s.statsBox(c, d))
	h.WriteString("</div>\n<!-- main-sider end -->\n")
	title := tg.name
	if page > 1 {
		title += fmt.Sprintf(" Page%d", page)
	}
	return c.Page(info(page), s.layout(c, d, title+" - "+cbSite, false, "", tg.name+" - "+clip(tg.desc, 150), h.String()))
}

// tagsList is tags.php: enabled tags with topics, the most topics first.
func (s cbSkin) tagsList(c *Ctx, d *cbTables, page int) Response {
	total := pageCount(len(d.hot), cbTopicsPer)
	info := func(p int) Info {
		u := "tags"
		if p > 1 {
			u = fmt.Sprintf("tags/page/%d", p)
		}
		return Info{Type: TypeIndex, FPage: p, Canonical: u}
	}
	if page == 1 {
		return c.Redirect("tags", info(1))
	}
	if page > total {
		return c.Redirect(fmt.Sprintf("tags/page/%d", total), info(total))
	}
	if page == 0 {
		page = 1
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<!-- main-content start -->\n<div class=\"main-content\">\n\t<div class=\"title\">\n\t\t<a href=\"%s\">\n\t\t\t%s\n\t\t</a> &raquo; Tag\n\t</div>\n\t<div class=\"main-box home-box-list\">\n\t\n", c.Href(""), cbSite)
	for _, tg := range Page(d.hot, page, cbTopicsPer) {
		desc := []rune(tg.desc)
		ds := tg.desc
		if len(desc) > 60 {
			ds = string(desc[:60]) + "……"
		}
		fmt.Fprintf(&h, `		<div class="tags-list-detail">
			<div>
				<div class="item-avatar">
					<a href="%s">
						%s
					</a>
				</div>
				<div class="tag-item-content grey">
					<h2>
						<a href="%s">
							%s
						</a>
					</h2>
				<div class="c"></div>
				&nbsp;&nbsp;
				%d Topics
				&nbsp;&nbsp;&nbsp;&nbsp;
				%d Followers
				</div>
				<div class="c"></div>
			</div>
			<p class="fs14">%s</p>
		</div>
`, c.Href("tag/"+cbURLEncode(tg.name)), cbTagIcon(c, tg, "middle"), c.Href("tag/"+cbURLEncode(tg.name)), Esc(tg.name),
			len(tg.topics), Hash("cbfollow", tg.id)%9, Esc(ds))
	}
	fmt.Fprintf(&h, "\t\t<div class=\"c\"></div>\n\t\t<div class=\"pagination\">\n%s\n\t\t\t<div class=\"c\"></div>\n\t\t</div>\n\t</div>\n</div>\n<!-- main-content end -->\n<!-- main-sider start -->\n<div class=\"main-sider\">\n%s</div>\n<!-- main-sider end -->\n",
		cbPagination(c, "tags/page/", page, total), s.sider(c, d))
	title := "Hot tags"
	if page > 1 {
		title = fmt.Sprintf(" Page%d-Hot tags", page)
	}
	return c.Page(info(page), s.layout(c, d, title+" - "+cbSite, false, "", "", h.String()))
}

// user is user.php: a member's details and latest 30 posts.
func (s cbSkin) user(c *Ctx, d *cbTables, name string) Response {
	u := d.byName[strings.ToLower(name)]
	if u == nil {
		return s.alert(c, d, http.StatusNotFound, "404 Not Found", "404 Not Found")
	}
	n := d.uname[u]
	posts := d.o.byUser[u]
	replies := 0
	for _, p := range posts {
		if p.Index > 0 {
			replies++
		}
	}
	var h strings.Builder
	last := u.Joined
	if len(posts) > 0 {
		last = posts[0].Time
	}
	fmt.Fprintf(&h, `<!-- main-content start -->
<div class="main-content">
	<div class="title">
		<a href="%s">%s</a>
		&raquo; %s
	</div>
	<!-- User Infomation start -->
	<div class="main-box">
		<div class="member-avatar">
			%s
		</div>
		<div class="member-detail">
			<p>Username：<strong>%s</strong></p>
			<p>Registered in：%s</p>
			<p>
				Topics Number：
				<a href="%s">
					%d
				</a>
				&nbsp;&nbsp;&nbsp;
				Posts Number：
				<a href="%s">
					%d
				</a>
			</p>
			<p>Homepage： <a href="%s" target="_blank"
													rel="nofollow">%s</a></p>
			<p>Introduction：
				<br/> %s</p>
		</div>
		<div class="member-btn btn">
					</div>
		<div class="c"></div>
	</div>
	<!-- User Infomation end -->
	<!-- posts list start -->
	<div class="title">
		Last activity in %s
	</div>
	<div class="main-box home-box-list">
`, c.Href(""), cbSite, Esc(n), cbAvatar(c, d, u, "large"), Esc(n), cbTime(c.W.Now, u.Joined),
		c.Href("search/"+cbURLEncode("user:"+n)), len(d.started[u]), c.Href("search/"+cbURLEncode("user:"+n+" post:true")), replies,
		Esc(d.homepage[u]), Esc(d.homepage[u]), Esc(u.Bio), cbTime(c.W.Now, last))
	for _, p := range posts[:min(cbUserPosts, len(posts))] {
		what := "Replied to topic"
		if p.Index == 0 {
			what = "Created topic"
		}
		fmt.Fprintf(&h, `			<div class="comment-item">
				<div class="user-comment-data">
					<div class="comment-content">
						<span class="user-activity-title">%s
							&nbsp;›&nbsp;<a
									href="%s">%s</a></span>
						%s
					</div>

					<div class="comment-data-date">
						<div class="float-right">
							&laquo;&nbsp;&nbsp;%s</div>
						<div class="c"></div>
					</div>
					<div class="c"></div>
				</div>
				<div class="c"></div>
			</div>
`, what, c.Href(d.gotoURL(p)), Esc(p.Thread.Title), Esc(clip(p.Body[0], 300)), cbTime(c.W.Now, p.Time))
	}
	fmt.Fprintf(&h, "\t</div>\n\t<!-- posts list end -->\n</div>\n<!-- main-content end -->\n<!-- main-sider start -->\n<div class=\"main-sider\">\n%s</div>\n<!-- main-sider end -->\n", s.sider(c, d))
	return c.Page(Info{Type: TypeOther}, s.layout(c, d, n+" - "+cbSite, false, "", n+" - "+Esc(clip(u.Bio, 150)), h.String()))
}

// cbHit is one search result: a topic, or a post of it for a posts search.
type cbHit struct {
	t *Thread
	p *Post // nil for a topic hit
}

// search is search.php. A user:NAME token makes the search "advanced",
// which alone lets a guest search posts (post:true); other tokens match
// titles and tags. Results come 20 a page, newest activity first, and the
// pager knows only previous and next.
func (s cbSkin) search(c *Ctx, d *cbTables, keyword, rawPage string) Response {
	keyword = strings.TrimSpace(keyword)
	tokens := strings.Split(keyword, " ")
	var words []string
	posts := false
	var who *User
	advanced := false
	seen := map[string]bool{}
	for _, tok := range tokens {
		if seen[tok] {
			continue
		}
		seen[tok] = true
		if tok == "post:true" {
			posts = true
			continue
		}
		if len(tok) > 5 && strings.EqualFold(tok[:5], "user:") && cbIsName(tok[5:]) {
			advanced = true
			if who == nil {
				who = d.byName[strings.ToLower(tok[5:])]
				if who == nil {
					who = &User{} // no such member: nothing matches
				}
			}
			continue
		}
		words = append(words, strings.ToLower(tok))
	}
	if !advanced {
		posts = false
	}
	page, _ := strconv.Atoi(rawPage)
	if page < 0 || page == 1 {
		return c.Redirect(cbPathEscape("search/"+keyword), Info{Type: TypeOther})
	}
	if page == 0 {
		page = 1
	}
	match := func(t *Thread) bool {
		if len(words) == 0 {
			return true
		}
		for _, w := range words {
			if strings.Contains(strings.ToLower(t.Title), w) {
				return true
			}
			for _, tg := range d.topicTag[t] {
				if strings.Contains(strings.ToLower(tg.name), w) {
					return true
				}
			}
		}
		return false
	}
	var hits []cbHit
	if posts {
		for _, p := range d.o.byUser[who] {
			if match(p.Thread) {
				hits = append(hits, cbHit{p.Thread, p})
			}
		}
	} else {
		for _, t := range d.home {
			if (who == nil || t.Author == who) && match(t) {
				hits = append(hits, cbHit{t, nil})
			}
		}
	}
	shown := Page(hits, page, cbTopicsPer)
	isLast := len(hits) <= page*cbTopicsPer
	var h strings.Builder
	fmt.Fprintf(&h, "<!-- main-content start -->\n<div class=\"main-content\">\n\t<script type=\"text/javascript\">\n\t\t$(\"#SearchInput\").val('%s');\n\t</script>\n\t<div class=\"title\">\n\t\t<a href=\"%s\">\n\t\t\t%s\n\t\t</a>\n\t\t&raquo; Search &raquo; %s\n\t</div>\n\t<div class=\"main-box home-box-list\">\n",
		Esc(keyword), c.Href(""), cbSite, Esc(keyword))
	for _, x := range shown {
		t := x.t
		tid := d.o.threadID[t]
		author, when := t.Author, t.LastPost().Time
		link := fmt.Sprintf("t/%d", tid)
		if x.p != nil {
			author, when = x.p.Author, x.p.Time
			link = d.gotoURL(x.p)
		}
		fmt.Fprintf(&h, "\t\t<div class=\"post-list\">\n\t\t\t<div class=\"item-avatar\">\n\t\t\t\t<a href=\"%s\" target=\"_blank\">\n\t\t\t\t\t\t%s\n\t\t\t\t\t</a>\n\t\t\t</div>\n\t\t\t<div class=\"item-content\">\n\t\t\t\t<h2>\n\t\t\t\t\t<a href=\"%s\">\n\t\t\t\t\t\t%s\n\t\t\t\t\t</a>\n\t\t\t\t</h2>\n",
			c.Href(d.userURL(author)), cbAvatar(c, d, author, "middle"), c.Href(link), Esc(t.Title))
		if x.p != nil {
			fmt.Fprintf(&h, "                <div class=\"topic-dec\">\n                    %s\n                </div>\n", Esc(clip(x.p.Body[0], 300)))
		}
		h.WriteString("\t\t\t\t<span class=\"item-tags\">\n")
		for _, tg := range d.topicTag[t] {
			fmt.Fprintf(&h, "\t\t\t\t\t<a href=\"%s\">%s</a>\n", c.Href("tag/"+cbURLEncode(tg.name)), Esc(tg.name))
		}
		fmt.Fprintf(&h, "\t\t\t\t</span>\n\t\t\t\t<span class=\"item-date float-right\">\n\t\t\t\t\t<a href=\"%s\">%s</a>&nbsp;•&nbsp;\n\t\t\t\t\t%s",
			c.Href(d.userURL(author)), Esc(d.uname[author]), cbTime(c.W.Now, when))
		if r := len(t.Posts) - 1; r > 0 {
			last := t.LastPost().Author
			fmt.Fprintf(&h, "&nbsp;•&nbsp;Last reply from&nbsp;<a href=\"%s\">%s</a>\n", c.Href(d.userURL(last)), Esc(d.uname[last]))
		}
		h.WriteString("\t\t\t\t</span>\n\t\t\t</div>\n")
		if r := len(t.Posts) - 1; r > 0 {
			fmt.Fprintf(&h, "\t\t\t<div class=\"item-count\">\n\t\t\t\t<a href=\"%s\" target=\"_blank\">%d</a>\n\t\t\t</div>\n", c.Href(fmt.Sprintf("t/%d", tid)), r)
		}
		h.WriteString("\t\t\t<div class=\"c\"></div>\n\t\t</div>\n")
	}
	// The keyword goes into the pager as typed, spaces and all.
	fmt.Fprintf(&h, "\t\t<div class=\"pagination\">\n\t\t\t%s\n\t\t\t<div class=\"c\"></div>\n\t\t</div>\n\t</div>\n</div>\n<!-- main-content end -->\n<!-- main-sider start -->\n<div class=\"main-sider\">\n%s</div>\n<!-- main-sider end -->\n",
		cbSimplePager(c, "search/"+keyword+"/page/", page, isLast), s.sider(c, d))
	title := "Search " + keyword + " "
	if page > 1 {
		title += fmt.Sprintf(" Page%d", page)
	}
	return c.Page(Info{Type: TypeOther}, s.layout(c, d, Esc(title)+" - "+cbSite, false, "", "", h.String()))
}

// cbIsName is IsName: 4-20 of [A-Za-z0-9_-] (or CJK), not all digits.
func cbIsName(s string) bool {
	if len(s) < 4 || len(s) > 20 || strings.TrimLeft(s, "0123456789") == "" {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-' || r >= 0x4e00 && r <= 0x9fa5) {
			return false
		}
	}
	return true
}

// statistics is statistics.php: the site's totals; its charts are drawn by script.
func (s cbSkin) statistics(c *Ctx, d *cbTables) Response {
	var h strings.Builder
	fmt.Fprintf(&h, `<!-- main-content start -->
<div class="main-content">
	<div class="title">
		<a href="%s">%s</a> &raquo; Statistics
	</div>
	<div class="main-box">
		<ul>
			<li>Topics Number：%d</li>
			<li>Posts Number：%d</li>
			<li>Tags Number：%d</li>
			<li>Users Number：%d</li>
		</ul>
		<div id="StatisticsChart" style="width:100%%;height:400px;"></div>
		<script type="text/javascript" src="%sstatic/js/echarts.min.js?version=%s"></script>
	</div>
</div>
<!-- main-content end -->
<!-- main-sider start -->
<div class="main-sider">
%s</div>
<!-- main-sider end -->
`, c.Href(""), cbSite, len(c.W.Threads), len(c.W.Posts)-len(c.W.Threads), len(d.tags), len(c.W.Users), c.Pkg.Mount, cbVersion, s.sider(c, d))
	return c.Page(Info{Type: TypeOther}, s.layout(c, d, "Statistics - "+cbSite, false, "", "", h.String()))
}

// form is the login, register and forgotten-password pages; the sider's login box is left out of the first two.
func (s cbSkin) form(c *Ctx, d *cbTables, which string) Response {
	title, fields, button := "Log in", []string{"UserName:text:Username", "Password:password:Password", "VerifyCode:text:Verification code"}, "Log in"
	switch which {
	case "register":
		title, fields, button = "Sign up", []string{"UserName:text:Username", "Email:text:Email", "Password:password:Password", "Password2:password:Confirm password", "VerifyCode:text:Verification code"}, "Sign up"
	case "forgot":
		title, fields, button = "Forgot password", []string{"UserName:text:Username", "Email:text:Email", "VerifyCode:text:Verification code"}, "Submit"
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<!-- main-content start -->\n<div class=\"main-content\">\n\t<div class=\"title\">\n\t\t<a href=\"%s\">%s</a> &raquo; %s\n\t</div>\n\t<div class=\"main-box\">\n\t\t<form action=\"%s\" method=\"post\">\n\t\t\t<input type=\"hidden\" name=\"FormHash\" value=\"%s\" />\n\t\t\t<table cellpadding=\"5\" cellspacing=\"8\" border=\"0\" width=\"100%%\" class=\"fs14\">\n\t\t\t\t<tbody>\n",
		c.Href(""), cbSite, title, c.Href(which), cbFormHash())
	for _, f := range fields {
		p := strings.SplitN(f, ":", 3)
		fmt.Fprintf(&h, "\t\t\t\t\t<tr>\n\t\t\t\t\t\t<td width=\"180\" align=\"right\">%s</td>\n\t\t\t\t\t\t<td width=\"auto\" align=\"left\"><input type=\"%s\" name=\"%s\" class=\"w200\" value=\"\" /></td>\n\t\t\t\t\t</tr>\n", p[2], p[1], p[0])
	}
	fmt.Fprintf(&h, "\t\t\t\t\t<tr>\n\t\t\t\t\t\t<td width=\"180\" align=\"right\"></td>\n\t\t\t\t\t\t<td width=\"auto\" align=\"left\"><input type=\"submit\" value=\"%s\" name=\"submit\" class=\"textbtn\" /></td>\n\t\t\t\t\t</tr>\n\t\t\t\t</tbody>\n\t\t\t</table>\n\t\t</form>\n\t</div>\n</div>\n<!-- main-content end -->\n<!-- main-sider start -->\n<div class=\"main-sider\">\n%s</div>\n<!-- main-sider end -->\n",
		button, s.siderFor(c, d, which))
	return c.Page(Info{Type: TypeOther}, s.layout(c, d, title+" - "+cbSite, false, "", "", h.String()))
}

// cbFormHash is FormHash for a guest: eight hex digits of an md5 of the site name and the salt.
func cbFormHash() string {
	sum := md5.Sum([]byte(cbSite + "carbon-salt"))
	return hex.EncodeToString(sum[:])[8:16]
}

// alert is AlertMsg: the message in the layout, with its status.
func (s cbSkin) alert(c *Ctx, d *cbTables, status int, title, msg string) Response {
	body := fmt.Sprintf("<!-- main-content start -->\n<div class=\"main-content\">\n\t<div class=\"title\"><a href=\"%s\">%s</a> &raquo; Tip information</div>\n\t<div class=\"main-box\">\n\t\t<p class=\"red fs12\" style=\"margin-left:60px;\">\n\t\t› %s <br/>\n\t\t</p>\n\t</div>\n</div>\n<!-- main-content end -->\n<!-- main-sider start -->\n<div class=\"main-sider\">\n%s</div>\n<!-- main-sider end -->\n",
		c.Href(""), cbSite, Esc(msg), s.sider(c, d))
	return Response{Status: status, Body: s.layout(c, d, title+" - "+cbSite, false, "", "", body), Info: Info{Type: TypeOther}}
}

// statsBox is the home and tag pages' site statistics.
func (s cbSkin) statsBox(c *Ctx, d *cbTables) string {
	return fmt.Sprintf("\t<div class=\"sider-box\">\n\t\t<div class=\"sider-box-title\">Website Statistics</div>\n\t\t<div class=\"sider-box-content\">\n\t\t\t<ul>\n\t\t\t\t<li>Topics Number：%d</li>\n\t\t\t\t<li>Posts Number：%d</li>\n\t\t\t\t<li>Tags Number：%d</li>\n\t\t\t\t<li>Users Number：%d</li>\n\t\t\t</ul>\n\t\t</div>\n\t</div>\n",
		len(c.W.Threads), len(c.W.Posts)-len(c.W.Threads), len(d.tags), len(c.W.Users))
}

func (s cbSkin) sider(c *Ctx, d *cbTables) string { return s.siderFor(c, d, "") }

// siderFor is sider.php for a guest: the login box (not on the login and
// register pages), the hot tags and the information bar.
func (s cbSkin) siderFor(c *Ctx, d *cbTables, page string) string {
	var h strings.Builder
	if page != "login" && page != "register" {
		fmt.Fprintf(&h, `<div class="sider-box">
	<div class="sider-box-title"> Log in </div>
	<div class="sider-box-content">
		<div class="center-align" style="width:226px;">
			<form action="%s" method="post" onsubmit="JavaScript:this.Password.value=md5(this.Password.value);">
				<input type="hidden" value="%s" name="ReturnUrl" />
				<input type="hidden" name="FormHash" value="%s" />
				<input type="hidden" name="Expires" value="30" />
				<p><label><input type="text" name="UserName" id="UserName" class="w200" value="" placeholder="Username" onblur="CheckUserNameExist()" /></label></p>
				<p><label><input type="password" name="Password" class="w200" value="" placeholder="Password" /></label></p>
				<p><label><input type="text" name="VerifyCode" class="w100" onfocus="document.getElementById('Verification_Code_Img').src='%sseccode.php';document.getElementById('Verification_Code_Img').style.display='inline';" value="" placeholder="Verification code" /></label>
				<img src="" id="Verification_Code_Img" style="cursor: pointer;display:none;" onclick="this.src+=''" alt="Verification code" align="middle" /></p>
				<p><input type="submit" value=" Log in " name="submit" class="textbtn" style="margin:0 78px;" /></p>
				<p class="fs14 text-center">
					<a href="%s">Sign up</a>&nbsp;&nbsp;&nbsp;&nbsp;
					<a href="%s">Forgot password</a>
				</p>
			</form>
		</div>
				<p>
				</p>
	</div>
</div>
`, c.Href("login"), Esc(c.Pkg.Mount+c.Path), cbFormHash(), c.Pkg.Mount, c.Href("register"), c.Href("forgot"))
	}
	fmt.Fprintf(&h, "<div class=\"sider-box\">\n\t<div class=\"sider-box-title\">\n\t\tHot tags\n\t\t<span class=\"float-right\"><a href=\"%s\">Show more</a></span>\n\t</div>\n\t<div class=\"sider-box-content btn\">\n", c.Href("tags"))
	for _, tg := range d.hot[:min(cbTopicsPer, len(d.hot))] {
		fmt.Fprintf(&h, "\t\t<a href=\"%s\">%s</a>\n", c.Href("tag/"+cbURLEncode(tg.name)), Esc(tg.name))
	}
	h.WriteString("\t</div>\n</div>\n<div class=\"sider-box\">\n\t<div class=\"sider-box-title\">Information Bar</div>\n\t<div class=\"sider-box-content\">\n\t\tHello World\n\t\t<div class=\"c\"></div>\n\t</div>\n</div>\n")
	return h.String()
}

// layout is layout.php for a guest: the head, the nav bar with its search
// box (a script, not a link), sign-up, log-in and home buttons, the page
// and the footer with the statistics link.
func (s cbSkin) layout(c *Ctx, d *cbTables, title string, home bool, keywords, desc, content string) string {
	var h strings.Builder
	m := c.Pkg.Mount
	h.WriteString(`<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"
	"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en"
	  lang="en">
<head>
	<meta name="renderer" content="webkit"/>
	<meta http-equiv="Content-Type" content="text/html;charset=utf-8"/>
	<meta http-equiv="Cache-Control" content="no-siteapp"/>
	<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1"/>
	`)
	if keywords != "" {
		fmt.Fprintf(&h, "<meta name=\"keywords\" content=\"%s\" />\n", Esc(keywords))
	}
	if desc == "" && home {
		desc = cbSiteDesc
	}
	if desc != "" {
		fmt.Fprintf(&h, "<meta name=\"description\" content=\"%s\" />\n", Esc(desc))
	}
	fmt.Fprintf(&h, `	<meta name="msapplication-TileImage" content="%sstatic/img/retinahd_icon.png"/>
	<title>%s</title>
	<link rel="apple-touch-icon-precomposed"
		  href="%sstatic/img/apple-touch-icon-57x57-precomposed.png"/>
	<link rel="apple-touch-icon-precomposed" sizes="180x180"
		  href="%sstatic/img/retinahd_icon.png"/>
	<link rel="shortcut icon" type="image/ico" href="%sfavicon.ico"/>
	<link
		href="%sstatic/css/default/style.css?version=%s"
		rel="stylesheet" type="text/css"/>
	<link rel="search" type="application/opensearchdescription+xml"
		  title="%s"
		  href="%ssearch.xml"/>
	<script type="text/javascript">
		var Prefix = "carbon_";
		var WebsitePath = "";
	</script>
	<script type="text/javascript" charset="utf-8" src="%sstatic/js/jquery.js"></script>
	<script type="text/javascript" charset="utf-8"
			src="%sstatic/js/default/global.js?version=%s"></script>
	<script type="text/javascript">
				loadScript(WebsitePath + "/language/en/global.js?version=%s", function () {
		});
	</script>
`, m, title, m, m, m, m, cbVersion, clip(cbSite, 15), m, m, m, cbVersion, cbVersion)
	h.WriteString(c.Styles(14))
	homeActive := ""
	if home {
		homeActive = ` class="buttons-active"`
	}
	fmt.Fprintf(&h, `</head>
<body>
<!-- content wrapper start -->
<div class="wrapper">
	<div class="nav-bar">
		<div class="nav-panel">
			<div class="inner-nav-panel">
				<div class="logo">
					<a href="%s">
						<img src="%sstatic/img/logo.png"
							 alt="Home"/>
					</a>
				</div>
				<div class="buttons">
					<div class="searchbox">
						<input type="text" id="SearchInput"
							   onkeydown="javascript:if((event.keyCode==13)&&(this.value!='')){$('#SearchButton').trigger('click');}"
							   placeholder="Search" />
						<a href="###" id="SearchButton">
							<div class="icon icon-search"></div>
						</a>
					</div>
											<a href="%s">
							Sign up
						</a>
						<a href="%s">
							 Log in 
						</a>
											<a href="%s"%s>
						Home
					</a>
				</div>
				<div class="c"></div>
			</div>
		</div>
		<div class="emptyProgressBar">
			<div class="progressBar" id="progressBar">
				<div class="bar1" id="progressBar1"></div>
			</div>
		</div>
	</div>
	<!-- main start -->
	<div class="main-content"></div>
		<div class="main" id="main">
		
%s
		<div class="c"></div>
		<a style="display: none; " rel="nofollow" href="#top" id="go-to-top">▲</a>
	</div>
		<!-- main end -->
	<div class="c"></div>

	<!-- footer start -->
	<div class="copyright">
		<p>
			%s Powered By © 2006-2017 <a href="http://www.94cb.com" target="_blank">Carbon
				Forum</a> V%s
			<a href="%s">Statistics</a>
			<br/>
			Processed in %d.%03d ms,
			%d SQL Query(s),
			%d.%02d KiB Memory Usage
		</p>
	</div>
	<!-- footer end -->
</div>
<!-- content wrapper end -->
`, c.Href(""), m, c.Href("register"), c.Href("login"), c.Href(""), homeActive, content, cbSite, cbVersion, c.Href("statistics"),
		1+Hash("cbms", c.Path)%9, Hash("cbus", c.Path)%1000, 2+Hash("cbsql", c.Path)%5, 400+Hash("cbmem", c.Path)%200, Hash("cbkb", c.Path)%100)
	h.WriteString(c.Scripts(6))
	h.WriteString("</body>\n</html>\n")
	return h.String()
}
