package topic

import (
	"bufio"
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// The held-out language test set, testdata/lang/CODE.txt.gz, is made from
// Debian's documentation (the Debian Reference and the Debian FAQ, as
// plain text), which the shipped profiles were not trained on (man pages,
// fortunes and the New Maintainers' Guide; models/lang/README.md):
//
//	cd /tmp && apt-get download debian-reference-{en,de,fr} debian-faq debian-faq-{de,fr}
//	for f in debian-reference-*.deb debian-faq*.deb; do dpkg -x $f /tmp/heldout; done
//	CGO_ENABLED=0 go test ./score/topic -run TestMakeTestSet -testset-from /tmp/heldout
var testsetFrom = flag.String("testset-from", "", "rebuild testdata/lang from the Debian documentation unpacked in this folder")

const (
	snippetsPerLang = 300
	snippetMin      = 600  // bytes: a short forum page
	snippetMax      = 1600 // a snippet grows by whole paragraphs to about this
)

func TestMakeTestSet(t *testing.T) {
	if *testsetFrom == "" {
		t.Skip("only with -testset-from DIR")
	}
	id := shipped(t)
	for _, lang := range []string{"en", "de", "fr"} {
		var files []string
		for _, pat := range []string{"debian-reference." + lang + ".txt.gz", "debian-faq." + lang + ".txt.gz"} {
			m, err := findFile(*testsetFrom, pat)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, m)
		}
		var snippets []string
		for _, f := range files {
			text, err := readGzip(f)
			if err != nil {
				t.Fatal(err)
			}
			snippets = append(snippets, proseSnippets(text, lang, id)...)
		}
		// spread the picks over the documents, not their first chapters
		var picked []string
		for i := range snippetsPerLang {
			picked = append(picked, snippets[i*len(snippets)/snippetsPerLang])
		}
		out := filepath.Join("testdata", "lang", lang+".txt.gz")
		if err := writeSnippets(out, picked); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d of %d snippets -> %s", lang, len(picked), len(snippets), out)
	}
}

func findFile(dir, name string) (string, error) {
	var found string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && d.Name() == name {
			found = p
		}
		return err
	})
	if err == nil && found == "" {
		err = fmt.Errorf("no %s under %s", name, dir)
	}
	return found, err
}

// proseSnippets groups the prose paragraphs of a plain-text document (not
// tables, listings or headings) into page-sized snippets. The translations
// leave paragraphs in English; a paragraph is kept only if it has more
// stopwords of lang than of English, German or French (the stopword lists,
// not the n-gram profiles under test, label it).
func proseSnippets(text, lang string, id *Identifier) []string {
	var out []string
	var cur []string
	size := 0
	for para := range strings.SplitSeq(text, "\n\n") {
		p := strings.Join(strings.Fields(para), " ")
		if !prose(p) || stopwordLang(p, id) != lang {
			continue
		}
		cur = append(cur, p)
		size += len(p)
		if size >= snippetMin {
			s := strings.Join(cur, "\n")
			if len(s) > snippetMax*2 {
				s = s[:snippetMax*2] // one huge paragraph: cut, at worst mid-word
			}
			out = append(out, strings.ToValidUTF8(s, ""))
			cur, size = nil, 0
		}
	}
	return out
}

// prose reports a paragraph of running text: eight words or more, mostly
// letters, no table rules or shell prompts.
func prose(p string) bool {
	if len(strings.Fields(p)) < 8 || strings.ContainsAny(p, "|$#") || strings.Contains(p, "---") {
		return false
	}
	letters, other := 0, 0
	for _, r := range p {
		switch {
		case unicode.IsLetter(r):
			letters++
		case !unicode.IsSpace(r):
			other++
		}
	}
	return letters >= 9*other
}

// stopwordLang is the language among en, de and fr with the most stopwords
// in p, or "" when no language has more than the others.
func stopwordLang(p string, id *Identifier) string {
	n := map[string]int{}
	for w := range strings.FieldsFuncSeq(p, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
		for _, l := range []string{"en", "de", "fr"} {
			if id.IsStopword(l, w) {
				n[l]++
			}
		}
	}
	best, second := "", 0
	for _, l := range []string{"en", "de", "fr"} {
		switch {
		case best == "" || n[l] > n[best]:
			if best != "" {
				second = n[best]
			}
			best = l
		case n[l] > second:
			second = n[l]
		}
	}
	if n[best] <= second {
		return ""
	}
	return best
}

func readGzip(name string) (string, error) {
	f, err := os.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return "", err
	}
	b, err := io.ReadAll(z)
	return string(b), err
}

// The test set's form: snippets separated by a line "%", as fortune files.
func writeSnippets(name string, snippets []string) error {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return err
	}
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	z, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	for _, s := range snippets {
		fmt.Fprintf(z, "%s\n%%\n", s)
	}
	if err := z.Close(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func readSnippets(name string) ([]string, error) {
	text, err := readGzip(name)
	if err != nil {
		return nil, err
	}
	var out []string
	var cur strings.Builder
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if sc.Text() == "%" {
			out = append(out, cur.String())
			cur.Reset()
			continue
		}
		cur.WriteString(sc.Text())
		cur.WriteByte('\n')
	}
	return slices.Clip(out), sc.Err()
}
