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

// Flickr (2019-2023 "photo page" redesign) at "/", no session, no robots.txt.
// A board is a group (its photo pool), a thread a photo: Posts[0] is the
// owner's upload with its description, Posts[1:] the comments, 20 a page.
// Members carry interests (User.Tags) and contacts on their profiles. People
// and groups are named by path alias or NSID (12345678@N05). URL scheme:
//
//	""                                   entry: Explore, newest photos (explore, explore/page/1: the same)
//	explore/page/P                       older explore pages (P >= 2), 30 photos a page
//	groups/                              the group directory (an index of boards)
//	groups/G/pool/[page/P]               a group's pool, newest first, 30 a page
//	groups/G/, groups/G/members/, groups/G/discuss/   group home, members, discussions
//	photos/NAME/ID/[page/P]              photo page with description and comments, 20 comments a page
//	photos/NAME/ID/in/pool-G/, .../in/photostream/   the photo in context (canonical: page 1)
//	photos/NAME/ID/sizes/S/              all sizes
//	photos/NAME/[page/P]                 photostream, 30 a page
//	photos/NAME/favorites/               faves
//	photos/tags/, photos/tags/TAG/[page/P]   tag cloud, tag pages
//	people/NAME/, people/NAME/contacts/  profile (about, interests), contacts
//	search/?text=, login, signup, services/feeds/photos_public.gne?id=NAME|tags=TAG
func flickr() *Package {
	return &Package{
		Name: "flickr", Software: "Flickr (2020s photo pages)", Kind: Media,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 3}, SubBoardChance: 0, Threads: [2]int{18, 56},
			Posts: [2]int{1, 22}, LongThreadChance: 0.1, ThreadsPerPage: 30, PostsPerPage: 20, Users: 150,
			Lang: text.English, Opinion: 0.3},
		Mount: "/", Seed: 3016,
		Skin: flSkin{},
	}
}

type flSkin struct{}

// flIndex names one world's people and groups (path aliases, unique site-wide,
// or NSIDs) and lists each member's photos.
type flIndex struct {
	alias   map[*User]string
	user    map[string]*User
	photos  map[*User][]*Thread // newest upload first
	group   map[*Board]string
	board   map[string]*Board
	explore []*Thread
}

const flPIDBase = 52800000000

func (s flSkin) index(w *World) *flIndex {
	return w.Derived("flickr", func() any {
		x := &flIndex{alias: map[*User]string{}, user: map[string]*User{}, photos: map[*User][]*Thread{}, group: map[*Board]string{}, board: map[string]*Board{}}
		seen := map[string]bool{}
		for _, u := range w.Users {
			a := strings.Map(func(r rune) rune {
				switch {
				case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '_', r == '-':
					return r
				}
				return -1
			}, strings.ToLower(u.Name))
			if seen[a] || len(a) < 3 || Hash("fl-nsid", u.ID)%3 == 0 {
				a = fmt.Sprintf("%d@N0%d", 12000000+u.ID*7907, 1+u.ID%8)
			}
			seen[a] = true
			x.alias[u], x.user[a] = a, u
		}
		for _, b := range w.Boards {
			g := slug(b.Name)
			if seen[g] || g == "" {
				g = fmt.Sprintf("%d@N2%d", 2100000+b.ID*613, b.ID%10)
			}
			seen[g] = true
			x.group[b], x.board[g] = g, b
		}
		x.explore = w.ThreadsByDate()
		for _, t := range x.explore {
			x.photos[t.Author] = append(x.photos[t.Author], t)
		}
		return x
	}).(*flIndex)
}

func (s flSkin) Entry() string { return "" }

func (s flSkin) BoardURL(b *Board, p int) string {
	g := s.index(b.World).group[b]
	if p <= 1 {
		return "groups/" + g + "/pool/"
	}
	return fmt.Sprintf("groups/%s/pool/page/%d", g, p)
}

func flPID(t *Thread) int { return flPIDBase + t.ID*9973 + int(Hash("fl-pid", t.ID)%9000) }

func flThread(w *World, pid int) *Thread {
	if pid <= flPIDBase {
		return nil
	}
	t := w.Thread((pid - flPIDBase) / 9973)
	if t == nil || flPID(t) != pid {
		return nil
	}
	return t
}

func (s flSkin) ownerName(t *Thread) string {
	return s.index(t.Board.World).alias[t.Author]
}

func (s flSkin) ThreadURL(t *Thread, p int) string {
	if p <= 1 {
		return fmt.Sprintf("photos/%s/%d/", s.ownerName(t), flPID(t))
	}
	return fmt.Sprintf("photos/%s/%d/page/%d", s.ownerName(t), flPID(t), p)
}

func flAgo(now, t time.Time) string {
	d := now.Sub(t)
	switch {
	case d < time.Hour:
		return fmt.Sprintf("%dm ago", max(1, int(d.Minutes())))
	case d < 24*time.Hour:
		return fmt.Sprintf("%dh ago", int(d.Hours()))
	case d < 30*24*time.Hour:
		return fmt.Sprintf("%dd ago", int(d.Hours()/24))
	case d < 365*24*time.Hour:
		return fmt.Sprintf("%dmo ago", int(d.Hours()/24/30))
	}
	return fmt.Sprintf("%dy ago", int(d.Hours()/24/365))
}

func flFaves(t *Thread) int { return int(Hash("fl-faves", t.ID)%240) + len(t.Posts) }

func flSecret(t *Thread) string { return fmt.Sprintf("%010x", Hash("fl-secret", t.ID)%(1<<40)) }

func flImg(t *Thread, size string) string {
	return fmt.Sprintf("https://live.staticflickr.com/65535/%d_%s_%s.jpg", flPID(t), flSecret(t), size)
}

