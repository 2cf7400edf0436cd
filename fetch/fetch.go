package fetch

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/net/html/charset"
)

var (
	// ErrRobots is wrapped by errors for URLs that robots.txt disallows.
	ErrRobots = errors.New("disallowed by robots.txt")
	// ErrRobotsUnread is wrapped beside ErrRobots when the host's
	// robots.txt could not be read (no answer, a 5xx), which RFC 9309 takes
	// for disallowing everything: most often, the host is down.
	ErrRobotsUnread = errors.New("robots.txt could not be read")
	// ErrRedirectLoop is wrapped by errors for redirect chains that revisit
	// a URL or exceed Config.MaxRedirects.
	ErrRedirectLoop = errors.New("redirect loop")
)

// maxRetryWait caps one wait between attempts, whether it comes from the
// backoff or from a server's Retry-After, so a crawl never stalls for long.
const maxRetryWait = 2 * time.Minute

const accept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"

// Config controls a Client. Start from DefaultConfig.
type Config struct {
	// UserAgent is sent with every request; its product token (the text
	// before the first "/" or space) selects the robots.txt group.
	UserAgent string
	// Timeout bounds one attempt, from sending the request to the end of
	// the body.
	Timeout time.Duration
	// MaxBytes is the most body bytes kept; the rest is dropped and the
	// Page marked Truncated.
	MaxBytes int64
	// Delay is the least gap between the end of one request to a host and
	// the start of the next; with a gap, requests to one host run one at a
	// time. 0 is allowed (loopback). A robots.txt Crawl-delay raises it.
	Delay time.Duration
	// Retries is how many times a transient failure is retried.
	Retries int
	// Backoff is the wait before the first retry; it doubles per retry.
	Backoff time.Duration
	// IgnoreRobots disables robots.txt checks (and its Crawl-delay).
	IgnoreRobots bool
	// Scope accepts the URLs redirects may lead to; nil means the
	// requested URL's host.
	Scope func(*url.URL) bool
	// MaxRedirects is the most redirects followed for one Get.
	MaxRedirects int
}

// DefaultConfig returns settings suited to crawling public forums.
func DefaultConfig() Config {
	return Config{
		UserAgent:    "focus/0.1 (+https://example.org/focus; forum crawler)",
		Timeout:      20 * time.Second,
		MaxBytes:     8 << 20,
		Delay:        time.Second,
		Retries:      3,
		Backoff:      time.Second,
		MaxRedirects: 10,
	}
}

// Page is one fetched response, with what a WARC response record needs.
type Page struct {
	URL       string   // as requested (normalised by url.Parse)
	FinalURL  string   // the URL this response came from, after redirects
	Redirects []string // redirect targets followed, in order; the last is FinalURL
	// RedirectBlocked means the response is a redirect that was not
	// followed because its target is outside Config.Scope or not http(s).
	RedirectBlocked bool

	Status int    // e.g. 200
	Reason string // reason phrase as received, e.g. "OK"
	Proto  string // e.g. "HTTP/1.1"
	// Header is the response header. When the transport undid gzip it has
	// removed Content-Encoding and Content-Length, matching RawBody.
	Header http.Header
	// ContentType is the Content-Type header, or the sniffed media type
	// when the server sent none.
	ContentType string

	Body      []byte // RawBody decoded to UTF-8 for text types; RawBody otherwise
	RawBody   []byte // bytes as received, after gzip decoding
	Truncated bool   // the body exceeded Config.MaxBytes and was cut

	FetchedAt time.Time     // when the final request was sent
	Duration  time.Duration // from FetchedAt to the end of the body
}

// Clock is when the server says it made the answer: its Date header, else
// FetchedAt. A page prints "2 hours ago", "Today" and dates without a year
// by that clock, which may differ from ours (a skewed server, a cache, a
// replayed archive).
func (p *Page) Clock() time.Time {
	if t, err := http.ParseTime(p.Header.Get("Date")); err == nil {
		return t
	}
	return p.FetchedAt
}

