package sim

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// Discourse 3.2 as crawlers see it (the server-rendered view for clients without
// JavaScript), at the host root, no session ids. Lists page with ?page=N counted
// from 0, topics with ?page=N counted from 1; both offer only single next/previous
// links, never page numbers. Category ids are board ids + 4 (1-4 are Discourse's
// defaults). URL scheme:
//
//	latest[?page=N]                       entry: latest topics, 30 a page ("" and ?page=0 render page one)
//	categories                            categories with their descriptions (an index page)
//	c/slug/ID[?page=N], c/parent/slug/ID  category (subcategory) topic list
//	tags, tag/x[?page=N]                  tag cloud and tag topic lists (index pages)
//	top, new [?page=N]                    other orders of the topic list (other)
//	t/slug/T[?page=N]                     topic, 20 posts a page (?page=1 renders page one)
//	t/slug/T/N                            post number N: the page holding it
//	t/T, t/T/N                            301 to the slug URL
//	u, u/name, login, signup, search?q=, about, guidelines, tos, privacy     other
//	latest.rss, posts.rss, t/slug/T.rss, c/slug/ID.rss                      RSS
func discourse() *Package {
	return &Package{
		Name: "discourse", Software: "Discourse 3.2 (crawler view)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 4}, SubBoardChance: 0.2, Threads: [2]int{12, 48},
			Posts: [2]int{1, 34}, LongThreadChance: 0.08, ThreadsPerPage: 30, PostsPerPage: 20, Users: 130,
			Lang: text.English, Opinion: 0.3, StickyChance: 0.03},
		Mount: "/", Seed: 3009,
		Robots: `# See http://www.robotstxt.org/robotstxt.html for documentation on how to use the robots.txt file
#
User-agent: *
Disallow: /admin/
Disallow: /auth/
Disallow: /assets/browser-update*.js
Disallow: /email/
Disallow: /session
Disallow: /user-api-key
Disallow: /*?api_key*
Disallow: /*?*api_key*
Disallow: /badges
Disallow: /u/
Disallow: /my
Disallow: /search
Disallow: /tag/*/l
Disallow: /g
Disallow: /t/*/*.rss
Disallow: /c/*.rss
`,
		Skin: dcSkin{},
	}
}

type dcSkin struct{}

const dcSite = "Makers Meta"

func (dcSkin) Entry() string { return "latest" }

func dcCatID(b *Board) int { return b.ID + 4 }

func dcCatPath(b *Board) string {
	if b.Parent != nil {
		return fmt.Sprintf("c/%s/%s/%d", slug(b.Parent.Name), slug(b.Name), dcCatID(b))
	}
	return fmt.Sprintf("c/%s/%d", slug(b.Name), dcCatID(b))
}

func dcSlug(t *Thread) string { return slugOr(t.Title, "topic") }

// dcList adds a list page's ?page=N, counted from 0.
func dcList(base string, p int) string {
	if p > 1 {
		return fmt.Sprintf("%s?page=%d", base, p-1)
	}
	return base
}

func (dcSkin) BoardURL(b *Board, p int) string { return dcList(dcCatPath(b), p) }

func (dcSkin) ThreadURL(t *Thread, p int) string {
	u := fmt.Sprintf("t/%s/%d", dcSlug(t), t.ID)
	if p > 1 {
		u += fmt.Sprintf("?page=%d", p)
	}
	return u
}

func dcUserURL(u *User) string { return "u/" + url.PathEscape(strings.ToLower(u.Name)) }

func dcTagURL(tag string) string { return "tag/" + url.PathEscape(tag) }

