package align

import (
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// ParseTime reads a date as forum and blog packages print it, in English,
// German or French: ISO 8601 and <time datetime> values, "Mon Jan 02, 2006
// 3:04 pm", "02-01-2006, 15:04", "01/02/2006", "02.01.2006", "January 2,
// 2006", "2 Jan 2006", "2. Januar 2026, 14:05", "2 janvier 2026 à 14h05",
// "Today 15:04", "Yesterday", "Heute", "hier", "3 hours ago", "vor 3
// Stunden", "il y a 3 heures". 12 and 24 hour clocks, seconds, zones
// (Z, +02:00, UTC, CET, EST...) are understood.
//
// The whole of s must be the date, give or take labels such as "at", "um",
// "à" and punctuation. Numeric dates with "/" are read month first as in
// the US, with "-" or "." day first, unless only the other order is valid
// (a page is read as a whole: see [Doc.DateOrder]). now anchors relative
// dates and dates without a year (taken as the latest such date not after
// now); with a zero now they are rejected. Dates without a zone are in
// now's location (UTC when now is zero).
func ParseTime(s string, now time.Time) (time.Time, bool) {
	return parseTokens(tokenize(s), now, DatesBySeparator)
}

// DateOrder is how a numeric date such as 04-08-2026 is read.
type DateOrder int

const (
	DatesBySeparator DateOrder = iota // "/" month first, "-" and "." day first
	DatesMonthFirst
	DatesDayFirst
)

var dateOrderNames = []string{"by-separator", "month-first", "day-first"}

func (o DateOrder) String() string {
	if o < 0 || int(o) >= len(dateOrderNames) {
		return fmt.Sprintf("DateOrder(%d)", int(o))
	}
	return dateOrderNames[o]
}

// MarshalText writes the order as its name, for a profile a person reads.
func (o DateOrder) MarshalText() ([]byte, error) {
	if o < 0 || int(o) >= len(dateOrderNames) {
		return nil, fmt.Errorf("align: no date order %d", int(o))
	}
	return []byte(dateOrderNames[o]), nil
}

// UnmarshalText reads a name MarshalText wrote.
func (o *DateOrder) UnmarshalText(b []byte) error {
	i := slices.Index(dateOrderNames, string(b))
	if i < 0 {
		return fmt.Errorf("align: unknown date order %q (want %s)", b, strings.Join(dateOrderNames, ", "))
	}
	*o = DateOrder(i)
	return nil
}

// pageOrder is the order in which a page's numeric dates must be read,
// shown by those only one order allows: a forum prints all its dates in
// one format, so 04-27-2026 beside 04-08-2026 says the latter is the 8th of
// April, whatever its separator suggests. texts are the page's short
// texts; a page whose dates allow both orders, or neither alone, says
// nothing (DatesBySeparator).
func pageOrder(texts []string) DateOrder {
	var shown []DateOrder
	for _, s := range texts {
		toks := tokenize(s)
		for i := 0; i+4 < len(toks); i++ {
			a, sep, b, sep2, c := toks[i], toks[i+1], toks[i+2], toks[i+3], toks[i+4]
			if a.kind != 'n' || b.kind != 'n' || c.kind != 'n' || sep.s != sep2.s || !isDateSep(sep.s) ||
				len(a.s) > 2 || len(b.s) > 2 || (len(c.s) != 4 && len(c.s) != 2) ||
				partOfLonger(toks, i, i+4) {
				continue
			}
			x, y := atoi(a.s), atoi(b.s)
			switch {
			case x > 31 || y > 31 || x == 0 || y == 0:
			case x > 12 && y <= 12:
				shown = append(shown, DatesDayFirst)
			case y > 12 && x <= 12:
				shown = append(shown, DatesMonthFirst)
			}
		}
	}
	return AgreedOrder(shown)
}

// AgreedOrder is the order some of shown name and none contradicts;
// DatesBySeparator when none names one or they disagree.
func AgreedOrder(shown []DateOrder) DateOrder {
	month, day := slices.Contains(shown, DatesMonthFirst), slices.Contains(shown, DatesDayFirst)
	switch {
	case month && !day:
		return DatesMonthFirst
	case day && !month:
		return DatesDayFirst
	}
	return DatesBySeparator
}

// findTimes returns the dates inside a short text such as "by ada » Sun Jan
// 02, 2011 3:04 pm": at each token that can start a date it takes the
// longest run of tokens that parses.
func findTimes(s string, now time.Time, order DateOrder) []time.Time {
	toks := tokenize(s)
	var out []time.Time
	for i := 0; i < len(toks); {
		if !canStart(toks[i]) {
			i++
			continue
		}
		j := min(len(toks), i+maxDateTokens)
		for ; j > i; j-- {
			if j == i+1 && len(toks) > 1 && isRelDay(toks[i]) {
				continue // a lone "hier" in a sentence is German "here"
			}
			if t, ok := parseTokens(toks[i:j], now, order); ok {
				out = append(out, t)
				break
			}
		}
		if j > i {
			i = j
		} else {
			i++
		}
	}
	return out
}

// maxDateTokens is the longest date in tokens:
// "2018-04-03T04:30:50+00:00" is 15.
const maxDateTokens = 16

type token struct {
	s    string // lower case
	kind byte   // 'n' digits, 'w' letters, 'p' one other rune
}

// tokenize splits s into runs of ASCII digits, runs of letters
// (apostrophes inside words kept: "aujourd'hui") and single other runes;
// whitespace only separates.
func tokenize(s string) []token {
	s = strings.ToLower(strings.ReplaceAll(s, "’", "'"))
	var toks []token
	for i := 0; i < len(s); {
		r, w := rune(s[i]), 1
		if r >= 0x80 {
			r, w = utf8.DecodeRuneInString(s[i:])
		}
		switch {
		case unicode.IsSpace(r):
			i += w
		case r >= '0' && r <= '9':
			j := i + 1
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			toks = append(toks, token{s[i:j], 'n'})
			i = j
		case unicode.IsLetter(r):
			j := i + w
			for j < len(s) {
				r2, w2 := utf8.DecodeRuneInString(s[j:])
				if unicode.IsLetter(r2) || r2 == '\'' && j+1 < len(s) && startsWithLetter(s[j+1:]) {
					j += w2
					continue
				}
				break
			}
			toks = append(toks, token{s[i:j], 'w'})
			i = j
		default:
			toks = append(toks, token{s[i : i+w], 'p'})
			i += w
		}
	}
	return toks
}

func startsWithLetter(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r)
}

