package sim

import (
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"focus/sim/text"
)

// mwForum 2.26.0 (Markus Wichitill's Perl forum) with its Default2 style, at
// /mwf/. mwForum is a directory of Perl CGI scripts; links between them are
// relative ("topic_show.pl?tid=3"), and $m->url() joins parameters with ';' and
// escapes every byte outside [A-Za-z0-9_.!~()-] as a lower-case %xx (CGI.pm
// reads '&' as well). Categories and boards are two tables: the forum page
// lists each category as a header row over its boards, and a category has no
// page of its own (the board jump list's "cid" values send to the forum page's
// anchor). Topics (tid) and posts (pid) are numbered in posting order over the
// whole site. Lists show a last post's time without a link to it, and there
// is no printable view; board and topic pages link their neighbours through
// prevnext.pl (2.27 dropped it). Topics are threaded (a board's "flat" option is off by default):
// each reply answers a post, the page is that tree in depth-first order,
// indented 3% a level, each post with a "Parent" button; a branch's children
// follow their parent in time order, so a page is still a slice of the posts
// by time. Guests may read only: a new board lets only registered users post,
// so no Post, Reply or Report buttons are drawn for them, and post_add.pl and
// topic_add.pl, typed in, answer "Access denied." Every error is an error box
// under the header with status 200. Redirects are 303 (HTTP/1.1). Guests have
// no prevon cookie, so nothing is ever new to them and the New Posts overview
// stays unlinked; the forum page offers "Mark Old" instead. The login button
// carries the page it was pressed on (ori=, the script and raw query, itself
// escaped) except on the forum page and user_* pages, so every page has its own
// login URL. Options of this forum: 25 topics a board page (the default), 20
// posts a topic page (the shipped default is 50), 25 members a list page; the
// user list, the feeds page (its files written by cron_rss.pl under
// attach/xml/), forum activity statistics and the online list are enabled for
// everybody; the chat and search are on by default. The entry is
// forum_show.pl, the page every header's "Forum start page" button links;
// forum.pl, the way in the help text asks for (it starts a session), 303s
// there. URL scheme:
//
//	"" (the mount)                              403, the directory is not listed (Options -Indexes); *.pm 403
//	forum_show.pl[?msg=X...]                    categories and boards (entry, canonical forum_show.pl)
//	forum.pl[?bid=B]                            303 to forum_show.pl (entry), or to board_show.pl?bid=B
//	board_show.pl?bid=B[;pg=N]                  board, 25 topics a page (index); page links carry pg=1 too;
//	                                            a page past the end is an empty list (other)
//	board_show.pl?tid=T[;msg=EolTpc]            the board page holding topic T (index, canonical that page)
//	board_show.pl?bid=cidC, ?bid=0              303 to forum_show.pl#cidC, forum_show.pl (entry)
//	topic_show.pl?tid=T[;pg=N]                  topic, 20 posts a page (thread); pg=1 a duplicate of the plain URL
//	topic_show.pl?pid=P[;hl=W]                  the page holding post P (thread, canonical that page), the
//	                                            permalink of every post header, parent buttons and search results
//	prevnext.pl?tid=T;dir=prev|next             303 to the topic of the next newer|older last post of the board
//	                                            (thread), at the end to board_show.pl?tid=T;msg=EolTpc (index)
//	prevnext.pl?bid=B;dir=prev|next             303 to the previous|next board, wrapping around (index)
//	user_info.pl?uid=U                          profile (other); uid=0 and -1 notes, unknown an error
//	user_list.pl[?search=;field=F;sort=S;order=O;hide=H;pg=N]   member list (other); its sort fields are a GET form
//	forum_search.pl[?uid=U], ?words=;user=NAME;min=0;max=0;board=;field=body;order=desc;pg=N   form, a member's
//	                                            posts or words in posts, 20 a page (other)
//	forum_overview.pl?act=new[;bid=B|;tid=T]    new posts (other): empty for guests; act=unread: access denied
//	forum_info.pl[?details=1], user_agents.pl[?days=7|30|90|365], forum_activity.pl, forum_help.pl,
//	forum_feeds.pl, chat_show.pl, board_info.pl?bid=B                            other
//	user_login.pl[?ori=...], user_register.pl   login and registration forms (other)
//	user_mark.pl?act=old;time=T                 303 to forum_show.pl?msg=MarkOld (entry); other acts denied
//	post_add.pl?tid=T|pid=P, topic_add.pl?bid=B "Access denied." for guests (other)
//	attach/xml/forum.atom10.xml, forum.rss200.xml, boardB.atom10.xml, boardB.rss200.xml   feeds (other)
func mwforum() *Package {
	return &Package{
		Name: "mwforum", Software: "mwForum 2.26.0 (Default2)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, Threads: [2]int{20, 50},
			Posts: [2]int{1, 22}, LongThreadChance: 0.06, ThreadsPerPage: mwTopicsPP, PostsPerPage: mwPostsPP,
			Users: 60, Lang: text.English, Opinion: 0.3, StickyChance: 0.03},
		Mount: "/mwf/", Seed: 3711, Unseen: true,
		Skin: mwSkin{},
	}
}

// mwSkin renders mwForum 2.26.0 with the Default2 style.
type mwSkin struct{}

const (
	mwVersion   = "2.26.0"
	mwForumName = "Riverbend Makers Forum" // forumName
	mwAdminMail = "webmaster at riverbend-makers dot org"
	mwTopicsPP  = 25 // topicsPP, the default
	mwPostsPP   = 20 // postsPP, set by this forum's admin
	mwUsersPP   = 25 // usersPP
	mwIndent    = 3  // indent, percent a level
	mwMaxDepth  = 9  // deeper replies go to the branch's first post, as people answer the topic again
	mwRssItems  = 15 // rssItems
	mwChatMsgs  = 25 // chatMaxMsgs
	mwSearchMax = 500
	mwTime      = "2006-01-02 15:04" // timeFormat %Y-%m-%d %H:%M, timezone 0
)

// mwTables are what the skin derives from a world.
type mwTables struct {
	tid      map[*Thread]int
	byTid    []*Thread
	pid      map[*Post]int
	byPid    []*Post
	byUser   map[*User][]*Post // newest first
	uid      map[*User]int     // registration order: the first registered is the admin
	byUid    []*User
	users    map[string]*User // lower-case name, as MySQL's collation compares
	parent   map[*Post]*Post  // nil for a topic's roots
	depth    map[*Post]int
	children map[*Post][]*Post
	roots    map[*Thread][]*Post // the base post, then topic-level replies
	quotes   map[*Post]bool      // replies that quote a line of their parent
	byLast   map[*Board][]*Thread
}

func mwTab(w *World) *mwTables {
	return w.Derived("mwforum", func() any {
		o := newIDOrder(w)
		d := &mwTables{tid: o.threadID, byTid: o.threads, pid: o.postID, byPid: o.posts, byUser: o.byUser,
			uid: map[*User]int{}, users: map[string]*User{}, parent: map[*Post]*Post{}, depth: map[*Post]int{},
			children: map[*Post][]*Post{}, roots: map[*Thread][]*Post{}, quotes: map[*Post]bool{},
			byLast: map[*Board][]*Thread{}}
		d.byUid = slices.Clone(w.Users)
		slices.SortStableFunc(d.byUid, func(a, b *User) int { return a.Joined.Compare(b.Joined) })
		for i, u := range d.byUid {
			d.uid[u] = i + 1
			d.users[strings.ToLower(u.Name)] = u
		}
		for _, t := range w.Threads {
			d.tree(t)
		}
		for _, b := range w.Boards {
			ts := slices.Clone(b.Threads)
			slices.SortStableFunc(ts, byLastPost)
			d.byLast[b] = ts
		}
		return d
	}).(*mwTables)
}

// tree gives a topic's replies their parents. A reply answers a post on the
// path from the last root to the previous post, or the topic itself, so the
// depth-first order the page prints is the posting order.
func (d *mwTables) tree(t *Thread) {
	base := t.Posts[0]
	d.roots[t] = []*Post{base}
	path := []*Post{base}
	for _, p := range t.Posts[1:] {
		h := Hash("mwparent", t.ID, p.Index)
		var parent *Post
		switch r := h % 100; {
		case r < 8 && len(path) > 0:
			// A topic-level reply: the Post button at the top of the page.
		case r < 45 || len(path) >= mwMaxDepth:
			parent = path[0]
		case r < 85:
			parent = path[len(path)-1]
		default:
			parent = path[int(h/100)%len(path)]
		}
		if parent == nil {
			d.roots[t] = append(d.roots[t], p)
			path = []*Post{p}
			continue
		}
		k := slices.Index(path, parent)
		path = append(path[:k+1], p)
		d.parent[p] = parent
		d.depth[p] = d.depth[parent] + 1
		d.children[parent] = append(d.children[parent], p)
		d.quotes[p] = Hash("mwquote", t.ID, p.Index)%4 == 0
	}
}

func (d *mwTables) thread(id int) *Thread {
	return byID(d.byTid, id)
}

func (d *mwTables) post(id int) *Post {
	return byID(d.byPid, id)
}

func (d *mwTables) user(id int) *User {
	return byID(d.byUid, id)
}

func (mwSkin) Entry() string { return "forum_show.pl" }

func (mwSkin) BoardURL(b *Board, p int) string {
	if p > 1 {
		return mwURL("board_show", "bid", strconv.Itoa(b.ID), "pg", strconv.Itoa(p))
	}
	return mwURL("board_show", "bid", strconv.Itoa(b.ID))
}

func (mwSkin) ThreadURL(t *Thread, p int) string {
	tid := strconv.Itoa(mwTab(t.Board.World).tid[t])
	if p > 1 {
		return mwURL("topic_show", "tid", tid, "pg", strconv.Itoa(p))
	}
	return mwURL("topic_show", "tid", tid)
}

// mwURL is $m->url(): the script with its extension, parameters joined with
// ';' and escaped, and the "tgt" parameter as the fragment.
func mwURL(script string, kv ...string) string {
	u := script
	if !strings.Contains(script, ".") {
		u += ".pl"
	}
	sep, target := "?", ""
	for i := 0; i+1 < len(kv); i += 2 {
		if kv[i] == "tgt" {
			target = kv[i+1]
			continue
		}
		u += sep + kv[i] + "=" + mwEscURL(kv[i+1])
		sep = ";"
	}
	if target != "" {
		u += "#" + target
	}
	return u
}

// mwEscURL escapes a parameter value as url() does, byte by byte.
func mwEscURL(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || strings.IndexByte("_.!~()-", c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02x", c)
		}
	}
	return b.String()
}

// mwEscHTML is escHtml(): the five special characters, apostrophes as &#39;.
func mwEscHTML(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "'", "&#39;", `"`, "&quot;").Replace(s)
}

func mwTid(d *mwTables, t *Thread) string { return strconv.Itoa(d.tid[t]) }

func mwUserURL(d *mwTables, u *User) string { return mwURL("user_info", "uid", strconv.Itoa(d.uid[u])) }

func mwPermalink(d *mwTables, p *Post) string {
	pid := strconv.Itoa(d.pid[p])
	return mwURL("topic_show", "pid", pid, "tgt", "pid"+pid)
}

