package sim

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"focus/sim/text"
)

// WordPress 6 with the Twenty Twenty-One theme, pretty permalinks
// (/%year%/%monthnum%/%day%/%postname%/), comments open and paged, mounted at
// the host root. Board = category, thread = post (Posts[0] the article,
// Posts[1:] the comments). URL scheme:
//
//	/                                      front page, the 10 newest posts (entry)
//	page/P/                                front page pages (index)
//	YYYY/MM/DD/slug/                       post, first comment page (thread page 1)
//	YYYY/MM/DD/slug/comment-page-P/        comment pages (thread pages; comment-page-1/ duplicates the post URL)
//	YYYY/MM/DD/slug/[comment-page-P/]?replytocom=C#respond   reply links, rel="nofollow" (duplicate render)
//	YYYY/MM/DD/slug/feed/                  the post's comment feed (other)
//	?p=ID                                  shortlink: 301 to the post
//	category/slug/[page/P/]                category archive (board)
//	tag/slug/[page/P/], author/name/[page/P/], YYYY/MM/[page/P/]   tag, author and monthly archives (index)
//	feed/, comments/feed/, wp-login.php, ?s=query, about/, contact/, privacy-policy/   other
func wordpress() *Package {
	return &Package{
		Name: "wordpress", Software: "WordPress 6.5 (Twenty Twenty-One)", Kind: Blog,
		Shape: Shape{Categories: 1, BoardsPerCategory: [2]int{5, 9}, SubBoardChance: 0, Threads: [2]int{10, 22},
			Posts: [2]int{1, 34}, LongThreadChance: 0.1, ThreadsPerPage: 10, PostsPerPage: 10, Users: 150,
			Lang: text.English, Topics: []string{"cooking"}, Opinion: 0.3},
		Mount: "/", Seed: 3011,
		Robots: "User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n",
		Skin:   wpSkin{},
	}
}

type wpSkin struct{}

type wpData struct {
	names    []string // category display names, by board position
	catSlug  map[*Board]string
	byCat    map[string]*Board
	posts    []*Thread // every post, newest first
	catPosts map[*Board][]*Thread
	slug     map[*Thread]string
	byPath   map[string]*Thread // "2026/05/01/slug" -> post
	tags     []string           // by use, most used first
	tagSlug  map[string]string
	byTag    map[string]string
	tagPosts map[string][]*Thread
	author   map[*User]string
	byAuthor map[string]*User
	userPost map[*User][]*Thread
	months   []string // "2026/05", newest first
	monthOf  map[string][]*Thread
	comments []*Post // newest first
}

// data is the blog's slugs and archives, built once per world.
func (s wpSkin) data(w *World) *wpData {
	return w.Derived("wordpress", func() any {
		cat := w.Categories[0] // the shape makes one
		d := &wpData{names: distinctNames(cat), catSlug: map[*Board]string{}, byCat: map[string]*Board{}, catPosts: map[*Board][]*Thread{},
			slug: map[*Thread]string{}, byPath: map[string]*Thread{}, tagSlug: map[string]string{}, byTag: map[string]string{}, tagPosts: map[string][]*Thread{},
			author: map[*User]string{}, byAuthor: map[string]*User{}, userPost: map[*User][]*Thread{}, monthOf: map[string][]*Thread{}}
		var all []*Thread
		cslugs := make([]string, len(cat.Boards))
		for i, b := range cat.Boards {
			cslugs[i] = slug(d.names[i])
			all = append(all, b.Threads...)
		}
		for i, cs := range uniqueSlugs(cslugs) {
			d.catSlug[cat.Boards[i]] = cs
			d.byCat[cs] = cat.Boards[i]
			d.catPosts[cat.Boards[i]] = newestFirst(cat.Boards[i].Threads)
		}
		slices.SortFunc(all, func(a, b *Thread) int { return a.ID - b.ID })
		ps := make([]string, len(all))
		for i, t := range all {
			ps[i] = slug(t.Title)
		}
		for i, ps := range uniqueSlugs(ps) {
			t := all[i]
			d.slug[t] = ps
			d.byPath[t.Posts[0].Time.Format("2006/01/02/")+ps] = t
		}
		d.posts = newestFirst(all)
		count := map[string]int{}
		var authors []*User
		for _, t := range d.posts {
			for _, tag := range t.Tags {
				if count[tag] == 0 {
					d.tags = append(d.tags, tag)
				}
				count[tag]++
				d.tagPosts[tag] = append(d.tagPosts[tag], t)
			}
			if d.userPost[t.Author] == nil {
				authors = append(authors, t.Author)
			}
			d.userPost[t.Author] = append(d.userPost[t.Author], t)
			m := t.Posts[0].Time.Format("2006/01")
			if d.monthOf[m] == nil {
				d.months = append(d.months, m)
			}
			d.monthOf[m] = append(d.monthOf[m], t)
			d.comments = append(d.comments, t.Posts[1:]...)
		}
		slices.SortStableFunc(d.tags, func(a, b string) int { return count[b] - count[a] })
		slices.Sort(d.months)
		slices.Reverse(d.months)
		tslugs := make([]string, len(d.tags))
		for i, tag := range d.tags {
			tslugs[i] = slug(tag)
		}
		for i, ts := range uniqueSlugs(tslugs) {
			d.tagSlug[d.tags[i]] = ts
			d.byTag[ts] = d.tags[i]
		}
		slices.SortFunc(authors, func(a, b *User) int { return a.ID - b.ID })
		aslugs := make([]string, len(authors))
		for i, u := range authors {
			aslugs[i] = slug(u.Name)
		}
		for i, as := range uniqueSlugs(aslugs) {
			d.author[authors[i]] = as
			d.byAuthor[as] = authors[i]
		}
		slices.SortStableFunc(d.comments, func(a, b *Post) int { return b.Time.Compare(a.Time) })
		return d
	}).(*wpData)
}

