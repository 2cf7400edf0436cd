package annotations

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

const chromium = "/usr/bin/chromium"

// serveApp serves a fresh app over dir on 127.0.0.1:0 and returns its URL
// and a function that stops it abruptly, as a crash or Ctrl-C would.
func serveApp(t *testing.T, dir string) (string, func()) {
	t.Helper()
	ln, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: newTestApp(t, dir)}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	stop := func() {
		srv.Close()
		if err := <-done; !errors.Is(err, http.ErrServerClosed) {
			t.Error(err)
		}
	}
	return "http://" + ln.Addr().String() + "/", stop
}

// TestBrowser labels a loopback site in headless Chromium with a real click
// and a key press, restarts the app and checks it resumes. With
// FOCUS_SCREENSHOT=path it saves a screenshot of the app there.
func TestBrowser(t *testing.T) {
	if _, err := os.Stat(chromium); err != nil {
		t.Skipf("skipping the browser test: no %s (apt-get install chromium)", chromium)
	}
	if testing.Short() {
		t.Skip("skipping the browser test in -short mode")
	}
	site := newTestSite(t)
	dir := t.TempDir()
	page := func(path string) string { return `#url[href="` + site.URL + path + `"]` }

	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	ctx, cancel = chromedp.NewExecAllocator(ctx,
		chromedp.ExecPath(chromium),
		chromedp.Flag("headless", true),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(profileDir(t)),
		chromedp.WindowSize(1200, 760),
	)
	defer cancel()
	ctx, cancel = chromedp.NewContext(ctx)
	defer cancel()

	began := time.Now()
	appURL, stop := serveApp(t, dir)
	var srcdoc string
	err := chromedp.Run(ctx,
		chromedp.Navigate(appURL),
		chromedp.SendKeys(`input[name=url]`, site.URL+"/", chromedp.ByQuery),
		chromedp.Click(`#start`, chromedp.ByQuery),
		chromedp.WaitVisible(page("/"), chromedp.ByQuery),
		chromedp.AttributeValue(`#preview`, "srcdoc", &srcdoc, nil, chromedp.ByQuery),
	)
	if err != nil {
		t.Fatalf("opening the site: %v", err)
	}
	if strings.Contains(srcdoc, "<script") || !strings.Contains(srcdoc, "Test board") {
		t.Errorf("preview srcdoc has a script or lacks the page:\n%s", srcdoc)
	}
	t.Logf("first page shown after %s", time.Since(began).Round(time.Millisecond))
	err = chromedp.Run(ctx,
		chromedp.Click(`button[data-key="t"]`, chromedp.ByQuery, chromedp.NodeVisible), // a real mouse click
		chromedp.WaitVisible(page("/forum/1"), chromedp.ByQuery),
		chromedp.KeyEvent("i"),
		chromedp.WaitVisible(page("/thread/1"), chromedp.ByQuery),
	)
	if err != nil {
		t.Fatalf("labelling: %v", err)
	}
	t.Logf("two pages labelled after %s", time.Since(began).Round(time.Millisecond))
	stop()

	s, err := Open(dir, site.URL)
	if err != nil {
		t.Fatal(err)
	}
	labels, err := s.Labels()
	if err != nil {
		t.Fatal(err)
	}
	if len(labels) != 2 || labels[0].URL != site.URL+"/" || labels[0].Label != Thread ||
		labels[1].URL != site.URL+"/forum/1" || labels[1].Label != Index {
		t.Fatalf("labels.jsonl holds %+v; want / thread, /forum/1 index", labels)
	}

	// Restart: the person gives the same site again and goes on at page 3.
	appURL, stop = serveApp(t, dir)
	defer stop()
	err = chromedp.Run(ctx,
		chromedp.Navigate(appURL),
		chromedp.SendKeys(`input[name=url]`, site.URL+"/", chromedp.ByQuery),
		chromedp.Click(`#start`, chromedp.ByQuery),
		chromedp.WaitVisible(page("/thread/1"), chromedp.ByQuery),
	)
	if err != nil {
		t.Fatalf("resuming at /thread/1: %v", err)
	}
	t.Logf("resumed after %s", time.Since(began).Round(time.Millisecond))
	if path := os.Getenv("FOCUS_SCREENSHOT"); path != "" {
		var png []byte
		if err := chromedp.Run(ctx, chromedp.CaptureScreenshot(&png)); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The preview did render, under its CSP and sandbox. (Last, as looking
	// into the frame's target upsets chromedp's hold on the page.)
	if h, err := previewHeading(ctx); err != nil || h != "Thread 1" {
		t.Errorf("preview heading = %q, %v; want Thread 1", h, err)
	}
	// Nothing in any preview ran or fetched: no beacon, no image.
	for _, p := range []string{"/beacon", "/pixel.png"} {
		if n := site.count(p); n != 0 {
			t.Errorf("the preview reached %s %d times", p, n)
		}
	}
}

// previewHeading reads the preview's <h1>. Chromium runs the sandboxed
// frame out of process, as a target of its own, which may take a moment
// to appear.
func previewHeading(ctx context.Context) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	for {
		targets, err := chromedp.Targets(ctx)
		if err != nil {
			return "", err
		}
		for _, ti := range targets {
			if ti.Type == "iframe" && ti.URL == "about:srcdoc" {
				fctx, cancel := chromedp.NewContext(ctx, chromedp.WithTargetID(ti.TargetID))
				defer cancel()
				var h string
				err := chromedp.Run(fctx, chromedp.Text("h1", &h, chromedp.ByQuery))
				return h, err
			}
		}
		select {
		case <-ctx.Done():
			return "", fmt.Errorf("no preview frame: %w", ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// profileDir is a fresh Chromium profile folder, removed after the test.
// Not t.TempDir: Chromium's helper processes may still be writing into it
// for a moment after the browser is cancelled, which fails TempDir's
// removal ("directory not empty"), so the removal is retried a while.
func profileDir(t *testing.T) string {
	dir, err := os.MkdirTemp("", "focus-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for range 50 {
			if err = os.RemoveAll(dir); err == nil {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
		t.Logf("chromium profile %s left behind: %v", dir, err)
	})
	return dir
}
