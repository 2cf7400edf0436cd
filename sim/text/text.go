package text

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Lang is a language code.
type Lang string

// Supported languages.
const (
	English Lang = "en"
	German  Lang = "de"
	French  Lang = "fr"
)

var topicIDs = []string{"gardening", "phones", "cars", "cooking", "travel", "photography", "medicine", "music"}

// Topics lists the topic ids.
func Topics() []string { return append([]string(nil), topicIDs...) }

// Gen is a deterministic text generator for one language. It is not safe for
// concurrent use.
type Gen struct {
	r    *rand.Rand
	lang Lang
	ld   *langData
	seen map[string]struct{} // user names handed out so far
}

// New returns a generator seeded with seed. Unknown languages fall back to
// English.
func New(seed int64, lang Lang) *Gen {
	ld, ok := langs[lang]
	if !ok {
		lang, ld = English, langs[English]
	}
	return &Gen{
		r:    rand.New(rand.NewPCG(uint64(seed), 0x9e3779b97f4a7c15)),
		lang: lang,
		ld:   ld,
		seen: make(map[string]struct{}),
	}
}

// Lang returns the generator's language.
func (g *Gen) Lang() Lang { return g.lang }

// Intn returns a pseudo-random int in [0,n) from the generator's source; 0
// if n <= 0.
func (g *Gen) Intn(n int) int {
	if n <= 0 {
		return 0
	}
	return g.r.IntN(n)
}

func (g *Gen) pick(list []string) string { return list[g.r.IntN(len(list))] }

// Topic returns a random topic id.
func (g *Gen) Topic() string { return g.pick(topicIDs) }

// topic returns the word tables for id; unknown ids get a random topic.
func (g *Gen) topic(id string) *topic {
	if t, ok := g.ld.topics[id]; ok {
		return t
	}
	return g.ld.topics[g.Topic()]
}

// Title returns a thread, article or question title of 3-12 words.
func (g *Gen) Title(topic string) string {
	t := g.topic(topic)
	var s string
	for range 8 {
		s = g.expand(g.pick(g.ld.titles), t)
		if n := wordCount(s); n >= 3 && n <= 12 {
			break
		}
	}
	return s
}

// Sentence returns one neutral topical sentence.
func (g *Gen) Sentence(topic string) string {
	return g.expand(g.pick(g.ld.sentences), g.topic(topic))
}

// Opinion returns one clearly positive or negative sentence about topic.
func (g *Gen) Opinion(topic string, positive bool) string {
	list := g.ld.negative
	if positive {
		list = g.ld.positive
	}
	return g.expand(g.pick(list), g.topic(topic))
}

// sentenceCounts skews paragraph lengths towards short paragraphs.
var sentenceCounts = []int{2, 2, 2, 3, 3, 3, 4, 4, 5, 6}

// Paragraphs returns n paragraphs of 2-6 sentences on topic. opinion in
// [0,1] is the share of opinionated sentences; their sign is random.
func (g *Gen) Paragraphs(topic string, n int, opinion float64) []string {
	t := g.topic(topic)
	out := make([]string, 0, max(n, 0))
	var b strings.Builder
	var used [6]string // templates already used in this paragraph
	for range n {
		b.Reset()
		k := sentenceCounts[g.r.IntN(len(sentenceCounts))]
		for i := range k {
			if i > 0 {
				b.WriteByte(' ')
			}
			list := g.ld.sentences
			if opinion > 0 && g.r.Float64() < opinion {
				list = g.ld.negative
				if g.r.IntN(2) == 0 {
					list = g.ld.positive
				}
			}
			tpl := g.pick(list)
			for try := 0; try < 4 && slices.Contains(used[:i], tpl); try++ {
				tpl = g.pick(list)
			}
			used[i] = tpl
			b.WriteString(g.expand(tpl, t))
		}
		out = append(out, b.String())
	}
	return out
}

// BoardName returns a board name and a one-sentence description for topic.
func (g *Gen) BoardName(topic string) (name, description string) {
	t := g.topic(topic)
	if len(t.boards) > 0 && g.r.IntN(2) == 0 {
		b := t.boards[g.r.IntN(len(t.boards))]
		return b[0], b[1]
	}
	c := g.newCtx(t, false)
	name = g.ld.boardName
	name = c.fill(name)
	if g.lang == English {
		name = titleCase(name)
	}
	return capitalize(name), capitalize(c.fill(g.pick(g.ld.boardDescs)))
}