func isRelDay(t token) bool {
	_, ok := relDays[t.s]
	return ok
}

func canStart(t token) bool {
	if t.kind == 'n' {
		return true
	}
	if t.kind != 'w' {
		return false
	}
	_, m := months[t.s]
	_, wd := weekdays[t.s]
	rd := isRelDay(t)
	_, q := quantities[t.s]
	return m || wd || rd || q || t.s == "vor" || t.s == "il" || t.s == "just" || t.s == "gerade"
}

// Words of the three languages. Read-only.
var (
	months = map[string]time.Month{
		"january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3,
		"april": 4, "apr": 4, "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7,
		"august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
		"october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
		"januar": 1, "jänner": 1, "jän": 1, "februar": 2, "märz": 3, "maerz": 3,
		"mär": 3, "mrz": 3, "mai": 5, "juni": 6, "juli": 7, "oktober": 10,
		"okt": 10, "dezember": 12, "dez": 12,
		"janvier": 1, "janv": 1, "février": 2, "fevrier": 2, "févr": 2, "fév": 2,
		"fevr": 2, "mars": 3, "avril": 4, "avr": 4, "juin": 6, "juillet": 7,
		"juil": 7, "août": 8, "aout": 8, "septembre": 9, "octobre": 10,
		"novembre": 11, "décembre": 12, "decembre": 12, "déc": 12,
	}
	weekdays = map[string]bool{
		"monday": true, "mon": true, "tuesday": true, "tue": true, "tues": true,
		"wednesday": true, "wed": true, "thursday": true, "thu": true, "thur": true,
		"thurs": true, "friday": true, "fri": true, "saturday": true, "sat": true,
		"sunday": true, "sun": true,
		"montag": true, "dienstag": true, "mittwoch": true, "donnerstag": true,
		"freitag": true, "samstag": true, "sonnabend": true, "sonntag": true,
		"mo": true, "di": true, "mi": true, "do": true, "fr": true, "sa": true, "so": true,
		"lundi": true, "mardi": true, "mercredi": true, "jeudi": true,
		"vendredi": true, "samedi": true, "dimanche": true,
		"lun": true, "mer": true, "jeu": true, "ven": true, "sam": true, "dim": true,
	}
	// relDays are days counted back from today.
	relDays = map[string]int{
		"today": 0, "heute": 0, "aujourd'hui": 0,
		"yesterday": 1, "gestern": 1, "hier": 1, "vorgestern": 2,
	}
	// quantities are the numbers written as words in "an hour ago",
	// "vor einer Stunde", "il y a une heure".
	quantities = map[string]int{
		"a": 1, "an": 1, "one": 1, "ein": 1, "eine": 1, "einer": 1, "einem": 1,
		"einen": 1, "un": 1, "une": 1,
	}
	units = map[string]time.Duration{
		"second": time.Second, "seconds": time.Second, "sec": time.Second, "secs": time.Second,
		"sekunde": time.Second, "sekunden": time.Second, "seconde": time.Second, "secondes": time.Second,

		"minute": time.Minute, "minutes": time.Minute, "min": time.Minute, "mins": time.Minute,
		"minuten": time.Minute,

		"hour": time.Hour, "hours": time.Hour, "hr": time.Hour, "hrs": time.Hour, "h": time.Hour,
		"stunde": time.Hour, "stunden": time.Hour, "heure": time.Hour, "heures": time.Hour,

		"day": day, "days": day, "tag": day, "tage": day, "tagen": day, "jour": day, "jours": day,

		"week": 7 * day, "weeks": 7 * day, "woche": 7 * day, "wochen": 7 * day,
		"semaine": 7 * day, "semaines": 7 * day,

		// months and years are calendar steps, not durations
		"month": month, "months": month, "monat": month, "monate": month, "monaten": month, "mois": month,
		"year": year, "years": year, "jahr": year, "jahre": year, "jahren": year,
		"an": year, "ans": year, "année": year, "années": year,
	}
	zones = map[string]int{ // hours east of UTC
		"z": 0, "utc": 0, "gmt": 0, "cet": 1, "mez": 1, "bst": 1, "cest": 2, "mesz": 2,
		"est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6, "pst": -8, "pdt": -7,
	}
	// fillers may stand between the parts of a date.
	fillers = map[string]bool{
		"at": true, "on": true, "the": true, "of": true, "um": true, "am": true,
		"le": true, "à": true, "a": true, "de": true, "uhr": true, "t": true,
	}
)

