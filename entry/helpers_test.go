package entry

import (
	"bytes"
	"net/url"
	"strings"
	"testing"

	"focus/align"
	"focus/fetch"
	"focus/models"
	"focus/pagetype"
	"focus/sim"
)

// testClient fetches loopback sites without delay, honouring robots.txt.
func testClient() *fetch.Client {
	cfg := fetch.DefaultConfig()
	cfg.Delay = 0
	cfg.Retries = 0
	return fetch.New(cfg)
}

func classifier(t testing.TB) *pagetype.Classifier {
	t.Helper()
	c, err := models.PageType("")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// farmEntry judges an answer the way the paper's annotators did: the URL,
// redirects followed, renders the forum's entry page (as the skin itself
// labels what it renders, so /forum/ and /forum/index.php both count).
func farmEntry(site *sim.Site, raw string) bool {
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	for range 5 {
		r := site.Respond(u, "")
		if r.Status >= 300 && r.Status < 400 {
			next, err := u.Parse(r.Location)
			if err != nil {
				return false
			}
			u = next
			continue
		}
		return r.Status == 200 && r.Info.Type == sim.TypeEntry
	}
	return false
}

// farmStarts picks start pages of a farm site from its world without
// walking its truth: a thread page, the last page of a long thread, a
// board, a deep page of a board, the profile of a thread's author, and the
// entry itself.
func farmStarts(t testing.TB, srv *sim.Server) map[string]string {
	t.Helper()
	p, w := srv.Site.Pkg, srv.Site.World
	mount := srv.Base + p.Mount
	abs := func(rel string) string {
		if strings.HasPrefix(rel, "/") {
			return srv.Base + rel
		}
		return mount + rel
	}
	out := map[string]string{"entry": srv.Entry()}
	per := max(p.Shape.PostsPerPage, 1)
	th := w.Threads[len(w.Threads)/2]
	out["thread"] = abs(p.Skin.ThreadURL(th, 1))
	for _, x := range w.Threads {
		if n := x.Pages(per); n > 2 {
			out["thread-flip"] = abs(p.Skin.ThreadURL(x, n))
			break
		}
	}
	tper := max(p.Shape.ThreadsPerPage, 1)
	for _, b := range w.Boards {
		if out["board"] == "" && b.Parent == nil {
			out["board"] = abs(p.Skin.BoardURL(b, 1))
		}
		if n := b.Pages(tper); n > 1 && out["board-flip"] == "" {
			out["board-flip"] = abs(p.Skin.BoardURL(b, n))
		}
	}
	if prof := authorLink(srv, out["thread"], th.Posts[0].Author.Name); prof != "" {
		out["profile"] = prof
	}
	return out
}

// authorLink finds the link named after a post's author on a thread page.
func authorLink(srv *sim.Server, threadURL, name string) string {
	u, err := url.Parse(threadURL)
	if err != nil {
		return ""
	}
	r := srv.Site.Respond(u, "")
	d, err := align.Parse(bytes.NewReader([]byte(r.Body)), threadURL)
	if err != nil {
		return ""
	}
	for _, l := range d.Links() {
		if strings.TrimSpace(l.Anchor) == name && host(l.URL) == host(threadURL) {
			return l.URL
		}
	}
	return ""
}