func (s dcSkin) Serve(c *Ctx) Response {
	sh := c.W.Shape
	other := Info{Type: TypeOther}
	path := c.Path
	if strings.HasSuffix(path, ".rss") {
		return s.rss(c, strings.TrimSuffix(path, ".rss"))
	}
	parts := strings.Split(strings.TrimSuffix(path, "/"), "/")
	// listPage reads ?page=N (from 0) into a 1-based page; 0 when malformed.
	listPage := func(total int) int {
		raw := c.Query.Get("page")
		if raw == "" {
			return 1
		}
		n, err := strconv.Atoi(raw)
		if err != nil || n < 0 || n+1 > total {
			return 0
		}
		return n + 1
	}
	all := c.W.ThreadsByActivity()
	switch parts[0] {
	case "", "latest":
		if len(parts) > 1 {
			break
		}
		p := listPage(pageCount(len(all), sh.ThreadsPerPage))
		if p == 0 {
			break
		}
		info := Info{Type: TypeIndex, FPage: p, Canonical: dcList("latest", p)}
		if p == 1 {
			info = Info{Type: TypeEntry, Canonical: "latest"}
		}
		return c.Page(info, s.list(c, dcListSpec{title: "Latest topics", ts: all, page: p, base: "latest", canonical: info.Canonical}))
	case "top", "new":
		if len(parts) > 1 {
			break
		}
		ts := c.W.ThreadsByDate()
		if parts[0] == "top" {
			ts = sortedBy(all, func(t *Thread) string { return fmt.Sprintf("%08d", 1<<24-t.Views) })
		}
		p := listPage(pageCount(len(ts), sh.ThreadsPerPage))
		if p == 0 {
			break
		}
		title := map[string]string{"top": "Top topics", "new": "New topics"}[parts[0]]
		return c.Page(other, s.list(c, dcListSpec{title: title, ts: ts, page: p, base: parts[0], canonical: dcList(parts[0], p)}))
	case "categories":
		if len(parts) == 1 {
			return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: "categories"}, s.categories(c))
		}
	case "c":
		id, _ := strconv.Atoi(parts[len(parts)-1])
		b := c.W.Board(id - 4)
		if b == nil || len(parts) < 2 || len(parts) > 4 {
			break
		}
		p := listPage(b.Pages(sh.ThreadsPerPage))
		if p == 0 {
			break
		}
		info := boardInfo(s, b, p)
		if path != dcCatPath(b) {
			return Response{Status: http.StatusMovedPermanently, Location: "/" + s.BoardURL(b, p), Info: info}
		}
		return c.Page(info, s.category(c, b, p))
	case "tags":
		if len(parts) == 1 {
			return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: "tags"}, s.tags(c))
		}
	case "tag":
		if len(parts) != 2 {
			break
		}
		tag := parts[1]
		ts := c.W.ThreadsTagged(tag)
		p := listPage(pageCount(len(ts), sh.ThreadsPerPage))
		if len(ts) == 0 || p == 0 {
			break
		}
		canon := dcList(dcTagURL(tag), p)
		return c.Page(Info{Type: TypeIndex, FPage: p, Canonical: canon}, s.list(c, dcListSpec{title: "Topics tagged " + tag, h1: tag, ts: ts, page: p, base: dcTagURL(tag), canonical: canon}))
	case "t":
		// t/slug/T, t/slug/T/N, t/T, t/T/N
		var t *Thread
		num := 0
		ids := []int{}
		for _, p := range parts[1:] {
			if n, err := strconv.Atoi(p); err == nil {
				ids = append(ids, n)
			}
		}
		switch {
		case len(parts) == 2 && len(ids) == 1, len(parts) == 3 && len(ids) == 1:
			t = c.W.Thread(ids[0])
		case len(parts) == 3 && len(ids) == 2:
			t, num = c.W.Thread(ids[0]), ids[1]
		case len(parts) == 4 && len(ids) >= 2:
			t, num = c.W.Thread(ids[len(ids)-2]), ids[len(ids)-1]
		}
		if t == nil || num < 0 || num > len(t.Posts) {
			return s.notFound(c)
		}
		page := 1
		if num > 0 {
			page = PageOf(num-1, sh.PostsPerPage)
		} else if raw := c.Query.Get("page"); raw != "" {
			n, err := strconv.Atoi(raw)
			if err != nil || n < 1 {
				return s.notFound(c)
			}
			page = n
		}
		if page > t.Pages(sh.PostsPerPage) {
			return s.notFound(c)
		}
		info := threadInfo(s, t, page)
		if parts[1] != dcSlug(t) {
			loc := fmt.Sprintf("/t/%s/%d", dcSlug(t), t.ID)
			if num > 0 {
				loc += fmt.Sprintf("/%d", num)
			}
			return Response{Status: http.StatusMovedPermanently, Location: loc, Info: info}
		}
		return c.Page(info, s.topic(c, t, page))
	case "u":
		if len(parts) == 1 {
			return c.Page(other, s.users(c))
		}
		if len(parts) == 2 {
			for _, u := range c.W.Users {
				if strings.ToLower(u.Name) == strings.ToLower(parts[1]) {
					return c.Page(other, s.profile(c, u))
				}
			}
		}
	case "login", "signup", "search", "about", "guidelines", "faq", "tos", "privacy", "password-reset":
		if len(parts) == 1 {
			return c.Page(other, s.static(c, parts[0]))
		}
	}
	return s.notFound(c)
}

