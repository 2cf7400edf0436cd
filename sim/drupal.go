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

// Drupal 7 with the core Forum module, as an anonymous visitor sees it: the
// Standard install profile, the Bartik theme, clean URLs, no path aliases.
// The forum is a part of the site, not the site: the front page is Drupal's
// /node listing of promoted articles, and forum topics are nodes beside an
// About page and the articles, all at node/NID, numbered in the order they
// were created. Forum containers and forums are terms of the Forums
// vocabulary (one tid sequence, display order); Forum takes over their
// URIs, so every link to a forum term is forum/TID. Topics are threaded
// comments under the topic node, 50 a page (the default), the node repeated
// on every page; forums list 25 topics a page. Pagers are theme_pager's
// 0-based ?page=N (the first page carries none) and clamp: a page past the
// end renders the last. The topic table's headers are tablesort links
// (?sort=asc|desc&order=Topic|Replies|Last reply), which the pager keeps;
// each renders the same page number in another order. Anonymous users may
// view content and comments, not post them or see profiles: author names
// are plain text, and every node and comment carries "Log in or register to
// post comments" with destination=node/NID#comment-form. The site grants
// anonymous users search, so Bartik's left sidebar holds the search form,
// the Navigation menu and the user login block; the right sidebar the
// Forum module's Active and New forum topics blocks. Node pages print
// <link rel="canonical" href="/node/NID"> on every comment page. URL scheme:
//
//	forum[?page=N]                          entry: containers, forums and sub-forums
//	forum/TID                               a container: its forums (index, one page)
//	forum/TID[?page=N][&sort=S&order=O]     a forum: sub-forums, then 25 topics a page (index; sort variants duplicate page N+1)
//	forum/TID/anything                      the same page (the menu router passes extra parts to forum_page, which ignores them)
//	node/NID[?page=N]                       forum topic: thread page N+1; articles and the About page (other)
//	comment/CID#comment-CID                 permalink: the node page holding the comment (thread page, or other for articles)
//	comment/reply/NID                       anonymous: 302 to node/NID ("You are not authorized to post comments.")
//	taxonomy/term/TID[?page=N]              term page: node teasers, 10 a page (other; forums' terms are linked as forum/TID)
//	taxonomy/term/TID/feed, rss.xml         RSS (other)
//	"", node[?page=N]                       the front page: promoted articles, 10 a page (other)
//	user, user/login, user/register, user/password [?destination=...]   forms (other)
//	user/UID, node/NID/edit, comment/CID/edit                            403 Access denied
//	search → 302 search/node; search/node[/KEYS][?page=N]                search (other)
//	?q=PATH                                 the same pages without clean URLs
//	robots.txt                              Drupal 7's own, without its Crawl-delay (see dpRobots)
func drupal() *Package {
	return &Package{
		Name: "drupal", Software: "Drupal 7 core Forum (Bartik)", Kind: Forum,
		Shape: Shape{Categories: 3, BoardsPerCategory: [2]int{2, 3}, SubBoardChance: 0.15, Threads: [2]int{25, 55},
			// Posts[1] is 34: long threads run to 68 or 102 posts, so the
			// comment pages (the node's 67 or 101 comments by 50) and the
			// world's pages (its posts by 50) agree, as they do below 51.
			Posts: [2]int{1, 34}, LongThreadChance: 0.05, ThreadsPerPage: 25, PostsPerPage: 50, Users: 110,
			Lang: text.English, Topics: []string{"photography", "travel", "cars"}, Opinion: 0.3, StickyChance: 0.03},
		Mount: "/", Seed: 3151, Unseen: true,
		Robots: dpRobots,
		Skin:   dpSkin{},
	}
}

// dpRobots is the robots.txt Drupal 7 ships, less its "Crawl-delay: 10"
// (as many sites drop it): a polite crawler of this loopback site would
// otherwise wait ten seconds a page, a day for the whole site.
const dpRobots = `#
# robots.txt
#
# This file is to prevent the crawling and indexing of certain parts
# of your site by web crawlers and spiders run by sites like Yahoo!
# and Google. By telling these "robots" where not to go on your site,
# you save bandwidth and server resources.
#
# This file will be ignored unless it is at the root of your host:
# Used:    http://example.com/robots.txt
# Ignored: http://example.com/site/robots.txt
#
# For more information about the robots.txt standard, see:
# http://www.robotstxt.org/robotstxt.html

User-agent: *
# CSS, JS, Images
Allow: /misc/*.css$
Allow: /misc/*.css?
Allow: /misc/*.js$
Allow: /misc/*.js?
Allow: /misc/*.gif
Allow: /misc/*.jpg
Allow: /misc/*.jpeg
Allow: /misc/*.png
Allow: /modules/*.css$
Allow: /modules/*.css?
Allow: /modules/*.js$
Allow: /modules/*.js?
Allow: /modules/*.gif
Allow: /modules/*.jpg
Allow: /modules/*.jpeg
Allow: /modules/*.png
Allow: /profiles/*.css$
Allow: /profiles/*.css?
Allow: /profiles/*.js$
Allow: /profiles/*.js?
Allow: /profiles/*.gif
Allow: /profiles/*.jpg
Allow: /profiles/*.jpeg
Allow: /profiles/*.png
Allow: /themes/*.css$
Allow: /themes/*.css?
Allow: /themes/*.js$
Allow: /themes/*.js?
Allow: /themes/*.gif
Allow: /themes/*.jpg
Allow: /themes/*.jpeg
Allow: /themes/*.png
# Directories
Disallow: /includes/
Disallow: /misc/
Disallow: /modules/
Disallow: /profiles/
Disallow: /scripts/
Disallow: /themes/
# Files
Disallow: /CHANGELOG.txt
Disallow: /cron.php
Disallow: /INSTALL.mysql.txt
Disallow: /INSTALL.pgsql.txt
Disallow: /INSTALL.sqlite.txt
Disallow: /install.php
Disallow: /INSTALL.txt
Disallow: /LICENSE.txt
Disallow: /MAINTAINERS.txt
Disallow: /update.php
Disallow: /UPGRADE.txt
Disallow: /xmlrpc.php
# Paths (clean URLs)
Disallow: /admin/
Disallow: /comment/reply/
Disallow: /filter/tips/
Disallow: /node/add/
Disallow: /search/
Disallow: /user/register/
Disallow: /user/password/
Disallow: /user/login/
Disallow: /user/logout/
# Paths (no clean URLs)
Disallow: /?q=admin/
Disallow: /?q=comment/reply/
Disallow: /?q=filter/tips/
Disallow: /?q=node/add/
Disallow: /?q=search/
Disallow: /?q=user/password/
Disallow: /?q=user/register/
Disallow: /?q=user/login/
Disallow: /?q=user/logout/
`

// dpSkin renders Drupal 7.
type dpSkin struct{}

const (
	dpSite     = "Harbour Light Photo Club"
	dpSlogan   = "Prints, road trips and the cars that get us there"
	dpVocab    = "Forums" // the forum vocabulary's name: the entry's title and first crumb
	dpNodesPer = 10       // default_nodes_main: the front page and term pages
	dpSearchN  = 10
	dpHot      = 15 // forum_hot_topic
	dpArticles = 14
	dpDate     = "Mon, 01/02/2006 - 15:04" // the "medium" date format
)

// dpNode is a node: a forum topic (t.Board set), an article or the About
// page, t.Posts[0] its body and the rest its comments.
type dpNode struct {
	nid  int
	t    *Thread
	kind string // "forum", "article", "page"
	tags []int  // an article's Tags terms
}

type dpData struct {
	nodes     []*dpNode // by nid
	byThread  map[*Thread]*dpNode
	cid       map[*Post]int
	comments  []*Post // by cid
	depth     map[*Post]int
	forum     map[int]*Board
	container map[int]*Category
	tags      []string // Tags terms, tid firstTag+i
	firstTag  int
	front     []*dpNode // promoted articles, newest first
	active    []*Thread
	newest    []*Thread
}

func (dpSkin) data(w *World) *dpData {
	return w.Derived("drupal", func() any { return dpBuild(w) }).(*dpData)
}