// Client fetches pages politely. It is safe for concurrent use.
type Client struct {
	cfg    Config
	agent  string // robots.txt product token, from cfg.UserAgent
	hc     *http.Client
	robots robotsCache

	mu    sync.Mutex
	hosts map[string]*hostGate // by lower-case URL.Host
}

// hostGate spaces request starts to one host.
type hostGate struct {
	mu   sync.Mutex
	gap  time.Duration // least gap between the end of one request and the start of the next
	last time.Time     // when the latest request to the host ended
	turn chan struct{} // while gap > 0, one request to the host at a time
}

// New returns a Client for cfg. Zero UserAgent, Timeout and MaxBytes take
// their DefaultConfig values; other zero values mean what they say.
func New(cfg Config) *Client {
	def := DefaultConfig()
	if cfg.UserAgent == "" {
		cfg.UserAgent = def.UserAgent
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = def.Timeout
	}
	if cfg.MaxBytes <= 0 {
		cfg.MaxBytes = def.MaxBytes
	}
	tr := &http.Transport{
		Proxy:               http.ProxyFromEnvironment,
		ForceAttemptHTTP2:   true,
		MaxIdleConns:        100,
		IdleConnTimeout:     90 * time.Second,
		TLSHandshakeTimeout: 10 * time.Second,
	}
	return &Client{
		cfg:   cfg,
		agent: productToken(cfg.UserAgent),
		hc: &http.Client{
			Transport: tr,
			// Redirects are followed by Get, so each hop is gated and checked.
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		},
		robots: robotsCache{m: make(map[string]*robotsEntry)},
		hosts:  make(map[string]*hostGate),
	}
}

// Get fetches rawURL, following redirects within Config.Scope. A non-2xx
// response is a Page, not an error; so is a 5xx or 429 left after retries.
func (c *Client) Get(ctx context.Context, rawURL string) (*Page, error) {
	p, err := c.get(ctx, rawURL)
	if err != nil {
		return nil, fmt.Errorf("fetch %s: %w", rawURL, err)
	}
	return p, nil
}

func (c *Client) get(ctx context.Context, rawURL string) (*Page, error) {
	start, err := ParseURL(rawURL)
	if err != nil {
		return nil, err
	}
	u := start
	seen := map[string]bool{u.String(): true}
	var chain []string
	for {
		p, err := c.hop(ctx, u)
		if err != nil {
			if len(chain) > 0 {
				err = fmt.Errorf("redirect to %s: %w", u, err)
			}
			return nil, err
		}
		p.URL = start.String()
		p.Redirects = chain
		next := redirectTarget(p, u)
		switch {
		case next == nil:
			return p, nil
		case !c.inScope(start, next):
			p.RedirectBlocked = true
			return p, nil
		case seen[next.String()]:
			return nil, fmt.Errorf("%w: %s revisited", ErrRedirectLoop, next)
		case len(chain) >= c.cfg.MaxRedirects:
			return nil, fmt.Errorf("%w: more than %d redirects", ErrRedirectLoop, c.cfg.MaxRedirects)
		}
		seen[next.String()] = true
		chain = append(chain, next.String())
		u = next
	}
}

// hop checks robots.txt, then fetches u without following redirects.
func (c *Client) hop(ctx context.Context, u *url.URL) (*Page, error) {
	if !c.cfg.IgnoreRobots {
		ok, unread, err := c.allowed(ctx, u)
		switch {
		case err != nil:
			return nil, err
		case !ok && unread != "":
			return nil, robotsUnread(unread)
		case !ok:
			return nil, ErrRobots
		}
	}
	return c.fetchRetrying(ctx, u)
}

// robotsUnread is the error for a URL refused because its host's robots.txt
// could not be read. It is both ErrRobots and ErrRobotsUnread, but says
// only the latter: no rule disallowed anything, and the cause (most often a
// host that does not answer) is what the user must see first.
type robotsUnread string

func (e robotsUnread) Error() string {
	return fmt.Sprintf("%s (%s), and RFC 9309 then disallows everything", ErrRobotsUnread, string(e))
}

func (e robotsUnread) Is(target error) bool { return target == ErrRobots || target == ErrRobotsUnread }

