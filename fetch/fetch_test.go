package fetch

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/simplifiedchinese"
)

func TestGetPage(t *testing.T) {
	srv := newServer(t, func(w http.ResponseWriter, r *http.Request, _ int) {
		if r.Header.Get("User-Agent") != DefaultConfig().UserAgent {
			http.Error(w, "no UA", http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write([]byte("<p>héllo</p>"))
	})
	cfg := testConfig()
	cfg.IgnoreRobots = true
	p, err := New(cfg).Get(context.Background(), srv.URL+"/t#frag")
	if err != nil {
		t.Fatal(err)
	}
	want := Page{URL: srv.URL + "/t", FinalURL: srv.URL + "/t", Status: 200, Reason: "OK", Proto: "HTTP/1.1",
		ContentType: "text/html; charset=utf-8"}
	if p.URL != want.URL || p.FinalURL != want.FinalURL || p.Status != want.Status ||
		p.Reason != want.Reason || p.Proto != want.Proto || p.ContentType != want.ContentType {
		t.Errorf("got %+v, want fields of %+v", p, want)
	}
	if string(p.Body) != "<p>héllo</p>" || p.Truncated || p.FetchedAt.IsZero() || len(p.Redirects) != 0 {
		t.Errorf("body %q truncated %v fetched %v redirects %v", p.Body, p.Truncated, p.FetchedAt, p.Redirects)
	}
}

// A page's clock is the server's Date, which can be far from ours; a
// missing or broken Date leaves the time the request was sent.
func TestClock(t *testing.T) {
	for _, tt := range []struct {
		name, date string
		want       time.Time // zero: FetchedAt
	}{
		{"server date", "Thu, 01 Oct 2026 09:30:00 GMT", time.Date(2026, 10, 1, 9, 30, 0, 0, time.UTC)},
		{"broken date", "yesterday", time.Time{}},
		{"no date", "", time.Time{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			srv := newServer(t, func(w http.ResponseWriter, r *http.Request, _ int) {
				if tt.date == "" {
					w.Header()["Date"] = nil // net/http adds one unless told not to
				} else {
					w.Header().Set("Date", tt.date)
				}
				_, _ = w.Write([]byte("<p>x</p>"))
			})
			cfg := testConfig()
			cfg.IgnoreRobots = true
			p, err := New(cfg).Get(context.Background(), srv.URL+"/")
			if err != nil {
				t.Fatal(err)
			}
			want := tt.want
			if want.IsZero() {
				want = p.FetchedAt
			}
			if got := p.Clock(); !got.Equal(want) {
				t.Errorf("Clock() = %v, want %v", got, want)
			}
		})
	}
}

func TestGetRejectsNonHTTP(t *testing.T) {
	for _, raw := range []string{"ftp://example.org/x", "/relative", "mailto:a@b.c"} {
		if _, err := New(testConfig()).Get(context.Background(), raw); err == nil {
			t.Errorf("Get(%q) succeeded", raw)
		}
	}
}

func TestParseURL(t *testing.T) {
	for _, c := range []struct{ raw, want, err string }{
		{"http://example.org/a?b=1#frag", "http://example.org/a?b=1", ""},
		{"HTTPS://example.org", "https://example.org", ""},
		{"ftp://example.org/x", "", "not an absolute http(s) URL"},
		{"/relative", "", "not an absolute http(s) URL"},
		{"http:///no-host", "", "not an absolute http(s) URL"},
		{"http://exa mple.org/", "", "not a URL: invalid character"},
	} {
		u, err := ParseURL(c.raw)
		switch {
		case c.err == "" && (err != nil || u.String() != c.want):
			t.Errorf("ParseURL(%q) = %v, %v; want %s", c.raw, u, err, c.want)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("ParseURL(%q) error %v; want one saying %q", c.raw, err, c.err)
		}
	}
}

func TestRedirects(t *testing.T) {
	other := newServer(t, robotsThen(404, ""))
	srv := newServer(t, func(w http.ResponseWriter, r *http.Request, _ int) {
		switch p := r.URL.Path; {
		case p == "/robots.txt":
			_, _ = w.Write([]byte("User-agent: *\nDisallow: /secret\n"))
		case p == "/a":
			http.Redirect(w, r, "/b", http.StatusFound)
		case p == "/b":
			http.Redirect(w, r, "c", http.StatusMovedPermanently)
		case p == "/out":
			http.Redirect(w, r, other.URL+"/x", http.StatusFound)
		case p == "/mail":
			http.Redirect(w, r, "mailto:x@example.org", http.StatusFound)
		case p == "/loop1":
			http.Redirect(w, r, "/loop2", http.StatusFound)
		case p == "/loop2":
			http.Redirect(w, r, "/loop1", http.StatusFound)
		case p == "/self":
			http.Redirect(w, r, "/self", http.StatusFound)
		case strings.HasPrefix(p, "/n/"): // /n/0 -> /n/00 -> /n/000 ...
			http.Redirect(w, r, p+"0", http.StatusFound)
		case p == "/to-secret":
			http.Redirect(w, r, "/secret", http.StatusFound)
		default:
			_, _ = w.Write([]byte("page " + p))
		}
	})
	acceptAll := func(*url.URL) bool { return true }
	tests := []struct {
		name      string
		path      string
		scope     func(*url.URL) bool
		wantErr   error
		wantFinal string
		wantChain []string
		wantCode  int
		blocked   bool
	}{
		{name: "in scope followed", path: "/a", wantFinal: srv.URL + "/c",
			wantChain: []string{srv.URL + "/b", srv.URL + "/c"}, wantCode: 200},
		{name: "other host not followed", path: "/out", wantFinal: srv.URL + "/out", wantCode: 302, blocked: true},
		{name: "other host followed when in Scope", path: "/out", scope: acceptAll,
			wantFinal: other.URL + "/x", wantChain: []string{other.URL + "/x"}, wantCode: 200},
		{name: "non-http target not followed", path: "/mail", scope: acceptAll, wantFinal: srv.URL + "/mail", wantCode: 302, blocked: true},
		{name: "loop", path: "/loop1", wantErr: ErrRedirectLoop},
		{name: "self loop", path: "/self", wantErr: ErrRedirectLoop},
		{name: "too many", path: "/n/0", wantErr: ErrRedirectLoop},
		{name: "target disallowed by robots", path: "/to-secret", wantErr: ErrRobots},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := testConfig()
			cfg.Scope = tt.scope
			cfg.MaxRedirects = 3
			p, err := New(cfg).Get(context.Background(), srv.URL+tt.path)
			if tt.wantErr != nil {
				if !errors.Is(err, tt.wantErr) {
					t.Fatalf("error = %v, want %v", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if p.FinalURL != tt.wantFinal || !slices.Equal(p.Redirects, tt.wantChain) ||
				p.Status != tt.wantCode || p.RedirectBlocked != tt.blocked {
				t.Errorf("got final %s chain %v status %d blocked %v", p.FinalURL, p.Redirects, p.Status, p.RedirectBlocked)
			}
		})
	}
	if n := other.count("/x"); n != 1 {
		t.Errorf("other host /x hit %d times, want 1 (only when in Scope)", n)
	}
	if n := srv.count("/secret"); n != 0 {
		t.Errorf("disallowed redirect target fetched %d times", n)
	}
}

func TestRetries(t *testing.T) {
	tests := []struct {
		name     string
		retries  int
		timeout  time.Duration
		handler  func(w http.ResponseWriter, r *http.Request, n int)
		wantHits int
		wantCode int
		wantErr  bool
	}{
		{name: "503 then success", retries: 3, wantHits: 3, wantCode: 200,
			handler: func(w http.ResponseWriter, r *http.Request, n int) {
				if n < 3 {
					w.WriteHeader(http.StatusServiceUnavailable)
				}
			}},
		{name: "5xx returned after retries", retries: 2, wantHits: 3, wantCode: 502,
			handler: func(w http.ResponseWriter, r *http.Request, n int) {
				w.WriteHeader(http.StatusBadGateway)
			}},
		{name: "404 not retried", retries: 3, wantHits: 1, wantCode: 404,
			handler: func(w http.ResponseWriter, r *http.Request, n int) {
				http.NotFound(w, r)
			}},
		{name: "dropped connection retried", retries: 3, wantHits: 2, wantCode: 200,
			handler: func(w http.ResponseWriter, r *http.Request, n int) {
				if n == 1 {
					conn, _, err := http.NewResponseController(w).Hijack()
					if err == nil {
						_ = conn.Close()
					}
				}
			}},
		{name: "timeout retried", retries: 3, timeout: 100 * time.Millisecond, wantHits: 2, wantCode: 200,
			handler: func(w http.ResponseWriter, r *http.Request, n int) {
				if n == 1 {
					select {
					case <-r.Context().Done():
					case <-time.After(2 * time.Second):
					}
				}
			}},
		{name: "connection errors exhaust retries", retries: 1, wantHits: 2, wantErr: true,
			handler: func(w http.ResponseWriter, r *http.Request, n int) {
				conn, _, err := http.NewResponseController(w).Hijack()
				if err == nil {
					_ = conn.Close()
				}
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := newServer(t, tt.handler)
			cfg := testConfig()
			cfg.IgnoreRobots = true
			cfg.Retries = tt.retries
			if tt.timeout > 0 {
				cfg.Timeout = tt.timeout
			}
			p, err := New(cfg).Get(context.Background(), srv.URL+"/p")
			if got := srv.count("/p"); got != tt.wantHits {
				t.Errorf("server hit %d times, want %d", got, tt.wantHits)
			}
			if tt.wantErr {
				if err == nil {
					t.Fatalf("no error, page status %d", p.Status)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if p.Status != tt.wantCode {
				t.Errorf("status = %d, want %d", p.Status, tt.wantCode)
			}
		})
	}
}

// A server that never answers in time fails with an error that names the
// timeout, once the retries are spent.
func TestTimeoutNamed(t *testing.T) {
	srv := newServer(t, func(w http.ResponseWriter, r *http.Request, n int) {
		select {
		case <-r.Context().Done():
		case <-time.After(2 * time.Second):
		}
	})
	cfg := testConfig()
	cfg.IgnoreRobots = true
	cfg.Retries = 1
	cfg.Timeout = 100 * time.Millisecond
	_, err := New(cfg).Get(context.Background(), srv.URL+"/p")
	if !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "2 attempts: no complete answer within 100ms") {
		t.Errorf("error %v, want one naming both attempts and the 100ms timeout", err)
	}
}

func TestRetryAfter429(t *testing.T) {
	srv := newServer(t, func(w http.ResponseWriter, r *http.Request, n int) {
		if n == 1 {
			w.Header().Set("Retry-After", "1")
			w.WriteHeader(http.StatusTooManyRequests)
		}
	})
	cfg := testConfig()
	cfg.IgnoreRobots = true
	p, err := New(cfg).Get(context.Background(), srv.URL+"/p")
	if err != nil {
		t.Fatal(err)
	}
	if p.Status != 200 {
		t.Errorf("status = %d", p.Status)
	}
	at := srv.arrivals()
	if len(at) != 2 {
		t.Fatalf("%d requests, want 2", len(at))
	}
	if gap := at[1].Sub(at[0]); gap < 900*time.Millisecond {
		t.Errorf("retried after %v, want >= 1s (Retry-After)", gap)
	}
}

func TestRetryAfterParse(t *testing.T) {
	tests := []struct {
		in   string
		want time.Duration
	}{
		{"", 0},
		{"1", time.Second},
		{" 120 ", 2 * time.Minute},
		{"-5", 0},
		{"soon", 0},
		{"Wed, 21 Oct 2015 07:28:00 GMT", 0}, // in the past
	}
	for _, tt := range tests {
		if got := retryAfter(tt.in); got != tt.want {
			t.Errorf("retryAfter(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
	future := time.Now().Add(time.Hour).UTC().Format(http.TimeFormat)
	if got := retryAfter(future); got < 58*time.Minute || got > time.Hour {
		t.Errorf("retryAfter(date in an hour) = %v", got)
	}
}

func TestMaxBytes(t *testing.T) {
	tests := []struct {
		name      string
		size      int
		max       int64
		wantLen   int
		truncated bool
	}{
		{"larger body truncated", 100, 10, 10, true},
		{"exact size kept", 10, 10, 10, false},
		{"smaller kept", 5, 10, 5, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := newServer(t, func(w http.ResponseWriter, r *http.Request, _ int) {
				w.Header().Set("Content-Type", "application/octet-stream")
				_, _ = w.Write(bytes.Repeat([]byte("x"), tt.size))
			})
			cfg := testConfig()
			cfg.IgnoreRobots = true
			cfg.MaxBytes = tt.max
			p, err := New(cfg).Get(context.Background(), srv.URL+"/p")
			if err != nil {
				t.Fatal(err)
			}
			if len(p.RawBody) != tt.wantLen || len(p.Body) != tt.wantLen || p.Truncated != tt.truncated {
				t.Errorf("len %d/%d truncated %v, want %d %v", len(p.RawBody), len(p.Body), p.Truncated, tt.wantLen, tt.truncated)
			}
		})
	}
}

func TestGzip(t *testing.T) {
	const text = "<html><body>compressed forum page</body></html>"
	srv := newServer(t, func(w http.ResponseWriter, r *http.Request, _ int) {
		if !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			http.Error(w, "gzip not offered", http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "text/html")
		w.Header().Set("Content-Encoding", "gzip")
		zw := gzip.NewWriter(w)
		_, _ = zw.Write([]byte(text))
		_ = zw.Close()
	})
	cfg := testConfig()
	cfg.IgnoreRobots = true
	p, err := New(cfg).Get(context.Background(), srv.URL+"/p")
	if err != nil {
		t.Fatal(err)
	}
	if p.Status != 200 || string(p.Body) != text || string(p.RawBody) != text {
		t.Errorf("status %d body %q raw %q", p.Status, p.Body, p.RawBody)
	}
	if ce := p.Header.Get("Content-Encoding"); ce != "" {
		t.Errorf("Content-Encoding %q left in header of decoded body", ce)
	}
}

func TestCharset(t *testing.T) {
	enc := func(e encoding.Encoding, s string) []byte {
		b, err := e.NewEncoder().Bytes([]byte(s))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe")
	tests := []struct {
		name        string
		contentType string
		body        []byte
		want        string // must appear in Body
		raw         bool   // Body must equal RawBody
	}{
		{name: "windows-1252 header", contentType: "text/html; charset=windows-1252",
			body: enc(charmap.Windows1252, "<p>café – “quoted” €5</p>"), want: "café – “quoted” €5"},
		{name: "windows-1252 meta", contentType: "text/html",
			body: enc(charmap.Windows1252, `<meta charset="windows-1252"><p>naïve €</p>`), want: "naïve €"},
		{name: "iso-8859-1 header", contentType: "text/html; charset=ISO-8859-1",
			body: enc(charmap.ISO8859_1, "<p>Grüße</p>"), want: "Grüße"},
		{name: "shift_jis header", contentType: "text/html; charset=Shift_JIS",
			body: enc(japanese.ShiftJIS, "<p>日本語の掲示板</p>"), want: "日本語の掲示板"},
		{name: "shift_jis meta http-equiv", contentType: "text/html",
			body: enc(japanese.ShiftJIS, `<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS"><p>スレッド一覧</p>`),
			want: "スレッド一覧"},
		{name: "gb2312 header", contentType: "text/html; charset=gb2312",
			body: enc(simplifiedchinese.GBK, "<p>中文论坛</p>"), want: "中文论坛"},
		{name: "koi8-r header", contentType: "text/html; charset=KOI8-R",
			body: enc(charmap.KOI8R, "<p>Привет, форум</p>"), want: "Привет, форум"},
		{name: "text/plain windows-1252", contentType: "text/plain; charset=windows-1252",
			body: enc(charmap.Windows1252, "déjà vu"), want: "déjà vu"},
		{name: "no content-type, meta sniffed", contentType: "",
			body: enc(japanese.ShiftJIS, `<html><head><meta charset="shift_jis"></head><p>掲示板</p>`), want: "掲示板"},
		{name: "binary kept raw", contentType: "image/png", body: png, raw: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := newServer(t, func(w http.ResponseWriter, r *http.Request, _ int) {
				w.Header()["Content-Type"] = []string{tt.contentType}
				_, _ = w.Write(tt.body)
			})
			cfg := testConfig()
			cfg.IgnoreRobots = true
			p, err := New(cfg).Get(context.Background(), srv.URL+"/p")
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(p.RawBody, tt.body) {
				t.Errorf("RawBody changed: %q", p.RawBody)
			}
			if tt.raw {
				if !bytes.Equal(p.Body, tt.body) {
					t.Errorf("binary Body changed: %q", p.Body)
				}
				return
			}
			if !utf8.Valid(p.Body) || !strings.Contains(string(p.Body), tt.want) {
				t.Errorf("Body = %q, want it to contain %q", p.Body, tt.want)
			}
		})
	}
}

func TestPolitenessOneHost(t *testing.T) {
	const delay = 50 * time.Millisecond
	srv := newServer(t, robotsThen(404, ""))
	cfg := testConfig()
	cfg.Delay = delay
	c := New(cfg)

	var wg sync.WaitGroup
	for i := range 3 {
		wg.Go(func() {
			if _, err := c.Get(context.Background(), srv.URL+"/p"+string(rune('a'+i))); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	at := srv.arrivals() // robots.txt and three pages, all through the gate
	if len(at) != 4 {
		t.Fatalf("%d requests, want 4", len(at))
	}
	slices.SortFunc(at, func(a, b time.Time) int { return a.Compare(b) })
	for i := 1; i < len(at); i++ {
		if gap := at[i].Sub(at[i-1]); gap < delay*9/10 {
			t.Errorf("gap %d = %v, want >= %v", i, gap, delay)
		}
	}
}

func TestPolitenessHostsIndependent(t *testing.T) {
	a := newServer(t, robotsThen(404, ""))
	b := newServer(t, robotsThen(404, ""))
	cfg := testConfig()
	cfg.Delay = 500 * time.Millisecond
	cfg.IgnoreRobots = true
	c := New(cfg)
	ctx := context.Background()
	if _, err := c.Get(ctx, a.URL+"/1"); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { _, err := c.Get(ctx, a.URL+"/2"); done <- err }() // waits for a's gap

	start := time.Now()
	if _, err := c.Get(ctx, b.URL+"/1"); err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > 250*time.Millisecond {
		t.Errorf("host b waited %v behind host a", took)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

func TestContextCancelStopsWaiting(t *testing.T) {
	tests := []struct {
		name    string
		delay   time.Duration
		backoff time.Duration
		status  int
	}{
		{name: "politeness wait", delay: 5 * time.Second, status: 200},
		{name: "backoff wait", backoff: 5 * time.Second, status: 503},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := newServer(t, func(w http.ResponseWriter, r *http.Request, _ int) {
				w.WriteHeader(tt.status)
			})
			cfg := testConfig()
			cfg.IgnoreRobots = true
			cfg.Delay = tt.delay
			cfg.Backoff = tt.backoff
			c := New(cfg)
			if tt.delay > 0 { // use up the host's slot so the next Get must wait
				if _, err := c.Get(context.Background(), srv.URL+"/first"); err != nil {
					t.Fatal(err)
				}
			}
			ctx, cancel := context.WithCancel(context.Background())
			time.AfterFunc(50*time.Millisecond, cancel)
			start := time.Now()
			_, err := c.Get(ctx, srv.URL+"/p")
			if !errors.Is(err, context.Canceled) {
				t.Errorf("error = %v, want context.Canceled", err)
			}
			if took := time.Since(start); took > time.Second {
				t.Errorf("Get returned after %v, want soon after cancel", took)
			}
			if want := map[bool]int{true: 0, false: 1}[tt.delay > 0]; srv.count("/p") != want {
				t.Errorf("/p hit %d times, want %d", srv.count("/p"), want)
			}
		})
	}
}
