package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"

	"focus/fetch"
)

// command is one subcommand: its one-line summary and what runs it.
type command struct {
	name    string
	args    string
	summary string
	run     func(ctx context.Context, env *env, args []string) error
}

// env is what a command may print to and read from.
type env struct {
	stdout, stderr io.Writer
	log            *slog.Logger
}

// usageError is a mistake on the command line: exit status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, a ...any) error { return usageError{fmt.Sprintf(format, a...)} }

// urlArg checks a command's URL argument: one that is no http(s) URL is a
// usage mistake, told before anything is fetched.
func urlArg(s string) error {
	if _, err := fetch.ParseURL(s); err != nil {
		return usageError{err.Error()}
	}
	return nil
}

func commands() []command {
	return []command{
		{"demo", "[--package NAME|all|none] [--mirrors DIR]", "serve farm sites (and mirrors) in-process, learn and crawl them, print the scores", runDemo},
		{"entry", "<any-page-url>", "print the entry URL of the forum a page belongs to", runEntry},
		{"learn", "[flags] <any-page-url> | --batch FILE", "learn a site's profile: entry URL and the four ITF regexes", runLearn},
		{"crawl", "[flags] <site-url> | --seeds FILE", "crawl a site (--strategy bfs: the generic breadth-first baseline), or across sites from seeds (--priority, --keep: focused crawls)", runCrawl},
		{"eval", "<truth.json> <crawl.jsonl> [<truth.json> <crawl.jsonl> ...]", "score crawls against ground truth", runEval},
		{"classify", "[--model FILE] <url-or-html-file>", "print a page's type (index, thread or other), then the classifier's scores", runClassify},
		{"train", "[--farm all] [--mirrors DIR] [--annotations DIR] [--protocol]", "train the page-type classifier (or print its evaluation protocol)", runTrain},
		{"sim", "list | serve [pkg...] | truth <pkg> | web", "the forum farm: list packages, serve them on loopback, print ground truth; web: the linked sites of the scorers", runSim},
		{"topic", "languages|identify|train|phrases ...", "language and topic filters: profiles, identification, topic models, seed phrases", runTopic},
		{"comment", "learn|detect|eval ...", "web comments: learn the CSS-class keywords, detect comment sections", runComment},
		{"profile", "classify|expand ...", "media-sharing sites: list/detail/profile pages, cotagging topic expansion", runProfile},
		{"curves", "[--pages 1500] [--out curves]", "the focused-crawling papers' harvest curves: each scorer against breadth-first and OPIC, as PNG plots and a table", runCurves},
		{"sentiment", "[--any-language] <url-or-html-file>", "print a page's sentimentality (sentence and word level, VADER lexicon)", runSentiment},
		{"annotate", "[--dir annotations] [--addr 127.0.0.1:8377] [site-url]", "label pages of a training site in a local web app", runAnnotate},
		{"help", "[command]", "show help", nil},
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	e := &env{stdout: os.Stdout, stderr: os.Stderr, log: slog.New(slog.NewTextHandler(os.Stderr, nil))}
	os.Exit(run(ctx, e, os.Args[1:]))
}

// run executes one command line and returns the exit status.
func run(ctx context.Context, e *env, args []string) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		if len(args) > 1 {
			return run(ctx, e, []string{args[1], "--help"})
		}
		printHelp(e.stdout)
		return 0
	}
	i := slices.IndexFunc(commands(), func(c command) bool { return c.name == args[0] })
	if i < 0 || commands()[i].run == nil {
		fmt.Fprintf(e.stderr, "focus: unknown command %q (see focus help)\n", args[0])
		return 2
	}
	err := commands()[i].run(ctx, e, args[1:])
	var ue usageError
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, &ue):
		fmt.Fprintf(e.stderr, "focus %s: %v\n", args[0], err)
		return 2
	case errors.Is(err, context.Canceled):
		fmt.Fprintf(e.stderr, "focus %s: stopped\n", args[0])
		return 130
	}
	fmt.Fprintf(e.stderr, "focus %s: %v\n", args[0], err)
	return 1
}

func printHelp(w io.Writer) {
	fmt.Fprintln(w, "focus learns how a web forum is navigated, then crawls its thread pages and little else.")
	fmt.Fprintln(w, "\nUsage: focus <command> [arguments]\n\nCommands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nfocus help <command> (or focus <command> --help) shows a command's flags.")
}

// flags makes a flag set for a command; its usage names the command's arguments.
func flags(e *env, name string) *flag.FlagSet {
	fs := flag.NewFlagSet("focus "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	for _, c := range commands() {
		if c.name == name {
			fs.Usage = func() {
				fs.SetOutput(e.stdout)
				fmt.Fprintf(e.stdout, "Usage: focus %s %s\n\n%s\n\nFlags:\n", c.name, c.args, c.summary)
				fs.PrintDefaults()
			}
		}
	}
	return fs
}

// parse parses flags anywhere among the arguments ("focus crawl URL --max-pages 5"
// as well as "focus crawl --max-pages 5 URL") and returns the positional ones.
func parse(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, err // the flag set has printed the usage
			}
			return nil, usageError{strings.TrimSpace(err.Error())}
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}
