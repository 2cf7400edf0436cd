package sim

import "testing"

func TestFlickrClass(t *testing.T) {
	p, err := Lookup("flickr")
	if err != nil {
		t.Fatal(err)
	}
	s := NewSite(p)
	x := flSkin{}.index(s.World)
	th := s.World.Threads[0]
	u := th.Author
	alias := x.alias[u]
	for _, tc := range []struct {
		path, class string
		owner       *User
	}{
		{"/", MediaList, nil},
		{"/explore/page/2", MediaList, nil},
		{"/" + p.Skin.BoardURL(s.World.Boards[0], 1), MediaList, nil},
		{"/photos/" + alias + "/", MediaList, nil},
		{"/photos/" + alias + "/favorites/", MediaList, nil},
		{"/photos/tags/" + th.Tags[0] + "/", MediaList, nil},
		{"/" + p.Skin.ThreadURL(th, 1), MediaDetail, nil},
		{"/" + p.Skin.ThreadURL(th, 1) + "in/photostream/", MediaDetail, nil},
		{"/" + p.Skin.ThreadURL(th, 1) + "sizes/l/", MediaOther, nil},
		{"/people/" + alias + "/", MediaProfile, u},
		{"/people/" + alias + "/contacts/", MediaOther, nil},
		{"/people/nobody-at-all/", MediaOther, nil},
		{"/photos/tags/", MediaOther, nil},
		{"/groups/", MediaOther, nil},
		{"/login", MediaOther, nil},
	} {
		class, owner := FlickrClass(s, tc.path)
		if class != tc.class || owner != tc.owner {
			t.Errorf("FlickrClass(%s) = %s, %v; want %s, %v", tc.path, class, owner, tc.class, tc.owner)
		}
	}
}