func (s dcSkin) notFound(c *Ctx) Response {
	return c.NotFound(s.frame(c, "Page Not Found", "", `<div class="page-not-found"><h1 class="title">Oops! That page doesn’t exist or is private.</h1><div class="page-not-found-topics"><div class="popular-topics"><h2 class="popular-topics-title">Popular</h2></div></div><a href="`+c.Href("latest")+`">Latest topics</a></div>`))
}

func dcTime(t time.Time) string {
	return fmt.Sprintf(`<time itemprop='datePublished' datetime='%s' class='post-time'>%s</time>`, t.UTC().Format("2006-01-02T15:04:05Z"), t.Format("January 2, 2006,  3:04pm"))
}

func (s dcSkin) frame(c *Ctx, title, canonical, main string) string {
	canon := ""
	if canonical != "" || title == "Latest topics" {
		canon = fmt.Sprintf(`<link rel="canonical" href="%s" />`, c.Href(canonical))
	}
	return fmt.Sprintf(`<!DOCTYPE html>
<html lang="en" class="desktop-view not-mobile-device text-size-normal anon">
<head>
  <meta charset="utf-8">
  <title>%s - %s</title>
  <meta name="description" content="A community for people who build, fix and tinker.">
  <meta name="generator" content="Discourse 3.2.1 - https://github.com/discourse/discourse version 4a19c1d1e0b4a7f6d0c1b9fb2d7f7b11ffce4a6e">
  <link rel="icon" type="image/png" href="%s">
  <meta name="theme-color" media="all" content="#ffffff">
  <meta name="viewport" content="width=device-width, initial-scale=1.0, minimum-scale=1.0, user-scalable=yes, viewport-fit=cover">
  %s
  <link rel="search" type="application/opensearchdescription+xml" href="%s" title="%s Search">
  <link href="%s" media="all" rel="stylesheet" class="light-scheme"/>
  <link href="%s" media="all" rel="stylesheet" data-target="desktop"/>
  <link href="%s" media="all" rel="stylesheet" data-target="crawler"/>
%s  <link rel="alternate" type="application/rss+xml" title="Latest posts" href="%s" />
  <link rel="alternate" type="application/rss+xml" title="Latest topics" href="%s" />
  <meta property="og:site_name" content="%s" />
  <meta property="og:type" content="website" />
  <meta property="og:title" content="%s" />
</head>
<body class="crawler ">
  <header>
    <a href="%s"><img src="%s" alt="%s" id="site-logo" style="max-width: 150px;"></a>
    <div class="crawler-header-links"><a href="%s" class="btn btn-primary btn-small sign-up-button">Sign Up</a> <a href="%s" class="btn btn-small login-button">Log In</a></div>
    <ul class="nav-pills crawler-nav-pills">
      <li><a href="%s">Latest</a></li>
      <li><a href="%s">New</a></li>
      <li><a href="%s">Top</a></li>
      <li><a href="%s">Categories</a></li>
      <li><a href="%s">Tags</a></li>
    </ul>
  </header>
  <div id="main-outlet" class="wrap" role="main">
%s
  </div>
  <footer class="container wrap">
    <nav class='crawler-nav'>
      <ul>
      <li itemscope itemtype='http://schema.org/SiteNavigationElement'><span itemprop='name'><a href='%s' itemprop="url">Home </a></span></li>
      <li itemscope itemtype='http://schema.org/SiteNavigationElement'><span itemprop='name'><a href='%s' itemprop="url">Categories </a></span></li>
      <li itemscope itemtype='http://schema.org/SiteNavigationElement'><span itemprop='name'><a href='%s' itemprop="url">Guidelines </a></span></li>
      <li itemscope itemtype='http://schema.org/SiteNavigationElement'><span itemprop='name'><a href='%s' itemprop="url">Terms of Service </a></span></li>
      <li itemscope itemtype='http://schema.org/SiteNavigationElement'><span itemprop='name'><a href='%s' itemprop="url">Privacy Policy </a></span></li>
      </ul>
    </nav>
    <p class='powered-by-link'>Powered by <a href="https://www.discourse.org">Discourse</a>, best viewed with JavaScript enabled</p>
  </footer>
%s</body>
</html>`,
		Esc(title), dcSite, c.Href("uploads/default/optimized/1X/favicon_32x32.png"), canon, c.Href("opensearch.xml"), dcSite,
		c.Href("stylesheets/color_definitions_light_2_3_8c7b9a7e0f.css?__ws=makers"), c.Href("stylesheets/desktop_1b7c2e0d4d.css?__ws=makers"),
		c.Href("stylesheets/discourse-crawler_3f0e1c2b9a.css?__ws=makers"), c.Styles(26),
		c.Href("posts.rss"), c.Href("latest.rss"), dcSite, Esc(title),
		c.Href(""), c.Href("uploads/default/original/1X/logo.png"), dcSite, c.Href("signup"), c.Href("login"),
		c.Href("latest"), c.Href("new"), c.Href("top"), c.Href("categories"), c.Href("tags"),
		main, c.Href(""), c.Href("categories"), c.Href("guidelines"), c.Href("tos"), c.Href("privacy"),
		c.Scripts(5))
}