// dpBuild adds the site's own content to the forum's (the About page and
// the articles, from their own text source) and numbers nodes and comments
// in creation order, as Drupal's serial ids are.
func dpBuild(w *World) *dpData {
	d := &dpData{byThread: map[*Thread]*dpNode{}, cid: map[*Post]int{}, depth: map[*Post]int{},
		forum: map[int]*Board{}, container: map[int]*Category{}}
	for _, cat := range w.Categories {
		d.container[catNodeID(cat)] = cat
	}
	for _, b := range w.Boards {
		d.forum[nodeID(b)] = b
	}
	d.firstTag = len(w.Boards) + len(w.Categories) + 1
	g := text.New(w.Seed*31+7, w.Shape.Lang)
	about := &Thread{Title: "About", Author: w.Users[0]}
	about.Posts = []*Post{{Thread: about, Author: w.Users[0], Time: w.Now.AddDate(-6, 0, 0), Body: []string{
		"We are a camera club of some sixty members who meet on the first Thursday of the month in the harbour master's old office.",
		"Members share prints and plans for trips in the forums; club news and competition results are posted on the front page. Guests are welcome to read along; log in to join the discussion."}}}
	nodes := []*dpNode{{t: about, kind: "page"}}
	var arts []*dpNode
	tagID := map[string]int{}
	for i := range dpArticles {
		topic := w.Categories[i%len(w.Categories)].Topic
		t := &Thread{Title: g.Title(topic), Topic: topic, Author: w.Users[g.Intn(min(6, len(w.Users)))], Tags: g.Tags(topic, 1+g.Intn(3))}
		at := w.Now.Add(-time.Duration(30*24+g.Intn(700*24)) * time.Hour)
		for k := range 1 + g.Intn(8) {
			author := t.Author
			if k > 0 {
				author = w.Users[g.Intn(len(w.Users))]
				at = at.Add(time.Duration(10+g.Intn(48*60)) * time.Minute)
			}
			paras := 1 + g.Intn(3)
			if k == 0 {
				paras += 2
			}
			t.Posts = append(t.Posts, &Post{Thread: t, Index: k, Author: author, Time: at, Body: g.Paragraphs(topic, paras, 0.25)})
		}
		n := &dpNode{t: t, kind: "article"}
		arts = append(arts, n)
		nodes = append(nodes, n)
	}
	for _, t := range w.Threads {
		nodes = append(nodes, &dpNode{t: t, kind: "forum"})
	}
	slices.SortStableFunc(nodes[1:], func(a, b *dpNode) int { return a.t.Posts[0].Time.Compare(b.t.Posts[0].Time) })
	for i, n := range nodes {
		n.nid = i + 1
		d.byThread[n.t] = n
		for k, p := range n.t.Posts[1:] {
			d.comments = append(d.comments, p)
			// A comment answers the node, or (one in three) the comment before
			// it: the threaded order stays the order of posting.
			if k > 0 && Hash("dpreply", n.nid, k)%3 == 0 {
				d.depth[p] = min(d.depth[n.t.Posts[k]]+1, 5)
			}
		}
		if n.kind == "article" {
			for _, tag := range n.t.Tags {
				if _, ok := tagID[tag]; !ok {
					tagID[tag] = d.firstTag + len(d.tags)
					d.tags = append(d.tags, tag)
				}
				n.tags = append(n.tags, tagID[tag])
			}
		}
	}
	d.nodes = nodes
	slices.SortStableFunc(d.comments, func(a, b *Post) int { return a.Time.Compare(b.Time) })
	for i, p := range d.comments {
		d.cid[p] = i + 1
	}
	d.front = slices.Clone(arts)
	slices.SortStableFunc(d.front, func(a, b *dpNode) int { return b.t.Posts[0].Time.Compare(a.t.Posts[0].Time) })
	d.active = w.ThreadsByActivity()[:min(5, len(w.Threads))]
	d.newest = newestFirst(w.Threads)[:min(5, len(w.Threads))]
	return d
}

func (d *dpData) node(nid int) *dpNode {
	if nid < 1 || nid > len(d.nodes) {
		return nil
	}
	return d.nodes[nid-1]
}

func (dpSkin) Entry() string { return "forum" }

// dpPaged adds theme_pager's 0-based page to a path (none for the first page)
// and then the other query parameters the pager keeps.
func dpPaged(path string, p int, keep string) string {
	var q []string
	if p > 1 {
		q = append(q, "page="+strconv.Itoa(p-1))
	}
	if keep != "" {
		q = append(q, keep)
	}
	if len(q) == 0 {
		return path
	}
	return path + "?" + strings.Join(q, "&")
}

func (s dpSkin) BoardURL(b *Board, p int) string {
	return dpPaged(fmt.Sprintf("forum/%d", nodeID(b)), p, "")
}

func (s dpSkin) ThreadURL(t *Thread, p int) string {
	return dpPaged(s.nodeURL(s.data(t.Board.World).byThread[t]), p, "")
}

func (dpSkin) nodeURL(n *dpNode) string { return fmt.Sprintf("node/%d", n.nid) }

// commentURL is comment_uri(): the permalink, #comment-CID.
func (dpSkin) commentURL(d *dpData, p *Post) string {
	return fmt.Sprintf("comment/%d#comment-%d", d.cid[p], d.cid[p])
}

// commentPage is the 1-based comment page holding p (its thread position is its posting order).
func dpCommentPage(p *Post, per int) int { return PageOf(p.Index-1, per) }

// dpPages is how many comment pages a node has.
func dpPages(t *Thread, per int) int { return pageCount(len(t.Posts)-1, per) }

// dpPageParam is theme_pager's element 0 of ?page= (a comma list, one number
// per pager), 1-based and clamped to total as pager_default_initialize does.
func dpPageParam(c *Ctx, total int) int {
	v, _, _ := strings.Cut(c.Query.Get("page"), ",")
	n, _ := strconv.Atoi(strings.TrimSpace(v))
	return max(1, min(n+1, total))
}

// dpEnc is rawurlencode() with the slashes Drupal's query builder keeps.
func dpEnc(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(url.QueryEscape(s), "+", "%20"), "%2F", "/")
}

// Serve routes a request the way Drupal's menu router does: the longest
// registered path prefix wins and extra parts go to its page callback.
func (s dpSkin) Serve(c *Ctx) Response {
	d := s.data(c.W)
	path := c.Path
	if path == "" && c.Query.Has("q") {
		path = c.Query.Get("q") // index.php?q=PATH works with clean URLs on
	}
	path = strings.Trim(path, "/")
	seg := segments(strings.Split(path, "/"))
	other := Info{Type: TypeOther}
	num := func(i int) (int, bool) {
		n, err := strconv.Atoi(seg.at(i))
		return n, err == nil && seg.at(i) == strconv.Itoa(n)
	}
	switch seg[0] {
	case "":
		return c.Page(other, s.front(c, d))
	case "rss.xml":
		if len(seg) == 1 {
			return s.feed(c, d, dpSite, "", d.front)
		}
	case "node":
		if len(seg) == 1 {
			return c.Page(other, s.front(c, d))
		}
		nid, ok := num(1)
		n := d.node(nid)
		if !ok || n == nil {
			break
		}
		switch seg.at(2) {
		case "edit", "delete", "revisions":
			return s.denied(c, d)
		}
		per := c.W.Shape.PostsPerPage
		return s.nodePage(c, d, n, dpPageParam(c, dpPages(n.t, per)))
	case "comment":
		if seg.at(1) == "reply" {
			nid, ok := num(2)
			if n := d.node(nid); ok && n != nil && n.kind != "page" {
				loc := s.nodeURL(n)
				info := other
				if n.kind == "forum" {
					info = threadInfo(s, n.t, 1)
				}
				return c.Redirect(loc, info)
			}
			break
		}
		cid, ok := num(1)
		if !ok || cid < 1 || cid > len(d.comments) {
			break
		}
		if seg.at(2) == "edit" || seg.at(2) == "delete" || seg.at(2) == "approve" {
			return s.denied(c, d)
		}
		p := d.comments[cid-1]
		return s.nodePage(c, d, d.byThread[p.Thread], dpCommentPage(p, c.W.Shape.PostsPerPage))
	case "forum":
		if len(seg) == 1 {
			return c.Page(Info{Type: TypeEntry, Canonical: "forum"}, s.forumPage(c, d, 0, 1))
		}
		tid, ok := num(1)
		if !ok {
			break
		}
		if cat := d.container[tid]; cat != nil {
			return c.Page(Info{Type: TypeIndex, FPage: 1, Canonical: fmt.Sprintf("forum/%d", tid)}, s.forumPage(c, d, tid, 1))
		}
		if b := d.forum[tid]; b != nil {
			page := dpPageParam(c, b.Pages(c.W.Shape.ThreadsPerPage))
			return c.Page(boardInfo(s, b, page), s.forumPage(c, d, tid, page))
		}
	case "taxonomy":
		tid, ok := num(2)
		if seg.at(1) != "term" || !ok || s.termName(c, d, tid) == "" {
			break
		}
		if seg.at(3) == "feed" {
			return s.feed(c, d, s.termName(c, d, tid), fmt.Sprintf("taxonomy/term/%d", tid), s.termNodes(c, d, tid))
		}
		return c.Page(other, s.termPage(c, d, tid))
	case "user":
		switch seg.at(1) {
		case "", "login", "register", "password":
			if len(seg) <= 2 {
				return c.Page(other, s.userForm(c, d, seg.at(1)))
			}
		default:
			if uid, ok := num(1); ok && c.W.User(uid) != nil {
				return s.denied(c, d)
			}
		}
	case "search":
		if len(seg) == 1 {
			return c.Redirect("search/node", other)
		}
		if seg.at(1) == "node" {
			return c.Page(other, s.search(c, d, strings.Join(seg[2:], "/")))
		}
	}
	return c.NotFound(s.html(c, d, dpPage{title: "Page not found", q: path, crumbs: [][2]string{},
		content: fmt.Sprintf("The requested page \"/%s\" could not be found.", Esc(path))}))
}