const wpSite = "The Weekday Kitchen"

func (s wpSkin) Entry() string { return "" }

func (s wpSkin) BoardURL(b *Board, p int) string {
	u := "category/" + s.data(b.World).catSlug[b] + "/"
	if p > 1 {
		u += fmt.Sprintf("page/%d/", p)
	}
	return u
}

func (s wpSkin) postURL(t *Thread) string {
	return t.Posts[0].Time.Format("2006/01/02/") + s.data(t.Board.World).slug[t] + "/"
}

func (s wpSkin) ThreadURL(t *Thread, p int) string {
	if p > 1 {
		return fmt.Sprintf("%scomment-page-%d/", s.postURL(t), p)
	}
	return s.postURL(t)
}

// commentURL is get_comment_link(): the comment page holding p, then #comment-ID.
func (s wpSkin) commentURL(c *Ctx, p *Post) string {
	return fmt.Sprintf("%scomment-page-%d/#comment-%d", s.postURL(p.Thread), PageOf(p.Index, c.W.Shape.PostsPerPage), p.ID)
}

func (s wpSkin) Serve(c *Ctx) Response {
	d := s.data(c.W)
	sh := c.W.Shape
	other := Info{Type: TypeOther}
	path := c.Path
	switch path {
	case "":
		if t := c.W.Thread(c.Int("p")); t != nil {
			return Response{Status: http.StatusMovedPermanently, Location: s.postURL(t), Info: threadInfo(s, t, 1)}
		}
		if c.Query.Has("s") {
			return c.Page(other, s.search(c, d))
		}
		return s.listing(c, d, "home blog", "", "", "", d.posts, 1, Info{Type: TypeEntry, Canonical: "/"})
	case "wp-login.php":
		return c.Page(other, s.login(c))
	case "feed/":
		return Response{Status: 200, ContentType: "application/rss+xml; charset=UTF-8", Info: other,
			Body: rssFeed(c, wpSite, "", rssItems(c, d.posts[:min(10, len(d.posts))]))}
	case "comments/feed/":
		return Response{Status: 200, ContentType: "application/rss+xml; charset=UTF-8", Info: other,
			Body: rssFeed(c, "Comments for "+wpSite, "", s.commentItems(c, d.comments[:min(10, len(d.comments))]))}
	case "about/", "contact/", "privacy-policy/":
		return c.Page(other, s.staticPage(c, d, path))
	}
	if path != "" && !strings.HasSuffix(path, "/") && !strings.Contains(path, ".") {
		if r, ok := addSlash(c, s.Serve); ok {
			return r
		}
		return s.notFound(c, d)
	}
	seg := strings.Split(strings.TrimSuffix(path, "/"), "/")
	// A trailing page/N/ pages any archive.
	page := 1
	if n := len(seg); n >= 2 && seg[n-2] == "page" {
		p, err := strconv.Atoi(seg[n-1])
		if err != nil || p < 2 {
			return s.notFound(c, d)
		}
		page, seg = p, seg[:n-2]
	}
	base := strings.Join(seg, "/") + "/"
	switch {
	case len(seg) == 1 && seg[0] == "page":
		return s.notFound(c, d)
	case len(seg) == 0 || (len(seg) == 1 && seg[0] == ""):
		return s.listing(c, d, "home blog", "", "", "", d.posts, page, Info{Type: TypeIndex, Canonical: fmt.Sprintf("page/%d/", page)})
	case len(seg) == 2 && seg[0] == "category":
		if b := d.byCat[seg[1]]; b != nil {
			name := d.names[slices.Index(b.Category.Boards, b)]
			return s.listing(c, d, "archive category category-"+seg[1], base, name,
				fmt.Sprintf(`<header class="page-header alignwide"><h1 class="page-title">Category: <span>%s</span></h1><div class="archive-description"><p>%s</p></div></header>`, Esc(name), Esc(b.Description)),
				d.catPosts[b], page, boardInfo(s, b, page))
		}
	case len(seg) == 2 && seg[0] == "tag":
		if tag, ok := d.byTag[seg[1]]; ok {
			return s.listing(c, d, "archive tag tag-"+seg[1], base, tag, fmt.Sprintf(`<header class="page-header alignwide"><h1 class="page-title">Tag: <span>%s</span></h1></header>`, Esc(tag)),
				d.tagPosts[tag], page, Info{Type: TypeIndex, Canonical: pagedURL(base, page)})
		}
	case len(seg) == 2 && seg[0] == "author":
		if u := d.byAuthor[seg[1]]; u != nil {
			return s.listing(c, d, "archive author author-"+seg[1], base, u.Name,
				fmt.Sprintf(`<header class="page-header alignwide"><h1 class="page-title">Author: <span>%s</span></h1><div class="archive-description">%s</div></header>`, Esc(u.Name), Esc(u.Bio)),
				d.userPost[u], page, Info{Type: TypeIndex, Canonical: pagedURL(base, page)})
		}
	case len(seg) == 2 && len(seg[0]) == 4 && len(seg[1]) == 2:
		if ts := d.monthOf[seg[0]+"/"+seg[1]]; ts != nil {
			month := ts[0].Posts[0].Time.Format("January 2006")
			return s.listing(c, d, "archive date", base, month, `<header class="page-header alignwide"><h1 class="page-title">Month: <span>`+month+`</span></h1></header>`,
				ts, page, Info{Type: TypeIndex, Canonical: pagedURL(base, page)})
		}
	case len(seg) >= 4 && page == 1:
		t := d.byPath[strings.Join(seg[:4], "/")]
		if t == nil {
			break
		}
		rest := seg[4:]
		switch {
		case len(rest) == 0:
			return s.single(c, d, t, 1)
		case len(rest) == 1 && rest[0] == "feed":
			return Response{Status: 200, ContentType: "application/rss+xml; charset=UTF-8", Info: other,
				Body: rssFeed(c, "Comments on: "+t.Title, s.postURL(t), s.commentItems(c, t.Posts[1:]))}
		case len(rest) == 1 && strings.HasPrefix(rest[0], "comment-page-"):
			if n, err := strconv.Atoi(strings.TrimPrefix(rest[0], "comment-page-")); err == nil && n >= 1 && n <= t.Pages(sh.PostsPerPage) {
				return s.single(c, d, t, n)
			}
		}
	}
	return s.notFound(c, d)
}

