package sim

import (
	"fmt"
	"math"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// Lobsters (the Rails link aggregator behind lobste.rs), its stock templates
// as lobste.rs serves them in 2025, seen by a logged-out visitor, at the host
// root under the name of a sister site. Lobsters has no boards and no forum:
// a story is a link (or a text post) carrying tags from a fixed, curated set,
// and its page holds the whole discussion, a tree of comments nested by reply.
// The world maps onto it thus: each board is a tag (the first words of its
// name, as a slug of at most 25 characters), each farm category a tag
// category (/categories/NAME lists the stories of all its tags), each thread
// a story carrying its board's tag, Posts[0] the story's description or text
// and Posts[1:] its comments, in the depth-first order of the reply tree (a
// comment answers the comment before it, one of that comment's ancestors or
// the story), so that the tree shown is the posts in order. About a third of
// the stories are text posts; the others link off-site to a domain (a member's
// own blog when "authored by" them, GitHub with an origin per account,
// YouTube, a handful of news sites). Story and comment short ids are six
// characters of [a-z0-9]; the story slug is Story#title_as_url (words of the
// parameterized title, TITLE_DROP_WORDS dropped, up to 35 letters, joined by
// "_"). Usernames are the members' names reduced to [A-Za-z0-9_-].
//
// Lists show 25 stories a page (StoriesPaginator::STORIES_PER_PAGE) and page
// by "<< Page N-1 | Page N+1 >>" links in div.morelink, the next link only
// when there is more: the front page links /page/N (page 1 too, as /page/1),
// the other lists ACTION/page/N, a category ?page=N (its route takes no page
// segment). A list past its end renders empty. The comments feed shows 20
// (COMMENTS_PER_PAGE) and always links the page after, so its last page
// links one empty page. A guest sees no vote arrows that work (they link
// /login), no reply links, a disabled comment box on stories under 90 days
// old. The timestamp of a comment links its permalink, the story page with
// #c_SHORTID; /c/SHORTID, the comments' short URL (as members paste it in
// comments, which a few comments here do, and as some link earlier
// discussions by /s/SHORTID), answers 302 to it.
//
// One thing is the farm's and not Lobsters': real Lobsters never pages a
// story's comments, however many; the farm wants long threads to take
// several pages, so a story of more than 30 posts (only the long threads of
// the world) continues at /s/SHORTID/SLUG/page/N, linked by the same
// "<< Page | Page >>" links under the comments, page N holding posts
// 30(N-1) to 30N-1 with their nesting.
//
// Labels follow the farm's news and Q&A packages: the front page is the entry,
// the lists of all stories and of a tag, a category or a domain index pages
// (a tag's those of its board), re-sorted and filtered lists (active, recent,
// top) index pages under the same page of /newest, member pages and comment
// streams other. URL scheme:
//
//	"" (the host root)                  entry: the hottest stories
//	page/N                              the hottest, later pages (index, no board); page/1 (and page/0) the entry
//	newest, newest/page/N               every story, newest first (index, no board)
//	active[/page/N]                     stories by latest comment (index, canonical newest[/page/N])
//	recent[/page/N]                     low-scoring stories of the last 10 days off the front page (the same)
//	top[?page=N], top/LEN[/page/N]      top-scored stories of the past week or LEN (1d, 2w, 3m, 1y...) (the same)
//	                                    any list that lists nothing (past its end, or empty) is other
//	t/TAG, t/TAG/page/N                 a tag's stories, newest first (index: the tag's board)
//	t/TAG1,TAG2[/page/N]                several tags' stories (index, no board)
//	categories/NAME[?page=N]            a tag category's stories (index, no board)
//	domains/DOMAIN[/page/N]             a domain's stories (index, no board); domain/DOMAIN 301s there
//	origins/github.com/ACCOUNT          an origin's stories (index, no board)
//	domains/github.com/origins          the origins seen on a domain (other)
//	s/SHORTID/SLUG                      a story and its comment tree (thread); s/SHORTID (no slug) the same
//	                                    page (thread, canonical the slugged URL); a wrong slug 302s to it
//	s/SHORTID/SLUG/page/N               the farm's further comment pages (thread), page/1 page 1
//	c/SHORTID, comments/SHORTID, s/SHORTID/SLUG/comments/SHORTID   302 to the page holding the
//	                                    comment, #c_SHORTID (labelled as that page); unknown: 400 (404)
//	comments, comments/page/N           newest comments of the site, 20 a page (other)
//	~USER, ~USER/stories[/page/N], ~USER/threads   a member's profile, stories, threads (other)
//	u/USER, @USER, newest/USER, threads/USER       301 to the member's pages; u, u/ 301 to users
//	threads                             302 to active for a guest (labelled as active)
//	users, moderators, tags, filters, hats, moderations[/page/N], about, chat, privacy,
//	login, login/forgot_password, search[?q=...]   other
//	rss, newest.rss, comments.rss, top/rss, t/TAG.rss, domains/DOMAIN.rss   RSS 2.0 feeds (other)
//	anything else                       Lobsters' 404 page
//
// Left out: everything that needs a login (submitting, voting, flagging,
// hiding, saving, replying, inbox, settings, invitations), JSON views, the
// multi-category and merged-story views, avatars (images only), the mod
// dashboards and the per-user standing page.
func lobsters() *Package {
	return &Package{
		Name: "lobsters", Software: "Lobsters (Rails link aggregator, as lobste.rs runs it)", Kind: News,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{3, 5}, Threads: [2]int{18, 38},
			Posts: [2]int{1, 26}, LongThreadChance: 0.07, ThreadsPerPage: lbStoriesPer, PostsPerPage: lbStoryPer, Users: 110,
			Lang: text.English, Topics: []string{"phones", "photography", "music"}, Opinion: 0.3},
		Mount: "/", Seed: 9613, Unseen: true,
		Robots: lbRobots,
		Skin:   lbSkin{},
	}
}

// lbRobots is lobste.rs's robots.txt less its "Crawl-delay: 1" (as
// Drupal's, see dpRobots): a polite crawler would otherwise take a second
// a page of this loopback site. Its front page's later pages stay
// disallowed.
const lbRobots = "# Google refuses to support crawl-delay\nUser-agent: *\nDisallow: /search\nDisallow: /page/\nDisallow: /comments/page/\n"

// lbSkin renders Lobsters' templates.
type lbSkin struct{}

const (
	lbSite        = "Crustacea"
	lbStoriesPer  = 25 // StoriesPaginator::STORIES_PER_PAGE
	lbCommentsPer = 20 // CommentsController::COMMENTS_PER_PAGE
	lbStoryPer    = 30 // the farm's comment pages of a long story (Lobsters has none)
	lbMaxDepth    = 18 // Comment::MAX_DEPTH
	lbHotWindow   = 60 * 60 * 22
	lbCommentable = 90 // Story::COMMENTABLE_DAYS
)

// lbZone is the site's time zone, as its timestamps' titles print it.
var lbZone = time.FixedZone("CDT", -5*3600)

// lbTitleDrop are Story::TITLE_DROP_WORDS.
var lbTitleDrop = map[string]bool{"a": true, "an": true, "and": true, "but": true, "in": true, "of": true, "or": true, "that": true, "the": true, "to": true}

// lbNewsSites are the domains stories link to besides members' own sites.
var lbNewsSites = []string{"arstechnica.com", "theverge.com", "gsmarena.com", "petapixel.com", "soundonsound.com", "hackaday.com", "lwn.net", "medium.com", "wired.com", "blog.cloudflare.com"}

// lbStory is what Lobsters stores of a story beyond the thread.
type lbStory struct {
	id       string // short_id
	slug     string // title_as_url
	url      string // "" for a text story
	domain   string
	origin   string // github.com/ACCOUNT for GitHub links
	score    int
	authored bool // user_is_author
	hot      float64
	cmt      []*lbComment // by post index; [0] is nil
}

// lbComment is one comment of the reply tree.
type lbComment struct {
	p      *Post
	id     string
	parent int // post index of the comment replied to, 0 for a top-level comment
	depth  int
	root   int // post index of the top-level comment of its thread
	score  int
	kids   int
	edited bool
}

// lbTables are what the skin derives from a world.
type lbTables struct {
	story     map[*Thread]*lbStory
	byStory   map[string]*Thread
	cmt       map[*Post]*lbComment
	byCmt     map[string]*Post
	tag       map[*Board]string
	byTag     map[string]*Board
	tagList   map[*Board][]*Thread // newest first
	cat       map[*Category]string
	byCat     map[string]*Category
	catList   map[*Category][]*Thread
	hottest   []*Thread
	newest    []*Thread
	active    []*Thread
	recent    []*Thread
	domains   map[string][]*Thread // newest first
	origins   map[string][]*Thread
	uname     map[*User]string
	byName    map[string]*User // by lower-case username
	host      map[*User]string // a member's own site, "" for none
	hosts     []string
	joined    []*User // by join date: the invitation tree's order
	inviter   map[*User]*User
	mods      []*User
	karma     map[*User]int
	nComments map[*User]int
	stories   map[*User][]*Thread // newest first
	roots     map[*User][]*Post   // top-level comments of the member's latest threads, newest first
	comments  []*Post             // every comment, newest first
}

func lbTab(w *World) *lbTables {
	return w.Derived("lobsters", func() any { return lbBuild(w) }).(*lbTables)
}

// lbShortID is ShortId's six characters of [a-z0-9], unique within seen.
func lbShortID(seen map[string]bool, parts ...any) string {
	const chars = "abcdefghijklmnopqrstuvwxyz0123456789"
	for salt := 0; ; salt++ {
		h := Hash(append(parts, salt)...)
		var b [6]byte
		for i := range b {
			b[i] = chars[h%36]
			h /= 36
		}
		if s := string(b[:]); !seen[s] {
			seen[s] = true
			return s
		}
	}
}

// lbTitleURL is Story#title_as_url.
func lbTitleURL(title string) string {
	var p strings.Builder // parameterize: ASCII, lower case, other runs one "-"
	dash := false
	for _, r := range strings.ToLower(title) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_':
			p.WriteRune(r)
			dash = false
		case r > 127 && asciiFold[r] != "":
			p.WriteString(asciiFold[r])
			dash = false
		default:
			if !dash {
				p.WriteByte('-')
				dash = true
			}
		}
	}
	var words []string
	n := 0
	for _, w := range strings.FieldsFunc(strings.Trim(p.String(), "-"), func(r rune) bool { return r == '-' || r == '_' }) {
		if lbTitleDrop[w] {
			continue
		}
		if n+len(w) > 35 {
			if n == 0 {
				words = append(words, w[:35])
			}
			break
		}
		words = append(words, w)
		n += len(w)
	}
	if len(words) == 0 {
		return "_"
	}
	return strings.Join(words, "_")
}

// lbUsername is a member's name as Lobsters allows it: [A-Za-z0-9][A-Za-z0-9_-]{0,24}.
func lbUsername(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-':
			b.WriteRune(r)
		case r == '.' || r == ' ':
			b.WriteByte('_')
		}
	}
	out := b.String()
	if out == "" || out[0] == '_' || out[0] == '-' {
		out = "u" + out
	}
	return out[:min(len(out), 25)]
}

