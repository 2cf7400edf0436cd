package models

import (
	"embed"
	"io/fs"
)

// langFiles are the language profiles of score/topic (CODE.lm, TextCat's
// form, written by `focus topic languages`) and the stopword lists
// (CODE.stop, hand-written); models/lang/README says how the profiles are
// rebuilt.
//
//go:embed lang/*.lm lang/*.stop
var langFiles embed.FS

// Languages is the folder of the shipped language profiles and stopword
// lists, as topic.LoadLanguages reads it.
func Languages() fs.FS {
	sub, err := fs.Sub(langFiles, "lang")
	if err != nil {
		panic(err) // "lang" is a valid path: fs.Sub cannot fail on it
	}
	return sub
}