// pagedURL is an archive's page p URL.
func pagedURL(base string, p int) string {
	if p > 1 {
		return fmt.Sprintf("%spage/%d/", base, p)
	}
	return base
}

func (s wpSkin) notFound(c *Ctx, d *wpData) Response {
	return c.NotFound(s.frame(c, d, "Page not found", "error404 hfeed", fmt.Sprintf(`<header class="page-header alignwide"><h1 class="page-title">Nothing here</h1></header><div class="error-404 not-found default-max-width"><div class="page-content"><p>It looks like nothing was found at this location. Maybe try a search?</p>%s</div></div>`, s.searchForm(c, 2))))
}

func (s wpSkin) searchForm(c *Ctx, n int) string {
	return fmt.Sprintf(`<form role="search" method="get" class="search-form" action="%s"><label for="wp-block-search__input-%d">Search&hellip;</label><input type="search" id="wp-block-search__input-%d" class="search-field" value="" name="s" /><input type="submit" class="search-submit" value="Search" /></form>`, c.Href(""), n, n)
}

func (s wpSkin) frame(c *Ctx, d *wpData, title, bodyClass, main string) string {
	w := c.W
	var h strings.Builder
	fullTitle := wpSite + " &#8211; Simple food, honest recipes"
	if title != "" {
		fullTitle = Esc(title) + " &#8211; " + wpSite
	}
	fmt.Fprintf(&h, `<!doctype html>
<html lang="en-US" >
<head>
	<meta charset="UTF-8" />
	<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name='robots' content='max-image-preview:large' />
	<title>%s</title>
<link rel="alternate" type="application/rss+xml" title="%s &raquo; Feed" href="%s" />
<link rel="alternate" type="application/rss+xml" title="%s &raquo; Comments Feed" href="%s" />
%s<link rel='stylesheet' id='twenty-twenty-one-style-css' href='/wp-content/themes/twentytwentyone/style.css?ver=2.2' media='all' />
<link rel="https://api.w.org/" href="/wp-json/" /><link rel="EditURI" type="application/rsd+xml" title="RSD" href="/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.5.3" />
</head>
<body class="%s wp-embed-responsive is-light-theme no-js has-main-navigation has-widgets">
<div id="page" class="site">
	<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
	<header id="masthead" class="site-header has-title-and-tagline has-menu">
	<div class="site-branding">
`, fullTitle, wpSite, c.Href("feed/"), wpSite, c.Href("comments/feed/"), c.Styles(26), bodyClass)
	if strings.HasPrefix(bodyClass, "home blog") {
		fmt.Fprintf(&h, "\t\t<h1 class=\"site-title\">%s</h1>\n", wpSite)
	} else {
		fmt.Fprintf(&h, "\t\t<p class=\"site-title\"><a href=\"%s\" rel=\"home\">%s</a></p>\n", c.Href(""), wpSite)
	}
	fmt.Fprintf(&h, `		<p class="site-description">Simple food, honest recipes and the stories behind them</p>
	</div>
	<nav id="site-navigation" class="primary-navigation" aria-label="Primary menu">
		<div class="menu-button-container"><button id="primary-mobile-menu" class="button" aria-controls="primary-menu-list" aria-expanded="false"><span class="dropdown-icon open">Menu</span><span class="dropdown-icon close">Close</span></button></div>
		<div class="primary-menu-container"><ul id="primary-menu-list" class="menu-wrapper">
<li id="menu-item-5" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-home menu-item-5"><a href="%s">Home</a></li>
`, c.Href(""))
	for i, b := range w.Categories[0].Boards[:min(4, len(w.Categories[0].Boards))] {
		fmt.Fprintf(&h, "<li id=\"menu-item-%d\" class=\"menu-item menu-item-type-taxonomy menu-item-object-category menu-item-%d\"><a href=\"%s\">%s</a></li>\n", 20+i, 20+i, c.Href(s.BoardURL(b, 1)), Esc(d.names[i]))
	}
	fmt.Fprintf(&h, `<li id="menu-item-8" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-8"><a href="%s">About</a></li>
<li id="menu-item-9" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-9"><a href="%s">Contact</a></li>
</ul></div>	</nav>
</header>
	<div id="content" class="site-content">
		<div id="primary" class="content-area">
			<main id="main" class="site-main">
%s
			</main><!-- #main -->
		</div><!-- #primary -->
	</div><!-- #content -->
	<aside class="widget-area">
		<section id="block-2" class="widget widget_block widget_search">%s</section>
		<section id="recent-posts-2" class="widget widget_recent_entries"><h2 class="widget-title">Recent Posts</h2><nav aria-label="Recent Posts"><ul>
`, c.Href("about/"), c.Href("contact/"), main, s.searchForm(c, 1))
	for _, t := range d.posts[:min(5, len(d.posts))] {
		fmt.Fprintf(&h, "<li><a href=\"%s\">%s</a></li>\n", c.Href(s.postURL(t)), Esc(t.Title))
	}
	h.WriteString(`</ul></nav></section>
		<section id="recent-comments-2" class="widget widget_recent_comments"><h2 class="widget-title">Recent Comments</h2><nav aria-label="Recent Comments"><ul id="recentcomments">`)
	for _, p := range d.comments[:min(5, len(d.comments))] {
		fmt.Fprintf(&h, `<li class="recentcomments"><span class="comment-author-link">%s</span> on <a href="%s">%s</a></li>`, s.commenter(p.Author), c.Href(s.commentURL(c, p)), Esc(p.Thread.Title))
	}
	h.WriteString(`</ul></nav></section>
		<section id="archives-2" class="widget widget_archive"><h2 class="widget-title">Archives</h2><nav aria-label="Archives"><ul>
`)
	for _, m := range d.months {
		t := d.monthOf[m][0].Posts[0].Time
		fmt.Fprintf(&h, "\t<li><a href='%s'>%s</a></li>\n", c.Href(m+"/"), t.Format("January 2006"))
	}
	h.WriteString(`</ul></nav></section>
		<section id="categories-2" class="widget widget_categories"><h2 class="widget-title">Categories</h2><nav aria-label="Categories"><ul>
`)
	for i, b := range w.Categories[0].Boards {
		fmt.Fprintf(&h, "\t<li class=\"cat-item cat-item-%d\"><a href=\"%s\">%s</a></li>\n", b.ID+1, c.Href(s.BoardURL(b, 1)), Esc(d.names[i]))
	}
	h.WriteString(`</ul></nav></section>
		<section id="tag_cloud-2" class="widget widget_tag_cloud"><h2 class="widget-title">Tags</h2><nav aria-label="Tags"><div class="tagcloud">`)
	for i, tag := range d.tags[:min(45, len(d.tags))] {
		n := len(d.tagPosts[tag])
		fmt.Fprintf(&h, `<a href="%s" class="tag-cloud-link tag-link-%d tag-link-position-%d" style="font-size: %dpt;" aria-label="%s (%d items)">%s</a>`+"\n",
			c.Href("tag/"+d.tagSlug[tag]+"/"), 40+i, i+1, min(22, 8+n), Esc(tag), n, Esc(tag))
	}
	fmt.Fprintf(&h, `</div></nav></section>
		<section id="meta-2" class="widget widget_meta"><h2 class="widget-title">Meta</h2><nav aria-label="Meta"><ul>
			<li><a href="%s">Log in</a></li>
			<li><a href="%s">Entries feed</a></li>
			<li><a href="%s">Comments feed</a></li>
			<li><a href="https://wordpress.org/">WordPress.org</a></li>
		</ul></nav></section>
	</aside><!-- .widget-area -->
	<footer id="colophon" class="site-footer">
		<div class="site-info">
			<div class="site-name"><a href="%s">%s</a></div>
			<div class="privacy-policy"><a class="privacy-policy-link" href="%s" rel="privacy-policy">Privacy Policy</a></div>
			<div class="powered-by">Proudly powered by <a href="https://wordpress.org/">WordPress</a>.</div>
		</div><!-- .site-info -->
	</footer><!-- #colophon -->
</div><!-- #page -->
%s</body>
</html>`, c.Href("wp-login.php"), c.Href("feed/"), c.Href("comments/feed/"), c.Href(""), wpSite, c.Href("privacy-policy/"), c.Scripts(9))
	return h.String()
}

