package align

import "testing"

func TestPagingAnchor(t *testing.T) {
	tests := []struct {
		anchor       string
		number, word bool
	}{
		{"2", true, false},
		{" Page 12 ", true, false},
		{"[3]", true, false},
		{"Next »", false, true},
		{"»", false, true},
		{"Nächste Seite", false, true},
		{"下一页", false, true},
		{"Go to Next Page", false, true}, // an icon's title
		{"Go to page 3", true, false},
		{"Go to the last page", false, true},
		{"Go to top", false, false},
		{"Next post", false, false}, // another thread
		{"Help with my modem", false, false},
		{"123456", false, false}, // too long for a page number: a count or an id
		{"", false, false},
		{"21–40", true, false}, // the items a page shows
		{"1 - 20", true, false},
		{"40-21", false, false},
		{"2024-05", false, false},        // a month
		{"Next 50 threads", false, true}, // a count of items
		{"Show previous 20", false, true},
		{"Next 50 great threads", false, false},
		{"Top 10 threads", false, false},
	}
	for _, tt := range tests {
		if number, word := PagingAnchor(tt.anchor); number != tt.number || word != tt.word {
			t.Errorf("PagingAnchor(%q) = %v, %v; want %v, %v", tt.anchor, number, word, tt.number, tt.word)
		}
	}
}