// badge is a category's bullet badge.
func (s dcSkin) badge(c *Ctx, b *Board, itemprop string) string {
	return fmt.Sprintf(`<a href='%s' class='badge-wrapper bullet'%s><span class='badge-category-bg' style='background-color: #%06X'></span><span class='badge-category clear-badge'><span class='category-name'>%s</span></span></a>`,
		c.Href(s.BoardURL(b, 1)), itemprop, Hash("color", b.ID)%0xffffff, Esc(b.Name))
}

// row is one tr.topic-list-item of a crawler topic list.
func (s dcSkin) row(c *Ctx, t *Thread, pos int, showCat bool) string {
	var h strings.Builder
	fmt.Fprintf(&h, `<tr class="topic-list-item">
  <td class="main-link" itemprop='itemListElement' itemscope itemtype='http://schema.org/ListItem'>
    <meta itemprop='position' content='%d'>
    <span class="link-top-line"><a itemprop='url' href='%s' class='title raw-link raw-topic-link'>%s</a></span>
    <div class="link-bottom-line">`, pos, c.Href(s.ThreadURL(t, 1)), Esc(t.Title))
	if showCat {
		h.WriteString(s.badge(c, t.Board, ""))
	}
	if len(t.Tags) > 0 {
		h.WriteString(`<div class="discourse-tags">`)
		for _, tag := range t.Tags {
			fmt.Fprintf(&h, `<a href='%s' class='discourse-tag'>%s</a> `, c.Href(dcTagURL(tag)), Esc(tag))
		}
		h.WriteString(`</div>`)
	}
	h.WriteString("</div>")
	if t.Sticky {
		fmt.Fprintf(&h, `<p class='excerpt'>%s</p>`, Esc(clip(t.Posts[0].Body[0], 200)))
	}
	h.WriteString("\n  </td>\n  <td class=\"posters\">")
	// Original poster, frequent posters, most recent poster: up to five.
	seen := map[*User]bool{}
	var posters []*User
	add := func(u *User) {
		if !seen[u] && len(posters) < 5 {
			seen[u] = true
			posters = append(posters, u)
		}
	}
	add(t.Author)
	for _, p := range t.Posts[1:max(1, len(t.Posts)-1)] {
		if len(posters) < 4 {
			add(p.Author)
		}
	}
	add(t.LastPost().Author)
	for i, u := range posters {
		cls := ""
		if i == len(posters)-1 && len(posters) > 1 {
			cls = "latest"
		}
		fmt.Fprintf(&h, `<a href="%s" data-user-card="%s" class="%s"><img width="25" height="25" src="%s" class="avatar" loading="lazy" alt="%s" /></a>`,
			c.Href(dcUserURL(u)), Esc(strings.ToLower(u.Name)), cls, c.Href(fmt.Sprintf("user_avatar/makers/%s/25/%d_2.png", url.PathEscape(strings.ToLower(u.Name)), u.ID)), Esc(u.Name))
	}
	fmt.Fprintf(&h, `</td>
  <td class="replies"><span class='posts' title='posts'>%d</span></td>
  <td class="views"><span class='views' title='views'>%d</span></td>
  <td class="age">%s</td>
</tr>
`, len(t.Posts)-1, t.Views, t.LastPost().Time.Format("January 2, 2006"))
	return h.String()
}