func mwFormat(t time.Time) string { return t.UTC().Format(mwTime) }

// mwQuery is a request's parameters as CGI.pm reads them: pairs split at '&'
// or ';', '+' and %xx decoded, the first value of a repeated name.
type mwQuery struct {
	vals  map[string]string
	names []string
}

func mwParse(raw string) mwQuery {
	q := mwQuery{vals: map[string]string{}}
	for _, kv := range strings.FieldsFunc(raw, func(r rune) bool { return r == '&' || r == ';' }) {
		k, v, _ := strings.Cut(kv, "=")
		k, v = mwUnescape(k), mwUnescape(v)
		if _, ok := q.vals[k]; !ok {
			q.vals[k] = v
			q.names = append(q.names, k)
		}
	}
	return q
}

// mwUnescape decodes '+' and valid %xx escapes and leaves the rest as sent.
func mwUnescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '+':
			b.WriteByte(' ')
		case s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			n, _ := strconv.ParseUint(s[i+1:i+3], 16, 8)
			b.WriteByte(byte(n))
			i += 2
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

func isHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

func (q mwQuery) has(name string) bool { _, ok := q.vals[name]; return ok }

// str is paramStr(): the value with surrounding whitespace trimmed.
func (q mwQuery) str(name string) string { return strings.TrimSpace(q.vals[name]) }

// id is paramStrId(): the value when it is a word, else "".
func (q mwQuery) id(name string) string {
	v := q.vals[name]
	if v == "" || strings.IndexFunc(v, func(r rune) bool {
		return !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_')
	}) >= 0 {
		return ""
	}
	return v
}

// num is paramInt(): Perl's int() of the value, its leading number.
func (q mwQuery) num(name string) int {
	s := strings.TrimLeft(q.vals[name], " \t\n\r\f\v")
	end := 0
	if end < len(s) && (s[end] == '-' || s[end] == '+') {
		end++
	}
	for end < len(s) && s[end] >= '0' && s[end] <= '9' {
		end++
	}
	n, _ := strconv.Atoi(s[:end])
	return n
}

// flag is paramBool(): Perl truth of the value.
func (q mwQuery) flag(name string) bool { v := q.vals[name]; return v != "" && v != "0" }

// mwText is the language module's strings: the text of an id and its tooltip.
var mwText = map[string][2]string{
	"comUp":       {"Up", "Go up a level"},
	"comPgPrev":   {"Previous", "Go to previous page"},
	"comPgNext":   {"Next", "Go to next page"},
	"comFeeds":    {"Feeds", "Show Atom/RSS feeds"},
	"hdrForum":    {"Forum", "Forum start page"},
	"hdrHelp":     {"Help", "Help and FAQ"},
	"hdrSearch":   {"Search", "Search posts for keywords"},
	"hdrChat":     {"Chat", "Read and write chat messages"},
	"hdrLogin":    {"Login", "Login with username and password"},
	"hdrReg":      {"Register", "Register user account"},
	"frmMarkOld":  {"Mark Old", "Mark all posts as old"},
	"frmUsers":    {"Users", "Show user list"},
	"frmInfo":     {"Info", "Show forum info"},
	"fifBrowsers": {"Browsers", ""},
	"fifActivity": {"Activity", ""},
	"ovwRefresh":  {"Refresh", "Refresh page"},
	"brdInfo":     {"Info", "Show board info"},
	"brdPrev":     {"Previous", "Go to previous board"},
	"brdNext":     {"Next", "Go to next board"},
	"tpcPrev":     {"Previous", "Go to previous topic"},
	"tpcNext":     {"Next", "Go to next topic"},
	"uifListPst":  {"Posts", "Show posts by this user"},
	"chtRefresh":  {"Refresh", "Refresh page"},
}

// mwErrors are the error strings guests meet.
var mwErrors = map[string]string{
	"errParamMiss": "Mandatory parameter is missing.",
	"errBrdNotFnd": "Board doesn't exist.",
	"errTpcNotFnd": "Topic doesn't exist.",
	"errPstNotFnd": "Post doesn't exist.",
	"errUsrNotFnd": "User doesn't exist.",
	"errNoAccess":  "Access denied.",
	"errDbHidden":  "A database error has occurred and was logged.",
}

// mwMessages are the execution messages a msg parameter shows.
var mwMessages = map[string]string{
	"MarkOld":   "Posts marked as old",
	"EolTpc":    "No more topics in that direction",
	"TksFgtPwd": "Email sent",
	"AccntRegM": "Account registered. Please wait for the email with your password to arrive before proceeding to login. Please be aware that the email may end up in your spam folder, and that certain anti-spam measures may also delay the email for some time.",
}

// mwLink is a button link of a page bar: url, a language id or literal text, an icon.
type mwLink struct {
	url, txt, ico string
	dsb           bool
}

func mwLabel(id string) (text, tip string) {
	if t, ok := mwText[id]; ok {
		return t[0], t[1]
	}
	return id, ""
}

// mwPageLinks is pageLinks(): every page up to ten, else the first two, the
// last two and two around the current one, then the previous and next buttons.
func mwPageLinks(script string, params []string, page, pageNum int) []mwLink {
	var pages []int
	if pageNum <= 10 {
		for i := 1; i <= pageNum; i++ {
			pages = append(pages, i)
		}
	} else {
		pages = append(pages, 1, 2)
		add := func(ok bool, n int) {
			if ok {
				pages = append(pages, n)
			}
		}
		add(page > 5, 0)
		add(page > 4, page-2)
		add(page > 3 && page < pageNum, page-1)
		add(page > 2 && page < pageNum-1, page)
		add(page > 1 && page < pageNum-2, page+1)
		add(page < pageNum-3, page+2)
		add(page < pageNum-4, 0)
		pages = append(pages, pageNum-1, pageNum)
	}
	link := func(n int) string {
		return mwURL(script, append(slices.Clone(params), "pg", strconv.Itoa(n))...)
	}
	var out []mwLink
	for _, n := range pages {
		if n == 0 {
			out = append(out, mwLink{txt: "&#8230;"})
			continue
		}
		out = append(out, mwLink{url: link(n), txt: strconv.Itoa(n), dsb: n == page})
	}
	return append(out, mwLink{url: link(page - 1), txt: "comPgPrev", dsb: page == 1},
		mwLink{url: link(page + 1), txt: "comPgNext", dsb: page == pageNum})
}

func (s mwSkin) epx(c *Ctx) string { return "src='" + s.dataPath(c) + "/epx.png'" }

// dataPath is the data directory (styles, scripts, images) beside the scripts.
func (s mwSkin) dataPath(c *Ctx) string { return c.Pkg.Mount + "data" }

// attachPath is attachUrlPath, where cron_rss.pl writes the feeds.
func (s mwSkin) attachPath(c *Ctx) string { return c.Pkg.Mount + "attach" }

// pageBar is printPageBar(): navigation icons and title, then page links and
// button links.
func (s mwSkin) pageBar(c *Ctx, title, sub string, nav, pages, user []mwLink) string {
	epx := s.epx(c)
	var h strings.Builder
	h.WriteString("<div class='frm pgb'>\n<div class='hcl'>\n<span class='nav'>\n")
	for _, l := range nav {
		text, tip := mwLabel(l.txt)
		if l.dsb {
			fmt.Fprintf(&h, "<img class='sic sic_nav_%s_d' %s title='%s' alt='%s'/>\n", l.ico, epx, tip, text)
		} else {
			fmt.Fprintf(&h, "<a href='%s'><img class='sic sic_nav_%s' %s title='%s' alt='%s'/></a>\n", l.url, l.ico, epx, tip, text)
		}
	}
	fmt.Fprintf(&h, "</span>\n<span class='htt'>%s</span> %s\n</div>\n", title, sub)
	var b strings.Builder
	if len(pages) > 0 {
		b.WriteString("<span class='pln'>\n")
		for _, l := range pages {
			text, tip := mwLabel(l.txt)
			switch {
			case l.txt == "comPgPrev" || l.txt == "comPgNext":
				img := "nav_prev"
				if l.txt == "comPgNext" {
					img = "nav_next"
				}
				if l.dsb {
					fmt.Fprintf(&b, "<img class='sic dsb sic_%s_d' %s title='%s' alt='%s'/>\n", img, epx, tip, text)
				} else {
					fmt.Fprintf(&b, "<a href='%s'><img class='sic sic_%s' %s title='%s' alt='%s'/></a>\n", l.url, img, epx, tip, text)
				}
			case l.txt == "&#8230;":
				b.WriteString("&#8230;\n")
			case l.dsb:
				fmt.Fprintf(&b, "<span>%s</span>\n", text)
			default:
				fmt.Fprintf(&b, "<a href='%s'>%s</a>\n", l.url, text)
			}
		}
		b.WriteString("</span>\n")
	}
	if len(user) > 0 {
		b.WriteString("<div class='nbl'>\n")
		for _, l := range user {
			text, tip := mwLabel(l.txt)
			if l.ico != "" {
				fmt.Fprintf(&b, "<a href='%s' title='%s'><img class='bic bic_%s' %s alt=''/> %s</a>\n", l.url, tip, l.ico, epx, text)
			} else {
				fmt.Fprintf(&b, "<a href='%s' title='%s'>%s</a>\n", l.url, tip, text)
			}
		}
		b.WriteString("</div>\n")
	}
	if len(pages) > 0 && len(user) == 0 {
		b.WriteString("&#160;\n")
	}
	if b.Len() > 0 {
		h.WriteString("<div class='bcl'>\n" + b.String() + "</div>\n")
	}
	h.WriteString("</div>\n\n")
	return h.String()
}

// hints is printHints(): an info box of paragraphs.
func (s mwSkin) hints(c *Ctx, msgs ...string) string {
	var h strings.Builder
	fmt.Fprintf(&h, "<div class='frm hnt inf'>\n<div class='ccl'>\n<img class='sic sic_hint_info' %s alt=''/>\n", s.epx(c))
	for _, m := range msgs {
		h.WriteString("<p>" + m + "</p>\n")
	}
	h.WriteString("</div>\n</div>\n\n")
	return h.String()
}

// mwPage is what printHeader needs to know of a page.
type mwPage struct {
	script string            // env script: the file name without ".pl"
	title  string            // "" for the forum name
	js     map[string]string // extra data-params, values as JSON
	failed bool              // error() came before the header: noindex, and the login origin empty
	footer bool              // false on forum_info.pl, which leaves the copyright out
}

// robots is the robots meta printHeader sets: only the forum, board and topic
// pages may be indexed, topic pages only with tid and pg (not 1) alone.
func (s mwSkin) robots(q mwQuery, pg mwPage) string {
	switch {
	case pg.failed || pg.script != "forum_show" && pg.script != "board_show" && pg.script != "topic_show":
		return "noindex,nofollow"
	case pg.script == "topic_show":
		for _, n := range q.names {
			if n != "tid" && n != "pg" {
				return "noindex,nofollow"
			}
		}
		if q.num("pg") == 1 {
			return "noindex,nofollow"
		}
		return ""
	}
	return "noindex"
}

