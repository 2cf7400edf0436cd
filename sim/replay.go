package sim

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/nlnwa/gowarc"
)

// Replay serves the responses recorded in a WARC file, keyed by path and
// query, so that mirrors of real sites can be learned and crawled on loopback.
// An unrecorded URL gets the site's recorded answer to a missing page when
// the mirror has one (a path starting /archive-404-probe), else a plain 404.
type Replay struct {
	pages    map[string]recorded
	notFound *recorded
}

type recorded struct {
	status int
	header http.Header
	body   []byte
}

// OpenReplay loads every response of a WARC file.
func OpenReplay(path string) (*Replay, error) {
	r, err := gowarc.NewWarcFileReader(path, 0)
	if err != nil {
		return nil, fmt.Errorf("replay %s: %w", path, err)
	}
	defer r.Close()
	rp := &Replay{pages: map[string]recorded{}}
	for {
		rec, _, _, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("replay %s: %w", path, err)
		}
		if rec.Type() != gowarc.Response {
			continue
		}
		u, err := url.Parse(rec.WarcHeader().Get(gowarc.WarcTargetURI))
		if err != nil {
			continue
		}
		raw, err := rec.Block().RawBytes()
		if err != nil {
			return nil, fmt.Errorf("replay %s: %s: %w", path, u, err)
		}
		resp, err := http.ReadResponse(bufio.NewReader(raw), nil)
		if err != nil {
			continue // a record that is not HTTP: nothing to serve
		}
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil {
			return nil, fmt.Errorf("replay %s: %s: %w", path, u, err)
		}
		if resp.Header.Get("Date") == "" {
			// The archive's capture time is the page's clock.
			if at, err := time.Parse(time.RFC3339, rec.WarcHeader().Get(gowarc.WarcDate)); err == nil {
				resp.Header.Set("Date", at.UTC().Format(http.TimeFormat))
			}
		}
		got := recorded{status: resp.StatusCode, header: resp.Header, body: body}
		key := u.RequestURI()
		if _, dup := rp.pages[key]; !dup {
			rp.pages[key] = got
		}
		if strings.HasPrefix(u.Path, "/archive-404-probe") && rp.notFound == nil {
			rp.notFound = &got
		}
	}
	return rp, nil
}

// Body is the recorded body of a URL's path and query, if there is one.
func (rp *Replay) Body(u *url.URL) ([]byte, int, bool) {
	p, ok := rp.lookup(u)
	return p.body, p.status, ok
}

// Date is when the answer to a URL was recorded; zero if it was not.
func (rp *Replay) Date(u *url.URL) time.Time {
	p, _ := rp.lookup(u)
	t, _ := http.ParseTime(p.header.Get("Date"))
	return t
}

func (rp *Replay) lookup(u *url.URL) (recorded, bool) {
	if p, ok := rp.pages[u.RequestURI()]; ok {
		return p, true
	}
	// A client may escape a URL differently from the page it was found in.
	if d, err := url.PathUnescape(u.RequestURI()); err == nil {
		for _, k := range []string{d, (&url.URL{Path: u.Path, RawQuery: u.RawQuery}).String()} {
			if p, ok := rp.pages[k]; ok {
				return p, true
			}
		}
	}
	return recorded{}, false
}

// ServeHTTP answers with the recorded status, Content-Type, Location, Date
// and body.
func (rp *Replay) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p, ok := rp.lookup(r.URL)
	if !ok {
		if rp.notFound == nil {
			http.NotFound(w, r)
			return
		}
		p = *rp.notFound
		p.status = http.StatusNotFound
	}
	for _, k := range []string{"Content-Type", "Location", "Last-Modified", "Content-Language", "Date"} {
		if v := p.header.Get(k); v != "" {
			w.Header().Set(k, v)
		}
	}
	w.WriteHeader(p.status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(p.body)
	}
}