// Tags returns n distinct lowercase tags related to topic.
func (g *Gen) Tags(topic string, n int) []string {
	t := g.topic(topic)
	pool := t.tags
	out := make([]string, 0, max(n, 0))
	if n <= 0 {
		return out
	}
	idx := make([]int, len(pool))
	for i := range idx {
		idx[i] = i
	}
	for i := 0; i < n && i < len(idx); i++ {
		j := i + g.r.IntN(len(idx)-i)
		idx[i], idx[j] = idx[j], idx[i]
		out = append(out, pool[idx[i]])
	}
	base := pool[0]
	for k := 2; len(out) < n; k++ {
		out = append(out, base+"-"+strconv.Itoa(k))
	}
	return out
}

// Signature returns a short forum signature line; about a quarter are empty.
func (g *Gen) Signature() string {
	if g.r.IntN(4) == 0 {
		return ""
	}
	return g.expand(g.pick(g.ld.signatures), g.topic(g.Topic()))
}

// Quote returns a short excerpt of text (one sentence, shortened with "..."
// if long) for quoting in a reply.
func (g *Gen) Quote(text string) string {
	sents := splitSentences(text)
	if len(sents) == 0 {
		return ""
	}
	s := sents[g.r.IntN(len(sents))]
	w := strings.Fields(s)
	if len(w) <= 20 {
		return s
	}
	k := 8 + g.r.IntN(8)
	return strings.TrimRight(strings.Join(w[:k], " "), ",;:") + "..."
}

