package sim

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"focus/sim/text"
)

// Blogger (Blogspot) with the classic Simple template, mounted at the host
// root. Listings are paged only by single "Newer Posts" / "Older Posts" links
// whose URLs carry the date of the last (or first) post shown. Board = label,
// thread = post (Posts[0] the article, Posts[1:] the comments). URL scheme:
//
//	/                                                   entry: the 7 newest posts
//	search?updated-max=TS&max-results=7                  older pages (index); TS like 2026-05-01T10:00:00%2B02:00
//	search?updated-max=TS&max-results=N&reverse-paginate=true   "Newer Posts": the page before (canonical: that page)
//	search/label/L[?updated-max=TS&max-results=20]       label pages, 20 posts each (board)
//	YYYY/MM/slug.html                                    post with its first 19 comments (thread page 1)
//	YYYY/MM/slug.html?commentPage=P                      further comment pages behind "Load more..." (thread pages)
//	YYYY/MM/slug.html?showComment=MS#cID                 comment permalink (duplicate of the page holding it)
//	YYYY/ and YYYY/MM/                                   archives (index)
//	feeds/posts/default, feeds/POSTID/comments/default, p/about.html, search?q=   other
//	https://www.blogger.com/profile/N, share links       off-site
func blogger() *Package {
	return &Package{
		Name: "blogger", Software: "Blogger (Blogspot, Simple template)", Kind: Blog,
		Shape: Shape{Categories: 1, BoardsPerCategory: [2]int{5, 9}, SubBoardChance: 0, Threads: [2]int{16, 32},
			Posts: [2]int{1, 56}, LongThreadChance: 0.12, ThreadsPerPage: 20, PostsPerPage: 20, Users: 120,
			Lang: text.English, Topics: []string{"travel"}, Opinion: 0.3},
		Mount: "/", Seed: 3012,
		Skin: bgSkin{},
	}
}

// bgPerFront is how many posts the blog shows on its front and search pages.
const bgPerFront = 7

// bgZone is the blog's time zone, as Blogger prints it in every timestamp.
var bgZone = time.FixedZone("CEST", 2*3600)

type bgSkin struct{}

type bgData struct {
	posts      []*Thread // newest first
	pub        map[*Thread]time.Time
	path       map[*Thread]string // "2026/05/slug.html"
	byPath     map[string]*Thread
	labels     []string // by board position
	byLabel    map[string]*Board
	labelPosts map[*Board][]*Thread
	postID     map[*Thread]string
	byPostID   map[string]*Thread
	years      []string // "2026", newest first
	months     map[string][]string
	period     map[string][]*Thread // "2026" and "2026/05" -> posts
}

// data is the blog's publication times, paths and archives, built once per world.
func (s bgSkin) data(w *World) *bgData {
	return w.Derived("blogger", func() any {
		cat := w.Categories[0] // the shape makes one
		d := &bgData{pub: map[*Thread]time.Time{}, path: map[*Thread]string{}, byPath: map[string]*Thread{}, labels: distinctNames(cat),
			byLabel: map[string]*Board{}, labelPosts: map[*Board][]*Thread{}, postID: map[*Thread]string{}, byPostID: map[string]*Thread{},
			months: map[string][]string{}, period: map[string][]*Thread{}}
		for i, b := range cat.Boards {
			d.byLabel[d.labels[i]] = b
			d.posts = append(d.posts, b.Threads...)
		}
		// Publication times: the opening post's, a few minutes earlier, and never two alike,
		// since the pager's timestamps must tell posts apart.
		for _, t := range d.posts {
			d.pub[t] = t.Posts[0].Time.Add(-time.Duration(Hash("bgpub", t.ID)%50) * time.Minute).In(bgZone)
		}
		slices.SortStableFunc(d.posts, func(a, b *Thread) int {
			if c := d.pub[b].Compare(d.pub[a]); c != 0 {
				return c
			}
			return a.ID - b.ID
		})
		for i := 1; i < len(d.posts); i++ {
			if !d.pub[d.posts[i]].Before(d.pub[d.posts[i-1]]) {
				d.pub[d.posts[i]] = d.pub[d.posts[i-1]].Add(-time.Minute)
			}
		}
		byID := slices.Clone(d.posts)
		slices.SortFunc(byID, func(a, b *Thread) int { return a.ID - b.ID })
		for _, t := range byID {
			base := slug(t.Title)
			for len(base) > 40 && strings.Contains(base[:40], "-") {
				base = base[:strings.LastIndex(base[:40], "-")]
			}
			p := d.pub[t].Format("2006/01/") + base + ".html"
			for n := d.pub[t].Day(); d.byPath[p] != nil; n++ {
				p = fmt.Sprintf("%s%s_%02d.html", d.pub[t].Format("2006/01/"), base, n)
			}
			d.path[t], d.byPath[p] = p, t
			id := strconv.FormatUint(1000000000000000000+Hash("bgpost", t.ID)%8000000000000000000, 10)
			d.postID[t], d.byPostID[id] = id, t
		}
		for _, t := range d.posts {
			d.labelPosts[t.Board] = append(d.labelPosts[t.Board], t)
			y, m := d.pub[t].Format("2006"), d.pub[t].Format("2006/01")
			if d.period[y] == nil {
				d.years = append(d.years, y)
			}
			if d.period[m] == nil {
				d.months[y] = append(d.months[y], m)
			}
			d.period[y] = append(d.period[y], t)
			d.period[m] = append(d.period[m], t)
		}
		return d
	}).(*bgData)
}