var (
	mwOriSid = regexp.MustCompile(`[?;]?sid=[0-9a-f]+`)
	mwOriMsg = regexp.MustCompile(`[?;]?msg=[A-Za-z]+`)
)

// origin is the ori value of the login button: the script and its raw query
// without sid and msg; empty on an error page.
func (s mwSkin) origin(c *Ctx, pg mwPage) string {
	if pg.failed {
		return ""
	}
	v := pg.script + ".pl"
	if c.RawQuery != "" {
		v += "?" + c.RawQuery
	}
	v = mwOriSid.ReplaceAllString(v, "")
	return mwOriMsg.ReplaceAllString(v, "")
}

// frame is printHeader() and printFooter() around a body.
func (s mwSkin) frame(c *Ctx, q mwQuery, pg mwPage, body string) string {
	data := s.dataPath(c)
	var h strings.Builder
	h.WriteString("<!DOCTYPE html>\n<html>\n<head>\n<meta http-equiv='content-type' content='text/html; charset=utf-8'/>\n")
	if r := s.robots(q, pg); r != "" {
		fmt.Fprintf(&h, "<meta name='robots' content='%s'/>\n", r)
	}
	fmt.Fprintf(&h, "<link rel='stylesheet' href='%s/mwforum.css'/>\n<link rel='stylesheet' href='%s/default2/default2.css'/>\n", data, data)
	h.WriteString("<style>\nbody, input, textarea, select, button { font-family: 'Verdana', sans-serif;  }\nimg.ava { width: 50px; height: 50px }\n</style>\n")
	params := map[string]string{"m_ext": `".pl"`, "env_script": `"` + pg.script + `"`, "cfg_dataPath": `"` + data + `"`}
	for k, v := range pg.js {
		params[k] = v
	}
	keys := make([]string, 0, len(params))
	for k := range params {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var js []string
	for _, k := range keys {
		js = append(js, `"`+k+`": `+params[k])
	}
	fmt.Fprintf(&h, "<script src='%s/jquery.js'></script>\n<script src='%s/mwforum.js' id='mwfjs' data-params='{ %s }'></script>\n", data, data, strings.Join(js, ", "))
	// The htmlHeader option: the site's own stylesheet and scripts.
	h.WriteString(c.Styles(13))
	h.WriteString(c.Scripts(8))
	title := pg.title
	if title == "" {
		title = mwForumName
	}
	fmt.Fprintf(&h, "<title>%s</title>\n</head>\n<body class='%s'>\n\n", title, pg.script)
	h.WriteString(s.topBar(c, pg))
	if msg := q.id("msg"); msg != "" {
		text := mwMessages[msg]
		if text == "" {
			text = msg
		}
		fmt.Fprintf(&h, "<div class='frm hnt exe'>\n<div class='ccl'>\n<img class='sic sic_hint_exec' %s alt=''/>\n<p>%s</p>\n</div>\n</div>\n\n", s.epx(c), text)
	}
	h.WriteString(body)
	if pg.footer {
		fmt.Fprintf(&h, "<p class='cpr'>Powered by <a href='http://www.mwforum.org/'>mwForum</a> %s &#169; 1999-2012 Markus Wichitill</p>\n\n", mwVersion)
	}
	h.WriteString("</body>\n</html>\n\n")
	return h.String()
}

// topBar is the header's bar: the forum name and the guest's buttons.
func (s mwSkin) topBar(c *Ctx, pg mwPage) string {
	epx := s.epx(c)
	button := func(url, id, icon string) string {
		text, tip := mwLabel(id)
		return fmt.Sprintf("<a href='%s' title='%s'><img class='bic bic_%s' %s alt=''/> %s</a>\n", url, tip, icon, epx, text)
	}
	login := mwURL("user_login")
	if !strings.HasPrefix(pg.script, "user_") && !strings.HasPrefix(pg.script, "forum_show") {
		login = mwURL("user_login", "ori", s.origin(c, pg))
	}
	return "<div class='frm tpb'>\n" +
		"<div class='hcl'><span class='nav'>Not logged in</span><span class='htt'>" + mwForumName + "</span></div>\n" +
		"<div class='bcl'>\n" +
		button(mwURL("forum_show"), "hdrForum", "forum") +
		button(mwURL("forum_help"), "hdrHelp", "help") +
		button(mwURL("forum_search"), "hdrSearch", "search") +
		button(mwURL("chat_show"), "hdrChat", "chat") +
		button("user_register.pl", "hdrReg", "user") +
		button(login, "hdrLogin", "login") +
		"</div>\n</div>\n\n"
}

// page answers a rendered page.
func (s mwSkin) page(c *Ctx, q mwQuery, info Info, pg mwPage, body string) Response {
	pg.footer = pg.script != "forum_info"
	return c.Page(info, s.frame(c, q, pg, body))
}

// fail is error(): the error box under the header, status 200. A script
// that printed its header before failing keeps that header (head).
func (s mwSkin) fail(c *Ctx, q mwQuery, pg mwPage, id string, head bool) Response {
	msg := mwErrors[id]
	if msg == "" {
		msg = id
	}
	if !head {
		pg = mwPage{script: pg.script, failed: true}
	}
	body := fmt.Sprintf("<div class='frm hnt err'>\n<div class='ccl'>\n<img class='sic sic_hint_error' %s alt=''/>\n<p>%s</p>\n</div>\n</div>\n\n", s.epx(c), mwEscHTML(msg))
	return s.page(c, q, Info{Type: TypeOther}, pg, body)
}

// note is note(): an info box with the message as given (string ids are not translated).
func (s mwSkin) note(c *Ctx, q mwQuery, pg mwPage, msg string) Response {
	body := fmt.Sprintf("<div class='frm hnt inf'>\n<div class='ccl'>\n<img class='sic sic_hint_info' %s alt=''/>\n%s\n</div>\n</div>\n\n", s.epx(c), msg)
	return s.page(c, q, Info{Type: TypeOther}, pg, body)
}

// redirect is redirect(): 303 See Other, as mwForum answers HTTP/1.1.
func (s mwSkin) redirect(loc string, info Info) Response {
	return Response{Status: http.StatusSeeOther, Location: loc, Info: info}
}

const mwForbidden = "<!DOCTYPE HTML PUBLIC \"-//IETF//DTD HTML 2.0//EN\">\n<html><head>\n<title>403 Forbidden</title>\n</head><body>\n<h1>Forbidden</h1>\n<p>You don't have permission to access this resource.</p>\n</body></html>\n"

func (s mwSkin) entryInfo() Info { return Info{Type: TypeEntry, Canonical: "forum_show.pl"} }

// Serve routes a request to mwForum's scripts.
func (s mwSkin) Serve(c *Ctx) Response {
	d := mwTab(c.W)
	q := mwParse(c.RawQuery)
	if rest, ok := strings.CutPrefix(c.Path, "attach/xml/"); ok {
		return s.feed(c, d, rest)
	}
	if c.Path == "" || strings.HasSuffix(c.Path, ".pm") {
		return Response{Status: http.StatusForbidden, Body: mwForbidden, Info: Info{Type: TypeOther}}
	}
	script, ok := strings.CutSuffix(c.Path, ".pl")
	if !ok || strings.Contains(script, "/") {
		return c.NotFound(notFoundPage)
	}
	pg := mwPage{script: script}
	switch script {
	case "forum":
		bid := q.num("bid")
		if bid == 0 {
			return s.redirect("forum_show.pl", s.entryInfo())
		}
		// An unknown board lands on board_show.pl's error.
		info := Info{Type: TypeOther}
		if b := c.W.Board(bid); b != nil {
			info = boardInfo(s, b, 1)
		}
		return s.redirect(mwURL("board_show", "bid", strconv.Itoa(bid)), info)
	case "forum_show":
		return s.page(c, q, s.entryInfo(), pg, s.forumShow(c, d))
	case "board_show":
		return s.boardShow(c, d, q, pg)
	case "topic_show":
		return s.topicShow(c, d, q, pg)
	case "prevnext":
		return s.prevnext(c, d, q, pg)
	case "user_info":
		return s.userInfo(c, d, q, pg)
	case "user_list":
		return s.userList(c, d, q, pg)
	case "forum_search":
		return s.search(c, d, q, pg)
	case "forum_overview":
		return s.overview(c, d, q, pg)
	case "forum_info":
		return s.page(c, q, Info{Type: TypeOther}, pg, s.forumInfo(c, d, q))
	case "user_agents":
		return s.page(c, q, Info{Type: TypeOther}, pg, s.userAgents(c, d, q))
	case "forum_activity":
		return s.page(c, q, Info{Type: TypeOther}, pg, s.activity(c))
	case "forum_help":
		return s.page(c, q, Info{Type: TypeOther}, pg, s.help(c))
	case "forum_feeds":
		return s.page(c, q, Info{Type: TypeOther}, pg, s.feeds(c))
	case "chat_show":
		return s.page(c, q, Info{Type: TypeOther}, pg, s.chat(c, d))
	case "board_info":
		return s.boardInfo(c, q, pg)
	case "user_login":
		return s.page(c, q, Info{Type: TypeOther}, pg, s.login(c, q))
	case "user_register":
		return s.page(c, q, Info{Type: TypeOther}, pg, s.register(c))
	case "user_mark":
		if q.id("act") == "old" {
			return s.redirect(mwURL("forum_show", "msg", "MarkOld"), s.entryInfo())
		}
		return s.fail(c, q, pg, "errNoAccess", false)
	case "post_add":
		return s.postAdd(c, d, q, pg)
	case "topic_add":
		switch b := c.W.Board(q.num("bid")); {
		case q.num("bid") == 0:
			return s.fail(c, q, pg, "errParamMiss", false)
		case b == nil:
			return s.fail(c, q, pg, "errBrdNotFnd", false)
		}
		return s.fail(c, q, pg, "errNoAccess", false)
	}
	return c.NotFound(notFoundPage)
}

// forumShow is forum_show.pl: the guest's buttons, categories and boards, who is online.
func (s mwSkin) forumShow(c *Ctx, d *mwTables) string {
	epx := s.epx(c)
	var h strings.Builder
	h.WriteString(s.pageBar(c, "Forum", "", nil, nil, []mwLink{
		{url: mwURL("forum_info"), txt: "frmInfo", ico: "info"},
		{url: mwURL("user_list"), txt: "frmUsers", ico: "user"},
		{url: mwURL("forum_feeds"), txt: "comFeeds", ico: "feed"},
		{url: mwURL("user_mark", "act", "old", "time", strconv.FormatInt(c.W.Now.Unix(), 10)), txt: "frmMarkOld", ico: "markold"},
	}))
	h.WriteString("<table class='tbl'>\n")
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, "<tr class='hrw' id='cid%d'>\n<th class='icl'></th>\n<th>%s</th>\n<th class='shr'>Posts</th>\n<th class='shr'>Last Post</th>\n</tr>\n", cat.ID, mwEscHTML(cat.Name))
		for _, b := range cat.Boards {
			last := " - "
			if p := b.Latest(); p != nil {
				last = mwFormat(p.Time)
			}
			desc := ""
			if b.Description != "" {
				desc = "<div class='bds'>" + mwEscHTML(b.Description) + "</div>"
			}
			fmt.Fprintf(&h, "<tr class='crw'>\n<td class='icl'><img %s class='sic sic_board_ou' title='Old' alt='-'/></td>\n<td><a id='bid%d' href='%s'>%s</a>%s</td>\n<td class='shr'>%d </td>\n<td class='shr'>%s</td>\n</tr>\n",
				epx, b.ID, mwURL("board_show", "bid", strconv.Itoa(b.ID)), mwEscHTML(b.Name), desc, b.AllPosts(), last)
		}
	}
	h.WriteString("</table>\n\n")
	var online []string
	for _, u := range d.byUid {
		if mwOnline(u) {
			online = append(online, fmt.Sprintf("<a href='%s'>%s</a>", mwUserURL(d, u), mwEscHTML(u.Name)))
		}
	}
	if len(online) > 0 {
		fmt.Fprintf(&h, "<div class='frm sta'>\n<div class='hcl'><span class='htt'>Statistics</span></div>\n<div class='ccl'>\n<div><span title='Users online in the past 5 minutes'>Online:\n%s\n</span></div>\n</div>\n</div>\n\n", strings.Join(online, ",\n"))
	}
	return h.String()
}