const (
	day   = 24 * time.Hour
	month = -1 // markers, not durations
	year  = -2
)

// dateParts collects what parseTokens has read.
type dateParts struct {
	y, mo, d      int
	h, mi, sec    int // h < 0: no time of day
	rel           int // days back from today; < 0: none
	monthWords    []time.Month
	nums          []token
	zone          *time.Location
	meridiem      int // 0 none, 1 am, 2 pm
	lastWasTime   bool
	lastWasNumber bool
	order         DateOrder
}

// partOfLonger reports whether toks[i:j] continue into the numbers and
// separators around them, as a version or an address (1.2.3.4) does.
func partOfLonger(toks []token, i, j int) bool {
	sep := toks[i+1].s
	before := i >= 2 && toks[i-1].s == sep && toks[i-2].kind == 'n'
	after := j+2 < len(toks) && toks[j+1].s == sep && toks[j+2].kind == 'n'
	return before || after
}

// parseTokens is ParseTime on tokens.
func parseTokens(toks []token, now time.Time, order DateOrder) (time.Time, bool) {
	toks = trimPunct(toks)
	if len(toks) == 0 {
		return time.Time{}, false
	}
	if t, ok, matched := relative(toks, now); matched {
		return t, ok
	}
	p := dateParts{h: -1, rel: -1, order: order}
	for i := 0; i < len(toks); {
		n, ok := p.read(toks, i)
		if !ok {
			return time.Time{}, false
		}
		i += n
	}
	return p.resolve(now)
}

