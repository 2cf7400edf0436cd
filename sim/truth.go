package sim

import (
	"fmt"
	"net/url"
	"strings"

	"golang.org/x/net/html"
)

// Truth is a site's ground truth in the form of DESIGN.md: every page reachable
// by links from the entry page, plus every canonical thread and index page,
// each labelled by the software that rendered it.
type Truth struct {
	Site          string               `json:"site"`
	Software      string               `json:"software"`
	Kind          Kind                 `json:"kind"`
	EntryURL      string               `json:"entry_url"`
	SessionParams []string             `json:"session_params,omitempty"`
	Config        TruthConfig          `json:"config"`
	Counts        Counts               `json:"counts"`
	Pages         map[string]TruthPage `json:"pages"`
}

// TruthConfig records the site's paging.
type TruthConfig struct {
	ThreadsPerIndexPage int    `json:"threads_per_index_page"`
	PostsPerThreadPage  int    `json:"posts_per_thread_page"`
	JSPaging            bool   `json:"js_paging,omitempty"`
	Lang                string `json:"lang"`
}

// Counts sums up a truth.
type Counts struct {
	RetrievableThreadPages int `json:"retrievable_thread_pages"`
	LinkedThreadPages      int `json:"linked_thread_pages"`
	Threads                int `json:"threads"`
	Posts                  int `json:"posts"`
	IndexPages             int `json:"index_pages"`
	URLs                   int `json:"urls"`
}

// TruthPage labels one URL.
type TruthPage struct {
	Type       string `json:"type"`
	Status     int    `json:"status"`
	TID        int    `json:"tid,omitempty"`
	Page       int    `json:"page,omitempty"`
	FID        int    `json:"fid,omitempty"`
	FPage      int    `json:"fpage,omitempty"`
	Canonical  string `json:"canonical,omitempty"`
	RedirectTo string `json:"redirect_to,omitempty"`
}

// truthLimit bounds the link walk; traps are cut off before it matters.
const truthLimit = 200000

// Truth walks the site in process (no HTTP) from base, e.g. "http://127.0.0.1:18100".
// It fails when the skin contradicts itself: a canonical URL that renders another page.
func (s *Site) Truth(base string) (*Truth, error) {
	bu, err := url.Parse(base)
	if err != nil || bu.Host == "" {
		return nil, fmt.Errorf("truth: bad base URL %q", base)
	}
	sh := s.Pkg.Shape
	t := &Truth{Site: s.Pkg.Name, Software: s.Pkg.Software, Kind: s.Pkg.Kind,
		EntryURL: base + s.EntryPath(), Pages: map[string]TruthPage{},
		Config: TruthConfig{ThreadsPerIndexPage: sh.ThreadsPerPage, PostsPerThreadPage: sh.PostsPerPage, JSPaging: s.Pkg.JSPaging, Lang: string(sh.Lang)}}
	if s.Pkg.Session != "" {
		t.SessionParams = []string{s.Pkg.Session}
	}
	abs := func(rel string) string {
		if rel == "" {
			return ""
		}
		if strings.HasPrefix(rel, "/") {
			return base + rel
		}
		return base + s.Pkg.Mount + rel
	}
	label := func(raw string) (Response, TruthPage, error) {
		u, err := url.Parse(raw)
		if err != nil {
			return Response{}, TruthPage{}, err
		}
		r := s.Respond(u, "")
		i := r.Info
		p := TruthPage{Type: i.Type, Status: r.Status, TID: i.TID, Page: i.Page, FID: i.FID, FPage: i.FPage, Canonical: abs(i.Canonical)}
		if p.Canonical == "" && (p.Type == TypeThread || p.Type == TypeIndex || p.Type == TypeEntry) {
			p.Canonical = raw
		}
		if r.Location != "" {
			p.RedirectTo = abs(r.Location)
		}
		return r, p, nil
	}

	// Canonical pages first: each must render as itself.
	w := s.World
	for _, th := range w.Threads {
		for pg := 1; pg <= th.Pages(sh.PostsPerPage); pg++ {
			raw := abs(s.Pkg.Skin.ThreadURL(th, pg))
			_, p, err := label(raw)
			if err != nil {
				return nil, err
			}
			if p.Type != TypeThread || p.TID != th.ID || p.Page != pg || p.Canonical != raw {
				return nil, fmt.Errorf("truth: %s: thread %d page %d renders as %+v", raw, th.ID, pg, p)
			}
			t.Pages[raw] = p
		}
		t.Counts.RetrievableThreadPages += th.Pages(sh.PostsPerPage)
		t.Counts.Posts += len(th.Posts)
	}
	t.Counts.Threads = len(w.Threads)
	for _, b := range w.Boards {
		for pg := 1; pg <= b.Pages(sh.ThreadsPerPage); pg++ {
			if u := s.Pkg.Skin.BoardURL(b, pg); u != "" {
				raw := abs(u)
				_, p, err := label(raw)
				if err != nil {
					return nil, err
				}
				if p.Type != TypeIndex || p.Canonical != raw {
					return nil, fmt.Errorf("truth: %s: board %d page %d renders as %+v", raw, b.ID, pg, p)
				}
				t.Pages[raw] = p
			}
		}
	}

	// Then everything links reach from the entry page.
	seen := map[string]bool{t.EntryURL: true}
	queue := []string{t.EntryURL}
	linkedThreads := map[string]bool{}
	for len(queue) > 0 && len(seen) < truthLimit {
		raw := queue[0]
		queue = queue[1:]
		r, p, err := label(raw)
		if err != nil {
			continue
		}
		t.Pages[raw] = p
		if p.Type == TypeThread && r.Status == 200 {
			linkedThreads[p.Canonical] = true
		}
		var next []string
		switch {
		case p.RedirectTo != "":
			next = []string{p.RedirectTo}
		case r.Status == 200 && !r.Info.Trap && (r.ContentType == "" || strings.HasPrefix(r.ContentType, "text/html")):
			next = Links(r.Body)
		}
		for _, l := range next {
			u, err := url.Parse(raw)
			if err != nil {
				break
			}
			lu, err := u.Parse(l)
			if err != nil || lu.Host != bu.Host || (lu.Scheme != "http" && lu.Scheme != "https") {
				continue
			}
			lu.Fragment = ""
			n := lu.String()
			if len(n) > 512 || seen[n] {
				continue
			}
			seen[n] = true
			queue = append(queue, n)
		}
	}
	for u, p := range t.Pages {
		if p.Type == TypeIndex && p.Status == 200 && p.Canonical == u {
			t.Counts.IndexPages++
		}
	}
	t.Counts.LinkedThreadPages = len(linkedThreads)
	t.Counts.URLs = len(t.Pages)
	return t, nil
}

// Links lists the href of every <a> element in an HTML document, in order,
// those inside <noscript> included.
func Links(doc string) []string {
	var out []string
	z := html.NewTokenizer(strings.NewReader(doc))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return out
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		name, hasAttr := z.TagName()
		if string(name) == "noscript" {
			// Scripting off, as the crawler parses: <noscript> holds markup.
			z.NextIsNotRawText()
		}
		if string(name) != "a" {
			continue
		}
		for hasAttr {
			var k, v []byte
			k, v, hasAttr = z.TagAttr()
			if string(k) == "href" {
				out = append(out, string(v))
			}
		}
	}
}
