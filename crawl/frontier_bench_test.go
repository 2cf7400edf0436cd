package crawl

import (
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// BenchmarkFrontier pushes n distinct URLs through the frontier and seen
// set as a crawl does (a seen-set lookup, then a push, committed in synced
// batches of benchBatch), then pops them all, and reports:
//
//	heap-B        HeapInuse after a GC, all n URLs queued, after the lookups
//	heap-B/url    the same per URL: the goal is O(hosts), not O(URLs)
//	peak-rss-B    the process's peak resident set so far (Linux), which
//	              includes memory pebble allocates outside the Go heap
//	disk-B        bytes of state/ on disk with all n URLs queued
//	push/s        URLs seen and queued per second
//	hit/s, miss/s seen-set lookups per second of known and new URLs
//	pop/s         URLs popped and marked done per second
//
// Run (without cgo, as focus is built, so that pebble's cache and
// memtables are in the Go heap; the 3M case takes minutes):
//
//	CGO_ENABLED=0 go test ./crawl/ -run '^$' -bench Frontier -benchtime 1x -timeout 30m
func BenchmarkFrontier(b *testing.B) {
	for _, n := range []int{100_000, 1_000_000, 3_000_000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for range b.N {
				benchFrontier(b, n)
			}
		})
	}
}

const (
	benchBatch   = 256 // URLs per commit, as a group commit of a busy crawl
	benchHosts   = 10
	benchLookups = 200_000
)

// benchURL is the i-th URL of a forum-like URL space over benchHosts hosts.
func benchURL(i int) string {
	return fmt.Sprintf("http://forum%d.example.org/viewtopic.php?f=%d&t=%d&start=%d",
		i%benchHosts, i%97, i/10, (i%10)*15)
}

func benchFrontier(b *testing.B, n int) {
	dir := filepath.Join(b.TempDir(), stateDir)
	fr, err := openFrontier(dir, slog.New(slog.DiscardHandler))
	if err != nil {
		b.Fatal(err)
	}
	defer fr.close()
	var st state
	batches := func(count int, each func(t *tx, i int) error) time.Duration {
		start := time.Now()
		for lo := 0; lo < count; lo += benchBatch {
			t := fr.begin(&st)
			for i := lo; i < min(lo+benchBatch, count); i++ {
				if err := each(t, i); err != nil {
					b.Fatal(err)
				}
			}
			if err := t.commit(); err != nil {
				b.Fatal(err)
			}
			t.close()
		}
		return time.Since(start)
	}

	push := batches(n, func(t *tx, i int) error {
		u := benchURL(i)
		if fresh, err := t.see(u); err != nil || !fresh {
			return fmt.Errorf("see %s: fresh %v, %v", u, fresh, err)
		}
		return t.pushSeen(u, item{URL: u, Type: TypeThreadFlip, Depth: 4, Parent: benchURL(i / 2), Thread: benchURL(i / 10)}, 0)
	})
	if err := fr.db.Flush(); err != nil {
		b.Fatal(err)
	}
	disk := dirSize(b, dir)

	lookup := func(offset int, want bool) time.Duration {
		start := time.Now()
		for lo := 0; lo < benchLookups; lo += benchBatch {
			t := fr.begin(&st)
			for i := lo; i < min(lo+benchBatch, benchLookups); i++ {
				// Spread over the whole set: a crawl's links are not in order.
				if fresh, err := t.see(benchURL(offset + i*7919%n)); err != nil || fresh == want {
					b.Fatalf("lookup: fresh %v, %v", fresh, err)
				}
			}
			t.close() // not committed: the misses stay unseen
		}
		return time.Since(start)
	}
	hits, misses := lookup(0, true), lookup(n, false)
	// Measured now, with the block cache warmed by the lookups.
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)

	pop := batches(n, func(t *tx, _ int) error {
		key, _, ok, err := fr.pop()
		if err != nil || !ok {
			return fmt.Errorf("pop: ok %v, %v", ok, err)
		}
		return t.finish(key)
	})
	if st.Stats.Queued != 0 {
		b.Fatalf("%d queued after popping all", st.Stats.Queued)
	}

	b.ReportMetric(float64(ms.HeapInuse), "heap-B")
	b.ReportMetric(float64(ms.HeapInuse)/float64(n), "heap-B/url")
	b.ReportMetric(float64(disk), "disk-B")
	if hwm, ok := peakRSS(); ok {
		b.ReportMetric(float64(hwm), "peak-rss-B")
	}
	b.ReportMetric(float64(n)/push.Seconds(), "push/s")
	b.ReportMetric(benchLookups/hits.Seconds(), "hit/s")
	b.ReportMetric(benchLookups/misses.Seconds(), "miss/s")
	b.ReportMetric(float64(n)/pop.Seconds(), "pop/s")
}

func dirSize(b *testing.B, dir string) int64 {
	var size int64
	err := filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		fi, err := d.Info()
		size += fi.Size()
		return err
	})
	if err != nil {
		b.Fatal(err)
	}
	return size
}

// peakRSS reads VmHWM from /proc/self/status.
func peakRSS() (int64, bool) {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, false
	}
	for line := range strings.Lines(string(b)) {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			var kb int64
			_, err := fmt.Sscanf(strings.TrimSpace(v), "%d kB", &kb)
			return kb << 10, err == nil
		}
	}
	return 0, false
}
