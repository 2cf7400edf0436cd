package models

import (
	"bytes"
	_ "embed"
)

// commentKeywords is the comment keyword list of score/comment, written by
// `focus comment learn`; models/comment/README.md says how it is rebuilt.
//
//go:embed comment/keywords.txt
var commentKeywords []byte

// CommentKeywords is the shipped comment keyword file, in the form
// comment.ReadKeywords reads. It is a copy: callers may keep or change it.
func CommentKeywords() []byte { return bytes.Clone(commentKeywords) }
