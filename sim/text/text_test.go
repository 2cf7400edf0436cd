package text

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
)

var allLangs = []Lang{English, German, French}

// sample runs every generator method once and returns the outputs.
func sample(g *Gen) []string {
	var out []string
	for _, tp := range Topics() {
		out = append(out, g.Title(tp), g.Sentence(tp), g.Opinion(tp, true), g.Opinion(tp, false))
		out = append(out, g.Paragraphs(tp, 3, 0.3)...)
		name, desc := g.BoardName(tp)
		out = append(out, name, desc, g.UserName(), g.Signature(), g.Topic(), fmt.Sprint(g.Intn(1000)))
		out = append(out, g.Tags(tp, 5)...)
		out = append(out, g.Quote(out[len(out)-8]))
	}
	return out
}

func TestDeterminism(t *testing.T) {
	for _, l := range allLangs {
		t.Run(string(l), func(t *testing.T) {
			a, b := New(42, l), New(42, l)
			for i := range 20 {
				sa, sb := sample(a), sample(b)
				if !slices.Equal(sa, sb) {
					t.Fatalf("round %d: same seed produced different output", i)
				}
			}
			if slices.Equal(sample(New(1, l)), sample(New(2, l))) {
				t.Fatal("different seeds produced identical output")
			}
			if New(7, l).Lang() != l {
				t.Fatal("Lang() mismatch")
			}
		})
	}
}

