package align

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
)

// readWARC returns the bodies of the 200 responses of a gzipped WARC file
// by target URI. It reads WARC/1.0 records as the training mirrors write
// them: a header block, then Content-Length bytes.
func readWARC(t testing.TB, path string) map[string][]byte {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f) // multistream: one member per record
	if err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReaderSize(zr, 1<<20)
	pages := map[string][]byte{}
	for {
		h, content, err := warcRecord(br)
		if errors.Is(err, io.EOF) {
			return pages
		}
		if err != nil {
			t.Fatal(err)
		}
		if h["warc-type"] != "response" {
			continue
		}
		resp, err := http.ReadResponse(bufio.NewReader(bytes.NewReader(content)), nil)
		if err != nil || resp.StatusCode != http.StatusOK {
			continue
		}
		body, err := io.ReadAll(resp.Body)
		if err == nil {
			pages[h["warc-target-uri"]] = body
		}
	}
}

func warcRecord(r *bufio.Reader) (map[string]string, []byte, error) {
	line := ""
	for strings.TrimSpace(line) == "" {
		var err error
		if line, err = r.ReadString('\n'); err != nil {
			return nil, nil, err
		}
	}
	if !strings.HasPrefix(line, "WARC/") {
		return nil, nil, fmt.Errorf("bad WARC record start %q", line)
	}
	h := map[string]string{}
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return nil, nil, err
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			break
		}
		if k, v, ok := strings.Cut(line, ":"); ok {
			h[strings.ToLower(strings.TrimSpace(k))] = strings.TrimSpace(v)
		}
	}
	n, err := strconv.Atoi(h["content-length"])
	if err != nil {
		return nil, nil, fmt.Errorf("bad Content-Length: %v", err)
	}
	buf := make([]byte, n)
	_, err = io.ReadFull(r, buf)
	return h, buf, err
}