// lbFirstPart is a name up to its " & ": "Home Recording & Mixing" -> "Home Recording".
func lbFirstPart(s string) string {
	if i := strings.Index(s, " & "); i > 0 {
		return s[:i]
	}
	return s
}

func lbBuild(w *World) *lbTables {
	d := &lbTables{story: map[*Thread]*lbStory{}, byStory: map[string]*Thread{}, cmt: map[*Post]*lbComment{}, byCmt: map[string]*Post{},
		tag: map[*Board]string{}, byTag: map[string]*Board{}, tagList: map[*Board][]*Thread{}, cat: map[*Category]string{}, byCat: map[string]*Category{},
		catList: map[*Category][]*Thread{}, domains: map[string][]*Thread{}, origins: map[string][]*Thread{}, uname: map[*User]string{}, byName: map[string]*User{},
		host: map[*User]string{}, inviter: map[*User]*User{}, karma: map[*User]int{}, nComments: map[*User]int{}, stories: map[*User][]*Thread{}, roots: map[*User][]*Post{}}

	// Members: names, their own sites, the invitation tree.
	for _, u := range w.Users {
		base := lbUsername(u.Name)
		name := base
		for n := 2; d.byName[strings.ToLower(name)] != nil; n++ {
			name = fmt.Sprintf("%s%d", base[:min(len(base), 23)], n)
		}
		d.uname[u], d.byName[strings.ToLower(name)] = name, u
		if Hash("lbhost", u.ID)%100 < 35 {
			h := strings.ToLower(strings.ReplaceAll(name, "_", "-")) + pick([]string{".dev", ".net", ".org", ".io", ".name"}, "lbtld", u.ID)
			d.host[u] = strings.Trim(h, "-")
			d.hosts = append(d.hosts, d.host[u])
		}
	}
	d.joined = slices.Clone(w.Users)
	slices.SortStableFunc(d.joined, func(a, b *User) int { return a.Joined.Compare(b.Joined) })
	for i, u := range d.joined {
		if i > 0 {
			d.inviter[u] = d.joined[int(Hash("lbinv", u.ID)%uint64(i))]
		}
	}
	d.mods = d.joined[:min(3, len(d.joined))]

	// Tags and their categories.
	var boards []*Board
	var cands, cats []string
	for _, cat := range w.Categories {
		names := distinctNames(cat)
		for i, b := range cat.Boards {
			boards = append(boards, b)
			tag := slug(lbFirstPart(names[i]))
			cands = append(cands, strings.Trim(tag[:min(25, len(tag))], "-"))
		}
		cats = append(cats, slug(lbFirstPart(cat.Name)))
	}
	for i, tag := range uniqueSlugs(cands) {
		d.tag[boards[i]], d.byTag[tag] = tag, boards[i]
	}
	for i, name := range uniqueSlugs(cats) {
		d.cat[w.Categories[i]], d.byCat[name] = name, w.Categories[i]
	}

	// Stories and their comment trees.
	seenS, seenC := map[string]bool{}, map[string]bool{}
	for _, t := range w.Threads {
		st := &lbStory{id: lbShortID(seenS, "lbstory", t.ID), slug: lbTitleURL(t.Title), cmt: make([]*lbComment, len(t.Posts))}
		d.story[t], d.byStory[st.id] = st, t
		d.lbLink(t, st)
		st.score = 1 + int(Hash("lbscore", t.ID)%25) + (len(t.Posts)-1)/3
		var spine []int
		for i := 1; i < len(t.Posts); i++ {
			p := t.Posts[i]
			lvl := 0
			switch r := Hash("lbtree", p.ID) % 100; {
			case len(spine) == 0 || r < 30:
			case r < 75:
				lvl = len(spine)
			default:
				lvl = 1 + int(Hash("lbtree2", p.ID)%uint64(len(spine)))
			}
			lvl = min(lvl, lbMaxDepth)
			spine = append(spine[:lvl], i)
			cm := &lbComment{p: p, id: lbShortID(seenC, "lbcomment", p.ID), depth: lvl, root: spine[0],
				score: 1 + int(Hash("lbcscore", p.ID)%7), edited: Hash("lbedit", p.ID)%9 == 0}
			if Hash("lbcscore2", p.ID)%10 == 0 {
				cm.score += 10 + int(Hash("lbcscore3", p.ID)%30)
			}
			if lvl > 0 {
				cm.parent = spine[lvl-1]
				st.cmt[cm.parent].kids++
			}
			st.cmt[i] = cm
			d.cmt[p], d.byCmt[cm.id] = cm, p
			d.karma[p.Author] += cm.score
			d.nComments[p.Author]++
			d.comments = append(d.comments, p)
		}
		d.karma[t.Author] += st.score
		// Story#calculated_hotness, its sign flipped: higher is hotter.
		cpoints := 0.0
		for _, cm := range st.cmt[1:] {
			if cm.p.Author != t.Author {
				cpoints += float64(cm.score+1) * 0.5
			}
		}
		base := 0.0
		if st.authored && st.url != "" {
			base = 0.25
		}
		cpoints = min(float64(st.score), cpoints)
		st.hot = math.Log10(max(float64(st.score+1)+cpoints, 1)) + base + float64(t.Posts[0].Time.Unix())/lbHotWindow
	}

	// The lists.
	d.newest = newestFirst(w.Threads)
	d.hottest = slices.Clone(d.newest)
	slices.SortStableFunc(d.hottest, func(a, b *Thread) int {
		ha, hb := d.story[a].hot, d.story[b].hot
		switch {
		case ha > hb:
			return -1
		case ha < hb:
			return 1
		}
		return 0
	})
	d.active = slices.Clone(d.newest)
	slices.SortStableFunc(d.active, func(a, b *Thread) int {
		la, lb := len(a.Posts) > 1, len(b.Posts) > 1
		switch {
		case la && lb:
			return b.LastPost().Time.Compare(a.LastPost().Time)
		case la:
			return -1
		case lb:
			return 1
		}
		return 0
	})
	front := d.hottest[:min(lbStoriesPer, len(d.hottest))]
	for _, t := range d.newest {
		if d.story[t].score < 5 && !t.Posts[0].Time.Before(w.Now.AddDate(0, 0, -10)) && !slices.Contains(front, t) {
			d.recent = append(d.recent, t)
		}
	}
	for _, b := range w.Boards {
		d.tagList[b] = newestFirst(b.Threads)
		d.catList[b.Category] = append(d.catList[b.Category], b.Threads...)
	}
	for cat, ts := range d.catList {
		d.catList[cat] = newestFirst(ts)
	}
	for _, t := range d.newest {
		st := d.story[t]
		if st.domain != "" {
			d.domains[st.domain] = append(d.domains[st.domain], t)
		}
		if st.origin != "" {
			d.origins[st.origin] = append(d.origins[st.origin], t)
		}
		d.stories[t.Author] = append(d.stories[t.Author], t)
	}
	slices.SortStableFunc(d.comments, func(a, b *Post) int {
		if c := b.Time.Compare(a.Time); c != 0 {
			return c
		}
		return b.ID - a.ID
	})
	// A member's threads: the top-level comments under which they wrote, newest thread first, 20 at most.
	for _, p := range d.comments {
		cm := d.cmt[p]
		root := p.Thread.Posts[cm.root]
		if !slices.Contains(d.roots[p.Author], root) {
			d.roots[p.Author] = append(d.roots[p.Author], root)
		}
	}
	for u, rs := range d.roots {
		slices.SortStableFunc(rs, func(a, b *Post) int { return b.Time.Compare(a.Time) })
		d.roots[u] = rs[:min(20, len(rs))]
	}
	return d
}

// lbLink decides where a story links: a text post, a member's own site, GitHub, YouTube or a news site.
func (d *lbTables) lbLink(t *Thread, st *lbStory) {
	at := t.Posts[0].Time
	name := slug(t.Title)
	switch k := Hash("lbkind", t.ID) % 100; {
	case k < 30:
		st.authored = true
	case k < 50:
		owner := t.Author
		if Hash("lbgh", t.ID)%2 == 0 {
			owner = t.Board.World.Users[int(Hash("lbgh2", t.ID)%uint64(len(t.Board.World.Users)))]
		}
		acct := strings.Trim(strings.ToLower(strings.ReplaceAll(d.uname[owner], "_", "-")), "-")
		words := strings.Split(name, "-")
		st.url = fmt.Sprintf("https://github.com/%s/%s", acct, strings.Join(words[:min(3, len(words))], "-"))
		st.domain, st.origin, st.authored = "github.com", "github.com/"+acct, owner == t.Author
	case k < 58:
		const yt = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"
		h := Hash("lbyt", t.ID)
		var v [11]byte
		for i := range v {
			v[i] = yt[h%64]
			h /= 64
		}
		st.url, st.domain = "https://www.youtube.com/watch?v="+string(v[:]), "youtube.com"
	default:
		dom := d.host[t.Author]
		if dom == "" || k >= 78 {
			if Hash("lbdom", t.ID)%2 == 0 || len(d.hosts) == 0 {
				dom = pick(lbNewsSites, "lbnews", t.ID)
			} else {
				dom = pick(d.hosts, "lbblog", t.ID)
			}
		}
		st.url = fmt.Sprintf("https://%s/%d/%02d/%s/", dom, at.Year(), int(at.Month()), name)
		st.domain, st.authored = dom, dom == d.host[t.Author]
	}
}

func (lbSkin) Entry() string { return "" }

// BoardURL is the tag's list; later pages /page/N as the 2025 routes have them.
func (lbSkin) BoardURL(b *Board, p int) string {
	u := "t/" + lbTab(b.World).tag[b]
	if p > 1 {
		u += fmt.Sprintf("/page/%d", p)
	}
	return u
}

func (d *lbTables) storyPath(t *Thread) string {
	st := d.story[t]
	return "s/" + st.id + "/" + st.slug
}

// ThreadURL is the story's comments_path; the farm's further comment pages add /page/N.
func (lbSkin) ThreadURL(t *Thread, p int) string {
	u := lbTab(t.Board.World).storyPath(t)
	if p > 1 {
		u += fmt.Sprintf("/page/%d", p)
	}
	return u
}

// commentPath is Comment#path: the page of the story holding the comment, #c_SHORTID.
func (s lbSkin) commentPath(d *lbTables, p *Post) string {
	return s.ThreadURL(p.Thread, PageOf(p.Index, lbStoryPer)) + "#c_" + d.cmt[p].id
}

func (d *lbTables) userPath(u *User) string { return "~" + d.uname[u] }

// lbPage reads a page number the way HomeController#page does: to_i, 0 is 1, below 0 an error.
func lbPage(s string) (int, bool) {
	i := 0
	if strings.HasPrefix(s, "-") || strings.HasPrefix(s, "+") {
		i = 1
	}
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	n, err := strconv.Atoi(s[i:j])
	switch {
	case err != nil || n == 0:
		return 1, true
	case s[0] == '-' || n > 1<<32:
		return 0, false
	}
	return n, true
}

