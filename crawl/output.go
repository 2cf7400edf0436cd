package crawl

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/nlnwa/gowarc"

	"focus/fetch"
)

// Output file names inside Config.Out.
const (
	LogFile  = "crawl.jsonl"
	WARCFile = "pages.warc.gz"
	stateDir = "state"
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

// outputs appends to crawl.jsonl and pages.warc.gz and knows their
// committed lengths.
type outputs struct {
	log, warc               *os.File
	logBytes, warcBytes     int64 // synced lengths
	logPending, warcPending int64 // appended since the last sync
}

// openOutputs opens the output files in dir and cuts them back to the
// given lengths, dropping whatever a crash left past the last commit.
func openOutputs(dir string, logBytes, warcBytes int64) (*outputs, error) {
	o := &outputs{logBytes: logBytes, warcBytes: warcBytes}
	var err error
	if o.log, err = openAt(filepath.Join(dir, LogFile), logBytes); err != nil {
		return nil, err
	}
	if o.warc, err = openAt(filepath.Join(dir, WARCFile), warcBytes); err != nil {
		o.log.Close()
		return nil, err
	}
	return o, nil
}

func openAt(path string, size int64) (*os.File, error) {
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
	return f, nil
}

// append writes a log line (nil for none) and WARC bytes at the ends of
// the files; they count once sync has put them on disk.
func (o *outputs) append(line, warc []byte) error {
	if _, err := o.log.WriteAt(line, o.logBytes+o.logPending); err != nil {
		return fmt.Errorf("write %s: %w", LogFile, err)
	}
	if _, err := o.warc.WriteAt(warc, o.warcBytes+o.warcPending); err != nil {
		return fmt.Errorf("write %s: %w", WARCFile, err)
	}
	o.logPending += int64(len(line))
	o.warcPending += int64(len(warc))
	return nil
}

// sync puts everything appended on disk and makes it count.
func (o *outputs) sync() error {
	if err := o.log.Sync(); err != nil {
		return fmt.Errorf("sync %s: %w", LogFile, err)
	}
	if err := o.warc.Sync(); err != nil {
		return fmt.Errorf("sync %s: %w", WARCFile, err)
	}
	o.logBytes += o.logPending
	o.warcBytes += o.warcPending
	o.logPending, o.warcPending = 0, 0
	return nil
}

func (o *outputs) close() error {
	err1, err2 := o.log.Close(), o.warc.Close()
	if err1 != nil {
		return fmt.Errorf("close %s: %w", LogFile, err1)
	}
	if err2 != nil {
		return fmt.Errorf("close %s: %w", WARCFile, err2)
	}
	return nil
}

// warcinfo returns the gzipped warcinfo record that opens the WARC file.
func warcinfo(userAgent string, now time.Time) ([]byte, error) {
	fields := fmt.Sprintf("software: focus crawl\r\nformat: WARC File Format 1.1\r\n"+
		"conformsTo: https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/\r\n"+
		"robots: obey\r\nhttp-header-user-agent: %s\r\n", userAgent)
	rec, err := newRecord(gowarc.Warcinfo, []byte(fields), func(b gowarc.WarcRecordBuilder) {
		b.AddWarcHeaderTime(gowarc.WarcDate, now)
		b.AddWarcHeader(gowarc.WarcFilename, WARCFile)
		b.AddWarcHeader(gowarc.ContentType, gowarc.ApplicationWarcFields)
	})
	if err != nil {
		return nil, fmt.Errorf("warcinfo record: %w", err)
	}
	defer rec.Close()
	var buf bytes.Buffer
	if err := gzipRecord(&buf, rec); err != nil {
		return nil, fmt.Errorf("warcinfo record: %w", err)
	}
	return buf.Bytes(), nil
}

// exchange returns the gzipped request and response records of a page.
// fetch does not expose the request it sent, so the request record holds
// the request line, Host and User-Agent only.
func exchange(p *fetch.Page, userAgent string) ([]byte, error) {
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
	resp, err := newRecord(gowarc.Response, block.Bytes(), func(b gowarc.WarcRecordBuilder) {
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
	req, err := newRecord(gowarc.Request, []byte(head), func(b gowarc.WarcRecordBuilder) {
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
	if err := gzipRecord(&buf, req); err != nil {
		return nil, fmt.Errorf("warc: request record: %w", err)
	}
	if err := gzipRecord(&buf, resp); err != nil {
		return nil, fmt.Errorf("warc: response record: %w", err)
	}
	return buf.Bytes(), nil
}

// newRecord builds a record of type typ holding block; head adds its WARC
// header fields. The block is kept in memory: it is there already.
func newRecord(typ gowarc.RecordType, block []byte, head func(gowarc.WarcRecordBuilder)) (gowarc.WarcRecord, error) {
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

// gzipRecord appends rec to buf as one gzip member, so a reader can seek
// to any record and a torn tail spoils only the last one.
func gzipRecord(buf *bytes.Buffer, rec gowarc.WarcRecord) error {
	zw := gzip.NewWriter(buf)
	if _, _, err := gowarc.NewMarshaler().Marshal(zw, rec, 0); err != nil {
		return err
	}
	return zw.Close()
}