func (s flSkin) Serve(c *Ctx) Response {
	x := s.index(c.W)
	sh := c.W.Shape
	other := Info{Type: TypeOther}
	path := c.Path
	parts := strings.Split(strings.TrimSuffix(path, "/"), "/")
	pageAt := func(i int) (int, bool) { // parts[i:] is "" or page/P
		switch len(parts) - i {
		case 0:
			return 1, true
		case 2:
			if parts[i] == "page" {
				n, err := strconv.Atoi(parts[i+1])
				return n, err == nil && n >= 1
			}
		}
		return 0, false
	}
	switch {
	case path == "" || path == "explore" || path == "explore/":
		return c.Page(Info{Type: TypeEntry, Canonical: "/"}, s.grid(c, "Explore", x.explore, 1, "", "explore"))
	case parts[0] == "explore":
		p, ok := pageAt(1)
		if !ok || p > pageCount(len(x.explore), sh.ThreadsPerPage) {
			return s.notFound(c)
		}
		if p == 1 {
			return c.Page(Info{Type: TypeEntry, Canonical: "/"}, s.grid(c, "Explore", x.explore, 1, "", "explore"))
		}
		return c.Page(Info{Type: TypeIndex, FPage: p, Canonical: fmt.Sprintf("explore/page/%d", p)}, s.grid(c, "Explore", x.explore, p, "", "explore"))
	case path == "groups/" || path == "groups":
		return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: "groups/"}, s.groups(c))
	case parts[0] == "groups" && len(parts) >= 2:
		b := x.board[parts[1]]
		if b == nil {
			return s.notFound(c)
		}
		if len(parts) == 2 {
			return c.Page(other, s.groupHome(c, b, ""))
		}
		switch parts[2] {
		case "members", "discuss":
			if len(parts) == 3 {
				return c.Page(other, s.groupHome(c, b, parts[2]))
			}
		case "pool":
			p, ok := pageAt(3)
			if !ok || p > b.Pages(sh.ThreadsPerPage) {
				return s.notFound(c)
			}
			return c.Page(boardInfo(s, b, p), s.grid(c, b.Name, b.Threads, p, "groups/"+x.group[b]+"/pool/", "pool"))
		}
		return s.notFound(c)
	case parts[0] == "photos" && len(parts) >= 2 && parts[1] == "tags":
		if len(parts) == 2 {
			return c.Page(other, s.tagCloud(c))
		}
		tag := parts[2]
		p, ok := pageAt(3)
		ts := c.W.ThreadsTagged(tag)
		if !ok || (len(ts) > 0 && p > pageCount(len(ts), sh.ThreadsPerPage)) {
			return s.notFound(c)
		}
		if len(ts) == 0 {
			if p > 1 {
				return s.notFound(c)
			}
			return c.Page(other, s.grid(c, "#"+tag, nil, 1, "", "tag"))
		}
		canon := "photos/tags/" + url.PathEscape(tag) + "/"
		if p > 1 {
			canon = fmt.Sprintf("photos/tags/%s/page/%d", url.PathEscape(tag), p)
		}
		return c.Page(Info{Type: TypeIndex, FPage: p, Canonical: canon}, s.grid(c, "#"+tag, ts, p, "photos/tags/"+url.PathEscape(tag)+"/", "tag"))
	case parts[0] == "photos" && len(parts) >= 2:
		u := x.user[parts[1]]
		if u == nil {
			return s.notFound(c)
		}
		if len(parts) == 3 && parts[2] == "favorites" {
			return c.Page(other, s.favorites(c, u))
		}
		if p, ok := pageAt(2); ok {
			ts := x.photos[u]
			if p > pageCount(len(ts), sh.ThreadsPerPage) {
				return s.notFound(c)
			}
			canon := "photos/" + x.alias[u] + "/"
			if p > 1 {
				canon = fmt.Sprintf("photos/%s/page/%d", x.alias[u], p)
			}
			return c.Page(Info{Type: TypeIndex, FPage: p, Canonical: canon}, s.grid(c, u.Name, ts, p, "photos/"+x.alias[u]+"/", "stream"))
		}
		pid, err := strconv.Atoi(parts[2])
		t := flThread(c.W, pid)
		if err != nil || t == nil || t.Author != u {
			return s.notFound(c)
		}
		rest := parts[3:]
		page := 1
		switch {
		case len(rest) == 0:
			if !strings.HasSuffix(path, "/") {
				return Response{Status: http.StatusMovedPermanently, Location: s.ThreadURL(t, 1), Info: threadInfo(s, t, 1)}
			}
		case len(rest) == 2 && rest[0] == "page":
			page, _ = strconv.Atoi(rest[1])
		case len(rest) == 2 && rest[0] == "in" && (rest[1] == "photostream" || rest[1] == "pool-"+x.group[t.Board]):
		case len(rest) == 2 && rest[0] == "sizes" && slices.Contains([]string{"s", "m", "z", "l", "o"}, rest[1]):
			return c.Page(other, s.sizes(c, t, rest[1]))
		default:
			return s.notFound(c)
		}
		if page < 1 || page > t.Pages(sh.PostsPerPage) {
			return s.notFound(c)
		}
		return c.Page(threadInfo(s, t, page), s.photo(c, t, page))
	case parts[0] == "people" && len(parts) >= 2:
		u := x.user[parts[1]]
		if u == nil || len(parts) > 3 || (len(parts) == 3 && parts[2] != "contacts") {
			return s.notFound(c)
		}
		if len(parts) == 3 {
			return c.Page(other, s.contacts(c, u))
		}
		return c.Page(other, s.profile(c, u))
	case path == "search/" || path == "search":
		return c.Page(other, s.search(c))
	case path == "login" || path == "signup":
		return c.Page(other, s.frame(c, "Flickr", "login", `<div class="auth-view"><div class="auth-form-container"><h1>`+map[bool]string{true: "Log in to Flickr", false: "Sign up for Flickr"}[path == "login"]+`</h1><form method="post" action="`+c.Href(path)+`"><input type="email" name="email" placeholder="Email address"><input type="password" name="password" placeholder="Password"><button type="submit" class="auth-button">Next</button></form><p><a href="`+c.Href(map[bool]string{true: "signup", false: "login"}[path == "login"])+`">`+map[bool]string{true: "Not a Flickr member? Sign up here.", false: "Already a Flickr member? Log in here."}[path == "login"]+`</a></p></div></div>`))
	case path == "services/feeds/photos_public.gne":
		var ts []*Thread
		if u := x.user[c.Query.Get("id")]; u != nil {
			ts = x.photos[u]
		} else if tag := c.Query.Get("tags"); tag != "" {
			ts = c.W.ThreadsTagged(tag)
		} else {
			ts = x.explore
		}
		return Response{Status: 200, ContentType: "application/atom+xml; charset=utf-8", Body: atomFeed(c, ts[:min(20, len(ts))]), Info: other}
	}
	return s.notFound(c)
}