func (s dcSkin) table(c *Ctx, ts []*Thread, start int, showCat bool) string {
	var h strings.Builder
	h.WriteString(`<div class="topic-list-container" itemscope itemtype='http://schema.org/ItemList'>
  <meta itemprop='itemListOrder' content='http://schema.org/ItemListOrderDescending'>
  <table class='topic-list'>
    <thead><tr><th>Topic</th><th></th><th class="replies">Replies</th><th class="views">Views</th><th>Activity</th></tr></thead>
    <tbody>
`)
	for i, t := range ts {
		h.WriteString(s.row(c, t, start+i+1, showCat))
	}
	h.WriteString("    </tbody>\n  </table>\n</div>\n")
	return h.String()
}

type dcListSpec struct {
	title, h1, head, base, canonical string
	ts                               []*Thread
	page                             int
	board                            *Board
}

func (s dcSkin) list(c *Ctx, l dcListSpec) string {
	sh := c.W.Shape
	var h strings.Builder
	if l.h1 != "" {
		fmt.Fprintf(&h, "<h1>%s</h1>\n", Esc(l.h1))
	}
	h.WriteString(l.head)
	h.WriteString(s.table(c, Page(l.ts, l.page, sh.ThreadsPerPage), (l.page-1)*sh.ThreadsPerPage, l.board == nil || len(l.board.Children) > 0))
	if l.page < pageCount(len(l.ts), sh.ThreadsPerPage) {
		fmt.Fprintf(&h, `<div class="navigation" role='navigation' itemscope itemtype='http://schema.org/SiteNavigationElement'>
  <span itemprop='name'><b><a href="%s" rel="next" itemprop='url'>next page →</a></b></span>
</div>
`, c.Href(fmt.Sprintf("%s?page=%d", l.base, l.page)))
	}
	return s.frame(c, l.title, l.canonical, h.String())
}

func (s dcSkin) category(c *Ctx, b *Board, page int) string {
	var head strings.Builder
	h1 := ""
	if b.Parent != nil {
		h1 = fmt.Sprintf(`<a href="%s">%s</a>: `, c.Href(s.BoardURL(b.Parent, 1)), Esc(b.Parent.Name))
	}
	fmt.Fprintf(&head, "<h1>%s<a href=\"%s\">%s</a></h1>\n<div class=\"category-description\">%s</div>\n", h1, c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description))
	if len(b.Children) > 0 {
		head.WriteString(`<div class="subcategories"><h2>Subcategories</h2><ul>`)
		for _, ch := range b.Children {
			fmt.Fprintf(&head, `<li>%s</li>`, s.badge(c, ch, ""))
		}
		head.WriteString(`</ul></div>`)
	}
	title := b.Name
	if b.Parent != nil {
		title = b.Parent.Name + " / " + b.Name
	}
	if page == 1 {
		title = "Latest " + title + " topics"
	}
	return s.list(c, dcListSpec{title: title, head: head.String(), ts: b.Threads, page: page, base: dcCatPath(b), canonical: s.BoardURL(b, page), board: b})
}

