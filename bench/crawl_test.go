package bench

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/gocolly/colly/v2"

	"focus/crawl"
	"focus/fetch"
	"focus/sim"
)

// benchPages caps every crawl: the farm's phpbb3 site has 8,719 URLs, so
// each crawler fetches exactly this many.
const benchPages = 2000

// BenchmarkCrawl crawls the farm's phpbb3 site on loopback, without
// politeness, with focus's crawler (BFS gate, as shipped: outputs fsynced
// per group commit; and with its outputs on a tmpfs, where fsync costs
// nothing) and with a generic colly crawler that follows every on-site
// link and writes nothing. It reports pages/s and the CPU time per page
// (crawler and site together); one iteration is one crawl of benchPages
// pages, so run it with -benchtime 1x and -count for repetitions.
//
// Run: cd bench && go test -run '^$' -bench Crawl -benchtime 1x -count 5
func BenchmarkCrawl(b *testing.B) {
	p, err := sim.Lookup("phpbb3")
	if err != nil {
		b.Fatal(err)
	}
	srv, err := sim.Start(p, "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	crawlers := []struct {
		name  string
		crawl func(b *testing.B, entry string, conc int) int
	}{
		{"focus", func(b *testing.B, entry string, conc int) int { return focusCrawl(b, entry, conc, b.TempDir()) }},
		{"focus-tmpfs", func(b *testing.B, entry string, conc int) int { return focusCrawl(b, entry, conc, shmDir(b)) }},
		{"colly", collyCrawl},
	}
	for _, conc := range []int{1, 8} {
		for _, c := range crawlers {
			b.Run(fmt.Sprintf("crawler=%s/conc=%d", c.name, conc), func(b *testing.B) {
				for range b.N {
					start, cpu0 := time.Now(), cpuTime(b)
					n := c.crawl(b, srv.Entry(), conc)
					took, cpu := time.Since(start), cpuTime(b)-cpu0
					if n != benchPages {
						b.Fatalf("%d pages fetched, want %d", n, benchPages)
					}
					b.ReportMetric(float64(n)/took.Seconds(), "pages/s")
					b.ReportMetric(float64(cpu.Microseconds())/float64(n), "cpu-µs/page")
				}
			})
		}
	}
}

// cpuTime is the user and system CPU time of the process so far: the
// crawler's and the farm site's, which is served in process. Less
// sensitive than pages/s to other load on the machine.
func cpuTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// focusCrawl crawls with focus's BFS gate into out and returns the pages
// fetched.
func focusCrawl(b *testing.B, entry string, conc int, out string) int {
	gate, err := crawl.NewBFS(entry)
	if err != nil {
		b.Fatal(err)
	}
	fc := fetch.DefaultConfig()
	fc.Delay = 0
	st, err := crawl.Run(context.Background(), entry, gate, crawl.Config{Out: out, MaxPages: benchPages, Concurrency: conc, Fetch: fc})
	if err != nil {
		b.Fatal(err)
	}
	return st.Fetched
}

// shmDir is a fresh folder on /dev/shm, a tmpfs, removed after the
// benchmark.
func shmDir(b *testing.B) string {
	dir, err := os.MkdirTemp("/dev/shm", "focus-bench-")
	if err != nil {
		b.Skipf("no tmpfs: %v", err)
	}
	b.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// collyCrawl crawls with colly as its README shows a crawler: every
// a[href] on the entry's host, asynchronously with conc requests at once,
// URL-string deduplication, robots.txt ignored (colly's default). Requests
// past benchPages are aborted before they are sent.
func collyCrawl(b *testing.B, entry string, conc int) int {
	u, err := url.Parse(entry)
	if err != nil {
		b.Fatal(err)
	}
	c := colly.NewCollector(colly.Async(true), colly.AllowedDomains(u.Hostname()))
	if err := c.Limit(&colly.LimitRule{DomainGlob: "*", Parallelism: conc}); err != nil {
		b.Fatal(err)
	}
	var sent, fetched atomic.Int64
	c.OnRequest(func(r *colly.Request) {
		if sent.Add(1) > benchPages {
			r.Abort()
		}
	})
	c.OnResponse(func(*colly.Response) { fetched.Add(1) })
	c.OnError(func(*colly.Response, error) { fetched.Add(1) }) // a 404 is a fetch too
	c.OnHTML("a[href]", func(e *colly.HTMLElement) { _ = e.Request.Visit(e.Attr("href")) })
	if err := c.Visit(entry); err != nil {
		b.Fatal(err)
	}
	c.Wait()
	return int(fetched.Load())
}
