package align

import (
	"maps"
	"testing"
)

// TestAlternating: the two classes of alternating rows are found, with
// their stem, when both recur on one tag, and nothing else is.
func TestAlternating(t *testing.T) {
	tests := []struct {
		name, body string
		want       map[string]string
	}{
		{"body and alternate rows",
			`<table><tr class="portlet-section-body"></tr><tr class="portlet-section-alternate"></tr><tr class="portlet-section-body"></tr><tr class="portlet-section-alternate"></tr></table>`,
			map[string]string{"tr.portlet-section-alternate": "portlet-section", "tr.portlet-section-body": "portlet-section"}},
		{"headings of the same stem between rows",
			`<table><tr class="portlet-section-subheader"></tr><tr class="portlet-section-body"></tr><tr class="portlet-section-alternate"></tr><tr class="portlet-section-body"></tr>` +
				`<tr class="portlet-section-subheader"></tr><tr class="portlet-section-body"></tr><tr class="portlet-section-alternate"></tr></table>`,
			map[string]string{"tr.portlet-section-alternate": "portlet-section", "tr.portlet-section-body": "portlet-section"}},
		{"odd and even rows",
			`<li class="row row_odd"></li><li class="row row_even"></li><li class="row row_odd"></li><li class="row row_even"></li>`,
			map[string]string{"li.row_even": "row", "li.row_odd": "row"}},
		{"an icon once", `<i class="fa fa-share-alt"></i><i class="fa fa-share-square"></i><i class="fa fa-share-square"></i>`, nil},
		{"the stem on another tag", `<div class="post-alt"></div><div class="post-alt"></div><span class="post-body"></span><span class="post-body"></span>`, nil},
		{"no alternation", `<div class="post-body"></div><div class="post-body"></div><div class="post-head"></div><div class="post-head"></div>`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, err := ParseHTML([]byte(tt.body))
			if err != nil {
				t.Fatal(err)
			}
			if got := alternating(root); !maps.Equal(got, tt.want) {
				t.Errorf("alternating = %q, want %q", got, tt.want)
			}
		})
	}
}