// commenter is a comment author's name, linked to the website they gave, if any.
func (s wpSkin) commenter(u *User) string {
	site := strings.ReplaceAll(slug(u.Name), "-", "")
	switch Hash("wpurl", u.ID) % 3 {
	case 1:
		return fmt.Sprintf(`<a href="https://%s.wordpress.com/" class="url" rel="ugc external nofollow">%s</a>`, site, Esc(u.Name))
	case 2:
		return fmt.Sprintf(`<a href="https://www.%s.com/" class="url" rel="ugc external nofollow">%s</a>`, site, Esc(u.Name))
	}
	return Esc(u.Name)
}

func (s wpSkin) taxonomies(c *Ctx, d *wpData, t *Thread) string {
	var h strings.Builder
	i := slices.Index(t.Board.Category.Boards, t.Board)
	fmt.Fprintf(&h, `<div class="post-taxonomies"><span class="cat-links">Categorized as <a href="%s" rel="category tag">%s</a> </span>`, c.Href(s.BoardURL(t.Board, 1)), Esc(d.names[i]))
	if len(t.Tags) > 0 {
		h.WriteString(`<span class="tags-links">Tagged `)
		for j, tag := range t.Tags {
			if j > 0 {
				h.WriteString(", ")
			}
			fmt.Fprintf(&h, `<a href="%s" rel="tag">%s</a>`, c.Href("tag/"+d.tagSlug[tag]+"/"), Esc(tag))
		}
		h.WriteString(`</span>`)
	}
	h.WriteString(`</div>`)
	return h.String()
}

