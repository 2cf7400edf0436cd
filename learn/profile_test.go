package learn

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"focus/align"
	"focus/urlpattern"
)

// testProfile is a small valid profile.
func testProfile() *Profile {
	set := func(re string) urlpattern.Set {
		return urlpattern.Set{Patterns: []urlpattern.Pattern{{Regex: re, Covered: 3}}, Ignore: []string{"sid"}}
	}
	return &Profile{
		Version: Version, Site: "127.0.0.1:8080", EntryURL: "http://127.0.0.1:8080/forum/index.php",
		LearnedAt: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC), SessionParams: []string{"sid"},
		Regexes: Regexes{
			Index:      Regex{URLType: TypeIndex, PageType: TypeIndex, Patterns: set(`^http://127\.0\.0\.1:8080/forum/viewforum\.php\?f=\d+$`), LearnedFrom: 3, Samples: []string{}},
			Thread:     Regex{URLType: TypeThread, PageType: TypeThread, Patterns: set(`^http://127\.0\.0\.1:8080/forum/viewtopic\.php\?t=\d+$`), LearnedFrom: 3, Samples: []string{}},
			IndexFlip:  Regex{URLType: TypeIndexFlip, PageType: TypeIndex, Patterns: set(`^http://127\.0\.0\.1:8080/forum/viewforum\.php\?f=\d+&start=\d+$`), LearnedFrom: 3, Samples: []string{}},
			ThreadFlip: Regex{URLType: TypeThreadFlip, PageType: TypeThread, Patterns: set(`^http://127\.0\.0\.1:8080/forum/viewtopic\.php\?t=\d+&start=\d+$`), LearnedFrom: 3, Samples: []string{}},
		},
		Fetches: 42, NumericDates: align.DatesMonthFirst,
	}
}

func TestProfileRoundTrip(t *testing.T) {
	dir := t.TempDir()
	p := testProfile()
	path, err := p.Save(dir)
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Base(path) != "127.0.0.1_8080.json" {
		t.Errorf("saved as %s", path)
	}
	got, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, p) {
		t.Errorf("round trip changed the profile:\n got %+v\nwant %+v", got, p)
	}
	// Any page of the site finds it, and a saved profile is overwritten.
	if _, err := p.Save(dir); err != nil {
		t.Fatal(err)
	}
	if _, err := Find(dir, "http://127.0.0.1:8080/forum/viewtopic.php?t=3"); err != nil {
		t.Error(err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("%d files in the profiles folder, want 1 (no temporary file left)", len(entries))
	}
	for u, want := range map[string]string{
		"http://127.0.0.1:8080/forum/viewtopic.php?t=3&start=10":      TypeThreadFlip,
		"http://127.0.0.1:8080/forum/viewtopic.php?t=3&sid=abc":       TypeThread,
		"http://127.0.0.1:8080/forum/viewforum.php?f=2":               TypeIndex,
		"http://127.0.0.1:8080/forum/memberlist.php?mode=viewprofile": "",
	} {
		if got := urlType(t, got, u); got != want {
			t.Errorf("%s matched as %q, want %q", u, got, want)
		}
	}
}

// urlType is the type of the first of a profile's regexes (page-flipping
// first) that matches u.
func urlType(t *testing.T, p *Profile, u string) string {
	for _, r := range p.Regexes.All() {
		m, err := r.Patterns.Compile()
		if err != nil {
			t.Fatal(err)
		}
		if m.Match(u) {
			return r.URLType
		}
	}
	return ""
}

