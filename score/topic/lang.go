package topic

import (
	"bufio"
	"cmp"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxIdentify is how much of a page's text language identification reads:
// a few thousand letters decide as well as the whole page, and a huge page
// must not cost more.
const maxIdentify = 16 << 10

// Identifier tells the language of a text by the nearest of its language
// profiles. It is read only after loading and safe for concurrent use.
type Identifier struct {
	langs    []string // sorted codes
	profiles []*Profile
	stop     map[string]map[string]bool // lang -> stopwords
}

// Guess is one language and the distance of a text to its profile.
type Guess struct {
	Lang     string
	Distance float64
}

// LoadLanguages loads the language profiles of fsys: a file CODE.lm per
// language (TextCat's form, see [ReadProfile]) and, optionally, CODE.stop,
// its stopwords one per line (# starts a comment), used by [Phrases].
func LoadLanguages(fsys fs.FS) (*Identifier, error) {
	lms, err := fs.Glob(fsys, "*.lm")
	if err != nil {
		return nil, fmt.Errorf("language profiles: %w", err)
	}
	if len(lms) == 0 {
		return nil, errors.New("language profiles: no .lm files")
	}
	slices.Sort(lms)
	id := &Identifier{stop: map[string]map[string]bool{}}
	for _, name := range lms {
		code := strings.TrimSuffix(name, ".lm")
		f, err := fsys.Open(name)
		if err != nil {
			return nil, fmt.Errorf("language profiles: %w", err)
		}
		p, err := ReadProfile(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("language profile %s: %w", name, err)
		}
		id.langs = append(id.langs, code)
		id.profiles = append(id.profiles, p)
		b, err := fs.ReadFile(fsys, code+".stop")
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("stopwords of %s: %w", code, err)
		}
		id.stop[code] = parseStopwords(string(b))
	}
	return id, nil
}

func parseStopwords(s string) map[string]bool {
	m := map[string]bool{}
	for line := range strings.Lines(s) {
		line, _, _ = strings.Cut(line, "#")
		for _, w := range strings.Fields(line) {
			m[strings.ToLower(w)] = true
		}
	}
	return m
}

// Languages returns the codes of the languages known, sorted.
func (id *Identifier) Languages() []string { return slices.Clone(id.langs) }

// Identify returns the language whose profile is nearest to text's, or ""
// when text has no letters, and every language's distance, nearest first.
func (id *Identifier) Identify(text string) (string, []Guess) {
	if len(text) > maxIdentify {
		i := maxIdentify
		for i > 0 && !utf8.RuneStart(text[i]) {
			i-- // do not cut a rune in two
		}
		text = text[:i]
	}
	d := TextProfile(text, LanguageSize)
	if d.Len() == 0 {
		return "", nil
	}
	gs := make([]Guess, len(id.langs))
	for i, p := range id.profiles {
		gs[i] = Guess{id.langs[i], p.Distance(d)}
	}
	slices.SortStableFunc(gs, func(a, b Guess) int { return cmp.Compare(a.Distance, b.Distance) })
	return gs[0].Lang, gs
}

// IsStopword reports whether word (any case) is a stopword of lang; with
// lang "" or a language without a list, of any language.
func (id *Identifier) IsStopword(lang, word string) bool {
	word = strings.ToLower(word)
	if s, ok := id.stop[lang]; ok {
		return s[word]
	}
	for _, s := range id.stop {
		if s[word] {
			return true
		}
	}
	return false
}

// LanguageStat describes the training of one language profile.
type LanguageStat struct {
	Lang   string
	Files  int
	Bytes  int // of text, after HTML is reduced to text
	NGrams int // distinct n-grams counted
}

// TrainLanguages writes a profile CODE.lm into out for each folder CODE of
// corpus, from the text of every .txt, .html and .htm file under it. The
// profiles keep the size most frequent n-grams, with their counts.
func TrainLanguages(corpus, out string, size int) ([]LanguageStat, error) {
	ents, err := os.ReadDir(corpus)
	if err != nil {
		return nil, fmt.Errorf("language corpus: %w", err)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, fmt.Errorf("profiles folder: %w", err)
	}
	var stats []LanguageStat
	for _, e := range ents {
		if !e.IsDir() || !validCode(e.Name()) {
			continue
		}
		docs, err := ReadCollection(filepath.Join(corpus, e.Name()))
		if err != nil {
			return nil, err
		}
		c := Counts{}
		st := LanguageStat{Lang: e.Name(), Files: len(docs)}
		for _, d := range docs {
			c.Add(d.Text)
			st.Bytes += len(d.Text)
		}
		st.NGrams = len(c)
		if len(c) == 0 {
			return nil, fmt.Errorf("language %s: no text in %s", e.Name(), filepath.Join(corpus, e.Name()))
		}
		if err := writeProfile(filepath.Join(out, e.Name()+".lm"), c.Profile(size), c); err != nil {
			return nil, err
		}
		stats = append(stats, st)
	}
	if len(stats) == 0 {
		return nil, fmt.Errorf("language corpus %s: no language folders (one per code, e.g. en, de)", corpus)
	}
	return stats, nil
}

// validCode accepts language codes such as en, de or pt-br as folder names,
// so stray folders are not taken for languages.
func validCode(s string) bool {
	if len(s) < 2 || len(s) > 8 || path.Base(s) != s {
		return false
	}
	for _, r := range s {
		if !unicode.IsLower(r) && r != '-' {
			return false
		}
	}
	return true
}

func writeProfile(name string, p *Profile, c Counts) error {
	f, err := os.Create(name)
	if err != nil {
		return fmt.Errorf("write profile: %w", err)
	}
	w := bufio.NewWriter(f)
	err = p.write(w, c)
	if err == nil {
		err = w.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("write profile %s: %w", name, err)
	}
	return nil
}
