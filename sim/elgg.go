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

// Elgg 4.3 with its bundled plugins (activity, discussions, groups, members,
// friends, search, externalpages) and the default theme, at the host root,
// walled garden off, seen by a guest. Elgg is a social network: its forum is
// the discussions plugin, whose topics live in groups (enable_global_discussions
// is off, so every topic has a group for container). Each farm board is a
// group; Elgg has no group categories and no sub-groups in core, so the farm's
// categories are flattened: a category survives only as an interest tag on
// its groups' profiles. Users, groups, discussions and their replies (generic
// comments) are entities of one GUID sequence in creation order, after the
// site and the install's plugin entities.
//
// The entry page is discussion/all, the list the Discussions item of the
// site menu opens (/discussion resolves to the same resource): every topic
// of every group, newest activity first, each naming its group. It is the
// forum's front door; groups/all lists the boards but no topics, and the
// site's home "/" is the activity river, which a guest gets instead of a
// forum (the activity plugin's index resource).
//
// Lists are cut by ?offset=N, the navigation/pagination view: "Previous",
// numbered pages (the first, a window of five, the last, "..." gaps) and
// "Next", page 1 without offset and the others with "#" appended (the
// view adds "#" plus the list's url_fragment, empty for lists). Discussion
// lists show 20 (max(20, default_limit)), the others default_limit, 10;
// the river's pager has no numbers, only "Newer" and "Older". A discussion
// shows its opening post on every page and its replies 25 a page
// (comments_per_page), latest first (comments_latest_first), paged by
// ?offset=N with links ending in #comments. A reply's URL is
// comment/view/GUID/CONTAINER, a 302 to the page holding it with
// #elgg-object-GUID; the lists' "Last reply by" links it. Every paginated
// list registers an RSS link, the same URL with view=rss. URL scheme:
//
//	discussion/all[?offset=N]          entry: every discussion (later pages: index, no board)
//	discussion                         the same resource (entry, canonical discussion/all)
//	discussion/group/GUID[?offset=N]   a group's discussions, 20 a page (index)
//	discussion/view/GUID[/TITLE][?offset=N]   a discussion and 25 replies a page (thread);
//	                                   the title part is ignored, past the last reply (other)
//	comment/view/GUID/CONTAINER        302 to the reply's page #elgg-object-GUID (labelled as it)
//	discussion/owner/USERNAME[?offset=N]   a member's discussions (other)
//	discussion/add/GUID, discussion/edit/GUID, discussion/my_groups/USERNAME   302 to login
//	groups, groups/all[?filter=newest|alpha|popular][&offset=N]   the groups (index, no board);
//	                                   ?filter=featured: none are featured (other)
//	groups/profile/GUID[/NAME]         a group's profile: fields, latest discussions, activity (other)
//	groups/members/GUID[/alpha|newest], groups/member/USERNAME, groups/owner/USERNAME   (other)
//	groups/search?tag=T                groups by interest (other); groups/add/GUID: 302 to login
//	"" (the host root)[?offset=N]      the guests' home: latest site activity and a login box (other)
//	activity, activity/all, activity/owner/USERNAME, activity/group/GUID   the river (other)
//	profile/USERNAME, friends/USERNAME, user/GUID (302 to the profile)   (other)
//	members, members/newest|alpha|popular|online[?offset=N], members/search   (other)
//	search?q=Q[&search_type=tags...]   search results (other)
//	login, register, forgotpassword, about, terms, privacy   (other)
//	any list or discussion with view=rss   its RSS 2.0 feed (other)
//	an unknown entity or path           404, Elgg's error page
func elgg() *Package {
	return &Package{
		Name: "elgg", Software: "Elgg 4.3 (groups and discussions, default theme)", Kind: Forum,
		// Replies run to 24 posts a topic and long topics to 48 or 72, so
		// that the replies (every post but the first) fill as many pages of 25
		// as the topic's posts would: Elgg pages replies only.
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0, Threads: [2]int{22, 64},
			Posts: [2]int{1, 24}, LongThreadChance: 0.1, ThreadsPerPage: 20, PostsPerPage: 25, Users: 70,
			Lang: text.English, Opinion: 0.3, StickyChance: 0},
		Mount: "/", Seed: 9437, Unseen: true,
		Skin: elSkin{},
	}
}

// elSkin renders Elgg's default theme.
type elSkin struct{}

const (
	elSite      = "Maple Commons"
	elSiteDesc  = "A neighbourhood network for hobbies, homes and the things we make."
	elFirstGUID = 38 // the site is 1; the install's plugins take the GUIDs before the first user
	elLimit     = 10 // default_limit
	elDiscPer   = 20 // max(20, default_limit): the discussion lists
	elModuleN   = 6  // the group profile's discussion module
	elRiverMod  = 5  // the group profile's activity module
	elCache     = "1695126540"
)

// elEnt is what a GUID names.
type elEnt struct {
	u *User
	b *Board
	t *Thread
	p *Post // a reply (a comment on a discussion)
}

// elItem is one river item.
type elItem struct {
	kind string // "group" (created), "discussion" (started), "comment" (replied)
	u    *User
	b    *Board
	t    *Thread
	p    *Post
	at   time.Time
}

// elTables are what the skin derives from a world.
type elTables struct {
	o          idOrder
	uGUID      map[*User]int
	gGUID      map[*Board]int
	tGUID      map[*Thread]int
	pGUID      map[*Post]int
	ent        map[int]elEnt
	created    map[*Board]time.Time
	owner      map[*Board]*User
	tslug      map[*Thread]string
	gslug      map[*Board]string
	byName     map[string]*User
	all        []*Thread // every discussion, newest last action first
	board      map[*Board][]*Thread
	owned      map[*User][]*Thread // newest first
	river      []elItem            // newest first
	uRiver     map[*User][]elItem
	gRiver     map[*Board][]elItem
	members    map[*Board][]*User // newest member first
	userGroups map[*User][]*Board
	ownedBy    map[*User][]*Board
	groups     map[string][]*Board // groups/all by filter
	people     map[string][]*User  // members/* by tab
	friendsOf  map[*User]int
}

func elTab(w *World) *elTables {
	return w.Derived("elgg", func() any {
		d := &elTables{o: newIDOrder(w), uGUID: map[*User]int{}, gGUID: map[*Board]int{}, tGUID: map[*Thread]int{}, pGUID: map[*Post]int{},
			ent: map[int]elEnt{}, created: map[*Board]time.Time{}, owner: map[*Board]*User{}, tslug: map[*Thread]string{}, gslug: map[*Board]string{},
			byName: map[string]*User{}, board: map[*Board][]*Thread{}, owned: map[*User][]*Thread{}, uRiver: map[*User][]elItem{},
			gRiver: map[*Board][]elItem{}, members: map[*Board][]*User{}, userGroups: map[*User][]*Board{}, ownedBy: map[*User][]*Board{},
			groups: map[string][]*Board{}, people: map[string][]*User{}, friendsOf: map[*User]int{}}
		// A group is created by the starter of its oldest topic, some days before it.
		for _, b := range w.Boards {
			var first *Thread
			for _, t := range b.Threads {
				if first == nil || t.Posts[0].Time.Before(first.Posts[0].Time) {
					first = t
				}
			}
			d.created[b] = first.Posts[0].Time.Add(-time.Duration(24+Hash("elgroup", b.ID)%(60*24)) * time.Hour)
			d.owner[b] = first.Author
			d.gslug[b] = elSlug(b.Name)
		}
		// GUIDs in creation order: members, groups, discussions and replies.
		type row struct {
			at   time.Time
			rank int
			e    elEnt
		}
		var rows []row
		for _, u := range w.Users {
			rows = append(rows, row{u.Joined, 0, elEnt{u: u}})
		}
		for _, b := range w.Boards {
			rows = append(rows, row{d.created[b], 1, elEnt{b: b}})
		}
		for i, p := range d.o.posts {
			if p.Index == 0 {
				rows = append(rows, row{p.Time, 2 + i, elEnt{t: p.Thread}})
			} else {
				rows = append(rows, row{p.Time, 2 + i, elEnt{p: p}})
			}
		}
		slices.SortStableFunc(rows, func(a, b row) int {
			if c := a.at.Compare(b.at); c != 0 {
				return c
			}
			return a.rank - b.rank
		})
		for i, r := range rows {
			g := elFirstGUID + i
			d.ent[g] = r.e
			switch {
			case r.e.u != nil:
				d.uGUID[r.e.u] = g
			case r.e.b != nil:
				d.gGUID[r.e.b] = g
			case r.e.t != nil:
				d.tGUID[r.e.t] = g
			default:
				d.pGUID[r.e.p] = g
			}
		}
		for _, u := range w.Users {
			d.byName[u.Name] = u
			for _, c := range u.Contacts {
				d.friendsOf[c]++
			}
		}
		for _, t := range w.Threads {
			d.tslug[t] = elSlug(t.Title)
		}
		byLast := func(ts []*Thread) []*Thread {
			out := slices.Clone(ts)
			slices.SortStableFunc(out, func(a, b *Thread) int { return d.pGUIDOrT(b.LastPost()) - d.pGUIDOrT(a.LastPost()) })
			return out
		}
		d.all = byLast(w.Threads)
		for _, b := range w.Boards {
			d.board[b] = byLast(b.Threads)
		}
		for i := len(d.o.threads) - 1; i >= 0; i-- {
			t := d.o.threads[i]
			d.owned[t.Author] = append(d.owned[t.Author], t)
		}
		// The river: groups created, discussions started, replies; newest first.
		for _, b := range w.Boards {
			d.river = append(d.river, elItem{kind: "group", u: d.owner[b], b: b, at: d.created[b]})
		}
		for _, p := range d.o.posts {
			kind := "comment"
			if p.Index == 0 {
				kind = "discussion"
			}
			d.river = append(d.river, elItem{kind: kind, u: p.Author, b: p.Thread.Board, t: p.Thread, p: p, at: p.Time})
		}
		slices.SortStableFunc(d.river, func(a, b elItem) int { return b.at.Compare(a.at) })
		for _, it := range d.river {
			d.uRiver[it.u] = append(d.uRiver[it.u], it)
			d.gRiver[it.b] = append(d.gRiver[it.b], it)
		}
		// Members join a group with their first post in it; the owner founds it.
		for _, b := range w.Boards {
			seen := map[*User]bool{d.owner[b]: true}
			joined := []*User{d.owner[b]}
			for _, p := range d.o.posts {
				if p.Thread.Board == b && !seen[p.Author] {
					seen[p.Author] = true
					joined = append(joined, p.Author)
				}
			}
			slices.Reverse(joined)
			d.members[b] = joined
			for _, u := range joined {
				d.userGroups[u] = append(d.userGroups[u], b)
			}
			d.ownedBy[d.owner[b]] = append(d.ownedBy[d.owner[b]], b)
		}
		newest := slices.Clone(w.Boards)
		slices.SortStableFunc(newest, func(a, b *Board) int { return d.gGUID[b] - d.gGUID[a] })
		d.groups["newest"] = newest
		d.groups["alpha"] = elAlpha(w.Boards, func(b *Board) string { return b.Name })
		popular := slices.Clone(newest)
		slices.SortStableFunc(popular, func(a, b *Board) int { return len(d.members[b]) - len(d.members[a]) })
		d.groups["popular"] = popular
		people := slices.Clone(w.Users)
		slices.SortStableFunc(people, func(a, b *User) int { return d.uGUID[b] - d.uGUID[a] })
		d.people["newest"] = people
		d.people["alpha"] = elAlpha(w.Users, func(u *User) string { return u.Name })
		pop := slices.Clone(people)
		slices.SortStableFunc(pop, func(a, b *User) int { return d.friendsOf[b] - d.friendsOf[a] })
		d.people["popular"] = pop
		d.people["online"] = nil
		return d
	}).(*elTables)
}