func tokens(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

func corpus(l Lang, seed int64, paras int) string {
	g := New(seed, l)
	var b strings.Builder
	for _, tp := range Topics() {
		for _, p := range g.Paragraphs(tp, paras, 0.3) {
			b.WriteString(p)
			b.WriteByte('\n')
		}
		for range 20 {
			b.WriteString(g.Title(tp))
			b.WriteByte('\n')
		}
	}
	return b.String()
}

func TestLanguageMarkers(t *testing.T) {
	tests := []struct {
		lang       Lang
		words      []string
		diacritics string
	}{
		{English, []string{"the", "and", "is", "i", "to", "a"}, ""},
		{German, []string{"der", "die", "und", "nicht", "ist", "das", "ich"}, "äöüß"},
		{French, []string{"le", "la", "et", "est", "pas", "les", "de"}, "éèàçê"},
	}
	for _, tc := range tests {
		t.Run(string(tc.lang), func(t *testing.T) {
			text := corpus(tc.lang, 3, 40)
			seen := map[string]bool{}
			for _, w := range tokens(text) {
				seen[w] = true
			}
			for _, w := range tc.words {
				if !seen[w] {
					t.Errorf("function word %q missing", w)
				}
			}
			for _, r := range tc.diacritics {
				if !strings.ContainsRune(text, r) {
					t.Errorf("diacritic %q missing", r)
				}
			}
			if tc.lang == English && strings.ContainsAny(text, "äöüßéèàçê") {
				t.Error("English output contains foreign diacritics")
			}
		})
	}
}

// templateTokens returns every token appearing in a language's templates and
// fillers, i.e. the vocabulary that is not topic-specific.
func templateTokens(ld *langData) map[string]bool {
	m := map[string]bool{}
	lists := [][]string{ld.sentences, ld.positive, ld.negative, ld.titles, ld.boardDescs, ld.posAdj, ld.negAdj,
		ld.times, ld.durations, ld.freqs, ld.who}
	lists = append(lists, strings.Fields("dem den der die das des vom zum zur beim im am ins mit für auf vor nach über "+
		"les des du au aux une un avec pour sur dans the and with for"))
	for _, l := range lists {
		for _, s := range l {
			for _, w := range tokens(s) {
				m[w] = true
			}
		}
	}
	return m
}

func topicTokens(tp *topic) map[string]bool {
	m := map[string]bool{}
	for _, n := range tp.nouns {
		for _, w := range tokens(n.w) {
			m[w] = true
		}
	}
	for _, v := range tp.verbs {
		for _, w := range tokens(strings.ReplaceAll(v, "|", "")) {
			m[w] = true
		}
	}
	return m
}

func TestTopicsDistinct(t *testing.T) {
	for _, l := range allLangs {
		t.Run(string(l), func(t *testing.T) {
			ld := langs[l]
			common := templateTokens(ld)
			vocab := map[string]map[string]bool{}
			for _, id := range Topics() {
				vocab[id] = topicTokens(ld.topics[id])
			}
			// exclusive[id]: words of id's tables found in no other topic and no template.
			exclusive := map[string]map[string]bool{}
			for _, id := range Topics() {
				ex := map[string]bool{}
				for w := range vocab[id] {
					if common[w] || len([]rune(w)) < 3 {
						continue
					}
					shared := false
					for _, other := range Topics() {
						if other != id && vocab[other][w] {
							shared = true
							break
						}
					}
					if !shared {
						ex[w] = true
					}
				}
				exclusive[id] = ex
			}
			g := New(11, l)
			const n = 400
			for _, id := range Topics() {
				own, foreign := 0, 0
				for range n {
					s := g.Sentence(id)
					hitOwn, hitForeign := false, false
					for _, w := range tokens(s) {
						if exclusive[id][w] {
							hitOwn = true
						}
						for _, other := range Topics() {
							if other != id && exclusive[other][w] {
								hitForeign = true
							}
						}
					}
					if hitOwn {
						own++
					}
					if hitForeign {
						foreign++
					}
				}
				if own < n*95/100 {
					t.Errorf("%s: only %d/%d sentences use the topic's own vocabulary", id, own, n)
				}
				if foreign > n*2/100 {
					t.Errorf("%s: %d/%d sentences use another topic's vocabulary", id, foreign, n)
				}
			}
		})
	}
}

// Small embedded sentiment lists. English words are from the VADER lexicon;
// German and French lists are prefixes (compounds and inflections).
var sentimentWords = map[Lang][2][]string{
	English: {
		{"love", "great", "excellent", "amazing", "awesome", "fantastic", "wonderful", "perfect", "perfectly", "brilliant",
			"best", "happy", "happier", "glad", "superb", "thanks", "thank", "outstanding", "recommend"},
		{"hate", "terrible", "awful", "horrible", "worst", "disappointed", "disappointing", "useless", "waste", "frustrated",
			"disaster", "regret", "angry", "sad", "heartbroken", "pathetic", "annoying", "dreadful", "miserable", "lousy",
			"worthless", "trouble", "worse"},
	},
	German: {
		{"liebe", "toll", "super", "großartig", "begeistert", "perfekt", "genial", "fantastisch", "klasse", "glücklich",
			"beste", "hervorragend", "spitze", "wunderbar", "erstklassig", "empfehlen"},
		{"hass", "schrecklich", "furchtbar", "enttäusch", "katastroph", "grauenhaft", "miserabel", "ärger", "frustriert",
			"schlimm", "nutzlos", "verschwendung", "albtraum", "chaos", "desaster", "nervt", "versagt", "bereue",
			"unbrauchbar", "grottenschlecht", "schlechteste"},
	},
	French: {
		{"adore", "génia", "excellent", "parfait", "formidable", "magnifique", "super", "fantastique", "heureux",
			"meilleur", "merci", "top", "incroyable", "remarquable", "conquis", "bravo", "recommande"}, // not "ravi": raviolis
		{"déteste", "déçu", "horrible", "pire", "frustré", "affreu", "perte", "nul", "inutile", "catastroph", "marre",
			"cauchemar", "désastre", "regrette", "énerve", "lamentable", "ennuis", "minable", "médiocre", "pitoyable",
			"épouvantable", "décevant"},
	},
}

func hasAny(s string, list []string, prefix bool) bool {
	for _, w := range tokens(s) {
		for _, x := range list {
			if w == x || (prefix && strings.HasPrefix(w, x)) {
				return true
			}
			// German compounds: "Geldverschwendung".
			if prefix && len(x) >= 6 && strings.Contains(w, x) {
				return true
			}
		}
	}
	return false
}

func TestOpinionSentiment(t *testing.T) {
	for _, l := range allLangs {
		t.Run(string(l), func(t *testing.T) {
			pos, neg := sentimentWords[l][0], sentimentWords[l][1]
			prefix := l != English
			g := New(5, l)
			for _, tp := range Topics() {
				for range 150 {
					p := g.Opinion(tp, true)
					if !hasAny(p, pos, prefix) || hasAny(p, neg, prefix) {
						t.Errorf("positive opinion lacks positive / has negative words: %q", p)
					}
					n := g.Opinion(tp, false)
					if !hasAny(n, neg, prefix) || hasAny(n, pos, prefix) {
						t.Errorf("negative opinion lacks negative / has positive words: %q", n)
					}
				}
			}
			// Neutral prose carries no negative sentiment.
			for _, tp := range Topics() {
				for _, p := range g.Paragraphs(tp, 20, 0) {
					if hasAny(p, neg, prefix) {
						t.Errorf("neutral paragraph has negative words: %q", p)
					}
				}
			}
		})
	}
}

func TestTitles(t *testing.T) {
	for _, l := range allLangs {
		t.Run(string(l), func(t *testing.T) {
			g := New(9, l)
			for _, tp := range Topics() {
				const n = 300
				distinct := map[string]bool{}
				questions := 0
				for range n {
					s := g.Title(tp)
					if k := wordCount(s); k < 3 || k > 12 {
						t.Errorf("title %q has %d words", s, k)
					}
					if strings.HasSuffix(s, "?") {
						questions++
					}
					distinct[s] = true
				}
				if questions < n/10 || questions > n*8/10 {
					t.Errorf("%s: %d/%d titles are questions", tp, questions, n)
				}
				if len(distinct) < n*3/4 {
					t.Errorf("%s: only %d distinct titles out of %d", tp, len(distinct), n)
				}
			}
		})
	}
}

func TestUserNames(t *testing.T) {
	for _, l := range allLangs {
		t.Run(string(l), func(t *testing.T) {
			g := New(13, l)
			const n = 2000
			seen := map[string]bool{}
			var under, dot, dash, camel int
			for range n {
				u := g.UserName()
				if u == "" || strings.ContainsAny(u, " \t\n") {
					t.Fatalf("bad user name %q", u)
				}
				seen[u] = true
				switch {
				case strings.Contains(u, "_"):
					under++
				case strings.Contains(u, "."):
					dot++
				case strings.Contains(u, "-"):
					dash++
				case unicode.IsUpper([]rune(u)[0]):
					camel++
				}
			}
			if len(seen) < n*95/100 {
				t.Errorf("only %d unique names out of %d", len(seen), n)
			}
			for name, c := range map[string]int{"underscore": under, "dot": dot, "dash": dash, "camel": camel} {
				if c < n/20 {
					t.Errorf("too few %s-style names: %d", name, c)
				}
			}
		})
	}
}

var tagRe = regexp.MustCompile(`^[\p{Ll}0-9]+(-[\p{Ll}0-9]+)*$`)

func TestTags(t *testing.T) {
	for _, l := range allLangs {
		g := New(17, l)
		for _, tp := range Topics() {
			for _, n := range []int{0, 1, 5, 12, 80} {
				tags := g.Tags(tp, n)
				if len(tags) != n {
					t.Fatalf("%s/%s: Tags(%d) returned %d", l, tp, n, len(tags))
				}
				seen := map[string]bool{}
				for _, tag := range tags {
					if !tagRe.MatchString(tag) {
						t.Errorf("%s/%s: bad tag %q", l, tp, tag)
					}
					if seen[tag] {
						t.Errorf("%s/%s: duplicate tag %q", l, tp, tag)
					}
					seen[tag] = true
				}
			}
		}
	}
}

func TestParagraphs(t *testing.T) {
	for _, l := range allLangs {
		t.Run(string(l), func(t *testing.T) {
			g := New(21, l)
			minW, maxW := 1<<30, 0
			for i := range 400 {
				tp := g.Topic()
				n := 1 + i%6
				ps := g.Paragraphs(tp, n, 0.25)
				if len(ps) != n {
					t.Fatalf("Paragraphs(%d) returned %d", n, len(ps))
				}
				words := 0
				for _, p := range ps {
					k := wordCount(p)
					if k < 10 || k > 200 {
						t.Errorf("paragraph with %d words: %q", k, p)
					}
					words += k
				}
				minW, maxW = min(minW, words), max(maxW, words)
			}
			if minW > 30 || maxW < 300 {
				t.Errorf("post lengths %d..%d words; want roughly 20..400", minW, maxW)
			}
			if len(g.Paragraphs("gardening", 0, 0)) != 0 {
				t.Error("Paragraphs(0) not empty")
			}
		})
	}
}

func TestSignatureAndQuote(t *testing.T) {
	for _, l := range allLangs {
		g := New(23, l)
		empty := 0
		for range 400 {
			s := g.Signature()
			if s == "" {
				empty++
			} else if len(s) > 100 {
				t.Errorf("long signature %q", s)
			}
		}
		if empty < 40 || empty > 200 {
			t.Errorf("%s: %d/400 empty signatures", l, empty)
		}
		for range 200 {
			text := strings.Join(g.Paragraphs(g.Topic(), 2, 0.3), "\n\n")
			q := g.Quote(text)
			if q == "" || wordCount(q) > 20 {
				t.Errorf("bad quote %q", q)
			}
			if !strings.Contains(text, strings.TrimSuffix(q, "...")) {
				t.Errorf("quote %q not taken from text", q)
			}
		}
		if g.Quote("") != "" {
			t.Error("Quote of empty text not empty")
		}
	}
}

// TestGrammarArtifacts looks for template and inflection mistakes.
func TestGrammarArtifacts(t *testing.T) {
	bad := map[Lang]*regexp.Regexp{
		English: regexp.MustCompile(`\b[Aa] [aeio]|\b[Aa]n [bcdfgjklmnpqrstvwyz]|\b(is|are) (is|are)\b`), // case-sensitive: "an MRI"
		German:  regexp.MustCompile(`\b(zu|von|bei|in|an) dem\b|\bzu der\b|\bin das\b`),
		French:  regexp.MustCompile(`(^| )((de|à) les?|si ils?) `),
	}
	// French elision is checked token-wise: Go's \b is ASCII-only.
	elide := map[string]bool{"de": true, "que": true, "je": true, "ne": true, "le": true, "la": true}
	for _, l := range allLangs {
		g := New(29, l)
		var all []string
		for range 30 {
			all = append(all, sample(g)...)
		}
		for _, s := range all {
			if strings.ContainsAny(s, "{}|") || strings.Contains(s, "  ") {
				t.Errorf("%s: unfilled slot or spacing: %q", l, s)
			}
			ls := strings.ToLower(s)
			if l == English {
				ls = s
			}
			if m := bad[l].FindString(ls); m != "" {
				t.Errorf("%s: %q in %q", l, m, s)
			}
			if l == French {
				w := strings.Fields(strings.ToLower(s))
				for i := 0; i+1 < len(w); i++ {
					if elide[w[i]] && strings.IndexAny(w[i+1][:1], "aeiou") == 0 || elide[w[i]] && strings.HasPrefix(w[i+1], "é") {
						t.Errorf("fr: missing elision %q %q in %q", w[i], w[i+1], s)
					}
				}
			}
		}
	}
}

func TestTables(t *testing.T) {
	topical := regexp.MustCompile(`\{(v|vzu|V|the|my|a|this|de|au|bare|The|My|Bare)2?(\.(acc|dat))?\}`)
	for _, l := range allLangs {
		ld := langs[l]
		if len(ld.topics) != len(Topics()) {
			t.Errorf("%s: %d topics", l, len(ld.topics))
		}
		if len(ld.sentences) < 25 || len(ld.positive) < 15 || len(ld.negative) < 15 || len(ld.titles) < 20 {
			t.Errorf("%s: too few templates", l)
		}
		for _, list := range [][]string{ld.sentences, ld.positive, ld.negative, ld.titles} {
			for _, s := range list {
				if !topical.MatchString(s) {
					t.Errorf("%s: template without topical slot: %q", l, s)
				}
			}
		}
		for _, id := range Topics() {
			tp := ld.topics[id]
			if tp == nil {
				t.Fatalf("%s: topic %s missing", l, id)
			}
			if len(tp.nouns) < 40 || len(tp.verbs) < 15 || len(tp.boards) < 4 || len(tp.tags) < 30 {
				t.Errorf("%s/%s: nouns %d verbs %d boards %d tags %d", l, id, len(tp.nouns), len(tp.verbs), len(tp.boards), len(tp.tags))
			}
			for _, n := range tp.nouns {
				if l != English && n.g == 0 && !n.pl {
					t.Errorf("%s/%s: noun %q without gender", l, id, n.w)
				}
				if l == French && n.g == 0 {
					t.Errorf("%s/%s: French noun %q without gender", l, id, n.w)
				}
				if r := []rune(n.w)[0]; l == German && unicode.IsLower(r) && r != 'e' {
					t.Errorf("%s/%s: German noun %q not capitalized", l, id, n.w)
				}
			}
			for _, v := range tp.verbs {
				first := strings.Fields(v)[0]
				if l == German && !strings.HasSuffix(v, "n") && !strings.HasSuffix(v, "rn") {
					t.Errorf("%s/%s: verb phrase %q does not end in an infinitive", l, id, v)
				}
				if l == French && !regexp.MustCompile(`(er|ir|re|oir)$`).MatchString(first) {
					t.Errorf("%s/%s: verb phrase %q does not start with an infinitive", l, id, v)
				}
			}
		}
	}
	ts := Topics()
	ts[0] = "x"
	if Topics()[0] == "x" {
		t.Error("Topics exposes internal slice")
	}
}

func TestGrammarHelpers(t *testing.T) {
	tests := []struct{ got, want string }{
		{zuInfinitive("die Tomaten aus|geizen"), "die Tomaten auszugeizen"},
		{zuInfinitive("den Boden lockern"), "den Boden zu lockern"},
		{zuInfinitive("den Brotteig gehen lassen"), "den Brotteig gehen zu lassen"},
		{fixFrench("J'ai essayé de arroser les semis"), "J'ai essayé d'arroser les semis"},
		{fixFrench("Je parle de le compost et si il pleut"), "Je parle du compost et s'il pleut"},
		{fixGerman("Frage zu dem Kompost von dem Nachbarn"), "Frage zum Kompost vom Nachbarn"},
		{frAgree("génial|géniale|géniaux|géniales", &noun{g: 'm', pl: true}), "géniaux"},
		{frAgree("excellent", &noun{g: 'f', pl: true}), "excellentes"},
		{frAgree("horrible", &noun{g: 'f'}), "horrible"},
		{tagify("chef's knife"), "chefs-knife"},
		{tagify("USB-C port"), "usb-c-port"},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
	de, fr, en := New(1, German), New(1, French), New(1, English)
	np := []struct{ got, want string }{
		{de.np(&noun{w: "Kompost", g: 'm'}, "the", 1), "den Kompost"},
		{de.np(&noun{w: "Setzlinge", pl: true}, "the", 2), "den Setzlingen"},
		{de.np(&noun{w: "Hecke", g: 'f'}, "my", 2), "meiner Hecke"},
		{de.np(&noun{w: "Hochbeet", g: 'n'}, "a", 1), "ein Hochbeet"},
		{fr.np(&noun{w: "engrais", g: 'm', mass: true}, "a", 0), "de l'engrais"},
		{fr.np(&noun{w: "astuce", g: 'f'}, "my", 0), "mon astuce"},
		{fr.np(&noun{w: "hublot", g: 'm', aspH: true}, "the", 0), "le hublot"},
		{fr.np(&noun{w: "pneus", g: 'm', pl: true}, "au", 0), "aux pneus"},
		{en.np(&noun{w: "MRI scan"}, "a", 0), "an MRI scan"},
		{en.np(&noun{w: "USB-C port"}, "a", 0), "a USB-C port"},
		{en.np(&noun{w: "ukulele"}, "a", 0), "a ukulele"},
	}
	for _, tc := range np {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}

func TestUnknownInputs(t *testing.T) {
	g := New(1, Lang("xx"))
	if g.Lang() != English {
		t.Errorf("unknown language: got %q", g.Lang())
	}
	if g.Sentence("no-such-topic") == "" || g.Intn(0) != 0 || g.Intn(-3) != 0 {
		t.Error("unknown topic or Intn(<=0) mishandled")
	}
}

func BenchmarkParagraphs(b *testing.B) {
	for _, l := range allLangs {
		b.Run(string(l), func(b *testing.B) {
			g := New(1, l)
			topics := Topics()
			for i := 0; b.Loop(); i++ {
				g.Paragraphs(topics[i%len(topics)], 3, 0.3)
			}
		})
	}
}