func (s wpSkin) postedOn(c *Ctx, d *wpData, t *Thread) string {
	p := t.Posts[0]
	return fmt.Sprintf(`<div class="posted-by"><span class="posted-on">Published <time class="entry-date published updated" datetime="%s">%s</time></span><span class="byline">By <a href="%s" rel="author">%s</a></span></div>`,
		p.Time.Format(time3339), p.Time.Format("January 2, 2006"), c.Href("author/"+d.author[t.Author]+"/"), Esc(t.Author.Name))
}

// listing renders the front page and every archive: ten posts a page, excerpts, paginate_links().
// base is the archive's first page ("" for the front page), header its page-header.
func (s wpSkin) listing(c *Ctx, d *wpData, class, base, title, header string, ts []*Thread, page int, info Info) Response {
	per := c.W.Shape.ThreadsPerPage
	total := pageCount(len(ts), per)
	if page > total {
		return s.notFound(c, d)
	}
	var h strings.Builder
	h.WriteString(header)
	if page > 1 {
		class += " paged paged-" + strconv.Itoa(page)
	}
	for _, t := range Page(ts, page, per) {
		p := t.Posts[0]
		fmt.Fprintf(&h, `<article id="post-%d" class="post-%d post type-post status-publish format-standard hentry category-%s entry">
	<header class="entry-header">
		<h2 class="entry-title default-max-width"><a href="%s">%s</a></h2>
	</header><!-- .entry-header -->
	<div class="entry-content">
		%s
<div class="more-link-container"><a class="more-link" href="%s#more-%d">Continue reading<span class="screen-reader-text">%s</span></a></div>
	</div><!-- .entry-content -->
	<footer class="entry-footer default-max-width">%s`,
			t.ID, t.ID, d.catSlug[t.Board], c.Href(s.postURL(t)), Esc(t.Title), Paras(p.Body[:min(2, len(p.Body))], "<p>", "</p>\n"), c.Href(s.postURL(t)), t.ID, Esc(t.Title), s.postedOn(c, d, t))
		if n := len(t.Posts) - 1; n > 0 {
			fmt.Fprintf(&h, `<span class="comments-link"><a href="%s#comments">%d Comment%s<span class="screen-reader-text"> on %s</span></a></span>`, c.Href(s.postURL(t)), n, map[bool]string{true: "", false: "s"}[n == 1], Esc(t.Title))
		} else {
			fmt.Fprintf(&h, `<span class="comments-link"><a href="%s#respond">Leave a comment<span class="screen-reader-text"> on %s</span></a></span>`, c.Href(s.postURL(t)), Esc(t.Title))
		}
		fmt.Fprintf(&h, "%s</footer><!-- .entry-footer -->\n</article><!-- #post-%d -->\n", s.taxonomies(c, d, t), t.ID)
	}
	h.WriteString(s.pagination(c, page, total, func(p int) string {
		if base == "" && p > 1 {
			return fmt.Sprintf("page/%d/", p)
		}
		return pagedURL(base, p)
	}))
	if title != "" && page > 1 {
		title += " &#8211; Page " + strconv.Itoa(page)
	}
	return c.Page(info, s.frame(c, d, title, class+" hfeed", h.String()))
}