func (s flSkin) notFound(c *Ctx) Response {
	return c.NotFound(s.frame(c, "Flickr: Page Not Found", "", `<div class="fluid-centered"><div class="error-page-view"><h1>This is not the page you’re looking for.</h1><p>It appears the page you were looking for doesn’t exist. Sorry about that.</p><p><a href="`+c.Href("")+`">Go to Explore</a></p></div></div>`))
}

func (s flSkin) people(c *Ctx, u *User) string { return "people/" + s.index(c.W).alias[u] + "/" }
func (s flSkin) stream(c *Ctx, u *User) string { return "photos/" + s.index(c.W).alias[u] + "/" }

func (s flSkin) buddy(c *Ctx, u *User, size int) string {
	return fmt.Sprintf(`<a href="%s" class="avatar person" data-track="avatarClick"><img src="https://live.staticflickr.com/%d/buddyicons/%s_r.jpg" width="%d" height="%d" alt="%s" class="avatar-img"></a>`,
		c.Href(s.stream(c, u)), 4000+Hash("fl-farm", u.ID)%900, Esc(s.index(c.W).alias[u]), size, size, Esc(u.Name))
}

func (s flSkin) frame(c *Ctx, title, page, main string) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html lang="en-us" class=" styleguide-refresh">
<head>
<meta charset="utf-8">
<title>%s | Flickr</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:site_name" content="Flickr" />
<link rel="search" type="application/opensearchdescription+xml" href="https://www.flickr.com/opensearch.xml" title="Flickr">
%s</head>
<body class="html-%s-page new-header">
<div id="global-nav" class="global-nav-view"><div class="global-nav-shim"></div><div class="global-nav-content"><div class="global-nav-container">
<a href="%s" class="logo" data-track="gnLogoClick" aria-label="Flickr logo. If you click it, you'll go home"></a>
<ul class="nav-menu">
<li class="nav-menu-item"><a href="%s" class="gn-link" data-track="gnExploreMainClick"><span>Explore</span></a>
<ul class="gn-submenu" role="menu"><li><a href="%s" data-track="gnExploreRecentPhotosClick" role="menuitem">Recent Photos</a></li><li><a href="%s" data-track="gnExploreTrendingClick" role="menuitem">Trending</a></li><li><a href="https://www.flickr.com/commons" role="menuitem">The Commons</a></li><li><a href="https://www.flickr.com/photos/flickr/galleries" role="menuitem">Flickr Galleries</a></li><li><a href="https://www.flickr.com/map" role="menuitem">World Map</a></li></ul></li>
<li class="nav-menu-item"><a href="%s" class="gn-link" data-track="gnGroupsMainClick"><span>Groups</span></a></li>
<li class="nav-menu-item"><a href="https://www.flickr.com/prints" class="gn-link" data-track="gnPrintsMainClick"><span>Prints</span></a></li>
<li class="nav-menu-item"><a href="https://blog.flickr.net/en" class="gn-link" data-track="gnBlogMainClick"><span>The Flickr Blog</span></a></li>
</ul>
<ul class="nav-menu nav-menu-right">
<li class="search-container"><form action="%s" method="get" class="search-field-form" role="search"><input type="text" name="text" class="autosuggest-selectable-item search-field" placeholder="Photos, people, or groups" autocomplete="off" aria-label="Search"></form></li>
<li><a href="%s" class="gn-link gn-signin-link" data-track="gnSigninLinkClick">Log In</a></li>
<li><a href="%s" class="gn-button gn-signup-button" data-track="gnSignupButtonClick">Sign Up</a></li>
</ul></div></div></div>
<main id="main" class="main">
%s
</main>
<footer class="foot" role="contentinfo"><div class="foot-container"><ul class="foot-nav">
<li><a href="https://www.flickrinc.com/about" data-track="footer-about">About</a></li>
<li><a href="https://www.flickr.com/jobs" data-track="footer-jobs">Jobs</a></li>
<li><a href="https://blog.flickr.net/en" data-track="footer-blog">Blog</a></li>
<li><a href="https://www.flickr.com/services/developer" data-track="footer-developers">Developers</a></li>
<li><a href="https://www.flickr.com/help/guidelines" data-track="footer-guidelines">Guidelines</a></li>
<li><a href="https://www.flickrhelp.com/hc/en-us" data-track="footer-help">Help</a></li>
<li><a href="https://www.flickr.com/help/privacy" data-track="footer-privacy">Privacy</a></li>
<li><a href="https://www.flickr.com/help/terms" data-track="footer-terms">Terms</a></li>
<li><a href="%s" data-track="footer-feed">Feed</a></li>
</ul><div class="foot-secondary"><span class="smugmug-logo">SmugMug+Flickr.</span> Connecting people through photography.</div></div></footer>
%s</body>
</html>`,
		Esc(title), c.Styles(26), page, c.Href(""), c.Href("explore"), c.Href("explore"), c.Href("photos/tags/"), c.Href("groups/"),
		c.Href("search/"), c.Href("login"), c.Href("signup"), main, c.Href("services/feeds/photos_public.gne"), c.Scripts(10))
	return h.String()
}

// pager is the pagination-view of grids and comment pages; base+"page/P" builds page P, base itself page 1.
func (s flSkin) pager(c *Ctx, cur, total int, link func(int) string) string {
	if total <= 1 {
		return ""
	}
	var h strings.Builder
	h.WriteString(`<div class="view pagination-view">`)
	if cur > 1 {
		fmt.Fprintf(&h, `<a href="%s" data-track="paginationLeftClick" rel="prev" title="Previous page"><i class="page-arrow"></i><span class="sr-only">previous</span></a>`, c.Href(link(cur-1)))
	}
	for _, it := range Pager(cur, total, 2) {
		switch {
		case it.Gap:
			h.WriteString(`<span class="moredots">…</span>`)
		case it.Current:
			fmt.Fprintf(&h, `<span class="is-current">%d</span>`, it.N)
		default:
			fmt.Fprintf(&h, `<a href="%s" data-track="paginationPage%dClick" rel="nofollow"><span>%d</span></a>`, c.Href(link(it.N)), it.N, it.N)
		}
	}
	if cur < total {
		fmt.Fprintf(&h, `<a href="%s" data-track="paginationRightClick" rel="next" title="Next page"><i class="page-arrow"></i><span class="sr-only">next</span></a>`, c.Href(link(cur+1)))
	}
	h.WriteString(`</div>`)
	return h.String()
}

// tile is one photo in a justified grid; href is where the overlay leads.
func (s flSkin) tile(c *Ctx, t *Thread, href string) string {
	w, hgt := 240+int(Hash("fl-w", t.ID)%160), 240
	return fmt.Sprintf(`<div class="view photo-list-photo-view awake" style="transform: translate(0px, 0px); width: %dpx; height: %dpx; background-image: url(%s)">