// Serve routes as config/routes.rb does; Rails ignores a trailing slash.
func (s lbSkin) Serve(c *Ctx) Response {
	d := lbTab(c.W)
	path := strings.TrimSuffix(c.Path, "/")
	if path == "" {
		return s.hottest(c, d, s.queryPage(c))
	}
	seg := segments(strings.Split(path, "/"))
	n := len(seg)
	other := Info{Type: TypeOther}
	moved := func(to string) Response {
		return Response{Status: http.StatusMovedPermanently, Location: to, Info: other}
	}
	pageAt := func(i int) (int, bool) { return lbPage(seg.at(i)) }
	bad := func() Response { return s.notFound(c, d) }
	switch head := seg[0]; {
	case head == "page" && n == 2:
		if p, ok := pageAt(1); ok {
			return s.hottest(c, d, p)
		}
		return bad()
	case head == "rss" && n == 1:
		return s.rss(c, lbSite, "", d.hottest)
	case head == "newest.rss" && n == 1:
		return s.rss(c, "Newest Stories", "newest", d.newest)
	case head == "newest":
		switch {
		case n == 1:
			return s.newest(c, d, s.queryPage(c))
		case n == 3 && seg[1] == "page":
			if p, ok := pageAt(2); ok {
				return s.newest(c, d, p)
			}
			return bad()
		case n == 2:
			return moved("~" + seg[1] + "/stories")
		case n == 4 && seg[2] == "page":
			return moved("~" + seg[1] + "/stories/page/" + seg[3])
		}
	case head == "active" || head == "recent":
		p, ok := s.queryPage(c), true
		if n == 3 && seg[1] == "page" {
			p, ok = pageAt(2)
		} else if n != 1 {
			break
		}
		if !ok {
			return bad()
		}
		if head == "active" {
			return s.active(c, d, p)
		}
		return s.recentList(c, d, p)
	case head == "top":
		switch {
		case n == 1:
			return s.top(c, d, "", s.queryPage(c))
		case n == 2 && seg[1] == "rss", n == 3 && seg[2] == "rss":
			ts, title := s.topStories(c, d, seg.at(1))
			return s.rss(c, title, "top", ts)
		case n == 2:
			return s.top(c, d, seg[1], s.queryPage(c))
		case n == 4 && seg[2] == "page":
			if p, ok := pageAt(3); ok {
				return s.top(c, d, seg[1], p)
			}
			return bad()
		}
	case head == "threads":
		switch n {
		case 1:
			return c.Redirect("active", s.active(c, d, 1).Info)
		case 2:
			return moved("~" + seg[1] + "/threads")
		}
	case head == "comments.rss" && n == 1:
		return s.commentsRSS(c, d)
	case head == "comments":
		switch {
		case n == 1:
			return s.commentsIndex(c, d, s.queryPage(c))
		case n == 3 && seg[1] == "page":
			if p, ok := pageAt(2); ok {
				return s.commentsIndex(c, d, p)
			}
			return bad()
		case n == 2:
			return s.toComment(c, d, seg[1], http.StatusNotFound)
		}
	case head == "c" && n == 2:
		return s.toComment(c, d, seg[1], http.StatusBadRequest)
	case head == "s" && n >= 2 && n <= 5:
		if strings.Contains(path, ".") {
			break
		}
		switch {
		case n == 2:
			return s.story(c, d, seg[1], "", false, 1)
		case n == 3:
			return s.story(c, d, seg[1], seg[2], true, 1)
		case n == 5 && seg[3] == "page":
			if p, ok := pageAt(4); ok {
				return s.story(c, d, seg[1], seg[2], true, p)
			}
			return bad()
		case n == 5 && seg[3] == "comments":
			return s.toComment(c, d, seg[4], http.StatusBadRequest)
		}
	case head == "t" && (n == 2 || n == 4 && seg[2] == "page"):
		p, ok := s.queryPage(c), true
		if n == 4 {
			p, ok = pageAt(3)
		}
		if !ok {
			return bad()
		}
		if n == 2 && strings.HasSuffix(seg[1], ".rss") {
			if b := d.byTag[strings.TrimSuffix(seg[1], ".rss")]; b != nil {
				return s.rss(c, "Stories tagged "+d.tag[b], s.BoardURL(b, 1), d.tagList[b])
			}
			return bad()
		}
		if strings.Contains(seg[1], ",") {
			return s.multiTag(c, d, seg[1], p)
		}
		if b := d.byTag[seg[1]]; b != nil && !strings.Contains(seg[1], ".") {
			return s.tagList(c, d, b, p)
		}
	case head == "categories" && n == 2:
		if cat := d.byCat[seg[1]]; cat != nil {
			return s.category(c, d, cat, s.queryPage(c))
		}
	case head == "domain" && (n == 2 || n == 4 && seg[2] == "page"):
		if n == 2 {
			return moved("domains/" + seg[1])
		}
		return moved("domains/" + seg[1] + "/page/" + seg[3])
	case head == "domains" && n >= 2 && n <= 4:
		dom := seg[1]
		switch {
		case n == 2 && strings.HasSuffix(dom, ".rss"):
			if ts := d.domains[strings.TrimSuffix(dom, ".rss")]; ts != nil {
				return s.rss(c, "Stories from "+strings.TrimSuffix(dom, ".rss"), "domains/"+strings.TrimSuffix(dom, ".rss"), ts)
			}
		case n == 2 && d.domains[dom] != nil:
			return s.domain(c, d, dom, s.queryPage(c))
		case n == 4 && seg[2] == "page" && d.domains[dom] != nil:
			if p, ok := pageAt(3); ok {
				return s.domain(c, d, dom, p)
			}
		case n == 3 && seg[2] == "origins" && d.domains[dom] != nil:
			return s.domainOrigins(c, d, dom)
		}
	case head == "origins" && n >= 3:
		if ts := d.origins[strings.Join(seg[1:], "/")]; ts != nil {
			return s.origin(c, d, strings.Join(seg[1:], "/"), s.queryPage(c))
		}
	case strings.HasPrefix(head, "~") && n <= 4:
		u := d.byName[strings.ToLower(head[1:])]
		if u == nil || head[1:] != d.uname[u] {
			break
		}
		switch {
		case n == 1:
			return s.profile(c, d, u)
		case n == 2 && seg[1] == "stories":
			return s.userStories(c, d, u, s.queryPage(c))
		case n == 4 && seg[1] == "stories" && seg[2] == "page":
			if p, ok := pageAt(3); ok {
				return s.userStories(c, d, u, p)
			}
		case n == 2 && seg[1] == "threads":
			return s.userThreads(c, d, u)
		}
	case head == "u" && n <= 2:
		if n == 1 {
			return moved("users")
		}
		return moved("~" + seg[1])
	case strings.HasPrefix(head, "@") && n == 1 && len(head) > 1:
		return moved("~" + head[1:])
	case head == "users" && n == 1, head == "moderators" && n == 1:
		return s.tree(c, d, head == "moderators")
	case head == "tags" && n == 1:
		return s.tags(c, d)
	case head == "filters" && n == 1:
		return s.filters(c, d)
	case head == "hats" && n == 1:
		return s.hats(c, d)
	case head == "moderations" && (n == 1 || n == 3 && seg[1] == "page"):
		p, ok := s.queryPage(c), true
		if n == 3 {
			p, ok = pageAt(2)
		}
		if ok {
			return s.moderations(c, d, p)
		}
	case head == "login" && n == 1, head == "login" && n == 2 && seg[1] == "forgot_password":
		return s.login(c, d, n == 2)
	case head == "search" && n <= 2:
		q := c.Query.Get("q")
		if n == 2 {
			q, _ = url.PathUnescape(seg[1])
		}
		return s.search(c, d, q)
	case (head == "about" || head == "chat" || head == "privacy") && n == 1:
		return s.static(c, d, head)
	}
	return bad()
}

// queryPage is params[:page] from the query string, for routes without a page segment.
func (s lbSkin) queryPage(c *Ctx) int {
	if !c.Query.Has("page") {
		return 1
	}
	p, ok := lbPage(c.Query.Get("page"))
	if !ok {
		return 1
	}
	return p
}

// notFound is about#four_oh_four inside the layout.
func (s lbSkin) notFound(c *Ctx, d *lbTables) Response {
	return c.NotFound(s.frame(c, d, lbFrame{title: "Resource Not Found"}, `<div class="box wide">
  <div class="legend">404</div>
  <p>
  The resource you requested was not found, or the story has been deleted.
  </p>
  <p>
  <a href="`+c.Href("")+`">Back to the front page</a>
  </p>
</div>
`))
}

// toComment is comments#redirect_from_short_id: 302 to the comment's path.
func (s lbSkin) toComment(c *Ctx, d *lbTables, id string, missing int) Response {
	p := d.byCmt[id]
	if p == nil {
		return Response{Status: missing, ContentType: "text/plain; charset=utf-8", Body: "can't find comment", Info: Info{Type: TypeOther}}
	}
	return c.Redirect(s.commentPath(d, p), threadInfo(s, p.Thread, PageOf(p.Index, lbStoryPer)))
}

// lbAgo is TimeAgoInWords#how_long_ago.
func lbAgo(now, t time.Time) string {
	secs := int(now.Sub(t).Seconds())
	unit := func(n int, word string) string {
		if n != 1 {
			word += "s"
		}
		return fmt.Sprintf("%d %s ago", n, word)
	}
	switch {
	case secs <= 5:
		return "just now"
	case secs < 60:
		return "less than a minute ago"
	case secs < 60*60:
		return unit(secs/60, "minute")
	case secs < 60*60*48:
		return unit(secs/3600, "hour")
	case secs < 60*60*24*30:
		return unit(secs/86400, "day")
	case secs < 60*60*24*365:
		return unit(secs/(86400*30), "month")
	}
	return unit(secs/(86400*365), "year")
}

func lbStamp(t time.Time) string { return t.In(lbZone).Format("2006-01-02 15:04:05 -0700") }

// agoLabel is how_long_ago_label.
func lbAgoLabel(c *Ctx, t time.Time) string {
	return fmt.Sprintf(`<span title="%s">%s</span>`, lbStamp(t), lbAgo(c.W.Now, t))
}

// avatar is link_to(avatar_img(user, 16), user).
func (d *lbTables) avatar(c *Ctx, u *User) string {
	n := d.uname[u]
	return fmt.Sprintf(`<a href="%s"><img srcset="/avatars/%s-16.png 1x, /avatars/%s-32.png 2x" class="avatar" alt="%s avatar" loading="lazy" decoding="async" src="/avatars/%s-16.png" width="16" height="16" /></a>`,
		c.Href(d.userPath(u)), n, n, n, n)
}

// tagLink is ApplicationHelper#tag_link.
func (d *lbTables) tagLink(c *Ctx, b *Board) string {
	return fmt.Sprintf(`<a class="tag" title="%s" href="%s">%s</a>`, Esc(b.Description), c.Href("t/"+d.tag[b]), d.tag[b])
}

// lbHidden tells whether a score is hidden from a guest: new and near zero.
func lbHidden(c *Ctx, score int, at time.Time) bool {
	return at.After(c.W.Now.Add(-36*time.Hour)) && score >= -2 && score <= 4
}

