package sentiment

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// fixture parses testdata/name.
func fixture(t testing.TB, name string) *html.Node {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	root, err := html.Parse(strings.NewReader(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// TestPageOpinionAboveNeutral: every opinion page (a rant, a rave, a mixed
// hotel review) scores above every neutral page (a manual, release notes,
// a forum index), at both levels.
func TestPageOpinionAboveNeutral(t *testing.T) {
	an := NewAnalyzer(false)
	opinion := []string{"review_rant.html", "review_rave.html", "review_mixed.html"}
	neutral := []string{"tech_manual.html", "changelog.html", "forum_index.html"}
	res := map[string]Result{}
	for _, name := range slices.Concat(opinion, neutral) {
		r := an.Page(fixture(t, name))
		res[name] = r
		t.Logf("%-18s sentence %.3f (%2d sentences)  word %.4f (%3d words)  english %v", name, r.Sentence, r.Sentences, r.Word, r.Words, r.English)
		if !r.English {
			t.Errorf("%s: not taken as English", name)
		}
	}
	for _, level := range []Level{LevelSentence, LevelWord} {
		for _, o := range opinion {
			for _, n := range neutral {
				if res[o].Value(level) <= res[n].Value(level) {
					t.Errorf("%s level: %s scores %.4f, not above %s %.4f", level, o, res[o].Value(level), n, res[n].Value(level))
				}
			}
		}
	}
}

// TestPageNotEnglish: a German rant scores 0 (VADER would read "die" as
// -2.9 and miss "wütend"), unless the analyzer scores any language.
func TestPageNotEnglish(t *testing.T) {
	root := fixture(t, "german_review.html")
	tests := []struct {
		anyLanguage bool
		wantZero    bool
	}{
		{false, true},
		{true, false},
	}
	for _, tt := range tests {
		r := NewAnalyzer(tt.anyLanguage).Page(root)
		t.Logf("anyLanguage %v: sentence %.3f word %.4f english %v", tt.anyLanguage, r.Sentence, r.Word, r.English)
		if r.English {
			t.Errorf("German page taken as English")
		}
		if zero := r.Sentence == 0 && r.Word == 0; zero != tt.wantZero {
			t.Errorf("anyLanguage %v: scores %.3f, %.4f; want zero %v", tt.anyLanguage, r.Sentence, r.Word, tt.wantZero)
		}
	}
}

// TestTextVADERExamples checks the sentence level on examples from VADER's
// documentation: the sentiment-laden sentences score high, and emphasis,
// negation and hedging move the score the way VADER says they do.
func TestTextVADERExamples(t *testing.T) {
	an := NewAnalyzer(false)
	score := func(s string) float64 { return an.Text(s).Sentence }
	tests := []struct {
		name          string
		higher, lower string
	}{
		{"exclamation", "VADER is smart, handsome, and funny!", "VADER is smart, handsome, and funny."},
		{"capitals", "VADER is VERY SMART, handsome, and FUNNY!!!", "VADER is smart, handsome, and funny."},
		{"hedge", "The book was good.", "The book was only kind of good."},
		{"sentiment over none", "Today SUX!", "The book has 300 pages."},
		{"negated still sentimental", "VADER is not smart, handsome, nor funny.", "Roger Dodger is one of the least compelling variations on this theme."},
	}
	for _, tt := range tests {
		h, l := score(tt.higher), score(tt.lower)
		t.Logf("%-26s %.3f > %.3f", tt.name, h, l)
		if h <= l {
			t.Errorf("%s: %q scores %.3f, not above %q %.3f", tt.name, tt.higher, h, tt.lower, l)
		}
	}
	if got := score("The book has 300 pages. It was printed in 1998."); got != 0 {
		t.Errorf("factual text scores %.3f, want 0", got)
	}
}

func TestSentences(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"I love it. It broke after a week!", []string{"I love it.", "It broke after a week!"}},
		{"Really?! No way... That is awful.", []string{"Really?!", "No way...", "That is awful."}},
		{"Dr. Smith said \"great job.\" Then he left.", []string{"Dr. Smith said \"great job.\"", "Then he left."}},
		{"Version 3.2 is out. J. R. Tolkien wrote it.", []string{"Version 3.2 is out.", "J. R. Tolkien wrote it."}},
		{"Use e.g. this one. or that.", []string{"Use e.g. this one. or that."}},
		{"Heading without stop\nA line. Another", []string{"Heading without stop", "A line.", "Another"}},
		{"... --- 42\n\n", nil},
	}
	for _, tt := range tests {
		if got := Sentences(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("Sentences(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestWordLevel(t *testing.T) {
	an := NewAnalyzer(false)
	tests := []struct {
		text  string
		words int
		want  float64
	}{
		{"great", 1, 3.1 / 4},
		{"GREAT!!!", 1, 3.1 / 4},
		{"The camera is great :)", 5, (3.1 + 2.0) / 4 / 5},
		{"Install the package", 3, 0},
		{"", 0, 0},
	}
	for _, tt := range tests {
		r := an.Text(tt.text)
		if r.Words != tt.words || abs(r.Word-tt.want) > 1e-9 {
			t.Errorf("Text(%q): %d words, word level %.4f; want %d, %.4f", tt.text, r.Words, r.Word, tt.words, tt.want)
		}
	}
}

func BenchmarkPage(b *testing.B) {
	an := NewAnalyzer(false)
	root := fixture(b, "review_rant.html")
	for b.Loop() {
		an.Page(root)
	}
}
