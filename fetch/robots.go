package fetch

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"

	"github.com/temoto/robotstxt"
)

// maxRobotsRedirects is the redirect budget RFC 9309 (2.3.1.2) asks for.
const maxRobotsRedirects = 5

// robotsCache holds one robots.txt per origin (scheme://host) for the
// Client's lifetime.
type robotsCache struct {
	mu sync.Mutex
	m  map[string]*robotsEntry
}

// robotsEntry lets concurrent callers share one robots.txt fetch.
type robotsEntry struct {
	ready chan struct{} // closed once rules is set or the fetch is abandoned
	rules *rules
}

// rules is an origin's robots.txt as read. A file that could not be read
// disallows everything (RFC 9309), and unread says why: told only
// "disallowed by robots.txt", the user of a host that is down would look
// for rules that do not exist.
type rules struct {
	data   *robotstxt.RobotsData
	unread string // "" when the file was read or is missing
}

// Allowed reports whether Get may fetch rawURL: true when Config.IgnoreRobots
// is set, else what the host's robots.txt (fetched on first use) says for
// our user agent. Errors come only from a bad URL or ctx.
func (c *Client) Allowed(ctx context.Context, rawURL string) (bool, error) {
	u, err := ParseURL(rawURL)
	if err != nil {
		return false, err
	}
	if c.cfg.IgnoreRobots {
		return true, nil
	}
	ok, _, err := c.allowed(ctx, u)
	return ok, err
}

// allowed is Allowed for a parsed URL, with the reason the origin's
// robots.txt could not be read when that is why u is not allowed.
func (c *Client) allowed(ctx context.Context, u *url.URL) (ok bool, unread string, err error) {
	r, err := c.robotsFor(ctx, u)
	if err != nil {
		return false, "", err
	}
	if r.data.TestAgent(u.RequestURI(), c.agent) {
		return true, "", nil
	}
	return false, r.unread, nil
}

// robotsFor returns u's origin's robots.txt, fetching it once; callers
// arriving meanwhile wait for that fetch rather than repeat it.
func (c *Client) robotsFor(ctx context.Context, u *url.URL) (*rules, error) {
	origin := u.Scheme + "://" + strings.ToLower(u.Host)
	for {
		c.robots.mu.Lock()
		e, ok := c.robots.m[origin]
		if !ok {
			e = &robotsEntry{ready: make(chan struct{})}
			c.robots.m[origin] = e
			c.robots.mu.Unlock()
			return c.loadRobots(ctx, u.Host, origin, e)
		}
		c.robots.mu.Unlock()
		select {
		case <-e.ready:
			if e.rules != nil {
				return e.rules, nil
			}
			// The fetching caller gave up (its ctx ended); try ourselves.
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// loadRobots fills e; on ctx ending it drops e so a later caller retries.
func (c *Client) loadRobots(ctx context.Context, host, origin string, e *robotsEntry) (*rules, error) {
	defer close(e.ready)
	r, err := c.fetchRobots(ctx, origin)
	if err != nil {
		c.robots.mu.Lock()
		delete(c.robots.m, origin)
		c.robots.mu.Unlock()
		return nil, err
	}
	// Raise the gap before anyone else may request from this host.
	c.gate(host).raise(r.data.FindGroup(c.agent).CrawlDelay)
	e.rules = r
	return r, nil
}

// fetchRobots gets origin's robots.txt, politely and with retries, and
// reads it as RFC 9309 says: 4xx (or an unresolved redirect) allows all,
// 5xx or no response disallows all. Only ctx ending returns an error.
func (c *Client) fetchRobots(ctx context.Context, origin string) (*rules, error) {
	u, err := url.Parse(origin + "/robots.txt")
	if err != nil {
		return nil, err
	}
	for hops := 0; ; hops++ {
		p, err := c.fetchRetrying(ctx, u)
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			return &rules{data: disallowAll(), unread: err.Error()}, nil
		}
		if next := redirectTarget(p, u); next != nil && hops < maxRobotsRedirects {
			u = next
			continue
		}
		switch {
		case p.Status >= 200 && p.Status < 300:
			return &rules{data: parseRobots(p.RawBody)}, nil
		case p.Status >= 500:
			return &rules{data: disallowAll(), unread: fmt.Sprintf("%s answered %d", u, p.Status)}, nil
		default:
			return &rules{data: allowAll()}, nil
		}
	}
}

// parseRobots parses a robots.txt body. robotstxt rejects a whole file
// over one bad line, so on failure the offending lines are dropped and the
// rest parsed again, as RFC 9309 expects; if even that fails, disallow all.
func parseRobots(body []byte) *robotstxt.RobotsData {
	rd, err := robotstxt.FromBytes(body)
	if err != nil {
		rd, err = robotstxt.FromBytes(dropBadRobotsLines(body))
	}
	if err != nil {
		return disallowAll()
	}
	return rd
}

// dropBadRobotsLines removes the lines robotstxt treats as fatal: rules
// before any User-agent line, and Crawl-delay values that are not
// non-negative finite numbers (e.g. "10s").
func dropBadRobotsLines(body []byte) []byte {
	body = bytes.TrimPrefix(body, []byte("\xef\xbb\xbf"))
	body = bytes.ReplaceAll(body, []byte("\r\n"), []byte("\n"))
	body = bytes.ReplaceAll(body, []byte("\r"), []byte("\n"))
	var out bytes.Buffer
	seenAgent := false
	for line := range bytes.Lines(body) {
		field, value, _ := bytes.Cut(line, []byte(":"))
		value, _, _ = bytes.Cut(value, []byte("#"))
		switch strings.ToLower(string(bytes.TrimSpace(field))) {
		case "user-agent", "useragent":
			seenAgent = true
		case "allow", "disallow":
			if !seenAgent {
				continue
			}
		case "crawl-delay", "crawldelay":
			d, err := strconv.ParseFloat(string(bytes.TrimSpace(value)), 64)
			if !seenAgent || err != nil || d < 0 || math.IsInf(d, 0) || math.IsNaN(d) {
				continue
			}
		}
		out.Write(line)
	}
	return out.Bytes()
}

// allowAll and disallowAll borrow robotstxt's own verdicts for missing
// and unreachable files; these status codes cannot fail to map.
func allowAll() *robotstxt.RobotsData {
	rd, _ := robotstxt.FromStatusAndBytes(http.StatusNotFound, nil)
	return rd
}

func disallowAll() *robotstxt.RobotsData {
	rd, _ := robotstxt.FromStatusAndBytes(http.StatusServiceUnavailable, nil)
	return rd
}

// productToken extracts the robots.txt name from a User-Agent, e.g.
// "focus" from "focus/0.1 (+https://example.org/focus)".
func productToken(ua string) string {
	tok, _, _ := strings.Cut(strings.TrimSpace(ua), "/")
	tok, _, _ = strings.Cut(tok, " ")
	return strings.ToLower(tok)
}