// listdetail is stories/_listdetail for a guest.
func (s lbSkin) listdetail(c *Ctx, d *lbTables, t *Thread) string {
	st := d.story[t]
	comments := c.Href(d.storyPath(t))
	href, rel := comments, "ugc "
	if st.url != "" {
		href = Esc(st.url)
	}
	if !st.authored {
		rel += "noreferrer"
	}
	score := strconv.Itoa(st.score)
	if lbHidden(c, st.score, t.Posts[0].Time) {
		score = "~"
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<li id="story_%s" data-shortid="%s"
class="story 



">
<div class="story_liner h-entry">
  <div class="voters">
      <a class="upvoter" href="%s"></a>
    <div class="score">%s</div>
  </div>
  <div class="details">
    <span role="heading" aria-level="1" class="link h-cite u-repost-of">
        <a class="u-url" href="%s" rel="%s">%s</a>
    </span>
      <a class="description_present" title="%s" href="%s">&#x2636;</a>
      <span class="tags">
          %s
      </span>
`, st.id, st.id, c.Href("login"), score, href, rel, Esc(t.Title), Esc(clip(strings.Join(t.Posts[0].Body, "\n\n"), 497)), comments, d.tagLink(c, t.Board))
	switch {
	case st.origin != "":
		fmt.Fprintf(&h, "        <a class=\"domain\" href=\"%s\">%s</a>\n", c.Href("origins/"+st.origin), st.origin)
	case st.domain != "":
		fmt.Fprintf(&h, "        <a class=\"domain\" href=\"%s\">%s</a>\n", c.Href("domains/"+st.domain), st.domain)
	}
	by, cls := "via", "u-author h-card"
	if st.authored {
		by, cls = "authored by", "u-author h-card user_is_author"
	}
	fmt.Fprintf(&h, `
    <div class="byline">
        %s
          <span> %s </span>
        <a class="%s" href="%s">%s</a>

        %s

`, d.avatar(c, t.Author), by, cls, c.Href(d.userPath(t.Author)), d.uname[t.Author], lbAgoLabel(c, t.Posts[0].Time))
	if st.url != "" {
		q := url.QueryEscape(st.url)
		fmt.Fprintf(&h, `          <span> | </span>
          <span class="dropdown_parent">
            <input id="archive_%s" class="archive_button" type="checkbox">
            <label for="archive_%s">caches</label>
            <div class="archive-dropdown">
              <a href="https://web.archive.org/web/3/%s">Archive.org</a>
              <a href="https://archive.today/%s">Archive.today</a>
              <a href="https://ghostarchive.org/search?term=%s">Ghostarchive</a>
            </div>
          </span>
`, st.id, st.id, q, q, q)
	}
	n := len(t.Posts) - 1
	count := "no comments"
	if n == 1 {
		count = "1 comment"
	} else if n > 1 {
		count = fmt.Sprintf("%d comments", n)
	}
	zero := ""
	if n == 0 {
		zero = "zero"
	}
	fmt.Fprintf(&h, `          <span class="comments_label">
            <span> | </span>
            <a role="heading" aria-level="2" href="%s">
              %s</a>
          </span>

    </div>
  </div>
</div>
<a href="%s" class="mobile_comments %s" style="display: none;">
  <span>%d</span>
</a>
</li>
`, comments, count, comments, zero, n)
	return h.String()
}

// lbFrame is what a page hands the layout.
type lbFrame struct {
	title    string    // @title, "" on the front page
	h1       bool      // @title_h1
	subnav   bool      // stories/_subnav: Newest, Top
	rss      [2]string // @rss_link title and href
	comments bool      // @comments_rss_link
	story    *Thread   // the story page's meta tags and short URL
}

// navLink is link_to_different_page: the link to the page being shown is current_page.
func lbNavLink(c *Ctx, label, path, class string) string {
	cur := "/" + c.Path
	if i := strings.LastIndex(cur, "/page/"); i >= 0 && strings.Trim(cur[i+6:], "0123456789") == "" {
		cur = cur[:i]
	}
	cur = strings.TrimSuffix(cur, "/")
	if cur == "/"+path {
		class = "current_page"
	}
	if class != "" {
		return fmt.Sprintf(`<a class="%s" href="%s">%s</a>`, class, c.Href(path), label)
	}
	return fmt.Sprintf(`<a href="%s">%s</a>`, c.Href(path), label)
}

// frame is layouts/application for a logged-out visitor.
func (s lbSkin) frame(c *Ctx, d *lbTables, o lbFrame, body string) string {
	var h strings.Builder
	title := lbSite
	if o.title != "" {
		title = Esc(o.title) + " | " + lbSite
	}
	h.WriteString(`<!doctype html>
<html lang="en" >
<head>
  <meta http-equiv="content-type" content="text/html; charset=utf-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
  <link rel="icon" sizes="144x144" type="image/png" href="/touch-icon-144.png">
  <link rel="apple-touch-icon" sizes="57x57" href="/touch-icon.png">
  <link rel="apple-touch-icon" sizes="114x114" href="/touch-icon.png">
  <link rel="apple-touch-icon" sizes="72x72" href="/touch-icon-144.png">
  <link rel="apple-touch-icon" sizes="144x144" href="/touch-icon-144.png">
  <link rel="search" type="application/opensearchdescription+xml" href="/opensearch.xml" title="` + lbSite + `">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="referrer" content="always">
  <meta name="theme-color" content="#AC130D">
  <meta name="story-flags" content="{&quot;off-topic&quot;:&quot;Off-topic&quot;,&quot;already posted&quot;:&quot;Already Posted&quot;,&quot;broken link&quot;:&quot;Broken Link&quot;,&quot;spam&quot;:&quot;Spam&quot;}">
  <meta name="comment-flags" content="{&quot;off-topic&quot;:&quot;Off-topic&quot;,&quot;me-too&quot;:&quot;Me-too&quot;,&quot;troll&quot;:&quot;Troll&quot;,&quot;unkind&quot;:&quot;Unkind&quot;,&quot;spam&quot;:&quot;Spam&quot;}">

`)
	if t := o.story; t != nil {
		n := len(t.Posts) - 1
		word := "comments"
		if n == 1 {
			word = "comment"
		}
		for _, kv := range [][2]string{{"twitter:card", "summary"}, {"twitter:site", "@crustacea"}, {"twitter:title", t.Title},
			{"twitter:description", fmt.Sprintf("%d %s", n, word)}, {"twitter:image", c.URL("touch-icon-144.png")}} {
			fmt.Fprintf(&h, "      <meta name=\"%s\" content=\"%s\">\n", kv[0], Esc(kv[1]))
		}
	}
	h.WriteString("  <link rel=\"shortcut icon\" href=\"/favicon.ico\">\n")
	if t := o.story; t != nil {
		fmt.Fprintf(&h, "    <link rev=\"canonical\" rel=\"self alternate shorter shorturl shortlink\"\n      href=\"%s\">\n", c.Href("s/"+d.story[t].id))
	}
	fmt.Fprintf(&h, `  <title>%s</title>

  <link rel="stylesheet" href="/assets/application-6f0e2cb1.css" />
  <link rel="stylesheet" href="/assets/system-system-3a1d9e07.css" />
  <link rel="stylesheet" href="/assets/tom-select-9c4b81e2.css" data-turbo-track="reload" />
  <link rel="stylesheet" href="/assets/TomSelect_remove_button-51f0d3aa.css" data-turbo-track="reload" />

  <meta name="csrf-param" content="authenticity_token" />
<meta name="csrf-token" content="%016x%016x" />
`, title, Hash("lbcsrf", c.Path), Hash("lbcsrf2", c.Path))
	if o.rss[1] != "" {
		fmt.Fprintf(&h, "    <link rel=\"alternate\" type=\"application/rss+xml\"\n      title=\"%s\" href=\"%s\">\n", Esc(o.rss[0]), c.Href(strings.TrimPrefix(o.rss[1], "/")))
	}
	if o.comments {
		fmt.Fprintf(&h, "    <link rel=\"alternate\" type=\"application/rss+xml\"\n      title=\"Comments - RSS 2.0\"\n      href=\"%s\">\n", c.Href("comments.rss"))
	}
	h.WriteString("  <meta name=\"robots\" content=\"noai, noimageai\">\n")
	h.WriteString(c.Styles(20))
	fmt.Fprintf(&h, `</head>
<body data-username=''>
  <header id="nav">
    <a id="logo" style="" href="%s" title="%s (Current traffic: %d%%)"></a>
    

    <div class="navholder">
      <nav class="links">
        %s
        %s
        %s


        %s


          %s
      </nav>
    </div>

    <nav class="corner">
        <a class="corner" href="%s">Login</a>
    </nav>
  </header>

`, c.Href(""), lbSite, 20+int(Hash("lbtraffic", c.Path)%60), lbNavLink(c, "Active", "active", ""), lbNavLink(c, "Recent", "recent", ""),
		lbNavLink(c, "Comments", "comments", ""), lbNavLink(c, "Search", "search", ""), lbNavLink(c, "Login", "login", "corner"), c.Href("login"))
	if o.subnav {
		fmt.Fprintf(&h, "    <header id=\"subnav\">\n        %s\n  %s\n\n    </header>\n", lbNavLink(c, "Newest", "newest", ""), lbNavLink(c, "Top", "top", ""))
	}
	h.WriteString("\n  <div id=\"inside\">\n")
	if o.h1 && o.title != "" {
		fmt.Fprintf(&h, "      <h1 class=\"\">%s</h1>\n", Esc(o.title))
	}
	h.WriteString("\n\n")
	h.WriteString(body)
	fmt.Fprintf(&h, `  </div>

  <footer>
      <span id="office-hours-live">
    </span>

    <nav>
      <a href="%s">About</a>
      <a href="%s">Tags</a>
      <a href="%s">Filter</a>
      <a href="%s">Moderation Log</a>
    </nav>
  </footer>

  <span id="iab-pcm-sdk"></span><span id="iab-autofill-sdk"></span>
</body>
</html>
`, c.Href("about"), c.Href("tags"), c.Href("filters"), c.Href("moderations"))
	return h.String()
}

// listing is home/index: above, the stories, below, the morelink pager.
// link names page p of the list; a list that shows no story is labelled other.
func (s lbSkin) listing(c *Ctx, d *lbTables, ts []*Thread, page int, o lbFrame, above, below string, link func(int) string, info Info) Response {
	items := Page(ts, page, lbStoriesPer)
	if len(items) == 0 {
		info = Info{Type: TypeOther}
	}
	var h strings.Builder
	h.WriteString(above)
	h.WriteString("\n<ol class=\"stories list \">\n")
	for _, t := range items {
		h.WriteString(s.listdetail(c, d, t))
		h.WriteString("\n")
	}
	h.WriteString("</ol>\n\n")
	h.WriteString(below)
	h.WriteString(lbMoreLink(c, page, len(ts) > page*lbStoriesPer, link))
	return c.Page(info, s.frame(c, d, o, h.String()))
}

// lbMoreLink is the index's div.morelink.
func lbMoreLink(c *Ctx, page int, more bool, link func(int) string) string {
	var h strings.Builder
	h.WriteString("\n<div class=\"morelink\">\n")
	if page > 1 {
		fmt.Fprintf(&h, "    <a href=\"%s\">&lt;&lt; Page %d</a>\n", c.Href(link(page-1)), page-1)
	}
	if more {
		if page > 1 {
			h.WriteString("      |\n")
		}
		fmt.Fprintf(&h, "    <a href=\"%s\">Page %d &gt;&gt;</a>\n", c.Href(link(page+1)), page+1)
	}
	h.WriteString("</div>\n")
	return h.String()
}

// newestURL is page p of /newest: the canonical of the re-sorted lists.
func lbNewestURL(p int) string {
	if p > 1 {
		return fmt.Sprintf("newest/page/%d", p)
	}
	return "newest"
}

func lbPaged(base string) func(int) string {
	return func(p int) string { return fmt.Sprintf("%s/page/%d", base, p) }
}

func (s lbSkin) hottest(c *Ctx, d *lbTables, page int) Response {
	info := Info{Type: TypeEntry, Canonical: "/"}
	if page > 1 {
		info = Info{Type: TypeIndex, FPage: page, Canonical: fmt.Sprintf("page/%d", page)}
	}
	return s.listing(c, d, d.hottest, page, lbFrame{rss: [2]string{"RSS 2.0", "/rss"}, comments: true}, "", "",
		func(p int) string { return fmt.Sprintf("page/%d", p) }, info)
}

func (s lbSkin) newest(c *Ctx, d *lbTables, page int) Response {
	return s.listing(c, d, d.newest, page, lbFrame{title: "Newest Stories", subnav: true, rss: [2]string{"RSS 2.0 - Newest Items", "/newest.rss"}}, "", "",
		lbPaged("newest"), Info{Type: TypeIndex, FPage: page, Canonical: lbNewestURL(page)})
}

func (s lbSkin) active(c *Ctx, d *lbTables, page int) Response {
	return s.listing(c, d, d.active, page, lbFrame{title: "Active Discussions", subnav: true}, "\n\n<p class=\"hint\">\nStories with active discussions.\n</p>\n", "",
		lbPaged("active"), Info{Type: TypeIndex, FPage: page, Canonical: lbNewestURL(page)})
}

func (s lbSkin) recentList(c *Ctx, d *lbTables, page int) Response {
	below := "<p class=\"hint\">\n  The <a href=\"" + c.Href("newest") + "\">newest</a> stories that have not yet reached the front page.\n</p>\n\n"
	return s.listing(c, d, d.recent, page, lbFrame{title: "Recent Stories", subnav: true, rss: [2]string{"RSS 2.0 - Newest Items", "/newest.rss"}}, "", below,
		lbPaged("recent"), Info{Type: TypeIndex, FPage: page, Canonical: lbNewestURL(page)})
}

// topStories is stories.top(length): created within the interval, highest score first.
func (s lbSkin) topStories(c *Ctx, d *lbTables, length string) ([]*Thread, string) {
	dur, unit := 1, "w"
	if len(length) >= 2 && strings.Contains("dwmy", length[len(length)-1:]) {
		if n, err := strconv.Atoi(length[:len(length)-1]); err == nil && n >= 0 && strings.Trim(length[:len(length)-1], "0123456789") == "" {
			dur, unit = n, length[len(length)-1:]
		}
	}
	since := map[string]time.Time{"d": c.W.Now.AddDate(0, 0, -dur), "w": c.W.Now.AddDate(0, 0, -7*dur), "m": c.W.Now.AddDate(0, -dur, 0), "y": c.W.Now.AddDate(-dur, 0, 0)}[unit]
	word := map[string]string{"d": "Day", "w": "Week", "m": "Month", "y": "Year"}[unit]
	var ts []*Thread
	for _, t := range d.newest {
		if !t.Posts[0].Time.Before(since) {
			ts = append(ts, t)
		}
	}
	slices.SortStableFunc(ts, func(a, b *Thread) int { return d.story[b].score - d.story[a].score })
	title := "Top Stories of the Past " + word
	if dur > 1 {
		title = fmt.Sprintf("Top Stories of the Past %d %ss", dur, word)
	}
	return ts, title
}

func (s lbSkin) top(c *Ctx, d *lbTables, length string, page int) Response {
	ts, title := s.topStories(c, d, length)
	link := func(p int) string { return fmt.Sprintf("top?page=%d", p) }
	if length != "" {
		link = lbPaged("top/" + length)
	}
	return s.listing(c, d, ts, page, lbFrame{title: title, h1: true, subnav: true, rss: [2]string{"RSS 2.0 - " + title, "/top/rss"}}, "", "",
		link, Info{Type: TypeIndex, FPage: page, Canonical: lbNewestURL(page)})
}

// related are the tags shown as "most often also tagged with": the other tags of the category.
func (d *lbTables) related(c *Ctx, b *Board) string {
	var out []string
	for _, o := range b.Category.Boards {
		if o != b {
			out = append(out, d.tagLink(c, o))
		}
	}
	return strings.Join(out, "\n      ")
}

func (s lbSkin) tagList(c *Ctx, d *lbTables, b *Board, page int) Response {
	tag := d.tag[b]
	above := fmt.Sprintf(`<div class="box">
  <p>
    Stories <a href="%s">tagged</a> as
    %s
    %s
    <br>
  </p>


  <p>
    Most often also tagged with
      %s
  </p>
</div>

`, c.Href("tags#"+tag), d.tagLink(c, b), Esc(b.Description), d.related(c, b))
	below := "<p class=\"sublegend\">\n  Combine tags to see the stories of any of them: <code>/t/tag1,tag2</code>\n</p >\n"
	info := boardInfo(s, b, page)
	return s.listing(c, d, d.tagList[b], page, lbFrame{title: tag + " - " + b.Description, rss: [2]string{fmt.Sprintf("RSS 2.0 - Tagged %s (%s)", tag, b.Description), "/t/" + tag + ".rss"}},
		above, below, lbPaged("t/"+tag), info)
}

func (s lbSkin) multiTag(c *Ctx, d *lbTables, list string, page int) Response {
	var bs []*Board
	var ts []*Thread
	for _, tag := range strings.Split(list, ",") {
		b := d.byTag[tag]
		if b == nil || slices.Contains(bs, b) {
			return s.notFound(c, d)
		}
		bs = append(bs, b)
		ts = append(ts, b.Threads...)
	}
	var titles, links []string
	for _, b := range bs {
		titles = append(titles, d.tag[b]+" - "+b.Description)
		links = append(links, d.tagLink(c, b))
	}
	above := "<div class=\"box\">\n  Stories tagged with any of\n  " + strings.Join(links, "\n  ") + "\n</div>\n"
	canon := "t/" + list
	if page > 1 {
		canon += fmt.Sprintf("/page/%d", page)
	}
	return s.listing(c, d, newestFirst(ts), page, lbFrame{title: strings.Join(titles, " "), rss: [2]string{"RSS 2.0 - Tagged " + list, "/t/" + list + ".rss"}},
		above, "", lbPaged("t/"+list), Info{Type: TypeIndex, FPage: page, Canonical: canon})
}

func (s lbSkin) category(c *Ctx, d *lbTables, cat *Category, page int) Response {
	name := d.cat[cat]
	above := fmt.Sprintf(`<div class="box">
  Stories with <a href="%s">tags</a> in the
    <a href="%s">%s</a>
  category

  <p class="sublegend">Combine categories to see the stories of several: <code>/categories/one,two</code></p>
</div>
`, c.Href("tags"), c.Href("categories/"+name), name)
	link := func(p int) string { return fmt.Sprintf("categories/%s?page=%d", name, p) }
	canon := "categories/" + name
	if page > 1 {
		canon = link(page)
	}
	return s.listing(c, d, d.catList[cat], page, lbFrame{title: name, rss: [2]string{"RSS 2.0 - Categorized " + name, "/categories/" + name + ".rss"}},
		above, "", link, Info{Type: TypeIndex, FPage: page, Canonical: canon})
}

// lbCount is "1 story" or "12 stories".
func lbCount(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return thousands(n, ",") + " " + many
}

func lbSubmitters(ts []*Thread) int {
	seen := map[*User]bool{}
	for _, t := range ts {
		seen[t.Author] = true
	}
	return len(seen)
}

func (s lbSkin) domain(c *Ctx, d *lbTables, dom string, page int) Response {
	ts := d.domains[dom]
	above := fmt.Sprintf("<p>\n  %s:\n  %s from\n  %s\n", dom, lbCount(len(ts), "story", "stories"), lbCount(lbSubmitters(ts), "submitter", "submitters"))
	if dom == "github.com" {
		above += fmt.Sprintf("    with <a href=\"%s\">%d origins</a>\n", c.Href("domains/github.com/origins"), len(d.origins))
	}
	above += "\n  \n</p>\n\n"
	canon := "domains/" + dom
	if page > 1 {
		canon += fmt.Sprintf("/page/%d", page)
	}
	return s.listing(c, d, ts, page, lbFrame{title: dom, rss: [2]string{"RSS 2.0 - For " + dom, "/domains/" + dom + ".rss"}},
		above, "", lbPaged("domains/"+dom), Info{Type: TypeIndex, FPage: page, Canonical: canon})
}

func (s lbSkin) origin(c *Ctx, d *lbTables, ident string, page int) Response {
	ts := d.origins[ident]
	dom, _, _ := strings.Cut(ident, "/")
	above := fmt.Sprintf("<p>\n  %s:\n  %s from\n  %s\n  on <a href=\"%s\">%s</a>\n</p>\n\n", ident, lbCount(len(ts), "story", "stories"),
		lbCount(lbSubmitters(ts), "submitter", "submitters"), c.Href("domains/"+dom), dom)
	link := func(p int) string { return fmt.Sprintf("origins/%s?page=%d", ident, p) }
	canon := "origins/" + ident
	if page > 1 {
		canon = link(page)
	}
	return s.listing(c, d, ts, page, lbFrame{title: ident, rss: [2]string{"RSS 2.0 - For " + ident, "/origins/" + ident + ".rss"}},
		above, "", link, Info{Type: TypeIndex, FPage: page, Canonical: canon})
}

// domainOrigins is origins#for_domain: the accounts seen on a domain.
func (s lbSkin) domainOrigins(c *Ctx, d *lbTables, dom string) Response {
	var ids []string
	for id := range d.origins {
		if strings.HasPrefix(id, dom+"/") {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	var h strings.Builder
	fmt.Fprintf(&h, "<p>Origins seen on <a href=\"%s\">%s</a>:</p>\n<table class=\"data zebra\">\n<tr><th>Origin</th><th>Stories</th></tr>\n", c.Href("domains/"+dom), dom)
	for _, id := range ids {
		fmt.Fprintf(&h, "<tr><td><a href=\"%s\">%s</a></td><td>%d</td></tr>\n", c.Href("origins/"+id), id, len(d.origins[id]))
	}
	h.WriteString("</table>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, lbFrame{title: "Origins for " + dom, h1: true}, h.String()))
}

// commentText is the comment's markdown as HTML: sometimes a quote of the
// comment it answers, its paragraphs, sometimes a link to another discussion.
func (s lbSkin) commentText(c *Ctx, d *lbTables, p *Post) string {
	cm := d.cmt[p]
	var h strings.Builder
	if cm.parent > 0 && Hash("lbquote", p.ID)%5 == 0 {
		fmt.Fprintf(&h, "<blockquote>\n<p>%s</p>\n</blockquote>\n", Esc(clip(p.Thread.Posts[cm.parent].Body[0], 140)))
	}
	h.WriteString(Paras(p.Body, "<p>", "</p>\n"))
	switch Hash("lbref", p.ID) % 31 {
	case 0:
		if o := d.comments[int(Hash("lbref2", p.ID)%uint64(len(d.comments)))]; o != p {
			fmt.Fprintf(&h, "<p>I made a similar point <a href=\"%s\" rel=\"ugc\">in another thread</a>.</p>\n", c.Href("c/"+d.cmt[o].id))
		}
	case 1:
		if o := d.newest[int(Hash("lbref3", p.ID)%uint64(len(d.newest)))]; o != p.Thread {
			fmt.Fprintf(&h, "<p>Previous discussion: <a href=\"%s\" rel=\"ugc\">%s</a></p>\n", c.Href("s/"+d.story[o].id), c.URL("s/"+d.story[o].id))
		}
	}
	return h.String()
}

// comment is comments/_comment for a guest. showing is the member whose
// threads are shown, nil elsewhere.
func (s lbSkin) comment(c *Ctx, d *lbTables, p *Post, treeLines, showStory bool, showing *User) string {
	cm := d.cmt[p]
	t := p.Thread
	st := d.story[t]
	id := cm.id
	score, shown := strconv.Itoa(cm.score), "score_shown"
	if lbHidden(c, cm.score, p.Time) {
		score, shown = "&nbsp;", ""
	}
	noKids := ""
	if cm.kids == 0 {
		noKids = "no_children"
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<input id="comment_folder_%s"
  class="comment_folder_button" type="checkbox"
  >

<div id="c_%s"
  data-shortid="%s"
  class="comment
    
    
    
  ">

`, id, id, id)
	inline := "comment_folder comment_folder_inline force_inline"
	if treeLines {
		fmt.Fprintf(&h, "    <label for=\"comment_folder_%s\"\n      class=\"comment_folder\"></label>\n", id)
		inline = "comment_folder comment_folder_inline"
	}
	userCls := ""
	if st.authored && t.Author == p.Author {
		userCls = ` class="user_is_author"`
	}
	spanCls := ""
	if showing != nil && showing == p.Author {
		spanCls = "showing-user-comment"
	}
	edited := ""
	if cm.edited {
		edited = "\n            edited\n"
	}
	fmt.Fprintf(&h, `
    <div class="voters">
        <a class="upvoter" href="%s"></a>
      <div class="score">%s</div>
    </div>
    <div class="comment_parent_tree_line
      
      %s
      %s"></div>

  <div class="details">
    <div class="byline">
      <a name="c_%s"></a>

        <label for="comment_folder_%s"
          class="%s"></label>


      <span class="%s">
          %s

        <a%s href="%s">%s</a>

%s
            <a href="%s" title="%s">%s</a>
      </span>

          <span class="flagger flagger_stub"></span>

`, c.Href("login"), score, shown, noKids, id, id, inline, spanCls, d.avatar(c, p.Author), userCls, c.Href(d.userPath(p.Author)), d.uname[p.Author],
		edited, c.Href(s.commentPath(d, p)), lbStamp(p.Time), lbAgo(c.W.Now, p.Time))
	if showStory {
		fmt.Fprintf(&h, "          | on:\n          <a href=\"%s\">%s</a>\n", c.Href(d.storyPath(t)), Esc(t.Title))
	}
	fmt.Fprintf(&h, `
        <span class="reason">
        </span>
    </div>
    <div role="heading" aria-level="3" class="comment_text">
        %s
    </div>
  </div>
</div>
`, s.commentText(c, d, p))
	return h.String()
}