func (s dcSkin) categories(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<div class="category-list" itemscope itemtype='http://schema.org/ItemList'><table class="category-list"><thead><tr><th class="category">Category</th><th class="topics">Topics</th><th class="latest">Latest</th></tr></thead><tbody>`)
	pos := 0
	for _, b := range c.W.Boards {
		if b.Parent != nil {
			continue
		}
		pos++
		fmt.Fprintf(&h, `<tr data-category-id="%d" class="category-list-item"><td class="category" itemprop='itemListElement' itemscope itemtype='http://schema.org/ListItem'><meta itemprop='position' content='%d'><h3><a href="%s" itemprop="url"><span itemprop="name">%s</span></a></h3><div class="category-description">%s</div>`,
			dcCatID(b), pos, c.Href(s.BoardURL(b, 1)), Esc(b.Name), Esc(b.Description))
		if len(b.Children) > 0 {
			h.WriteString(`<div class="subcategories">`)
			for _, ch := range b.Children {
				h.WriteString(s.badge(c, ch, ""))
			}
			h.WriteString(`</div>`)
		}
		fmt.Fprintf(&h, `</td><td class="topics"><div title="%d topics">%d</div></td><td class="latest">`, b.AllThreads(), b.AllThreads())
		for _, t := range b.Threads[:min(3, len(b.Threads))] {
			fmt.Fprintf(&h, `<div class="featured-topic"><a href="%s" class="title">%s</a> <span class="age">%s</span></div>`, c.Href(s.ThreadURL(t, 1)), Esc(t.Title), t.LastPost().Time.Format("Jan 2"))
		}
		h.WriteString(`</td></tr>`)
	}
	h.WriteString(`</tbody></table></div>`)
	return s.frame(c, "Categories", "categories", h.String())
}

func (s dcSkin) tags(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<h1>Tags</h1><div class="tag-list"><div class="tags-list">`)
	for _, tag := range c.W.Tags() {
		fmt.Fprintf(&h, `<div class="tag-box"><a href="%s" class="discourse-tag simple" data-tag-name="%s">%s</a> <span class="tag-count">x %d</span></div>`, c.Href(dcTagURL(tag)), Esc(tag), Esc(tag), len(c.W.ThreadsTagged(tag)))
	}
	h.WriteString(`</div></div>`)
	return s.frame(c, "Tags", "tags", h.String())
}