// read consumes the date part starting at toks[i] and returns how many
// tokens it used.
func (p *dateParts) read(toks []token, i int) (int, bool) {
	t := toks[i]
	at := func(k int, kind byte, s string) bool {
		return i+k < len(toks) && toks[i+k].kind == kind && (s == "" || toks[i+k].s == s)
	}
	wasTime, wasNum := p.lastWasTime, p.lastWasNumber
	p.lastWasTime, p.lastWasNumber = false, false
	switch t.kind {
	case 'n':
		switch {
		case at(1, 'p', ":") && at(2, 'n', "") && p.h < 0: // 15:04[:05[.000]]
			n := 3
			p.h, p.mi = atoi(t.s), atoi(toks[i+2].s)
			if at(3, 'p', ":") && at(4, 'n', "") {
				p.sec = atoi(toks[i+4].s)
				n = 5
				if at(5, 'p', ".") && at(6, 'n', "") {
					n = 7
				}
			}
			p.lastWasTime = true
			return n, len(toks[i+2].s) == 2 && p.mi < 60 && p.sec < 61 && p.h < 24
		case at(1, 'w', "h") && at(2, 'n', "") && p.h < 0: // 14h05
			p.h, p.mi = atoi(t.s), atoi(toks[i+2].s)
			p.lastWasTime = true
			return 3, p.h < 24 && p.mi < 60
		case at(1, 'p', "") && isDateSep(toks[i+1].s) && at(2, 'n', "") && at(3, 'p', toks[i+1].s) && at(4, 'n', "") && p.y == 0:
			return 5, p.numericDate(t, toks[i+1].s, toks[i+2], toks[i+4])
		case len(t.s) <= 4:
			p.nums = append(p.nums, t)
			p.lastWasNumber = true
			return 1, true
		}
		return 1, false
	case 'w':
		if m, ok := months[t.s]; ok {
			p.monthWords = append(p.monthWords, m)
			return 1, true
		}
		if weekdays[t.s] {
			return 1, true
		}
		if d, ok := relDays[t.s]; ok && p.rel < 0 {
			p.rel = d
			return 1, true
		}
		mer, n := t.s, 1
		if (mer == "a" || mer == "p") && at(1, 'p', ".") && at(2, 'w', "m") { // "3:04 p.m."
			mer, n = mer+"m", 3
		}
		if (mer == "am" || mer == "pm") && (wasTime || wasNum) {
			if wasNum { // "3 pm"
				h := p.nums[len(p.nums)-1]
				p.nums = p.nums[:len(p.nums)-1]
				if p.h >= 0 {
					return 1, false
				}
				p.h, p.mi = atoi(h.s), 0
			}
			p.meridiem = 1
			if mer == "pm" {
				p.meridiem = 2
			}
			return n, true
		}
		if off, ok := zones[t.s]; ok && p.h >= 0 {
			p.zone = time.UTC
			if off != 0 {
				p.zone = time.FixedZone(strings.ToUpper(t.s), off*3600)
			}
			return 1, true
		}
		if wasNum && (t.s == "st" || t.s == "nd" || t.s == "rd" || t.s == "th" || t.s == "er" || t.s == "e") {
			return 1, true // ordinal: 2nd, 1er
		}
		return 1, fillers[t.s]
	default:
		if (t.s == "+" || t.s == "-") && p.h >= 0 && at(1, 'n', "") { // +02:00, -0500
			hh, mm, n := toks[i+1].s, "00", 2
			if len(hh) == 4 {
				hh, mm = hh[:2], hh[2:]
			} else if at(2, 'p', ":") && at(3, 'n', "") {
				mm, n = toks[i+3].s, 4
			}
			off := atoi(hh)*3600 + atoi(mm)*60
			if t.s == "-" {
				off = -off
			}
			p.zone = time.UTC
			if off != 0 {
				p.zone = time.FixedZone("", off)
			}
			return n, len(hh) == 2 && len(mm) == 2 && atoi(hh) < 24 && atoi(mm) < 60
		}
		p.lastWasNumber = wasNum && t.s == "." // German "2." keeps the day a number
		return 1, strings.Contains(",.-/|@()[]»«·•–—:;~'\"", t.s)
	}
}