// mwOnline tells whether a member was on in the last five minutes, made up per member.
func mwOnline(u *User) bool { return Hash("mwonline", u.ID)%9 == 0 }

// boardShow answers board_show.pl: a board's topics, 25 a page, or the page holding a topic.
func (s mwSkin) boardShow(c *Ctx, d *mwTables, q mwQuery, pg mwPage) Response {
	bidStr := q.str("bid")
	if strings.HasPrefix(bidStr, "cid") && len(bidStr) > 3 && strings.Trim(bidStr[3:], "0123456789") == "" {
		return s.redirect(mwURL("forum_show", "tgt", bidStr), s.entryInfo())
	}
	if bidStr == "0" {
		return s.redirect("forum_show.pl", s.entryInfo())
	}
	bid := q.num("bid")
	var jump *Thread
	if q.num("tid") != 0 {
		jump = d.thread(q.num("tid"))
		bid = 0
		if jump != nil {
			bid = jump.Board.ID
		}
	}
	if bid == 0 {
		return s.fail(c, q, pg, "errParamMiss", false)
	}
	b := c.W.Board(bid)
	if b == nil {
		return s.fail(c, q, pg, "errBrdNotFnd", false)
	}
	page := q.num("pg")
	if page == 0 {
		page = 1
	}
	if jump != nil {
		page = 1
		if !jump.Sticky {
			page = PageOf(slices.Index(b.Threads, jump), mwTopicsPP)
		}
	}
	pg.title = mwEscHTML(b.Name)
	if page < 0 {
		// A negative offset is an SQL error.
		return s.fail(c, q, pg, "errDbHidden", true)
	}
	pages := b.Pages(mwTopicsPP)
	var pl []mwLink
	if len(b.Threads) > mwTopicsPP {
		pl = mwPageLinks("board_show", []string{"bid", strconv.Itoa(b.ID)}, page, pages)
	}
	bid = b.ID
	nav := []mwLink{
		{url: mwURL("prevnext", "bid", strconv.Itoa(bid), "dir", "prev"), txt: "brdPrev", ico: "prev"},
		{url: mwURL("prevnext", "bid", strconv.Itoa(bid), "dir", "next"), txt: "brdNext", ico: "next"},
		{url: mwURL("forum_show", "tgt", fmt.Sprintf("bid%d", bid)), txt: "comUp", ico: "up"},
	}
	sub := fmt.Sprintf("<a href='%s'>%s</a> / %s", mwURL("forum_show", "tgt", fmt.Sprintf("bid%d", bid)), mwEscHTML(b.Category.Name), mwEscHTML(b.Name))
	var h strings.Builder
	h.WriteString(s.pageBar(c, "Board", sub, nav, pl, []mwLink{{url: mwURL("board_info", "bid", strconv.Itoa(bid)), txt: "brdInfo", ico: "info"}}))
	h.WriteString("<table class='tbl'>\n<tr class='hrw'>\n<th>Topic</th>\n<th class='shr'>User</th>\n<th class='shr'>Posts</th>\n<th class='shr'>Last Post</th>\n</tr>\n")
	epx := s.epx(c)
	for _, t := range Page(b.Threads, page, mwTopicsPP) {
		cls := "crw tpc"
		if t == jump {
			cls += " tgt"
		}
		subject := mwEscHTML(t.Title)
		if t.Sticky {
			subject = "<span class='stk'>" + subject + "</span>"
		}
		fmt.Fprintf(&h, "<tr class='%s'>\n<td>\n<a id='tid%d' href='%s'>\n<img %s class='sic sic_topic_ou' title='Old' alt='-'/>\n%s</a>\n</td>\n<td class='shr'><a href='%s'>%s</a></td>\n<td class='shr'>%d </td>\n<td class='shr'>%s</td>\n</tr>\n",
			cls, d.tid[t], mwURL("topic_show", "tid", mwTid(d, t)), epx, subject, mwUserURL(d, t.Author), mwEscHTML(t.Author.Name), len(t.Posts), mwFormat(t.LastPost().Time))
	}
	h.WriteString("</table>\n\n")
	info := Info{Type: TypeOther}
	if page <= pages {
		info = boardInfo(s, b, page)
	}
	return s.page(c, q, info, pg, h.String())
}

// topicShow answers topic_show.pl: a topic page by tid and pg, or the page holding a post.
func (s mwSkin) topicShow(c *Ctx, d *mwTables, q mwQuery, pg mwPage) Response {
	tid, pid := q.num("tid"), q.num("pid")
	if tid == 0 && pid == 0 {
		return s.fail(c, q, pg, "errParamMiss", false)
	}
	target := d.post(pid)
	var t *Thread
	if tid == 0 {
		if target == nil {
			return s.fail(c, q, pg, "errPstNotFnd", false)
		}
		t = target.Thread
	} else if t = d.thread(tid); t == nil {
		return s.fail(c, q, pg, "errTpcNotFnd", false)
	}
	page := q.num("pg")
	if target != nil && target.Thread == t {
		page = PageOf(target.Index, mwPostsPP)
	}
	scroll := pid
	if pid == d.pid[t.Posts[0]] || q.flag("results") {
		scroll = 0
	}
	if page == 0 {
		page = 1
	}
	pg.title = mwEscHTML(t.Title)
	pg.js = map[string]string{"boardAdmin": "0", "lng_tpcBrnCollap": `"Collapse branch"`, "lng_tpcBrnExpand": `"Expand branch"`,
		"scrollPostId": strconv.Itoa(scroll)}
	pages := t.Pages(mwPostsPP)
	if page < 1 || page > pages {
		return s.fail(c, q, pg, "errPstNotFnd", true)
	}
	T := mwTid(d, t)
	up := mwURL("board_show", "tid", T, "tgt", "tid"+T)
	nav := []mwLink{
		{url: mwURL("prevnext", "tid", T, "dir", "prev"), txt: "tpcPrev", ico: "prev"},
		{url: mwURL("prevnext", "tid", T, "dir", "next"), txt: "tpcNext", ico: "next"},
		{url: up, txt: "comUp", ico: "up"},
	}
	var pl []mwLink
	if pages > 1 {
		pl = mwPageLinks("topic_show", []string{"tid", T}, page, pages)
	}
	sub := fmt.Sprintf("<a href='%s'>%s</a> / <a href='%s'>%s</a> / %s", mwURL("forum_show", "tgt", fmt.Sprintf("bid%d", t.Board.ID)),
		mwEscHTML(t.Board.Category.Name), up, mwEscHTML(t.Board.Name), mwEscHTML(t.Title))
	bar := s.pageBar(c, "Topic", sub, nav, pl, nil)
	var words []string
	for _, w := range strings.Fields(q.str("hl")) {
		if utf8.RuneCountInString(w) > 2 && !slices.Contains([]string{"amp", "quot", "quo", "uot", "160"}, w) {
			words = append(words, w)
		}
	}
	body := bar + s.posts(c, d, t, page, words) + bar
	return s.page(c, q, threadInfo(s, t, page), pg, body)
}

// posts prints a topic's tree depth first, the posts of one page, each branch
// with children on the page wrapped for collapsing.
func (s mwSkin) posts(c *Ctx, d *mwTables, t *Thread, page int, words []string) string {
	var h strings.Builder
	var walk func(p *Post)
	walk = func(p *Post) {
		kids := d.children[p]
		on := PageOf(p.Index, mwPostsPP) == page
		toggle := on && len(kids) > 0
		if on {
			h.WriteString(s.postBox(c, d, p, page, toggle, words))
		}
		if toggle {
			fmt.Fprintf(&h, "<div class='brn' id='brn%d'>\n", d.pid[p])
		}
		for _, k := range kids {
			walk(k)
		}
		if toggle {
			h.WriteString("</div>\n")
		}
	}
	for _, r := range d.roots[t] {
		walk(r)
	}
	return h.String()
}

// postBox is one post as a guest sees it: parent button, permalink icon,
// author and date, the body; no buttons below.
func (s mwSkin) postBox(c *Ctx, d *mwTables, p *Post, page int, toggle bool, words []string) string {
	epx := s.epx(c)
	P := d.pid[p]
	var h strings.Builder
	fmt.Fprintf(&h, "<div class='frm pst' id='pid%d' style='margin-left: %d%%'>\n<div class='hcl'>\n<span class='nav'>\n", P, min(70, mwIndent*d.depth[p]))
	if par := d.parent[p]; par == nil {
		fmt.Fprintf(&h, "<img class='sic sic_nav_up' %s style='visibility: hidden' alt=''/>\n", epx)
	} else {
		href := fmt.Sprintf("#pid%d", d.pid[par])
		if PageOf(par.Index, mwPostsPP) != page {
			href = mwURL("topic_show", "pid", strconv.Itoa(d.pid[par]))
		}
		fmt.Fprintf(&h, "<a class='prl' href='%s'><img class='sic sic_nav_up' %s title='Go to parent post' alt='Parent'/></a>\n", href, epx)
	}
	h.WriteString("</span>\n")
	if toggle {
		fmt.Fprintf(&h, "<img class='tgl clk sic sic_nav_minus' id='tgl%d' %s title='Collapse branch' alt='-'/>\n", P, epx)
	}
	fmt.Fprintf(&h, "<a class='psl' href='%s'><img %s class='sic sic_post_ou' title='Old' alt='-'/></a>\n", mwPermalink(d, p), epx)
	fmt.Fprintf(&h, "<span class='htt'>By</span> <a href='%s' >%s</a>\n<span class='htt'>Date</span> %s\n", mwUserURL(d, p.Author), mwEscHTML(p.Author.Name), mwFormat(p.Time))
	fmt.Fprintf(&h, "</div>\n<div class='ccl'>\n%s\n</div>\n</div>\n\n", mwHilite(s.body(d, p), words))
	return h.String()
}