const bgBlog = "Wander Notes"

func (s bgSkin) Entry() string { return "" }

// stamp is a post's timestamp as Blogger writes it in a query: 2026-05-01T10:00:00%2B02:00.
func bgStamp(t time.Time) string {
	return strings.ReplaceAll(t.Format("2006-01-02T15:04:05-07:00"), "+", "%2B")
}

func (s bgSkin) labelURL(d *bgData, b *Board) string {
	return "search/label/" + url.PathEscape(d.labels[slices.Index(b.Category.Boards, b)])
}

func (s bgSkin) BoardURL(b *Board, p int) string {
	d := s.data(b.World)
	u := s.labelURL(d, b)
	if p > 1 {
		ts := d.labelPosts[b]
		u += fmt.Sprintf("?updated-max=%s&max-results=%d", bgStamp(d.pub[ts[(p-1)*bgPerLabel-1]]), bgPerLabel)
	}
	return u
}

// bgPerLabel is how many posts a label page shows (the Shape's ThreadsPerPage).
const bgPerLabel = 20

func (s bgSkin) ThreadURL(t *Thread, p int) string {
	u := s.data(t.Board.World).path[t]
	if p > 1 {
		u += fmt.Sprintf("?commentPage=%d", p)
	}
	return u
}

func (s bgSkin) profile(u *User) string {
	return fmt.Sprintf("https://www.blogger.com/profile/%d", 10000000000000000000+Hash("bgprofile", u.ID)%8000000000000000000)
}

func (s bgSkin) commentID(p *Post) string {
	return fmt.Sprintf("c%d", 1000000000000000000+Hash("bgcomment", p.ID)%8000000000000000000)
}

func (s bgSkin) blogID(c *Ctx) uint64 {
	return 1000000000000000000 + Hash("bgblog", int(c.W.Seed))%8000000000000000000
}

func (s bgSkin) Serve(c *Ctx) Response {
	d := s.data(c.W)
	other := Info{Type: TypeOther}
	path := c.Path
	switch {
	case path == "":
		return s.listing(c, d, "search", d.posts, 0, min(bgPerFront, len(d.posts)), bgPerFront, "")
	case path == "search":
		if q := c.Query.Get("q"); q != "" {
			return c.Page(other, s.search(c, d, q))
		}
		return s.searchPage(c, d, "search", d.posts, bgPerFront, "")
	case strings.HasPrefix(path, "search/label/"):
		b := d.byLabel[strings.TrimPrefix(path, "search/label/")]
		if b == nil {
			return s.notFound(c, d)
		}
		return s.searchPage(c, d, s.labelURL(d, b), d.labelPosts[b], bgPerLabel, d.labels[slices.Index(b.Category.Boards, b)])
	case path == "feeds/posts/default":
		return Response{Status: 200, ContentType: "application/atom+xml; charset=UTF-8", Info: other,
			Body: atomFeed(c, d.posts[:min(25, len(d.posts))])}
	case strings.HasPrefix(path, "feeds/") && strings.HasSuffix(path, "/comments/default"):
		if t := d.byPostID[strings.TrimSuffix(strings.TrimPrefix(path, "feeds/"), "/comments/default")]; t != nil {
			return Response{Status: 200, ContentType: "application/atom+xml; charset=UTF-8", Info: other, Body: s.commentFeed(c, d, t)}
		}
	case path == "p/about.html":
		return c.Page(other, s.frame(c, d, "About", "", `<div class="post-outer"><div class="post hentry"><h3 class="post-title entry-title">About</h3><div class="post-body entry-content"><p>Two backpacks, one old camera and far too many train timetables. We write about the trips we take, the mistakes we make on them and the places we would go back to tomorrow.</p><p>All photos are our own unless noted otherwise.</p></div></div></div>`, nil))
	case strings.HasSuffix(path, ".html"):
		if t := d.byPath[path]; t != nil {
			return s.post(c, d, t)
		}
	case len(path) == 5 && strings.HasSuffix(path, "/"), len(path) == 8 && strings.HasSuffix(path, "/"):
		if ts := d.period[strings.TrimSuffix(path, "/")]; ts != nil {
			return s.archive(c, d, path, ts)
		}
	}
	return s.notFound(c, d)
}