<div class="interaction-view"><div class="photo-list-photo-interaction"><a class="overlay" href="%s" aria-label="%s by %s" data-track="photo-click"></a>
<div class="interaction-bar" title="%s by %s"><div class="text"><a class="title" href="%s" tabindex="-1">%s</a><a class="attribution" href="%s" tabindex="-1">by %s</a><span class="upload-date" title="%s">%s</span></div>
<div class="engagement"><span class="engagement-item fave"><span class="engagement-count">%d</span></span><a class="engagement-item comment" href="%s" aria-label="Comments"><span class="engagement-count">%d</span></a></div></div></div></div></div>
`, w, hgt, flImg(t, "n"), c.Href(href), Esc(t.Title), Esc(t.Author.Name), Esc(t.Title), Esc(t.Author.Name), c.Href(s.ThreadURL(t, 1)), Esc(t.Title),
		c.Href(s.stream(c, t.Author)), Esc(t.Author.Name), t.Posts[0].Time.Format("2006-01-02 15:04:05"), flAgo(c.W.Now, t.Posts[0].Time),
		flFaves(t), c.Href(s.ThreadURL(t, 1)+"#comments"), len(t.Posts)-1)
}

// grid renders a photo list page: explore, a pool, a photostream, a tag.
func (s flSkin) grid(c *Ctx, title string, ts []*Thread, page int, base, kind string) string {
	x := s.index(c.W)
	per := c.W.Shape.ThreadsPerPage
	var h strings.Builder
	switch kind {
	case "explore":
		h.WriteString(`<div class="explore-hero"><h2 class="title">Explore</h2><p class="subtitle">Recent uploads from the Flickr community</p><ul class="explore-tabs"><li class="is-active"><a href="` + c.Href("explore") + `">Recent photos</a></li><li><a href="` + c.Href("photos/tags/") + `">Trending tags</a></li><li><a href="` + c.Href("groups/") + `">Groups</a></li></ul></div>`)
	case "pool":
		b := x.board[strings.Split(base, "/")[1]]
		fmt.Fprintf(&h, `<div class="group-header-view"><div class="group-title"><h1 class="group-name truncate">%s</h1><p class="group-desc">%s</p><p class="group-stats">%d members &middot; %d photos</p></div>
<nav class="group-subnav"><ul class="links"><li><a href="%s">About</a></li><li class="is-active"><a href="%s">Photos</a></li><li><a href="%s">Discussions</a></li><li><a href="%s">Members</a></li></ul></nav></div>`,
			Esc(b.Name), Esc(b.Description), 40+Hash("fl-members", b.ID)%4000, len(b.Threads),
			c.Href("groups/"+x.group[b]+"/"), c.Href(base), c.Href("groups/"+x.group[b]+"/discuss/"), c.Href("groups/"+x.group[b]+"/members/"))
	case "stream":
		u := x.user[strings.Split(base, "/")[1]]
		fmt.Fprintf(&h, `<div class="photostream-header"><div class="cover-photo"></div><div class="person-info">%s<h1 class="truncate">%s</h1><p class="followers truncate">%d Followers &middot; %d Following</p></div>
