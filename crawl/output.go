package crawl

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/nlnwa/gowarc"

	"focus/fetch"
)

// Output file names inside Config.Out.
const (
	LogFile    = "crawl.jsonl"
	WARCFile   = "pages.warc.gz"
	ThreadFile = "threads.jsonl"
	stateDir   = "state"
)

// Record is one line of crawl.jsonl: one Get of a URL.
type Record struct {
	URL         string    `json:"url"`
	FinalURL    string    `json:"final_url,omitempty"` // after redirects
	Status      int       `json:"status"`              // 0 when no response
	URLType     string    `json:"url_type"`
	Depth       int       `json:"depth"`
	FetchedAt   time.Time `json:"fetched_at"`
	Bytes       int       `json:"bytes"` // body bytes received (after gzip decoding)
	DurationMS  int64     `json:"duration_ms"`
	Parent      string    `json:"parent,omitempty"`    // URL of the page that linked here
	Redirects   []string  `json:"redirects,omitempty"` // redirect targets followed, in order
	ContentType string    `json:"content_type,omitempty"`
	Truncated   bool      `json:"truncated,omitempty"` // body cut at fetch.Config.MaxBytes
	Kept        *bool     `json:"kept,omitempty"`      // the Scorer's verdict; the WARC holds kept pages only
	Score       *float64  `json:"score,omitempty"`
	Error       string    `json:"error,omitempty"`
}

// outputs holds the append-only output files.
type outputs struct {
	log, warc, threads *outFile
}

// outFile is an output file that grows by appends; what was appended
// counts once sync has put it on disk.
type outFile struct {
	f       *os.File
	name    string
	size    int64 // synced length
	pending int64 // appended since the last sync
}

// openOutputs opens the output files in dir and cuts them back to the
// lengths the last commit recorded, dropping whatever a crash left past it.
func openOutputs(dir string, st *state) (*outputs, error) {
	o := &outputs{}
	files := []struct {
		f    **outFile
		name string
		size int64
	}{{&o.log, LogFile, st.LogBytes}, {&o.warc, WARCFile, st.WARCBytes}, {&o.threads, ThreadFile, st.ThreadBytes}}
	for _, fi := range files {
		f, err := openAt(dir, fi.name, fi.size)
		if err != nil {
			_ = o.close()
			return nil, err
		}
		*fi.f = f
	}
	return o, nil
}

func openAt(dir, name string, size int64) (*outFile, error) {
	path := filepath.Join(dir, name)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("open output: %w", err)
	}
	fi, err := f.Stat()
	if err == nil && fi.Size() < size {
		err = fmt.Errorf("is %d bytes, shorter than the %d the crawl state records", fi.Size(), size)
	}
	if err == nil {
		err = f.Truncate(size)
	}
	if err == nil {
		err = f.Sync()
	}
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("output %s: %w", path, err)
	}
	return &outFile{f: f, name: name, size: size}, nil
}

// append writes b at the end of the file.
func (o *outFile) append(b []byte) error {
	if _, err := o.f.WriteAt(b, o.size+o.pending); err != nil {
		return fmt.Errorf("write %s: %w", o.name, err)
	}
	o.pending += int64(len(b))
	return nil
}

func (o *outFile) sync() error {
	if o.pending == 0 {
		return nil // threads.jsonl mostly, spared a needless fsync
	}
	if err := o.f.Sync(); err != nil {
		return fmt.Errorf("sync %s: %w", o.name, err)
	}
	o.size += o.pending
	o.pending = 0
	return nil
}

// sync puts everything appended on disk and makes it count.
func (o *outputs) sync() error {
	for _, f := range o.files() {
		if err := f.sync(); err != nil {
			return err
		}
	}
	return nil
}

func (o *outputs) close() error {
	var errs []error
	for _, f := range o.files() {
		if err := f.f.Close(); err != nil {
			errs = append(errs, fmt.Errorf("close %s: %w", f.name, err))
		}
	}
	return errors.Join(errs...)
}

// files returns the files opened so far.
func (o *outputs) files() []*outFile {
	var fs []*outFile
	for _, f := range []*outFile{o.log, o.warc, o.threads} {
		if f != nil {
			fs = append(fs, f)
		}
	}
	return fs
}

// archiver builds gzipped WARC records. Each fetch worker has its own, so
// that gzipping runs in parallel.
type archiver struct {
	// zw is reset for every record: a new gzip.Writer allocates and clears
	// about 800 KB, more than compressing a page costs.
	zw *gzip.Writer
	// builder is shared by all archivers of a crawl and held while a
	// record is built: gowarc's NewRecordBuilder writes a package variable
	// (uuid.EnableRandPool) that Build reads. Gzipping needs no lock.
	builder *sync.Mutex
}

func newArchiver(builder *sync.Mutex) *archiver {
	return &archiver{zw: gzip.NewWriter(nil), builder: builder}
}

