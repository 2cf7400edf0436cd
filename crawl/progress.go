package crawl

import (
	"fmt"
	"io"
	"log/slog"
	"maps"
	"os"
	"slices"
	"strings"
	"time"
)

// redraw is the least time between two draws of the terminal line: more
// often is flicker, not news.
const redraw = 200 * time.Millisecond

// Progress shows a crawl's Stats as it runs: on a terminal, one status
// line redrawn in place; anywhere else (a file, a pipe, CI), a log record
// at intervals, which stays readable in a log file. Plug Update into
// Config.Progress and call Finish with the Stats Run returns. It is used
// from one goroutine, as Run calls Config.Progress.
type Progress struct {
	term  io.Writer // the terminal to draw on; nil to log
	log   *slog.Logger
	every time.Duration // between draws or records

	start        time.Time // of this run: the rate is this run's
	startFetched int
	last         time.Time // of the last draw or record
}

// NewProgress returns a Progress for w: a live line if w is a terminal,
// else records to log (nil: text records on w) every interval (0: 10 s).
func NewProgress(w io.Writer, log *slog.Logger, every time.Duration) *Progress {
	p := &Progress{log: log, every: every}
	switch {
	case isTerminal(w):
		p.term, p.every = w, redraw
	case log == nil:
		p.log = slog.New(slog.NewTextHandler(w, nil))
	}
	if p.every <= 0 {
		p.every = 10 * time.Second
	}
	return p
}

// isTerminal reports whether w is a character device, which a terminal
// is. It spares a dependency for isatty; /dev/null passes too, harmlessly.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// Update shows st if the last showing is old enough.
func (p *Progress) Update(st Stats) {
	now := time.Now()
	if p.start.IsZero() {
		p.start, p.startFetched = now, st.Fetched
	}
	if now.Sub(p.last) < p.every {
		return
	}
	p.last = now
	p.show(st, now, "")
}

// Finish shows the final st and ends the terminal line.
func (p *Progress) Finish(st Stats) {
	p.show(st, time.Now(), "\n")
}

func (p *Progress) show(st Stats, now time.Time, end string) {
	rate := 0.0
	if d := now.Sub(p.start).Seconds(); !p.start.IsZero() && d > 0 {
		rate = float64(st.Fetched-p.startFetched) / d
	}
	types := typeOrder(st.ByType)
	if p.term == nil {
		attrs := []any{"fetched", st.Fetched, "pages_per_s", fmt.Sprintf("%.1f", rate), "queued", st.Queued, "threads", st.ThreadsDone, "errors", st.Errors}
		if st.Pruned > 0 {
			attrs = append(attrs, "skipped", st.Pruned)
		}
		for _, t := range types {
			attrs = append(attrs, t, st.ByType[t])
		}
		p.log.Info("crawl progress", attrs...)
		return
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\r\x1b[K%d fetched  %.1f/s  queued %d  threads %d  errors %d ", st.Fetched, rate, st.Queued, st.ThreadsDone, st.Errors)
	if st.Pruned > 0 {
		fmt.Fprintf(&b, " skipped %d ", st.Pruned) // list pages pruned as redundant
	}
	for _, t := range types {
		fmt.Fprintf(&b, " %s %d", t, st.ByType[t])
	}
	b.WriteString(end)
	_, _ = io.WriteString(p.term, b.String()) // a display: nothing to do about a failed write
}

// typeOrder lists the url_types of byType in crawl order, then any others
// by name.
func typeOrder(byType map[string]int) []string {
	known := []string{TypeEntry, TypeIndex, TypeIndexFlip, TypeThread, TypeThreadFlip}
	var out []string
	for _, t := range known {
		if byType[t] > 0 {
			out = append(out, t)
		}
	}
	for _, t := range slices.Sorted(maps.Keys(byType)) {
		if !slices.Contains(known, t) && byType[t] > 0 {
			out = append(out, t)
		}
	}
	return out
}