<nav class="subnav-refresh"><ul class="links"><li><a href="%s" class="about" data-track="subnav-about">About</a></li><li class="is-active"><a href="%s" data-track="subnav-photostream">Photostream</a></li><li><a href="%s" data-track="subnav-faves">Faves</a></li><li><a href="%s" data-track="subnav-contacts">Following</a></li></ul></nav>
<a href="%s" class="feed-link" title="Subscribe to %s's photostream">Feed</a></div>`,
			s.buddy(c, u, 48), Esc(u.Name), 5+Hash("fl-fol", u.ID)%800, len(u.Contacts),
			c.Href(s.people(c, u)), c.Href(base), c.Href(base+"favorites/"), c.Href(s.people(c, u)+"contacts/"),
			c.Href("services/feeds/photos_public.gne?id="+url.QueryEscape(x.alias[u])), Esc(u.Name))
	case "tag":
		fmt.Fprintf(&h, `<div class="tag-page-header"><h1 class="tag-title">%s</h1><p>Photos tagged with %s</p></div>`, Esc(title), Esc(strings.TrimPrefix(title, "#")))
	}
	h.WriteString(`<div class="view photo-list-view requiredToShowOnServer" style="height: 2400px;">`)
	for _, t := range Page(ts, page, per) {
		href := s.ThreadURL(t, 1)
		switch kind {
		case "pool":
			href = fmt.Sprintf("photos/%s/%d/in/pool-%s/", x.alias[t.Author], flPID(t), x.group[t.Board])
		case "stream":
			href = fmt.Sprintf("photos/%s/%d/in/photostream/", x.alias[t.Author], flPID(t))
		}
		h.WriteString(s.tile(c, t, href))
	}
	if len(ts) == 0 {
		h.WriteString(`<div class="empty-view"><p>We couldn't find anything here.</p></div>`)
	}
	h.WriteString(`</div>`)
	if kind == "explore" {
		h.WriteString(s.pager(c, page, pageCount(len(ts), per), func(p int) string {
			if p == 1 {
				return "explore"
			}
			return fmt.Sprintf("explore/page/%d", p)
		}))
	} else if base != "" {
		h.WriteString(s.pager(c, page, pageCount(len(ts), per), func(p int) string {
			if p == 1 {
				return base
			}
			return fmt.Sprintf("%spage/%d", base, p)
		}))
	}
	return s.frame(c, title, "photo-list", `<div class="fluid-centered">`+h.String()+`</div>`)
}

func (s flSkin) groups(c *Ctx) string {
	x := s.index(c.W)
	var h strings.Builder
	h.WriteString(`<div class="fluid-centered"><h1>Groups</h1><p>Find groups by interest and share your photos with their pools.</p><div class="view group-list-view">`)
	for _, b := range c.W.Boards {
		g := x.group[b]
		fmt.Fprintf(&h, `<div class="group-card"><div class="group-card-content"><a class="group-name" href="%s">%s</a><p class="group-description">%s</p><p class="group-meta">%d members &middot; <a href="%s">%d photos</a> &middot; %s</p></div></div>`,
			c.Href("groups/"+g+"/"), Esc(b.Name), Esc(b.Description), 40+Hash("fl-members", b.ID)%4000, c.Href(s.BoardURL(b, 1)), len(b.Threads), Esc(b.Category.Name))
	}
	h.WriteString(`</div></div>`)
	return s.frame(c, "Groups", "groups", h.String())
}