// denied is the 403 page anonymous users get for profiles and edit forms.
func (s dpSkin) denied(c *Ctx, d *dpData) Response {
	body := s.html(c, d, dpPage{title: "Access denied", q: strings.Trim(c.Path, "/"), crumbs: [][2]string{}, content: "You are not authorized to access this page."})
	return Response{Status: http.StatusForbidden, Body: body, Info: Info{Type: TypeOther}}
}

// termName is the name of a forum, container or Tags term, "" for none.
func (s dpSkin) termName(c *Ctx, d *dpData, tid int) string {
	if b := d.forum[tid]; b != nil {
		return b.Name
	}
	if cat := d.container[tid]; cat != nil {
		return cat.Name
	}
	if i := tid - d.firstTag; i >= 0 && i < len(d.tags) {
		return tagLabel(d.tags[i])
	}
	return ""
}

// termNodes are the nodes taxonomy_select_nodes() finds for a term: sticky first, newest first.
func (s dpSkin) termNodes(c *Ctx, d *dpData, tid int) []*dpNode {
	var out []*dpNode
	for _, n := range d.nodes {
		if (n.kind == "forum" && nodeID(n.t.Board) == tid) || slices.Contains(n.tags, tid) {
			out = append(out, n)
		}
	}
	slices.SortStableFunc(out, func(a, b *dpNode) int {
		if a.t.Sticky != b.t.Sticky {
			if a.t.Sticky {
				return -1
			}
			return 1
		}
		return b.t.Posts[0].Time.Compare(a.t.Posts[0].Time)
	})
	return out
}

// dpPage is what the page template needs to know of a page.
type dpPage struct {
	title     string      // the page title, "" on the front page
	q         string      // the Drupal path the page answers as ($_GET['q'])
	crumbs    [][2]string // breadcrumb after Home; nil on the front page
	actions   string      // action links
	tabs      string
	content   string
	feed      [2]string // feed path and title
	canonical string
	nodeType  string
	login     bool // the user login block: not on user/ pages
}

// dpHere is the page's path and query as drupal_get_destination() gives
// it: the query as sent, but for q.
func dpHere(c *Ctx, q string) string {
	var keep []string
	for _, part := range strings.Split(c.RawQuery, "&") {
		if part != "" && !strings.HasPrefix(part, "q=") {
			keep = append(keep, part)
		}
	}
	if len(keep) > 0 {
		return q + "?" + strings.Join(keep, "&")
	}
	return q
}