func (s dcSkin) topic(c *Ctx, t *Thread, page int) string {
	sh := c.W.Shape
	var h strings.Builder
	fmt.Fprintf(&h, `<div id="topic-title">
  <h1><a href="%s">%s</a></h1>
  <div class="topic-category" itemscope itemtype="http://schema.org/BreadcrumbList">`, c.Href(s.ThreadURL(t, 1)), Esc(t.Title))
	for i, b := range t.Board.Trail() {
		fmt.Fprintf(&h, `<span itemprop='itemListElement' itemscope itemtype='http://schema.org/ListItem'>%s<meta itemprop='position' content='%d'></span>`, s.badge(c, b, ` itemprop='item'`), i+1)
	}
	h.WriteString(`</div>`)
	if len(t.Tags) > 0 {
		h.WriteString(`<div class="topic-category"><div class='discourse-tags list-tags'>`)
		for i, tag := range t.Tags {
			if i > 0 {
				h.WriteString(", ")
			}
			fmt.Fprintf(&h, `<a href='%s' class='discourse-tag' rel="tag">%s</a>`, c.Href(dcTagURL(tag)), Esc(tag))
		}
		h.WriteString(`</div></div>`)
	}
	h.WriteString("\n</div>\n")
	fmt.Fprintf(&h, `<div itemscope itemtype='http://schema.org/DiscussionForumPosting'>
  <meta itemprop='headline' content='%s'>
  <link itemprop='url' href='%s'>
  <meta itemprop='datePublished' content='%s'>
  <meta itemprop='articleSection' content='%s'>
  <meta itemprop='keywords' content='%s'>
  <div itemprop='publisher' itemscope itemtype="http://schema.org/Organization"><meta itemprop='name' content='%s'></div>
`, Esc(t.Title), c.Href(s.ThreadURL(t, 1)), t.Posts[0].Time.UTC().Format("2006-01-02T15:04:05Z"), Esc(t.Board.Name), Esc(strings.Join(t.Tags, ", ")), dcSite)
	for _, p := range Page(t.Posts, page, sh.PostsPerPage) {
		n := p.Index + 1
		first := p.Index == 0
		scope := ` itemscope itemtype='http://schema.org/Comment'`
		if first {
			scope = ""
		}
		fmt.Fprintf(&h, `  <div id='post_%d'%s class='topic-body crawler-post'>
    <div class='crawler-post-meta'>
      <span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person">
        <a itemprop="url" href='%s'><span itemprop='name'>%s</span></a>
      </span>
      <link itemprop="mainEntityOfPage" href="%s">
      <span class="crawler-post-infos">
        %s
        <meta itemprop='dateModified' content='%s'>
        <span itemprop='position'>%d</span>
      </span>
    </div>
    <div class='post' itemprop='text'>
%s%s    </div>
    <div itemprop="interactionStatistic" itemscope itemtype="http://schema.org/InteractionCounter">
      <meta itemprop="interactionType" content="http://schema.org/LikeAction"/>
      <meta itemprop="userInteractionCount" content="%d" />
      <span class='post-likes'>%s</span>
    </div>
  </div>
`, n, scope, c.Href(dcUserURL(p.Author)), Esc(strings.ToLower(p.Author.Name)), c.Href(s.ThreadURL(t, 1)),
			dcTime(p.Time), p.Time.UTC().Format("2006-01-02T15:04:05Z"), n,
			Paras(p.Body, "<p>", "</p>\n"), s.links(c, p), dcLikes(p), map[bool]string{true: fmt.Sprintf("%d Likes", dcLikes(p)), false: ""}[dcLikes(p) > 1])
	}
	h.WriteString("</div>\n")
	last := t.Pages(sh.PostsPerPage)
	if page > 1 || page < last {
		h.WriteString(`<div role='navigation' itemscope itemtype='http://schema.org/SiteNavigationElement' class="topic-body crawler-post">`)
		if page > 1 {
			fmt.Fprintf(&h, `<span itemprop='name'><a rel="prev" itemprop="url" href="%s">← previous page</a></span>`, c.Href(s.ThreadURL(t, page-1)))
		}
		if page < last {
			fmt.Fprintf(&h, `<span itemprop='name'><b><a rel="next" itemprop="url" href="%s">next page →</a></b></span>`, c.Href(s.ThreadURL(t, page+1)))
		}
		h.WriteString("</div>\n")
	}
	// Related topics: others from the same category.
	var related []*Thread
	for _, o := range t.Board.Threads {
		if o != t && len(related) < 5 {
			related = append(related, o)
		}
	}
	if len(related) > 0 {
		fmt.Fprintf(&h, `<div id="related-topics" class="more-topics__list " role="complementary" aria-labelledby="related-topics-title">
  <h3 id="related-topics-title" class="more-topics__list-title">Related topics</h3>
%s</div>
`, s.table(c, related, 0, false))
	}
	title := t.Title
	if page > 1 {
		title = fmt.Sprintf("%s - Page %d", t.Title, page)
	}
	return s.frame(c, title+" - "+t.Board.Name, s.ThreadURL(t, page), h.String())
}

func dcLikes(p *Post) int { return int(Hash("likes", p.ID) % 7) }

