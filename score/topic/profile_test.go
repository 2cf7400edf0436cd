package topic

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestCounts(t *testing.T) {
	tests := []struct {
		text string
		want map[string]int
	}{
		// words padded with '_' on both sides; the padding alone is not counted
		{"ab", map[string]int{"_a": 1, "_ab": 1, "_ab_": 1, "a": 1, "ab": 1, "ab_": 1, "b": 1, "b_": 1}},
		{"A1a", map[string]int{"_a": 2, "_a_": 2, "a": 2, "a_": 2}}, // digits split words, case is folded
		{"é", map[string]int{"_é": 1, "_é_": 1, "é": 1, "é_": 1}},   // n-grams are of runes, not bytes
		{"!? 42", map[string]int{}},
	}
	for _, tc := range tests {
		c := Counts{}
		c.Add(tc.text)
		if len(c) != len(tc.want) {
			t.Errorf("%q: %d n-grams %v, want %v", tc.text, len(c), c, tc.want)
			continue
		}
		for g, n := range tc.want {
			if c[g] != n {
				t.Errorf("%q: %q counted %d, want %d", tc.text, g, c[g], n)
			}
		}
	}
	// n stops at 5
	c := Counts{}
	c.Add("abcdefgh")
	for g := range c {
		if n := len([]rune(g)); n > maxN {
			t.Errorf("n-gram %q longer than %d", g, maxN)
		}
	}
}

func TestProfileRanksAndTies(t *testing.T) {
	c := Counts{"b": 2, "a": 2, "c": 5, "d": 1}
	p := c.Profile(3)
	if want := []string{"c", "a", "b"}; !slices.Equal(p.NGrams, want) {
		t.Errorf("profile %v, want %v (by count, ties by n-gram, cut to size)", p.NGrams, want)
	}
}

func TestDistance(t *testing.T) {
	abc := NewProfile([]string{"a", "b", "c"})
	tests := []struct {
		name string
		doc  []string
		want float64
	}{
		{"same ranks", []string{"a", "b", "c"}, 0},
		{"nothing shared", []string{"x", "y"}, 1},
		{"swapped", []string{"b", "a"}, 2.0 / 6},           // each one place out, of max 3 per n-gram
		{"one missing", []string{"a", "z"}, (0 + 3.0) / 6}, // missing costs the maximum
		{"empty doc", nil, 1},
	}
	for _, tc := range tests {
		if got := abc.Distance(NewProfile(tc.doc)); got != tc.want {
			t.Errorf("%s: distance %g, want %g", tc.name, got, tc.want)
		}
	}
}

func TestReadProfile(t *testing.T) {
	tests := []struct {
		in   string
		want []string
		err  string
	}{
		{"_th\t10\nthe 9\n\ne\n", []string{"_th", "the", "e"}, ""},
		{"", nil, "no n-grams"},
		{"a b c\n", nil, "line 1"},
		{"a x\n", nil, "not a number"},
	}
	for _, tc := range tests {
		p, err := ReadProfile(strings.NewReader(tc.in))
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: got %v, want an error saying %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || !slices.Equal(p.NGrams, tc.want) {
			t.Errorf("%q: got %v %v, want %v", tc.in, p, err, tc.want)
		}
	}
	// what write writes, ReadProfile reads back
	c := Counts{}
	c.Add("round trip of a profile")
	var b bytes.Buffer
	if err := c.Profile(20).write(&b, c); err != nil {
		t.Fatal(err)
	}
	p, err := ReadProfile(&b)
	if err != nil || !slices.Equal(p.NGrams, c.Profile(20).NGrams) {
		t.Errorf("round trip: %v %v", p, err)
	}
}

// TestTrainLanguages builds profiles from a small corpus folder and checks
// they load and tell its languages apart; stray folders and files are
// ignored.
func TestTrainLanguages(t *testing.T) {
	corpus, out := t.TempDir(), t.TempDir()
	files := map[string]string{
		"en/a.txt":        "the cat sat on the mat with the other cats and then they went home together",
		"de/b.html":       "<html><body><p>der Hund und die Katze sitzen auf der Matte und gehen dann zusammen nach Hause</p><script>var the=1</script></body></html>",
		"de/skip.pdf":     "the the the the",
		"Notes/c.txt":     "not a language folder",
		"readme.txt":      "not in a folder",
		"fr/sub/d.txt":    "le chat et le chien sont assis sur le tapis et rentrent ensemble à la maison",
		"fr/sub/e.htm":    "<p>les chats</p>",
		"fr/ignored.md":   "the the the",
		"en/b.txt":        "what a wonderful world",
		"xx-long-x/f.txt": "too long a code",
	}
	for name, body := range files {
		p := filepath.Join(corpus, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	stats, err := TrainLanguages(corpus, out, 100)
	if err != nil {
		t.Fatal(err)
	}
	var langs []string
	for _, s := range stats {
		langs = append(langs, s.Lang)
	}
	if want := []string{"de", "en", "fr"}; !slices.Equal(langs, want) {
		t.Fatalf("trained %v, want %v", langs, want)
	}
	if stats[2].Files != 2 {
		t.Errorf("fr: %d files, want 2 (sub folders included, .md skipped)", stats[2].Files)
	}
	id, err := LoadLanguages(os.DirFS(out))
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]string{"the cats went home": "en", "die Katze und der Hund": "de", "le chat et le chien": "fr"} {
		if got, _ := id.Identify(text); got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
	}
	if _, err := TrainLanguages(filepath.Join(corpus, "Notes"), out, 100); err == nil || !strings.Contains(err.Error(), "no language folders") {
		t.Errorf("corpus without language folders: %v", err)
	}
	if _, err := LoadLanguages(os.DirFS(corpus)); err == nil || !strings.Contains(err.Error(), "no .lm files") {
		t.Errorf("folder without profiles: %v", err)
	}
}

// TestProfileCut: the kept n-grams are the most frequent, ties broken by
// the n-gram, however many share the count at the cut.
func TestProfileCut(t *testing.T) {
	c := Counts{"e": 9, "d": 3, "c": 3, "b": 3, "a": 1, "z": 9, "y": 5}
	tests := []struct {
		size int
		want []string
	}{
		{1, []string{"e"}},
		{3, []string{"e", "z", "y"}},
		{4, []string{"e", "z", "y", "b"}},
		{6, []string{"e", "z", "y", "b", "c", "d"}},
		{0, []string{"e", "z", "y", "b", "c", "d", "a"}},
		{50, []string{"e", "z", "y", "b", "c", "d", "a"}},
	}
	for _, tt := range tests {
		if got := c.Profile(tt.size).NGrams; !slices.Equal(got, tt.want) {
			t.Errorf("size %d: %v, want %v", tt.size, got, tt.want)
		}
	}
}