// html is html.tpl.php around Bartik's page.tpl.php.
func (s dpSkin) html(c *Ctx, d *dpData, p dpPage) string {
	var h strings.Builder
	title := dpSite
	if p.title != "" {
		title = p.title + " | " + dpSite
	}
	front := p.q == "node" && p.title == ""
	fmt.Fprintf(&h, `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML+RDFa 1.0//EN"
  "http://www.w3.org/MarkUp/DTD/xhtml-rdfa-1.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" version="XHTML+RDFa 1.0" dir="ltr"
  xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:dc="http://purl.org/dc/terms/"
  xmlns:foaf="http://xmlns.com/foaf/0.1/"
  xmlns:og="http://ogp.me/ns#"
  xmlns:rdfs="http://www.w3.org/2000/01/rdf-schema#"
  xmlns:sioc="http://rdfs.org/sioc/ns#"
  xmlns:sioct="http://rdfs.org/sioc/types#"
  xmlns:skos="http://www.w3.org/2004/02/skos/core#"
  xmlns:xsd="http://www.w3.org/2001/XMLSchema#">

<head profile="http://www.w3.org/1999/xhtml/vocab">
  <meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
`)
	if p.feed[0] != "" {
		fmt.Fprintf(&h, "<link rel=\"alternate\" type=\"application/rss+xml\" title=\"%s\" href=\"%s\" />\n", Esc(p.feed[1]), c.Href(p.feed[0]))
	}
	h.WriteString(`<link rel="shortcut icon" href="/misc/favicon.ico" type="image/vnd.microsoft.icon" />
<meta name="Generator" content="Drupal 7 (http://drupal.org)" />
`)
	if p.canonical != "" {
		fmt.Fprintf(&h, "<link rel=\"canonical\" href=\"%s\" />\n<link rel=\"shortlink\" href=\"%s\" />\n", c.Href(p.canonical), c.Href(p.canonical))
	}
	fmt.Fprintf(&h, `  <title>%s</title>
  <style type="text/css" media="all">
@import url("/modules/system/system.base.css?q8z1tb");
@import url("/modules/system/system.menus.css?q8z1tb");
@import url("/modules/system/system.messages.css?q8z1tb");
@import url("/modules/system/system.theme.css?q8z1tb");
</style>
<style type="text/css" media="all">
@import url("/modules/comment/comment.css?q8z1tb");
@import url("/modules/field/theme/field.css?q8z1tb");
@import url("/modules/forum/forum.css?q8z1tb");
@import url("/modules/node/node.css?q8z1tb");
@import url("/modules/search/search.css?q8z1tb");
@import url("/modules/user/user.css?q8z1tb");
</style>
<style type="text/css" media="all">
@import url("/themes/bartik/css/layout.css?q8z1tb");
@import url("/themes/bartik/css/style.css?q8z1tb");
@import url("/themes/bartik/css/colors.css?q8z1tb");
</style>
<style type="text/css" media="print">
@import url("/themes/bartik/css/print.css?q8z1tb");
</style>
%s
  <!--[if lte IE 7]>
<link type="text/css" rel="stylesheet" href="/themes/bartik/css/ie.css?q8z1tb" media="all" />
<![endif]-->
  <script type="text/javascript" src="/misc/jquery.js?v=1.4.4"></script>
<script type="text/javascript" src="/misc/jquery-extend-3.4.0.js?v=1.4.4"></script>
<script type="text/javascript" src="/misc/jquery.once.js?v=1.2"></script>
<script type="text/javascript" src="/misc/drupal.js?q8z1tb"></script>
<script type="text/javascript">
<!--//--><![CDATA[//><!--
jQuery.extend(Drupal.settings, {"basePath":"\/","pathPrefix":"","setHasJsCookie":0,"ajaxPageState":{"theme":"bartik","theme_token":"%x","js":{"misc\/jquery.js":1,"misc\/jquery.once.js":1,"misc\/drupal.js":1}}});
//--><!]]>
</script>
</head>
`, Esc(title), c.Styles(9), Hash("dptoken", c.Path))
	cls := "html not-front not-logged-in two-sidebars"
	if front {
		cls = "html front not-logged-in two-sidebars"
	}
	parts := strings.Split(p.q, "/")
	cls += " page-" + parts[0]
	if len(parts) > 1 {
		cls += " page-" + parts[0] + "-"
		for i := 1; i < len(parts); i++ {
			cls += " page-" + strings.Join(parts[:i+1], "-")
		}
	}
	if p.nodeType != "" {
		cls += " node-type-" + p.nodeType
	}
	fmt.Fprintf(&h, `<body class="%s" >
  <div id="skip-link">
    <a href="#main-content" class="element-invisible element-focusable">Skip to main content</a>
  </div>
    <div id="page-wrapper"><div id="page">

  <div id="header" class="without-secondary-menu"><div class="section clearfix">

      <a href="%s" title="Home" rel="home" id="logo">
        <img src="/themes/bartik/logo.png" alt="Home" />
      </a>

      <div id="name-and-slogan">
`, cls, c.Href(""))
	if p.title != "" {
		fmt.Fprintf(&h, "              <div id=\"site-name\">\n              <strong>\n                <a href=\"%s\" title=\"Home\" rel=\"home\"><span>%s</span></a>\n              </strong>\n            </div>\n", c.Href(""), dpSite)
	} else {
		fmt.Fprintf(&h, "              <h1 id=\"site-name\">\n              <a href=\"%s\" title=\"Home\" rel=\"home\"><span>%s</span></a>\n            </h1>\n", c.Href(""), dpSite)
	}
	fmt.Fprintf(&h, "              <div id=\"site-slogan\">\n            %s          </div>\n      </div> <!-- /#name-and-slogan -->\n\n", dpSlogan)
	h.WriteString(`      <div id="main-menu" class="navigation">
        <h2 class="element-invisible">Main menu</h2><ul id="main-menu-links" class="links clearfix">`)
	about := s.nodeURL(d.nodes[0])
	for i, it := range [][3]string{{"218", "", "Home"}, {"309", "forum", "Forums"}, {"310", about, "About"}} {
		li, a := "menu-"+it[0], ""
		if i == 0 {
			li += " first"
		}
		if i == 2 {
			li += " last"
		}
		if (it[1] == "" && front) || (it[1] != "" && (p.q == it[1] || strings.HasPrefix(p.q, it[1]+"/"))) {
			li += " active-trail"
			if p.q == it[1] || front {
				li += " active"
				a = ` class="active"`
			}
		}
		fmt.Fprintf(&h, "<li class=\"%s\"><a href=\"%s\"%s>%s</a></li>\n", li, c.Href(it[1]), a, it[2])
	}
	h.WriteString("</ul>      </div> <!-- /#main-menu -->\n\n  </div></div> <!-- /.section, /#header -->\n\n  <div id=\"main-wrapper\" class=\"clearfix\"><div id=\"main\" class=\"clearfix\">\n\n")
	if p.crumbs != nil {
		h.WriteString(`      <div id="breadcrumb"><h2 class="element-invisible">You are here</h2><div class="breadcrumb">`)
		links := []string{fmt.Sprintf(`<a href="%s">Home</a>`, c.Href(""))}
		for _, cr := range p.crumbs {
			links = append(links, fmt.Sprintf(`<a href="%s">%s</a>`, c.Href(cr[0]), Esc(cr[1])))
		}
		h.WriteString(strings.Join(links, " » ") + "</div></div>\n\n")
	}
	h.WriteString(s.sidebarFirst(c, p))
	h.WriteString("\n    <div id=\"content\" class=\"column\"><div class=\"section\">\n      <a id=\"main-content\"></a>\n")
	if p.title != "" {
		fmt.Fprintf(&h, "        <h1 class=\"title\" id=\"page-title\">\n          %s        </h1>\n", Esc(p.title))
	}
	if p.tabs != "" {
		h.WriteString("          <div class=\"tabs\">\n          " + p.tabs + "        </div>\n")
	}
	if p.actions != "" {
		h.WriteString("          <ul class=\"action-links\">\n          " + p.actions + "        </ul>\n")
	}
	fmt.Fprintf(&h, `          <div class="region region-content">
    <div id="block-system-main" class="block block-system">

  <div class="content">
    %s  </div>
</div>
  </div>
`, p.content)
	if p.feed[0] != "" {
		fmt.Fprintf(&h, "      <a href=\"%s\" class=\"feed-icon\" title=\"Subscribe to %s\"><img typeof=\"foaf:Image\" src=\"/misc/feed.png\" width=\"16\" height=\"16\" alt=\"Subscribe to %s\" /></a>\n", c.Href(p.feed[0]), Esc(p.feed[1]), Esc(p.feed[1]))
	}
	h.WriteString("\n    </div></div> <!-- /.section, /#content -->\n\n")
	h.WriteString(s.sidebarSecond(c, d))
	fmt.Fprintf(&h, `
  </div></div> <!-- /#main, /#main-wrapper -->

  <div id="footer-wrapper"><div class="section">

      <div id="footer" class="clearfix">
          <div class="region region-footer">
    <div id="block-system-powered-by" class="block block-system">

  <div class="content">
    <span>Powered by <a href="https://www.drupal.org">Drupal</a></span>  </div>
</div>
  </div>
      </div> <!-- /#footer -->

  </div></div> <!-- /.section, /#footer-wrapper -->

</div></div> <!-- /#page, /#page-wrapper -->
%s</body>
</html>
`, c.Scripts(5))
	return h.String()
}

// sidebarFirst is the Standard profile's left column: search, Navigation, User login.
func (s dpSkin) sidebarFirst(c *Ctx, p dpPage) string {
	dest := dpEnc(dpHere(c, p.q))
	var h strings.Builder
	fmt.Fprintf(&h, `      <div id="sidebar-first" class="column sidebar"><div class="section">
          <div class="region region-sidebar-first">
    <div id="block-search-form" class="block block-search" role="search">

  <div class="content">
    <form action="%s" method="post" id="search-block-form" accept-charset="UTF-8"><div><div class="container-inline">
      <h2 class="element-invisible">Search form</h2>
    <div class="form-item form-type-textfield form-item-search-block-form">
  <label class="element-invisible" for="edit-search-block-form--2">Search </label>
 <input title="Enter the terms you wish to search for." type="text" id="edit-search-block-form--2" name="search_block_form" value="" size="15" maxlength="128" class="form-text" />
</div>
<div class="form-actions form-wrapper" id="edit-actions"><input type="submit" id="edit-submit" name="op" value="Search" class="form-submit" /></div><input type="hidden" name="form_build_id" value="form-%x" />
<input type="hidden" name="form_id" value="search_block_form" />
</div>
</div></form>  </div>
</div>
<div id="block-system-navigation" class="block block-system block-menu" role="navigation">

    <h2>Navigation</h2>

  <div class="content">
    <ul class="menu"><li class="first last leaf"><a href="%s" title="">Forums</a></li>
</ul>  </div>
</div>
`, c.Href(p.q), Hash("dpform", c.Path), c.Href("forum"))
	if p.login {
		fmt.Fprintf(&h, `<div id="block-user-login" class="block block-user" role="form">

    <h2>User login</h2>

  <div class="content">
    <form action="%s" method="post" id="user-login-form" accept-charset="UTF-8"><div><div class="form-item form-type-textfield form-item-name">
  <label for="edit-name">Username <span class="form-required" title="This field is required.">*</span></label>
 <input type="text" id="edit-name" name="name" value="" size="15" maxlength="60" class="form-text required" />
</div>
<div class="form-item form-type-password form-item-pass">
  <label for="edit-pass">Password <span class="form-required" title="This field is required.">*</span></label>
 <input type="password" id="edit-pass" name="pass" size="15" maxlength="128" class="form-text required" />
</div>
<div class="item-list"><ul><li class="first"><a href="%s" title="Create a new user account.">Create new account</a></li>
<li class="last"><a href="%s" title="Request new password via e-mail.">Request new password</a></li>
</ul></div><input type="hidden" name="form_build_id" value="form-%x" />
<input type="hidden" name="form_id" value="user_login_block" />
<div class="form-actions form-wrapper" id="edit-actions--2"><input type="submit" id="edit-submit--2" name="op" value="Log in" class="form-submit" /></div></div></form>  </div>
</div>
`, c.Href(p.q+"?destination="+dest), c.Href("user/register"), c.Href("user/password"), Hash("dplogin", c.Path))
	}
	h.WriteString("  </div>\n      </div></div> <!-- /.section, /#sidebar-first -->\n")
	return h.String()
}

