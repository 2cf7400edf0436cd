package align

// alikeBudget caps the tree matching of one Alike call.
const alikeBudget = 1 << 20

// Alike returns records shaped like r's found under the other nodes at r's
// tag path that hold no region of their own, in page order. A list too
// short to repeat (a category holding one board, a table of one row) forms
// no region, yet it is a list of the same kind when a longer list at the
// same tag path shows the shape of its records. A record matches when it
// is as similar to r's first record as the records of a region are to each
// other (normalised STM >= 0.6) and spans as many sibling sub-trees.
// Only a list of rows that lead somewhere (see leads) has such records:
// the lone board of a category, not the lone paragraph of a post beside a
// post of two.
func (d *Doc) Alike(r *Region) []Record {
	an := d.analysis()
	if r.parent == nil || len(r.Records) == 0 || len(r.Records[0].trees) == 0 || !r.Leads() {
		return nil
	}
	held := map[*tnode]bool{}
	for i := range an.regions {
		held[an.regions[i].parent] = true
	}
	proto := r.Records[0].trees
	k := len(proto)
	m := &matcher{budget: alikeBudget}
	var out []Record
	preorder(an.body, func(t *tnode) {
		if t == r.parent || held[t] || t.isText() || t.step != r.parent.step || t.path() != r.Path {
			return
		}
		elems := t.elems()
		for i := 0; i+k <= len(elems); {
			span := elems[i : i+k]
			if forestSize(span) >= minRecord && m.similarity(proto, span) >= simThreshold {
				out = append(out, an.record(span))
				i += k
				continue
			}
			i++
		}
	})
	return out
}