// warcinfo returns the gzipped warcinfo record that opens the WARC file.
func (a *archiver) warcinfo(userAgent string, now time.Time) ([]byte, error) {
	fields := fmt.Sprintf("software: focus crawl\r\nformat: WARC File Format 1.1\r\n"+
		"conformsTo: https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/\r\n"+
		"robots: obey\r\nhttp-header-user-agent: %s\r\n", userAgent)
	rec, err := a.record(gowarc.Warcinfo, []byte(fields), func(b gowarc.WarcRecordBuilder) {
		b.AddWarcHeaderTime(gowarc.WarcDate, now)
		b.AddWarcHeader(gowarc.WarcFilename, WARCFile)
		b.AddWarcHeader(gowarc.ContentType, gowarc.ApplicationWarcFields)
	})
	if err != nil {
		return nil, fmt.Errorf("warcinfo record: %w", err)
	}
	defer rec.Close()
	var buf bytes.Buffer
	if err := a.gzip(&buf, rec); err != nil {
		return nil, fmt.Errorf("warcinfo record: %w", err)
	}
	return buf.Bytes(), nil
}

// exchange returns the gzipped request and response records of a page.
// fetch does not expose the request it sent, so the request record holds
// the request line, Host and User-Agent only.
func (a *archiver) exchange(p *fetch.Page, userAgent string) ([]byte, error) {
	u, err := url.Parse(p.FinalURL)
	if err != nil {
		return nil, fmt.Errorf("warc: final url: %w", err)
	}
	proto := p.Proto
	if !strings.HasPrefix(proto, "HTTP/") {
		proto = "HTTP/1.1"
	}
	reason := p.Reason
	if reason == "" {
		reason = http.StatusText(p.Status)
	}

	var block bytes.Buffer
	fmt.Fprintf(&block, "%s %d %s\r\n", proto, p.Status, reason)
	if err := p.Header.Write(&block); err != nil {
		return nil, fmt.Errorf("warc: response header: %w", err)
	}
	block.WriteString("\r\n")
	block.Write(p.RawBody)
	resp, err := a.record(gowarc.Response, block.Bytes(), func(b gowarc.WarcRecordBuilder) {
		b.AddWarcHeader(gowarc.WarcTargetURI, p.FinalURL)
		b.AddWarcHeaderTime(gowarc.WarcDate, p.FetchedAt)
		b.AddWarcHeader(gowarc.ContentType, "application/http;msgtype=response")
		if p.Truncated {
			b.AddWarcHeader(gowarc.WarcTruncated, "length")
		}
	})
	if err != nil {
		return nil, fmt.Errorf("warc: response record: %w", err)
	}
	defer resp.Close()

	head := fmt.Sprintf("GET %s %s\r\nHost: %s\r\nUser-Agent: %s\r\n\r\n", u.RequestURI(), proto, u.Host, userAgent)
	req, err := a.record(gowarc.Request, []byte(head), func(b gowarc.WarcRecordBuilder) {
		b.AddWarcHeader(gowarc.WarcTargetURI, p.FinalURL)
		b.AddWarcHeaderTime(gowarc.WarcDate, p.FetchedAt)
		b.AddWarcHeader(gowarc.ContentType, "application/http;msgtype=request")
		b.AddWarcHeader(gowarc.WarcConcurrentTo, resp.WarcHeader().Get(gowarc.WarcRecordID))
	})
	if err != nil {
		return nil, fmt.Errorf("warc: request record: %w", err)
	}
	defer req.Close()

	var buf bytes.Buffer
	if err := a.gzip(&buf, req); err != nil {
		return nil, fmt.Errorf("warc: request record: %w", err)
	}
	if err := a.gzip(&buf, resp); err != nil {
		return nil, fmt.Errorf("warc: response record: %w", err)
	}
	return buf.Bytes(), nil
}

// record builds a record of type typ holding block; head adds its WARC
// header fields. The block is kept in memory: it is there already.
func (a *archiver) record(typ gowarc.RecordType, block []byte, head func(gowarc.WarcRecordBuilder)) (gowarc.WarcRecord, error) {
	a.builder.Lock()
	defer a.builder.Unlock()
	b := gowarc.NewRecordBuilder(typ, gowarc.WithBufferMaxMemBytes(int64(len(block))+1))
	head(b)
	if _, err := b.Write(block); err != nil {
		b.Close()
		return nil, err
	}
	rec, _, err := b.Build()
	if err != nil {
		if rec != nil {
			rec.Close()
		}
		return nil, err
	}
	return rec, nil
}

// gzip appends rec to buf as one gzip member, so a reader can seek to any
// record and a torn tail spoils only the last one.
func (a *archiver) gzip(buf *bytes.Buffer, rec gowarc.WarcRecord) error {
	a.zw.Reset(buf)
	if _, _, err := gowarc.NewMarshaler().Marshal(a.zw, rec, 0); err != nil {
		return err
	}
	return a.zw.Close()
}