func (s flSkin) groupHome(c *Ctx, b *Board, tab string) string {
	x := s.index(c.W)
	g := x.group[b]
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="fluid-centered"><div class="group-header-view"><h1 class="group-name">%s</h1><p class="group-desc">%s</p>
<nav class="group-subnav"><ul class="links"><li><a href="%s">About</a></li><li><a href="%s">Photos</a></li><li><a href="%s">Discussions</a></li><li><a href="%s">Members</a></li></ul></nav></div>`,
		Esc(b.Name), Esc(b.Description), c.Href("groups/"+g+"/"), c.Href(s.BoardURL(b, 1)), c.Href("groups/"+g+"/discuss/"), c.Href("groups/"+g+"/members/"))
	switch tab {
	case "members":
		h.WriteString(`<div class="group-members-view"><h2>Members</h2><ul class="member-list">`)
		seen := map[*User]bool{}
		for _, t := range b.Threads {
			if !seen[t.Author] {
				seen[t.Author] = true
				fmt.Fprintf(&h, `<li class="member">%s<a class="member-name" href="%s">%s</a></li>`, s.buddy(c, t.Author, 48), c.Href(s.people(c, t.Author)), Esc(t.Author.Name))
			}
		}
		h.WriteString(`</ul></div>`)
	case "discuss":
		fmt.Fprintf(&h, `<div class="group-discussion-view"><h2>Discussions</h2><table class="discussion-table"><tr><td><span class="topic-title">Welcome to %s — please read the rules</span></td><td>1 reply</td></tr><tr><td><span class="topic-title">Pool rules: one photo a day</span></td><td>0 replies</td></tr></table></div>`, Esc(b.Name))
	default:
		fmt.Fprintf(&h, `<div class="group-about-view"><h2>About %s</h2><p>%s</p><h3>Recent photos</h3><div class="group-recent">`, Esc(b.Name), Esc(b.Description))
		for _, t := range b.Threads[:min(6, len(b.Threads))] {
			fmt.Fprintf(&h, `<a href="%s/in/pool-%s/" class="group-recent-photo"><img src="%s" alt="%s"></a>`, c.Href(strings.TrimSuffix(s.ThreadURL(t, 1), "/")), Esc(g), flImg(t, "q"), Esc(t.Title))
		}
		fmt.Fprintf(&h, `</div><p><a href="%s">View all %d photos in the pool</a></p></div>`, c.Href(s.BoardURL(b, 1)), len(b.Threads))
	}
	h.WriteString(`</div>`)
	return s.frame(c, b.Name, "group", h.String())
}

// photo renders a photo page: the image, the owner's title and description, comments page p.
func (s flSkin) photo(c *Ctx, t *Thread, page int) string {
	x := s.index(c.W)
	per := c.W.Shape.PostsPerPage
	q := t.Posts[0]
	alias := x.alias[t.Author]
	pid := flPID(t)
	stream := x.photos[t.Author]
	i := slices.Index(stream, t)
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="photo-page-scrollable"><div class="photo-well-scrollable">
<div class="view photo-well-view"><div class="photo-well-media-view"><div class="photo-notes-scrollable-view"></div><img class="main-photo" src="%s" alt="%s" width="1024" height="%d"></div>
<div class="view photo-engagement-view"><a class="sizes-link" href="%s" title="View all sizes" data-track="downloadOptionsClick">View all sizes</a></div>`,
		flImg(t, "b"), Esc(t.Title), 560+int(Hash("fl-h", t.ID)%300), c.Href(fmt.Sprintf("photos/%s/%d/sizes/l/", alias, pid)))
	if i > 0 {
		fmt.Fprintf(&h, `<a class="navigate-target navigate-prev" href="%s" data-track="photoNavigatePrevClick" title="Newer in photostream"></a>`, c.Href(fmt.Sprintf("photos/%s/%d/in/photostream/", alias, flPID(stream[i-1]))))
	}
	if i >= 0 && i+1 < len(stream) {
		fmt.Fprintf(&h, `<a class="navigate-target navigate-next" href="%s" data-track="photoNavigateNextClick" title="Older in photostream"></a>`, c.Href(fmt.Sprintf("photos/%s/%d/in/photostream/", alias, flPID(stream[i+1]))))
	}
	fmt.Fprintf(&h, `</div></div>
<div class="photo-page-content"><div class="sub-photo-view"><div class="sub-photo-left-view">
<div class="view attribution-view"><div class="avatar-container">%s</div><div class="attribution-info"><a class="owner-name truncate" href="%s" data-track="attributionNameClick">%s</a><div class="follow-view"><button class="follow-button" type="button">Follow</button></div></div></div>
<div class="view title-desc-block"><h1 class="photo-title" title="%s">%s</h1><div class="photo-desc">%s</div></div>
<div class="view comments-view"><a name="comments"></a><div class="comments"><h3 class="comments-title">%d comments</h3>`,
		s.buddy(c, t.Author, 48), c.Href(s.stream(c, t.Author)), Esc(t.Author.Name), Esc(t.Title), Esc(t.Title), Paras(q.Body, "<p>", "</p>"), len(t.Posts)-1)
	total := t.Pages(per)
	nav := func() {
		if total <= 1 {
			return
		}
		h.WriteString(`<div class="comments-pagination">`)
		if page > 1 {
			fmt.Fprintf(&h, `<a class="older-comments" href="%s" data-track="commentsOlderClick">&lsaquo; Older comments</a>`, c.Href(s.ThreadURL(t, page-1)))
		}
		if page < total {
			fmt.Fprintf(&h, `<a class="newer-comments" href="%s" data-track="commentsNewerClick">Newer comments &rsaquo;</a>`, c.Href(s.ThreadURL(t, page+1)))
		}
		h.WriteString(s.pager(c, page, total, func(p int) string { return s.ThreadURL(t, p) }))
		h.WriteString(`</div>`)
	}
	nav()
	h.WriteString(`<ul class="comments-list">`)
	for _, p := range Page(t.Posts, page, per) {
		if p.Index == 0 {
			continue
		}
		cid := fmt.Sprintf("72157%012d", 700000000000+p.ID*131)
		fmt.Fprintf(&h, `<li class="comment-content" id="comment%s"><div class="avatar-container">%s</div><div class="comment-body"><header class="comment-header"><a class="comment-author" href="%s" data-track="commentAuthorClick">%s</a> <span class="comment-datetime"><a href="%s" title="%s">%s</a></span></header><div class="comment-text">%s</div></div></li>
`, cid, s.buddy(c, p.Author, 32), c.Href(s.stream(c, p.Author)), Esc(p.Author.Name),
			c.Href(s.ThreadURL(t, page)+"#comment"+cid), p.Time.Format("January 2, 2006 3:04 PM"), flAgo(c.W.Now, p.Time), Paras(p.Body, "<p>", "</p>"))
	}
	h.WriteString(`</ul>`)
	nav()
	fmt.Fprintf(&h, `<div class="add-comment-view"><p><a href="%s">Sign in</a> to comment.</p></div></div></div></div>
<div class="sub-photo-right-view"><div class="view photo-stats-view"><div class="view-count"><span class="view-count-label">%s</span> views</div><div class="fave-count"><span class="fave-count-label">%d</span> faves</div><div class="comment-count"><span class="comment-count-label">%d</span> comments</div><div class="date-taken"><span class="date-taken-label">Taken on %s</span></div><div class="date-posted">Uploaded %s</div></div>
<div class="view sub-photo-groups-view"><h4>This photo is in 1 group</h4><ul class="sub-photo-context-list"><li><a href="%s" class="context-title">%s</a> <a href="%s" class="context-photos">%d items</a></li></ul></div>
<div class="view sub-photo-tags-view"><h4>Tags</h4><ul class="tags-list">`,
		c.Href("login"), thousands(t.Views, ","), flFaves(t), len(t.Posts)-1, q.Time.AddDate(0, 0, -int(Hash("fl-taken", t.ID)%40)).Format("January 2, 2006"), q.Time.Format("January 2, 2006"),
		c.Href("groups/"+x.group[t.Board]+"/"), Esc(t.Board.Name), c.Href(s.BoardURL(t.Board, 1)), len(t.Board.Threads))
	for _, g := range t.Tags {
		fmt.Fprintf(&h, `<li class="tag"><a class="tag" href="%s" title="%s" data-track="tagClick">%s</a></li>`, c.Href("photos/tags/"+url.PathEscape(g)+"/"), Esc(g), Esc(g))
	}
	h.WriteString(`</ul></div><div class="view sub-photo-more-view"><h4>More from this photostream</h4><div class="more-photos">`)
	for _, o := range stream[:min(6, len(stream))] {
		if o != t {
			fmt.Fprintf(&h, `<a href="%s" class="more-photo" title="%s"><img src="%s" alt="%s"></a>`, c.Href(s.ThreadURL(o, 1)), Esc(o.Title), flImg(o, "q"), Esc(o.Title))
		}
	}
	fmt.Fprintf(&h, `</div><a href="%s" class="view-all">View photostream</a></div><div class="view photo-license-view"><span class="license">All rights reserved</span></div></div></div></div></div>`, c.Href(s.stream(c, t.Author)))
	return s.frame(c, t.Title, "photo", h.String())
}