// pGUIDOrT is a post's GUID, a discussion's own for its opening post: the
// order of last_action.
func (d *elTables) pGUIDOrT(p *Post) int {
	if p.Index == 0 {
		return d.tGUID[p.Thread]
	}
	return d.pGUID[p]
}

func elAlpha[T any](xs []T, name func(T) string) []T {
	out := slices.Clone(xs)
	slices.SortStableFunc(out, func(a, b T) int { return strings.Compare(strings.ToLower(name(a)), strings.ToLower(name(b))) })
	return out
}

// elFold is Elgg's transliteration map, for the letters titles hold.
var elFold = map[rune]string{'ä': "a", 'ö': "o", 'ü': "u", 'ß': "ss", 'é': "e", 'è': "e", 'ê': "e", 'ë': "e", 'à': "a", 'â': "a",
	'ç': "c", 'î': "i", 'ï': "i", 'ô': "o", 'û': "u", 'ù': "u", 'œ': "oe", 'Ä': "A", 'Ö': "O", 'Ü': "U", 'É': "E"}

// elSlug is elgg_get_friendly_title(), Elgg\Translit::urlize(): letters
// folded to ASCII, punctuation dropped (so "don't" is "dont"), the rest
// lower case and split at spaces, hyphens and underscores, joined by "-".
func elSlug(s string) string {
	var b strings.Builder
	for _, r := range s {
		if f, ok := elFold[r]; ok {
			b.WriteString(f)
			continue
		}
		switch {
		case r >= 0x21 && r <= 0x2c, r == 0x2e, r == 0x2f, r >= 0x3a && r <= 0x40, r >= 0x5b && r <= 0x5e, r == 0x60, r >= 0x7b && r <= 0x7f:
			// removed outright
		default:
			b.WriteRune(r)
		}
	}
	words := strings.FieldsFunc(strings.ToLower(b.String()), func(r rune) bool { return r < 0x80 && !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z') })
	for i, w := range words {
		words[i] = url.QueryEscape(w)
	}
	return strings.Join(words, "-")
}

func (elSkin) Entry() string { return "discussion/all" }

func (elSkin) BoardURL(b *Board, p int) string {
	d := elTab(b.World)
	return elOffsetURL(fmt.Sprintf("discussion/group/%d", d.gGUID[b]), (p-1)*elDiscPer)
}

func (elSkin) ThreadURL(t *Thread, p int) string {
	d := elTab(t.Board.World)
	return elOffsetURL(d.discURL(t), (p-1)*t.Board.World.Shape.PostsPerPage)
}

func elOffsetURL(base string, off int) string {
	if off <= 0 {
		return base
	}
	return fmt.Sprintf("%s?offset=%d", base, off)
}

func (d *elTables) discURL(t *Thread) string {
	return fmt.Sprintf("discussion/view/%d/%s", d.tGUID[t], d.tslug[t])
}

func (d *elTables) groupURL(b *Board) string {
	return fmt.Sprintf("groups/profile/%d/%s", d.gGUID[b], d.gslug[b])
}

func elProfile(u *User) string { return "profile/" + url.PathEscape(u.Name) }

func (d *elTables) commentURL(p *Post) string {
	return fmt.Sprintf("comment/view/%d/%d", d.pGUID[p], d.tGUID[p.Thread])
}

// replies are a discussion's replies as Elgg lists them: latest first.
func elReplies(t *Thread) []*Post {
	r := slices.Clone(t.Posts[1:])
	slices.Reverse(r)
	return r
}

// elOffset is (int) max(get_input('offset', 0), 0): PHP's cast reads leading digits.
func elOffset(c *Ctx) int {
	v := strings.TrimSpace(c.Query.Get("offset"))
	i := 0
	if i < len(v) && (v[i] == '-' || v[i] == '+') {
		i++
	}
	j := i
	for j < len(v) && v[j] >= '0' && v[j] <= '9' {
		j++
	}
	n, _ := strconv.Atoi(v[:j])
	if j == i || v[:i] == "-" || n < 0 {
		return 0
	}
	return n
}

// withQuery is elgg_http_add_url_query_elements(): the request's URL with
// key set to val, or removed when val is "", other parameters kept in order.
func withQuery(c *Ctx, key, val string) string {
	var parts []string
	set := false
	for _, kv := range strings.Split(c.RawQuery, "&") {
		if kv == "" {
			continue
		}
		k, v, _ := strings.Cut(kv, "=")
		ku, err1 := url.QueryUnescape(k)
		vu, err2 := url.QueryUnescape(v)
		if err1 != nil || err2 != nil {
			continue
		}
		if ku == key {
			if val != "" && !set {
				parts = append(parts, url.QueryEscape(key)+"="+url.QueryEscape(val))
			}
			set = true
			continue
		}
		parts = append(parts, url.QueryEscape(ku)+"="+url.QueryEscape(vu))
	}
	if !set && val != "" {
		parts = append(parts, url.QueryEscape(key)+"="+url.QueryEscape(val))
	}
	if len(parts) == 0 {
		return c.Path
	}
	return c.Path + "?" + strings.Join(parts, "&")
}

// pager is navigation/pagination: previous, page numbers (first, a window,
// last, "..." gaps) and next, page 1 without its offset; links to a later
// page end in "#" and the list's fragment.
func (s elSkin) pager(c *Ctx, offset, limit, count int, numbers bool, prev, next, frag string) string {
	if count == 0 || count <= limit && offset == 0 {
		return ""
	}
	href := func(off int) string {
		if off <= 0 {
			return c.Href(withQuery(c, "offset", ""))
		}
		return c.Href(withQuery(c, "offset", strconv.Itoa(off))) + "#" + frag
	}
	total := (count + limit - 1) / limit
	cur := (offset+limit-1)/limit + 1
	start := max(min(cur-2, total-4), 1)
	type item struct {
		n        int // page number, 0 for a gap
		text     string
		href     string
		class    string
		disabled bool
	}
	var items []item
	if cur != 1 {
		items = append(items, item{text: prev, href: href(offset - limit), class: "elgg-pagination-previous"})
	}
	if numbers {
		num := func(n int) { items = append(items, item{n: n}) }
		if start > 1 {
			num(1)
		}
		if start-2 > 1 {
			items = append(items, item{text: "...", disabled: true})
		} else if start == 3 {
			num(2)
		}
		for p := start; p <= total && p < start+5; p++ {
			num(p)
		}
		if total > start+6 {
			items = append(items, item{text: "...", disabled: true})
		} else if start+5 == total-1 {
			num(total - 1)
		}
		if total >= start+5 {
			num(total)
		}
	}
	if cur != total {
		nx := offset + limit
		if nx >= count {
			nx--
		}
		items = append(items, item{text: next, href: href(nx), class: "elgg-pagination-next"})
	}
	var h strings.Builder
	h.WriteString(`<ul class="elgg-pagination elgg-pagination-after">`)
	for _, it := range items {
		switch {
		case it.n != 0 && it.n == cur:
			fmt.Fprintf(&h, `<li class="elgg-state-selected"><span>%d</span></li>`, it.n)
		case it.disabled:
			fmt.Fprintf(&h, `<li class="elgg-state-disabled"><span>%s</span></li>`, it.text)
		case it.n != 0:
			fmt.Fprintf(&h, `<li><a href="%s">%d</a></li>`, href((it.n-cur)*limit+offset), it.n)
		default:
			fmt.Fprintf(&h, `<li class="%s"><a href="%s">%s</a></li>`, it.class, it.href, it.text)
		}
	}
	h.WriteString("</ul>\n")
	return h.String()
}

// Serve routes a request as Elgg's router does: the route table, then a view=rss feed.
func (s elSkin) Serve(c *Ctx) Response {
	d := elTab(c.W)
	path := strings.TrimSuffix(c.Path, "/")
	seg := segments(strings.Split(path, "/"))
	n := len(seg)
	other := Info{Type: TypeOther}
	login := func() Response { return c.Redirect("login", other) }
	user := func(name string) *User { return d.byName[name] }
	gid := func(i int) (int, bool) {
		g, err := strconv.Atoi(seg.at(i))
		return g, err == nil && g > 0
	}
	rss := c.Query.Get("view") == "rss"
	switch seg[0] {
	case "":
		if n == 1 {
			return s.river(c, d, d.river, "Latest site activity", "", rss, true)
		}
	case "discussion":
		switch {
		case n == 1 || n == 2 && seg[1] == "all":
			return s.discList(c, d, nil, rss)
		case seg[1] == "group" && n == 3:
			if g, ok := gid(2); ok && d.ent[g].b != nil {
				return s.discList(c, d, d.ent[g].b, rss)
			}
		case seg[1] == "view" && (n == 3 || n == 4):
			if g, ok := gid(2); ok && d.ent[g].t != nil {
				return s.discussion(c, d, d.ent[g].t, rss)
			}
		case seg[1] == "owner" && n == 3:
			if u := user(seg[2]); u != nil {
				return s.ownerList(c, d, u, rss)
			}
		case (seg[1] == "add" || seg[1] == "edit") && n == 3, seg[1] == "my_groups" && n == 3:
			return login()
		}
	case "comment":
		if seg.at(1) == "view" && (n == 3 || n == 4) {
			if g, ok := gid(2); ok {
				if p := d.ent[g].p; p != nil {
					return s.commentRedirect(c, d, p)
				}
				if fb, ok := gid(3); ok {
					if t := d.ent[fb].t; t != nil {
						return c.Redirect(d.discURL(t), threadInfo(s, t, 1))
					}
				}
			}
		}
	case "groups":
		switch {
		case n == 1 || n == 2 && seg[1] == "all":
			return s.groupsAll(c, d, rss)
		case seg[1] == "profile" && (n == 3 || n == 4):
			if g, ok := gid(2); ok && d.ent[g].b != nil {
				return s.groupProfile(c, d, d.ent[g].b)
			}
		case seg[1] == "members" && (n == 3 || n == 4 && (seg[3] == "alpha" || seg[3] == "newest")):
			if g, ok := gid(2); ok && d.ent[g].b != nil {
				return s.groupMembers(c, d, d.ent[g].b, seg.at(3), rss)
			}
		case (seg[1] == "member" || seg[1] == "owner") && n == 3:
			if u := user(seg[2]); u != nil {
				return s.userGroups(c, d, u, seg[1], rss)
			}
		case seg[1] == "search" && n == 2:
			return s.groupSearch(c, d, rss)
		case (seg[1] == "add" || seg[1] == "edit" || seg[1] == "invite" || seg[1] == "requests") && n == 3, seg[1] == "invitations" && n == 3:
			return login()
		}
	case "activity":
		switch {
		case n == 1 || n == 2 && seg[1] == "all":
			return s.river(c, d, d.riverFilter(c), "All site activity", "activity", rss, false)
		case seg[1] == "owner" && n == 3:
			if u := user(seg[2]); u != nil {
				return s.river(c, d, d.uRiver[u], u.Name+"'s activity", "owner", rss, false)
			}
		case seg[1] == "group" && n == 3:
			if g, ok := gid(2); ok && d.ent[g].b != nil {
				b := d.ent[g].b
				return s.river(c, d, d.gRiver[b], "Group activity", "group:"+strconv.Itoa(g), rss, false)
			}
		case seg[1] == "friends" && n == 3:
			return login()
		}
	case "profile":
		if n == 2 {
			if u := user(seg[1]); u != nil {
				return s.profile(c, d, u)
			}
		}
	case "user":
		if g, ok := gid(1); ok && n == 2 && d.ent[g].u != nil {
			return c.Redirect(elProfile(d.ent[g].u), other)
		}
	case "friends":
		if n == 2 {
			if u := user(seg[1]); u != nil {
				return s.friends(c, d, u, rss)
			}
		}
	case "members":
		switch {
		case n == 1:
			return s.members(c, d, "newest", rss)
		case n == 2 && (seg[1] == "newest" || seg[1] == "alpha" || seg[1] == "popular" || seg[1] == "online"):
			return s.members(c, d, seg[1], rss)
		case n == 2 && seg[1] == "search":
			return s.memberSearch(c, d)
		}
	case "search":
		if n == 1 {
			return s.search(c, d, rss)
		}
	case "login", "register", "forgotpassword":
		if n == 1 {
			return s.form(c, seg[0])
		}
	case "about", "terms", "privacy":
		if n == 1 {
			return s.external(c, seg[0])
		}
	case "settings", "dashboard", "notifications", "messages", "admin":
		return login()
	}
	return s.notFound(c)
}

// notFound is the error resource with a 404.
func (s elSkin) notFound(c *Ctx) Response {
	body := `<div class="elgg-page-message"><p>The page you are trying to view does not exist or you do not have permissions to view it.</p></div>`
	return c.NotFound(s.frame(c, elPage{title: "Page not found", content: body}))
}

// listPage labels and cuts a list: lo..hi of its items, or ok false when the
// offset lies past the end (Elgg then shows "no results" and a way back).
func listCut(n, offset, per int) (lo, hi int, ok bool) {
	if offset > 0 && offset >= n {
		return 0, 0, false
	}
	return offset, min(offset+per, n), true
}

// outOfBounds is page/components/list/out_of_bounds after the no-results text.
func (s elSkin) outOfBounds(c *Ctx, none string) string {
	return fmt.Sprintf(`<div class="elgg-no-results"><p>%s</p></div><div class="elgg-message elgg-message-notice"><div class="elgg-inner"><div class="elgg-body">Whoops, it looks like you went too far. <a href="%s">Go back to the first page</a></div></div></div>`,
		none, c.Href(withQuery(c, "offset", "")))
}

// discList is discussion/all (b nil) or a group's discussions: 20 a page, newest activity first.
func (s elSkin) discList(c *Ctx, d *elTables, b *Board, rss bool) Response {
	ts, base, title := d.all, "discussion/all", "Discussions"
	if b != nil {
		ts, base, title = d.board[b], fmt.Sprintf("discussion/group/%d", d.gGUID[b]), "Discussions"
	}
	if rss {
		return s.feed(c, title, base, s.discItems(c, d, ts, elOffset(c), elDiscPer))
	}
	off := elOffset(c)
	lo, hi, ok := listCut(len(ts), off, elDiscPer)
	p := off/elDiscPer + 1
	info := Info{Type: TypeIndex, FPage: p, Canonical: elOffsetURL(base, (p-1)*elDiscPer)}
	switch {
	case !ok:
		info = Info{Type: TypeOther}
	case b != nil:
		info.FID = b.ID
	case p == 1:
		info = Info{Type: TypeEntry, Canonical: base}
	}
	var h strings.Builder
	if ok {
		h.WriteString(s.listOpen(c, "discussion"))
		for _, t := range ts[lo:hi] {
			h.WriteString(s.discRow(c, d, t, b == nil))
		}
		h.WriteString("</ul>\n")
		h.WriteString(s.pager(c, off, elDiscPer, len(ts), true, "Previous", "Next", ""))
		h.WriteString("</div>\n")
	} else {
		h.WriteString(s.outOfBounds(c, "No discussion topics"))
	}
	pg := elPage{title: title, content: h.String(), rss: true, filter: s.filter(c, []string{"All"}, "All", base)}
	if b != nil {
		pg.crumbs = [][2]string{{"Groups", "groups/all"}, {b.Name, d.groupURL(b)}, {"Discussions", ""}}
		pg.sidebar = s.ownerBlock(c, d, b)
	} else {
		pg.crumbs = [][2]string{{"Discussions", ""}}
		pg.sidebar = s.groupsSidebar(c, d)
	}
	return c.Page(info, s.frame(c, pg))
}

// listOpen is page/components/list's container and list element.
func (s elSkin) listOpen(c *Ctx, kind string) string {
	return fmt.Sprintf(`<div class="elgg-list-container elgg-list-container-ajax-replace" id="list-container-%x"><ul class="elgg-list elgg-list-entity">`+"\n",
		Hash("ellist", kind, c.Path)%(1<<48))
}

// discRow is a discussion's summary in a list: poster icon, title, by-line,
// group, last reply, tags and excerpt.
func (s elSkin) discRow(c *Ctx, d *elTables, t *Thread, container bool) string {
	op := t.Posts[0]
	in := ""
	if container {
		in = fmt.Sprintf(` <span class="elgg-listing-imprint-container">in <a href="%s">%s</a></span>`, c.Href(d.groupURL(t.Board)), Esc(t.Board.Name))
	}
	last := ""
	if len(t.Posts) > 1 {
		lp := t.LastPost()
		last = fmt.Sprintf(` <span class="float-alt"><a href="%s">Last reply by %s %s</a></span>`, c.Href(d.commentURL(lp)), Esc(lp.Author.Name), elFriendly(c.W.Now, lp.Time))
	}
	return fmt.Sprintf(`<li class="elgg-item elgg-item-object elgg-item-object-discussion" id="elgg-object-%d"><div class="elgg-image-block clearfix elgg-listing-summary"><div class="elgg-image">%s</div><div class="elgg-body"><div class="elgg-listing-summary-title"><h3><a href="%s">%s</a></h3></div><div class="elgg-listing-summary-subtitle elgg-subtext"><span class="elgg-listing-byline">By <a href="%s">%s</a></span> <span class="elgg-listing-time">%s</span>%s%s</div>%s<div class="elgg-listing-summary-content elgg-content">%s</div></div></div></li>
`, d.tGUID[t], s.avatar(c, op.Author, "small"), c.Href(d.discURL(t)), Esc(t.Title), c.Href(elProfile(op.Author)), Esc(op.Author.Name),
		s.timeTag(c, op.Time), in, last, s.tags(c, t.Tags), Esc(clip(op.Body[0], 200)))
}

func (s elSkin) avatar(c *Ctx, u *User, size string) string {
	px := map[string]int{"tiny": 25, "small": 40, "medium": 100, "large": 200}[size]
	d := elTab(c.W)
	return fmt.Sprintf(`<div class="elgg-avatar elgg-avatar-%s"><a href="%s" class="elgg-avatar-link"><img src="%s" alt="%s" title="%s" width="%d" height="%d"></a></div>`,
		size, c.Href(elProfile(u)), c.Href(fmt.Sprintf("serve-icon/%d/%s", d.uGUID[u], size)), Esc(u.Name), Esc(u.Name), px, px)
}

func (s elSkin) timeTag(c *Ctx, t time.Time) string {
	return fmt.Sprintf(`<time datetime="%s" title="%s">%s</time>`, t.Format(time3339), t.Format("2 January 2006 @ 3:04pm"), elFriendly(c.W.Now, t))
}

// elFriendly is elgg_get_friendly_time(): relative for friendly_time_number_of_days (30), then a date.
func elFriendly(now, t time.Time) string {
	dd := now.Sub(t)
	switch {
	case dd < time.Minute:
		return "just now"
	case dd < time.Hour:
		return fmt.Sprintf("%d minutes ago", int(dd.Minutes()))
	case dd < 24*time.Hour:
		return fmt.Sprintf("%d hours ago", int(dd.Hours()))
	case dd < 30*24*time.Hour:
		return fmt.Sprintf("%d days ago", int(dd.Hours()/24))
	}
	return t.Format("2 January 2006")
}

// tags is output/tags: each a search link.
func (s elSkin) tags(c *Ctx, tags []string) string {
	if len(tags) == 0 {
		return ""
	}
	var h strings.Builder
	h.WriteString(`<div class="elgg-tags-container"><ul class="elgg-tags">`)
	for _, t := range tags {
		fmt.Fprintf(&h, `<li class="elgg-tag"><a href="%s" rel="tag">%s</a></li>`, c.Href("search?q="+url.QueryEscape(t)+"&search_type=tags&type=object&subtype=discussion"), Esc(t))
	}
	h.WriteString(`</ul></div>`)
	return h.String()
}

// discussion is a discussion's full view and one page of its replies.
func (s elSkin) discussion(c *Ctx, d *elTables, t *Thread, rss bool) Response {
	per := c.W.Shape.PostsPerPage
	replies := elReplies(t)
	off := elOffset(c)
	if rss {
		var items strings.Builder
		for _, p := range replies[min(off, len(replies)):min(off+per, len(replies))] {
			fmt.Fprintf(&items, `<item><guid isPermaLink="true">%s</guid><pubDate>%s</pubDate><link>%s</link><title><![CDATA[Re: %s]]></title><description><![CDATA[%s]]></description><dc:creator>%s</dc:creator></item>`,
				Esc(c.URL(d.commentURL(p))), p.Time.Format(http.TimeFormat), Esc(c.URL(d.commentURL(p))), t.Title, strings.Join(p.Body, "\n"), Esc(p.Author.Name))
		}
		return s.feed(c, t.Title, d.discURL(t), items.String())
	}
	op := t.Posts[0]
	info := threadInfo(s, t, off/per+1)
	if off > 0 && off >= len(replies) {
		info = Info{Type: TypeOther}
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="elgg-listing-full elgg-content clearfix elgg-listing-full-discussion" id="elgg-object-%d">
<div class="elgg-listing-full-header"><div class="elgg-image-block clearfix elgg-listing-summary"><div class="elgg-image">%s</div><div class="elgg-body"><div class="elgg-listing-summary-subtitle elgg-subtext"><span class="elgg-listing-byline">By <a href="%s">%s</a></span> <span class="elgg-listing-imprint-container">in <a href="%s">%s</a></span> <span class="elgg-listing-time">%s</span></div>%s</div></div></div>
<div class="elgg-listing-full-body clearfix"><div class="elgg-output clearfix">%s</div></div>
<ul class="elgg-menu elgg-menu-social elgg-menu-hz elgg-menu-social-default"><li class="elgg-menu-item-likes-count"><span class="elgg-menu-content">%d likes</span></li><li class="elgg-menu-item-comment"><a href="#comments" class="elgg-menu-content">%d comments</a></li></ul>
</div>
`, d.tGUID[t], s.avatar(c, op.Author, "small"), c.Href(elProfile(op.Author)), Esc(op.Author.Name), c.Href(d.groupURL(t.Board)), Esc(t.Board.Name),
		s.timeTag(c, op.Time), s.tags(c, t.Tags), Paras(op.Body, "<p>", "</p>"), Hash("ellikes", t.ID)%9, len(replies))
	h.WriteString(`<div id="comments" class="elgg-comments"><div class="elgg-module elgg-module-info"><div class="elgg-head"><h3>Comments</h3></div><div class="elgg-body">` + "\n")
	if off < len(replies) {
		h.WriteString(`<div class="elgg-list-container elgg-list-container-ajax-replace"><ul class="elgg-list comments-list">` + "\n")
		for _, p := range replies[off:min(off+per, len(replies))] {
			fmt.Fprintf(&h, `<li class="elgg-item elgg-item-object elgg-item-object-comment" id="elgg-object-%d"><div class="elgg-image-block clearfix"><div class="elgg-image">%s</div><div class="elgg-body"><div class="elgg-listing-summary-subtitle elgg-subtext"><span class="elgg-listing-byline"><a href="%s">%s</a></span> <span class="elgg-listing-time">%s</span></div><div class="elgg-output">%s</div></div></div></li>
`, d.pGUID[p], s.avatar(c, p.Author, "tiny"), c.Href(elProfile(p.Author)), Esc(p.Author.Name), s.timeTag(c, p.Time), Paras(p.Body, "<p>", "</p>"))
		}
		h.WriteString("</ul>\n")
		h.WriteString(s.pager(c, off, per, len(replies), true, "Previous", "Next", "comments"))
		h.WriteString("</div>\n")
	}
	h.WriteString("</div></div></div>\n")
	pg := elPage{title: t.Title, content: h.String(), rss: len(replies) > 0,
		crumbs:  [][2]string{{"Groups", "groups/all"}, {t.Board.Name, d.groupURL(t.Board)}, {"Discussions", fmt.Sprintf("discussion/group/%d", d.gGUID[t.Board])}},
		sidebar: s.ownerBlock(c, d, t.Board)}
	return c.Page(info, s.frame(c, pg))
}

// commentRedirect is the comment route's controller: the container's URL
// with the offset whose page holds the reply, #elgg-object-GUID.
func (s elSkin) commentRedirect(c *Ctx, d *elTables, p *Post) Response {
	t := p.Thread
	per := c.W.Shape.PostsPerPage
	newer := len(t.Posts) - 1 - p.Index // replies listed before it, latest first
	off := newer / per * per
	return c.Redirect(elOffsetURL(d.discURL(t), off)+fmt.Sprintf("#elgg-object-%d", d.pGUID[p]), threadInfo(s, t, off/per+1))
}

// ownerList is discussion/owner/USERNAME.
func (s elSkin) ownerList(c *Ctx, d *elTables, u *User, rss bool) Response {
	ts := d.owned[u]
	off := elOffset(c)
	if rss {
		return s.feed(c, u.Name+"'s discussions", "discussion/owner/"+u.Name, s.discItems(c, d, ts, off, elDiscPer))
	}
	var h strings.Builder
	if lo, hi, ok := listCut(len(ts), off, elDiscPer); !ok {
		h.WriteString(s.outOfBounds(c, "No discussion topics"))
	} else if len(ts) == 0 {
		h.WriteString(`<div class="elgg-no-results"><p>No discussion topics</p></div>`)
	} else {
		h.WriteString(s.listOpen(c, "owner"))
		for _, t := range ts[lo:hi] {
			h.WriteString(s.discRow(c, d, t, true))
		}
		h.WriteString("</ul>\n" + s.pager(c, off, elDiscPer, len(ts), true, "Previous", "Next", "") + "</div>\n")
	}
	pg := elPage{title: u.Name + "'s discussions", content: h.String(), rss: true, crumbs: [][2]string{{"Discussions", "discussion/all"}, {u.Name, ""}},
		sidebar: s.userBlock(c, d, u)}
	return c.Page(Info{Type: TypeOther}, s.frame(c, pg))
}

func (s elSkin) discItems(c *Ctx, d *elTables, ts []*Thread, off, per int) string {
	var b strings.Builder
	for _, t := range ts[min(off, len(ts)):min(off+per, len(ts))] {
		link := Esc(c.URL(d.discURL(t)))
		fmt.Fprintf(&b, `<item><guid isPermaLink="true">%s</guid><pubDate>%s</pubDate><link>%s</link><title><![CDATA[%s]]></title><description><![CDATA[%s]]></description><dc:creator>%s</dc:creator></item>`,
			link, t.Posts[0].Time.Format(http.TimeFormat), link, t.Title, clip(strings.Join(t.Posts[0].Body, " "), 300), Esc(t.Author.Name))
	}
	return b.String()
}

// feed is the rss viewtype of a page.
func (s elSkin) feed(c *Ctx, title, link, items string) Response {
	body := rssFeed(c, title+" : "+elSite, link, items)
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8", Body: body, Info: Info{Type: TypeOther}}
}

// riverFilter applies the activity page's type and subtype selector.
func (d *elTables) riverFilter(c *Ctx) []elItem {
	typ, sub := c.Query.Get("type"), c.Query.Get("subtype")
	if typ == "" || typ == "all" {
		return d.river
	}
	var out []elItem
	for _, it := range d.river {
		kind := "object"
		if it.kind == "group" {
			kind = "group"
		}
		if kind == typ && (sub == "" || sub == it.kind || it.kind == "group" && sub == "group") {
			out = append(out, it)
		}
	}
	return out
}

// river is an activity list, 10 a page, paged by "Newer" and "Older"; the
// host root shows it to guests with the login box.
func (s elSkin) river(c *Ctx, d *elTables, items []elItem, title, kind string, rss, home bool) Response {
	off := elOffset(c)
	if rss {
		var b strings.Builder
		for _, it := range items[min(off, len(items)):min(off+elLimit, len(items))] {
			link := d.groupURL(it.b)
			if it.t != nil {
				link = d.discURL(it.t)
			}
			fmt.Fprintf(&b, `<item><guid isPermaLink="false">river-%d</guid><pubDate>%s</pubDate><link>%s</link><title><![CDATA[%s]]></title></item>`,
				it.at.Unix(), it.at.Format(http.TimeFormat), Esc(c.URL(link)), s.riverText(d, it))
		}
		return s.feed(c, title, c.Path, b.String())
	}
	var h strings.Builder
	if kind == "activity" {
		h.WriteString(`<div class="elgg-river-selector"><form class="elgg-form elgg-form-river-filter" method="get" action="` + c.Href("activity") + `"><label>Show</label><select name="type" class="elgg-input-dropdown"><option value="all">All</option><option value="object">Discussions and comments</option><option value="group">Groups</option></select></form></div>` + "\n")
	}
	if lo, hi, ok := listCut(len(items), off, elLimit); !ok {
		h.WriteString(s.outOfBounds(c, "No activity"))
	} else if len(items) == 0 {
		h.WriteString(`<div class="elgg-no-results"><p>No activity</p></div>`)
	} else {
		h.WriteString(`<div class="elgg-list-container elgg-list-container-ajax-replace"><ul class="elgg-list elgg-list-river">` + "\n")
		for _, it := range items[lo:hi] {
			h.WriteString(s.riverItem(c, d, it))
		}
		h.WriteString("</ul>\n" + s.pager(c, off, elLimit, len(items), false, "Newer", "Older", "") + "</div>\n")
	}
	pg := elPage{title: title, content: h.String(), rss: true}
	switch {
	case home:
		pg.sidebar = s.loginBox(c)
	case strings.HasPrefix(kind, "group:"):
		g, _ := strconv.Atoi(strings.TrimPrefix(kind, "group:"))
		b := d.ent[g].b
		pg.crumbs = [][2]string{{"Groups", "groups/all"}, {b.Name, d.groupURL(b)}, {"Activity", ""}}
		pg.sidebar = s.ownerBlock(c, d, b)
	default:
		pg.crumbs = [][2]string{{"Activity", ""}}
		pg.filter = s.filter(c, []string{"All"}, "All", "activity/all")
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, pg))
}

func (s elSkin) riverText(d *elTables, it elItem) string {
	switch it.kind {
	case "group":
		return it.u.Name + " created the group " + it.b.Name
	case "discussion":
		return it.u.Name + " added a new discussion topic " + it.t.Title + " in the group " + it.b.Name
	}
	return it.u.Name + " replied on the discussion topic " + it.t.Title
}

// riverItem is river/elements/layout: the subject's icon, the summary, the excerpt, the time.
func (s elSkin) riverItem(c *Ctx, d *elTables, it elItem) string {
	who := fmt.Sprintf(`<a href="%s" class="elgg-river-subject">%s</a>`, c.Href(elProfile(it.u)), Esc(it.u.Name))
	grp := fmt.Sprintf(`<a href="%s" class="elgg-river-target">%s</a>`, c.Href(d.groupURL(it.b)), Esc(it.b.Name))
	var summary, excerpt string
	switch it.kind {
	case "group":
		summary = fmt.Sprintf(`%s created the group <a href="%s" class="elgg-river-object">%s</a>`, who, c.Href(d.groupURL(it.b)), Esc(it.b.Name))
		excerpt = Esc(clip(it.b.Description, 140))
	case "discussion":
		summary = fmt.Sprintf(`%s added a new discussion topic <a href="%s" class="elgg-river-object">%s</a> in the group %s`, who, c.Href(d.discURL(it.t)), Esc(it.t.Title), grp)
		excerpt = Esc(clip(it.p.Body[0], 140))
	default:
		summary = fmt.Sprintf(`%s replied on the discussion topic <a href="%s" class="elgg-river-target">%s</a>`, who, c.Href(d.discURL(it.t)), Esc(it.t.Title))
		excerpt = Esc(clip(it.p.Body[0], 140))
	}
	return fmt.Sprintf(`<li class="elgg-item elgg-item-river"><div class="elgg-image-block clearfix elgg-river-item"><div class="elgg-image">%s</div><div class="elgg-body"><div class="elgg-river-summary">%s</div><div class="elgg-river-message">%s</div><div class="elgg-river-timestamp">%s</div></div></div></li>
`, s.avatar(c, it.u, "small"), summary, excerpt, s.timeTag(c, it.at))
}

// groupsAll is groups/all with its filter tabs, 10 groups a page.
func (s elSkin) groupsAll(c *Ctx, d *elTables, rss bool) Response {
	tab := c.Query.Get("filter")
	bs, ok := d.groups[tab]
	if tab == "featured" {
		bs, ok = nil, true
	}
	if !ok {
		tab, bs = "newest", d.groups["newest"]
	}
	off := elOffset(c)
	if rss {
		var items strings.Builder
		for _, b := range bs[min(off, len(bs)):min(off+elLimit, len(bs))] {
			link := Esc(c.URL(d.groupURL(b)))
			fmt.Fprintf(&items, `<item><guid isPermaLink="true">%s</guid><pubDate>%s</pubDate><link>%s</link><title><![CDATA[%s]]></title><description><![CDATA[%s]]></description></item>`,
				link, d.created[b].Format(http.TimeFormat), link, b.Name, b.Description)
		}
		return s.feed(c, "All groups", "groups/all", items.String())
	}
	info := Info{Type: TypeIndex, FPage: off/elLimit + 1, Canonical: elOffsetURL("groups/all", off/elLimit*elLimit)}
	var h strings.Builder
	lo, hi, in := listCut(len(bs), off, elLimit)
	switch {
	case tab == "featured":
		info = Info{Type: TypeOther}
		h.WriteString(`<div class="elgg-no-results"><p>No featured groups</p></div>`)
	case !in:
		info = Info{Type: TypeOther}
		h.WriteString(s.outOfBounds(c, "No groups yet"))
	default:
		h.WriteString(s.listOpen(c, "groups"))
		for _, b := range bs[lo:hi] {
			h.WriteString(s.groupRow(c, d, b))
		}
		h.WriteString("</ul>\n" + s.pager(c, off, elLimit, len(bs), true, "Previous", "Next", "") + "</div>\n")
	}
	tabs := s.filterTabs(c, [][3]string{{"newest", "Newest", "groups/all?filter=newest"}, {"alpha", "Alphabetical", "groups/all?filter=alpha"},
		{"popular", "Popular", "groups/all?filter=popular"}, {"featured", "Featured", "groups/all?filter=featured"}}, tab)
	pg := elPage{title: "All groups", content: h.String(), rss: true, filter: tabs, crumbs: [][2]string{{"Groups", ""}}, sidebar: s.groupsSidebar(c, d)}
	return c.Page(info, s.frame(c, pg))
}

// groupRow is a group's summary: icon, name, members, brief description.
func (s elSkin) groupRow(c *Ctx, d *elTables, b *Board) string {
	return fmt.Sprintf(`<li class="elgg-item elgg-item-group elgg-item-group-group" id="elgg-group-%d"><div class="elgg-image-block clearfix elgg-listing-summary"><div class="elgg-image"><div class="elgg-avatar elgg-avatar-small"><a href="%s"><img src="%s" alt="%s" width="40" height="40"></a></div></div><div class="elgg-body"><div class="elgg-listing-summary-title"><h3><a href="%s">%s</a></h3></div><div class="elgg-listing-summary-subtitle elgg-subtext"><span class="elgg-listing-imprint-member-count">%d members</span> <span class="elgg-listing-imprint-membership">Open group</span></div><div class="elgg-listing-summary-content elgg-content">%s</div></div></div></li>
`, d.gGUID[b], c.Href(d.groupURL(b)), c.Href(fmt.Sprintf("serve-icon/%d/small", d.gGUID[b])), Esc(b.Name), c.Href(d.groupURL(b)), Esc(b.Name), len(d.members[b]), Esc(b.Description))
}

// groupsSidebar is groups/sidebar/find: a search by interest.
func (s elSkin) groupsSidebar(c *Ctx, d *elTables) string {
	return `<div class="elgg-module elgg-module-aside"><div class="elgg-head"><h3>Find groups</h3></div><div class="elgg-body"><form method="get" action="` + c.Href("groups/search") + `" class="elgg-form elgg-form-groups-find"><input type="text" name="tag" class="elgg-input-text"><input type="submit" value="Search" class="elgg-button elgg-button-submit"></form></div></div>`
}

// groupProfile is a group's profile page: its fields, the latest
// discussions and activity modules, the owner block and the members sidebar.
func (s elSkin) groupProfile(c *Ctx, d *elTables, b *Board) Response {
	g := d.gGUID[b]
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="groups-profile elgg-image-block clearfix"><div class="elgg-image"><img src="%s" alt="%s" width="200" height="200"></div><div class="elgg-body groups-profile-fields">
<div class="groups-stats"><p><b>Owner:</b> <a href="%s">%s</a></p><p><b>Members:</b> <a href="%s">%d</a></p></div>
<div class="elgg-profile-field"><b>Description</b><div class="elgg-output"><p>%s</p></div></div>
<div class="elgg-profile-field"><b>Interests</b>`, c.Href(fmt.Sprintf("serve-icon/%d/large", g)), Esc(b.Name), c.Href(elProfile(d.owner[b])), Esc(d.owner[b].Name),
		c.Href(fmt.Sprintf("groups/members/%d", g)), len(d.members[b]), Esc(b.Description))
	// The farm's category survives as an interest tag.
	h.WriteString(`<div class="elgg-tags-container"><ul class="elgg-tags">`)
	for _, tag := range []string{b.Category.Name, b.Topic} {
		fmt.Fprintf(&h, `<li class="elgg-tag"><a href="%s" rel="tag">%s</a></li>`, c.Href("groups/search?tag="+url.QueryEscape(tag)), Esc(tag))
	}
	h.WriteString("</ul></div></div></div></div>\n")
	fmt.Fprintf(&h, `<div class="elgg-module elgg-module-info elgg-module-group"><div class="elgg-head"><h3>Group discussions</h3></div><div class="elgg-body"><ul class="elgg-list elgg-list-entity">`)
	for _, t := range d.board[b][:min(elModuleN, len(d.board[b]))] {
		h.WriteString(s.discRow(c, d, t, false))
	}
	fmt.Fprintf(&h, `</ul></div><div class="elgg-foot"><span class="groups-widget-viewall"><a href="%s">View all</a></span></div></div>
`, c.Href(fmt.Sprintf("discussion/group/%d", g)))
	fmt.Fprintf(&h, `<div class="elgg-module elgg-module-info elgg-module-group"><div class="elgg-head"><h3>Group activity</h3></div><div class="elgg-body"><ul class="elgg-list elgg-list-river">`)
	for _, it := range d.gRiver[b][:min(elRiverMod, len(d.gRiver[b]))] {
		h.WriteString(s.riverItem(c, d, it))
	}
	fmt.Fprintf(&h, `</ul></div><div class="elgg-foot"><span class="groups-widget-viewall"><a href="%s">View all</a></span></div></div>
`, c.Href(fmt.Sprintf("activity/group/%d", g)))
	side := s.ownerBlock(c, d, b)
	side += `<div class="elgg-module elgg-module-aside"><div class="elgg-head"><h3>Group members</h3></div><div class="elgg-body"><div class="elgg-gallery">`
	for _, u := range d.members[b][:min(14, len(d.members[b]))] {
		side += s.avatar(c, u, "tiny")
	}
	side += fmt.Sprintf(`</div></div><div class="elgg-foot"><a href="%s">View all</a></div></div>`, c.Href(fmt.Sprintf("groups/members/%d", g)))
	pg := elPage{title: b.Name, content: h.String(), crumbs: [][2]string{{"Groups", "groups/all"}, {b.Name, ""}}, sidebar: side}
	return c.Page(Info{Type: TypeOther}, s.frame(c, pg))
}

// ownerBlock is a group's owner block: its icon and the owner_block menu.
func (s elSkin) ownerBlock(c *Ctx, d *elTables, b *Board) string {
	g := d.gGUID[b]
	return fmt.Sprintf(`<div class="elgg-owner-block"><div class="elgg-image-block clearfix"><div class="elgg-image"><a href="%s"><img src="%s" alt="%s" width="40" height="40"></a></div><div class="elgg-body"><h3><a href="%s">%s</a></h3></div></div><ul class="elgg-menu elgg-menu-owner-block elgg-menu-owner-block-default"><li class="elgg-menu-item-activity"><a href="%s">Activity</a></li><li class="elgg-menu-item-discussion"><a href="%s">Discussions</a></li></ul></div>`,
		c.Href(d.groupURL(b)), c.Href(fmt.Sprintf("serve-icon/%d/small", g)), Esc(b.Name), c.Href(d.groupURL(b)), Esc(b.Name),
		c.Href(fmt.Sprintf("activity/group/%d", g)), c.Href(fmt.Sprintf("discussion/group/%d", g)))
}

// userBlock is a member's owner block.
func (s elSkin) userBlock(c *Ctx, d *elTables, u *User) string {
	n := url.PathEscape(u.Name)
	return fmt.Sprintf(`<div class="elgg-owner-block"><div class="elgg-image-block clearfix"><div class="elgg-image">%s</div><div class="elgg-body"><h3><a href="%s">%s</a></h3></div></div><ul class="elgg-menu elgg-menu-owner-block elgg-menu-owner-block-default"><li class="elgg-menu-item-activity"><a href="%s">Activity</a></li><li class="elgg-menu-item-discussion"><a href="%s">Discussions</a></li><li class="elgg-menu-item-groups"><a href="%s">Groups</a></li><li class="elgg-menu-item-friends"><a href="%s">Friends</a></li></ul></div>`,
		s.avatar(c, u, "small"), c.Href(elProfile(u)), Esc(u.Name), c.Href("activity/owner/"+n), c.Href("discussion/owner/"+n), c.Href("groups/member/"+n), c.Href("friends/"+n))
}

// userList is a list of members, 10 a page.
func (s elSkin) userList(c *Ctx, d *elTables, us []*User, none string) string {
	off := elOffset(c)
	lo, hi, ok := listCut(len(us), off, elLimit)
	switch {
	case !ok:
		return s.outOfBounds(c, none)
	case len(us) == 0:
		return `<div class="elgg-no-results"><p>` + none + `</p></div>`
	}
	var h strings.Builder
	h.WriteString(s.listOpen(c, "users"))
	for _, u := range us[lo:hi] {
		fmt.Fprintf(&h, `<li class="elgg-item elgg-item-user" id="elgg-user-%d"><div class="elgg-image-block clearfix elgg-listing-summary"><div class="elgg-image">%s</div><div class="elgg-body"><div class="elgg-listing-summary-title"><h3><a href="%s">%s</a></h3></div><div class="elgg-listing-summary-subtitle elgg-subtext">%s</div></div></div></li>
`, d.uGUID[u], s.avatar(c, u, "small"), c.Href(elProfile(u)), Esc(u.Name), Esc(clip(u.Bio, 80)))
	}
	h.WriteString("</ul>\n" + s.pager(c, off, elLimit, len(us), true, "Previous", "Next", "") + "</div>\n")
	return h.String()
}

func (s elSkin) userFeed(c *Ctx, title string, us []*User) Response {
	off := elOffset(c)
	var items strings.Builder
	for _, u := range us[min(off, len(us)):min(off+elLimit, len(us))] {
		link := Esc(c.URL(elProfile(u)))
		fmt.Fprintf(&items, `<item><guid isPermaLink="true">%s</guid><pubDate>%s</pubDate><link>%s</link><title><![CDATA[%s]]></title></item>`, link, u.Joined.Format(http.TimeFormat), link, u.Name)
	}
	return s.feed(c, title, c.Path, items.String())
}

// groupMembers is groups/members/GUID, sorted by name or by newest membership.
func (s elSkin) groupMembers(c *Ctx, d *elTables, b *Board, sort string, rss bool) Response {
	us := d.members[b]
	if sort != "newest" {
		us = elAlpha(us, func(u *User) string { return u.Name })
	}
	if rss {
		return s.userFeed(c, "Group members", us)
	}
	g := d.gGUID[b]
	tabs := s.filterTabs(c, [][3]string{{"alpha", "Alphabetical", fmt.Sprintf("groups/members/%d", g)}, {"newest", "Newest", fmt.Sprintf("groups/members/%d/newest", g)}}, map[bool]string{true: "newest", false: "alpha"}[sort == "newest"])
	pg := elPage{title: "Group members", content: s.userList(c, d, us, "No members"), rss: true, filter: tabs,
		crumbs: [][2]string{{"Groups", "groups/all"}, {b.Name, d.groupURL(b)}, {"Members", ""}}, sidebar: s.ownerBlock(c, d, b)}
	return c.Page(Info{Type: TypeOther}, s.frame(c, pg))
}

// userGroups is groups/member/USERNAME or groups/owner/USERNAME.
func (s elSkin) userGroups(c *Ctx, d *elTables, u *User, which string, rss bool) Response {
	bs, title := d.userGroups[u], u.Name+"'s groups"
	if which == "owner" {
		bs, title = d.ownedBy[u], "Groups owned by "+u.Name
	}
	off := elOffset(c)
	if rss {
		var items strings.Builder
		for _, b := range bs[min(off, len(bs)):min(off+elLimit, len(bs))] {
			link := Esc(c.URL(d.groupURL(b)))
			fmt.Fprintf(&items, `<item><guid isPermaLink="true">%s</guid><link>%s</link><title><![CDATA[%s]]></title></item>`, link, link, b.Name)
		}
		return s.feed(c, title, c.Path, items.String())
	}
	var h strings.Builder
	if lo, hi, ok := listCut(len(bs), off, elLimit); !ok {
		h.WriteString(s.outOfBounds(c, "No groups yet"))
	} else if len(bs) == 0 {
		h.WriteString(`<div class="elgg-no-results"><p>No groups yet</p></div>`)
	} else {
		h.WriteString(s.listOpen(c, "usergroups"))
		for _, b := range bs[lo:hi] {
			h.WriteString(s.groupRow(c, d, b))
		}
		h.WriteString("</ul>\n" + s.pager(c, off, elLimit, len(bs), true, "Previous", "Next", "") + "</div>\n")
	}
	pg := elPage{title: title, content: h.String(), rss: true, crumbs: [][2]string{{"Groups", "groups/all"}, {u.Name, ""}}, sidebar: s.userBlock(c, d, u)}
	return c.Page(Info{Type: TypeOther}, s.frame(c, pg))
}

// groupSearch is groups/search?tag=T: groups with that interest.
func (s elSkin) groupSearch(c *Ctx, d *elTables, rss bool) Response {
	tag := strings.TrimSpace(c.Query.Get("tag"))
	var bs []*Board
	for _, b := range d.groups["newest"] {
		if tag != "" && (strings.EqualFold(b.Category.Name, tag) || strings.EqualFold(b.Topic, tag) || strings.Contains(strings.ToLower(b.Name), strings.ToLower(tag))) {
			bs = append(bs, b)
		}
	}
	if rss {
		return s.feed(c, "Search for groups", c.Path, "")
	}
	var h strings.Builder
	if len(bs) == 0 {
		h.WriteString(`<div class="elgg-no-results"><p>No groups yet</p></div>`)
	} else {
		h.WriteString(s.listOpen(c, "groupsearch"))
		for _, b := range bs {
			h.WriteString(s.groupRow(c, d, b))
		}
		h.WriteString("</ul></div>\n")
	}
	pg := elPage{title: "Search for groups: " + tag, content: h.String(), crumbs: [][2]string{{"Groups", "groups/all"}, {"Search", ""}}, sidebar: s.groupsSidebar(c, d)}
	return c.Page(Info{Type: TypeOther}, s.frame(c, pg))
}

// profile is a member's profile: the fields and the owner block menu.
func (s elSkin) profile(c *Ctx, d *elTables, u *User) Response {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="profile elgg-col-2of3"><div class="elgg-inner clearfix"><div class="elgg-image-block clearfix"><div class="elgg-image">%s</div><div class="elgg-body"><h2>%s</h2>
<div class="elgg-profile-fields"><div class="elgg-profile-field"><b>Brief description</b> <span>%s</span></div><div class="elgg-profile-field"><b>Interests</b>`,
		s.avatar(c, u, "large"), Esc(u.Name), Esc(u.Bio))
	h.WriteString(`<div class="elgg-tags-container"><ul class="elgg-tags">`)
	for _, t := range u.Tags {
		fmt.Fprintf(&h, `<li class="elgg-tag"><a href="%s" rel="tag">%s</a></li>`, c.Href("search?q="+url.QueryEscape(t)+"&search_type=tags&type=user"), Esc(t))
	}
	fmt.Fprintf(&h, `</ul></div></div><div class="elgg-profile-field"><b>Member since</b> %s</div></div></div></div></div></div>
`, u.Joined.Format("2 January 2006"))
	h.WriteString(`<div class="elgg-module elgg-module-widget"><div class="elgg-head"><h3>Activity</h3></div><div class="elgg-body"><ul class="elgg-list elgg-list-river">`)
	for _, it := range d.uRiver[u][:min(4, len(d.uRiver[u]))] {
		h.WriteString(s.riverItem(c, d, it))
	}
	fmt.Fprintf(&h, `</ul></div><div class="elgg-foot"><a href="%s">View all</a></div></div>`, c.Href("activity/owner/"+url.PathEscape(u.Name)))
	pg := elPage{title: u.Name, content: h.String(), crumbs: [][2]string{{"Members", "members"}, {u.Name, ""}}, sidebar: s.userBlock(c, d, u)}
	return c.Page(Info{Type: TypeOther}, s.frame(c, pg))
}

// friends is friends/USERNAME: a member's friends.
func (s elSkin) friends(c *Ctx, d *elTables, u *User, rss bool) Response {
	if rss {
		return s.userFeed(c, u.Name+"'s friends", u.Contacts)
	}
	pg := elPage{title: u.Name + "'s friends", content: s.userList(c, d, u.Contacts, "No friends yet."), rss: true,
		crumbs: [][2]string{{u.Name, elProfile(u)}, {"Friends", ""}}, sidebar: s.userBlock(c, d, u)}
	return c.Page(Info{Type: TypeOther}, s.frame(c, pg))
}

// members is the members plugin's list with its tabs.
func (s elSkin) members(c *Ctx, d *elTables, tab string, rss bool) Response {
	us := d.people[tab]
	if rss {
		return s.userFeed(c, "Members", us)
	}
	tabs := s.filterTabs(c, [][3]string{{"newest", "Newest", "members/newest"}, {"alpha", "Alphabetical", "members/alpha"},
		{"popular", "Popular", "members/popular"}, {"online", "Online", "members/online"}}, tab)
	side := `<div class="elgg-module elgg-module-aside"><div class="elgg-head"><h3>Search members</h3></div><div class="elgg-body"><form method="get" action="` + c.Href("members/search") + `" class="elgg-form elgg-form-members-search"><input type="text" name="member_query" class="elgg-input-text"><input type="submit" value="Search" class="elgg-button elgg-button-submit"></form></div></div>`
	pg := elPage{title: fmt.Sprintf("Members (%d)", len(c.W.Users)), content: s.userList(c, d, us, "No members"), rss: true, filter: tabs,
		crumbs: [][2]string{{"Members", ""}}, sidebar: side}
	return c.Page(Info{Type: TypeOther}, s.frame(c, pg))
}

// memberSearch is members/search?member_query=Q.
func (s elSkin) memberSearch(c *Ctx, d *elTables) Response {
	q := strings.ToLower(strings.TrimSpace(c.Query.Get("member_query")))
	var us []*User
	for _, u := range d.people["alpha"] {
		if q != "" && strings.Contains(strings.ToLower(u.Name), q) {
			us = append(us, u)
		}
	}
	pg := elPage{title: "Members search", content: s.userList(c, d, us, "No members"), crumbs: [][2]string{{"Members", "members"}, {"Search", ""}}}
	return c.Page(Info{Type: TypeOther}, s.frame(c, pg))
}

// search is the search plugin's results: discussions (and members for a
// user tag) matching the query, 10 a page.
func (s elSkin) search(c *Ctx, d *elTables, rss bool) Response {
	q := strings.TrimSpace(c.Query.Get("q"))
	var ts []*Thread
	if q != "" {
		lq := strings.ToLower(q)
		for _, t := range d.all {
			if slices.Contains(t.Tags, q) || c.Query.Get("search_type") != "tags" && strings.Contains(strings.ToLower(t.Title), lq) {
				ts = append(ts, t)
			}
		}
	}
	off := elOffset(c)
	if rss {
		return s.feed(c, "Search", c.Path, s.discItems(c, d, ts, off, elLimit))
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<form class="elgg-form elgg-form-search" method="get" action="%s"><input type="text" name="q" value="%s" class="elgg-input-text"><input type="submit" value="Search" class="elgg-button elgg-button-submit"></form>
`, c.Href("search"), Esc(q))
	switch lo, hi, ok := listCut(len(ts), off, elLimit); {
	case !ok:
		h.WriteString(s.outOfBounds(c, "No results found"))
	case len(ts) == 0:
		h.WriteString(`<div class="elgg-no-results"><p>No results found</p></div>`)
	default:
		fmt.Fprintf(&h, `<div class="elgg-module elgg-module-info search-list"><div class="elgg-head"><h3>Discussions (%d)</h3></div><div class="elgg-body">`, len(ts))
		h.WriteString(s.listOpen(c, "search"))
		for _, t := range ts[lo:hi] {
			h.WriteString(s.discRow(c, d, t, true))
		}
		h.WriteString("</ul>\n" + s.pager(c, off, elLimit, len(ts), true, "Previous", "Next", "") + "</div></div></div>\n")
	}
	title := "Search"
	if q != "" {
		title = "Search results for \"" + q + "\""
	}
	pg := elPage{title: title, content: h.String(), crumbs: [][2]string{{"Search", ""}}}
	return c.Page(Info{Type: TypeOther}, s.frame(c, pg))
}

// loginBox is core/account/login_box, the guests' sidebar on the home page.
func (s elSkin) loginBox(c *Ctx) string {
	return fmt.Sprintf(`<div class="elgg-module elgg-module-aside"><div class="elgg-head"><h3>Log in</h3></div><div class="elgg-body"><form method="post" action="%s" class="elgg-form elgg-form-login"><input type="hidden" name="__elgg_token" value="%x"><input type="hidden" name="__elgg_ts" value="%d"><label>Username or email</label><input type="text" name="username" class="elgg-input-text"><label>Password</label><input type="password" name="password" class="elgg-input-password"><label><input type="checkbox" name="persistent" value="true"> Remember me</label><input type="submit" value="Log in" class="elgg-button elgg-button-submit"></form><ul class="elgg-menu elgg-menu-login"><li><a href="%s">Register</a></li><li><a href="%s">Lost password</a></li></ul></div></div>`,
		c.Href("action/login"), Hash("eltoken", c.Path, c.RawQuery), c.W.Now.Unix(), c.Href("register"), c.Href("forgotpassword"))
}

// form is the login, register and lost-password pages.
func (s elSkin) form(c *Ctx, which string) Response {
	var title, body string
	switch which {
	case "login":
		title, body = "Log in", s.loginBox(c)
	case "register":
		title = "Register"
		body = fmt.Sprintf(`<form method="post" action="%s" class="elgg-form elgg-form-account elgg-form-register"><label>Display name</label><input type="text" name="name"><label>Email address</label><input type="email" name="email"><label>Username</label><input type="text" name="username"><label>Password</label><input type="password" name="password"><label>Password (again for verification)</label><input type="password" name="password2"><input type="submit" value="Register" class="elgg-button elgg-button-submit"></form>`, c.Href("action/register"))
	default:
		title = "Request a new password"
		body = fmt.Sprintf(`<form method="post" action="%s" class="elgg-form elgg-form-user-requestnewpassword"><p>Enter your username or email address below and we will send you a unique verification link.</p><label>Username or email</label><input type="text" name="username"><input type="submit" value="Request" class="elgg-button elgg-button-submit"></form>`, c.Href("action/user/requestnewpassword"))
	}
	return c.Page(Info{Type: TypeOther}, s.frame(c, elPage{title: title, content: body, walled: true}))
}

// external is the externalpages plugin's about, terms and privacy pages.
func (s elSkin) external(c *Ctx, which string) Response {
	title := map[string]string{"about": "About", "terms": "Terms", "privacy": "Privacy"}[which]
	body := `<div class="elgg-output"><p>` + Esc(elSiteDesc) + `</p><p>This page has not been filled in yet.</p></div>`
	return c.Page(Info{Type: TypeOther}, s.frame(c, elPage{title: title, content: body}))
}

// filter is a filter menu of plain tabs, the first selected.
func (s elSkin) filter(c *Ctx, names []string, cur, href string) string {
	var tabs [][3]string
	for _, n := range names {
		tabs = append(tabs, [3]string{n, n, href})
	}
	return s.filterTabs(c, tabs, cur)
}

// filterTabs is the filter menu: name, text and link of each tab, cur selected.
func (s elSkin) filterTabs(c *Ctx, tabs [][3]string, cur string) string {
	var h strings.Builder
	h.WriteString(`<ul class="elgg-menu elgg-menu-filter elgg-menu-hz elgg-menu-filter-default">`)
	for _, t := range tabs {
		sel := ""
		if t[0] == cur {
			sel = " elgg-state-selected"
		}
		fmt.Fprintf(&h, `<li class="elgg-menu-item-%s%s"><a href="%s">%s</a></li>`, strings.ToLower(t[0]), sel, c.Href(t[2]), t[1])
	}
	h.WriteString("</ul>\n")
	return h.String()
}

// elPage is what a resource hands elgg_view_page.
type elPage struct {
	title   string
	content string
	sidebar string
	filter  string
	crumbs  [][2]string // text and link; the last has none
	rss     bool        // the list registered its RSS link
	walled  bool        // the login and register pages drop the sidebar
}

// frame is page/default: the topbar with the site menu and the guests'
// account links, the layout with breadcrumbs, title, filter and sidebar,
// and the footer.
func (s elSkin) frame(c *Ctx, pg elPage) string {
	var h strings.Builder
	full := pg.title + " : " + elSite
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="%s">
<title>%s</title>
<link rel="icon" href="%s">
<link rel="stylesheet" href="%s">
`, Esc(elSiteDesc), Esc(full), c.Href("cache/"+elCache+"/default/graphics/favicon.ico"), c.Href("cache/"+elCache+"/default/elgg.css"))
	if pg.rss {
		fmt.Fprintf(&h, "<link rel=\"alternate\" type=\"application/rss+xml\" title=\"RSS\" href=\"%s\">\n", c.Href(withQuery(c, "view", "rss")))
	}
	h.WriteString(c.Styles(16))
	fmt.Fprintf(&h, `</head>
<body>
<div class="elgg-page elgg-page-default">
<div class="elgg-page-section elgg-page-topbar"><div class="elgg-inner">
<div class="elgg-nav-logo"><h1 class="elgg-heading-site"><a href="%s">%s</a></h1></div>
<div class="elgg-nav-button"><span></span><span></span><span></span></div>
<div class="elgg-nav-collapse">
<div class="elgg-nav-search"><form class="elgg-search elgg-search-header" action="%s" method="get"><input type="text" name="q" class="search-input" placeholder="Search" required><input type="hidden" name="search_type" value="all"><button type="submit" class="search-submit">Search</button></form></div>
<ul class="elgg-menu elgg-menu-site elgg-menu-site-default"><li class="elgg-menu-item-activity"><a href="%s">Activity</a></li><li class="elgg-menu-item-discussion"><a href="%s">Discussions</a></li><li class="elgg-menu-item-groups"><a href="%s">Groups</a></li><li class="elgg-menu-item-members"><a href="%s">Members</a></li></ul>
<ul class="elgg-menu elgg-menu-topbar elgg-menu-topbar-alt"><li class="elgg-menu-item-login"><a href="%s" class="elgg-menu-content">Log in</a></li><li class="elgg-menu-item-register"><a href="%s" class="elgg-menu-content">Register</a></li></ul>
</div></div></div>
<div class="elgg-page-section elgg-page-body"><div class="elgg-inner">
`, c.Href(""), elSite, c.Href("search"), c.Href("activity"), c.Href("discussion/all"), c.Href("groups/all"), c.Href("members"), c.Href("login"), c.Href("register"))
	layout := "elgg-layout-one-sidebar"
	if pg.walled {
		layout = "elgg-layout-one-column"
	}
	fmt.Fprintf(&h, "<div class=\"elgg-layout %s\">\n", layout)
	if len(pg.crumbs) > 0 {
		h.WriteString(`<nav class="elgg-breadcrumbs" aria-label="Breadcrumbs"><ul>`)
		for _, cr := range pg.crumbs {
			if cr[1] == "" {
				fmt.Fprintf(&h, `<li><span>%s</span></li>`, Esc(cr[0]))
			} else {
				fmt.Fprintf(&h, `<li><a href="%s">%s</a></li>`, c.Href(cr[1]), Esc(cr[0]))
			}
		}
		h.WriteString("</ul></nav>\n")
	}
	fmt.Fprintf(&h, "<div class=\"elgg-layout-columns\"><div class=\"elgg-main elgg-body elgg-layout-body\">\n<div class=\"elgg-head elgg-layout-header\"><h2 class=\"elgg-heading-main\">%s</h2></div>\n%s<div class=\"elgg-layout-content clearfix\">\n%s</div></div>\n",
		Esc(pg.title), pg.filter, pg.content)
	if !pg.walled {
		h.WriteString("<div class=\"elgg-sidebar elgg-layout-sidebar clearfix\">\n" + pg.sidebar)
		if pg.rss {
			fmt.Fprintf(&h, `<ul class="elgg-menu elgg-menu-extras elgg-menu-hz"><li class="elgg-menu-item-rss"><a href="%s" title="RSS feed for this page">RSS</a></li></ul>`, c.Href(withQuery(c, "view", "rss")))
		}
		h.WriteString("</div>\n")
	}
	fmt.Fprintf(&h, `</div></div>
</div></div>
<div class="elgg-page-section elgg-page-footer"><div class="elgg-inner">
<ul class="elgg-menu elgg-menu-footer elgg-menu-footer-default"><li class="elgg-menu-item-about"><a href="%s">About</a></li><li class="elgg-menu-item-terms"><a href="%s">Terms</a></li><li class="elgg-menu-item-privacy"><a href="%s">Privacy</a></li></ul>
<ul class="elgg-menu elgg-menu-footer elgg-menu-footer-meta"><li class="elgg-menu-item-powered"><a href="https://elgg.org" title="Open Source Social Networking Engine">Powered by Elgg</a></li></ul>
</div></div>
</div>
<script src="%s"></script>
`, c.Href("about"), c.Href("terms"), c.Href("privacy"), c.Href("cache/"+elCache+"/default/elgg.js"))
	h.WriteString(c.Scripts(10))
	h.WriteString("</body>\n</html>\n")
	return h.String()
}