func TestFileName(t *testing.T) {
	for in, want := range map[string]string{
		"http://127.0.0.1:8080/forum/":  "127.0.0.1_8080.json",
		"https://forum.example.org/a/b": "forum.example.org_443.json",
		"http://Example.org":            "Example.org_80.json",
		"example.org":                   "example.org_80.json",
		"127.0.0.1:8080":                "127.0.0.1_8080.json",
		"http://[::1]:9000/":            "--1_9000.json",
	} {
		got, err := FileName(in)
		if err != nil || got != want {
			t.Errorf("FileName(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := FileName("http://"); err == nil {
		t.Error("FileName(http://) gave no error")
	}
}

// A corrupt or missing profile gives one clear line naming what is wrong.
func TestLoadErrors(t *testing.T) {
	good, err := os.ReadFile(mustSave(t, testProfile()))
	if err != nil {
		t.Fatal(err)
	}
	edit := func(old, new string) string { return strings.Replace(string(good), old, new, 1) }
	p := testProfile()
	p.Regexes.Thread.Patterns.Patterns = []urlpattern.Pattern{}
	b, err := os.ReadFile(mustSave(t, p))
	if err != nil {
		t.Fatal(err)
	}
	noThread := string(b)
	for _, c := range []struct {
		name, data, want string
	}{
		{"empty", "", "EOF"},
		{"truncated", string(good[:len(good)/2]), "unexpected EOF"},
		{"syntax", edit(`"fetches": 42`, `"fetches": 42,,`), "line "},
		{"not an object", "[1, 2]", "cannot unmarshal array"},
		{"unknown field", edit(`"fetches"`, `"fetchez"`), `unknown field "fetchez"`},
		{"trailing data", string(good) + "{}", "data after the profile"},
		{"version", edit(`"version": 1`, `"version": 7`), "version 7 is not 1"},
		{"entry", edit(`"entry_url": "http://127.0.0.1:8080/forum/index.php"`, `"entry_url": "index.php"`), "not an absolute"},
		{"site", edit(`"site": "127.0.0.1:8080"`, `"site": "elsewhere"`), "not the entry URL's host"},
		{"bad regex", edit(`viewtopic\\.php\\?t=\\d+$`, `viewtopic(`), "regexes.thread"},
		{"swapped types", edit(`"url_type": "index-flip"`, `"url_type": "thread"`), "regexes.index_flip: url_type"},
		{"no thread regex", noThread, "regexes.thread has no pattern"},
		{"date order", edit(`"numeric_dates": "month-first"`, `"numeric_dates": "middle-first"`), `unknown date order "middle-first"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "p.json")
			if err := os.WriteFile(path, []byte(c.data), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := Load(path)
			if err == nil {
				t.Fatal("loaded")
			}
			msg := err.Error()
			if !strings.Contains(msg, c.want) || !strings.Contains(msg, path) || strings.Contains(msg, "\n") {
				t.Errorf("error %q: want one line naming %s and containing %q", msg, path, c.want)
			}
		})
	}
	if _, err := Load(filepath.Join(t.TempDir(), "none.json")); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("missing file: %v", err)
	}
	if _, err := Find(t.TempDir(), "http://127.0.0.1:9/"); err == nil || !strings.Contains(err.Error(), "no profile for 127.0.0.1:9") {
		t.Errorf("missing profile: %v", err)
	}
}

func mustSave(t *testing.T, p *Profile) string {
	t.Helper()
	path, err := p.Save(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return path
}

// FuzzLoadProfile: whatever the bytes, loading returns a valid profile or
// an error, never panics, and what loads saves and loads again unchanged.
func FuzzLoadProfile(f *testing.F) {
	good, err := os.ReadFile(mustSaveF(f, testProfile()))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add([]byte(`{"version":1}`))
	f.Add([]byte(`{"version":1,"site":"a:1","entry_url":"http://a:1/","regexes":{"thread":{"patterns":{"patterns":[{"regex":"(("}]}}}}`))
	f.Add([]byte("null"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := parseProfile(data)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("multi-line error %q", err)
			}
			return
		}
		for _, r := range p.Regexes.All() {
			if _, err := r.Patterns.Compile(); err != nil {
				t.Fatalf("a loaded profile does not compile: %v", err)
			}
		}
		path, err := p.Save(t.TempDir())
		if err != nil {
			t.Skip("not savable:", err) // a site name no file name can hold
		}
		q, err := Load(path)
		if err != nil {
			t.Fatalf("reloading a loaded profile: %v", err)
		}
		if !reflect.DeepEqual(p, q) {
			t.Fatalf("save and load changed the profile")
		}
	})
}

func mustSaveF(f *testing.F, p *Profile) string {
	path, err := p.Save(f.TempDir())
	if err != nil {
		f.Fatal(err)
	}
	return path
}
