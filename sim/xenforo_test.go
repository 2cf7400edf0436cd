package sim

import (
	"encoding/json"
	"os"
	"testing"
)

// The packages xenforo, invision, vanilla and discourse stay within the farm's
// size budget: 300-900 thread pages, boards of several pages, a BFS under 15,000 URLs.
// With SIM_DUMP=dir set, each truth is written there as NAME.json for a look.
func TestForumSkinSizes(t *testing.T) {
	for _, name := range []string{"xenforo", "invision", "vanilla", "discourse"} {
		t.Run(name, func(t *testing.T) {
			p, err := Lookup(name)
			if err != nil {
				t.Skip(err)
			}
			s := NewSite(p)
			tr, err := s.Truth(testBase)
			if err != nil {
				t.Fatal(err)
			}
			if dir := os.Getenv("SIM_DUMP"); dir != "" {
				b, _ := json.MarshalIndent(tr, "", " ")
				if err := os.WriteFile(dir+"/"+name+".json", b, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			c := tr.Counts
			if c.RetrievableThreadPages < 300 || c.RetrievableThreadPages > 900 || c.URLs > 15000 {
				t.Errorf("out of budget: %+v", c)
			}
			multi := 0
			for _, b := range s.World.Boards {
				if b.Pages(p.Shape.ThreadsPerPage) > 1 {
					multi++
				}
			}
			long := 0
			for _, th := range s.World.Threads {
				if th.Pages(p.Shape.PostsPerPage) >= 3 {
					long++
				}
			}
			if multi == 0 || long == 0 {
				t.Errorf("%d boards of 2+ pages, %d threads of 3+ pages", multi, long)
			}
		})
	}
}