func (s bgSkin) notFound(c *Ctx, d *bgData) Response {
	return c.NotFound(s.frame(c, d, "", "", fmt.Sprintf(`<div class="status-msg-wrap"><div class="status-msg-body">Sorry, the page you were looking for in this blog does not exist.</div><div class="status-msg-border"><div class="status-msg-bg"><div class="status-msg-hidden">Sorry, the page you were looking for in this blog does not exist.</div></div></div></div><div class="blog-pager" id="blog-pager"><a class="home-link" href="%s">Home</a></div>`, c.Href("")), nil))
}

// searchPage answers search?updated-max=... and search/label/L?...: the posts of list
// older than updated-max, or with reverse-paginate=true the ones just newer.
func (s bgSkin) searchPage(c *Ctx, d *bgData, prefix string, list []*Thread, defN int, label string) Response {
	n := defN
	if v := c.Query.Get("max-results"); v != "" {
		x, err := strconv.Atoi(v)
		if err != nil || x < 1 || x > 500 {
			return s.notFound(c, d)
		}
		n = x
	}
	i := 0
	if v := c.Query.Get("updated-max"); v != "" {
		upto, err := time.Parse(time.RFC3339, v)
		if err != nil {
			return s.notFound(c, d)
		}
		k := slices.IndexFunc(list, func(t *Thread) bool { return d.pub[t].Before(upto) })
		if k < 0 {
			k = len(list)
		}
		if c.Query.Get("reverse-paginate") == "true" {
			// The posts strictly newer than upto are list[:k2].
			k2 := slices.IndexFunc(list, func(t *Thread) bool { return !d.pub[t].After(upto) })
			if k2 < 0 {
				k2 = len(list)
			}
			i = max(0, k2-n)
			if k2 == 0 {
				return s.notFound(c, d)
			}
			return s.listing(c, d, prefix, list, i, k2, n, label)
		}
		i = k
	}
	if i >= len(list) {
		return s.notFound(c, d)
	}
	return s.listing(c, d, prefix, list, i, min(i+n, len(list)), n, label)
}

// canonical names the listing of list[i:i+n] by its forward URL.
func (s bgSkin) canonical(d *bgData, prefix string, list []*Thread, i, n, defN int) string {
	if i == 0 {
		if prefix == "search" && n == bgPerFront {
			return "/"
		}
		if n == defN {
			return prefix
		}
		return fmt.Sprintf("%s?max-results=%d", prefix, n)
	}
	return fmt.Sprintf("%s?updated-max=%s&max-results=%d", prefix, bgStamp(d.pub[list[i-1]]), n)
}

// listing renders list[i:j] with Newer/Older Posts links asking for n posts a page;
// prefix is "search" or a label's URL.
func (s bgSkin) listing(c *Ctx, d *bgData, prefix string, list []*Thread, i, j, n int, label string) Response {
	defN := bgPerFront
	info := Info{Type: TypeIndex}
	if label != "" {
		defN = bgPerLabel
		if n == bgPerLabel && i%bgPerLabel == 0 {
			b := d.byLabel[label]
			info.FID, info.FPage = b.ID, i/bgPerLabel+1
		}
	}
	if j == min(i+n, len(list)) {
		info.Canonical = s.canonical(d, prefix, list, i, n, defN)
	} else {
		info.FID, info.FPage = 0, 0
	}
	if info.Canonical == "/" {
		info.Type = TypeEntry
	}
	var pager strings.Builder
	pager.WriteString(`<div class="blog-pager" id="blog-pager">`)
	if i > 0 {
		fmt.Fprintf(&pager, `<span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="%s" id="Blog1_blog-pager-newer-link" title="Newer Posts">Newer Posts</a></span>`,
			c.Href(fmt.Sprintf("%s?updated-max=%s&max-results=%d&reverse-paginate=true", prefix, bgStamp(d.pub[list[i]]), n)))
	}
	if j < len(list) {
		fmt.Fprintf(&pager, `<span id="blog-pager-older-link"><a class="blog-pager-older-link" href="%s" id="Blog1_blog-pager-older-link" title="Older Posts">Older Posts</a></span>`,
			c.Href(fmt.Sprintf("%s?updated-max=%s&max-results=%d", prefix, bgStamp(d.pub[list[j-1]]), n)))
	}
	fmt.Fprintf(&pager, `<a class="home-link" href="%s">Home</a></div><div class="clear"></div>`, c.Href(""))
	var h strings.Builder
	if label != "" {
		fmt.Fprintf(&h, `<div class="status-msg-wrap"><div class="status-msg-body">Showing posts with the label <b>%s</b>. <a href="%s">Show all posts</a></div><div class="status-msg-border"><div class="status-msg-bg"><div class="status-msg-hidden">Showing posts with the label <b>%s</b>. <a href="%s">Show all posts</a></div></div></div></div><div style="clear: both;"></div>`,
			Esc(label), c.Href(""), Esc(label), c.Href(""))
	}
	h.WriteString(s.posts(c, d, list[i:j]))
	title := ""
	if label != "" {
		title = label
	}
	return c.Page(info, s.frame(c, d, title, info.Canonical, h.String()+pager.String()+s.feedLinks(c, ""), list[i]))
}

