package topic

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// Profile sizes. Cavnar and Trenkle found 300 n-grams enough to tell
// languages apart and TextCat, the tool of the paper, keeps 400. A topic
// has to be told apart from text in the same language, whose most frequent
// n-grams (function words, inflections) both collections share, so its
// profiles reach further down the ranks, to the topic's words: on the
// farm's topics (held-out posts, en/de/fr) 400 n-grams put 60-90% of
// on-topic pages on topic, 2000 85-95% and 3000-4000 98-100%; beyond 6000
// the sample profile runs out of n-grams before the contrast's and recall
// falls again.
const (
	LanguageSize = 400
	TopicSize    = 4000
	maxN         = 5
)

// Profile is the ranked list of a text's most frequent character n-grams
// (n = 1..5, lower case, each word padded with '_' on both sides): rank 0
// is the most frequent.
type Profile struct {
	NGrams []string
	rank   map[string]int
}

// Counts is n-gram frequencies, the raw material of profiles: add texts
// to it, then take its Profile.
type Counts map[string]int

// Add counts the n-grams of text. Words are runs of letters: digits,
// punctuation and markup remnants carry no language and are dropped, as
// Cavnar and Trenkle do.
func (c Counts) Add(text string) {
	var w strings.Builder
	flush := func() {
		if w.Len() > 0 {
			c.addWord("_" + w.String() + "_")
			w.Reset()
		}
	}
	for _, r := range text {
		if unicode.IsLetter(r) {
			w.WriteRune(unicode.ToLower(r))
		} else {
			flush()
		}
	}
	flush()
}

// addWord counts the n-grams of one padded word. The n-grams are substrings
// of word, so counting allocates only for new map keys.
func (c Counts) addWord(word string) {
	// starts holds the byte offset of each rune, plus the end.
	var buf [64]int
	starts := buf[:0]
	for i := range word {
		starts = append(starts, i)
	}
	starts = append(starts, len(word))
	runes := len(starts) - 1
	for i := range runes {
		for n := 1; n <= maxN && i+n <= runes; n++ {
			g := word[starts[i]:starts[i+n]]
			if g == "_" {
				continue // the padding alone says nothing
			}
			c[g]++
		}
	}
}

// Profile ranks the counted n-grams and keeps the size most frequent; ties
// are broken by the n-gram itself so a profile is reproducible.
func (c Counts) Profile(size int) *Profile {
	type gc struct {
		g string
		n int
	}
	// Only the n-grams at least as frequent as the size-th need ranking:
	// finding that count sorts integers, and the full sort with its string
	// tie-breaks is left to a few hundred n-grams instead of thousands.
	least := 0
	if size > 0 && len(c) > size {
		ns := make([]int, 0, len(c))
		for _, n := range c {
			ns = append(ns, n)
		}
		slices.Sort(ns)
		least = ns[len(ns)-size]
	}
	all := make([]gc, 0, min(len(c), 2*max(size, 1)))
	for g, n := range c {
		if n >= least {
			all = append(all, gc{g, n})
		}
	}
	slices.SortFunc(all, func(a, b gc) int {
		if a.n != b.n {
			return cmp.Compare(b.n, a.n)
		}
		return strings.Compare(a.g, b.g)
	})
	if size > 0 && len(all) > size {
		all = all[:size]
	}
	ng := make([]string, len(all))
	for i, x := range all {
		ng[i] = x.g
	}
	return NewProfile(ng)
}

// NewProfile makes a profile of n-grams already in rank order.
func NewProfile(ngrams []string) *Profile {
	p := &Profile{NGrams: ngrams, rank: make(map[string]int, len(ngrams))}
	for i, g := range ngrams {
		if _, dup := p.rank[g]; !dup {
			p.rank[g] = i
		}
	}
	return p
}

// TextProfile is the profile of one text.
func TextProfile(text string, size int) *Profile {
	c := make(Counts, min(len(text), 1<<16)) // distinct n-grams grow about as the text does
	c.Add(text)
	return c.Profile(size)
}

// Len is the number of n-grams in the profile.
func (p *Profile) Len() int { return len(p.NGrams) }

// Distance is Cavnar and Trenkle's out-of-place measure from a document
// profile d to a category profile p: the sum over d's n-grams of how far
// its rank in p is from its rank in d, an n-gram missing from p costing
// the maximum, p's length. It is normalised by that maximum times d's
// length, so 0 is identical ranks and 1 nothing in common, and distances
// of documents of different lengths can be compared.
func (p *Profile) Distance(d *Profile) float64 {
	if d.Len() == 0 || p.Len() == 0 {
		return 1
	}
	maxOut := p.Len()
	sum := 0
	for i, g := range d.NGrams {
		r, ok := p.rank[g]
		if !ok {
			sum += maxOut
			continue
		}
		sum += min(maxOut, abs(r-i))
	}
	return float64(sum) / float64(maxOut*d.Len())
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// write writes the profile in TextCat's .lm form: one n-gram per line,
// most frequent first, with its count when known (counts is optional).
func (p *Profile) write(w io.Writer, counts Counts) error {
	bw := bufio.NewWriter(w)
	for _, g := range p.NGrams {
		if counts != nil {
			fmt.Fprintf(bw, "%s\t%d\n", g, counts[g])
		} else {
			fmt.Fprintln(bw, g)
		}
	}
	return bw.Flush()
}

// ReadProfile reads a profile in TextCat's .lm form: an n-gram per line in
// rank order, optionally followed by white space and its count.
func ReadProfile(r io.Reader) (*Profile, error) {
	var ng []string
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		if len(f) > 2 {
			return nil, fmt.Errorf("line %d: want an n-gram and a count, got %q", line, sc.Text())
		}
		if len(f) == 2 {
			if _, err := strconv.Atoi(f[1]); err != nil {
				return nil, fmt.Errorf("line %d: count %q is not a number", line, f[1])
			}
		}
		ng = append(ng, f[0])
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(ng) == 0 {
		return nil, fmt.Errorf("no n-grams")
	}
	return NewProfile(ng), nil
}
