package fetch

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestAllowed(t *testing.T) {
	const private = "User-agent: *\nDisallow: /private\n"
	tests := []struct {
		name   string
		status int
		robots string
		path   string
		want   bool
	}{
		{"disallowed path", 200, private, "/private/x", false},
		{"allowed path", 200, private, "/public", true},
		{"our group beats *", 200, "User-agent: *\nDisallow: /\n\nUser-agent: focus\nAllow: /\n", "/x", true},
		{"other bot's group ignored", 200, "User-agent: otherbot\nDisallow: /\n", "/x", true},
		{"query is matched", 200, "User-agent: *\nDisallow: /search?\n", "/search?q=1", false},
		{"empty file allows", 200, "", "/x", true},
		{"404 allows all", 404, "", "/x", true},
		{"403 allows all", 403, "", "/x", true},
		{"500 disallows all", 500, "", "/x", false},
		{"503 disallows all", 503, "", "/x", false},
		{"bad lines dropped, rest kept", 200, "Disallow: /orphan\nUser-agent: *\nCrawl-delay: 10s\nDisallow: /private\n", "/private", false},
		{"orphan rule dropped", 200, "Disallow: /orphan\nUser-agent: *\nCrawl-delay: 10s\nDisallow: /private\n", "/orphan", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := newServer(t, robotsThen(tt.status, tt.robots))
			c := New(testConfig())
			got, err := c.Allowed(context.Background(), srv.URL+tt.path)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("Allowed(%s) = %v, want %v", tt.path, got, tt.want)
			}
		})
	}
}

// A robots.txt that cannot be read disallows everything, and the error
// says why: a user told only "disallowed by robots.txt" would look for
// rules on a host that is down.
func TestRobotsUnreachableDisallows(t *testing.T) {
	for _, tc := range []struct {
		name   string
		status int  // robots.txt's answer
		down   bool // the server is closed: connections are refused
		says   string
	}{
		{name: "host down", status: 200, down: true, says: "connection refused"},
		{name: "server error", status: 503, says: "robots.txt answered 503"},
		{name: "rules", status: 200, says: ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body := ""
			if tc.says == "" {
				body = "User-agent: *\nDisallow: /\n"
			}
			srv := newServer(t, robotsThen(tc.status, body))
			if tc.down {
				srv.Close()
			}
			cfg := testConfig()
			cfg.Retries = 1
			c := New(cfg)
			ok, err := c.Allowed(context.Background(), srv.URL+"/x")
			if err != nil || ok {
				t.Fatalf("Allowed = %v, %v; want false, nil", ok, err)
			}
			_, err = c.Get(context.Background(), srv.URL+"/x")
			if !errors.Is(err, ErrRobots) {
				t.Fatalf("Get error = %v, want ErrRobots", err)
			}
			if unread := errors.Is(err, ErrRobotsUnread); unread != (tc.says != "") || !strings.Contains(err.Error(), tc.says) {
				t.Errorf("Get error %q; want one saying %q", err, tc.says)
			}
			if tc.says != "" && strings.Contains(err.Error(), ErrRobots.Error()) {
				t.Errorf("Get error %q blames rules that were never read", err)
			}
		})
	}
}

func TestGetDisallowedIsNotFetched(t *testing.T) {
	srv := newServer(t, robotsThen(200, "User-agent: *\nDisallow: /private\n"))
	c := New(testConfig())

	_, err := c.Get(context.Background(), srv.URL+"/private/1")
	if !errors.Is(err, ErrRobots) {
		t.Fatalf("error = %v, want ErrRobots", err)
	}
	if n := srv.count("/private/1"); n != 0 {
		t.Errorf("disallowed page fetched %d times", n)
	}
}

func TestRobotsFetchedOncePerHost(t *testing.T) {
	srv := newServer(t, robotsThen(200, "User-agent: *\nDisallow: /private\n"))
	c := New(testConfig())

	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if _, err := c.Get(context.Background(), srv.URL+"/page"); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if n := srv.count("/robots.txt"); n != 1 {
		t.Errorf("robots.txt fetched %d times, want 1", n)
	}
}

func TestCrawlDelay(t *testing.T) {
	tests := []struct {
		name   string
		robots string
		want   time.Duration
	}{
		{"our group raises gap", "User-agent: focus\nCrawl-delay: 0.2\n", 200 * time.Millisecond},
		{"* group raises gap", "User-agent: *\nCrawl-delay: 0.2\n", 200 * time.Millisecond},
		{"other bot's delay ignored", "User-agent: otherbot\nCrawl-delay: 5\n", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := newServer(t, robotsThen(200, tt.robots))
			c := New(testConfig())
			for range 2 {
				if _, err := c.Get(context.Background(), srv.URL+"/page"); err != nil {
					t.Fatal(err)
				}
			}
			if got := c.CrawlDelay(srv.host(t)); got != tt.want {
				t.Errorf("CrawlDelay = %v, want %v", got, tt.want)
			}
			at := srv.arrivals() // robots.txt, page, page
			for i := 1; i < len(at); i++ {
				if gap := at[i].Sub(at[i-1]); gap < tt.want*9/10 {
					t.Errorf("gap %d = %v, want >= %v", i, gap, tt.want)
				}
			}
		})
	}
}

func TestIgnoreRobots(t *testing.T) {
	srv := newServer(t, robotsThen(200, "User-agent: *\nDisallow: /\n"))
	cfg := testConfig()
	cfg.IgnoreRobots = true
	c := New(cfg)
	p, err := c.Get(context.Background(), srv.URL+"/x")
	if err != nil {
		t.Fatal(err)
	}
	if p.Status != http.StatusOK {
		t.Errorf("status = %d", p.Status)
	}
	if n := srv.count("/robots.txt"); n != 0 {
		t.Errorf("robots.txt fetched %d times with IgnoreRobots", n)
	}
}

func TestProductToken(t *testing.T) {
	tests := map[string]string{
		"focus/0.1 (+https://example.org/focus; forum crawler)": "focus",
		"FocusBot":        "focusbot",
		"my crawler/1.0":  "my",
		" focus/2 extra ": "focus",
		"":                "",
	}
	for ua, want := range tests {
		if got := productToken(ua); got != want {
			t.Errorf("productToken(%q) = %q, want %q", ua, got, want)
		}
	}
}
