package sim

import (
	"fmt"
	"html"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
)

// Kind is what sort of site a package is.
type Kind string

const (
	Forum Kind = "forum"
	Blog  Kind = "blog"
	QA    Kind = "qa"
	Media Kind = "media"
	News  Kind = "news"
)

// Page types, as the ground truth names them.
const (
	TypeEntry  = "entry"
	TypeIndex  = "index"
	TypeThread = "thread"
	TypeOther  = "other"
)

// Package is one emulated site software: its URL scheme, markup and habits.
type Package struct {
	Name           string // id on the command line, e.g. "phpbb3"
	Software       string // what it emulates, e.g. "phpBB 3.3 (prosilver)"
	Kind           Kind
	Shape          Shape
	Mount          string // path the site lives under: "/", "/forum/", "/community/bbs/"
	Beside         bool   // a shop shares the host (at "/" when mounted below it, else at /shop/)
	Session        string // URL parameter carrying a guest session id, "" for none
	Robots         string // robots.txt body, "" for none (404)
	JSPaging       bool   // page links exist only in JavaScript
	Unseen         bool   // kept out of the shipped model's training: a test of generalisation only
	OnePageThreads bool   // the software shows a whole thread on one page: its threads never page
	Seed           int64
	Skin           Skin
}

// Skin renders one package: it routes mount-relative requests and builds canonical URLs.
type Skin interface {
	// Entry is the mount-relative path (and query) of the forum's entry page.
	Entry() string
	// BoardURL is the canonical mount-relative URL of page p (1-based) of board b.
	// Tables derived from the site's content are at b.World.Derived (t.Board.World for threads).
	BoardURL(b *Board, p int) string
	// ThreadURL is the canonical mount-relative URL of page p (1-based) of thread t.
	ThreadURL(t *Thread, p int) string
	// Serve answers one request.
	Serve(c *Ctx) Response
}

// Ctx is one request as a skin sees it.
type Ctx struct {
	W        *World
	Pkg      *Package
	Path     string     // path below the mount, without its leading slash ("" for the mount itself)
	Query    url.Values // the query, session parameter removed
	RawQuery string     // the query as sent (';'-separated queries such as SMF's are lost in Query)
	Sid      string     // guest session id to carry in links, "" for none
	site     *Site
}

// Response is a skin's answer, with what the ground truth needs to know about it.
type Response struct {
	Status      int
	Location    string // mount-relative redirect target
	ContentType string // default text/html; charset=utf-8
	Body        string
	Info        Info
}

// Info labels a response for the ground truth.
type Info struct {
	Type       string
	TID, Page  int    // thread id and 1-based page, for thread pages
	FID, FPage int    // board id and 1-based page, for index pages
	Canonical  string // mount-relative canonical URL ("" when the URL is its own canonical)
	Trap       bool   // links from here lead into an endless space: the truth does not follow them
}

// Int reads an integer query parameter, 0 when absent or malformed.
func (c *Ctx) Int(name string) int {
	n, _ := strconv.Atoi(c.Query.Get(name))
	return n
}

// Href turns a mount-relative URL into an attribute-ready absolute path,
// carrying the session id as the real packages do for cookieless guests.
func (c *Ctx) Href(rel string) string {
	return html.EscapeString(c.URL(rel))
}

// URL is Href without the attribute escaping.
func (c *Ctx) URL(rel string) string {
	u := c.Pkg.Mount + rel
	if c.Sid != "" && c.Pkg.Session != "" {
		frag := ""
		if i := strings.IndexByte(u, '#'); i >= 0 {
			u, frag = u[:i], u[i:]
		}
		sep := "?"
		if strings.Contains(u, "?") {
			sep = "&"
		}
		u += sep + c.Pkg.Session + "=" + c.Sid + frag
	}
	return u
}

// Page answers 200 with an HTML body.
func (c *Ctx) Page(info Info, body string) Response {
	return Response{Status: http.StatusOK, Body: body, Info: info}
}

// Redirect answers 302 to a mount-relative URL; info labels the page it ends on.
func (c *Ctx) Redirect(rel string, info Info) Response {
	return Response{Status: http.StatusFound, Location: rel, Info: info}
}

// NotFound answers the package's 404 page.
func (c *Ctx) NotFound(body string) Response {
	return Response{Status: http.StatusNotFound, Body: body, Info: Info{Type: TypeOther}}
}

// Site serves one package's world over HTTP.
type Site struct {
	Pkg   *Package
	World *World

	mu       sync.Mutex
	sessions map[string]int // session id -> requests made with it
	issued   int
	chrome   map[string]string // Styles and Scripts output, the same on every page
}

