package sim

import (
	"fmt"
	"slices"
	"strings"
)

// Small pieces several skins share.

// clip shortens s to n runes with an ellipsis, as listings cut long titles.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}

// escAll escapes each paragraph.
func escAll(ps []string) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = Esc(p)
	}
	return out
}

// rank is a member's title by post count.
func rank(u *User) string {
	switch {
	case u.Posts > 60:
		return "Veteran Member"
	case u.Posts > 20:
		return "Regular"
	}
	return "New Member"
}

// signature is a member's signature line; about a third of members have one.
func signature(u *User) string {
	if Hash("sig", u.ID)%3 != 0 {
		return ""
	}
	return u.Bio
}

// sortedBy is threads ordered by key, as a sort link would show them.
func sortedBy(ts []*Thread, key func(*Thread) string) []*Thread {
	out := slices.Clone(ts)
	slices.SortStableFunc(out, func(a, b *Thread) int { return strings.Compare(key(a), key(b)) })
	return out
}

// slug is a title as URL path text: "Best tomato soil?" -> "best-tomato-soil".
func slug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
			dash = false
		case r > 127:
			if a, ok := asciiFold[r]; ok {
				b.WriteString(a)
				dash = false
			}
		default:
			if !dash && b.Len() > 0 {
				b.WriteByte('-')
				dash = true
			}
		}
		if b.Len() >= 60 {
			break
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}

var asciiFold = map[rune]string{'ä': "ae", 'ö': "oe", 'ü': "ue", 'ß': "ss", 'é': "e", 'è': "e", 'ê': "e", 'ë': "e", 'à': "a", 'â': "a", 'ç': "c", 'î': "i", 'ï': "i", 'ô': "o", 'û': "u", 'ù': "u", 'œ': "oe"}

// feed is an Atom feed of threads; link gives a thread's mount-relative URL.
func feed(c *Ctx, ts []*Thread, link func(*Thread) string) string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<feed xmlns="http://www.w3.org/2005/Atom"><title>Latest topics</title>`)
	for _, t := range ts {
		fmt.Fprintf(&b, `<entry><title>%s</title><link href="%s"/><updated>%s</updated><author><name>%s</name></author><content type="html">%s</content></entry>`,
			Esc(t.Title), Esc(c.URL(link(t))), t.LastPost().Time.Format(time3339), Esc(t.Author.Name), Esc(strings.Join(t.Posts[0].Body, "\n")))
	}
	b.WriteString(`</feed>`)
	return b.String()
}
