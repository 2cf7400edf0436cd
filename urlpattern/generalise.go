package urlpattern

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// tokens splits a value into runs of ASCII digits, runs of ASCII letters,
// %-escapes and single other runes, so that "topic12-my-title.html" aligns
// with "topic345-other.html" token by token. The digits of an escape are
// no number: "Booking%20Tips" is two words, not a word glued to 20.
func tokens(v string) []string {
	var ts []string
	for i := 0; i < len(v); {
		j := i + 1
		switch {
		case escape(v[i:]):
			j = i + 3
		case isDigit(v[i]):
			for j < len(v) && isDigit(v[j]) {
				j++
			}
		case isLetter(v[i]):
			for j < len(v) && isLetter(v[j]) {
				j++
			}
		default:
			_, n := utf8.DecodeRuneInString(v[i:])
			j = i + n
		}
		ts = append(ts, v[i:j])
		i = j
	}
	return ts
}

func isDigit(c byte) bool  { return '0' <= c && c <= '9' }
func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
func isHex(c byte) bool    { return isDigit(c) || 'a' <= c|0x20 && c|0x20 <= 'f' }

// escape reports whether v starts with a %-escape.
func escape(v string) bool { return len(v) >= 3 && v[0] == '%' && isHex(v[1]) && isHex(v[2]) }

// skeleton is v with every digit run reduced to "0": the literal form that
// splits a group ("viewtopic.php", "thread-0-0-0.html").
func skeleton(v string) string {
	var b strings.Builder
	for _, t := range tokens(v) {
		if isDigit(t[0]) {
			t = "0"
		}
		b.WriteString(t)
	}
	return b.String()
}

// head is the word glued to the number that starts v ("topic" of
// "topic12-my-title.html", "post-" of "post-34.html"), or "" when v does not
// start that way. It separates kinds of URLs whose skeletons are all unique
// because they carry a title.
func head(v string) string {
	ts := tokens(v)
	switch {
	case len(ts) >= 2 && isLetter(ts[0][0]) && isDigit(ts[1][0]):
		return ts[0]
	case len(ts) >= 3 && isLetter(ts[0][0]) && len(ts[1]) == 1 && !isLetter(ts[1][0]) && !isDigit(ts[1][0]) && isDigit(ts[2][0]):
		return ts[0] + ts[1]
	}
	return ""
}

// generalise returns a regex (unanchored) that matches every value of vals:
// the tokens all values share from the left and from the right stay literal,
// digit runs become \d+, and whatever varies in between becomes a class (see
// class). Digit runs are generalised even when they agree, as a number shared
// by a sample (a board id, a year) is an accident of the sample, and so is
// the label that names the number's item when the sample is one URL (see
// label).
func generalise(vals []string, fallback string) string {
	toks := make([][]string, len(vals))
	minLen := -1
	for i, v := range vals {
		toks[i] = tokens(v)
		if minLen < 0 || len(toks[i]) < minLen {
			minLen = len(toks[i])
		}
	}
	same := func(at func(ts []string) string) bool {
		first := at(toks[0])
		for _, ts := range toks[1:] {
			t := at(ts)
			if t != first && !(isDigit(t[0]) && isDigit(first[0])) {
				return false
			}
		}
		return true
	}
	// A value of one URL keeps its label out of the literal head and
	// tail. Words that several URLs share ("comment-page-2" of many
	// threads) are a form of the site's URLs, not a name.
	maxHead, maxTail := minLen, minLen
	if len(vals) == 1 {
		from, to := label(toks[0])
		maxHead, maxTail = from, len(toks[0])-to
	}
	h := 0
	for h < maxHead && same(func(ts []string) string { return ts[h] }) {
		h++
	}
	t := 0
	for t < min(maxTail, minLen-h) && same(func(ts []string) string { return ts[len(ts)-1-t] }) {
		t++
	}
	// The place in toks[0] of a number written as form says, if any.
	at, form := offset(toks)
	if at >= h && at < len(toks[0])-t {
		at = -1
	}
	var b strings.Builder
	writeTokens(&b, toks[0][:h], at, form)
	at -= len(toks[0]) - t
	middles := make([]string, len(vals))
	for i, ts := range toks {
		middles[i] = strings.Join(ts[h:len(ts)-t], "")
	}
	b.WriteString(class(middles, fallback))
	writeTokens(&b, toks[0][len(toks[0])-t:], at, form)
	return b.String()
}

