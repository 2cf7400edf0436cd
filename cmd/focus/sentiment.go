package main

import (
	"bytes"
	"context"
	"fmt"

	"focus/align"
	"focus/score/sentiment"
)

// runSentiment prints the sentimentality of a page at both levels, as the
// sentiment scorer measures it, one "level<TAB>score<TAB>count" line each,
// then whether the page was taken as English.
//
// It is registered in commands() as
//
//	{"sentiment", "[--any-language] <url-or-html-file>", "print a page's sentimentality (sentence and word level, VADER lexicon)", runSentiment},
func runSentiment(ctx context.Context, e *env, args []string) error {
	fs := flags(e, "sentiment")
	anyLanguage := fs.Bool("any-language", false, "score a page that does not look English as if it were (VADER's lexicon is English; such pages score 0 otherwise)")
	fetchConfig := fetchFlags(fs, false)
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("give one URL or HTML file")
	}
	fc, err := fetchConfig()
	if err != nil {
		return err
	}
	src, err := readSource(ctx, fc, pos[0])
	if err != nil {
		return err
	}
	d, err := align.Parse(bytes.NewReader(src.body), src.base)
	if err != nil {
		return err
	}
	r := sentiment.NewAnalyzer(*anyLanguage).Page(d.Root)
	fmt.Fprintf(e.stdout, "%s\t%.4f\t%d sentences\n", sentiment.LevelSentence, r.Sentence, r.Sentences)
	fmt.Fprintf(e.stdout, "%s\t%.4f\t%d words\n", sentiment.LevelWord, r.Word, r.Words)
	switch {
	case r.English:
		fmt.Fprintln(e.stdout, "english\tyes")
	case *anyLanguage:
		fmt.Fprintln(e.stdout, "english\tno (scored all the same: VADER's lexicon is English)")
	default:
		fmt.Fprintln(e.stdout, "english\tno (scores 0; --any-language scores it all the same)")
	}
	return nil
}
