package main

import (
	"context"

	"focus/eval"
)

func runEval(_ context.Context, e *env, args []string) error {
	fs := flags(e, "eval")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 || len(pos)%2 != 0 {
		return usagef("give pairs of <truth.json> <crawl.jsonl>")
	}
	var rs []eval.Result
	for i := 0; i < len(pos); i += 2 {
		t, err := eval.LoadTruth(pos[i])
		if err != nil {
			return err
		}
		log, err := eval.LoadLog(pos[i+1])
		if err != nil {
			return err
		}
		rs = append(rs, eval.Score(t, log))
	}
	eval.Table(e.stdout, rs)
	return nil
}
