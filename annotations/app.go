package annotations

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"focus/fetch"
)

//go:embed app.html app.js
var assets embed.FS

// ErrNotLoopback is wrapped by Listen's error for an address other hosts
// could reach.
var ErrNotLoopback = errors.New("not a loopback address")

// appCSP keeps the app page itself to its own script and forms; the
// preview frame inherits it on top of its own PreviewCSP.
const appCSP = "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src data:; " +
	"form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

// Listen listens on addr, which must be a loopback one (127.0.0.0/8, ::1
// or localhost): the app has no login, so only this machine may reach it.
func Listen(addr string) (net.Listener, error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, fmt.Errorf("listen %q: %w", addr, err)
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return nil, fmt.Errorf("listen %q: %w (use 127.0.0.1:PORT)", addr, ErrNotLoopback)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("listen: %w", err)
	}
	return ln, nil
}

// AppConfig configures an App.
type AppConfig struct {
	Dir    string       // the annotations folder
	Fetch  fetch.Config // how sites are fetched; Delay is the politeness gap
	Logger *slog.Logger // nil: no logging
}

// App is the labelling web app, an http.Handler. It walks one site at a
// time; requests are served one at a time, as there is one person.
type App struct {
	dir    string
	client *fetch.Client
	log    *slog.Logger
	page   *template.Template
	mux    *http.ServeMux

	mu   sync.Mutex
	walk *walk // nil until a site is given
}

// walk is the state of labelling one site.
type walk struct {
	set    *Set
	q      Queue
	seen   map[string]bool
	labels map[string]string // URL -> its label
	cur    *shown            // the fetched page at q.Pending[0]; nil until fetched
	notes  []string          // pages passed over since the last page shown, and why
}

// shown is a fetched page waiting for its label.
type shown struct {
	url       string // after redirects
	html      []byte
	fetchedAt time.Time
	preview   string
}

// NewApp returns the app for cfg.
func NewApp(cfg AppConfig) (*App, error) {
	page, err := template.ParseFS(assets, "app.html")
	if err != nil {
		return nil, fmt.Errorf("app template: %w", err)
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	a := &App{dir: cfg.Dir, client: fetch.New(cfg.Fetch), log: log, page: page, mux: http.NewServeMux()}
	a.mux.HandleFunc("GET /{$}", a.home)
	a.mux.HandleFunc("POST /site", a.site)
	a.mux.HandleFunc("POST /label", a.label)
	a.mux.HandleFunc("GET /app.js", a.script)
	return a, nil
}

// ServeHTTP serves the app to requests addressed to a loopback host and, for
// forms, sent from the app's own pages: other web pages open in the same
// browser must not label (cross-site forms) or read it (DNS rebinding).
func (a *App) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	host := r.Host
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	if ip := net.ParseIP(strings.Trim(host, "[]")); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		http.Error(w, "this app answers only on loopback addresses", http.StatusForbidden)
		return
	}
	if o := r.Header.Get("Origin"); r.Method == http.MethodPost && o != "" && o != "http://"+r.Host {
		http.Error(w, "cross-origin form refused", http.StatusForbidden)
		return
	}
	a.mux.ServeHTTP(w, r)
}

// Start begins labelling the site of siteURL at that URL, or resumes the
// site's saved walk (queueing siteURL first if it is new to the walk).
func (a *App) Start(ctx context.Context, siteURL string) error {
	a.mu.Lock() // a page shown from the old walk must not save over the new one
	defer a.mu.Unlock()
	u, err := fetch.ParseURL(strings.TrimSpace(siteURL))
	if err != nil {
		return err
	}
	start := u.String()
	set, err := Open(a.dir, start)
	if err != nil {
		return err
	}
	wk := &walk{set: set, seen: make(map[string]bool), labels: make(map[string]string)}
	done, err := set.Labels()
	if err != nil {
		// The good lines still count; the bad ones stay in the file for a
		// person to mend, and their pages come round again.
		a.log.Warn("corrupt label lines", "err", err)
		wk.notes = append(wk.notes, err.Error())
	}
	for _, l := range done {
		wk.labels[l.URL] = l.Label
	}
	q, ok, err := set.LoadQueue()
	if err != nil {
		return err
	}
	if !ok {
		q = Queue{Start: start}
	}
	wk.q = q
	for _, s := range q.Seen {
		wk.seen[s] = true
	}
	if !wk.seen[start] {
		wk.seen[start] = true
		wk.q.Seen = append(wk.q.Seen, start)
		wk.q.Pending = append([]string{start}, wk.q.Pending...)
	}
	if err := set.SaveQueue(ctx, wk.q); err != nil {
		return err
	}
	a.log.Info("labelling", "site", set.Name(), "folder", set.Dir(), "labelled", len(wk.labels), "pending", len(wk.q.Pending))
	a.walk = wk
	return nil
}