func (s flSkin) sizes(c *Ctx, t *Thread, size string) string {
	x := s.index(c.W)
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="fluid-centered"><div id="all-sizes-header"><h1>All sizes of %s</h1><a href="%s">&larr; Back to photo page</a></div><ol class="sizes-list">`, Esc(t.Title), c.Href(s.ThreadURL(t, 1)))
	for _, sz := range [][2]string{{"s", "Small 240"}, {"m", "Medium 500"}, {"z", "Medium 640"}, {"l", "Large 1024"}, {"o", "Original"}} {
		if sz[0] == size {
			fmt.Fprintf(&h, `<li class="selected"><strong>%s</strong></li>`, sz[1])
		} else {
			fmt.Fprintf(&h, `<li><a href="%s">%s</a></li>`, c.Href(fmt.Sprintf("photos/%s/%d/sizes/%s/", x.alias[t.Author], flPID(t), sz[0])), sz[1])
		}
	}
	fmt.Fprintf(&h, `</ol><div id="allsizes-photo"><img src="%s" alt=""></div><p><a href="%s">Download the %s size of this photo</a></p></div>`, flImg(t, map[bool]string{true: "b", false: size}[size == "l"]), flImg(t, size), size)
	return s.frame(c, "All sizes | "+t.Title, "sizes", h.String())
}

func (s flSkin) profile(c *Ctx, u *User) string {
	x := s.index(c.W)
	ts := x.photos[u]
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="fluid-centered"><div class="view profile-header"><div class="cover-photo"></div><div class="person-info">%s<h1 class="truncate">%s</h1><p class="followers truncate"><a href="%s">%d Following</a> &middot; %d Followers</p><p class="metadata-item">%d Photos &middot; Joined %d</p></div>
<nav class="subnav-refresh"><ul class="links"><li class="is-active"><a href="%s" data-track="subnav-about">About</a></li><li><a href="%s" data-track="subnav-photostream">Photostream</a></li><li><a href="%s" data-track="subnav-faves">Faves</a></li><li><a href="%s" data-track="subnav-contacts">Following</a></li></ul></nav></div>
<div class="view about-view"><div class="about"><h2>About</h2><p class="description">%s</p></div>
<div class="interests"><h3>Interests</h3><div class="tags">`,
		s.buddy(c, u, 96), Esc(u.Name), c.Href(s.people(c, u)+"contacts/"), len(u.Contacts), 5+Hash("fl-fol", u.ID)%800, len(ts), u.Joined.Year(),
		c.Href(s.people(c, u)), c.Href(s.stream(c, u)), c.Href(s.stream(c, u)+"favorites/"), c.Href(s.people(c, u)+"contacts/"), Esc(u.Bio))
	for _, g := range u.Tags {
		fmt.Fprintf(&h, `<a class="tag" href="%s" data-track="interestTagClick">%s</a> `, c.Href("photos/tags/"+url.PathEscape(g)+"/"), Esc(g))
	}
	fmt.Fprintf(&h, `</div></div><dl class="stats"><dt>Photos</dt><dd>%d</dd><dt>Comments</dt><dd>%d</dd><dt>Joined</dt><dd>%s</dd><dt>Mostly shoots</dt><dd>%s</dd></dl>`,
		len(ts), u.Posts-len(ts), u.Joined.Format("January 2006"), Esc(u.Topic))
	h.WriteString(`<div class="showcase"><h3>Showcase</h3><div class="showcase-photos">`)
	for _, t := range ts[:min(6, len(ts))] {
		fmt.Fprintf(&h, `<a href="%s" title="%s"><img src="%s" alt="%s"></a>`, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), flImg(t, "q"), Esc(t.Title))
	}
	fmt.Fprintf(&h, `</div></div><p><a href="%s" class="contacts-link">Following (%d)</a></p></div></div>`, c.Href(s.people(c, u)+"contacts/"), len(u.Contacts))
	return s.frame(c, u.Name+" | About", "person", h.String())
}