// pagination is the_posts_pagination() as Twenty Twenty-One calls it (mid_size 0).
func (s wpSkin) pagination(c *Ctx, cur, total int, link func(int) string) string {
	if total <= 1 {
		return ""
	}
	var h strings.Builder
	h.WriteString(`<nav class="navigation pagination" aria-label="Posts"><h2 class="screen-reader-text">Posts navigation</h2><div class="nav-links">`)
	if cur > 1 {
		fmt.Fprintf(&h, `<a class="prev page-numbers" href="%s"><span class="nav-prev-text">Newer <span class="nav-short">posts</span></span></a>`, c.Href(link(cur-1)))
	}
	for _, it := range Pager(cur, total, 0) {
		switch {
		case it.Gap:
			h.WriteString(`<span class="page-numbers dots">&hellip;</span>`)
		case it.Current:
			fmt.Fprintf(&h, `<span aria-current="page" class="page-numbers current"><span class="meta-nav screen-reader-text">Page </span>%d</span>`, it.N)
		default:
			fmt.Fprintf(&h, `<a class="page-numbers" href="%s"><span class="meta-nav screen-reader-text">Page </span>%d</a>`, c.Href(link(it.N)), it.N)
		}
	}
	if cur < total {
		fmt.Fprintf(&h, `<a class="next page-numbers" href="%s"><span class="nav-next-text">Older <span class="nav-short">posts</span></span></a>`, c.Href(link(cur+1)))
	}
	h.WriteString(`</div></nav>`)
	return h.String()
}

