package main

import (
	"context"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"focus/fetch"
	"focus/models"
	"focus/score/topic"
)

// topicUsage is the help of focus topic, one line per subcommand.
const topicUsage = `Usage: focus topic <subcommand> [flags] [arguments]

Language and topic filters (TextCat n-gram profiles):
  languages --corpus DIR [--out models/lang] [--size 400]
        build a language profile CODE.lm from each folder DIR/CODE of text (.txt/.html)
  identify [--languages DIR] [--topic FILE] <url-or-file>
        print the language of a page (first line), then each language's distance;
        with --topic, then the topic verdict and relevance
  train --sample DIR --contrast DIR --out FILE [--size 4000] [--calibrated]
        build a topic model from a sample collection on the topic and a contrast one
  phrases [--lang CODE] [--n 50] DIR
        print the collection's 2-5 word phrases of non-stopwords by average TF-IDF

Flags of the subcommand:
`

func runTopic(ctx context.Context, e *env, args []string) error {
	if len(args) == 0 {
		return usagef("give a subcommand: languages, identify, train or phrases (focus topic --help)")
	}
	sub, args := args[0], args[1:]
	fs := flags(e, "topic")
	fs.Usage = func() {
		fs.SetOutput(e.stdout)
		fmt.Fprint(e.stdout, topicUsage)
		fs.PrintDefaults()
	}
	switch sub {
	case "languages":
		return topicLanguages(e, fs, args)
	case "identify":
		return topicIdentify(ctx, e, fs, args)
	case "train":
		return topicTrain(e, fs, args)
	case "phrases":
		return topicPhrases(e, fs, args)
	case "-h", "-help", "--help", "help":
		fs.Usage()
		return flag.ErrHelp
	}
	return usagef("unknown subcommand %q: languages, identify, train or phrases", sub)
}

func topicLanguages(e *env, fs *flag.FlagSet, args []string) error {
	corpus := fs.String("corpus", "", "folder with one sub folder of text per language code (en, de, ...)")
	out := fs.String("out", "models/lang", "folder to write the CODE.lm profiles to")
	size := fs.Int("size", topic.LanguageSize, "n-grams per profile")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 0 || *corpus == "" {
		return usagef("give --corpus DIR and no arguments")
	}
	stats, err := topic.TrainLanguages(*corpus, *out, *size)
	if err != nil {
		return err
	}
	for _, s := range stats {
		fmt.Fprintf(e.stdout, "%s\t%d files\t%d bytes of text\t%d n-grams\t-> %s.lm\n", s.Lang, s.Files, s.Bytes, s.NGrams, s.Lang)
	}
	return nil
}

func topicIdentify(ctx context.Context, e *env, fs *flag.FlagSet, args []string) error {
	langDir := fs.String("languages", "", "folder of language profiles (default: the embedded ones)")
	modelFile := fs.String("topic", "", "topic model file: also print the topic verdict")
	fetchConfig := fetchFlags(fs, false)
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("give one URL or file")
	}
	id, err := topicIdentifier(*langDir)
	if err != nil {
		return err
	}
	var m *topic.Model
	if *modelFile != "" {
		if m, err = topic.LoadModel(*modelFile); err != nil {
			return err
		}
	}
	fc, err := fetchConfig()
	if err != nil {
		return err
	}
	text, err := topicPageText(ctx, fc, pos[0])
	if err != nil {
		return err
	}
	lang, guesses := id.Identify(text)
	if lang == "" {
		lang = "unknown"
	}
	fmt.Fprintln(e.stdout, lang)
	for _, g := range guesses {
		fmt.Fprintf(e.stdout, "%s\t%.4f\n", g.Lang, g.Distance)
	}
	if m != nil {
		on, r := m.OnTopic(text)
		verdict := "off-topic"
		if on {
			verdict = "on-topic"
		}
		fmt.Fprintf(e.stdout, "%s\t%.4f\n", verdict, r)
	}
	return nil
}

func topicTrain(e *env, fs *flag.FlagSet, args []string) error {
	sample := fs.String("sample", "", "folder of documents on the topic (.txt, .html, .htm)")
	contrast := fs.String("contrast", "", "folder of documents off the topic, e.g. news")
	out := fs.String("out", "", "topic model file to write (JSON)")
	size := fs.Int("size", topic.TopicSize, "n-grams per profile")
	calibrated := fs.Bool("calibrated", false, "decide by the threshold calibrated on the training collections instead of the paper's nearest-profile rule")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 0 || *sample == "" || *contrast == "" || *out == "" {
		return usagef("give --sample DIR, --contrast DIR and --out FILE")
	}
	sd, err := topic.ReadCollection(*sample)
	if err != nil {
		return err
	}
	cd, err := topic.ReadCollection(*contrast)
	if err != nil {
		return err
	}
	m, err := topic.Train(sd, cd, topic.TrainOptions{Size: *size, Calibrated: *calibrated})
	if err != nil {
		return err
	}
	m.Sample.Source, m.Contrast.Source = *sample, *contrast
	if err := m.Save(*out); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "sample\t%d docs\t%d unique paragraphs\t%.1f%% on topic\tmean relevance %.4f\n",
		m.Sample.Docs, m.Sample.Paragraphs, 100*m.Sample.OnTopic, m.Sample.MeanRelevance)
	fmt.Fprintf(e.stdout, "contrast\t%d docs\t%d unique paragraphs\t%.1f%% on topic\tmean relevance %.4f\n",
		m.Contrast.Docs, m.Contrast.Paragraphs, 100*m.Contrast.OnTopic, m.Contrast.MeanRelevance)
	fmt.Fprintf(e.stdout, "threshold %.4f (calibrated %.4f) -> %s\n", m.Threshold, m.CalibratedThreshold, *out)
	return nil
}

func topicPhrases(e *env, fs *flag.FlagSet, args []string) error {
	lang := fs.String("lang", "", "stopwords of this language (default: each document's identified language)")
	n := fs.Int("n", 50, "phrases to print (0: all)")
	langDir := fs.String("languages", "", "folder of language profiles and stopwords (default: the embedded ones)")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("give one folder of documents")
	}
	id, err := topicIdentifier(*langDir)
	if err != nil {
		return err
	}
	docs, err := topic.ReadCollection(pos[0])
	if err != nil {
		return err
	}
	for _, p := range topic.Phrases(docs, id, *lang, *n) {
		fmt.Fprintf(e.stdout, "%.6f\t%s\n", p.Score, p.Text)
	}
	return nil
}

// topicIdentifier loads the language profiles of dir, or the embedded ones.
func topicIdentifier(dir string) (*topic.Identifier, error) {
	var fsys fs.FS = models.Languages()
	if dir != "" {
		fsys = os.DirFS(dir)
	}
	return topic.LoadLanguages(fsys)
}

// topicPageText is the visible text of a URL, an HTML file or a text file.
func topicPageText(ctx context.Context, cfg fetch.Config, src string) (string, error) {
	page, err := readSource(ctx, cfg, src)
	if err != nil {
		return "", err
	}
	if strings.HasSuffix(strings.ToLower(src), ".txt") {
		return string(page.body), nil
	}
	return topic.HTMLText(page.body), nil
}