func (s flSkin) contacts(c *Ctx, u *User) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="fluid-centered"><div class="view profile-header"><div class="person-info">%s<h1>%s</h1></div><nav class="subnav-refresh"><ul class="links"><li><a href="%s">About</a></li><li><a href="%s">Photostream</a></li><li class="is-active"><a href="%s">Following</a></li></ul></nav></div>
<div class="view contacts-view"><h2>%s is following %d people</h2><table class="contacts-table PeopleResults">`,
		s.buddy(c, u, 48), Esc(u.Name), c.Href(s.people(c, u)), c.Href(s.stream(c, u)), c.Href(s.people(c, u)+"contacts/"), Esc(u.Name), len(u.Contacts))
	for _, o := range u.Contacts {
		fmt.Fprintf(&h, `<tr class="contact"><td class="Icon">%s</td><td class="contact-name"><a href="%s" class="person-name">%s</a><p class="Activity"><a href="%s">Photos</a> &middot; <a href="%s">Profile</a> &middot; %d photos</p><p class="interests">%s</p></td></tr>`,
			s.buddy(c, o, 48), c.Href(s.people(c, o)), Esc(o.Name), c.Href(s.stream(c, o)), c.Href(s.people(c, o)), len(s.index(c.W).photos[o]), Esc(strings.Join(o.Tags, ", ")))
	}
	if len(u.Contacts) == 0 {
		h.WriteString(`<tr><td colspan="2">Not following anyone yet.</td></tr>`)
	}
	h.WriteString(`</table></div></div>`)
	return s.frame(c, u.Name+" | Following", "contacts", h.String())
}

func (s flSkin) favorites(c *Ctx, u *User) string {
	var ts []*Thread
	n := len(c.W.Threads)
	for i := range int(Hash("fl-nfav", u.ID) % 10) {
		t := c.W.Threads[int(Hash("fl-fav", u.ID, i)%uint64(n))]
		if t.Author != u && !slices.Contains(ts, t) {
			ts = append(ts, t)
		}
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="fluid-centered"><div class="photostream-header"><h1>%s's favorites</h1><nav class="subnav-refresh"><ul class="links"><li><a href="%s">About</a></li><li><a href="%s">Photostream</a></li><li class="is-active"><a href="%s">Faves</a></li></ul></nav></div><div class="view photo-list-view">`,
		Esc(u.Name), c.Href(s.people(c, u)), c.Href(s.stream(c, u)), c.Href(s.stream(c, u)+"favorites/"))
	for _, t := range ts {
		h.WriteString(s.tile(c, t, s.ThreadURL(t, 1)))
	}
	if len(ts) == 0 {
		h.WriteString(`<div class="empty-view"><p>No faves yet.</p></div>`)
	}
	h.WriteString(`</div></div>`)
	return s.frame(c, u.Name+" | Faves", "faves", h.String())
}

func (s flSkin) tagCloud(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<div class="fluid-centered"><h1>Trending tags</h1><p class="tag-cloud" id="TagCloud">`)
	for _, g := range c.W.Tags() {
		n := len(c.W.ThreadsTagged(g))
		fmt.Fprintf(&h, `<a href="%s" style="font-size: %dpx;">%s</a> `, c.Href("photos/tags/"+url.PathEscape(g)+"/"), 12+min(n, 30), Esc(g))
	}
	h.WriteString(`</p></div>`)
	return s.frame(c, "Tags", "tags", h.String())
}

func (s flSkin) search(c *Ctx) string {
	q := strings.ToLower(strings.TrimSpace(c.Query.Get("text")))
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="fluid-centered"><div class="search-subnav"><h1>Search results for &ldquo;%s&rdquo;</h1></div><div class="view photo-list-view">`, Esc(c.Query.Get("text")))
	n := 0
	if q != "" {
		for _, t := range c.W.Threads {
			if n < 20 && (strings.Contains(strings.ToLower(t.Title), q) || slices.Contains(t.Tags, q)) {
				h.WriteString(s.tile(c, t, s.ThreadURL(t, 1)))
				n++
			}
		}
	}
	if n == 0 {
		h.WriteString(`<div class="empty-view"><p>Oops! There are no matches for your search.</p></div>`)
	}
	h.WriteString(`</div></div>`)
	return s.frame(c, "Search", "search", h.String())
}

// Page classes of a media-sharing site in the terms of profile-based focused
// crawling (Zhang and Nasraoui 2009): photo lists, photo (detail) pages,
// member profiles, and the rest.
const (
	MediaList    = "list"
	MediaDetail  = "detail"
	MediaProfile = "profile"
	MediaOther   = "other"
)

// FlickrClass is the ground truth a profile-based crawler is judged by: what
// the page at path (absolute, e.g. "/people/NAME/") of a flickr site is, and
// for a profile (About) page the member it describes, whose User.Topic says
// which crawl topic the profile is relevant to. Lists are the photo grids
// (explore, pools, photostreams, tags, faves, search); details are photo
// pages and their comment pages; pages that do not answer 200 are other.
// It is read off the URL and the site's world, not the markup, so that a
// classifier of markup can be scored by it.
func FlickrClass(s *Site, path string) (class string, owner *User) {
	sk, ok := s.Pkg.Skin.(flSkin)
	if !ok || !strings.HasPrefix(path, s.Pkg.Mount) {
		return MediaOther, nil
	}
	u := &url.URL{Path: path}
	if r := s.Respond(u, ""); r.Status != http.StatusOK || (r.ContentType != "" && !strings.HasPrefix(r.ContentType, "text/html")) {
		return MediaOther, nil
	}
	x := sk.index(s.World)
	parts := strings.Split(strings.TrimSuffix(path[len(s.Pkg.Mount):], "/"), "/")
	switch {
	case parts[0] == "" || parts[0] == "explore" || parts[0] == "search":
		return MediaList, nil
	case parts[0] == "groups":
		if len(parts) >= 3 && parts[2] == "pool" {
			return MediaList, nil
		}
	case parts[0] == "photos" && len(parts) >= 2 && parts[1] == "tags":
		if len(parts) >= 3 {
			return MediaList, nil
		}
	case parts[0] == "photos" && len(parts) >= 2:
		if len(parts) == 2 || parts[2] == "page" || parts[2] == "favorites" {
			return MediaList, nil
		}
		if len(parts) < 5 || parts[3] != "sizes" {
			return MediaDetail, nil
		}
	case parts[0] == "people" && len(parts) == 2:
		return MediaProfile, x.user[parts[1]]
	}
	return MediaOther, nil
}
