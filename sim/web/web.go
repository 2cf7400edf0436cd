package web

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
)

// Kind is what sort of page a page is.
type Kind string

// Page kinds.
const (
	Article     Kind = "article"     // blog post, news story, review, reference entry (with its comments)
	Thread      Kind = "thread"      // one page of a forum thread (opening post and/or replies)
	Listing     Kind = "listing"     // home, section, category, tag, archive, author, board, directory and portal pages
	Print       Kind = "print"       // printer-friendly copy of an article or thread: its text, no comments
	Profile     Kind = "profile"     // a forum member's page
	Boilerplate Kind = "boilerplate" // about, contact, privacy, login, register, submit, newsletter ...
	Feed        Kind = "feed"        // RSS (application/rss+xml: no links a crawler reads)
)

// Page is the ground truth of one page.
type Page struct {
	URL      string // absolute, as the crawl logs it (see [Web.Truth])
	Site     string // site id, e.g. "healthblog"
	SiteKind string // "directory", "portal", "blog", "news", "reference", "review", "forum"
	Kind     Kind
	Lang     string // "en", "de" or "fr": the page's language (the site's for boilerplate)
	// Topic is the topic id (see text.Topics) of a page about one topic:
	// articles, threads, print views and single-topic listings (section,
	// category, tag and board pages). "" for mixed or no topic.
	Topic string
	Title string // the <title> text before the site name
	// HasComments: the page shows at least one user comment (a comment
	// under an article, a reply in a forum thread). Comments counts them.
	HasComments bool
	Comments    int
	// CommentClass is the class of the comment section's container on a
	// page with comments ("comments-area", "user-feedback", "discussion" ...).
	CommentClass string
	// Decoy is a class name holding a comment keyword on a page WITHOUT
	// comments, as real sites have them: "comments-link" or "comment-count"
	// next to listing items, "replies" columns on forum boards, an empty
	// "comment-respond" form under an article nobody commented. "" if none.
	Decoy string
	// Sentiment is the share of the page's own sentences (article body and
	// comments, or forum posts; teasers on listings) that the generator
	// wrote as opinions (text.Gen.Opinion): 0 for neutral text, 0.5-0.9 for
	// reviews, rants and praise. Navigation and boilerplate count for
	// nothing: 0.
	Sentiment float64
	// Polarity is (positive - negative) / opinion sentences, in [-1, 1]; 0 when none.
	Polarity float64
}

// Content reports whether the page is an article or a thread page.
func (p Page) Content() bool { return p.Kind == Article || p.Kind == Thread }

// Opinionated reports whether at least half of the page's sentences are opinions.
func (p Page) Opinionated() bool { return p.Sentiment >= OpinionThreshold }

// OpinionThreshold is the Sentiment from which a page counts as opinionated.
const OpinionThreshold = 0.5

// Options tunes a Web.
type Options struct {
	// BasePort, if set, puts site i on 127.0.0.1:BasePort+i, so URLs stay
	// the same between runs; 0 lets the OS choose the ports.
	BasePort int
	// Scale multiplies the number of articles and threads per section
	// (0 means 1): 0.3 makes a quick web of some 2,000 pages.
	Scale float64
}

// Site describes one site of the web.
type Site struct {
	ID, Title string
	Kind      string // as Page.SiteKind
	Lang      string // main language ("" for the multilingual directory)
	Topics    []string
	Family    string // comment markup family ("" for no comments)
	Base      string // "http://127.0.0.1:PORT" (a placeholder before Start without BasePort)
}

// Web is the generated web and, once started, its servers.
type Web struct {
	seed    int64
	opts    Options
	sites   []*site
	bases   []string
	hosts   map[string]*site  // "127.0.0.1:PORT" -> site
	chromes map[string]string // site id + "css"/"js" -> inline style or script

	mu      sync.Mutex
	servers []*http.Server
	stop    context.CancelFunc
	done    chan struct{}
}

// New builds the web for seed. Same seed, same web.
func New(seed int64, opts Options) *Web {
	w := &Web{seed: seed, opts: opts}
	w.build()
	bases := make([]string, len(w.sites))
	for i, s := range w.sites {
		if opts.BasePort > 0 {
			bases[i] = fmt.Sprintf("http://127.0.0.1:%d", opts.BasePort+i)
		} else {
			bases[i] = "http://" + s.id + ".invalid"
		}
	}
	w.setBases(bases)
	return w
}

func (w *Web) setBases(bases []string) {
	w.bases = bases
	w.hosts = map[string]*site{}
	for i, b := range bases {
		u, _ := url.Parse(b)
		w.hosts[strings.ToLower(u.Host)] = w.sites[i]
	}
}

