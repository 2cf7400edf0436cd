package sim

import "testing"

// Vanilla finds categories by URL code: codes must not collide.
func TestVanillaCodesUnique(t *testing.T) {
	p, err := Lookup("vanilla")
	if err != nil {
		t.Skip(err)
	}
	w := NewSite(p).World
	seen := map[string]bool{}
	for _, c := range w.Categories {
		seen[slug(c.Name)] = true
	}
	for _, b := range w.Boards {
		if seen[vnCode(b)] || vnCode(b) == "" || b.Parent != nil {
			t.Errorf("category code %q used twice (or a sub-category)", vnCode(b))
		}
		seen[vnCode(b)] = true
	}
}