// single is a post with one page of its comments; ?replytocom= renders the same page.
func (s wpSkin) single(c *Ctx, d *wpData, t *Thread, page int) Response {
	per := c.W.Shape.PostsPerPage
	total := t.Pages(per)
	if r := c.W.Post(c.Int("replytocom")); r != nil && r.Thread == t && r.Index > 0 {
		page = PageOf(r.Index, per)
	}
	here := s.ThreadURL(t, page)
	if page == 1 && strings.Contains(c.Path, "comment-page-") {
		here = s.postURL(t) + "comment-page-1/"
	}
	p := t.Posts[0]
	var h strings.Builder
	fmt.Fprintf(&h, `<article id="post-%d" class="post-%d post type-post status-publish format-standard hentry category-%s entry">
	<header class="entry-header alignwide"><h1 class="entry-title">%s</h1></header><!-- .entry-header -->
	<div class="entry-content">
%s	</div><!-- .entry-content -->
	<footer class="entry-footer default-max-width">%s%s<p class="shortlink"><a rel="shortlink" href="%s">This is the short link.</a></p></footer><!-- .entry-footer -->
	<div class="author-bio show-avatars"><img alt='' src='https://secure.gravatar.com/avatar/%x?s=85&#038;d=mm&#038;r=g' class='avatar avatar-85 photo' height='85' width='85' /><div class="author-bio-content"><h2 class="author-title">By %s</h2><p class="author-description">%s</p><a class="author-link" href="%s" rel="author">View all of %s&#039;s posts.</a></div></div>
</article><!-- #post-%d -->
`, t.ID, t.ID, d.catSlug[t.Board], Esc(t.Title), Paras(p.Body, "<p>", "</p>\n"), s.postedOn(c, d, t), s.taxonomies(c, d, t), c.Href(fmt.Sprintf("?p=%d", t.ID)),
		Hash("gravatar", t.Author.ID), Esc(t.Author.Name), Esc(t.Author.Bio), c.Href("author/"+d.author[t.Author]+"/"), Esc(t.Author.Name), t.ID)
	fmt.Fprintf(&h, `<div id="comments" class="comments-area default-max-width show-avatars">`)
	if n := len(t.Posts) - 1; n > 0 {
		title := fmt.Sprintf("%d comments on &ldquo;%s&rdquo;", n, Esc(t.Title))
		if n == 1 {
			title = fmt.Sprintf("One thought on &ldquo;%s&rdquo;", Esc(t.Title))
		}
		fmt.Fprintf(&h, `<h2 class="comments-title">%s</h2><ol class="comment-list">`, title)
		for i, cm := range Page(t.Posts, page, per) {
			if cm.Index == 0 {
				continue
			}
			cls := map[bool]string{true: "even thread-even", false: "odd thread-odd thread-alt"}[i%2 == 0]
			if cm.Author == t.Author {
				cls += " byuser bypostauthor"
			}
			reply := s.ThreadURL(t, page)
			fmt.Fprintf(&h, `
		<li id="comment-%d" class="comment %s depth-1">
			<article id="div-comment-%d" class="comment-body">
				<footer class="comment-meta">
					<div class="comment-author vcard"><img alt='' src='https://secure.gravatar.com/avatar/%x?s=60&#038;d=mm&#038;r=g' class='avatar avatar-60 photo' height='60' width='60' loading='lazy' /><b class="fn">%s</b> <span class="says">says:</span></div><!-- .comment-author -->
					<div class="comment-metadata"><a href="%s"><time datetime="%s">%s at %s</time></a></div><!-- .comment-metadata -->
				</footer><!-- .comment-meta -->
				<div class="comment-content">%s</div><!-- .comment-content -->
				<div class="reply"><a rel='nofollow' class='comment-reply-link' href='%s' data-commentid="%d" data-postid="%d" data-belowelement="div-comment-%d" data-respondelement="respond" data-replyto="Reply to %s" aria-label='Reply to %s'>Reply</a></div>
			</article><!-- .comment-body -->
		</li><!-- #comment-## -->`,
				cm.ID, cls, cm.ID, Hash("gravatar", cm.Author.ID), s.commenter(cm.Author), c.Href(s.commentURL(c, cm)), cm.Time.Format(time3339),
				cm.Time.Format("January 2, 2006"), cm.Time.Format("3:04 pm"), Paras(cm.Body, "<p>", "</p>"),
				c.Href(fmt.Sprintf("%s?replytocom=%d#respond", reply, cm.ID)), cm.ID, t.ID, cm.ID, Esc(cm.Author.Name), Esc(cm.Author.Name))
		}
		h.WriteString("\n\t</ol><!-- .comment-list -->\n")
		if total > 1 {
			h.WriteString(`<nav class="navigation comment-navigation" aria-label="Comments"><h2 class="screen-reader-text">Comments navigation</h2><div class="nav-links">`)
			if page > 1 {
				fmt.Fprintf(&h, `<div class="nav-previous"><a href="%s#comments">Older comments</a></div>`, c.Href(s.ThreadURL(t, page-1)))
			}
			if page < total {
				fmt.Fprintf(&h, `<div class="nav-next"><a href="%s#comments">Newer comments</a></div>`, c.Href(s.ThreadURL(t, page+1)))
			}
			h.WriteString(`</div></nav>`)
		}
	}
	fmt.Fprintf(&h, `<div id="respond" class="comment-respond"><h2 id="reply-title" class="comment-reply-title">Leave a comment <small><a rel="nofollow" id="cancel-comment-reply-link" href="%s#respond" style="display:none;">Cancel reply</a></small></h2><form action="%s" method="post" id="commentform" class="comment-form" novalidate><p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> Required fields are marked <span class="required">*</span></p><p class="comment-form-comment"><label for="comment">Comment <span class="required">*</span></label> <textarea id="comment" name="comment" cols="45" rows="5" maxlength="65525" required></textarea></p><p class="comment-form-author"><label for="author">Name <span class="required">*</span></label> <input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name" required /></p><p class="comment-form-email"><label for="email">Email <span class="required">*</span></label> <input id="email" name="email" type="email" value="" size="30" maxlength="100" autocomplete="email" required /></p><p class="comment-form-url"><label for="url">Website</label> <input id="url" name="url" type="url" value="" size="30" maxlength="200" autocomplete="url" /></p><p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment" /><input type='hidden' name='comment_post_ID' value='%d' id='comment_post_ID' /><input type='hidden' name='comment_parent' id='comment_parent' value='%d' /></p></form></div><!-- #respond -->
</div><!-- #comments -->
`, c.Href(here), c.Href("wp-comments-post.php"), t.ID, c.Int("replytocom"))
	i := slices.Index(d.posts, t)
	h.WriteString(`<nav class="navigation post-navigation" aria-label="Posts"><h2 class="screen-reader-text">Post navigation</h2><div class="nav-links">`)
	if i+1 < len(d.posts) {
		o := d.posts[i+1]
		fmt.Fprintf(&h, `<div class="nav-previous"><a href="%s" rel="prev"><p class="meta-nav">Previous post</p><p class="post-title">%s</p></a></div>`, c.Href(s.postURL(o)), Esc(o.Title))
	}
	if i > 0 {
		n := d.posts[i-1]
		fmt.Fprintf(&h, `<div class="nav-next"><a href="%s" rel="next"><p class="meta-nav">Next post</p><p class="post-title">%s</p></a></div>`, c.Href(s.postURL(n)), Esc(n.Title))
	}
	h.WriteString(`</div></nav>`)
	info := threadInfo(s, t, page)
	return c.Page(info, s.frame(c, d, t.Title, fmt.Sprintf("post-template-default single single-post postid-%d single-format-standard", t.ID), h.String()))
}