// lbItem is a comment of a tree as shown: the post and its depth.
type lbItem struct {
	p     *Post
	depth int
}

// threads is comments/_threads: the comments in tree order, each level an
// ol.comments. A list that starts below the top (a later comment page) opens
// the levels above its first comment.
func (s lbSkin) threads(c *Ctx, d *lbTables, items []lbItem, showStory bool, showing *User) string {
	var h strings.Builder
	open := "      <span class=\"prior_comment_has_children\"></span>\n\n      <ol class=\"comments\">\n"
	prev := -1
	for _, it := range items {
		dep := it.depth
		switch {
		case prev < 0:
			for k := 0; k <= dep; k++ {
				h.WriteString(open)
				if k < dep {
					h.WriteString("    <li class=\"comments_subtree\">\n")
				}
			}
		case dep > prev:
			h.WriteString(open)
		case dep == prev:
			h.WriteString("      </li>\n")
		default:
			for range prev - dep {
				h.WriteString("          </li>\n        </ol>\n")
			}
			h.WriteString("      </li>\n")
		}
		prev = dep
		h.WriteString("\n    <li class=\"comments_subtree\">\n\n")
		h.WriteString(s.comment(c, d, it.p, true, showStory, showing))
		if dep != 0 {
			h.WriteString("\n      <div class=\"comment_siblings_tree_line\"></div>\n")
		}
		h.WriteString("\n")
	}
	for range max(prev, 0) {
		h.WriteString("    </li>\n  </ol>\n")
	}
	h.WriteString("</li>\n</ol> \n")
	return h.String()
}

