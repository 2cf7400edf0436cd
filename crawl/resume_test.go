package crawl

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// The resume test runs crawls in child processes (this test binary
// re-executed with childEnv set) so that it can SIGKILL them.
const (
	childEnv     = "FOCUS_CRAWL_TEST_CHILD" // "scenario seed out"
	childConc    = 4                        // Config.Concurrency of every run
	childDelay   = 4 * time.Millisecond     // slows the child so kills land mid-crawl
	killDeadline = 20 * time.Second
)

func TestMain(m *testing.M) {
	if arg := os.Getenv(childEnv); arg != "" {
		os.Exit(crawlChild(arg))
	}
	os.Exit(m.Run())
}

// crawlChild resumes (or starts) the crawl described by arg, "scenario
// seed out".
func crawlChild(arg string) int {
	var name, seed, out string
	if _, err := fmt.Sscan(arg, &name, &seed, &out); err != nil {
		fmt.Fprintln(os.Stderr, "child:", err)
		return 2
	}
	gate, err := gateFor(name, seed)
	if err != nil {
		fmt.Fprintln(os.Stderr, "child:", err)
		return 2
	}
	fc := testFetch()
	fc.Delay = childDelay
	if _, err := Run(context.Background(), seed, gate, Config{Out: out, Resume: true, Concurrency: childConc, Fetch: fc}); err != nil {
		fmt.Fprintln(os.Stderr, "child:", err)
		return 1
	}
	return 0
}

// TestResumeAfterKill SIGKILLs a crawl three times, fakes a torn write on
// top, then resumes in process. It asserts that every page is in
// crawl.jsonl exactly once, that the WARC reads end to end with a response
// per logged fetch, that threads.jsonl holds each thread once and whole,
// and that the server saw each page requested at least once and at most
// kills*Concurrency repeated requests in all: only the fetches in flight
// at each kill are repeated.
func TestResumeAfterKill(t *testing.T) {
	kills := map[string][]int{ // log lines to wait for before each kill
		"bfs": {20, 110, 200}, // of 311
		"itf": {15, 55, 95},   // of 128
	}
	for _, sc := range scenarios() {
		t.Run(sc.name, func(t *testing.T) {
			s := newSite(t, sc.pages, "", nil)
			seed := s.URL + "/"
			dir := t.TempDir()
			for _, at := range kills[sc.name] {
				killChildAt(t, sc.name, seed, dir, at)
			}
			// A kill between write and fsync can leave a torn tail; make sure of one.
			appendTo(t, filepath.Join(dir, LogFile), []byte(`{"url":"http://torn`))
			appendTo(t, filepath.Join(dir, WARCFile), []byte{0x1f, 0x8b, 0x08, 0x00, 0x00})
			appendTo(t, filepath.Join(dir, ThreadFile), []byte(`{"thread":"http://torn`))

			gate, err := gateFor(sc.name, seed)
			if err != nil {
				t.Fatal(err)
			}
			st, err := Run(context.Background(), seed, gate, Config{Out: dir, Resume: true, Concurrency: childConc, Fetch: testFetch()})
			if err != nil {
				t.Fatal(err)
			}
			if st.Fetched != len(sc.want) || st.Queued != 0 || st.ThreadsDone != len(sc.threads) {
				t.Errorf("Stats after resume %+v: want %d fetched, none queued, %d threads", st, len(sc.want), len(sc.threads))
			}
			checkWholeSite(t, s, sc, dir, len(kills[sc.name])*childConc)
		})
	}
}

// killChildAt runs a child crawl into dir and SIGKILLs it once crawl.jsonl
// has at least lines lines.
func killChildAt(t *testing.T, scenario, seed, dir string, lines int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"="+scenario+" "+seed+" "+dir)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	deadline := time.After(killDeadline)
	for {
		select {
		case err := <-exited:
			t.Fatalf("child ended before %d log lines: %v\n%s", lines, err, stderr.String())
		case <-deadline:
			_ = cmd.Process.Kill()
			<-exited
			t.Fatalf("child wrote fewer than %d log lines in %v", lines, killDeadline)
		case <-time.After(time.Millisecond):
		}
		b, _ := os.ReadFile(filepath.Join(dir, LogFile))
		if n := bytes.Count(b, []byte("\n")); n >= lines {
			if err := cmd.Process.Kill(); err != nil { // SIGKILL
				t.Fatal(err)
			}
			<-exited
			t.Logf("killed the child at %d log lines", n)
			return
		}
	}
}

func appendTo(t *testing.T, path string, b []byte) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.Write(b); err != nil {
		t.Fatal(err)
	}
}
