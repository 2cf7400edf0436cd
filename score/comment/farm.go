package comment

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/net/html"

	"focus/align"
	"focus/sim"
)

// commentKind reports the kinds of farm site whose threads are comment
// sections under a piece of content the site wrote: blog posts, news
// articles, photos. In a forum or on a Q&A site the opening post is
// written by a user in the same markup as the replies, so no class name
// tells a thread nobody answered from one with answers, and what the
// markup marks is posts, not comments: such threads are labelled neither
// way and take no part in learning or evaluating comment keywords; the
// other pages of those sites are pages without comments (FarmBackground).
func commentKind(k sim.Kind) bool {
	switch k {
	case sim.Blog, sim.News, sim.Media:
		return true
	}
	return false
}

// FarmPackages returns the farm packages that have comment sections.
func FarmPackages() []*sim.Package {
	return slices.DeleteFunc(sim.Packages(), func(p *sim.Package) bool { return !commentKind(p.Kind) })
}

// FarmPages renders up to perClass pages with comments and perClass pages
// without (see sample for which) from a farm package with comment
// sections, picked at random by seed and labelled by what the site says of
// each page: a thread page (a post and its comments) has comments when its
// thread has posts besides the opening one (a page of a thread shows the
// posts of its slice, so every page of such a thread shows a comment);
// every other page (listings, archives, posts nobody commented on, about
// and login pages) has none. Pages are rendered in process, straight from
// the site's world: no walk of the whole site.
func FarmPages(p *sim.Package, perClass int, seed uint64) ([]Labelled, error) {
	if !commentKind(p.Kind) {
		return nil, fmt.Errorf("farm package %s is a %s: its threads are not comment sections (see FarmBackground)", p.Name, p.Kind)
	}
	return farmThreads(p, perClass, seed), nil
}

// farmThreads is FarmPages for any farm package. On a forum or a Q&A
// site a thread page then has comments when its thread has replies, as
// sim/web counts them, and the hard negatives are the threads nobody
// answered. Learning never sees forum threads (see commentKind); tests
// measure the list on them.
func farmThreads(p *sim.Package, perClass int, seed uint64) []Labelled {
	f := newFarmSite(p)
	var with, bare []string
	sh := p.Shape
	for _, th := range f.s.World.Threads {
		if len(th.Posts) == 1 {
			bare = append(bare, f.abs(p.Skin.ThreadURL(th, 1)))
			continue
		}
		for pg := 1; pg <= th.Pages(sh.PostsPerPage); pg++ {
			with = append(with, f.abs(p.Skin.ThreadURL(th, pg)))
		}
	}
	r := rand.New(rand.NewPCG(seed, sim.Hash("comment", p.Name)))
	return sample(p.Name, with, bare, f.rest(), perClass, r, f.render)
}

// FarmBackground renders up to n pages of a farm package without comment
// sections (a forum, a Q&A site) that are not threads: listings, profiles,
// login and help pages, labelled none. They are the rest of the web a
// crawl meets: a keyword that fires on them is no comment keyword. A page
// that shows a reply of the world in full (a member's page listing the
// member's comments in the comments' own markup, as Mbin's does) carries
// comments, and is left out.
func FarmBackground(p *sim.Package, n int, seed uint64) ([]Labelled, error) {
	if commentKind(p.Kind) {
		return nil, fmt.Errorf("farm package %s has comment sections: use FarmPages", p.Name)
	}
	f := newFarmSite(p)
	replies := f.replies()
	render := func(raw string) ([]byte, bool) {
		body, ok := f.render(raw)
		return body, ok && !showsReply(body, replies)
	}
	r := rand.New(rand.NewPCG(seed, sim.Hash("background", p.Name)))
	return sample(p.Name, nil, nil, f.rest(), n, r, render), nil
}

// openingLen is how much of a reply's first paragraph identifies it.
const openingLen = 40

// replies are the openings of the world's replies (every post but a
// thread's first), whitespace collapsed.
func (f farmSite) replies() map[string]bool {
	out := map[string]bool{}
	for _, th := range f.s.World.Threads {
		for _, p := range th.Posts[1:] {
			if len(p.Body) > 0 {
				if o := strings.Join(strings.Fields(p.Body[0]), " "); len(o) >= openingLen {
					out[o[:openingLen]] = true
				}
			}
		}
	}
	return out
}

// showsReply reports whether a text of the page starts as one of replies.
func showsReply(body []byte, replies map[string]bool) bool {
	root, err := align.ParseHTML(body)
	if err != nil {
		return false
	}
	for n := range root.Descendants() {
		if n.Type == html.TextNode {
			if t := strings.Join(strings.Fields(n.Data), " "); len(t) >= openingLen && replies[t[:openingLen]] {
				return true
			}
		}
	}
	return false
}

// farmSite renders one farm package's pages in process.
type farmSite struct {
	s    *sim.Site
	base string
}

func newFarmSite(p *sim.Package) farmSite {
	return farmSite{s: sim.NewSite(p), base: fmt.Sprintf("http://127.0.0.1:%d", sim.DefaultPort(p.Name))}
}

// abs makes a mount-relative URL absolute.
func (f farmSite) abs(rel string) string {
	if strings.HasPrefix(rel, "/") {
		return f.base + rel
	}
	return f.base + f.s.Pkg.Mount + rel
}

// respond renders raw: its body and type, ok false for redirects, errors
// and feeds.
func (f farmSite) respond(raw string) (string, sim.Info, bool) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", sim.Info{}, false
	}
	resp := f.s.Respond(u, "")
	if resp.Status != 200 || resp.Location != "" || (resp.ContentType != "" && !strings.HasPrefix(resp.ContentType, "text/html")) {
		return "", sim.Info{}, false
	}
	return resp.Body, resp.Info, true
}