func splitSentences(text string) []string {
	var out []string
	start := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if (c == '.' || c == '!' || c == '?') && (i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\n') {
			// French puts a space before ? and !; keep scanning past "... ?".
			if s := strings.TrimSpace(text[start : i+1]); len(s) > 1 {
				out = append(out, s)
			}
			start = i + 1
		}
	}
	if s := strings.TrimSpace(text[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

// UserName returns a forum handle, unique within this generator.
func (g *Gen) UserName() string {
	ld := g.ld
	first := g.pick(ld.firstNames)
	w1, w2 := g.pick(ld.handleA), g.pick(ld.handleB)
	var s string
	switch g.r.IntN(9) {
	case 0: // Marco.R
		s = first + "." + string(rune('A'+g.r.IntN(26)))
	case 1: // anna-k
		s = strings.ToLower(first) + "-" + string(rune('a'+g.r.IntN(26)))
	case 2: // greenthumb_84
		s = strings.ToLower(w1+w2) + "_" + strconv.Itoa(10+g.r.IntN(90))
	case 3: // TorqueMonkey
		s = capitalize(w1) + capitalize(w2)
	case 4: // sabine1979
		s = strings.ToLower(first) + strconv.Itoa(1955+g.r.IntN(53))
	case 5: // nightowl23
		s = strings.ToLower(w1+w2) + strconv.Itoa(g.r.IntN(100))
	case 6: // the_rusty_wrench, wilder_fuchs
		s = strings.ToLower(w1) + "_" + strings.ToLower(w2)
		if g.lang == English {
			s = "the_" + s
		}
	case 7: // j.mueller
		_, sz := utf8.DecodeRuneInString(first)
		s = strings.ToLower(first[:sz]) + "." + g.pick(ld.lastNames)
	default: // Katrin_Kocht / AnnaWolf
		s = first + capitalize(w2)
	}
	for {
		if _, dup := g.seen[s]; !dup {
			break
		}
		s += strconv.Itoa(g.r.IntN(10))
	}
	g.seen[s] = struct{}{}
	return s
}

// ---- template expansion ----

type ctx struct {
	g  *Gen
	n  [2]*noun
	vb string
}

// newCtx picks the nouns and the verb phrase for one template. countable
// avoids mass nouns for noun 1 (templates like "Is {a} worth it?").
func (g *Gen) newCtx(t *topic, countable bool) *ctx {
	c := &ctx{g: g}
	i := g.r.IntN(len(t.nouns))
	for try := 0; countable && t.nouns[i].mass && try < 8; try++ {
		i = g.r.IntN(len(t.nouns))
	}
	j := g.r.IntN(len(t.nouns) - 1)
	if j >= i {
		j++
	}
	c.n[0], c.n[1] = &t.nouns[i], &t.nouns[j]
	c.vb = g.pick(t.verbs)
	return c
}

// expand fills template tpl for topic t, applies language fix-ups and
// capitalizes the first letter.
func (g *Gen) expand(tpl string, t *topic) string {
	return capitalize(g.newCtx(t, strings.Contains(tpl, "{a}")).fill(tpl))
}

// fill substitutes every {slot} in tpl. Slots:
//
//	{the} {my} {a} {this} {bare} {de} {au} {it} — first noun; suffix 2 for the
//	  second noun ({the2}); German case suffix .acc/.dat ({the2.dat})
//	{x|y} — singular|plural agreement with the first noun ({2:x|y} second);
//	  {ms|fs|mp|fp} for French gender and number
//	{v} {vzu} — the verb phrase (vzu: German zu-infinitive)
//	{pos} {neg} — sentiment adjective (French agrees with the first noun)
//	{time} {dur} {freq} {who} {city} {first} {year} — fillers
//
// A slot name starting with an upper-case letter capitalizes its output.
func (c *ctx) fill(tpl string) string {
	var b strings.Builder
	b.Grow(len(tpl) + 48)
	for {
		i := strings.IndexByte(tpl, '{')
		if i < 0 {
			b.WriteString(tpl)
			break
		}
		j := strings.IndexByte(tpl[i:], '}')
		if j < 0 {
			b.WriteString(tpl)
			break
		}
		b.WriteString(tpl[:i])
		b.WriteString(c.slot(tpl[i+1 : i+j]))
		tpl = tpl[i+j+1:]
	}
	s := b.String()
	switch c.g.lang {
	case German:
		s = fixGerman(s)
	case French:
		s = fixFrench(s)
	}
	return s
}

func (c *ctx) slot(name string) string {
	if strings.IndexByte(name, '|') >= 0 {
		nn := c.n[0]
		if strings.HasPrefix(name, "2:") {
			nn, name = c.n[1], name[2:]
		}
		opts := strings.Split(name, "|")
		k := 0
		if len(opts) == 4 {
			if nn.g == 'f' {
				k = 1
			}
			if nn.pl {
				k += 2
			}
		} else if nn.pl {
			k = 1
		}
		return opts[min(k, len(opts)-1)]
	}
	upper := name != "" && name[0] >= 'A' && name[0] <= 'Z'
	if upper {
		name = strings.ToLower(name[:1]) + name[1:]
	}
	out := c.slotValue(name)
	if upper {
		out = capitalize(out)
	}
	return out
}

func (c *ctx) slotValue(name string) string {
	ld := c.g.ld
	cas := 0 // nominative
	if k := strings.IndexByte(name, '.'); k >= 0 {
		switch name[k+1:] {
		case "acc":
			cas = 1
		case "dat":
			cas = 2
		}
		name = name[:k]
	}
	idx := 0
	if strings.HasSuffix(name, "2") {
		idx, name = 1, name[:len(name)-1]
	}
	switch name {
	case "the", "my", "a", "this", "no", "bare", "de", "au", "it":
		return c.g.np(c.n[idx], name, cas)
	case "v":
		return strings.ReplaceAll(c.vb, "|", "")
	case "vzu":
		if c.g.lang == German {
			return zuInfinitive(c.vb)
		}
		return c.vb
	case "pos", "neg":
		list := ld.posAdj
		if name == "neg" {
			list = ld.negAdj
		}
		a := c.g.pick(list)
		if c.g.lang == French {
			return frAgree(a, c.n[0])
		}
		return a
	case "time":
		return c.g.pick(ld.times)
	case "dur":
		d := c.g.pick(ld.durations)
		if k := strings.IndexByte(d, '|'); k >= 0 {
			if cas == 1 {
				return d[k+1:]
			}
			return d[:k]
		}
		return d
	case "freq":
		return c.g.pick(ld.freqs)
	case "who":
		return c.g.pick(ld.who)
	case "city":
		return c.g.pick(ld.cities)
	case "first":
		return c.g.pick(ld.firstNames)
	case "year":
		return strconv.Itoa(2004 + c.g.r.IntN(21))
	}
	return "{" + name + "}"
}

// ---- grammar ----

type noun struct {
	w        string // bare form
	g        byte   // gender: 'm', 'f', 'n'; 0 for English
	pl, mass bool
	aspH     bool // French h aspiré: no elision
	bare     bool // English: no definite article ("diabetes", "jazz")
}

var (
	deDef  = [4][3]string{{"der", "den", "dem"}, {"die", "die", "der"}, {"das", "das", "dem"}, {"die", "die", "den"}}
	deEin  = [4][3]string{{"", "en", "em"}, {"e", "e", "er"}, {"", "", "em"}, {"e", "e", "en"}}
	deDies = [4][3]string{{"er", "en", "em"}, {"e", "e", "er"}, {"es", "es", "em"}, {"e", "e", "en"}}
	dePron = [4][2]string{{"er", "ihn"}, {"sie", "sie"}, {"es", "es"}, {"sie", "sie"}}
)

// np renders noun n with determiner kind in case cas (German only).
func (g *Gen) np(n *noun, kind string, cas int) string {
	switch g.lang {
	case German:
		gi := 0
		switch {
		case n.pl:
			gi = 3
		case n.g == 'f':
			gi = 1
		case n.g == 'n':
			gi = 2
		}
		w := n.w
		if n.pl && cas == 2 {
			if last := w[len(w)-1]; last == 'e' || last == 'l' || last == 'r' {
				w += "n"
			}
		}
		switch kind {
		case "the", "de", "au":
			return deDef[gi][cas] + " " + w
		case "my":
			return "mein" + deEin[gi][cas] + " " + w
		case "no":
			return "kein" + deEin[gi][cas] + " " + w
		case "this":
			return "dies" + deDies[gi][cas] + " " + w
		case "a":
			if n.pl || n.mass {
				return w
			}
			return "ein" + deEin[gi][cas] + " " + w
		case "it":
			return dePron[gi][min(cas, 1)]
		}
		return w
	case French:
		el := !n.pl && !n.aspH && elides(n.w)
		f := n.g == 'f'
		switch kind {
		case "the":
			switch {
			case n.pl:
				return "les " + n.w
			case el:
				return "l'" + n.w
			case f:
				return "la " + n.w
			}
			return "le " + n.w
		case "de":
			switch {
			case n.pl:
				return "des " + n.w
			case el:
				return "de l'" + n.w
			case f:
				return "de la " + n.w
			}
			return "du " + n.w
		case "au":
			switch {
			case n.pl:
				return "aux " + n.w
			case el:
				return "à l'" + n.w
			case f:
				return "à la " + n.w
			}
			return "au " + n.w
		case "my":
			switch {
			case n.pl:
				return "mes " + n.w
			case f && !el:
				return "ma " + n.w
			}
			return "mon " + n.w
		case "this":
			switch {
			case n.pl:
				return "ces " + n.w
			case f:
				return "cette " + n.w
			case el:
				return "cet " + n.w
			}
			return "ce " + n.w
		case "a":
			switch {
			case n.pl:
				return "des " + n.w
			case n.mass && el:
				return "de l'" + n.w
			case n.mass && f:
				return "de la " + n.w
			case n.mass:
				return "du " + n.w
			case f:
				return "une " + n.w
			}
			return "un " + n.w
		case "no":
			if elides(n.w) {
				return "pas d'" + n.w
			}
			return "pas de " + n.w
		case "it":
			p := "il"
			if f {
				p = "elle"
			}
			if n.pl {
				p += "s"
			}
			return p
		}
		return n.w
	}
	// English
	switch kind {
	case "the", "de", "au":
		if n.bare {
			return n.w
		}
		return "the " + n.w
	case "my":
		return "my " + n.w
	case "no":
		return "no " + n.w
	case "this":
		if n.pl {
			return "these " + n.w
		}
		return "this " + n.w
	case "a":
		if n.pl || n.mass {
			return n.w
		}
		if anArticle(n.w) {
			return "an " + n.w
		}
		return "a " + n.w
	case "it":
		if n.pl {
			return "they"
		}
		return "it"
	}
	return n.w
}

// anArticle reports whether an English word takes "an".
func anArticle(w string) bool {
	if len(w) >= 2 && w[0] >= 'A' && w[0] <= 'Z' && w[1] >= 'A' && w[1] <= 'Z' {
		return strings.IndexByte("AEFHILMNORSX", w[0]) >= 0 // acronym: "an MRI", "an SD card"
	}
	lw := strings.ToLower(w)
	for _, p := range []string{"uni", "use", "usu", "eu", "one", "ukulele"} {
		if strings.HasPrefix(lw, p) {
			return false
		}
	}
	if strings.HasPrefix(lw, "x-") || strings.HasPrefix(lw, "hour") {
		return true
	}
	return strings.IndexByte("aeiou", lw[0]) >= 0
}

// zuInfinitive turns a German infinitive phrase into its zu-infinitive:
// "die Tomaten aus|geizen" -> "die Tomaten auszugeizen",
// "den Boden lockern" -> "den Boden zu lockern".
func zuInfinitive(v string) string {
	sp := strings.LastIndexByte(v, ' ')
	head, last := "", v
	if sp >= 0 {
		head, last = v[:sp+1], v[sp+1:]
	}
	if k := strings.IndexByte(last, '|'); k >= 0 {
		return strings.ReplaceAll(head, "|", "") + last[:k] + "zu" + last[k+1:]
	}
	return strings.ReplaceAll(head, "|", "") + "zu " + last
}

var frAspirated = []string{"hach", "haric", "haut", "hors", "hâte", "hibou", "homard", "honte", "hublot", "hangar", "hasard", "hausse", "hurl", "héros", "hêtre", "hockey", "huit", "haie"}

// elides reports whether a French word starts with a vowel sound that
// triggers elision (le -> l', de -> d').
func elides(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	switch unicode.ToLower(r) {
	case 'a', 'e', 'i', 'o', 'u', 'é', 'è', 'ê', 'ë', 'à', 'â', 'î', 'ï', 'ô', 'û', 'ù', 'œ', 'æ':
		return true
	case 'h':
		lw := strings.ToLower(w)
		for _, p := range frAspirated {
			if strings.HasPrefix(lw, p) {
				return false
			}
		}
		return true
	}
	return false
}

// frAgree inflects a French adjective for noun n. adj is either a regular
// masculine singular ("excellent") or four explicit forms "ms|fs|mp|fp".
func frAgree(adj string, n *noun) string {
	k := 0
	if n.g == 'f' {
		k = 1
	}
	if n.pl {
		k += 2
	}
	if strings.IndexByte(adj, '|') >= 0 {
		return strings.Split(adj, "|")[k]
	}
	f := adj
	if !strings.HasSuffix(adj, "e") {
		f += "e"
	}
	switch k {
	case 1:
		return f
	case 2:
		if strings.HasSuffix(adj, "s") || strings.HasSuffix(adj, "x") {
			return adj
		}
		return adj + "s"
	case 3:
		return f + "s"
	}
	return adj
}

var deContract = map[[2]string]string{
	{"zu", "dem"}: "zum", {"zu", "der"}: "zur", {"von", "dem"}: "vom", {"bei", "dem"}: "beim",
	{"in", "dem"}: "im", {"an", "dem"}: "am", {"in", "das"}: "ins", {"an", "das"}: "ans",
}

// fixGerman contracts preposition + article ("zu dem" -> "zum").
func fixGerman(s string) string {
	if !strings.Contains(s, " dem ") && !strings.Contains(s, " der ") && !strings.Contains(s, " das ") {
		return s
	}
	w := strings.Split(s, " ")
	out := w[:0]
	for i := 0; i < len(w); i++ {
		if i+1 < len(w) {
			if c, ok := deContract[[2]string{strings.ToLower(w[i]), w[i+1]}]; ok {
				out = append(out, matchCase(c, w[i]))
				i++
				continue
			}
		}
		out = append(out, w[i])
	}
	return strings.Join(out, " ")
}

var frContract = map[[2]string]string{
	{"de", "le"}: "du", {"de", "les"}: "des", {"à", "le"}: "au", {"à", "les"}: "aux",
}

var frElide = map[string]bool{"je": true, "me": true, "te": true, "se": true, "ne": true, "de": true, "que": true, "le": true, "la": true, "lorsque": true, "puisque": true, "jusque": true}

// fixFrench applies contractions (de le -> du) and elisions (de arroser ->
// d'arroser, que il -> qu'il, si il -> s'il).
func fixFrench(s string) string {
	w := strings.Split(s, " ")
	out := w[:0]
	for i := 0; i < len(w); i++ {
		cur := w[i]
		if i+1 < len(w) {
			lc, next := strings.ToLower(cur), w[i+1]
			if c, ok := frContract[[2]string{lc, next}]; ok {
				w[i+1] = matchCase(c, cur)
				continue
			}
			if frElide[lc] && elides(next) {
				w[i+1] = cur[:len(cur)-1] + "'" + next
				continue
			}
			if lc == "si" && (next == "il" || next == "ils") {
				w[i+1] = cur[:1] + "'" + next
				continue
			}
		}
		out = append(out, cur)
	}
	return strings.Join(out, " ")
}

func matchCase(repl, orig string) string {
	if orig != "" && orig[0] >= 'A' && orig[0] <= 'Z' {
		return capitalize(repl)
	}
	return repl
}

func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

var smallWords = map[string]bool{"and": true, "or": true, "of": true, "the": true, "for": true, "in": true, "on": true, "to": true, "with": true, "a": true, "an": true, "&": true}

func titleCase(s string) string {
	w := strings.Split(s, " ")
	for i, x := range w {
		if i == 0 || !smallWords[x] {
			w[i] = capitalize(x)
		}
	}
	return strings.Join(w, " ")
}

// wordCount counts tokens containing a letter or digit.
func wordCount(s string) int {
	n := 0
	for _, f := range strings.Fields(s) {
		if strings.IndexFunc(f, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
			n++
		}
	}
	return n
}