// body is a post as editToDb() stored it: paragraphs parted by blank lines, a
// quoted line of the parent first when the reply quotes.
func (s mwSkin) body(d *mwTables, p *Post) string {
	b := strings.Join(escAll(p.Body), "<br/><br/>")
	b = strings.ReplaceAll(b, "&#34;", "&quot;")
	if par := d.parent[p]; par != nil && d.quotes[p] {
		line := par.Body[0]
		if i := strings.Index(line, ". "); i > 0 {
			line = line[:i+1]
		}
		b = "<blockquote><p>&gt; " + mwEscHTML(line) + "</p></blockquote><br/>" + b
	}
	return b
}

// mwHilite marks search words in the text between tags, as topic_show.pl does for hl.
func mwHilite(body string, words []string) string {
	if len(words) == 0 {
		return body
	}
	var res []*regexp.Regexp
	for _, w := range words {
		res = append(res, regexp.MustCompile("(?i)("+regexp.QuoteMeta(w)+")"))
	}
	var b strings.Builder
	for body != "" {
		lt := strings.IndexByte(body, '<')
		if lt < 0 {
			lt = len(body)
		}
		text := body[:lt]
		for _, re := range res {
			text = re.ReplaceAllString(text, "<em>$1</em>")
		}
		b.WriteString(text)
		body = body[lt:]
		if gt := strings.IndexByte(body, '>'); gt >= 0 {
			b.WriteString(body[:gt+1])
			body = body[gt+1:]
		} else {
			b.WriteString(body)
			body = ""
		}
	}
	return b.String()
}

// prevnext answers prevnext.pl: the neighbouring board or topic, by 303.
func (s mwSkin) prevnext(c *Ctx, d *mwTables, q mwQuery, pg mwPage) Response {
	dir := q.str("dir")
	if dir == "" {
		return s.fail(c, q, pg, "errParamMiss", false)
	}
	prev := dir == "prev"
	switch {
	case q.num("bid") != 0:
		b := c.W.Board(q.num("bid"))
		if b == nil {
			return s.fail(c, q, pg, "errBrdNotFnd", false)
		}
		bs := c.W.Boards
		i := slices.Index(bs, b)
		if prev {
			i = (i - 1 + len(bs)) % len(bs)
		} else {
			i = (i + 1) % len(bs)
		}
		return s.redirect(mwURL("board_show", "bid", strconv.Itoa(bs[i].ID)), boardInfo(s, bs[i], 1))
	case q.num("tid") != 0:
		t := d.thread(q.num("tid"))
		if t == nil {
			return s.fail(c, q, pg, "errTpcNotFnd", false)
		}
		if n := mwNeighbour(d, t, prev); n != nil {
			return s.redirect(mwURL("topic_show", "tid", mwTid(d, n)), threadInfo(s, n, 1))
		}
		b := t.Board
		page := 1
		if !t.Sticky {
			page = PageOf(slices.Index(b.Threads, t), mwTopicsPP)
		}
		return s.redirect(mwURL("board_show", "tid", mwTid(d, t), "msg", "EolTpc"), boardInfo(s, b, page))
	}
	return s.redirect("forum_show.pl", s.entryInfo())
}

// mwNeighbour is the topic of the board whose last post comes next after
// (prev: newer) or before (next: older) t's, stickiness ignored.
func mwNeighbour(d *mwTables, t *Thread, prev bool) *Thread {
	ts := d.byLast[t.Board]
	at := t.LastPost().Time
	if prev {
		for _, x := range ts {
			if x.LastPost().Time.After(at) {
				return x
			}
		}
		return nil
	}
	for i := len(ts) - 1; i >= 0; i-- {
		if ts[i].LastPost().Time.Before(at) {
			return ts[i]
		}
	}
	return nil
}

// Members' profile details, made up per member.

var mwLocations = []string{"Portland, OR", "Leeds, UK", "Hamburg", "Toronto", "Lyon", "Austin, TX", "Melbourne", "Utrecht", "Cork"}

func mwLocation(u *User) string {
	if Hash("mwloc", u.ID)%3 != 0 {
		return ""
	}
	return pick(mwLocations, "mwloc2", u.ID)
}

func mwHomepage(u *User) string {
	if Hash("mwhome", u.ID)%5 != 0 {
		return ""
	}
	return "http://www." + slugOr(u.Name, "home") + ".example.net/"
}

var mwAgents = []string{
	"Mozilla/5.0 (Windows NT 6.1; WOW64; rv:10.0) Gecko/20100101 Firefox/10.0",
	"Mozilla/5.0 (Windows NT 6.1) AppleWebKit/535.11 (KHTML, like Gecko) Chrome/17.0.963.56 Safari/535.11",
	"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_7_3) AppleWebKit/534.53.11 (KHTML, like Gecko) Version/5.1.3 Safari/534.53.10",
	"Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)",
	"Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 5.1; Trident/4.0)",
	"Mozilla/5.0 (X11; Linux x86_64; rv:10.0.2) Gecko/20100101 Firefox/10.0.2",
	"Opera/9.80 (Windows NT 6.1; U; en) Presto/2.10.229 Version/11.61",
	"Mozilla/5.0 (iPhone; CPU iPhone OS 5_0_1 like Mac OS X) AppleWebKit/534.46 (KHTML, like Gecko) Version/5.1 Mobile/9A405 Safari/7534.48.3",
	"Mozilla/5.0 (Linux; U; Android 2.3.6; en-us; Nexus S Build/GRK39F) AppleWebKit/533.1 (KHTML, like Gecko) Version/4.0 Mobile Safari/533.1",
}

// mwLastOn is when a member was last on: their last post, or a while after joining.
func mwLastOn(d *mwTables, u *User) time.Time {
	if ps := d.byUser[u]; len(ps) > 0 {
		return ps[0].Time.Add(time.Duration(Hash("mwlast", u.ID)%(30*24)) * time.Hour)
	}
	return u.Joined.Add(time.Duration(Hash("mwlast", u.ID)%(90*24)) * time.Hour)
}

// userInfo answers user_info.pl: a member's profile and statistics as guests see them.
func (s mwSkin) userInfo(c *Ctx, d *mwTables, q mwQuery, pg mwPage) Response {
	switch q.num("uid") {
	case 0:
		return s.note(c, q, pg, "errUsrDel")
	case -1:
		return s.note(c, q, pg, "errUsrFake")
	}
	u := d.user(q.num("uid"))
	if u == nil {
		return s.fail(c, q, pg, "errUsrNotFnd", false)
	}
	var h strings.Builder
	h.WriteString(s.pageBar(c, "User", mwEscHTML(u.Name)+" ", []mwLink{{url: mwURL("forum_show"), txt: "comUp", ico: "up"}}, nil,
		[]mwLink{{url: mwURL("forum_search", "uid", strconv.Itoa(d.uid[u])), txt: "uifListPst", ico: "search"}}))
	row := func(k, v string) {
		fmt.Fprintf(&h, "<tr class='crw'>\n<td class='hco'>%s</td><td>%s</td>\n</tr>\n", k, v)
	}
	h.WriteString("<table class='tbl'>\n<tr class='hrw'><th colspan='2'>Profile</th></tr>\n")
	row("Email", "(hidden)")
	if hp := mwHomepage(u); hp != "" {
		row("Website", fmt.Sprintf("<a href='%s'>%s</a>", hp, hp))
	}
	if loc := mwLocation(u); loc != "" {
		row("Location", mwEscHTML(loc))
	}
	if sig := signature(u); sig != "" {
		row("Signature", mwEscHTML(sig))
	}
	if Hash("mwblurb", u.ID)%2 == 0 {
		row("Miscellaneous", mwEscHTML(u.Bio))
	}
	h.WriteString("</table>\n\n<table class='tbl'>\n<tr class='hrw'><th colspan='2'>Statistics</th></tr>\n")
	fmt.Fprintf(&h, "<tr class='crw'>\n<td class='hco'>Posts</td>\n<td>%d </td>\n</tr>\n", u.Posts)
	row("Registered", mwFormat(u.Joined))
	h.WriteString("</table>\n\n")
	return s.page(c, q, Info{Type: TypeOther}, pg, h.String())
}

// userList answers user_list.pl: members by registration date (or the field,
// name or id the form asks for), 25 a page.
func (s mwSkin) userList(c *Ctx, d *mwTables, q mwQuery, pg mwPage) Response {
	page := q.num("pg")
	if page == 0 {
		page = 1
	}
	search, field, sort, order := q.str("search"), q.id("field"), q.id("sort"), q.id("order")
	hide := q.flag("hide")
	fields := map[string]string{"userName": "Username", "realName": "Real Name", "homepage": "Website", "occupation": "Occupation",
		"hobbies": "Hobbies", "location": "Location", "icq": "Messengers", "avatar": "Avatar", "birthday": "Birthday",
		"regTime": "Registered", "postNum": "Posts"}
	if fields[field] == "" {
		field = "regTime"
	}
	if sort == "" {
		sort = "field"
	}
	if sort != "userName" && sort != "id" && sort != "field" {
		sort = "userName"
	}
	if order != "asc" && order != "desc" {
		order = "desc"
	}
	value := func(u *User) string {
		switch field {
		case "userName":
			return u.Name
		case "homepage":
			return mwHomepage(u)
		case "location":
			return mwLocation(u)
		case "regTime":
			return strconv.FormatInt(u.Joined.Unix(), 10)
		case "postNum":
			return strconv.Itoa(u.Posts)
		}
		return ""
	}
	var users []*User
	for _, u := range d.byUid {
		v := value(u)
		if hide && v == "" || search != "" && !strings.Contains(strings.ToLower(v), strings.ToLower(search)) {
			continue
		}
		users = append(users, u)
	}
	cmpField := func(a, b *User) int {
		va, vb := value(a), value(b)
		if field == "regTime" || field == "postNum" {
			na, _ := strconv.Atoi(va)
			nb, _ := strconv.Atoi(vb)
			return na - nb
		}
		return strings.Compare(strings.ToLower(va), strings.ToLower(vb))
	}
	slices.SortStableFunc(users, func(a, b *User) int {
		var r int
		switch sort {
		case "userName":
			r = strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name))
		case "id":
			r = d.uid[a] - d.uid[b]
		default:
			r = cmpField(a, b)
		}
		if order == "desc" {
			r = -r
		}
		if r == 0 && sort == "field" {
			r = d.uid[a] - d.uid[b]
		}
		return r
	})
	pageNum := (len(users) + mwUsersPP - 1) / mwUsersPP
	var pl []mwLink
	if pageNum >= 2 {
		hideStr := "0"
		if hide {
			hideStr = "1"
		}
		pl = mwPageLinks("user_list", []string{"search", search, "field", field, "sort", sort, "order", order, "hide", hideStr}, page, pageNum)
	}
	var h strings.Builder
	h.WriteString(s.pageBar(c, "User List", "", []mwLink{{url: mwURL("forum_show"), txt: "comUp", ico: "up"}}, pl, nil))
	sel := func(ok bool) string {
		if ok {
			return "selected='selected'"
		}
		return ""
	}
	h.WriteString("<form action='user_list.pl' method='get'>\n<div class='frm'>\n<div class='hcl'><span class='htt'>List Format</span></div>\n<div class='ccl'>\n<div class='cli'>\n<label>View\n<select name='field' size='1'>\n")
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int { return strings.Compare(fields[a], fields[b]) })
	for _, k := range keys {
		fmt.Fprintf(&h, "<option value='%s' %s>%s</option>\n", k, sel(k == field), fields[k])
	}
	checked := ""
	if hide {
		checked = "checked='checked'"
	}
	fmt.Fprintf(&h, "</select></label>\n<label>Sort\n<select name='sort' size='1'>\n<option value='field' %s>View</option>\n<option value='userName' %s>Username</option>\n<option value='id' %s>User ID</option>\n</select></label>\n<label>Order\n<select name='order' size='1'>\n<option value='desc' %s>Desc</option>\n<option value='asc' %s>Asc</option>\n</select></label>\n<label>Search\n<input type='text' class='fcs' name='search' autofocus='autofocus' style='width: 100px' value='%s'/></label>\n<label><input type='checkbox' name='hide' %s/>Hide empty</label>\n%s</div>\n</div>\n</div>\n</form>\n\n",
		sel(sort == "field"), sel(sort == "userName"), sel(sort == "id"), sel(order == "desc"), sel(order == "asc"), mwEscHTML(search), checked, s.submit(c, "List", "search"))
	fmt.Fprintf(&h, "<table class='tbl'>\n<tr class='hrw'>\n<th class='shr'>Username</th>\n<th>%s</th>\n</tr>\n", fields[field])
	if page >= 1 {
		for _, u := range Page(users, page, mwUsersPP) {
			v := value(u)
			switch {
			case field == "regTime":
				v = mwFormat(u.Joined)
			case strings.HasPrefix(v, "http"):
				v = fmt.Sprintf("<a href='%s'>%s</a>", v, v)
			default:
				v = mwEscHTML(v)
			}
			fmt.Fprintf(&h, "<tr class='crw'>\n<td><a href='%s'>%s</a></td>\n<td>%s</td>\n</tr>\n", mwUserURL(d, u), mwEscHTML(u.Name), v)
		}
	}
	h.WriteString("</table>\n\n")
	return s.page(c, q, Info{Type: TypeOther}, pg, h.String())
}