// isDateSep reports whether sep can part a numeric date; "7, 2021, 10"
// is the day, year and hour of "Jan 7, 2021, 10:22".
func isDateSep(sep string) bool { return sep == "/" || sep == "-" || sep == "." }

// numericDate reads a sep b sep c.
func (p *dateParts) numericDate(a token, sep string, b, c token) bool {
	x, y, z := atoi(a.s), atoi(b.s), atoi(c.s)
	switch {
	case len(a.s) == 4 && len(c.s) <= 2: // 2006-01-02
		p.y, p.mo, p.d = x, y, z
	case len(a.s) <= 2 && len(b.s) <= 2 && (len(c.s) == 4 || len(c.s) == 2):
		p.y = z
		if len(c.s) == 2 {
			p.y = 2000 + z
			if z >= 70 {
				p.y = 1900 + z
			}
		}
		monthFirst := p.order == DatesMonthFirst || p.order == DatesBySeparator && sep == "/"
		if x > 12 {
			monthFirst = false
		} else if y > 12 {
			monthFirst = true
		}
		if monthFirst {
			p.mo, p.d = x, y
		} else {
			p.mo, p.d = y, x
		}
	default:
		return false
	}
	return true
}

// resolve checks the collected parts and builds the time.
func (p *dateParts) resolve(now time.Time) (time.Time, bool) {
	loc := time.UTC
	if !now.IsZero() {
		loc = now.Location()
	}
	if p.zone != nil {
		loc = p.zone
	}
	if len(p.monthWords) > 1 { // French "mar." is Tuesday when a month is named too
		p.monthWords = removeMar(p.monthWords)
	}
	switch {
	case p.y > 0:
		if len(p.monthWords) > 0 || len(p.nums) > 0 || p.rel >= 0 {
			return time.Time{}, false
		}
	case len(p.monthWords) == 1:
		p.mo = int(p.monthWords[0])
		for _, n := range p.nums {
			v := atoi(n.s)
			switch {
			case len(n.s) == 4 && p.y == 0:
				p.y = v
			case len(n.s) <= 2 && p.d == 0 && v >= 1:
				p.d = v
			default:
				return time.Time{}, false
			}
		}
		if p.d == 0 || p.rel >= 0 {
			return time.Time{}, false
		}
	case len(p.monthWords) == 0 && len(p.nums) == 0 && p.rel >= 0:
		h, ok := p.hour()
		if now.IsZero() || !ok {
			return time.Time{}, false
		}
		n := now.In(loc)
		return time.Date(n.Year(), n.Month(), n.Day(), h, max(p.mi, 0), p.sec, 0, loc).AddDate(0, 0, -p.rel), true
	default:
		return time.Time{}, false
	}
	h, ok := p.hour()
	if !ok {
		return time.Time{}, false
	}
	noYear := p.y == 0
	if noYear {
		if now.IsZero() {
			return time.Time{}, false
		}
		p.y = now.In(loc).Year()
	}
	if p.y < 1970 || p.y > 2100 || p.mo < 1 || p.mo > 12 || p.d < 1 {
		return time.Time{}, false
	}
	t := time.Date(p.y, time.Month(p.mo), p.d, h, max(p.mi, 0), p.sec, 0, loc)
	if t.Day() != p.d || int(t.Month()) != p.mo {
		return time.Time{}, false // 31 February
	}
	if noYear && t.After(now.Add(day)) {
		t = t.AddDate(-1, 0, 0)
	}
	return t, true
}