// story is stories#show: the story, its text on page 1, its comment tree.
func (s lbSkin) story(c *Ctx, d *lbTables, id, title string, hasTitle bool, page int) Response {
	t := d.byStory[id]
	if t == nil {
		return s.notFound(c, d)
	}
	st := d.story[t]
	if hasTitle && title != st.slug {
		return c.Redirect(d.storyPath(t), threadInfo(s, t, 1))
	}
	pages := t.Pages(lbStoryPer)
	if page > pages {
		return s.notFound(c, d)
	}
	var h strings.Builder
	h.WriteString("\n<ol class=\"stories\">\n  ")
	h.WriteString(s.listdetail(c, d, t))
	h.WriteString("</ol>\n\n<div class=\"story_content\">\n")
	if page == 1 {
		h.WriteString("    <div class=\"story_text\">\n    ")
		h.WriteString(Paras(t.Posts[0].Body, "<p>", "</p>\n"))
		h.WriteString("    </div>\n")
	}
	h.WriteString("\n</div>\n\n\n  <ol class=\"comments comments1\">\n")
	if t.Posts[0].Time.After(c.W.Now.AddDate(0, 0, -lbCommentable)) {
		fmt.Fprintf(&h, `      <li class="comments_subtree"><div class="comment comment_form_container"
data-shortid="">
<form id="edit_comment_" class="new_comment" action="%s" accept-charset="UTF-8" method="post">
  <input type="hidden" name="story_id" id="story_id" value="%s" autocomplete="off" />

  <div style="width: 100%%;">
    <textarea name="comment" id="comment" rows="5" disabled="disabled" placeholder="You must be logged in to leave a comment.">
</textarea>

    <p></p>

    <div class="markdown_help_toggler">

      <input type="submit" name="commit" value="Post" class="comment-post" disabled="disabled" data-disable-with="Post" />
      &nbsp;
      <button name="button" type="button" class="comment-preview" disabled="disabled">Preview</button>

      <div style="clear: both;"></div>

    </div>
  </div>

  <p></p>
</form></div>
</li>
`, c.Href("comments"), st.id)
	}
	h.WriteString("\n    <li class=\"comments_subtree\">\n\n")
	var items []lbItem
	for _, p := range Page(t.Posts, page, lbStoryPer) {
		if p.Index > 0 {
			items = append(items, lbItem{p, d.cmt[p].depth})
		}
	}
	h.WriteString(s.threads(c, d, items, false, nil))
	h.WriteString("    </li>\n\n  </ol>\n")
	if pages > 1 {
		h.WriteString(lbMoreLink(c, page, page < pages, lbPaged(d.storyPath(t))))
	}
	return c.Page(threadInfo(s, t, page), s.frame(c, d, lbFrame{title: t.Title, story: t}, h.String()))
}

// commentsIndex is comments#index: the newest comments, 20 a page.
func (s lbSkin) commentsIndex(c *Ctx, d *lbTables, page int) Response {
	items := Page(d.comments, page, lbCommentsPer)
	var h strings.Builder
	h.WriteString("<ol class=\"comments comments1\">\n")
	for _, p := range items {
		h.WriteString("    <li>")
		h.WriteString(s.comment(c, d, p, false, true, nil))
		h.WriteString("      <ol class=\"comments\"></ol>\n    </li>\n")
	}
	h.WriteString("</ol>\n\n<div class=\"morelink\">\n")
	if page > 1 {
		prev := "comments"
		if page > 2 {
			prev = fmt.Sprintf("comments/page/%d", page-1)
		}
		fmt.Fprintf(&h, "    <a href=\"%s\">&lt;&lt; \n      Page %d</a>\n", c.Href(prev), page-1)
	}
	if len(items) > 0 {
		if page > 1 {
			h.WriteString("\n      |\n")
		}
		fmt.Fprintf(&h, "\n    <a href=\"%s\">Page\n      %d &gt;&gt;</a>\n", c.Href(fmt.Sprintf("comments/page/%d", page+1)), page+1)
	}
	h.WriteString("</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, lbFrame{title: "Newest Comments", h1: true, rss: [2]string{"RSS 2.0 - Newest Comments", "/comments.rss"}}, h.String()))
}

// profile is users#show for a guest.
func (s lbSkin) profile(c *Ctx, d *lbTables, u *User) Response {
	n := d.uname[u]
	status := "user"
	if slices.Contains(d.mods, u) {
		status = "moderator"
		if u == d.mods[0] {
			status = "administrator"
		}
	}
	var h strings.Builder
	fmt.Fprintf(&h, `

<div class="box wide">
    <div id="gravatar">
      <img srcset="/avatars/%s-100.png 1x, /avatars/%s-200.png 2x" class="avatar" alt="%s avatar" loading="lazy" decoding="async" src="/avatars/%s-100.png" width="100" height="100" />
    </div>

  <label class="required">Status:</label>
  <span class="d"
  >
      Active
      %s
  </span>
  <br>

  <label class="required">Joined:</label>
  <span class="d">
    %s
`, n, n, n, n, status, lbAgoLabel(c, u.Joined))
	if inv := d.inviter[u]; inv != nil {
		fmt.Fprintf(&h, "      by <a href=\"%s\">invitation</a> from\n      <a href=\"%s\">%s</a>\n", c.Href("users#"+n), c.Href(d.userPath(inv)), d.uname[inv])
	}
	h.WriteString("  </span>\n  <br>\n\n")
	if status != "administrator" {
		fmt.Fprintf(&h, "    <label class=\"required\">Karma:</label>\n    <span class=\"d\">\n      %d\n    </span>\n    <br>\n\n", d.karma[u])
	}
	fmt.Fprintf(&h, "  <label class=\"required\">Stories Submitted:</label>\n  <span class=\"d\">\n    <a href=\"%s\">%d</a>", c.Href(d.userPath(u)+"/stories"), len(d.stories[u]))
	if b := d.commonTag(u); b != nil {
		fmt.Fprintf(&h, ", most commonly tagged %s", d.tagLink(c, b))
	}
	fmt.Fprintf(&h, "\n  </span>\n  <br>\n\n  <label class=\"required\">Comments Posted:</label>\n  <span class=\"d\"><a href=\"%s\">%d</a></span>\n  <br>\n\n",
		c.Href(d.userPath(u)+"/threads"), d.nComments[u])
	if host := d.host[u]; host != "" {
		fmt.Fprintf(&h, "    <label class=\"required\">Homepage:</label>\n\n    <span class=\"d\">\n      <a href=\"https://%s/\"\n        rel=\"me ugc\">https://%s/</a>\n    </span>\n    <br>\n\n", host, host)
	}
	about := `<span class="na">A mystery...</span>`
	if Hash("lbbio", u.ID)%3 != 0 {
		about = "<p>" + Esc(u.Bio) + "</p>"
	}
	fmt.Fprintf(&h, "    <label class=\"required\">About:</label>\n\n    <div class=\"d shorten_first_p\">\n        %s\n      <br>\n    </div>\n</div>\n", about)
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, lbFrame{title: "User " + n}, h.String()))
}