// sidebarSecond holds the Forum module's two blocks.
func (s dpSkin) sidebarSecond(c *Ctx, d *dpData) string {
	var h strings.Builder
	h.WriteString("    <div id=\"sidebar-second\" class=\"column sidebar\"><div class=\"section\">\n          <div class=\"region region-sidebar-second\">\n")
	for _, blk := range []struct {
		id, title string
		ts        []*Thread
	}{{"active", "Active forum topics", d.active}, {"new", "New forum topics", d.newest}} {
		fmt.Fprintf(&h, "    <div id=\"block-forum-%s\" class=\"block block-forum\">\n\n    <h2>%s</h2>\n\n  <div class=\"content\">\n    <div class=\"item-list\"><ul>", blk.id, blk.title)
		for i, t := range blk.ts {
			cls := ""
			switch i {
			case 0:
				cls = ` class="first"`
			case len(blk.ts) - 1:
				cls = ` class="last"`
			}
			title := ""
			if n := len(t.Posts) - 1; n > 0 {
				title = ` title="` + dpPlural(n, "1 comment", "comments") + `"`
			}
			fmt.Fprintf(&h, "<li%s><a href=\"%s\"%s>%s</a></li>\n", cls, c.Href(s.nodeURL(d.byThread[t])), title, Esc(t.Title))
		}
		fmt.Fprintf(&h, "</ul></div><div class=\"more-link\"><a href=\"%s\" title=\"Read the latest forum topics.\">More</a></div>  </div>\n</div>\n", c.Href("forum"))
	}
	h.WriteString("  </div>\n      </div></div> <!-- /.section, /#sidebar-second -->\n")
	return h.String()
}

// dpPlural is format_plural() for the English strings used here.
func dpPlural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return strconv.Itoa(n) + " " + many
}

// dpInterval is format_interval() with its default granularity of two units.
func dpInterval(d time.Duration) string {
	secs := int64(d / time.Second)
	units := []struct {
		secs      int64
		one, many string
	}{{31536000, "1 year", "years"}, {2592000, "1 month", "months"}, {604800, "1 week", "weeks"},
		{86400, "1 day", "days"}, {3600, "1 hour", "hours"}, {60, "1 min", "min"}, {1, "1 sec", "sec"}}
	var out []string
	for _, u := range units {
		if secs >= u.secs {
			out = append(out, dpPlural(int(secs/u.secs), u.one, u.many))
			secs %= u.secs
		}
		if len(out) == 2 {
			break
		}
	}
	if len(out) == 0 {
		return "0 sec"
	}
	return strings.Join(out, " ")
}

// dpUser is theme_username() for a viewer without "access user profiles": no link.
func dpUser(u *User) string {
	return fmt.Sprintf(`<span class="username" xml:lang="" about="/user/%d" typeof="sioc:UserAccount" property="foaf:name" datatype="">%s</span>`, u.ID, Esc(u.Name))
}

// dpSubmitted is forum-submitted.tpl.php: "By NAME 3 weeks 2 days ago", or n/a.
func dpSubmitted(c *Ctx, p *Post) string {
	if p == nil {
		return "n/a"
	}
	return fmt.Sprintf("<span class=\"submitted\">By %s %s ago</span>", dpUser(p.Author), dpInterval(c.W.Now.Sub(p.Time)))
}

// pager is theme_pager() with its default quantity of nine page links.
func (s dpSkin) pager(c *Ctx, q, keep string, cur, total int) string {
	if total < 2 {
		return ""
	}
	link := func(p int, text, title string) string {
		return fmt.Sprintf(`<a href="%s" title="%s" class="active">%s</a>`, c.Href(dpPaged(q, p, keep)), title, text)
	}
	type item struct{ cls, data string }
	var items []item
	const quantity, middle = 9, 5
	i, last := cur-middle+1, cur+quantity-middle
	if last > total {
		i += total - last
		last = total
	}
	if i <= 0 {
		last += 1 - i
		i = 1
	}
	if cur > 1 {
		items = append(items, item{"pager-first", link(1, "« first", "Go to first page")}, item{"pager-previous", link(cur-1, "‹ previous", "Go to previous page")})
	}
	if i != total {
		if i > 1 {
			items = append(items, item{"pager-ellipsis", "…"})
		}
		for ; i <= last && i <= total; i++ {
			if i == cur {
				items = append(items, item{"pager-current", strconv.Itoa(i)})
			} else {
				items = append(items, item{"pager-item", link(i, strconv.Itoa(i), "Go to page "+strconv.Itoa(i))})
			}
		}
		if i < total {
			items = append(items, item{"pager-ellipsis", "…"})
		}
	}
	if cur < total {
		items = append(items, item{"pager-next", link(cur+1, "next ›", "Go to next page")}, item{"pager-last", link(total, "last »", "Go to last page")})
	}
	var h strings.Builder
	h.WriteString(`<h2 class="element-invisible">Pages</h2><div class="item-list"><ul class="pager">`)
	for k, it := range items {
		cls := it.cls
		if k == 0 {
			cls += " first"
		}
		if k == len(items)-1 {
			cls += " last"
		}
		fmt.Fprintf(&h, "<li class=\"%s\">%s</li>\n", cls, it.data)
	}
	h.WriteString("</ul></div>")
	return h.String()
}

// forumCrumbs is the trail to a term: Forums, then the container and the
// forum's parents (with self, the forum itself).
func (s dpSkin) forumCrumbs(b *Board, cat *Category, self bool) [][2]string {
	out := [][2]string{{"forum", dpVocab}}
	if b != nil {
		cat = b.Category
	}
	if cat == nil {
		return out
	}
	if b != nil || self {
		out = append(out, [2]string{fmt.Sprintf("forum/%d", catNodeID(cat)), cat.Name})
	}
	if b != nil {
		for _, x := range b.Trail() {
			if x != b || self {
				out = append(out, [2]string{fmt.Sprintf("forum/%d", nodeID(x)), x.Name})
			}
		}
	}
	return out
}

// dpTreeItem is one term of taxonomy_get_tree(): a container or a forum, at a depth.
type dpTreeItem struct {
	cat   *Category
	b     *Board
	depth int
}

// forumPage is forum_page(): the terms below tid (forum-list.tpl.php), then
// for a forum its topics (forum-topic-list.tpl.php). tid 0 is the entry.
func (s dpSkin) forumPage(c *Ctx, d *dpData, tid, page int) string {
	var tree []dpTreeItem
	var addBoard func(b *Board, depth int)
	addBoard = func(b *Board, depth int) {
		tree = append(tree, dpTreeItem{b: b, depth: depth})
		for _, ch := range b.Children {
			addBoard(ch, depth+1)
		}
	}
	title, q := dpVocab, "forum"
	b, cat := d.forum[tid], d.container[tid]
	switch {
	case b != nil:
		title, q = b.Name, fmt.Sprintf("forum/%d", tid)
		for _, ch := range b.Children {
			addBoard(ch, 0)
		}
	case cat != nil:
		title, q = cat.Name, fmt.Sprintf("forum/%d", tid)
		for _, x := range cat.Boards {
			addBoard(x, 0)
		}
	default:
		for _, x := range c.W.Categories {
			tree = append(tree, dpTreeItem{cat: x})
			for _, y := range x.Boards {
				addBoard(y, 1)
			}
		}
	}
	var h strings.Builder
	h.WriteString("<div id=\"forum\">\n  ")
	if len(tree) > 0 {
		h.WriteString(s.forumList(c, tid, tree))
	}
	p := dpPage{title: title, q: q, crumbs: s.forumCrumbs(b, cat, false), login: true,
		actions: fmt.Sprintf("<li><a href=\"%s\">Log in</a> to post new content in the forum.</li>\n", c.Href("user/login?destination="+dpEnc(dpHere(c, q))))}
	if tid == 0 {
		p.crumbs = [][2]string{}
	}
	if b != nil {
		h.WriteString(s.topicList(c, d, b, page))
		p.feed = [2]string{fmt.Sprintf("taxonomy/term/%d/feed", tid), "RSS - " + b.Name}
	}
	h.WriteString("</div>\n")
	p.content = h.String()
	return s.html(c, d, p)
}

