package annotations

import (
	"context"
	"errors"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// appClient drives an App over HTTP as the browser would, minus the clicks.
type appClient struct {
	t   *testing.T
	srv *httptest.Server
}

func newAppClient(t *testing.T, a *App) *appClient {
	srv := httptest.NewServer(a)
	t.Cleanup(srv.Close)
	return &appClient{t, srv}
}

var shownURL = regexp.MustCompile(`<a id="url" href="([^"]*)"`)

// shown returns the URL of the page the app shows (empty if none) and the page.
func (c *appClient) shown(resp *http.Response, err error) (string, string) {
	c.t.Helper()
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		c.t.Fatalf("%s: %s\n%s", resp.Request.URL, resp.Status, b)
	}
	m := shownURL.FindSubmatch(b)
	if m == nil {
		return "", string(b)
	}
	return html.UnescapeString(string(m[1])), string(b)
}

func (c *appClient) get() (string, string) { return c.shown(http.Get(c.srv.URL + "/")) }

func (c *appClient) label(u, label string) (string, string) {
	return c.shown(http.PostForm(c.srv.URL+"/label", url.Values{"url": {u}, "label": {label}}))
}

func TestAppWalksLabelsAndResumes(t *testing.T) {
	ctx := context.Background()
	site := newTestSite(t)
	dir := t.TempDir()
	c := newAppClient(t, newTestApp(t, dir))
	if u, body := c.get(); u != "" || !strings.Contains(body, `name="url"`) {
		t.Fatalf("fresh app shows %q, want the site form:\n%s", u, body)
	}
	resp, err := http.PostForm(c.srv.URL+"/site", url.Values{"url": {site.URL + "/"}})
	u, body := c.shown(resp, err)
	if u != site.URL+"/" {
		t.Fatalf("first page shown is %q, want %s/", u, site.URL)
	}
	if !strings.Contains(body, `sandbox srcdoc="`) || !strings.Contains(body, "Content-Security-Policy") || strings.Contains(body, "&lt;script") {
		t.Errorf("preview is not sandboxed, script-free and CSP'd:\n%s", body)
	}
	if u, _ := c.label(site.URL+"/", Thread); u != site.URL+order[1] {
		t.Fatalf("after labelling, shown %q; want %s", u, order[1])
	}
	// A second press for the page just labelled (a double click) changes nothing.
	if u, _ := c.label(site.URL+"/", Other); u != site.URL+order[1] {
		t.Fatalf("stale label moved on to %q", u)
	}
	if u, _ := c.label(site.URL+order[1], Index); u != site.URL+order[2] {
		t.Fatalf("shown %q, want %s", u, order[2])
	}

	// Restart: a new app over the same folder resumes at the third page.
	a2 := newTestApp(t, dir)
	c2 := newAppClient(t, a2)
	if _, body := c2.get(); !strings.Contains(body, site.URL+"/") || !strings.Contains(body, "resume") {
		t.Errorf("restarted app does not offer the saved walk:\n%s", body)
	}
	if err := a2.Start(ctx, site.URL+"/"); err != nil {
		t.Fatal(err)
	}
	if u, _ := c2.get(); u != site.URL+order[2] {
		t.Fatalf("resumed at %q, want %s", u, order[2])
	}
	// Skipping it passes over /private (robots.txt) to /thread/2.
	u, body = c2.label(site.URL+order[2], "skip")
	if u != site.URL+order[4] || !strings.Contains(body, "passed over "+site.URL+"/private") {
		t.Fatalf("after skip shown %q, want %s with a note on /private:\n%s", u, order[4], body)
	}
	if u, body = c2.label(site.URL+order[4], Thread); u != "" || !strings.Contains(body, "Nothing left") {
		t.Fatalf("after the last page shown %q:\n%s", u, body)
	}
	if !strings.Contains(body, "thread <b>2</b>") || !strings.Contains(body, "index <b>1</b>") {
		t.Errorf("counts wrong:\n%s", body)
	}

	s, err := Open(dir, site.URL)
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.Labels()
	if err != nil {
		t.Fatal(err)
	}
	want := [][2]string{{"/", Thread}, {order[1], Index}, {order[4], Thread}}
	if len(got) != len(want) {
		t.Fatalf("labels = %+v, want %v", got, want)
	}
	for i, w := range want {
		if got[i].URL != site.URL+w[0] || got[i].Label != w[1] {
			t.Errorf("label %d = %s %s, want %s", i, got[i].URL, got[i].Label, w)
		}
	}
	if html, err := s.ReadPage(got[0]); err != nil || !strings.Contains(string(html), "<script>fetch(") {
		t.Errorf("saved page is not the page as fetched: %v\n%s", err, html)
	}
	for p, n := range map[string]int{"/": 1, "/forum/1": 1, "/thread/1": 2, "/private": 0, "/logo.png": 0, "/beacon": 0, "/pixel.png": 0} {
		if got := site.count(p); got != n {
			t.Errorf("%s fetched %d times, want %d", p, got, n)
		}
	}
}

func TestAppRefusesOtherOrigins(t *testing.T) {
	c := newAppClient(t, newTestApp(t, t.TempDir()))
	req, _ := http.NewRequest(http.MethodPost, c.srv.URL+"/label", strings.NewReader("url=x&label=thread"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", "http://evil.example")
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != http.StatusForbidden {
		t.Errorf("cross-origin POST: %v %v; want 403", resp.Status, err)
	}
	req, _ = http.NewRequest(http.MethodGet, c.srv.URL+"/", nil)
	req.Host = "rebound.example:8377" // DNS rebinding
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != http.StatusForbidden {
		t.Errorf("foreign Host: %v %v; want 403", resp.Status, err)
	}
	resp, err := http.PostForm(c.srv.URL+"/site", url.Values{"url": {"ftp://x/"}})
	if err != nil || resp.StatusCode != http.StatusBadRequest {
		t.Errorf("bad site URL: %v %v; want 400", resp.Status, err)
	}
}

func TestListenLoopbackOnly(t *testing.T) {
	for _, addr := range []string{"0.0.0.0:0", ":0", "192.0.2.1:0", "example.org:80"} {
		if ln, err := Listen(addr); !errors.Is(err, ErrNotLoopback) {
			if ln != nil {
				ln.Close()
			}
			t.Errorf("Listen(%q) = %v; want ErrNotLoopback", addr, err)
		}
	}
	ln, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ln.Close()
}
