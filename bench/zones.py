"""Large anonymous zones (issue 17): what a scenario costs when its decks are counts of
anonymous cards (``deck: 10000``), beside the same scenarios with 40-card decks, in the same
run. Every scenario of tests/scenarios/ is taken as written, then with each player's deck made
up to N cards by an anonymous count at its bottom (a deck already larger is left alone).

    python bench/zones.py [--sizes 40,500,10000] [--game ws] [--memory] [--lift-caps]

Per game and size: CPU time of load + ruling (median, p95, worst and its scenario), of the
``--json`` output (the final state lists every card, so it grows with them) and, with
``--memory``, the peak of Python allocations of load + ruling + output (tracemalloc). A size
above the scenario loader's caps is refused by the loader (counted as refused) unless
``--lift-caps``, which raises them for the measurement (how the figures of a version without
the runs were taken).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402

import ruling.scenario as scenario_mod  # noqa: E402
from ruling.render import ruling_data  # noqa: E402
from ruling.resolve import resolve  # noqa: E402


def _count(value: Any) -> int:
    if isinstance(value, bool) or value is None:
        return 0
    if isinstance(value, int):
        return value
    if isinstance(value, list):
        return sum(_count(v) for v in value)
    if isinstance(value, dict):
        n = value.get("count", 1)
        return n if isinstance(n, int) else 1
    return 1


def padded(doc: dict[str, Any], size: int) -> str:
    """The scenario with every player's deck made up to ``size`` cards."""
    for zones in (doc.get("players") or {}).values():
        if isinstance(zones, dict) and "deck" in zones:
            deck = zones["deck"]
            extra = size - _count(deck)
            if extra > 0:
                zones["deck"] = (deck if isinstance(deck, list) else [deck]) + [extra]
    return yaml.safe_dump(doc, allow_unicode=True)


def run(text: str) -> tuple[float, float, bool]:
    """CPU seconds of load + ruling and of the JSON output; False if the loader refused it."""
    t0 = time.process_time()
    try:
        r = resolve(scenario_mod.loads(text, "bench.yaml"), file="bench.yaml")
    except scenario_mod.ScenarioError:
        return time.process_time() - t0, 0.0, False
    t1 = time.process_time()
    json.dumps(ruling_data(r, "ja"), ensure_ascii=False)
    return t1 - t0, time.process_time() - t1, True


def peak(text: str) -> float:
    tracemalloc.start()
    try:
        run(text)
        return tracemalloc.get_traced_memory()[1] / 1e6
    finally:
        tracemalloc.stop()


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="40,500,10000")
    ap.add_argument("--game", help="only this game's scenarios")
    ap.add_argument("--memory", action="store_true", help="also the peak of Python allocations")
    ap.add_argument("--lift-caps", action="store_true", help="raise the loader's card caps")
    args = ap.parse_args()
    sizes = [int(x) for x in args.sizes.split(",")]
    if args.lift_caps:
        scenario_mod.MAX_ZONE_CARDS = scenario_mod.MAX_CARDS = 10**9
    files = sorted((ROOT / "tests" / "scenarios").glob(f"{args.game or '*'}/*.yaml"))
    docs = {f: yaml.safe_load(f.read_text(encoding="utf-8")) for f in files}
    for f in files[:3]:  # warm: grammars, KB, imports
        run(padded(docs[f], 40))
    print(
        f"{len(files)} scenarios, each player's deck made up to N cards (CPU ms; caps: "
        f"{scenario_mod.MAX_ZONE_CARDS:,} per zone, {scenario_mod.MAX_CARDS:,} on the board)"
    )
    for game in sorted({f.parent.name for f in files}):
        mine = [f for f in files if f.parent.name == game]
        for size in sizes:
            rule: list[tuple[float, str]] = []
            out: list[float] = []
            mem: list[float] = []
            refused = 0
            for f in mine:
                text = padded(yaml.safe_load(yaml.safe_dump(docs[f])), size)
                t_rule, t_out, ok = run(text)
                refused += not ok
                rule.append((t_rule * 1000, f.stem))
                out.append(t_out * 1000)
                if args.memory:
                    mem.append(peak(text))
            times = [t for t, _ in rule]
            worst = max(rule)
            line = (
                f"{game} N={size:>6}: load + ruling median {statistics.median(times):7.1f}"
                f"  p95 {pct(times, 95):8.1f}  worst {worst[0]:8.1f} ({worst[1]})"
                f"  json output median {statistics.median(out):6.1f}"
            )
            if mem:
                line += f"  peak MB median {statistics.median(mem):.1f} worst {max(mem):.1f}"
            if refused:
                line += f"  refused {refused}"
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