// submit is submitButton(): a button with its icon.
func (s mwSkin) submit(c *Ctx, text, icon string) string {
	return fmt.Sprintf("<button type='submit' class='isb' > <img class='bic bic_%s' %s alt=''/> %s</button>\n", icon, s.epx(c), text)
}

// search answers forum_search.pl: the form, a member's posts, or posts
// holding all the words, newest first, at most 500, 20 a page.
func (s mwSkin) search(c *Ctx, d *mwTables, q mwQuery, pg mwPage) Response {
	page := q.num("pg")
	if page == 0 {
		page = 1
	}
	words, name := q.str("words"), q.str("user")
	var who *User
	if uid := q.num("uid"); uid != 0 {
		who = d.user(uid)
		name = ""
		if who != nil {
			name = who.Name
		}
	} else if name != "" {
		if who = d.users[strings.ToLower(name)]; who == nil {
			return s.fail(c, q, pg, "errUsrNotFnd", true)
		}
	}
	submitted := q.has("words") || q.num("uid") != 0 || name != ""
	order := q.id("order")
	if order != "asc" {
		order = "desc"
	}
	field := q.id("field")
	if field != "subject" {
		field = "body"
	}
	var found []*Post
	if submitted {
		terms := strings.Fields(strings.ToLower(words))
		if len(terms) > 10 {
			terms = terms[:10]
		}
		match := func(p *Post) bool {
			if who != nil && p.Author != who || q.num("uid") != 0 && who == nil {
				return false
			}
			hay := strings.ToLower(strings.Join(p.Body, "\n"))
			if field == "subject" {
				if p.Index != 0 {
					return len(terms) == 0
				}
				hay = strings.ToLower(p.Thread.Title)
			}
			for _, t := range terms {
				if !strings.Contains(hay, strings.Trim(t, `"`)) {
					return false
				}
			}
			return true
		}
		for i := len(d.byPid) - 1; i >= 0 && len(found) < mwSearchMax; i-- {
			if match(d.byPid[i]) {
				found = append(found, d.byPid[i])
			}
		}
		if order == "asc" {
			found = found[:0]
			for _, p := range d.byPid {
				if len(found) == mwSearchMax {
					break
				}
				if match(p) {
					found = append(found, p)
				}
			}
		}
	}
	pageNum := (len(found) + mwPostsPP - 1) / mwPostsPP
	var pl []mwLink
	if pageNum >= 2 {
		pl = mwPageLinks("forum_search", []string{"words", strings.Join(strings.Fields(words), " "), "user", name, "min", strconv.Itoa(max(0, min(q.num("min"), 24855))),
			"max", strconv.Itoa(max(0, min(q.num("max"), 24855))), "board", q.id("board"), "field", field, "order", order}, page, pageNum)
	}
	var h strings.Builder
	h.WriteString(s.pageBar(c, "Forum", "", []mwLink{{url: mwURL("forum_show"), txt: "comUp", ico: "up"}}, pl, nil))
	sel := func(ok bool) string {
		if ok {
			return "selected='selected'"
		}
		return ""
	}
	fmt.Fprintf(&h, "<form action='forum_search.pl' method='get'>\n<div class='frm'>\n<div class='hcl'><span class='htt'>Search</span></div>\n<div class='ccl'>\n<div class='cli'>\n<label>Words\n<input type='text' class='fcs' name='words' size='25' maxlength='100' autofocus='autofocus' value='%s'/></label>\n<label>User\n<input type='text' name='user' size='15' maxlength='15' value='%s'/></label>\n<label>Board\n<select name='board' size='1'>\n<option value='0'>All boards</option>\n",
		mwEscHTML(words), mwEscHTML(name))
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, "<option value='cid%d' %s>%s</option>\n", cat.ID, sel(q.id("board") == fmt.Sprintf("cid%d", cat.ID)), mwEscHTML(cat.Name))
		for _, b := range cat.Boards {
			fmt.Fprintf(&h, "<option value='bid%d' %s>- %s</option>\n", b.ID, sel(q.id("board") == fmt.Sprintf("bid%d", b.ID)), mwEscHTML(b.Name))
		}
	}
	fmt.Fprintf(&h, "</select></label>\n</div>\n<div class='cli'>\n<label>Field\n<select name='field' size='1'>\n<option value='body' %s>Text</option>\n<option value='subject' %s>Subject</option>\n</select></label>\n<label>Min. Age\n<input type='text' name='min' size='3' maxlength='4' value=''/></label>\n<label>Max. Age\n<input type='text' name='max' size='3' maxlength='4' value=''/></label>\n<label>Order\n<select name='order' size='1'>\n<option value='desc' %s>Newest first</option>\n<option value='asc' %s>Oldest first</option>\n</select></label>\n%s</div>\n</div>\n</div>\n</form>\n\n",
		sel(field == "body"), sel(field == "subject"), sel(order == "desc"), sel(order == "asc"), s.submit(c, "Search", "search"))
	if submitted {
		var hl []string
		for _, w := range strings.Fields(mwEscHTML(words)) {
			w = strings.ReplaceAll(w, "&quot;", "")
			if utf8.RuneCountInString(w) > 2 && !slices.Contains(hl, w) {
				hl = append(hl, w)
			}
		}
		for _, p := range Page(found, max(page, 1), mwPostsPP) {
			link := mwURL("topic_show", "pid", strconv.Itoa(d.pid[p]))
			if len(hl) > 0 {
				link = mwURL("topic_show", "pid", strconv.Itoa(d.pid[p]), "hl", strings.Join(hl, " "))
			}
			fmt.Fprintf(&h, "<div class='frm pst'>\n<div class='hcl'>\n<span class='htt'>Topic</span> <a href='%s'>%s</a>\n<span class='htt'>By</span> <a href='%s'>%s</a>\n<span class='htt'>Date</span> %s\n</div>\n<div class='ccl'>\n%s\n</div>\n</div>\n\n",
				link, mwEscHTML(p.Thread.Title), mwUserURL(d, p.Author), mwEscHTML(p.Author.Name), mwFormat(p.Time), mwHilite(s.body(d, p), hl))
		}
		if len(found) == 0 {
			h.WriteString("<div class='frm'>\n<div class='ccl'>\nNo matches found.\n</div>\n</div>\n\n")
		}
	}
	return s.page(c, q, Info{Type: TypeOther}, pg, h.String())
}

// overview answers forum_overview.pl: nothing is new to a guest without the
// prevon cookie, and unread posts are for members.
func (s mwSkin) overview(c *Ctx, d *mwTables, q mwQuery, pg mwPage) Response {
	act := q.id("act")
	switch act {
	case "":
		return s.fail(c, q, pg, "errParamMiss", false)
	case "unread":
		return s.fail(c, q, pg, "errNoAccess", false)
	}
	title := "New Posts"
	if act != "new" {
		title = "Unread Posts"
	}
	bid, tid := q.num("bid"), q.num("tid")
	if tid != 0 {
		bid = 0
		if t := d.thread(tid); t != nil {
			bid = t.Board.ID
		}
	}
	refresh := []string{"act", act}
	if bid != 0 {
		refresh = append(refresh, "bid", strconv.Itoa(bid))
	}
	if tid != 0 {
		refresh = append(refresh, "tid", strconv.Itoa(tid))
	}
	up := []mwLink{{url: mwURL("forum_show"), txt: "comUp", ico: "up"}}
	body := s.pageBar(c, title, "", up, nil, nil) +
		"<div class='frm'><div class='ccl'>No visible posts found.</div></div>\n\n" +
		s.pageBar(c, title, "", up, nil, []mwLink{{url: mwURL("forum_overview", refresh...), txt: "ovwRefresh", ico: "refresh"}})
	return s.page(c, q, Info{Type: TypeOther}, pg, body)
}

// forumInfo is forum_info.pl: general information, statistics and the statistics pages.
func (s mwSkin) forumInfo(c *Ctx, d *mwTables, q mwQuery) string {
	var user []mwLink
	if !q.flag("details") {
		user = []mwLink{{url: mwURL("user_agents"), txt: "fifBrowsers", ico: "poll"}, {url: mwURL("forum_activity"), txt: "fifActivity", ico: "poll"}}
	}
	var h strings.Builder
	h.WriteString(s.pageBar(c, "Forum", "", []mwLink{{url: mwURL("forum_show"), txt: "comUp", ico: "up"}}, nil, user))
	if q.flag("details") {
		return h.String()
	}
	admin := d.byUid[0]
	fmt.Fprintf(&h, "<table class='tbl'>\n<tr class='hrw'><th colspan='2'>General Info</th></tr>\n<tr class='crw'><td class='hco'>Email Address</td><td>%s</td></tr>\n<tr class='crw'><td class='hco'>Administrators</td><td><a href='%s'>%s</a></td></tr>\n<tr class='crw'><td class='hco'>Forum Version</td><td>%s</td></tr>\n<tr class='crw'><td class='hco'>Languages</td><td><div>English (%s), Markus Wichitill</div><div>German (%s), Markus Wichitill</div></td></tr>\n</table>\n\n",
		mwAdminMail, mwUserURL(d, admin), mwEscHTML(admin.Name), mwVersion, mwVersion, mwVersion)
	fmt.Fprintf(&h, "<table class='tbl'>\n<tr class='hrw'><th colspan='2'>Statistics</th></tr>\n<tr class='crw'><td class='hco'>Users</td><td>%d</td></tr>\n<tr class='crw'><td class='hco'>Topics</td><td>%d</td></tr>\n<tr class='crw'><td class='hco'>Posts</td><td>%d</td></tr>\n</table>\n\n",
		len(c.W.Users), len(c.W.Threads), len(c.W.Posts))
	return h.String()
}

