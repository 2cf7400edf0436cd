package main

import (
	"context"
	"encoding/json"
	"fmt"

	"focus/sim"
	"focus/sim/web"
)

func runSim(ctx context.Context, e *env, args []string) error {
	if len(args) == 0 {
		return usagef("missing sub-command: list, serve, truth or web")
	}
	switch args[0] {
	case "list":
		for _, p := range sim.Packages() {
			fmt.Fprintf(e.stdout, "%s\t%s\t%s\t%s\n", p.Name, p.Kind, p.Mount, p.Software)
		}
		return nil
	case "serve":
		return simServe(ctx, e, args[1:])
	case "truth":
		return simTruth(e, args[1:])
	case "web":
		return simWeb(ctx, e, args[1:])
	case "--help", "-h":
		flags(e, "sim").Usage()
		return nil
	}
	return usagef("unknown sub-command %q: list, serve, truth or web", args[0])
}

// simWeb serves the web of linked sites the scorers are measured on and
// prints its seed URLs, one a line: a seeds file for focus crawl --seeds.
func simWeb(ctx context.Context, e *env, args []string) error {
	fs := flags(e, "sim")
	seed := fs.Int64("seed", 1, "seed of the generated web")
	port := fs.Int("port", 18200, "port of the first site, the next ones after it (0: any free ports)")
	scale := fs.Float64("scale", 1, "size of the web (1: some 5,000 pages)")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 0 || *scale <= 0 {
		return usagef("sim web takes flags only: --seed, --port, --scale (above 0)")
	}
	w := web.New(*seed, web.Options{BasePort: *port, Scale: *scale})
	if err := w.Start(ctx); err != nil {
		return err
	}
	defer w.Close()
	for _, s := range w.Seeds() {
		fmt.Fprintln(e.stdout, s)
	}
	for _, s := range w.Sites() {
		fmt.Fprintf(e.stderr, "%-14s %-9s %-3s %s\n", s.ID, s.Kind, s.Lang, s.Base)
	}
	<-ctx.Done()
	return nil
}

func simServe(ctx context.Context, e *env, args []string) error {
	fs := flags(e, "sim")
	host := fs.String("host", "127.0.0.1", "address to listen on (keep it loopback)")
	port := fs.Int("port", 0, "port of the first package, the next ones after it (default: each package's fixed port, 18100+)")
	names, err := parse(fs, args)
	if err != nil {
		return err
	}
	pkgs, err := packages(names)
	if err != nil {
		return err
	}
	var servers []*sim.Server
	defer func() {
		for _, s := range servers {
			_ = s.Close()
		}
	}()
	for i, p := range pkgs {
		pt := sim.DefaultPort(p.Name)
		if *port != 0 {
			pt = *port + i
		}
		s, err := sim.Start(p, fmt.Sprintf("%s:%d", *host, pt))
		if err != nil {
			return err
		}
		servers = append(servers, s)
		fmt.Fprintf(e.stdout, "%-14s %s\n", p.Name, s.Entry())
	}
	<-ctx.Done()
	return nil
}

func simTruth(e *env, args []string) error {
	fs := flags(e, "sim")
	base := fs.String("base", "", "base URL the site is served at (default http://127.0.0.1:<its fixed port>)")
	names, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(names) != 1 {
		return usagef("sim truth takes one package name")
	}
	pkgs, err := packages(names)
	if err != nil {
		return err
	}
	b := *base
	if b == "" {
		b = fmt.Sprintf("http://127.0.0.1:%d", sim.DefaultPort(names[0]))
	}
	t, err := sim.NewSite(pkgs[0]).Truth(b)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(e.stdout)
	enc.SetIndent("", " ")
	return enc.Encode(t)
}

// packages looks names up; no names means every package.
func packages(names []string) ([]*sim.Package, error) {
	if len(names) == 0 {
		return sim.Packages(), nil
	}
	var out []*sim.Package
	for _, n := range names {
		p, err := sim.Lookup(n)
		if err != nil {
			return nil, usageError{err.Error()}
		}
		out = append(out, p)
	}
	return out, nil
}
