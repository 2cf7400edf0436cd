package align

import "strings"

// flipWords are the anchors of page-flipping links, lower-cased, without
// the arrows and dots around them. Singular "next post", "older post",
// "next thread" are absent on purpose: they lead to another thread.
var flipWords = WordSet(
	// English
	"next|next page|older|older posts|older entries|older articles|older comments|newer|newer posts|" +
		"newer entries|newer articles|newer comments|previous|prev|previous page|first|last|first page|" +
		"last page|load more|show more|more|more posts|see more|view more|earlier posts|later posts|" +
		// German
		"weiter|nächste|nächste seite|vorherige|vorherige seite|zurück|erste|letzte|erste seite|" +
		"letzte seite|ältere beiträge|neuere beiträge|ältere einträge|neuere einträge|ältere kommentare|" +
		"neuere kommentare|mehr|mehr laden|mehr anzeigen|" +
		// French
		"suivant|suivante|page suivante|précédent|précédente|page précédente|première|dernière|" +
		"première page|dernière page|plus|voir plus|charger plus|afficher plus|articles plus anciens|" +
		"articles plus récents|messages plus anciens|messages plus récents|commentaires plus anciens|" +
		"commentaires plus récents|" +
		// Spanish, Italian, Portuguese, Dutch, Chinese, Japanese
		"siguiente|anterior|successivo|successiva|precedente|próximo|próxima|volgende|vorige|" +
		"下一页|上一页|下页|上页|尾页|次へ|前へ")

// WordSet makes a set of the words of a "|"-separated list.
func WordSet(words string) map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Split(words, "|") {
		set[w] = true
	}
	return set
}

// arrows are the symbols around or instead of paging anchors.
const arrows = "«»‹›<>←→⇐⇒◄►▶◀…·.:|[]()-–—_ \t\n"

// NormAnchor lower-cases an anchor and trims the arrows and dots around it,
// and the "go to" an icon's title puts before its words ("Go to Next
// Page", "Go to page 3"). symbolic reports an anchor made of arrows alone
// ("»", ">>", "→").
func NormAnchor(a string) (norm string, symbolic bool) {
	a = strings.Join(strings.Fields(strings.ToLower(a)), " ")
	norm = strings.Trim(a, arrows)
	for _, verb := range []string{"go to ", "goto ", "jump to "} {
		if rest, ok := strings.CutPrefix(norm, verb); ok {
			norm = strings.TrimPrefix(rest, "the ")
			break
		}
	}
	return norm, norm == "" && strings.ContainsAny(a, "«»‹›<>←→⇐⇒◄►▶◀")
}

// PagingAnchor classifies an anchor: a page number, a paging word, or
// neither.
func PagingAnchor(a string) (number, word bool) {
	n, sym := NormAnchor(a)
	if sym {
		return false, true
	}
	if _, ok := PageNumber(n); ok || itemRange(n) {
		return true, false
	}
	_, counted := Counted(n)
	return false, flipWords[n] || counted
}

// Counted reads a normalised anchor that pages by a count of items, "next
// 50 threads" or "show previous 20" (Beehive's thread list), and returns
// its direction's word ("next", "previous").
func Counted(n string) (lead string, ok bool) {
	f := strings.Fields(strings.TrimPrefix(n, "show "))
	if len(f) < 2 || len(f) > 3 || !countWords[f[0]] {
		return "", false
	}
	if _, ok := PageNumber(f[1]); !ok {
		return "", false
	}
	return f[0], true
}

// countWords lead the anchors that page by a count of items.
var countWords = WordSet("next|previous|prev|older|newer|nächste|vorherige")

// itemRange reports whether a normalised anchor names a page by the
// items it shows, "21–40" (Beehive's messages, some galleries): two
// numbers, the first lower, joined by a dash.
func itemRange(n string) bool {
	lo, hi, ok := strings.Cut(strings.NewReplacer("–", "-", "—", "-", " ", "").Replace(n), "-")
	a, okA := PageNumber(lo)
	b, okB := PageNumber(hi)
	return ok && okA && okB && a < b
}

// PageNumber reads a normalised anchor as a page number: "7", "page 7".
func PageNumber(n string) (int, bool) {
	for _, prefix := range []string{"page ", "seite ", "p. "} {
		n = strings.TrimPrefix(n, prefix)
	}
	if n == "" || len(n) > 5 || strings.IndexFunc(n, func(r rune) bool { return r < '0' || r > '9' }) >= 0 {
		return 0, false
	}
	v := 0
	for _, c := range n {
		v = 10*v + int(c-'0')
	}
	return v, true
}

// FlipWord reports whether a normalised anchor is a paging word ("next",
// "weiter", "下一页").
func FlipWord(w string) bool { return flipWords[w] }