// Start serves every site on loopback until ctx ends or Close is called.
func (w *Web) Start(ctx context.Context) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.servers != nil {
		return errors.New("web already started")
	}
	lns := make([]net.Listener, 0, len(w.sites))
	bases := make([]string, len(w.sites))
	for i, s := range w.sites {
		addr := "127.0.0.1:0"
		if w.opts.BasePort > 0 {
			addr = fmt.Sprintf("127.0.0.1:%d", w.opts.BasePort+i)
		}
		ln, err := net.Listen("tcp", addr)
		if err != nil {
			for _, l := range lns {
				_ = l.Close()
			}
			return fmt.Errorf("serve %s: %w", s.id, err)
		}
		lns = append(lns, ln)
		bases[i] = "http://" + ln.Addr().String()
	}
	w.setBases(bases)
	for i, s := range w.sites {
		srv := &http.Server{Handler: w.handler(s), ReadHeaderTimeout: 10 * time.Second}
		w.servers = append(w.servers, srv)
		go func(ln net.Listener, id string) {
			if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
				slog.Error("web site stopped", "site", id, "err", err)
			}
		}(lns[i], s.id)
	}
	ctx, w.stop = context.WithCancel(ctx)
	w.done = make(chan struct{})
	go func() {
		<-ctx.Done()
		w.shutdown()
		close(w.done)
	}()
	return nil
}

func (w *Web) shutdown() {
	sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	w.mu.Lock()
	servers := w.servers
	w.mu.Unlock()
	for _, srv := range servers {
		_ = srv.Shutdown(sctx)
	}
}

// Close stops the servers.
func (w *Web) Close() error {
	w.mu.Lock()
	stop, done := w.stop, w.done
	w.mu.Unlock()
	if stop == nil {
		return nil
	}
	stop()
	<-done
	return nil
}

// Sites describes the sites, in a stable order.
func (w *Web) Sites() []Site {
	out := make([]Site, len(w.sites))
	for i, s := range w.sites {
		var topics []string
		seen := map[string]bool{}
		for _, sec := range s.secs {
			if !seen[sec.topic] {
				seen[sec.topic] = true
				topics = append(topics, sec.topic)
			}
		}
		out[i] = Site{ID: s.id, Title: s.title, Kind: s.kind, Lang: string(s.lang), Topics: topics, Family: s.family, Base: w.bases[i]}
	}
	return out
}

// Seeds are the start URLs: the home pages of the two link directories
// and of the news portal.
func (w *Web) Seeds() []string {
	var out []string
	for i, s := range w.sites {
		if s.kind == "directory" || s.kind == "portal" {
			out = append(out, w.bases[i]+"/")
		}
	}
	return out
}

// Len is the number of pages with a truth (200 responses other than robots.txt).
func (w *Web) Len() int {
	n := 0
	for _, s := range w.sites {
		n += len(s.order)
	}
	return n
}

// Pages is the truth of every page, site by site in a stable order.
func (w *Web) Pages() []Page {
	out := make([]Page, 0, w.Len())
	for i, s := range w.sites {
		for _, k := range s.order {
			p := s.pages[k].truth
			p.URL = w.bases[i] + k
			out = append(out, p)
		}
	}
	return out
}

// Truth is the truth of the page at rawURL, if the web serves one there
// (404s, robots.txt and foreign hosts have none). The URL is taken as the
// crawl logs it (a link's href resolved against its page, or a final URL)
// and normalised as crawl.Normalize does: scheme and host case, default
// port, empty path, fragment and query order do not matter.
func (w *Web) Truth(rawURL string) (Page, bool) {
	u, err := url.Parse(rawURL)
	if err != nil || strings.ToLower(u.Scheme) != "http" {
		return Page{}, false
	}
	s := w.hosts[strings.ToLower(u.Host)]
	if s == nil {
		return Page{}, false
	}
	k := key(u.EscapedPath(), u.RawQuery)
	d := s.pages[k]
	if d == nil {
		return Page{}, false
	}
	p := d.truth
	p.URL = w.bases[s.idx] + k
	return p, true
}

// key is the registry key of a path and raw query: the path as sent ("/"
// for none) and the query sorted by name, as crawl.Normalize has it.
func key(path, rawQuery string) string {
	if path == "" {
		path = "/"
	}
	if rawQuery == "" {
		return path
	}
	q, err := url.ParseQuery(rawQuery)
	if err != nil {
		return path + "?" + rawQuery
	}
	if e := q.Encode(); e != "" {
		return path + "?" + e
	}
	return path
}

// handler serves one site.
func (w *Web) handler(s *site) http.Handler {
	return http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			rw.Header().Set("Allow", "GET, HEAD")
			http.Error(rw, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		if r.URL.Path == "/robots.txt" {
			rw.Header().Set("Content-Type", "text/plain; charset=utf-8")
			_, _ = rw.Write([]byte("User-agent: *\nDisallow:\n"))
			return
		}
		status, ctype, body := w.serve(s, r.URL.EscapedPath(), r.URL.RawQuery)
		rw.Header().Set("Content-Type", ctype)
		rw.Header().Set("Content-Length", fmt.Sprint(len(body)))
		rw.WriteHeader(status)
		if r.Method != http.MethodHead {
			_, _ = rw.Write([]byte(body))
		}
	})
}

// serve answers a request in process.
func (w *Web) serve(s *site, path, rawQuery string) (status int, ctype, body string) {
	d := s.pages[key(path, rawQuery)]
	if d == nil {
		return http.StatusNotFound, "text/html; charset=utf-8", w.notFound(s)
	}
	r := &rdr{w: w, s: s}
	d.render(r)
	ctype = d.ctype
	if ctype == "" {
		ctype = "text/html; charset=utf-8"
	}
	return http.StatusOK, ctype, r.b.String()
}