// commonTag is User#most_common_story_tag.
func (d *lbTables) commonTag(u *User) *Board {
	count := map[*Board]int{}
	var best *Board
	for _, t := range d.stories[u] {
		count[t.Board]++
		if best == nil || count[t.Board] > count[best] || count[t.Board] == count[best] && d.tag[t.Board] < d.tag[best] {
			best = t.Board
		}
	}
	return best
}

func (s lbSkin) userStories(c *Ctx, d *lbTables, u *User, page int) Response {
	above := fmt.Sprintf("\n\n<p>\n  Newest stories submitted by\n  <a href=\"%s\">%s</a>.\n</p>\n", c.Href(d.userPath(u)), d.uname[u])
	return s.listing(c, d, d.stories[u], page, lbFrame{title: "Newest Stories by " + d.uname[u], subnav: true}, above, "",
		lbPaged(d.userPath(u)+"/stories"), Info{Type: TypeOther})
}

// userThreads is comments#user_threads: the member's latest threads, whole.
func (s lbSkin) userThreads(c *Ctx, d *lbTables, u *User) Response {
	var items []lbItem
	for _, root := range d.roots[u] {
		t := root.Thread
		for i := root.Index; i < len(t.Posts); i++ {
			cm := d.story[t].cmt[i]
			if i > root.Index && cm.depth == 0 {
				break
			}
			items = append(items, lbItem{t.Posts[i], cm.depth})
		}
	}
	var h strings.Builder
	h.WriteString("\n\n<ol class=\"comments comments1\">\n  <li class=\"comments_subtree\">\n")
	h.WriteString(s.threads(c, d, items, true, u))
	h.WriteString("  </li>\n</ol>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, lbFrame{title: "Threads for " + d.uname[u], h1: true}, h.String()))
}

// tree is users#tree: every member under the one who invited them.
func (s lbSkin) tree(c *Ctx, d *lbTables, modsOnly bool) Response {
	kids := map[*User][]*User{}
	for _, u := range d.joined {
		if inv := d.inviter[u]; inv != nil {
			kids[inv] = append(kids[inv], u)
		}
	}
	var h strings.Builder
	var walk func(u *User, depth int)
	walk = func(u *User, depth int) {
		cls := ""
		if slices.Contains(d.mods, u) {
			cls = ` class="moderator"`
		}
		fmt.Fprintf(&h, "%s<li><a%s href=\"%s\">%s</a> (%d)", strings.Repeat("  ", depth+1), cls, c.Href(d.userPath(u)), d.uname[u], d.karma[u])
		if len(kids[u]) > 0 && !modsOnly {
			h.WriteString("\n" + strings.Repeat("  ", depth+1) + "<ul>\n")
			for _, k := range kids[u] {
				walk(k, depth+1)
			}
			h.WriteString(strings.Repeat("  ", depth+1) + "</ul>\n" + strings.Repeat("  ", depth+1))
		}
		h.WriteString("</li>\n")
	}
	title, count := "Users", len(d.joined)
	if modsOnly {
		title, count = "Moderators", len(d.mods)
	}
	fmt.Fprintf(&h, "<div class=\"box wide\">\n  <div class=\"legend\">\n    %s (%d)\n  </div>\n\n  <p>\n    Members are listed under the member who invited them. <a href=\"%s\">Moderators</a> are highlighted.\n  </p>\n\n  <ul class=\"root user_tree\">\n",
		title, count, c.Href("moderators"))
	if modsOnly {
		for _, u := range d.mods {
			walk(u, 1)
		}
	} else if len(d.joined) > 0 {
		walk(d.joined[0], 1)
	}
	h.WriteString("  </ul>\n</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, lbFrame{title: title}, h.String()))
}

// tags is tags#index: the tags under their categories.
func (s lbSkin) tags(c *Ctx, d *lbTables) Response {
	var h strings.Builder
	fmt.Fprintf(&h, "<p>\n  You can <a href=\"%s\">filter out stories by tag</a>, even if you don't have an account.\n  Inactive tags can no longer be used on new stories.\n</p>\n\n", c.Href("filters"))
	for _, cat := range c.W.Categories {
		fmt.Fprintf(&h, "  <h2 id=\"%s\">\n    <a href=\"%s\">%s</a>\n  </h2>\n\n", d.cat[cat], c.Href("categories/"+d.cat[cat]), d.cat[cat])
		for _, b := range cat.Boards {
			fmt.Fprintf(&h, "    <ol class=\"category_tags\">\n      <li id=\"%s\">\n      <a class=\"tag\" href=\"%s\">%s</a>\n      <span class=\"\">%s</span>\n      <span class=\"byline\">\n      </span>\n      </li>\n    </ol>\n",
				d.tag[b], c.Href("t/"+d.tag[b]), d.tag[b], Esc(b.Description))
		}
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, lbFrame{title: "Tags", h1: true}, h.String()))
}

// filters is filters#index: a form of every tag, for a guest kept in a cookie.
func (s lbSkin) filters(c *Ctx, d *lbTables) Response {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="box wide">
  <p>
  To hide stories with certain tags from the front page and lists, check the tags below.
  Without an account, the filters are kept in a cookie in this browser.
  </p>

  <form action="%s" accept-charset="UTF-8" method="post">
  <table class="data zebra tall" width="100%%" cellspacing=0>
  <tr>
    <th width="7%%">Hide</th>
    <th width="15%%">Tag</th>
    <th width="68%%">Description</th>
    <th width="10%%" style="text-align: right;">Stories</th>
  </tr>
`, c.Href("filters"))
	for _, b := range c.W.Boards {
		tag := d.tag[b]
		fmt.Fprintf(&h, "  <tr>\n    <td style=\"text-align: center;\"><input type=\"checkbox\" name=\"tags[]\" id=\"tag_%s\" value=\"%s\" /></td>\n    <td><a class=\"tag\" href=\"%s\">%s</a></td>\n    <td>%s</td>\n    <td style=\"text-align: right;\"><a href=\"%s\">%d</a></td>\n  </tr>\n",
			tag, tag, c.Href("t/"+tag), tag, Esc(b.Description), c.Href("t/"+tag), len(b.Threads))
	}
	h.WriteString("  </table>\n\n  <p>\n  <input type=\"submit\" name=\"commit\" value=\"Save Filters\" data-disable-with=\"Save Filters\" />\n  </p>\n  </form>\n</div>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, lbFrame{title: "Filtered Tags", h1: true}, h.String()))
}

// hats is hats#index: the members who may wear a hat.
func (s lbSkin) hats(c *Ctx, d *lbTables) Response {
	var h strings.Builder
	h.WriteString("<p>\n  Hats are worn by members who speak for a project or organization. They are requested and granted by moderators.\n</p>\n\n<table class=\"data zebra\" width=\"100%\">\n<tr>\n  <th>User</th>\n  <th>Hat</th>\n  <th>Link</th>\n</tr>\n")
	for i, u := range d.joined {
		if Hash("lbhat", u.ID)%9 != 0 && i >= len(d.mods) {
			continue
		}
		hat := "Sysop"
		if i >= len(d.mods) {
			hat = pick([]string{"Maintainer", "Editor", "Developer", "Organizer"}, "lbhatname", u.ID)
		}
		link := ""
		if host := d.host[u]; host != "" {
			link = "https://" + host + "/"
		}
		fmt.Fprintf(&h, "<tr>\n  <td><a href=\"%s\">%s</a></td>\n  <td><span class=\"hat\" title=\"%s\">%s</span></td>\n  <td>%s</td>\n</tr>\n",
			c.Href(d.userPath(u)), d.uname[u], hat, hat, Esc(link))
	}
	h.WriteString("</table>\n")
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, lbFrame{title: "Hats", h1: true}, h.String()))
}

// moderations is moderations#index: the public moderation log, 50 a page.
func (s lbSkin) moderations(c *Ctx, d *lbTables, page int) Response {
	// The log: a moderator's edit on every seventh story, newest first.
	var log []*Thread
	for i, t := range d.newest {
		if i%7 == 3 {
			log = append(log, t)
		}
	}
	const per = 50
	var h strings.Builder
	h.WriteString("<table class=\"data zebra clear\" cellspacing=0 width=\"100%\">\n<tr>\n  <th width=\"13%\">Date/Time</th>\n  <th width=\"12%\">Moderator</th>\n  <th width=\"75%\">Story/Comment/User, Action, Reason</th>\n</tr>\n")
	for _, t := range Page(log, page, per) {
		mod := d.mods[int(Hash("lbmod", t.ID)%uint64(len(d.mods)))]
		at := t.Posts[0].Time.Add(time.Duration(1+Hash("lbmodt", t.ID)%300) * time.Minute)
		action := pick([]string{"changed tags from \"%s\" to \"%s\"", "edited title", "edited url", "merged into another story"}, "lbact", t.ID)
		if strings.Contains(action, "%s") {
			action = fmt.Sprintf(action, d.tag[t.Board]+" "+pick([]string{"show", "ask", "release"}, "lbold", t.ID), d.tag[t.Board])
		}
		fmt.Fprintf(&h, "<tr>\n  <td>%s</td>\n  <td><a href=\"%s\">%s</a></td>\n  <td><a href=\"%s\">%s</a> by <a href=\"%s\">%s</a><br>\n  <em>Action: %s</em><br>\n  Reason: %s</td>\n</tr>\n",
			at.In(lbZone).Format("2006-01-02 15:04 -0700"), c.Href(d.userPath(mod)), d.uname[mod], c.Href(d.storyPath(t)), Esc(t.Title), c.Href(d.userPath(t.Author)), d.uname[t.Author],
			Esc(action), pick([]string{"Tags should describe the story, not the submitter.", "Use the original title.", "Link to the original source.", "Duplicate."}, "lbwhy", t.ID))
	}
	h.WriteString("</table>\n")
	h.WriteString(lbMoreLink(c, page, len(log) > page*per, lbPaged("moderations")))
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, lbFrame{title: "Moderation Log", h1: true}, h.String()))
}

// login is login#index and login#forgot_password.
func (s lbSkin) login(c *Ctx, d *lbTables, forgot bool) Response {
	if forgot {
		return c.Page(Info{Type: TypeOther}, s.frame(c, d, lbFrame{title: "Reset Password"}, fmt.Sprintf(`<div class="box wide">
  <div class="legend">
    Reset Password
  </div>

  <form action="%s" accept-charset="UTF-8" method="post">
    <p>
    If you've forgotten your password or deleted your account, enter your e-mail address or username below and instructions will be e-mailed to you.
    </p>

    <label for="email">E-mail or Username:</label>
    <input type="text" name="email" id="email" size="30" autofocus="autofocus" />
    <br />

    <p>
    <input type="submit" name="commit" value="Reset Password" />
    </p>
  </form>
</div>
`, c.Href("login/reset_password"))))
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, lbFrame{title: "Login"}, fmt.Sprintf(`<div class="box wide">
  <div class="legend">
    Login
  </div>

    <form action="%s" accept-charset="UTF-8" method="post">
    <p>
      <label for="email">E-mail or Username:</label>
      <input size="30" autofocus="autofocus" type="text" name="email" id="email" />
      <br />

      <label for="password">Password:</label>
      <input size="30" type="password" name="password" id="password" />
      <br />
      </p>

      <p>
      <input type="submit" name="commit" value="Login" />
      </p>

      <p>
      Forgot your password or deleted your account?
        <a href="%s">Reset your password</a>.
      </p>

        <p>
        Not a user yet?  Signup is by invitation only to combat spam and increase
        accountability.  If you know <a href="%s">a current user</a> of the site,
        ask them for an invitation or
          request one in <a href="%s">chat</a>.
        </p>

</form></div>
`, c.Href("login"), c.Href("login/forgot_password"), c.Href("u/"), c.Href("chat"))))
}

// search is search#index: the form and, for a query, matching story titles or comments.
func (s lbSkin) search(c *Ctx, d *lbTables, q string) Response {
	what := c.Query.Get("what")
	if what != "comments" {
		what = "stories"
	}
	order := c.Query.Get("order")
	if order != "relevance" && order != "score" {
		order = "newest"
	}
	checked := func(ok bool) string {
		if ok {
			return ` checked="checked"`
		}
		return ""
	}
	focus := ` autofocus="autofocus"`
	if q != "" {
		focus = ""
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="box">
  <form action="%s" accept-charset="UTF-8" method="get">
    <div class="boxline">
        <input value="%s" size="40"%s type="text" name="q" id="q" />
      <input type="submit" value="Search">
    </div>

    <div class="boxline">
      <label class="required">Search:</label>

      <input type="radio" value="stories"%s name="what" id="what_stories" />
        <label for="what_stories" class="normal">Stories</label>

      &nbsp;

      <input type="radio" value="comments"%s name="what" id="what_comments" />
        <label for="what_comments" class="normal">Comments</label>

      <br>

      <label class="required">Order By:</label>

      <input type="radio" value="newest"%s name="order" id="order_newest" />
        <label for="order_newest" class="normal">Newest</label>

      &nbsp;

      <input type="radio" value="relevance"%s name="order" id="order_relevance" />
        <label for="order_relevance" class="normal">Relevance</label>

      &nbsp;

      <input type="radio" value="score"%s name="order" id="order_score" />
        <label for="order_score" class="normal">Score</label>
    </div>
</form></div>

`, c.Href("search"), Esc(q), focus, checked(what == "stories"), checked(what == "comments"), checked(order == "newest"), checked(order == "relevance"), checked(order == "score"))
	if q == "" {
		h.WriteString("  <div class=\"help\">\n    Search hints:\n    <ul>\n      <li>Search terms are required. Use quote marks if you want <span class=\"searchq\">\"words together\"</span></li>\n      <li>Terms are exact, so <span class=\"searchq\">code</span> doesn't match <span class=\"searchq\">coder</span> or <span class=\"searchq\">coding</span>.</li>\n      <li>Search titles with <span class=\"searchq\">title:word</span>, tags with <span class=\"searchq\">tag:name</span>, domains with <span class=\"searchq\">domain:example.com</span></li>\n    </ul>\n  </div>\n")
		return c.Page(Info{Type: TypeOther}, s.frame(c, d, lbFrame{title: "Search"}, h.String()))
	}
	const per = 20
	page := s.queryPage(c)
	lq := strings.ToLower(q)
	var stories []*Thread
	var comments []*Post
	if what == "stories" {
		for _, t := range d.newest {
			if strings.Contains(strings.ToLower(t.Title), lq) {
				stories = append(stories, t)
			}
		}
	} else {
		for _, p := range d.comments {
			if strings.Contains(strings.ToLower(strings.Join(p.Body, " ")), lq) {
				comments = append(comments, p)
			}
		}
	}
	count := len(stories) + len(comments)
	plural := "s"
	if count == 1 {
		plural = ""
	}
	open := ""
	if count == 0 {
		open = " open"
	}
	fmt.Fprintf(&h, "  <div class=\"box searchresults\">\n    <details%s>\n      <summary>\n        <span class=\"heading\">%d result%s for </span>\n        <span class=\"searchq\">%s</span>\n      </summary>\n\n      <p>\n      Search query parsed to:\n      </p>\n      <dl class=\"search_parse\">\n          <dt><span class=\"searchq\">%s</span></dt>\n          <dd>\n            Term: <span class=\"searchq\">%s</span>\n          </dd>\n      </dl>\n    </details>\n  </div>\n\n",
		open, count, plural, Esc(q), Esc(q), Esc(q))
	if what == "stories" {
		h.WriteString("    <ol class=\"stories list\">\n")
		for _, t := range Page(stories, page, per) {
			h.WriteString(s.listdetail(c, d, t))
		}
		h.WriteString("    </ol>\n")
	} else {
		h.WriteString("    <ol class=\"comments comments1\">\n")
		for _, p := range Page(comments, page, per) {
			h.WriteString("        <li>" + s.comment(c, d, p, false, true, nil) + "</li>\n")
		}
		h.WriteString("    </ol>\n")
	}
	if count > per {
		h.WriteString("    <div class=\"page_link_buttons\">\n      Page:\n\n")
		for _, it := range lbPageNumbers(pageCount(count, per), page) {
			if it == 0 {
				h.WriteString("          <span>...</span>\n")
				continue
			}
			cls := ""
			if it == page {
				cls = "cur"
			}
			v := url.Values{"q": {q}, "what": {what}, "order": {order}, "page": {strconv.Itoa(it)}}
			fmt.Fprintf(&h, "          <a class=\"%s\" href=\"%s\">%d</a>\n", cls, c.Href("search?"+v.Encode()), it)
		}
		h.WriteString("    </div>\n")
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, lbFrame{title: "Search"}, h.String()))
}