func (s wpSkin) commentItems(c *Ctx, ps []*Post) string {
	var b strings.Builder
	for _, p := range ps {
		fmt.Fprintf(&b, `<item><title>By: %s</title><link>%s</link><dc:creator><![CDATA[%s]]></dc:creator><pubDate>%s</pubDate><guid isPermaLink="false">%s</guid><description><![CDATA[%s]]></description></item>`,
			Esc(p.Author.Name), Esc(c.URL(s.commentURL(c, p))), p.Author.Name, p.Time.Format(http.TimeFormat), Esc(c.URL(fmt.Sprintf("?p=%d#comment-%d", p.Thread.ID, p.ID))), strings.Join(p.Body, " "))
	}
	return b.String()
}

func (s wpSkin) search(c *Ctx, d *wpData) string {
	q := c.Query.Get("s")
	var h strings.Builder
	fmt.Fprintf(&h, `<header class="page-header alignwide"><h1 class="page-title">Results for &ldquo;<span class="page-description search-term">%s</span>&rdquo;</h1></header>`, Esc(q))
	n := 0
	for _, t := range d.posts {
		if q != "" && strings.Contains(strings.ToLower(t.Title+" "+strings.Join(t.Tags, " ")), strings.ToLower(q)) && n < 10 {
			n++
			fmt.Fprintf(&h, `<article id="post-%d" class="post-%d post type-post entry"><header class="entry-header"><h2 class="entry-title default-max-width"><a href="%s">%s</a></h2></header><div class="entry-content"><p>%s</p></div></article>`,
				t.ID, t.ID, c.Href(s.postURL(t)), Esc(t.Title), Esc(clip(t.Posts[0].Body[0], 200)))
		}
	}
	if n == 0 {
		fmt.Fprintf(&h, `<div class="no-results not-found"><div class="page-content default-max-width"><p>Sorry, but nothing matched your search terms. Please try again with some different keywords.</p>%s</div></div>`, s.searchForm(c, 3))
	}
	return s.frame(c, d, "Search Results for “"+q+"”", "search search-results hfeed", h.String())
}

func (s wpSkin) login(c *Ctx) string {
	return fmt.Sprintf(`<!DOCTYPE html><html lang="en-US"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><title>Log In &lsaquo; %s &#8212; WordPress</title><meta name='robots' content='max-image-preview:large, noindex, noarchive' /></head><body class="login no-js login-action-login wp-core-ui locale-en-us"><div id="login"><h1><a href="https://wordpress.org/">Powered by WordPress</a></h1><form name="loginform" id="loginform" action="%s" method="post"><p><label for="user_login">Username or Email Address</label><input type="text" name="log" id="user_login" class="input" value="" size="20" autocapitalize="off" autocomplete="username" required="required" /></p><div class="user-pass-wrap"><label for="user_pass">Password</label><input type="password" name="pwd" id="user_pass" class="input password-input" value="" size="20" autocomplete="current-password" spellcheck="false" required="required" /></div><p class="forgetmenot"><input name="rememberme" type="checkbox" id="rememberme" value="forever" /> <label for="rememberme">Remember Me</label></p><p class="submit"><input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large" value="Log In" /></p></form><p id="nav"><a href="%s">Lost your password?</a></p><p id="backtoblog"><a href="%s">&larr; Go to %s</a></p></div></body></html>`,
		wpSite, c.Href("wp-login.php"), c.Href("wp-login.php?action=lostpassword"), c.Href(""), wpSite)
}

func (s wpSkin) staticPage(c *Ctx, d *wpData, path string) string {
	title, body := "About", "<p>We are a small group of home cooks writing about weeknight dinners, baking projects and the kitchen tools that earn their place on the counter. Every recipe here has been cooked at least three times before it is published.</p><p>Questions, corrections and recipe requests are always welcome.</p>"
	switch path {
	case "contact/":
		title, body = "Contact", "<p>Write to us at hello (at) weekdaykitchen.example and we answer within a few days. We do not accept sponsored posts.</p>"
	case "privacy-policy/":
		title, body = "Privacy Policy", "<h2>Who we are</h2><p>This is a personal food blog.</p><h2>Comments</h2><p>When visitors leave comments on the site we collect the data shown in the comments form, and also the visitor’s IP address and browser user agent string to help spam detection.</p><h2>Cookies</h2><p>If you leave a comment on our site you may opt-in to saving your name, email address and website in cookies.</p>"
	}
	return s.frame(c, d, title, "page-template-default page", fmt.Sprintf(`<article class="page type-page status-publish hentry entry"><header class="entry-header alignwide"><h1 class="entry-title">%s</h1></header><div class="entry-content">%s</div></article>`, title, body))
}