// userAgents is user_agents.pl: browsers and systems of the members on in the last days.
func (s mwSkin) userAgents(c *Ctx, d *mwTables, q mwQuery) string {
	days := q.num("days")
	if days == 0 {
		days = 30
	}
	var user []mwLink
	for _, n := range []string{"7", "30", "90", "365"} {
		user = append(user, mwLink{url: mwURL("user_agents", "days", n), txt: n})
	}
	var h strings.Builder
	h.WriteString(s.pageBar(c, "User Agents", "", []mwLink{{url: mwURL("forum_info"), txt: "comUp", ico: "up"}}, nil, user))
	ua, os := map[string]int{}, map[string]int{}
	users := 0
	since := c.W.Now.Add(-time.Duration(days) * 24 * time.Hour)
	for _, u := range d.byUid {
		if !mwLastOn(d, u).After(since) {
			continue
		}
		users++
		a := pick(mwAgents, "mwua", u.ID)
		switch {
		case strings.Contains(a, "Android"):
			os["Android"]++
		case strings.Contains(a, "iPhone"):
			os["iOS"]++
		case strings.Contains(a, "Windows"):
			os["Windows"]++
			switch {
			case strings.Contains(a, "Windows NT 6.1"):
				os["Windows 7"]++
			case strings.Contains(a, "Windows NT 5.1"):
				os["Windows XP"]++
			}
		case strings.Contains(a, "Linux"):
			os["Linux"]++
		case strings.Contains(a, "Mac"):
			os["Mac"]++
		default:
			os["Other"]++
		}
		switch {
		case strings.Contains(a, "Opera"):
			ua["Opera"]++
		case strings.Contains(a, "WebKit"):
			ua["WebKit"]++
			if strings.Contains(a, "Chrome") {
				ua["Chrome"]++
			} else if strings.Contains(a, "Safari") {
				ua["Safari"]++
			}
		case strings.Contains(a, "Gecko"):
			ua["Gecko"]++
			ua["Firefox"]++
		case strings.Contains(a, "MSIE 9.0"):
			ua["MSIE"]++
			ua["MSIE 9.0"]++
		case strings.Contains(a, "MSIE 8.0"):
			ua["MSIE"]++
			ua["MSIE 8.0"]++
		default:
			ua["Other"]++
		}
	}
	h.WriteString(s.hints(c, fmt.Sprintf("Counting %d users logged in during the last %d days.", users, days)))
	table := func(title string, order []string, counts map[string]int) {
		fmt.Fprintf(&h, "<table class='tbl'>\n<tr class='hrw'><th colspan='2'>%s</th></tr>\n", title)
		for _, k := range order {
			if counts[k] > 0 {
				fmt.Fprintf(&h, "<tr class='crw'><td class='hco'>%s</td><td>%.1f%% (%d)</td></tr>\n", k, float64(counts[k])/float64(users)*100, counts[k])
			}
		}
		h.WriteString("</table>\n\n")
	}
	table("Browsers", []string{"Gecko", "Firefox", "MSIE", "MSIE 10.0", "MSIE 9.0", "MSIE 8.0", "MSIE 7.0", "MSIE 6.0", "WebKit", "Chrome", "Safari", "Opera", "Other"}, ua)
	table("Operating Systems", []string{"Windows", "Windows 7", "Windows Vista", "Windows XP", "Mac", "Linux", "Android", "iOS", "Symbian", "Windows Phone", "Other"}, os)
	return h.String()
}

// activity is forum_activity.pl: posts per day for a canvas script, and per year.
func (s mwSkin) activity(c *Ctx) string {
	perDay, perYear := map[string]int{}, map[int]int{}
	var days []string
	first, last, most := 0, 0, 0
	for _, p := range c.W.Posts {
		t := p.Time.UTC()
		k := fmt.Sprintf("%d.%d", t.Year(), t.YearDay()-1)
		if perDay[k] == 0 {
			days = append(days, k)
		}
		perDay[k]++
		most = max(most, perDay[k])
		perYear[t.Year()]++
		if first == 0 || t.Year() < first {
			first = t.Year()
		}
		last = max(last, t.Year())
	}
	slices.Sort(days)
	var js []string
	for _, k := range days {
		js = append(js, fmt.Sprintf("\"%s\":%d", k, perDay[k]))
	}
	var h strings.Builder
	h.WriteString(s.pageBar(c, "Forum Activity", "", []mwLink{{url: mwURL("forum_info"), txt: "comUp", ico: "up"}}, nil, nil))
	h.WriteString(s.hints(c, "Horizontal axis: one pixel per day, vertical axis: one pixel per post. Only existing posts are counted."))
	fmt.Fprintf(&h, "<div id='postsPerDay' style='display: none'>{%s}</div>\n\n<div class='frm'>\n<div class='hcl'><span class='htt'>Posts Per Day</span></div>\n<div class='ccl' style='overflow: auto'>\n<canvas width='%d' height='%d'>Your browser doesn&#39;t support this feature.</canvas>\n</div>\n</div>\n\n",
		strings.Join(js, ","), (last-first+1)*365, max(most, 20))
	h.WriteString("<table class='tbl'>\n<tr class='hrw'><th colspan='2'>Posts Per Year</th></tr>\n")
	for y := first; y <= last; y++ {
		if perYear[y] > 0 {
			fmt.Fprintf(&h, "<tr class='crw'><td class='hco'>%d</td><td>%d</td></tr>\n", y, perYear[y])
		}
	}
	h.WriteString("</table>\n\n")
	return h.String()
}

// help is forum_help.pl: the language module's help text and FAQ.
func (s mwSkin) help(c *Ctx) string {
	data := s.dataPath(c)
	icon := func(kind string) string {
		return fmt.Sprintf("<img class='sic sic_%s' src='%s/epx.png' alt='%s'/>", kind, data, strings.ToUpper(kind[strings.LastIndexByte(kind, '_')+1:]))
	}
	return s.pageBar(c, "Help", "", []mwLink{{url: mwURL("forum_show"), txt: "comUp", ico: "up"}}, nil, nil) +
		"<div class='frm hlp def'>\n<div class='hcl'><span class='htt'>Terms and Features</span></div>\n<div class='ccl'>\n\n" +
		"<p>Note: as the mwForum software is highly configurable, not all of the features \nmentioned below are necessarily enabled in this installation.</p>\n\n" +
		"<h3>Forum</h3>\n\n<p>The forum is the whole installation, and usually contains multiple boards. \nYou should always enter the forum through a link that ends in \"forum.pl\" (not \n\"forum_show.pl\") to let the forum know when you start a new session. Otherwise \nthe forum won't know when to display posts as new or old.</p>\n\n" +
		"<h3>User</h3>\n\n<p>A user is anyone who registers an account in the forum. Registration is \nusually not required for reading most boards, but depending on configuration \nonly registered users will have access to certain boards and features.</p>\n\n" +
		"<h3>Board</h3>\n\n<p>A board contains topics, which in turn contain the posts. Boards can be set \nto be visible to registered users or to moderators and board members only. \nBoards can optionally allow posts by unregistered guests.</p>\n\n" +
		"<h3>Topic</h3>\n\n<p>A topic, otherwise known as thread, contains all the posts on a specific \nsubtopic, that should be named in the topic's subject. Moderators can also manually lock topics, \nso that no replies can be made and no post can be edited anymore.</p>\n\n" +
		"<h3>Post</h3>\n\n<p>A post is a public message by a user. It can be either a base post, which \nstarts a new topic, or a reply to an existing topic. Posts can be reported to the \nmoderators in case of rule violations.</p>\n\n" +
		"<h3>Icons</h3>\n\n<table>\n<tr><td>\n" + icon("post_nu") + "\n" + icon("topic_nu") + "\n" + icon("board_nu") + "\n</td><td>\nYellow icons indicate new posts or topics and boards with new posts.\n</td></tr>\n" +
		"<tr><td>\n" + icon("topic_l") + "\n</td><td>\nIndicates posts or topics that have been locked. No replies or edits are \npossible anymore.\n</td></tr>\n</table>\n\n" +
		"<h3>Quoting</h3>\n\n<p>mwForum uses email-style quoting. To quote someone, simply copy&amp;paste a \nline of text from the original post and prefix it with a &gt; sign.</p>\n\n" +
		"</div>\n</div>\n\n" +
		"<div class='frm hlp faq' id='faq'>\n<div class='hcl'><span class='htt'>Frequently Asked Questions</span></div>\n<div class='ccl'>\n\n" +
		"<h3>Why don't old posts get displayed as old?</h3>\n\n<p>You have to enter the forum through a link that ends in \"forum.pl\" (not \n\"forum_show.pl\") to let the forum know when you want to start a new session.</p>\n\n" +
		"<h3>I lost my password, can you send it to me?</h3>\n\n<p>The original password isn't stored anywhere for security reasons. But on the \nlogin page you can request an email with a ticket link that is valid for a \nlimited time.</p>\n\n" +
		"</div>\n</div>\n\n"
}

// feeds is forum_feeds.pl: the Atom and RSS files of the forum and of each board.
func (s mwSkin) feeds(c *Ctx) string {
	path := s.attachPath(c) + "/xml"
	var h strings.Builder
	h.WriteString(s.pageBar(c, "Feeds", "", []mwLink{{url: mwURL("forum_show"), txt: "comUp", ico: "up"}}, nil, nil))
	fmt.Fprintf(&h, "<table class='tbl'>\n<tr class='crw'>\n<td>All public boards</td>\n<td class='shr'><a href='%s/forum.atom10.xml'>Atom 1.0</a></td>\n<td class='shr'><a href='%s/forum.rss200.xml'>RSS 2.0</a></td>\n</tr>\n", path, path)
	for _, b := range c.W.Boards {
		fmt.Fprintf(&h, "<tr class='crw'>\n<td>%s / %s</td>\n<td class='shr'><a href='%s/board%d.atom10.xml'>Atom 1.0</a></td>\n<td class='shr'><a href='%s/board%d.rss200.xml'>RSS 2.0</a></td>\n</tr>\n",
			mwEscHTML(b.Category.Name), mwEscHTML(b.Name), path, b.ID, path, b.ID)
	}
	h.WriteString("</table>\n")
	return h.String()
}