func (c *Client) inScope(start, u *url.URL) bool {
	if u.Scheme != "http" && u.Scheme != "https" {
		return false
	}
	if c.cfg.Scope == nil {
		return strings.EqualFold(u.Host, start.Host)
	}
	return c.cfg.Scope(u)
}

// fetchRetrying fetches u, retrying 5xx, 429, timeouts and connection
// errors. Once retries run out it returns the last response, or the error.
func (c *Client) fetchRetrying(ctx context.Context, u *url.URL) (*Page, error) {
	for try := 0; ; try++ {
		p, err := c.fetchOnce(ctx, u)
		if err != nil && ctx.Err() != nil {
			return nil, ctx.Err() // the caller gave up; not the server's fault
		}
		wait, again := retryWait(p, err)
		if !again || try >= c.cfg.Retries {
			if err != nil && try > 0 {
				err = fmt.Errorf("%d attempts: %w", try+1, err)
			}
			return p, err
		}
		if err := sleep(ctx, min(max(c.cfg.Backoff<<min(try, 16), wait), maxRetryWait)); err != nil {
			return nil, err
		}
	}
}

// retryWait says whether an attempt's outcome is worth retrying and how
// long the server asked us to wait first.
func retryWait(p *Page, err error) (time.Duration, bool) {
	if err != nil {
		return 0, transient(err)
	}
	if p.Status == http.StatusTooManyRequests || p.Status >= 500 {
		return retryAfter(p.Header.Get("Retry-After")), true
	}
	return 0, false
}

// transient reports errors a later attempt may not hit: timeouts and
// broken connections, but not unknown hosts or certificate failures.
func transient(err error) bool {
	var dnsErr *net.DNSError
	if errors.As(err, &dnsErr) {
		return !dnsErr.IsNotFound
	}
	var netErr net.Error
	var opErr *net.OpError
	return errors.Is(err, context.DeadlineExceeded) ||
		errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) ||
		errors.As(err, &opErr) || (errors.As(err, &netErr) && netErr.Timeout())
}

// retryAfter parses a Retry-After value (seconds or HTTP date); 0 if absent or bad.
func retryAfter(v string) time.Duration {
	if v == "" {
		return 0
	}
	if s, err := strconv.Atoi(strings.TrimSpace(v)); err == nil {
		return max(time.Duration(s)*time.Second, 0)
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(time.Until(t), 0)
	}
	return 0
}

// timedOut names the per-response timeout when it, not the caller (ctx),
// ended an attempt: "context deadline exceeded" alone does not say whose
// deadline it was.
func (c *Client) timedOut(ctx context.Context, err error) error {
	if errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil {
		return fmt.Errorf("no complete answer within %s: %w", c.cfg.Timeout, err)
	}
	return err
}

