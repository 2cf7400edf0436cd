package text

import (
	"strings"
	"unicode"
)

// topic holds one language's word tables for one topic.
type topic struct {
	nouns  []noun
	verbs  []string // infinitive phrases; German separable prefix marked "aus|geizen"
	boards [][2]string
	tags   []string // extra tags first, then tags derived from nouns
}

// rawTopic is the compact source form of a topic table.
//
//	nouns:  entries separated by ';', optional flags before ':' —
//	        m/f/n gender, p plural, u uncountable, h French h aspiré,
//	        z English zero article ("diabetes", not "the diabetes")
//	verbs:  entries separated by ';'
//	boards: lines "Name | Description"
//	tags:   space-separated extra tags, topic word first
type rawTopic struct{ nouns, verbs, boards, tags string }

// langData holds everything one language needs. Read-only after init.
type langData struct {
	topics map[string]*topic

	sentences, positive, negative, titles []string
	boardName                             string
	boardDescs                            []string
	posAdj, negAdj                        []string
	times, durations, freqs, who, cities  []string
	firstNames, lastNames                 []string
	handleA, handleB                      []string
	signatures                            []string
}

type langSpec struct {
	langData
	raw map[string]rawTopic
}

var langs = map[Lang]*langData{
	English: build(&specEN),
	German:  build(&specDE),
	French:  build(&specFR),
}

func build(s *langSpec) *langData {
	ld := s.langData
	ld.topics = make(map[string]*topic, len(s.raw))
	for id, r := range s.raw {
		t := &topic{}
		for _, e := range splitList(r.nouns) {
			t.nouns = append(t.nouns, parseNoun(e))
		}
		t.verbs = splitList(r.verbs)
		for _, line := range strings.Split(r.boards, "\n") {
			if name, desc, ok := strings.Cut(line, "|"); ok {
				t.boards = append(t.boards, [2]string{strings.TrimSpace(name), strings.TrimSpace(desc)})
			}
		}
		seen := map[string]bool{}
		add := func(tag string) {
			if tag != "" && !seen[tag] && len(tag) <= 24 && strings.Count(tag, "-") <= 2 {
				seen[tag] = true
				t.tags = append(t.tags, tag)
			}
		}
		for _, tag := range strings.Fields(r.tags) {
			add(tagify(tag))
		}
		for _, n := range t.nouns {
			add(tagify(n.w))
		}
		ld.topics[id] = t
	}
	return &ld
}

func splitList(s string) []string {
	var out []string
	for _, e := range strings.Split(s, ";") {
		if e = strings.TrimSpace(e); e != "" {
			out = append(out, e)
		}
	}
	return out
}

func parseNoun(e string) noun {
	var n noun
	if flags, w, ok := strings.Cut(e, ":"); ok && len(flags) <= 3 && strings.Trim(flags, "mfnpuhz") == "" {
		e = w
		for _, f := range flags {
			switch f {
			case 'm', 'f', 'n':
				n.g = byte(f)
			case 'p':
				n.pl = true
			case 'u':
				n.mass = true
			case 'h':
				n.aspH = true
			case 'z':
				n.bare = true
			}
		}
	}
	n.w = e
	return n
}

// tagify lowercases s and joins its words with hyphens.
func tagify(s string) string {
	var b strings.Builder
	dash := false
	s = strings.ReplaceAll(strings.ToLower(s), "'s", "s") // chef's knife -> chefs-knife
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		} else {
			dash = true
		}
	}
	return b.String()
}