// rest lists the pages that are not threads: the entry, every listing page
// and the pages those link to that are not threads either (about, login,
// profiles, archives).
func (f farmSite) rest() []string {
	seen := map[string]bool{}
	var out, listings []string
	add := func(raw string) {
		if !seen[raw] {
			seen[raw] = true
			out = append(out, raw)
		}
	}
	add(f.base + f.s.EntryPath())
	listings = append(listings, f.base+f.s.EntryPath())
	sh := f.s.Pkg.Shape
	for _, b := range f.s.World.Boards {
		for pg := 1; pg <= b.Pages(sh.ThreadsPerPage); pg++ {
			if rel := f.s.Pkg.Skin.BoardURL(b, pg); rel != "" {
				add(f.abs(rel))
				if pg == 1 && len(listings) < 4 {
					listings = append(listings, f.abs(rel))
				}
			}
		}
	}
	// The other pages are reached only by links: take those of the entry
	// and a few listings.
	for _, l := range listings {
		body, _, ok := f.respond(l)
		if !ok {
			continue
		}
		base, _ := url.Parse(l)
		for _, href := range sim.Links(body) {
			u, err := base.Parse(href)
			if err != nil || u.Host != base.Host {
				continue
			}
			u.Fragment = ""
			if _, info, ok := f.respond(u.String()); ok && info.Type != sim.TypeThread {
				add(u.String())
			}
		}
	}
	return out
}

// render is sample's renderer: a page's HTML, ok false for redirects,
// errors and feeds.
func (f farmSite) render(raw string) ([]byte, bool) {
	body, _, ok := f.respond(raw)
	return []byte(body), ok
}

// sample picks up to perClass pages of with (pages with comments) and as
// many without: up to half of them posts without comments (bare), the rest
// from every other page. The bare posts are the hard negatives: they share
// everything with the pages with comments (article markup, share buttons,
// the comment form) except the comments, so a class name that fires on
// them is not about comments. Sampled uniformly, pages without comments
// would be mostly listings, and learning would pick article markup.
func sample(site string, with, bare, rest []string, perClass int, r *rand.Rand, render func(string) ([]byte, bool)) []Labelled {
	var out []Labelled
	take := func(urls []string, n int, comments bool) int {
		slices.Sort(urls)
		r.Shuffle(len(urls), func(i, j int) { urls[i], urls[j] = urls[j], urls[i] })
		got := 0
		for _, raw := range urls {
			if got == n {
				break
			}
			if body, ok := render(raw); ok {
				out = append(out, Labelled{Site: site, URL: raw, Comments: comments, HTML: body})
				got++
			}
		}
		return got
	}
	take(with, perClass, true)
	nb := take(bare, perClass/2, false)
	take(rest, perClass-nb, false)
	return out
}

// mirrorTruth is what MirrorPages reads of a mirror's truth file.
type mirrorTruth struct {
	Pages map[string]struct {
		Type    string `json:"type"`
		Status  int    `json:"status"`
		TID     int    `json:"tid"`
		PostIDs []any  `json:"post_ids"`
	} `json:"pages"`
	Threads map[string]struct {
		Posts int `json:"posts"`
	} `json:"threads"`
}

// MirrorPages samples up to perClass HTML pages with comments and perClass
// without from a mirrored blog: a WARC file and the truth file beside it
// (name.warc.gz, name.truth.json). As on the farm, a thread page (a blog
// post's) has comments when the truth counts more than one post in its
// thread (Chyrp counts the blog post and its comments). A truth that names
// no comment (ids "c1", "c2" ... beside the posts' "p1") is a forum's and
// an error.
func MirrorPages(warcPath string, perClass int, seed uint64) ([]Labelled, error) {
	name := strings.TrimSuffix(filepath.Base(warcPath), ".warc.gz")
	raw, err := os.ReadFile(filepath.Join(filepath.Dir(warcPath), name+".truth.json"))
	if err != nil {
		return nil, fmt.Errorf("mirror comment pages: %w", err)
	}
	var t mirrorTruth
	if err := json.Unmarshal(raw, &t); err != nil {
		return nil, fmt.Errorf("mirror comment pages: %s truth: %w", name, err)
	}
	// A blog's truth names its posts "p1" and their comments "c1"; a
	// forum's posts are numbers, and its threads are posts, not comment
	// sections (see commentKind).
	authored := false
	for _, p := range t.Pages {
		for _, id := range p.PostIDs {
			if s, ok := id.(string); ok && strings.HasPrefix(s, "c") {
				authored = true
			}
		}
	}
	if !authored {
		return nil, fmt.Errorf("mirror comment pages: the truth of %s names no comments: a forum's threads are not comment sections", name)
	}
	var with, bare, rest []string
	for u, p := range t.Pages {
		switch {
		case p.Status != 200:
		case p.Type == "thread" && t.Threads[strconv.Itoa(p.TID)].Posts > 1:
			with = append(with, u)
		case p.Type == "thread":
			bare = append(bare, u)
		default:
			rest = append(rest, u)
		}
	}
	rp, err := sim.OpenReplay(warcPath)
	if err != nil {
		return nil, fmt.Errorf("mirror comment pages: %w", err)
	}
	render := func(raw string) ([]byte, bool) {
		u, err := url.Parse(raw)
		if err != nil {
			return nil, false
		}
		body, status, ok := rp.Body(u)
		return body, ok && status == 200 && looksHTML(body)
	}
	return sample(name, with, bare, rest, perClass, rand.New(rand.NewPCG(seed, sim.Hash("comment", name))), render), nil
}

func looksHTML(b []byte) bool {
	head := strings.ToLower(string(b[:min(len(b), 512)]))
	return strings.Contains(head, "<html") || strings.Contains(head, "<!doctype html")
}