// fetchOnce waits for the host's gate, then sends one GET and reads the body.
func (c *Client) fetchOnce(ctx context.Context, u *url.URL) (*Page, error) {
	done, err := c.gate(u.Host).wait(ctx)
	if err != nil {
		return nil, err
	}
	defer done()
	rctx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(rctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("User-Agent", c.cfg.UserAgent)
	req.Header.Set("Accept", accept)

	began := time.Now()
	resp, err := c.hc.Do(req)
	if err != nil {
		// url.Error repeats the method and URL, which the caller states.
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return nil, c.timedOut(ctx, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, c.cfg.MaxBytes+1))
	if err != nil {
		return nil, fmt.Errorf("read body: %w", c.timedOut(ctx, err))
	}
	truncated := int64(len(raw)) > c.cfg.MaxBytes
	if truncated {
		raw = raw[:c.cfg.MaxBytes]
	}
	ct := resp.Header.Get("Content-Type")
	if ct == "" {
		// Drop the sniffer's charset guess so meta tags still count.
		ct = mediaType(http.DetectContentType(raw))
	}
	return &Page{
		FinalURL:    u.String(),
		Status:      resp.StatusCode,
		Reason:      strings.TrimPrefix(resp.Status, strconv.Itoa(resp.StatusCode)+" "),
		Proto:       resp.Proto,
		Header:      resp.Header,
		ContentType: ct,
		Body:        toUTF8(raw, ct),
		RawBody:     raw,
		Truncated:   truncated,
		FetchedAt:   began,
		Duration:    time.Since(began),
	}, nil
}

// toUTF8 decodes text bodies using the Content-Type charset, a BOM or meta
// tags; non-text bodies are returned unchanged.
func toUTF8(raw []byte, contentType string) []byte {
	mt := mediaType(contentType)
	if !strings.HasPrefix(mt, "text/") && mt != "application/xhtml+xml" {
		return raw
	}
	enc, _, _ := charset.DetermineEncoding(raw, contentType)
	out, err := enc.NewDecoder().Bytes(raw)
	if err != nil {
		return bytes.ToValidUTF8(raw, []byte("\uFFFD"))
	}
	return out
}

// mediaType returns the lower-case type/subtype of a Content-Type value,
// tolerating malformed parameters that mime.ParseMediaType rejects.
func mediaType(contentType string) string {
	mt, _, _ := strings.Cut(contentType, ";")
	return strings.ToLower(strings.TrimSpace(mt))
}

// redirectTarget returns where a redirect response points, or nil if p is
// not a usable redirect.
func redirectTarget(p *Page, base *url.URL) *url.URL {
	switch p.Status {
	case http.StatusMovedPermanently, http.StatusFound, http.StatusSeeOther,
		http.StatusTemporaryRedirect, http.StatusPermanentRedirect:
	default:
		return nil
	}
	loc := p.Header.Get("Location")
	if loc == "" {
		return nil
	}
	next, err := base.Parse(loc)
	if err != nil {
		return nil
	}
	next.Fragment, next.RawFragment = "", ""
	return next
}

// ParseURL parses an absolute http(s) URL and drops its fragment: the
// check of every URL a user gives (an entry page, a seed, a site to
// annotate) as of every URL fetched.
func ParseURL(rawURL string) (*url.URL, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return nil, fmt.Errorf("%q is not a URL: %w", rawURL, err)
	}
	if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("%q is not an absolute http(s) URL", rawURL)
	}
	u.Fragment, u.RawFragment = "", ""
	return u, nil
}

// CrawlDelay reports the gap kept between requests to host (as in
// URL.Host): Config.Delay, raised by robots.txt Crawl-delay once known.
func (c *Client) CrawlDelay(host string) time.Duration {
	c.mu.Lock()
	g, ok := c.hosts[strings.ToLower(host)]
	c.mu.Unlock()
	if !ok {
		return c.cfg.Delay
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.gap
}

func (c *Client) gate(host string) *hostGate {
	host = strings.ToLower(host)
	c.mu.Lock()
	defer c.mu.Unlock()
	g, ok := c.hosts[host]
	if !ok {
		g = &hostGate{gap: c.cfg.Delay, turn: make(chan struct{}, 1)}
		c.hosts[host] = g
	}
	return g
}

// raise widens the gap to d if d is larger; the next request already keeps it.
func (g *hostGate) raise(d time.Duration) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.gap = max(g.gap, d)
}

// wait blocks until this caller may start a request to the host and returns
// the func to call when the request has ended. With a gap, requests to one
// host run one at a time and each starts at least gap after the previous one
// ended, as well-mannered crawlers do (one connection per host); with no gap
// (loopback tests) they run freely.
func (g *hostGate) wait(ctx context.Context) (done func(), err error) {
	g.mu.Lock()
	serial := g.gap > 0
	g.mu.Unlock()
	if serial {
		select {
		case g.turn <- struct{}{}:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	release := func() {
		if serial {
			<-g.turn
		}
	}
	g.mu.Lock()
	until := g.last.Add(g.gap)
	g.mu.Unlock()
	if err := sleep(ctx, time.Until(until)); err != nil {
		release()
		return nil, err
	}
	return func() {
		g.mu.Lock()
		g.last = time.Now()
		g.mu.Unlock()
		release()
	}, nil
}

// sleep waits for d or until ctx is done.
func sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