// archive is a YYYY/ or YYYY/MM/ page: the period's posts, 20 at most, then Older Posts.
func (s bgSkin) archive(c *Ctx, d *bgData, path string, ts []*Thread) Response {
	shown := ts[:min(len(ts), bgPerLabel)]
	var h strings.Builder
	h.WriteString(s.posts(c, d, shown))
	h.WriteString(`<div class="blog-pager" id="blog-pager">`)
	if k := slices.Index(d.posts, shown[len(shown)-1]); len(ts) > len(shown) && k+1 < len(d.posts) {
		fmt.Fprintf(&h, `<span id="blog-pager-older-link"><a class="blog-pager-older-link" href="%s" id="Blog1_blog-pager-older-link" title="Older Posts">Older Posts</a></span>`,
			c.Href(fmt.Sprintf("search?updated-max=%s&max-results=%d", bgStamp(d.pub[d.posts[k]]), bgPerLabel)))
	}
	fmt.Fprintf(&h, `<a class="home-link" href="%s">Home</a></div><div class="clear"></div>`, c.Href(""))
	return c.Page(Info{Type: TypeIndex, Canonical: path}, s.frame(c, d, strings.TrimSuffix(path, "/"), path, h.String()+s.feedLinks(c, ""), ts[0]))
}

// posts renders the date-grouped posts of a listing, cut at the jump break.
func (s bgSkin) posts(c *Ctx, d *bgData, ts []*Thread) string {
	var h strings.Builder
	h.WriteString(`<div class="blog-posts hfeed">`)
	day := ""
	for _, t := range ts {
		pub := d.pub[t]
		if pub.Format("2006-01-02") != day {
			if day != "" {
				h.WriteString("</div></div>\n")
			}
			day = pub.Format("2006-01-02")
			fmt.Fprintf(&h, `<div class="date-outer"><h2 class="date-header"><span>%s</span></h2><div class="date-posts">`, pub.Format("Monday, January 2, 2006"))
		}
		body := t.Posts[0].Body
		jump := ""
		if len(body) > 2 {
			body = body[:2]
			jump = fmt.Sprintf(`<div class="jump-link"><a href="%s#more" title="%s">Read more &#187;</a></div>`, c.Href(d.path[t]), Esc(t.Title))
		}
		h.WriteString(s.article(c, d, t, `<h3 class="post-title entry-title" itemprop="name"><a href="`+c.Href(d.path[t])+`">`+Esc(t.Title)+`</a></h3>`, Paras(body, "<p>", "</p>\n")+jump, true))
	}
	if day != "" {
		h.WriteString("</div></div>\n")
	}
	h.WriteString(`</div>`)
	return h.String()
}

// article is one div.post-outer: title, body and the post footer.
func (s bgSkin) article(c *Ctx, d *bgData, t *Thread, title, body string, listing bool) string {
	pub := d.pub[t]
	i := slices.Index(t.Board.Category.Boards, t.Board)
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="post-outer"><div class="post hentry uncustomized-post-template" itemprop="blogPost" itemscope="itemscope" itemtype="http://schema.org/BlogPosting"><meta content="%d" itemprop="blogId"/><meta content="%s" itemprop="postId"/><a name="%s"></a>%s<div class="post-header"><div class="post-header-line-1"></div></div><div class="post-body entry-content" id="post-body-%s" itemprop="description articleBody">%s<div style="clear: both;"></div></div>`,
		s.blogID(c), d.postID[t], d.postID[t], title, d.postID[t], body)
	comments := len(t.Posts) - 1
	clink := fmt.Sprintf("%d comments:", comments)
	if comments == 0 {
		clink = "No comments:"
	}
	fmt.Fprintf(&h, `<div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">Posted by <span class="fn" itemprop="author" itemscope="itemscope" itemtype="http://schema.org/Person"><meta content="%s" itemprop="url"/><a class="g-profile" href="%s" rel="author" title="author profile"><span itemprop="name">%s</span></a></span></span> <span class="post-timestamp">at <meta content="%s" itemprop="url"/><a class="timestamp-link" href="%s" rel="bookmark" title="permanent link"><abbr class="published" itemprop="datePublished" title="%s">%s</abbr></a></span> `,
		s.profile(t.Author), s.profile(t.Author), Esc(t.Author.Name), c.Href(d.path[t]), c.Href(d.path[t]), pub.Format("2006-01-02T15:04:05-07:00"), pub.Format("3:04 PM"))
	if listing {
		fmt.Fprintf(&h, `<span class="post-comment-link"><a class="comment-link" href="%s#comment-form" onclick="">%s</a></span> `, c.Href(d.path[t]), clink)
	}
	share := fmt.Sprintf("https://www.blogger.com/share-post.g?blogID=%d&amp;postID=%s&amp;target=", s.blogID(c), d.postID[t])
	fmt.Fprintf(&h, `<span class="post-icons"><span class="item-control blog-admin pid-%d"><a href="https://www.blogger.com/post-edit.g?blogID=%d&amp;postID=%s&amp;from=pencil" title="Edit Post"><img alt="" class="icon-action" height="18" src="https://resources.blogblog.com/img/icon18_edit_allbkg.gif" width="18"/></a></span></span><div class="post-share-buttons goog-inline-block"><a class="goog-inline-block share-button sb-email" href="%semail" target="_blank" title="Email This"><span class="share-button-link-text">Email This</span></a><a class="goog-inline-block share-button sb-blog" href="%sblog" onclick="window.open(this.href, &quot;_blank&quot;, &quot;height=270,width=475&quot;); return false;" target="_blank" title="BlogThis!"><span class="share-button-link-text">BlogThis!</span></a><a class="goog-inline-block share-button sb-twitter" href="%stwitter" target="_blank" title="Share to X"><span class="share-button-link-text">Share to X</span></a><a class="goog-inline-block share-button sb-facebook" href="%sfacebook" onclick="window.open(this.href, &quot;_blank&quot;, &quot;height=430,width=640&quot;); return false;" target="_blank" title="Share to Facebook"><span class="share-button-link-text">Share to Facebook</span></a><a class="goog-inline-block share-button sb-pinterest" href="%spinterest" target="_blank" title="Share to Pinterest"><span class="share-button-link-text">Share to Pinterest</span></a></div></div>`,
		Hash("bgadmin", int(c.W.Seed))%100000000, s.blogID(c), d.postID[t], share, share, share, share, share)
	fmt.Fprintf(&h, `<div class="post-footer-line post-footer-line-2"><span class="post-labels">Labels: <a href="%s" rel="tag">%s</a></span></div><div class="post-footer-line post-footer-line-3"><span class="post-location"></span></div></div></div></div>`+"\n",
		c.Href(s.labelURL(d, t.Board)), Esc(d.labels[i]))
	return h.String()
}

