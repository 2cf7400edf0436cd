package align

// Lone returns the record of a page whose content is one item (a post
// without replies, a photo, a blog entry alone in an archive month): the
// element [Doc.Posts] falls back to, the largest holding half the page's
// non-link text and at most two dates. A list of one forms no region, so
// this is the only record such a page has. False when there is none, as on
// a page whose content is a list of dated items.
func (d *Doc) Lone() (Record, bool) {
	an := d.analysis()
	t := an.lonePost(an.text, false)
	if t == nil {
		return Record{}, false
	}
	return an.record([]*tnode{t}), true
}