// feed answers a file cron_rss.pl wrote: the latest posts of the forum or of a board.
func (s mwSkin) feed(c *Ctx, d *mwTables, name string) Response {
	var b *Board
	rest, atom := strings.CutSuffix(name, ".atom10.xml")
	if !atom {
		var ok bool
		if rest, ok = strings.CutSuffix(name, ".rss200.xml"); !ok {
			return c.NotFound(notFoundPage)
		}
	}
	if rest != "forum" {
		n, ok := strings.CutPrefix(rest, "board")
		id, err := strconv.Atoi(n)
		if b = c.W.Board(id); !ok || err != nil || b == nil || strconv.Itoa(id) != n {
			return c.NotFound(notFoundPage)
		}
	}
	var posts []*Post
	for i := len(d.byPid) - 1; i >= 0 && len(posts) < mwRssItems; i-- {
		if p := d.byPid[i]; b == nil || p.Thread.Board == b {
			posts = append(posts, p)
		}
	}
	title := mwForumName
	if b != nil {
		title += " - " + mwEscHTML(b.Name)
	}
	home := c.URL("forum.pl")
	item := c.URL("topic_show.pl?pid=")
	var h strings.Builder
	if atom {
		fmt.Fprintf(&h, "<?xml version='1.0' encoding='utf-8'?>\n<feed xmlns='http://www.w3.org/2005/Atom' xmlns:slash='http://purl.org/rss/1.0/modules/slash/' xml:base=''>\n  <id>%s</id>\n  <link rel='self' href='%s/xml/%s'/>\n  <link rel='alternate' href='%s'/>\n  <title>%s</title>\n  <subtitle>Latest forum posts</subtitle>\n  <updated>%s</updated>\n  <generator version='%s' uri='http://www.mwforum.org/'>mwForum</generator>\n",
			home, s.attachPath(c), name, home, title, c.W.Now.UTC().Format("2006-01-02T15:04:05Z"), mwVersion)
		for _, p := range posts {
			at := p.Time.UTC().Format("2006-01-02T15:04:05Z")
			fmt.Fprintf(&h, "  <entry>\n    <id>%s%d</id>\n    <link href='%s%d'/>\n    <title>%s</title>\n    <author><name>%s</name></author>\n    <published>%s</published>\n    <updated>%s</updated>\n    <category term='%s'/>\n    <slash:comments>%d</slash:comments>\n    <content type='html'>\n      <![CDATA[%s]]>\n    </content>\n  </entry>\n",
				item, d.pid[p], item, d.pid[p], mwEscHTML(p.Thread.Title), mwEscHTML(p.Author.Name), at, at, mwEscHTML(p.Thread.Board.Name), len(p.Thread.Posts)-1, s.body(d, p))
		}
		h.WriteString("</feed>\n")
	} else {
		fmt.Fprintf(&h, "<?xml version='1.0' encoding='utf-8'?>\n<rss version='2.0'>\n  <channel>\n    <title>%s</title>\n    <link>%s</link>\n    <description>Latest forum posts</description>\n    <lastBuildDate>%s</lastBuildDate>\n    <ttl>120</ttl>\n    <generator>mwForum %s</generator>\n",
			title, home, c.W.Now.UTC().Format("Mon, 02 Jan 2006 15:04:05 GMT"), mwVersion)
		for _, p := range posts {
			fmt.Fprintf(&h, "    <item>\n      <guid isPermaLink='false'>%s%d</guid>\n      <link>%s%d</link>\n      <title>%s</title>\n      <author>%s</author>\n      <pubDate>%s</pubDate>\n      <category>%s</category>\n      <description>\n        <![CDATA[%s]]>\n      </description>\n    </item>\n",
				item, d.pid[p], item, d.pid[p], strings.NewReplacer("&#39;", "'", "&quot;", `"`, "&lt;", "", "&gt;", "").Replace(mwEscHTML(p.Thread.Title)),
				mwEscHTML(p.Author.Name), p.Time.UTC().Format("Mon, 02 Jan 2006 15:04:05 GMT"), mwEscHTML(p.Thread.Board.Name), s.body(d, p))
		}
		h.WriteString("  </channel>\n</rss>\n")
	}
	return Response{Status: http.StatusOK, ContentType: "application/xml", Body: h.String(), Info: Info{Type: TypeOther}}
}

// chat is chat_show.pl as guests see it: the latest messages, no input field.
func (s mwSkin) chat(c *Ctx, d *mwTables) string {
	var h strings.Builder
	h.WriteString(s.pageBar(c, "Chat", "", []mwLink{{url: mwURL("forum_show"), txt: "comUp", ico: "up"}}, nil,
		[]mwLink{{url: mwURL("chat_show"), txt: "chtRefresh", ico: "refresh"}}))
	h.WriteString("<div class='frm'>\n<div class='hcl'><span class='htt'>Messages</span></div>\n")
	// The chat is a side room: its lines are made up from the members' latest sentences.
	for i := len(d.byPid) - 1; i >= 0 && i >= len(d.byPid)-mwChatMsgs; i-- {
		p := d.byPid[i]
		line := p.Body[len(p.Body)-1]
		if j := strings.Index(line, ". "); j > 0 {
			line = line[:j+1]
		}
		at := p.Time.Add(time.Duration(Hash("mwchat", p.ID)%600) * time.Minute)
		fmt.Fprintf(&h, "<div class='ccl'>\n<a href='%s'>%s</a> %s&gt; %s\n</div>\n", mwUserURL(d, p.Author), mwEscHTML(p.Author.Name), at.UTC().Format("15:04"), mwEscHTML(clip(line, 120)))
	}
	h.WriteString("</div>\n\n")
	return h.String()
}

// boardInfo answers board_info.pl: a board's options as guests see them.
func (s mwSkin) boardInfo(c *Ctx, q mwQuery, pg mwPage) Response {
	bid := q.num("bid")
	if bid == 0 {
		return s.fail(c, q, pg, "errParamMiss", true)
	}
	b := c.W.Board(bid)
	if b == nil {
		return s.fail(c, q, pg, "errBrdNotFnd", true)
	}
	var h strings.Builder
	h.WriteString(s.pageBar(c, "Board", mwEscHTML(b.Name), []mwLink{{url: mwURL("board_show", "bid", strconv.Itoa(b.ID)), txt: "comUp", ico: "up"}}, nil, nil))
	row := func(k, v string) { fmt.Fprintf(&h, "<tr class='crw'><td class='hco'>%s</td><td>%s</td></tr>\n", k, v) }
	h.WriteString("<table class='tbl'>\n<tr class='hrw'><th colspan='2'>Options</th></tr>\n")
	row("Description", mwEscHTML(b.Description))
	row("Read Access", "All users can see board")
	row("Write Access", "All users can post")
	row("Registration", "Posting requires registration")
	row("Moderation", "Posts don't have to be approved to be visible")
	row("Threading", "Topics are threaded")
	row("Attachments", "File attachments are disabled")
	row("Locking", "-")
	row("Expiration", "-")
	h.WriteString("</table>\n\n")
	h.WriteString("<div class='frm'>\n<div class='hcl'><span class='htt'>Moderator Groups</span></div>\n<div class='ccl'>\n - \n</div>\n</div>\n\n")
	h.WriteString("<div class='frm'>\n<div class='hcl'><span class='htt'>Member Groups</span></div>\n<div class='ccl'>\n - \n</div>\n</div>\n\n")
	return s.page(c, q, Info{Type: TypeOther}, pg, h.String())
}

// login is user_login.pl: the login and forgot-password forms, the origin kept in a hidden field.
func (s mwSkin) login(c *Ctx, q mwQuery) string {
	hidden := "<input type='hidden' name='subm' value='1'/>\n"
	if ori := q.str("ori"); ori != "" {
		hidden += "<input type='hidden' name='ori' value='" + mwEscHTML(ori) + "'/>\n"
	}
	return s.pageBar(c, "User", "", []mwLink{{url: mwURL("forum_show"), txt: "comUp", ico: "up"}}, nil, nil) +
		s.hints(c, "If you don't have an account yet, you can <a href='user_register.pl'>register</a> one. If you just registered an account, you should receive the password by email (check your spam folder, too).") +
		fmt.Sprintf("<div class='frm hnt err' id='cookieError' style='display: none'>\n<div class='ccl'>\n<img class='sic sic_hint_error' %s alt=''/>\n<p>Login won't work because browser cookies are disabled.</p>\n</div>\n</div>\n\n", s.epx(c)) +
		"<form action='user_login.pl' method='post'>\n<div class='frm'>\n<div class='hcl'><span class='htt'>Login</span></div>\n<div class='ccl'>\n<fieldset>\n" +
		"<label class='lbw'>Username (or email address)\n<input type='text' class='fcs qwi' name='userName' maxlength='50' autofocus='autofocus' required='required' value=''/></label>\n" +
		"<label class='lbw'>Password\n<input type='password' class='qwi' name='password' maxlength='15' required='required'/></label>\n</fieldset>\n" +
		"<fieldset>\n<label><input type='checkbox' name='remember' checked='checked'/> Remember me on this computer</label>\n</fieldset>\n" +
		s.submit(c, "Login", "login") +
		"<input type='hidden' name='act' value='login'/>\n" + hidden + "</div>\n</div>\n</form>\n\n" +
		s.hints(c, "If you have lost your password, you can use the form below to get a login ticket link sent to your account's email address.") +
		"<form action='user_login.pl' method='post'>\n<div class='frm'>\n<div class='hcl'><span class='htt'>Forgot Password</span></div>\n<div class='ccl'>\n" +
		"<label class='lbw'>Username (or email address)\n<input type='text' class='qwi' name='userName' maxlength='50' required='required' value=''/></label>\n" +
		s.submit(c, "Request", "subscribe") + "<input type='hidden' name='act' value='forgotPwd'/>\n" + hidden + "</div>\n</div>\n</form>\n\n"
}

// register is user_register.pl: the registration form; the password comes by email.
func (s mwSkin) register(c *Ctx) string {
	return s.pageBar(c, "User", "", []mwLink{{url: mwURL("forum_show"), txt: "comUp", ico: "up"}}, nil, nil) +
		s.hints(c, "If you already have an account, you can login on the <a href='user_login.pl'>login</a> page, where you can also replace lost passwords.") +
		"<form action='user_register.pl' method='post'>\n<div class='frm'>\n<div class='hcl'><span class='htt'>Register Account</span></div>\n<div class='ccl'>\n" +
		"<label class='lbw'>Username\n<input type='text' class='fcs qwi' name='userName' maxlength='15' autofocus='autofocus' required='required' value=''/></label>\n" +
		"<label class='lbw'>Email Address (login password will be sent to this address)\n<input type='email' class='hwi' name='email' maxlength='100' required='required' value=''/></label>\n" +
		"<label class='lbw'>Repeat Email Address\n<input type='email' class='hwi' name='emailV' maxlength='100' required='required' value=''/></label>\n" +
		s.submit(c, "Register", "user") + "<input type='hidden' name='subm' value='1'/>\n</div>\n</div>\n</form>\n\n"
}

// postAdd is post_add.pl for a guest: the parent post and topic are looked
// up, then boards only registered users may write in deny access.
func (s mwSkin) postAdd(c *Ctx, d *mwTables, q mwQuery, pg mwPage) Response {
	switch pid, tid := q.num("pid"), q.num("tid"); {
	case pid != 0:
		if d.post(pid) == nil {
			return s.fail(c, q, pg, "errPstNotFnd", false)
		}
	case tid != 0:
		if d.thread(tid) == nil {
			return s.fail(c, q, pg, "errTpcNotFnd", false)
		}
	default:
		return s.fail(c, q, pg, "errParamMiss", false)
	}
	return s.fail(c, q, pg, "errNoAccess", false)
}
