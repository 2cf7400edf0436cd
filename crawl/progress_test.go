package crawl

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"
)

func TestProgress(t *testing.T) {
	st := Stats{Fetched: 12, Queued: 30, Errors: 1, ThreadsDone: 2,
		ByType: map[string]int{"robots": 1, TypeThreadFlip: 4, TypeEntry: 1, TypeIndex: 3, TypeThread: 4}}
	pruned := st
	pruned.Pruned = 7
	tests := []struct {
		name string
		term bool
		st   Stats
		want []string // in order, in the output of Update, Update, Finish
	}{
		{"log", false, st, []string{
			`msg="crawl progress" fetched=12 pages_per_s=0.0 queued=30 threads=2 errors=1 entry=1 index=3 thread=4 thread-flip=4 robots=1` + "\n",
			`msg="crawl progress" fetched=12`,
		}},
		{"terminal", true, st, []string{
			"\r\x1b[K12 fetched  0.0/s  queued 30  threads 2  errors 1  entry 1 index 3 thread 4 thread-flip 4 robots 1",
			"\r\x1b[K12 fetched",
			"robots 1\n",
		}},
		{"log, lists pruned", false, pruned, []string{`errors=1 skipped=7 entry=1`}},
		{"terminal, lists pruned", true, pruned, []string{"errors 1  skipped 7  entry 1"}},
	}
	for _, tt := range tests {
		st := tt.st
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			p := NewProgress(&buf, nil, time.Hour)
			if tt.term { // a bytes.Buffer is no terminal: draw on it all the same
				p = &Progress{term: &buf, every: redraw}
			}
			p.Update(st)
			p.Update(st) // too soon: not shown
			p.Finish(st)
			out := buf.String()
			if n := strings.Count(out, "12 fetched") + strings.Count(out, "fetched=12"); n != 2 {
				t.Errorf("shown %d times, want 2 (first update, finish):\n%q", n, out)
			}
			rest := out
			for _, w := range tt.want {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("output lacks %q (in order):\n%q", w, out)
				}
				rest = rest[i+len(w):]
			}
		})
	}
}

// TestProgressInCrawl plugs a Progress into a crawl that logs to a file,
// as the CLI does when stderr is not a terminal.
func TestProgressInCrawl(t *testing.T) {
	sc := scenarios()[1]
	s := newSite(t, sc.pages, "", nil)
	gate, err := NewITF(s.URL+"/", itfRegexes())
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	p := NewProgress(&buf, slog.New(slog.NewJSONHandler(&buf, nil)), time.Nanosecond)
	st, err := Run(context.Background(), s.URL+"/", gate, Config{Out: t.TempDir(), Concurrency: 4, Fetch: testFetch(), Progress: p.Update})
	if err != nil {
		t.Fatal(err)
	}
	p.Finish(st)
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) < 10 {
		t.Fatalf("%d progress records for %d fetches", len(lines), st.Fetched)
	}
	last := lines[len(lines)-1]
	for _, w := range []string{`"msg":"crawl progress"`, `"fetched":128`, `"queued":0`, `"threads":54`, `"thread-flip":64`} {
		if !strings.Contains(last, w) {
			t.Errorf("last record %s lacks %s", last, w)
		}
	}
}