// offset reads values that hold two numbers, all as many tokens long,
// the first varying (an item's id) and the second the same 0 or 1 in
// every value: the offset of a first page, "ID.0" (SMF's topic=12.0) or
// "TID.1" (Beehive's msg=8.1), whose later pages are ID.15 and TID.21.
// Such a number is the form of a first page, no accident of the sample,
// and is written as it is. (A third number, as in Discuz!'s
// thread-TID-PAGE-FROM.html, may be of the page that linked the URL.) at
// is the second number's place, -1 when there is no such form.
func offset(toks [][]string) (at int, form string) {
	if len(toks) < 3 {
		return -1, ""
	}
	firsts := map[string]bool{}
	for _, ts := range toks {
		var nums []int
		for i, tk := range ts {
			if isDigit(tk[0]) {
				nums = append(nums, i)
			}
		}
		if len(nums) != 2 || len(ts) != len(toks[0]) {
			return -1, ""
		}
		at, form = nums[1], ts[nums[1]]
		if form != "0" && form != "1" || form != toks[0][at] {
			return -1, ""
		}
		firsts[ts[nums[0]]] = true
	}
	if len(firsts) < 2 {
		return -1, ""
	}
	return at, form
}

// label returns the token span [from, to) of the words that name a value's
// item beside its number: two words or more joined by - or _ in a value
// holding a digit run ("ask-a-question" of "ask-a-question.4",
// "buying-advice" of "12-buying-advice"). A sample of one category's URL
// must not give a pattern for that category alone. A word glued to
// a number ("p" of "p2", "topic" of "topic12") is a form, not a name. It is
// (len, 0) when there is none.
func label(ts []string) (from, to int) {
	from, to = len(ts), 0
	if !slices.ContainsFunc(ts, func(t string) bool { return isDigit(t[0]) }) {
		return from, to
	}
	word := func(i int) bool {
		return isLetter(ts[i][0]) && (i == 0 || !isDigit(ts[i-1][0])) && (i == len(ts)-1 || !isDigit(ts[i+1][0]))
	}
	for i := 0; i+2 < len(ts); i++ {
		if word(i) && (ts[i+1] == "-" || ts[i+1] == "_") && word(i+2) {
			from, to = min(from, i), max(to, i+3)
		}
	}
	return from, to
}

// writeTokens writes ts, numbers as \d+ but the one at place at as form.
func writeTokens(b *strings.Builder, ts []string, at int, form string) {
	for i, t := range ts {
		if i == at {
			b.WriteString(form)
		} else if isDigit(t[0]) {
			b.WriteString(`\d+`)
		} else {
			b.WriteString(regexp.QuoteMeta(t))
		}
	}
}

// class is the character class, repeated, of the middles: \d for numbers,
// else fallback (any character but the delimiters around the value). Titles
// get the broad class on purpose: a sample of lowercase ASCII slugs says
// nothing about the next title, which may carry capitals or %-escapes.
// It is "" when all middles are empty.
func class(middles []string, fallback string) string {
	rep, some, digits := "+", false, true
	for _, m := range middles {
		if m == "" {
			rep = "*"
		} else {
			some = true
		}
		for i := 0; i < len(m); i++ {
			digits = digits && isDigit(m[i])
		}
	}
	switch {
	case !some:
		return ""
	case digits:
		return `\d` + rep
	}
	return fallback + rep
}

// titleWords reports whether v is words joined by - or _, and nothing else
// ("garden-tools"), or a mail address of words (a mailing list's,
// "garden-tools@lists.example.org"): a title, not a form of the site's
// URLs.
func titleWords(v string) bool {
	if local, domain, ok := strings.Cut(v, "@"); ok {
		return joinedWords(local, "-_.") && joinedWords(domain, "-.")
	}
	return joinedWords(v, "-_") && len(tokens(v)) >= 3
}

// joinedWords reports whether v is words of letters, each joined to the
// next by one character of seps.
func joinedWords(v, seps string) bool {
	ts := tokens(v)
	for i, t := range ts {
		if i%2 == 0 && !isLetter(t[0]) || i%2 == 1 && (len(t) != 1 || !strings.Contains(seps, t)) {
			return false
		}
	}
	return len(ts)%2 == 1
}
