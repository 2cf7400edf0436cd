package learn

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"focus/sim"
)

// TestEval measures learning as focus learn does it from the entry URL
// (Site: entry discovery included), on every farm package and mirror, or on
// the comma-separated sites FOCUS_LEARN_EVAL names ("all" for every one),
// and prints a table: precision and recall of the four URL types' detection
// and of index and thread pages whatever their URL type (see measure),
// fetches, time. It computes each site's full ground truth, which takes
// minutes, so it runs only when asked:
//
//	FOCUS_LEARN_EVAL=all go test -run TestEval -v ./learn
//	FOCUS_LEARN_MODEL=heldout FOCUS_LEARN_EVAL=all go test -run TestEval -v -timeout 30m ./learn
//	FOCUS_LEARN_WORLD=2 FOCUS_LEARN_MODEL=heldout FOCUS_LEARN_EVAL=all go test -run TestEval -v -timeout 30m ./learn
func TestEval(t *testing.T) {
	which := os.Getenv("FOCUS_LEARN_EVAL")
	if which == "" {
		t.Skip("set FOCUS_LEARN_EVAL=all (or a list of sites) to run the measurement")
	}
	var names []string
	if which == "all" {
		for _, p := range sim.Packages() {
			names = append(names, p.Name)
		}
		names = append(names, "real:fluxbb", "real:punbb", "real:chyrp")
	} else {
		names = strings.Split(which, ",")
	}
	rows := make([]string, len(names))
	for i, name := range names {
		t.Run(name, func(t *testing.T) {
			s := start(t, name)
			// Training a held-out model takes no time of learning's.
			c := classifier(t)
			t0 := time.Now()
			ctx, client, opts := fullSpeed(t)
			p, err := Site(ctx, client, c, s.entry, opts)
			took := time.Since(t0)
			if err != nil {
				var le *Error
				errors.As(err, &le)
				rows[i] = fmt.Sprintf("| %-13s | failed: %v | %d | %.1fs |", name, err, le.Fetches, took.Seconds())
				return
			}
			for _, r := range p.Regexes.All() {
				for _, pt := range r.Patterns.Patterns {
					t.Logf("%-11s %4d %s", r.URLType, pt.Covered, pt.Regex)
				}
			}
			sc := measure(p, s.truth(t))
			for _, typ := range []string{TypeIndex, TypeThread, TypeIndexFlip, TypeThreadFlip, "index pages", "thread pages"} {
				if len(sc[typ].fps) > 0 {
					t.Logf("%s false positives (%d), e.g. %v", typ, sc[typ].FP, sc[typ].fps)
				}
				if len(sc[typ].fns) > 0 {
					t.Logf("%s false negatives (%d), e.g. %v", typ, sc[typ].FN, sc[typ].fns)
				}
			}
			rows[i] = fmt.Sprintf("| %-13s | %s | %s | %s | %s | %s | %s | %3d | %5.1fs |", name,
				sc[TypeIndex], sc[TypeThread], sc[TypeIndexFlip], sc[TypeThreadFlip], sc["index pages"], sc["thread pages"], p.Fetches, took.Seconds())
		})
	}
	var b strings.Builder
	b.WriteString("\n| site          | index P  R    | thread P R    | index-flip P R | thread-flip P R | index pages P R | thread pages P R | fetches | learn time |\n")
	for _, r := range rows {
		b.WriteString(r + "\n")
	}
	t.Log(b.String())
}
