package main

import (
	"flag"
	"strings"

	"focus/fetch"
)

// fetchFlags adds the flags of how a command fetches (time limit,
// User-Agent, and for a command that fetches many pages of a site, the
// politeness gap) and returns what reads them once parsed.
func fetchFlags(fs *flag.FlagSet, manyPages bool) func() (fetch.Config, error) {
	def := fetch.DefaultConfig()
	delay := &def.Delay
	if manyPages {
		delay = fs.Duration("delay", def.Delay, "politeness gap between requests to one host (0 allowed on loopback)")
	}
	timeout := fs.Duration("timeout", def.Timeout, "longest wait for one response, body included, before it is retried")
	agent := fs.String("user-agent", def.UserAgent, "User-Agent sent with every request: say how to reach you; its first word picks the robots.txt group")
	return func() (fetch.Config, error) {
		switch {
		case *delay < 0:
			return fetch.Config{}, usagef("--delay must not be negative")
		case *timeout <= 0:
			return fetch.Config{}, usagef("--timeout must be positive")
		case strings.TrimSpace(*agent) == "" || strings.ContainsAny(*agent, "\r\n\x00"):
			return fetch.Config{}, usagef("--user-agent must be one line of text")
		}
		c := def
		c.Delay, c.Timeout, c.UserAgent = *delay, *timeout, strings.TrimSpace(*agent)
		return c, nil
	}
}