// lbPageNumbers is ApplicationHelper#page_numbers_for_pagination, 0 for "...".
func lbPageNumbers(last, cur int) []int {
	const maxPages = 15
	var pages []int
	if last <= maxPages {
		for i := 1; i <= last; i++ {
			pages = append(pages, i)
		}
		return pages
	}
	for i := cur - maxPages/2 + 1; i <= cur+maxPages/2-1; i++ {
		pages = append(pages, i)
	}
	for pages[0] < 1 {
		pages = append(pages[1:], pages[len(pages)-1]+1)
	}
	for pages[len(pages)-1] > last {
		if pages[0] > 1 {
			pages = append([]int{pages[0] - 1}, pages...)
		}
		pages = pages[:len(pages)-1]
	}
	if pages[0] != 1 {
		if pages[0] != 2 {
			pages = append([]int{0}, pages...)
		}
		pages = append([]int{1}, pages...)
	}
	if pages[len(pages)-1] != last {
		if pages[len(pages)-1] != last-1 {
			pages = append(pages, 0)
		}
		pages = append(pages, last)
	}
	return pages
}

// static is about#about, about#chat and about#privacy.
func (s lbSkin) static(c *Ctx, d *lbTables, which string) Response {
	var title, body string
	switch which {
	case "about":
		title = "About"
		body = fmt.Sprintf(`<div class="box wide">
<p>
%s is a computing-focused community centered around link aggregation and discussion, running the open source
<a href="https://github.com/lobsters/lobsters">Lobsters</a> software.
</p>

<h2 id="tags">Tags</h2>
<p>
Every story is tagged; the <a href="%s">tags</a> are curated by the moderators, and you can
<a href="%s">filter</a> out the ones you don't want to see.
</p>

<h2 id="invitations">Invitations</h2>
<p>
Membership is by invitation, and the <a href="%s">user tree</a> shows who invited whom.
</p>

<h2 id="moderation">Moderation</h2>
<p>
Every moderator action is recorded in the public <a href="%s">moderation log</a>.
Members who speak for a project may wear a <a href="%s">hat</a>.
See also the <a href="%s">privacy policy</a> and the <a href="%s">chat</a>.
</p>
</div>
`, lbSite, c.Href("tags"), c.Href("filters"), c.Href("users"), c.Href("moderations"), c.Href("hats"), c.Href("privacy"), c.Href("chat"))
	case "chat":
		title = "Chat"
		body = fmt.Sprintf("<div class=\"box wide\">\n<p>\nMembers chat on IRC in <code>#crustacea</code> on Libera.Chat. Please read the <a href=\"%s\">about page</a> first.\n</p>\n</div>\n", c.Href("about"))
	default:
		title = "Privacy"
		body = fmt.Sprintf("<div class=\"box wide\">\n<p>\nLogged-out visitors get a session cookie only when they log in or save tag filters. Server logs are kept for 30 days.\nQuestions go to the moderators; see the <a href=\"%s\">about page</a>.\n</p>\n</div>\n", c.Href("about"))
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, d, lbFrame{title: title, h1: true}, body))
}

// rss is home/stories.rss: 25 stories, or those of a tag, a domain or a period.
func (s lbSkin) rss(c *Ctx, title, link string, ts []*Thread) Response {
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8", Info: Info{Type: TypeOther},
		Body: rssFeed(c, lbSite+": "+title, link, rssItems(c, ts[:min(lbStoriesPer, len(ts))]))}
}

// commentsRSS is comments/index.rss: the newest comments.
func (s lbSkin) commentsRSS(c *Ctx, d *lbTables) Response {
	var b strings.Builder
	for _, p := range d.comments[:min(lbCommentsPer, len(d.comments))] {
		link := Esc(c.URL(s.commentPath(d, p)))
		fmt.Fprintf(&b, `<item><title>on %s</title><link>%s</link><guid>%s</guid><author>%s</author><pubDate>%s</pubDate><comments>%s</comments><description>%s</description></item>`,
			Esc(p.Thread.Title), link, Esc(c.URL("c/"+d.cmt[p].id)), d.uname[p.Author], p.Time.Format(http.TimeFormat), link, Esc(Paras(p.Body, "<p>", "</p>")))
	}
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8", Info: Info{Type: TypeOther},
		Body: rssFeed(c, lbSite+": Newest Comments", "comments", b.String())}
}
