package sim

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"time"
)

// Mirror is a mirrored real site (a WARC and its truth JSON, as in the
// training folder) replayed on a free loopback port. The mirror's pages
// name the host they were recorded on; the answers and the truth are
// rewritten to the address actually used, so a mirror runs beside anything
// else holding the recorded port, and several at once.
type Mirror struct {
	Replay   *Replay
	Base     string // http://127.0.0.1:PORT, where it is served
	EntryURL string // the truth's entry URL, on Base
	Truth    []byte // the truth JSON with every URL on Base
	srv      *http.Server
}

// StartMirror serves the WARC at warcPath with the truth at truthPath.
func StartMirror(warcPath, truthPath string) (*Mirror, error) {
	raw, err := os.ReadFile(truthPath)
	if err != nil {
		return nil, fmt.Errorf("mirror truth: %w", err)
	}
	var head struct {
		Base     string `json:"base"`
		EntryURL string `json:"entry_url"`
	}
	if err := json.Unmarshal(raw, &head); err != nil {
		return nil, fmt.Errorf("mirror truth %s: %w", truthPath, err)
	}
	if head.Base == "" || head.EntryURL == "" {
		return nil, fmt.Errorf("mirror truth %s: no base or entry_url", truthPath)
	}
	rp, err := OpenReplay(warcPath)
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("mirror: %w", err)
	}
	from, to := strings.TrimPrefix(head.Base, "http://"), ln.Addr().String()
	m := &Mirror{
		Replay:   rp,
		Base:     "http://" + to,
		EntryURL: strings.Replace(head.EntryURL, from, to, 1),
		Truth:    bytes.ReplaceAll(raw, []byte(from), []byte(to)),
		srv:      &http.Server{Handler: rehost(rp, from, to), ReadHeaderTimeout: 5 * time.Second},
	}
	go m.srv.Serve(ln)
	return m, nil
}

// Close stops serving.
func (m *Mirror) Close() error { return m.srv.Close() }

// rehost serves h's answers with every mention of host from replaced by
// host to, in the body and the Location header.
func rehost(h http.Handler, from, to string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		for k, vs := range rec.Header() {
			for _, v := range vs {
				w.Header().Add(k, strings.ReplaceAll(v, from, to))
			}
		}
		w.WriteHeader(rec.Code)
		w.Write(bytes.ReplaceAll(rec.Body.Bytes(), []byte(from), []byte(to)))
	})
}