// links is the links people paste into posts: an earlier post of the same topic
// by post number, or another topic by its short URL. Some posts have one.
func (s dcSkin) links(c *Ctx, p *Post) string {
	switch h := Hash("dclink", p.ID) % 12; {
	case h == 0 && p.Index > 2:
		n := 1 + int(Hash("dcn", p.ID)%uint64(p.Index))
		u := fmt.Sprintf("t/%s/%d/%d", dcSlug(p.Thread), p.Thread.ID, n)
		return fmt.Sprintf("<p>As mentioned above: <a href=\"%s\">%s</a></p>\n", c.Href(u), Esc(c.URL(u)))
	case h == 1:
		o := pick(c.W.Threads, "dco", p.ID)
		u := fmt.Sprintf("t/%d", o.ID)
		return fmt.Sprintf("<p>Related: <a href=\"%s\">%s</a></p>\n", c.Href(u), Esc(o.Title))
	}
	return ""
}

func (s dcSkin) profile(c *Ctx, u *User) string {
	main := fmt.Sprintf(`<div class="user-crawler"><img src="%s" alt="%s" title="%s" class="avatar" width="45" height="45"><h2 class="username">%s</h2></div><p><p>%s</p></p><div class="user-stats"><span>Joined %s</span> <span>%d posts</span></div>`,
		c.Href(fmt.Sprintf("user_avatar/makers/%s/45/%d_2.png", url.PathEscape(strings.ToLower(u.Name)), u.ID)), Esc(u.Name), Esc(u.Name), Esc(strings.ToLower(u.Name)), Esc(u.Bio), u.Joined.Format("January 2, 2006"), u.Posts)
	return s.frame(c, u.Name, "", main)
}

func (s dcSkin) users(c *Ctx) string {
	var h strings.Builder
	h.WriteString(`<h1>Users</h1><table class="directory-table"><thead><tr><th>Username</th><th>Posts</th></tr></thead><tbody>`)
	for _, u := range c.W.Users[:min(50, len(c.W.Users))] {
		fmt.Fprintf(&h, `<tr><td><a href="%s">%s</a></td><td>%d</td></tr>`, c.Href(dcUserURL(u)), Esc(strings.ToLower(u.Name)), u.Posts)
	}
	h.WriteString(`</tbody></table>`)
	return s.frame(c, "Users", "", h.String())
}

func (s dcSkin) static(c *Ctx, page string) string {
	titles := map[string]string{"login": "Log In", "signup": "Sign Up", "search": "Search results", "about": "About", "guidelines": "FAQ",
		"faq": "FAQ", "tos": "Terms of Service", "privacy": "Privacy Policy", "password-reset": "Reset Password"}
	body := `<div class="body-page"><p>This is a civilized place for public discussion. Please treat this discussion forum with the same respect you would a public park.</p></div>`
	switch page {
	case "login", "signup", "password-reset":
		body = fmt.Sprintf(`<div class="login-page"><p>Please enable JavaScript to log in.</p><a href="%s">Forgot password?</a></div>`, c.Href("password-reset"))
	case "search":
		body = fmt.Sprintf(`<form action="%s" method="get"><input type="text" name="q" value="%s"><button type="submit">Search</button></form>`, c.Href("search"), Esc(c.Query.Get("q")))
	}
	return s.frame(c, titles[page], "", body)
}

func (s dcSkin) rss(c *Ctx, path string) Response {
	var ts []*Thread
	all := c.W.ThreadsByActivity()
	switch {
	case path == "latest", path == "posts":
		ts = all[:20]
	case strings.HasPrefix(path, "t/"):
		parts := strings.Split(path, "/")
		id, _ := strconv.Atoi(parts[len(parts)-1])
		if t := c.W.Thread(id); t != nil {
			ts = []*Thread{t}
		}
	case strings.HasPrefix(path, "c/"):
		parts := strings.Split(path, "/")
		id, _ := strconv.Atoi(parts[len(parts)-1])
		if b := c.W.Board(id - 4); b != nil {
			ts = b.Threads[:min(20, len(b.Threads))]
		}
	}
	if ts == nil {
		return s.notFound(c)
	}
	return Response{Status: http.StatusOK, ContentType: "application/atom+xml; charset=utf-8",
		Body: atomFeed(c, ts), Info: Info{Type: TypeOther}}
}