// forumList is forum-list.tpl.php.
func (s dpSkin) forumList(c *Ctx, tid int, tree []dpTreeItem) string {
	var h strings.Builder
	fmt.Fprintf(&h, "<table id=\"forum-%d\">\n  <thead>\n    <tr>\n      <th>Forum</th>\n      <th>Topics</th>\n      <th>Posts</th>\n      <th>Last post</th>\n    </tr>\n  </thead>\n  <tbody>\n", tid)
	for i, it := range tree {
		zebra := map[bool]string{true: "odd", false: "even"}[i%2 == 0]
		id, name, desc, td := 0, "", "", `class="forum"`
		if it.cat != nil {
			id, name, td = catNodeID(it.cat), it.cat.Name, `colspan="4" class="container"`
		} else {
			id, name, desc = nodeID(it.b), it.b.Name, it.b.Description
		}
		fmt.Fprintf(&h, "    <tr id=\"forum-list-%d\" class=\"%s\">\n      <td %s>\n        %s          <div class=\"icon forum-status-default\" title=\"No new posts\">\n            <span class=\"element-invisible\">No new posts</span>\n          </div>\n          <div class=\"name\"><a href=\"%s\">%s</a></div>\n",
			id, zebra, td, strings.Repeat(`<div class="indent">`, it.depth), c.Href(fmt.Sprintf("forum/%d", id)), Esc(name))
		if desc != "" {
			fmt.Fprintf(&h, "                      <div class=\"description\">%s</div>\n", Esc(desc))
		}
		h.WriteString("                " + strings.Repeat("</div>", it.depth) + "      </td>\n")
		if it.b != nil {
			posts := 0
			var last *Post
			for _, t := range it.b.Threads {
				posts += len(t.Posts)
				if l := t.LastPost(); last == nil || l.Time.After(last.Time) {
					last = l
				}
			}
			fmt.Fprintf(&h, "              <td class=\"topics\">\n          %d                  </td>\n        <td class=\"posts\">%d</td>\n        <td class=\"last-reply\">%s</td>\n", len(it.b.Threads), posts, dpSubmitted(c, last))
		}
		h.WriteString("          </tr>\n")
	}
	h.WriteString("    </tbody>\n</table>\n")
	return h.String()
}

// dpOrders are the topic table's sortable headers and their orders.
var dpOrders = []struct {
	label string
	cmp   func(a, b *Thread) int
}{{"Topic", byTitle}, {"Replies", byReplies}, {"Last reply", byLastPost}}

// topicList is forum-topic-list.tpl.php: the tablesort header, a page of
// topics, the pager. Without ?order the forum's default, newest reply first.
func (s dpSkin) topicList(c *Ctx, d *dpData, b *Board, page int) string {
	sh := c.W.Shape
	q := fmt.Sprintf("forum/%d", nodeID(b))
	order := "Last reply"
	cmp := byLastPost
	for _, o := range dpOrders {
		if o.label == c.Query.Get("order") {
			order, cmp = o.label, o.cmp
		}
	}
	sort := "asc"
	switch {
	case c.Query.Has("sort"):
		if strings.ToLower(c.Query.Get("sort")) == "desc" {
			sort = "desc"
		}
	case order == "Last reply":
		sort = "desc"
	}
	// The pager keeps the sort the request asked for; the headers keep the page.
	keep := ""
	if c.Query.Has("sort") || c.Query.Has("order") {
		keep = "sort=" + dpEnc(c.Query.Get("sort")) + "&order=" + dpEnc(c.Query.Get("order"))
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<table id=\"forum-topic-%d\">\n  <thead>\n    <tr><th></th>", nodeID(b))
	for _, o := range dpOrders {
		next, th, img := "asc", "<th>", ""
		if o.label == order {
			next = map[string]string{"asc": "desc", "desc": "asc"}[sort]
			th = `<th class="active">`
			img = fmt.Sprintf(`<img typeof="foaf:Image" src="/misc/arrow-%s.png" width="13" height="13" alt="sort %sending" title="sort %sending" />`, next, next, next)
		}
		head := "sort=" + next + "&order=" + dpEnc(o.label)
		if page > 1 {
			head = fmt.Sprintf("page=%d&%s", page-1, head)
		}
		fmt.Fprintf(&h, `%s<a href="%s" title="sort by %s" class="active">%s%s</a></th>`, th, c.Href(q+"?"+head), o.label, o.label, img)
	}
	h.WriteString("</tr>\n  </thead>\n  <tbody>\n")
	ts := b.Threads
	if c.Query.Has("order") || c.Query.Has("sort") {
		ts = stickyFirst(ts, cmp, sort == "desc")
	}
	for i, t := range Page(ts, page, sh.ThreadsPerPage) {
		icon, title := "default", "Normal topic"
		if len(t.Posts)-1 > dpHot {
			icon, title = "hot", "Hot topic"
		}
		if t.Sticky {
			icon, title = "sticky", "Sticky topic"
		}
		var last *Post
		if len(t.Posts) > 1 {
			last = t.LastPost()
		}
		fmt.Fprintf(&h, `    <tr class="%s">
      <td class="icon"><div class="topic-status-%s" title="%s">

  <span class="element-invisible">%s</span>

</div>
</td>
      <td class="title">
        <div>
          <a href="%s">%s</a>        </div>
        <div>
          %s        </div>
      </td>
          <td class="replies">
        %d              </td>
      <td class="last-reply">%s</td>
        </tr>
`, map[bool]string{true: "odd", false: "even"}[i%2 == 0], icon, title, title, c.Href(s.nodeURL(d.byThread[t])), Esc(t.Title),
			dpSubmitted(c, t.Posts[0]), len(t.Posts)-1, dpSubmitted(c, last))
	}
	h.WriteString("  </tbody>\n</table>\n")
	h.WriteString(s.pager(c, q, keep, page, b.Pages(sh.ThreadsPerPage)))
	return h.String()
}

// forbidden is theme_comment_post_forbidden() in a links list.
func (s dpSkin) forbidden(c *Ctx, n *dpNode) string {
	dest := "?destination=node/" + strconv.Itoa(n.nid) + "%23comment-form"
	return fmt.Sprintf(`<span><a href="%s">Log in</a> or <a href="%s">register</a> to post comments</span>`, c.Href("user/login"+dest), c.Href("user/register"+dest))
}

// created is a node's or comment's date with its RDF attributes.
func dpCreated(p *Post, rel bool) string {
	r := ""
	if rel {
		r = ` rel="sioc:has_creator"`
	}
	return fmt.Sprintf(`<span property="dc:date dc:created" content="%s" datatype="xsd:dateTime"%s>`, p.Time.Format("2006-01-02T15:04:05-07:00"), r)
}