func (s bgSkin) feedLinks(c *Ctx, postID string) string {
	if postID != "" {
		return fmt.Sprintf(`<div class="post-feeds"><div class="feed-links">Subscribe to: <a class="feed-link" href="%s" target="_blank" type="application/atom+xml">Post Comments (Atom)</a></div></div>`, c.Href("feeds/"+postID+"/comments/default"))
	}
	return fmt.Sprintf(`<div class="blog-feeds"><div class="feed-links">Subscribe to: <a class="feed-link" href="%s" target="_blank" type="application/atom+xml">Posts (Atom)</a></div></div>`, c.Href("feeds/posts/default"))
}

// post is a post page: the article, one page of comments and "Load more...".
func (s bgSkin) post(c *Ctx, d *bgData, t *Thread) Response {
	per := c.W.Shape.PostsPerPage
	total := t.Pages(per)
	page := 1
	if v := c.Query.Get("commentPage"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > total {
			return s.notFound(c, d)
		}
		page = n
	}
	if v := c.Query.Get("showComment"); v != "" {
		ms, _ := strconv.ParseInt(v, 10, 64)
		k := slices.IndexFunc(t.Posts, func(p *Post) bool { return p.Index > 0 && p.Time.UnixMilli() == ms })
		if k < 0 {
			return s.notFound(c, d)
		}
		page = PageOf(k, per)
	}
	pub := d.pub[t]
	var h strings.Builder
	fmt.Fprintf(&h, `<div class="blog-posts hfeed"><div class="date-outer"><h2 class="date-header"><span>%s</span></h2><div class="date-posts">`, pub.Format("Monday, January 2, 2006"))
	h.WriteString(s.article(c, d, t, `<h3 class="post-title entry-title" itemprop="name">`+Esc(t.Title)+`</h3>`, `<a name="more"></a>`+Paras(t.Posts[0].Body, "<p>", "</p>\n"), false))
	n := len(t.Posts) - 1
	heading := fmt.Sprintf("%d comments:", n)
	if n == 1 {
		heading = "1 comment:"
	} else if n == 0 {
		heading = "No comments:"
	}
	fmt.Fprintf(&h, `<div class="comments" id="comments"><a name="comments"></a><h4>%s</h4><div id="Blog1_comments-block-wrapper"><dl class="avatar-comment-indent" id="comments-block">`, heading)
	for _, p := range Page(t.Posts, page, per) {
		if p.Index == 0 {
			continue
		}
		cid := s.commentID(p)
		author := `Anonymous`
		switch Hash("bgauthor", p.Author.ID) % 5 {
		case 0:
		case 1:
			author = fmt.Sprintf(`<a href="https://%s.blogspot.com/" rel="nofollow">%s</a>`, strings.ReplaceAll(slug(p.Author.Name), "-", ""), Esc(p.Author.Name))
		default:
			author = fmt.Sprintf(`<a href="%s" rel="nofollow">%s</a>`, s.profile(p.Author), Esc(p.Author.Name))
		}
		fmt.Fprintf(&h, `
<dt class="comment-author " id="%s"><a name="%s"></a><div class="avatar-image-container vcard"><span dir="ltr"><img src="https://resources.blogblog.com/img/blank.gif" width="35" height="35" class="delayLoad" style="display: none;" title="%s"/></span></div>%s said...</dt>
<dd class="comment-body" id="Blog1_cmt-%s">%s</dd>
<dd class="comment-footer"><span class="comment-timestamp"><a href="%s" title="comment permalink">%s</a><span class="item-control blog-admin pid-%d"><a class="comment-delete" href="https://www.blogger.com/comment/delete/%d/%s" title="Delete Comment"><img src="https://resources.blogblog.com/img/icon_delete13.gif"/></a></span></span></dd>`,
			cid, cid, Esc(p.Author.Name), author, cid[1:], Paras(p.Body, "<p>", "</p>"),
			c.Href(fmt.Sprintf("%s?showComment=%d#%s", d.path[t], p.Time.UnixMilli(), cid)), p.Time.In(bgZone).Format("January 2, 2006 at 3:04 PM"),
			Hash("bgadmin", int(c.W.Seed))%100000000, s.blogID(c), cid[1:])
	}
	h.WriteString("\n</dl></div>")
	if page < total {
		fmt.Fprintf(&h, `<div class="loadmore"><a href="%s#comments">Load more...</a></div>`, c.Href(s.ThreadURL(t, page+1)))
	}
	fmt.Fprintf(&h, `<p class="comment-footer"><a href="https://www.blogger.com/comment/fullpage/post/%d/%s" onclick="">Post a Comment</a></p></div></div></div></div>`, s.blogID(c), d.postID[t])
	k := slices.Index(d.posts, t)
	h.WriteString(`<div class="blog-pager" id="blog-pager">`)
	if k > 0 {
		fmt.Fprintf(&h, `<span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="%s" id="Blog1_blog-pager-newer-link" title="Newer Post">Newer Post</a></span>`, c.Href(d.path[d.posts[k-1]]))
	}
	if k+1 < len(d.posts) {
		fmt.Fprintf(&h, `<span id="blog-pager-older-link"><a class="blog-pager-older-link" href="%s" id="Blog1_blog-pager-older-link" title="Older Post">Older Post</a></span>`, c.Href(d.path[d.posts[k+1]]))
	}
	fmt.Fprintf(&h, `<a class="home-link" href="%s">Home</a></div><div class="clear"></div>`, c.Href(""))
	h.WriteString(s.feedLinks(c, d.postID[t]))
	info := threadInfo(s, t, page)
	return c.Page(info, s.frame(c, d, t.Title, info.Canonical, h.String(), t))
}