// next makes w.cur the first pending page that is fetched, HTML and not yet
// labelled, passing over the others; w.cur stays nil when none is left.
func (w *walk) next(ctx context.Context, c *fetch.Client, log *slog.Logger) error {
	changed := false
	defer func() {
		if changed {
			if err := w.set.SaveQueue(context.WithoutCancel(ctx), w.q); err != nil {
				log.Error("save queue", "err", err)
			}
		}
	}()
	for w.cur == nil && len(w.q.Pending) > 0 {
		u := w.q.Pending[0]
		if _, ok := w.labels[u]; ok { // labelled before a crash dropped it from the queue
			w.pop()
			changed = true
			continue
		}
		p, err := c.Get(ctx, u)
		if ctx.Err() != nil {
			return ctx.Err() // the person left; the URL stays queued
		}
		final := u
		if err == nil {
			final = p.FinalURL
		}
		var why string
		switch {
		case err != nil:
			why = err.Error()
		case p.Status/100 != 2:
			why = fmt.Sprintf("HTTP %d", p.Status)
		case !isHTML(p.ContentType):
			why = "not HTML but " + p.ContentType
		case final != u && w.seen[final]:
			why = "redirects to " + final + ", queued already"
		}
		changed = true
		if why != "" {
			log.Info("passed over", "url", u, "why", why)
			w.notes = append(w.notes, "passed over "+u+": "+why)
			w.pop()
			continue
		}
		w.see(final)
		base, err := url.Parse(final)
		if err == nil {
			for _, l := range siteLinks(base, p.Body) {
				if !w.seen[l] {
					w.see(l)
					w.q.Pending = append(w.q.Pending, l)
				}
			}
		}
		w.cur = &shown{url: final, html: p.Body, fetchedAt: p.FetchedAt, preview: preview(p.Body)}
	}
	return nil
}

func (w *walk) see(u string) {
	if !w.seen[u] {
		w.seen[u] = true
		w.q.Seen = append(w.q.Seen, u)
	}
}

// pop drops the first pending URL, and the page shown for it.
func (w *walk) pop() {
	w.q.Pending = w.q.Pending[1:]
	w.cur = nil
}

func isHTML(contentType string) bool {
	mt, _, _ := strings.Cut(contentType, ";")
	mt = strings.ToLower(strings.TrimSpace(mt))
	return mt == "text/html" || mt == "application/xhtml+xml"
}

// view is what app.html shows.
type view struct {
	Sites    []Queue // saved walks, when no site is being labelled
	Site     string  // the site folder's name
	Dir      string
	Start    string
	Counts   []labelCount
	Labelled int
	Pending  int
	Page     *pageView
	Notes    []string
	Error    string
}

type labelCount struct {
	Label string
	N     int
}

type pageView struct {
	URL     string
	Preview string // escaped by the template into srcdoc
}

func (a *App) home(w http.ResponseWriter, r *http.Request) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.walk == nil {
		a.render(w, http.StatusOK, view{Sites: a.savedWalks()})
		return
	}
	if err := a.walk.next(r.Context(), a.client, a.log); err != nil {
		http.Error(w, err.Error(), http.StatusServiceUnavailable)
		return
	}
	a.render(w, http.StatusOK, a.walkView())
}

func (a *App) walkView() view {
	wk := a.walk
	v := view{Site: wk.set.Name(), Dir: wk.set.Dir(), Start: wk.q.Start, Labelled: len(wk.labels), Pending: len(wk.q.Pending), Notes: wk.notes}
	wk.notes = nil // each note is shown once
	n := make(map[string]int)
	for _, l := range wk.labels {
		n[l]++
	}
	for _, l := range []string{Entry, Index, Thread, Other} {
		v.Counts = append(v.Counts, labelCount{l, n[l]})
	}
	if wk.cur != nil {
		v.Page = &pageView{URL: wk.cur.url, Preview: wk.cur.preview}
	}
	return v
}

// savedWalks lists the walks saved under the annotations folder.
func (a *App) savedWalks() []Queue {
	entries, err := os.ReadDir(a.dir)
	if err != nil {
		return nil // no folder yet: nothing saved
	}
	var out []Queue
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		s := &Set{dir: filepath.Join(a.dir, e.Name()), name: e.Name()}
		if q, ok, err := s.LoadQueue(); err == nil && ok && q.Start != "" {
			out = append(out, q)
		}
	}
	return out
}

func (a *App) site(w http.ResponseWriter, r *http.Request) {
	if err := a.Start(r.Context(), r.FormValue("url")); err != nil {
		a.mu.Lock()
		defer a.mu.Unlock()
		a.render(w, http.StatusBadRequest, view{Sites: a.savedWalks(), Error: err.Error()})
		return
	}
	http.Redirect(w, r, "/", http.StatusSeeOther)
}

func (a *App) label(w http.ResponseWriter, r *http.Request) {
	label := r.FormValue("label")
	if label != "skip" && !ValidLabel(label) {
		http.Error(w, fmt.Sprintf("unknown label %q", label), http.StatusBadRequest)
		return
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	wk := a.walk
	// A form for another page (a double press, a stale tab) is ignored.
	if wk != nil && wk.cur != nil && r.FormValue("url") == wk.cur.url {
		if label != "skip" {
			if err := wk.set.Add(r.Context(), wk.cur.url, wk.cur.html, label, wk.cur.fetchedAt); err != nil {
				a.log.Error("save label", "err", err)
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
			wk.labels[wk.cur.url] = label
			a.log.Info("labelled", "url", wk.cur.url, "label", label)
		}
		wk.pop()
		if err := wk.set.SaveQueue(r.Context(), wk.q); err != nil {
			a.log.Error("save queue", "err", err)
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
	}
	http.Redirect(w, r, "/", http.StatusSeeOther)
}

func (a *App) script(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	http.ServeFileFS(w, r, assets, "app.js")
}

func (a *App) render(w http.ResponseWriter, status int, v view) {
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Security-Policy", appCSP)
	h.Set("Referrer-Policy", "same-origin") // "no-referrer" would make form posts send "Origin: null"
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	if err := a.page.Execute(w, v); err != nil {
		a.log.Error("render", "err", err)
	}
}