// sessionLife is how many requests a guest session id lasts; after that the
// site hands out a new one, as expiring sessions do, so the same page comes
// back under a new URL.
const sessionLife = 60

// NewSite builds a package's world and the server for it.
func NewSite(p *Package) *Site {
	return &Site{Pkg: p, World: NewWorld(p.Seed, p.Shape), sessions: map[string]int{}, chrome: map[string]string{}}
}

// EntryPath is the absolute path of the entry page.
func (s *Site) EntryPath() string { return s.Pkg.Mount + s.Pkg.Skin.Entry() }

// ServeHTTP answers a request the way the emulated software would.
func (s *Site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	sid := ""
	if s.Pkg.Session != "" {
		sid = s.session(r.URL.Query().Get(s.Pkg.Session))
	}
	resp := s.Respond(r.URL, sid)
	if resp.Location != "" {
		w.Header().Set("Location", resp.Location)
	}
	ct := resp.ContentType
	if ct == "" {
		ct = "text/html; charset=utf-8"
	}
	w.Header().Set("Content-Type", ct)
	// Pages print "Today" and dates without a year at the world's clock.
	w.Header().Set("Date", s.World.Now.UTC().Format(http.TimeFormat))
	w.WriteHeader(resp.Status)
	if r.Method != http.MethodHead {
		_, _ = w.Write([]byte(resp.Body))
	}
}

// session returns the id to use for a request that carried id, issuing a new one
// when it is missing, unknown or expired.
func (s *Site) session(id string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if n, ok := s.sessions[id]; ok && n < sessionLife {
		s.sessions[id] = n + 1
		return id
	}
	s.issued++
	id = fmt.Sprintf("%016x%016x", Hash("sid", s.Pkg.Name, s.issued), Hash("sid2", int(s.Pkg.Seed), s.issued))
	s.sessions[id] = 1
	return id
}

// Respond answers a request without HTTP; sid is the session id to carry in links.
// Redirect targets come back as absolute paths.
func (s *Site) Respond(u *url.URL, sid string) Response {
	path := u.Path
	if path == "/robots.txt" {
		if s.Pkg.Robots == "" {
			return Response{Status: http.StatusNotFound, ContentType: "text/plain; charset=utf-8", Body: "Not found\n", Info: Info{Type: TypeOther}}
		}
		return Response{Status: http.StatusOK, ContentType: "text/plain; charset=utf-8", Body: s.Pkg.Robots, Info: Info{Type: TypeOther}}
	}
	q := u.Query()
	if s.Pkg.Session != "" {
		q.Del(s.Pkg.Session)
	}
	mount := s.Pkg.Mount
	c := &Ctx{W: s.World, Pkg: s.Pkg, Query: q, RawQuery: u.RawQuery, Sid: sid, site: s}
	var resp Response
	shop := shopRoot(mount)
	inShop := s.Pkg.Beside && strings.HasPrefix(path, shop) && !(mount != "/" && strings.HasPrefix(path, mount))
	switch {
	case inShop:
		resp = serveShop(c, path[len(shop):])
	case strings.HasPrefix(path, mount):
		c.Path = path[len(mount):]
		resp = s.Pkg.Skin.Serve(c)
	case path+"/" == mount:
		resp = Response{Status: http.StatusMovedPermanently, Location: "", Info: Info{Type: TypeEntry}}
	case path == "/":
		resp = Response{Status: http.StatusFound, Location: s.Pkg.Skin.Entry(), Info: Info{Type: TypeEntry}}
	default:
		resp = Response{Status: http.StatusNotFound, Body: notFoundPage, Info: Info{Type: TypeOther}}
	}
	if resp.Status >= 300 && resp.Status < 400 && !strings.HasPrefix(resp.Location, "/") {
		resp.Location = c.URL(resp.Location)
	}
	return resp
}

const notFoundPage = "<!DOCTYPE html><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p></body></html>"

// Styles is the package's inline stylesheet of about kb kilobytes, built once per site.
func (c *Ctx) Styles(kb int) string {
	return c.site.furniture(fmt.Sprint("css", kb), func() string { return Styles(c.Pkg.Name, kb) })
}

// Scripts is the package's inline JavaScript of about kb kilobytes, built once per site.
func (c *Ctx) Scripts(kb int) string {
	return c.site.furniture(fmt.Sprint("js", kb), func() string { return Scripts(c.Pkg.Name, kb) })
}

func (s *Site) furniture(key string, build func() string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.chrome[key]
	if !ok {
		v = build()
		s.chrome[key] = v
	}
	return v
}