func (s bgSkin) commentFeed(c *Ctx, d *bgData, t *Thread) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<?xml version='1.0' encoding='UTF-8'?><feed xmlns='http://www.w3.org/2005/Atom'><id>tag:blogger.com,1999:blog-%d.post%s..comments</id><title type='text'>%s</title>`, s.blogID(c), d.postID[t], Esc(t.Title))
	for _, p := range t.Posts[1:] {
		fmt.Fprintf(&b, `<entry><published>%s</published><title type='text'>%s</title><content type='html'>%s</content><link rel='alternate' type='text/html' href='%s'/><author><name>%s</name></author></entry>`,
			p.Time.In(bgZone).Format(time.RFC3339), Esc(clip(p.Body[0], 40)), Esc(strings.Join(p.Body, "\n")), Esc(c.URL(fmt.Sprintf("%s?showComment=%d#%s", d.path[t], p.Time.UnixMilli(), s.commentID(p)))), Esc(p.Author.Name))
	}
	b.WriteString(`</feed>`)
	return b.String()
}

func (s bgSkin) search(c *Ctx, d *bgData, q string) string {
	ts := firstN(d.posts, 20, func(t *Thread) bool { return strings.Contains(strings.ToLower(t.Title), strings.ToLower(q)) })
	msg := fmt.Sprintf(`<div class="status-msg-wrap"><div class="status-msg-body">Showing posts matching the search for <b>%s</b>. <a href="%s">Show all posts</a></div></div>`, Esc(q), c.Href(""))
	if len(ts) == 0 {
		msg = fmt.Sprintf(`<div class="status-msg-wrap"><div class="status-msg-body">No posts matching the query: <b>%s</b>. <a href="%s">Show all posts</a></div></div>`, Esc(q), c.Href(""))
	}
	return s.frame(c, d, "Search results for "+q, "", msg+s.posts(c, d, ts), nil)
}

// frame is the Simple template around main, with the sidebar widgets; cur is the
// post the page is about (it opens the archive widget at its month).
func (s bgSkin) frame(c *Ctx, d *bgData, title, canonical, main string, cur *Thread) string {
	full := bgBlog
	if title != "" {
		full = bgBlog + ": " + Esc(title)
	}
	link := ""
	switch canonical {
	case "/":
		link = fmt.Sprintf("<link href='%s' rel='canonical'/>\n", c.Href(""))
	case "":
	default:
		link = fmt.Sprintf("<link href='%s' rel='canonical'/>\n", c.Href(canonical))
	}
	var h strings.Builder
	fmt.Fprintf(&h, `<!DOCTYPE html>