// hour applies am/pm to the time of day; no time of day is midnight.
func (p *dateParts) hour() (int, bool) {
	if p.h < 0 {
		return 0, p.meridiem == 0
	}
	switch {
	case p.meridiem == 0:
		return p.h, true
	case p.h == 0 || p.h > 12:
		return 0, false
	case p.meridiem == 1 && p.h == 12:
		return 0, true
	case p.meridiem == 2 && p.h < 12:
		return p.h + 12, true
	}
	return p.h, true
}

func removeMar(ms []time.Month) []time.Month {
	out := ms[:0:0]
	for _, m := range ms {
		if m != time.March {
			out = append(out, m)
		}
	}
	return out
}

// relative reads "3 hours ago", "vor 3 Stunden", "il y a 3 heures", "just
// now", their word-number forms, and intervals of up to three parts ("2
// weeks 5 hours ago", "vor 1 Monat 5 Tagen"). matched is false when toks is
// not of that shape at all.
func relative(toks []token, now time.Time) (t time.Time, ok, matched bool) {
	words := make([]string, 0, 9)
	for _, t := range toks {
		if len(words) == cap(words) {
			return time.Time{}, false, false
		}
		words = append(words, t.s)
	}
	var parts []string // quantity, unit, quantity, unit...
	switch n := len(words); {
	case n == 2 && (words[0] == "just" && words[1] == "now" || words[0] == "gerade" && words[1] == "eben"):
		return now, !now.IsZero(), true
	case n >= 3 && n%2 == 1 && words[n-1] == "ago":
		parts = words[:n-1]
	case n >= 3 && n%2 == 1 && words[0] == "vor":
		parts = words[1:]
	case n >= 5 && n%2 == 1 && words[0] == "il" && words[1] == "y" && words[2] == "a":
		parts = words[3:]
	default:
		return time.Time{}, false, false
	}
	if now.IsZero() {
		return time.Time{}, false, true
	}
	t = now
	for i := 0; i < len(parts); i += 2 {
		qty, unit := parts[i], parts[i+1]
		d, isUnit := units[unit]
		if !isUnit {
			return time.Time{}, false, true
		}
		n, isQty := quantities[qty]
		if !isQty {
			if !allDigits(qty) || len(qty) > 4 {
				return time.Time{}, false, true
			}
			n = atoi(qty)
		}
		switch d {
		case month:
			t = t.AddDate(0, -n, 0)
		case year:
			t = t.AddDate(-n, 0, 0)
		default:
			t = t.Add(-time.Duration(n) * d)
		}
	}
	return t, true, true
}

func trimPunct(toks []token) []token {
	for len(toks) > 0 && toks[0].kind == 'p' {
		toks = toks[1:]
	}
	for len(toks) > 0 && toks[len(toks)-1].kind == 'p' {
		toks = toks[:len(toks)-1]
	}
	return toks
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// atoi reads a short run of digits; longer runs saturate rather than
// overflow.
func atoi(s string) int {
	n := 0
	for i := 0; i < len(s) && i < 9; i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}
