package annotations

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestSiteFolder(t *testing.T) {
	for in, want := range map[string]string{
		"http://127.0.0.1:18100/forum/x?y=1": "127.0.0.1_18100",
		"127.0.0.1:18100":                    "127.0.0.1_18100",
		"https://Example.ORG/":               "example.org",
		"http://example.org:80/a":            "example.org",
		"https://example.org:8443":           "example.org_8443",
		"http://[::1]:9000/":                 "__1_9000",
	} {
		got, err := SiteFolder(in)
		if err != nil || got != want {
			t.Errorf("SiteFolder(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "http://", "http://../"} {
		if got, err := SiteFolder(bad); err == nil {
			t.Errorf("SiteFolder(%q) = %q, want an error", bad, got)
		}
	}
}

func TestRoundTrip(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := Open(dir, "http://127.0.0.1:18100/")
	if err != nil {
		t.Fatal(err)
	}
	fetched := time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)
	pages := []struct{ url, label, html string }{
		{"http://127.0.0.1:18100/", Entry, "<html><body>boards ü</body></html>"},
		{"http://127.0.0.1:18100/f/1", Index, "<p>threads</p>"},
		{"http://127.0.0.1:18100/t/7", Thread, "<p>posts</p>"},
	}
	for _, p := range pages {
		if err := s.Add(ctx, p.url, []byte(p.html), p.label, fetched); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.Labels()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(pages) {
		t.Fatalf("got %d labels, want %d", len(got), len(pages))
	}
	for i, p := range pages {
		l := got[i]
		if l.URL != p.url || l.Label != p.label || l.File != PageFile(p.url) || !l.FetchedAt.Equal(fetched) || l.LabelledAt.IsZero() {
			t.Errorf("label %d = %+v", i, l)
		}
		html, err := s.ReadPage(l)
		if err != nil || string(html) != p.html {
			t.Errorf("page %d = %q, %v", i, html, err)
		}
	}
	// The files are what doc.go promises a person will find.
	if _, err := os.Stat(filepath.Join(dir, "127.0.0.1_18100", "pages", PageFile(pages[0].url)[len("pages/"):])); err != nil {
		t.Error(err)
	}
	raw, _ := os.ReadFile(filepath.Join(dir, "127.0.0.1_18100", "labels.jsonl"))
	if n := bytes.Count(raw, []byte("\n")); n != 3 || !bytes.Contains(raw, []byte(`"label":"entry"`)) {
		t.Errorf("labels.jsonl has %d lines:\n%s", n, raw)
	}

	ex, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(ex) != 3 {
		t.Fatalf("Load gave %d examples, want 3", len(ex))
	}
	for i, p := range pages {
		if e := ex[i]; e.Site != "127.0.0.1_18100" || e.URL != p.url || e.Label != p.label || string(e.HTML) != p.html || !e.FetchedAt.Equal(fetched) {
			t.Errorf("example %d = %+v", i, e)
		}
	}
}

func TestAddRejectsBadLabel(t *testing.T) {
	s, err := Open(t.TempDir(), "127.0.0.1:1")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Add(context.Background(), "http://127.0.0.1:1/", nil, "forum", time.Time{}); err == nil {
		t.Fatal("label forum accepted")
	}
	if l, err := s.Labels(); err != nil || len(l) != 0 {
		t.Fatalf("Labels = %v, %v; want none", l, err)
	}
}

func TestRelabelWins(t *testing.T) {
	ctx := context.Background()
	s, err := Open(t.TempDir(), "127.0.0.1:1")
	if err != nil {
		t.Fatal(err)
	}
	a, b := "http://127.0.0.1:1/a", "http://127.0.0.1:1/b"
	for _, step := range []struct{ url, label, html string }{
		{a, Index, "v1"}, {b, Other, "b"}, {a, Thread, "v2"},
	} {
		if err := s.Add(ctx, step.url, []byte(step.html), step.label, time.Time{}); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.Labels()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].URL != a || got[0].Label != Thread || got[1].URL != b || got[1].Label != Other {
		t.Fatalf("Labels = %+v; want a thread, b other", got)
	}
	if html, err := s.ReadPage(got[0]); err != nil || string(html) != "v2" {
		t.Errorf("page of a = %q, %v; want the latest", html, err)
	}
}

func TestCorruptLine(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := Open(dir, "127.0.0.1:1")
	if err != nil {
		t.Fatal(err)
	}
	u := func(p string) string { return "http://127.0.0.1:1/" + p }
	if err := s.Add(ctx, u("a"), []byte("a"), Entry, time.Time{}); err != nil {
		t.Fatal(err)
	}
	// A hand edit gone wrong (line 2), then a write torn by a crash (line 3).
	p := filepath.Join(s.Dir(), "labels.jsonl")
	f, err := os.OpenFile(p, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"url":"` + u("x") + `","label":"forum","file":"pages/x.html.gz"}` + "\n")
	f.WriteString(`{"url":"` + u("y") + `","lab`)
	f.Close()
	// The next append must start a fresh line rather than join the torn one.
	if err := s.Add(ctx, u("b"), []byte("b"), Index, time.Time{}); err != nil {
		t.Fatal(err)
	}

	got, err := s.Labels()
	if err == nil {
		t.Fatal("no error for corrupt lines")
	}
	for _, want := range []string{p + ":2:", `"forum"`, p + ":3:"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not mention %q", err, want)
		}
	}
	if len(got) != 2 || got[0].URL != u("a") || got[1].URL != u("b") || got[1].Label != Index {
		t.Errorf("good lines = %+v; want a and b", got)
	}

	ex, err := Load(dir)
	if err == nil || !strings.Contains(err.Error(), p+":2:") {
		t.Errorf("Load error = %v; want the corrupt line named", err)
	}
	if len(ex) != 2 {
		t.Errorf("Load gave %d examples, want the 2 good ones", len(ex))
	}
}

func TestLoadMissingPage(t *testing.T) {
	dir := t.TempDir()
	s, err := Open(dir, "127.0.0.1:1")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, p := range []string{"a", "b"} {
		if err := s.Add(ctx, "http://127.0.0.1:1/"+p, []byte(p), Other, time.Time{}); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Remove(filepath.Join(s.Dir(), filepath.FromSlash(PageFile("http://127.0.0.1:1/a")))); err != nil {
		t.Fatal(err)
	}
	ex, err := Load(dir)
	if err == nil || !strings.Contains(err.Error(), "http://127.0.0.1:1/a") {
		t.Errorf("Load error = %v; want the missing page named", err)
	}
	if len(ex) != 1 || string(ex[0].HTML) != "b" {
		t.Errorf("Load = %+v; want page b", ex)
	}
}

func TestQueueResumes(t *testing.T) {
	dir := t.TempDir()
	s, err := Open(dir, "127.0.0.1:1")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, err := s.LoadQueue(); ok || err != nil {
		t.Fatalf("fresh LoadQueue = %v, %v; want none", ok, err)
	}
	q := Queue{Start: "http://127.0.0.1:1/", Pending: []string{"http://127.0.0.1:1/b", "http://127.0.0.1:1/c"},
		Seen: []string{"http://127.0.0.1:1/", "http://127.0.0.1:1/b", "http://127.0.0.1:1/c"}}
	if err := s.SaveQueue(context.Background(), q); err != nil {
		t.Fatal(err)
	}
	s2, err := Open(dir, "http://127.0.0.1:1/anything")
	if err != nil {
		t.Fatal(err)
	}
	got, ok, err := s2.LoadQueue()
	if err != nil || !ok || !reflect.DeepEqual(got, q) {
		t.Fatalf("LoadQueue = %+v, %v, %v; want %+v", got, ok, err, q)
	}
	// No temporary files are left behind by the atomic rewrite.
	names, _ := filepath.Glob(filepath.Join(s.Dir(), ".tmp-*"))
	if len(names) != 0 {
		t.Errorf("left over: %v", names)
	}
	os.WriteFile(filepath.Join(s.Dir(), "queue.json"), []byte(`{"start": `), 0o644)
	if _, _, err := s2.LoadQueue(); err == nil || !strings.Contains(err.Error(), "queue.json") {
		t.Errorf("corrupt queue error = %v; want it named", err)
	}
}