<html class='v2' dir='ltr' lang='en' xmlns='http://www.w3.org/1999/xhtml' xmlns:b='http://www.google.com/2005/gml/b' xmlns:data='http://www.google.com/2005/gml/data' xmlns:expr='http://www.google.com/2005/gml/expr'>
<head>
<meta content='width=1100' name='viewport'/>
<meta content='text/html; charset=UTF-8' http-equiv='Content-Type'/>
<meta content='blogger' name='generator'/>
<link href='%s' rel='icon' type='image/x-icon'/>
%s<link rel="alternate" type="application/atom+xml" title="%s - Atom" href="%s" />
<link rel="alternate" type="application/rss+xml" title="%s - RSS" href="%s" />
<link rel="service.post" type="application/atom+xml" title="%s - Atom" href="https://www.blogger.com/feeds/%d/posts/default" />
<title>%s</title>
%s</head>
<body class='loading variant-simplysimple'>
<div class='navbar section' id='navbar' name='Navbar'><div class='widget Navbar' data-version='1' id='Navbar1'><script type="text/javascript">function setAttributeOnload(object, attribute, val) {if(window.addEventListener) {window.addEventListener('load', function(){ object[attribute] = val; }, false);} else {window.attachEvent('onload', function(){ object[attribute] = val; });}}</script><div id="navbar-iframe-container"></div></div></div>
<div class='body-fauxcolumns'><div class='fauxcolumn-outer body-fauxcolumn-outer'><div class='cap-top'><div class='cap-left'></div><div class='cap-right'></div></div><div class='fauxborder-left'><div class='fauxborder-right'></div><div class='fauxcolumn-inner'></div></div><div class='cap-bottom'><div class='cap-left'></div><div class='cap-right'></div></div></div></div>
<div class='content'><div class='content-fauxcolumns'></div><div class='content-outer'><div class='content-cap-top cap-top'><div class='cap-left'></div><div class='cap-right'></div></div><div class='fauxborder-left content-fauxborder-left'><div class='fauxborder-right content-fauxborder-right'></div><div class='content-inner'>
<header><div class='header-outer'><div class='header-cap-top cap-top'><div class='cap-left'></div><div class='cap-right'></div></div><div class='fauxborder-left header-fauxborder-left'><div class='fauxborder-right header-fauxborder-right'></div><div class='region-inner header-inner'><div class='header section' id='header' name='Header'><div class='widget Header' data-version='1' id='Header1'>
<div id='header-inner'><div class='titlewrapper'><h1 class='title'><a href='%s'>%s</a></h1></div><div class='descriptionwrapper'><p class='description'><span>Slow trains, cheap hostels and long walks: notes from the road.</span></p></div></div>
</div></div></div></div></div></header>
<div class='tabs-outer'><div class='tabs-cap-top cap-top'><div class='cap-left'></div><div class='cap-right'></div></div><div class='fauxborder-left tabs-fauxborder-left'><div class='fauxborder-right tabs-fauxborder-right'></div><div class='region-inner tabs-inner'><div class='tabs section' id='crosscol' name='Cross-Column'><div class='widget PageList' data-version='1' id='PageList1'><h2>Pages</h2><div class='widget-content'><ul><li><a href='%s'>Home</a></li><li><a href='%s'>About</a></li></ul><div class='clear'></div></div></div></div></div></div></div>
<div class='main-outer'><div class='main-cap-top cap-top'><div class='cap-left'></div><div class='cap-right'></div></div><div class='fauxborder-left main-fauxborder-left'><div class='fauxborder-right main-fauxborder-right'></div><div class='region-inner main-inner'>
<div class='columns fauxcolumns'><div class='columns-inner'>
<div class='column-center-outer'><div class='column-center-inner'><div class='main section' id='main' name='Main'><div class='widget Blog' data-version='1' id='Blog1'>
%s
</div></div></div></div>
<div class='column-right-outer'><div class='column-right-inner'><aside><div class='sidebar section' id='sidebar-right-1'>
`, c.Href("favicon.ico"), link, bgBlog, c.Href("feeds/posts/default"), bgBlog, c.Href("feeds/posts/default?alt=rss"), bgBlog, s.blogID(c), full, c.Styles(24),
		c.Href(""), bgBlog, c.Href(""), c.Href("p/about.html"), main)
	// Profile (the blog's contributors).
	h.WriteString(`<div class='widget Profile' data-version='1' id='Profile1'><h2>Contributors</h2><div class='widget-content'><ul>`)
	seen := map[*User]bool{}
	for _, t := range d.posts {
		if !seen[t.Author] && len(seen) < 6 {
			seen[t.Author] = true
			fmt.Fprintf(&h, `<li><a class='profile-name-link g-profile' href='%s' style='background-image: url(//www.blogger.com/img/logo-16.png);'>%s</a></li>`, s.profile(t.Author), Esc(t.Author.Name))
		}
	}
	h.WriteString(`</ul><div class='clear'></div></div></div>`)
	// Popular posts.
	pop := slices.Clone(d.posts)
	slices.SortStableFunc(pop, func(a, b *Thread) int { return b.Views - a.Views })
	h.WriteString(`<div class='widget PopularPosts' data-version='1' id='PopularPosts1'><h2>Popular Posts</h2><div class='widget-content popular-posts'><ul>`)
	for _, t := range pop[:min(5, len(pop))] {
		fmt.Fprintf(&h, `<li><div class='item-content'><div class='item-title'><a href='%s'>%s</a></div><div class='item-snippet'>%s</div></div><div style='clear: both;'></div></li>`, c.Href(d.path[t]), Esc(t.Title), Esc(clip(t.Posts[0].Body[0], 140)))
	}
	h.WriteString(`</ul><div class='clear'></div></div></div>`)
	// Blog archive, opened at the page's month.
	open := d.posts[0]
	if cur != nil {
		open = cur
	}
	openY, openM := d.pub[open].Format("2006"), d.pub[open].Format("2006/01")
	h.WriteString(`<div class='widget BlogArchive' data-version='1' id='BlogArchive1'><h2>Blog Archive</h2><div class='widget-content'><div id='ArchiveList'><div id='BlogArchive1_ArchiveList'><ul class='hierarchy'>`)
	for _, y := range d.years {
		state := map[bool]string{true: "expanded", false: "collapsed"}[y == openY]
		fmt.Fprintf(&h, `<li class='archivedate %s'><a class='toggle' href='javascript:void(0)'><span class='zippy%s'>%s&nbsp;</span></a><a class='post-count-link' href='%s'>%s</a> <span class='post-count' dir='ltr'>(%d)</span><ul class='hierarchy'>`,
			state, map[bool]string{true: " toggle-open", false: ""}[y == openY], map[bool]string{true: "&#9660;", false: "&#9658;"}[y == openY], c.Href(y+"/"), y, len(d.period[y]))
		for _, m := range d.months[y] {
			ms := map[bool]string{true: "expanded", false: "collapsed"}[m == openM]
			fmt.Fprintf(&h, `<li class='archivedate %s'><a class='toggle' href='javascript:void(0)'><span class='zippy'>&#9658;&nbsp;</span></a><a class='post-count-link' href='%s'>%s</a> <span class='post-count' dir='ltr'>(%d)</span>`,
				ms, c.Href(m+"/"), d.pub[d.period[m][0]].Format("January"), len(d.period[m]))
			if m == openM {
				h.WriteString(`<ul class='posts'>`)
				for _, t := range d.period[m] {
					fmt.Fprintf(&h, `<li><a href='%s'>%s</a></li>`, c.Href(d.path[t]), Esc(t.Title))
				}
				h.WriteString(`</ul>`)
			}
			h.WriteString(`</li>`)
		}
		h.WriteString(`</ul></li>`)
	}
	h.WriteString(`</ul></div></div><div class='clear'></div></div></div>`)
	// Labels.
	h.WriteString(`<div class='widget Label' data-version='1' id='Label1'><h2>Labels</h2><div class='widget-content list-label-widget-content'><ul>`)
	order := slices.Clone(c.W.Categories[0].Boards)
	slices.SortFunc(order, func(a, b *Board) int {
		return strings.Compare(d.labels[slices.Index(a.Category.Boards, a)], d.labels[slices.Index(b.Category.Boards, b)])
	})
	for _, b := range order {
		fmt.Fprintf(&h, `<li><a dir='ltr' href='%s'>%s</a> <span dir='ltr'>(%d)</span></li>`, c.Href(s.labelURL(d, b)), Esc(d.labels[slices.Index(b.Category.Boards, b)]), len(b.Threads))
	}
	fmt.Fprintf(&h, `</ul><div class='clear'></div></div></div>
</div></aside></div></div>
</div><div style='clear: both'></div></div></div></div>
<footer><div class='footer-outer'><div class='region-inner footer-inner'><div class='foot section' id='footer-1'></div><div class='section' id='footer-3' name='Footer'><div class='widget Attribution' data-version='1' id='Attribution1'><div class='widget-content' style='text-align: center;'>Simple theme. Powered by <a href='https://www.blogger.com' target='_blank'>Blogger</a>.</div><div class='clear'></div></div></div></div></div></footer>
</div></div></div></div>
<script type="text/javascript" src="https://www.blogger.com/static/v1/widgets/2975350358-widgets.js"></script>
%s</body>
</html>`, c.Scripts(8))
	return h.String()
}