// termLinks is Bartik's taxonomy term reference field: "Forums:" or "Tags:" and the term links.
func (s dpSkin) termLinks(c *Ctx, d *dpData, n *dpNode) string {
	field, label, ul := "taxonomy-forums", "Forums", "links"
	var terms [][2]string
	if n.kind == "forum" {
		terms = [][2]string{{fmt.Sprintf("forum/%d", nodeID(n.t.Board)), n.t.Board.Name}}
	} else {
		field, label, ul = "field-tags", "Tags", "links inline"
		for _, tid := range n.tags {
			terms = append(terms, [2]string{fmt.Sprintf("taxonomy/term/%d", tid), tagLabel(d.tags[tid-d.firstTag])})
		}
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="field field-name-%s field-type-taxonomy-term-reference field-label-above clearfix"><h3 class="field-label">%s: </h3><ul class="%s">`, field, label, ul)
	for i, tm := range terms {
		fmt.Fprintf(&h, `<li class="taxonomy-term-reference-%d" rel="dc:subject"><a href="%s" typeof="skos:Concept" property="rdfs:label skos:prefLabel" datatype="">%s</a></li>`, i, c.Href(tm[0]), Esc(tm[1]))
	}
	h.WriteString("</ul></div>")
	return h.String()
}

// article renders node.tpl.php for a node in full or as a teaser.
func (s dpSkin) article(c *Ctx, d *dpData, n *dpNode, teaser bool) string {
	t := n.t
	op := t.Posts[0]
	cls := "node node-" + n.kind
	typeOf := map[string]string{"forum": "sioc:Post sioct:BoardPost", "article": "sioc:Item foaf:Document", "page": "foaf:Document"}[n.kind]
	if n.kind == "article" {
		cls += " node-promoted"
	}
	if t.Sticky {
		cls += " node-sticky"
	}
	if teaser {
		cls += " node-teaser"
	}
	var h strings.Builder
	fmt.Fprintf(&h, "<div id=\"node-%d\" class=\"%s clearfix\" about=\"/node/%d\" typeof=\"%s\">\n\n", n.nid, cls, n.nid, typeOf)
	if teaser {
		fmt.Fprintf(&h, "      <h2 property=\"dc:title\" datatype=\"\">\n      <a href=\"%s\">%s</a>\n    </h2>\n", c.Href(s.nodeURL(n)), Esc(t.Title))
	} else {
		fmt.Fprintf(&h, "  <span property=\"dc:title\" content=\"%s\" class=\"rdf-meta element-hidden\"></span>", Esc(t.Title))
		if n.kind != "page" {
			fmt.Fprintf(&h, "<span property=\"sioc:num_replies\" content=\"%d\" datatype=\"xsd:integer\" class=\"rdf-meta element-hidden\"></span>", len(t.Posts)-1)
		}
		h.WriteString("\n")
	}
	if n.kind != "page" {
		fmt.Fprintf(&h, "      <div class=\"meta submitted\">\n            %sSubmitted by %s on %s</span>    </div>\n", dpCreated(op, true), dpUser(op.Author), op.Time.Format(dpDate))
	}
	body := Paras(op.Body, "<p>", "</p>\n")
	if teaser {
		body = "<p>" + Esc(clip(op.Body[0], 600)) + "</p>\n"
	}
	fmt.Fprintf(&h, "\n  <div class=\"content clearfix\">\n    <div class=\"field field-name-body field-type-text-with-summary field-label-hidden\"><div class=\"field-items\"><div class=\"field-item even\" property=\"content:encoded\">%s</div></div></div>", body)
	if n.kind != "page" {
		h.WriteString(s.termLinks(c, d, n))
	}
	h.WriteString("  </div>\n\n")
	var links [][2]string // theme_links() items: class, content
	if teaser {
		links = append(links, [2]string{"node-readmore", fmt.Sprintf(`<a href="%s" rel="tag" title="%s">Read more<span class="element-invisible"> about %s</span></a>`, c.Href(s.nodeURL(n)), Esc(t.Title), Esc(t.Title))})
		if k := len(t.Posts) - 1; k > 0 {
			links = append(links, [2]string{"comment-comments", fmt.Sprintf(`<a href="%s" title="Jump to the first comment of this posting.">%s</a>`, c.Href(s.nodeURL(n)+"#comments"), dpPlural(k, "1 comment", "comments"))})
		}
	}
	if n.kind != "page" {
		links = append(links, [2]string{"comment_forbidden", s.forbidden(c, n)})
	}
	if len(links) > 0 {
		h.WriteString("      <div class=\"link-wrapper\">\n      " + dpLinks(links) + "    </div>\n  ")
	}
	return h.String()
}

// dpLinks is theme_links() as an inline list: first and last marked.
func dpLinks(items [][2]string) string {
	var h strings.Builder
	h.WriteString(`<ul class="links inline">`)
	for i, it := range items {
		cls := it[0]
		if i == 0 {
			cls += " first"
		}
		if i == len(items)-1 {
			cls += " last"
		}
		fmt.Fprintf(&h, "<li class=\"%s\">%s</li>\n", cls, it[1])
	}
	h.WriteString("</ul>")
	return h.String()
}

// comment is Bartik's comment.tpl.php.
func (s dpSkin) comment(c *Ctx, d *dpData, n *dpNode, p *Post) string {
	cid := d.cid[p]
	cls := "comment"
	if p.Author == n.t.Author {
		cls += " comment-by-node-author"
	}
	return fmt.Sprintf(`<a id="comment-%d"></a>
<div class="%s clearfix" about="/comment/%d#comment-%d" typeof="sioc:Post sioct:Comment">

  <div class="attribution">

    
    <div class="submitted">
      <p class="commenter-name">
        <span rel="sioc:has_creator">%s</span>      </p>
      <p class="comment-time">
        %s%s</span>      </p>
      <p class="comment-permalink">
        <a href="%s" class="permalink" rel="bookmark">Permalink</a>      </p>
    </div>
  </div>

  <div class="comment-text">
    <div class="comment-arrow"></div>

    
        <h3 property="dc:title" datatype=""><a href="%s" class="permalink" rel="bookmark">%s</a></h3>
    
    <div class="content">
      <span rel="sioc:reply_of" resource="/node/%d" class="rdf-meta element-hidden"></span><div class="field field-name-comment-body field-type-text-long field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">%s</div></div></div>          </div> <!-- /.content -->

    %s  </div> <!-- /.comment-text -->
</div>
`, cid, cls, cid, cid, dpUser(p.Author), dpCreated(p, false), p.Time.Format(dpDate), c.Href(s.commentURL(d, p)),
		c.Href(s.commentURL(d, p)), Esc(dpSubject(p)), n.nid, Paras(p.Body, "<p>", "</p>\n"), dpLinks([][2]string{{"comment_forbidden", s.forbidden(c, n)}}))
}

// dpSubject is the subject comment_submit() makes of a comment left without
// one: its first 29 characters, cut at a word.
func dpSubject(p *Post) string {
	r := []rune(p.Body[0])
	if len(r) <= 29 {
		return string(r)
	}
	cut := string(r[:29])
	if i := strings.LastIndexByte(cut, ' '); i > 0 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, ".,;:!? ")
}

// nodePage is node_page_view() with one page of threaded comments; the
// comment permalink renders it too.
func (s dpSkin) nodePage(c *Ctx, d *dpData, n *dpNode, page int) Response {
	sh := c.W.Shape
	t := n.t
	var h strings.Builder
	h.WriteString(s.article(c, d, n, false))
	if n.kind != "page" {
		h.WriteString("<div id=\"comments\" class=\"comment-wrapper\">\n")
		if n.kind != "forum" && len(t.Posts) > 1 {
			h.WriteString("          <h2 class=\"title\">Comments</h2>\n      ")
		}
		divs := 0
		for _, p := range Page(t.Posts[1:], page, sh.PostsPerPage) {
			// comment_prepare_thread(): one indent deeper at most, or back out.
			if dep := d.depth[p]; dep > divs {
				h.WriteString(`<div class="indented">`)
				divs++
			} else {
				h.WriteString(strings.Repeat("</div>", divs-dep))
				divs = dep
			}
			h.WriteString(s.comment(c, d, n, p))
		}
		h.WriteString(strings.Repeat("</div>", divs))
		h.WriteString(s.pager(c, s.nodeURL(n), "", page, dpPages(t, sh.PostsPerPage)))
		h.WriteString("</div>\n")
	}
	h.WriteString("\n</div>\n")
	crumbs := [][2]string{}
	if n.kind == "forum" {
		crumbs = s.forumCrumbs(t.Board, nil, true)
	}
	q := s.nodeURL(n)
	body := s.html(c, d, dpPage{title: t.Title, q: q, crumbs: crumbs, content: h.String(), canonical: q, nodeType: n.kind, login: true})
	info := Info{Type: TypeOther}
	if n.kind == "forum" {
		info = threadInfo(s, t, page)
	}
	return c.Page(info, body)
}

// teasers is a node listing: teasers, then the pager.
func (s dpSkin) teasers(c *Ctx, d *dpData, ns []*dpNode, q string) string {
	total := pageCount(len(ns), dpNodesPer)
	page := dpPageParam(c, total)
	var h strings.Builder
	for _, n := range Page(ns, page, dpNodesPer) {
		h.WriteString(s.article(c, d, n, true))
		h.WriteString("\n</div>\n")
	}
	h.WriteString(s.pager(c, q, "", page, total))
	return h.String()
}

// front is node_page_default(): promoted nodes, sticky first, newest first.
func (s dpSkin) front(c *Ctx, d *dpData) string {
	return s.html(c, d, dpPage{q: "node", content: s.teasers(c, d, d.front, "node"), feed: [2]string{"rss.xml", dpSite + " RSS"}, login: true})
}

// termPage is taxonomy_term_page(): the term's nodes as teasers, 10 a page.
func (s dpSkin) termPage(c *Ctx, d *dpData, tid int) string {
	q := fmt.Sprintf("taxonomy/term/%d", tid)
	name := s.termName(c, d, tid)
	crumbs := [][2]string{}
	if b := d.forum[tid]; b != nil {
		crumbs = s.forumCrumbs(b, nil, false)[1:]
	}
	ns := s.termNodes(c, d, tid)
	content := `<div class="term-listing-heading"><div id="taxonomy-term-` + strconv.Itoa(tid) + `" class="taxonomy-term vocabulary-tags">` + "\n\n  \n  <div class=\"content\">\n      </div>\n\n</div>\n</div>"
	if len(ns) == 0 {
		content += "<p>There is currently no content classified with this term.</p>"
	} else {
		content += s.teasers(c, d, ns, q)
	}
	return s.html(c, d, dpPage{title: name, q: q, crumbs: crumbs, content: content, feed: [2]string{q + "/feed", "RSS - " + name}, login: true})
}

// feed is node_feed(): an RSS channel of up to ten nodes.
func (s dpSkin) feed(c *Ctx, d *dpData, title, link string, ns []*dpNode) Response {
	var b strings.Builder
	for _, n := range ns[:min(10, len(ns))] {
		op := n.t.Posts[0]
		u := Esc(c.URL(s.nodeURL(n)))
		cat := ""
		if n.kind == "forum" {
			cat = fmt.Sprintf(`<category domain="%s">%s</category>`, Esc(c.URL(fmt.Sprintf("forum/%d", nodeID(n.t.Board)))), Esc(n.t.Board.Name))
		}
		fmt.Fprintf(&b, "<item>\n    <title>%s</title>\n    <link>%s</link>\n    <description>%s</description>\n     <comments>%s#comments</comments>\n %s <pubDate>%s</pubDate>\n <dc:creator>%s</dc:creator>\n <guid isPermaLink=\"false\">%d at http://harbourlight.example</guid>\n  </item>\n",
			Esc(n.t.Title), u, Esc("<p>"+Esc(clip(op.Body[0], 600))+"</p>"), u, cat, op.Time.Format(http.TimeFormat), Esc(op.Author.Name), n.nid)
	}
	return Response{Status: http.StatusOK, ContentType: "application/rss+xml; charset=utf-8", Info: Info{Type: TypeOther},
		Body: rssFeed(c, title, link, b.String())}
}

// userForm is the login, registration or password form with the user tabs.
func (s dpSkin) userForm(c *Ctx, d *dpData, which string) string {
	q := "user/" + which
	if which == "" {
		q, which = "user", "login"
	}
	titles := map[string]string{"login": "User account", "register": "User account", "password": "User account"}
	var tabs strings.Builder
	tabs.WriteString("<h2 class=\"element-invisible\">Primary tabs</h2><ul class=\"tabs primary\">")
	for _, tb := range [][3]string{{"register", "user/register", "Create new account"}, {"login", "user", "Log in"}, {"password", "user/password", "Request new password"}} {
		if tb[0] == which {
			fmt.Fprintf(&tabs, "<li class=\"active\"><a href=\"%s\" class=\"active\">%s<span class=\"element-invisible\">(active tab)</span></a></li>\n", c.Href(tb[1]), tb[2])
		} else {
			fmt.Fprintf(&tabs, "<li><a href=\"%s\">%s</a></li>\n", c.Href(tb[1]), tb[2])
		}
	}
	tabs.WriteString("</ul>")
	action := q
	if dest := c.Query.Get("destination"); dest != "" {
		action += "?destination=" + dpEnc(dest)
	}
	var fields string
	switch which {
	case "login":
		fields = `<div class="form-item form-type-textfield form-item-name">
  <label for="edit-name">Username <span class="form-required" title="This field is required.">*</span></label>
 <input type="text" id="edit-name" name="name" value="" size="60" maxlength="60" class="form-text required" />
<div class="description">Enter your ` + dpSite + ` username.</div>
</div>
<div class="form-item form-type-password form-item-pass">
  <label for="edit-pass">Password <span class="form-required" title="This field is required.">*</span></label>
 <input type="password" id="edit-pass" name="pass" size="60" maxlength="128" class="form-text required" />
<div class="description">Enter the password that accompanies your username.</div>
</div>
<input type="hidden" name="form_id" value="user_login" />
<div class="form-actions form-wrapper" id="edit-actions"><input type="submit" id="edit-submit" name="op" value="Log in" class="form-submit" /></div>`
	case "register":
		fields = `<div id="edit-account" class="form-wrapper"><div class="form-item form-type-textfield form-item-name">
  <label for="edit-name">Username <span class="form-required" title="This field is required.">*</span></label>
 <input class="username form-text required" type="text" id="edit-name" name="name" value="" size="60" maxlength="60" />
<div class="description">Spaces are allowed; punctuation is not allowed except for periods, hyphens, apostrophes, and underscores.</div>
</div>
<div class="form-item form-type-textfield form-item-mail">
  <label for="edit-mail">E-mail address <span class="form-required" title="This field is required.">*</span></label>
 <input type="text" id="edit-mail" name="mail" value="" size="60" maxlength="254" class="form-text required" />
<div class="description">A valid e-mail address. All e-mails from the system will be sent to this address. The e-mail address is not made public and will only be used if you wish to receive a new password or wish to receive certain news or notifications by e-mail.</div>
</div>
</div><input type="hidden" name="form_id" value="user_register_form" />
<div class="form-actions form-wrapper" id="edit-actions"><input type="submit" id="edit-submit" name="op" value="Create new account" class="form-submit" /></div>`
	default:
		fields = `<div class="form-item form-type-textfield form-item-name">
  <label for="edit-name">Username or e-mail address <span class="form-required" title="This field is required.">*</span></label>
 <input type="text" id="edit-name" name="name" value="" size="60" maxlength="254" class="form-text required" />
</div>
<input type="hidden" name="form_id" value="user_pass" />
<div class="form-actions form-wrapper" id="edit-actions"><input type="submit" id="edit-submit" name="op" value="E-mail new password" class="form-submit" /></div>`
	}
	content := fmt.Sprintf("<form action=\"%s\" method=\"post\" id=\"user-%s-form\" accept-charset=\"UTF-8\"><div>%s<input type=\"hidden\" name=\"form_build_id\" value=\"form-%x\" />\n</div></form>", c.Href(action), which, fields, Hash("dpuform", c.Path))
	return s.html(c, d, dpPage{title: titles[which], q: q, crumbs: [][2]string{}, tabs: tabs.String(), content: content})
}

// search is the node search page: the form and, with keys, matching nodes, 10 a page.
func (s dpSkin) search(c *Ctx, d *dpData, keys string) string {
	q := "search/node"
	if keys != "" {
		q += "/" + keys
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<form action="%s" method="post" id="search-form" accept-charset="UTF-8"><div><div class="container-inline form-wrapper" id="edit-basic"><div class="form-item form-type-textfield form-item-keys">
  <label for="edit-keys">Enter your keywords </label>
 <input type="text" id="edit-keys" name="keys" value="%s" size="40" maxlength="255" class="form-text" />
</div>
<input type="submit" id="edit-submit" name="op" value="Search" class="form-submit" /></div><input type="hidden" name="form_id" value="search_form" />
</div></form>`, c.Href(q), Esc(keys))
	if words := strings.Fields(strings.ToLower(keys)); len(words) > 0 {
		var hits []*dpNode
		for i := len(d.nodes) - 1; i >= 0; i-- {
			n := d.nodes[i]
			text := strings.ToLower(n.t.Title + " " + strings.Join(n.t.Posts[0].Body, " "))
			if !slices.ContainsFunc(words, func(w string) bool { return !strings.Contains(text, w) }) {
				hits = append(hits, n)
			}
		}
		if len(hits) == 0 {
			h.WriteString("<h2>Your search yielded no results</h2>\n<ul>\n<li>Check if your spelling is correct.</li>\n<li>Remove quotes around phrases to search for each word individually. <em>bike shed</em> will often show more results than <em>&quot;bike shed&quot;</em>.</li>\n<li>Consider loosening your query with <em>OR</em>. <em>bike OR shed</em> will often show more results than <em>bike shed</em>.</li>\n</ul>\n")
		} else {
			total := pageCount(len(hits), dpSearchN)
			page := dpPageParam(c, total)
			h.WriteString("<h2>Search results</h2>\n<ol class=\"search-results node-results\">\n")
			for _, n := range Page(hits, page, dpSearchN) {
				op := n.t.Posts[0]
				fmt.Fprintf(&h, "  <li class=\"search-result\">\n  <h3 class=\"title\">\n    <a href=\"%s\">%s</a>\n  </h3>\n    <div class=\"search-snippet-info\">\n          <p class=\"search-snippet\">%s</p>\n              <p class=\"search-info\">%s - %s - %s</p>\n      </div>\n</li>\n",
					c.Href(s.nodeURL(n)), Esc(n.t.Title), Esc(clip(op.Body[0], 250)), dpUser(op.Author), op.Time.Format("01/02/2006 - 15:04"), dpPlural(len(n.t.Posts)-1, "1 comment", "comments"))
			}
			h.WriteString("</ol>\n" + s.pager(c, q, "", page, total))
		}
	}
	return s.html(c, d, dpPage{title: "Search", q: q, crumbs: [][2]string{}, content: h.String(), login: true})
}
