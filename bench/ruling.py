"""Ruling benchmark: median and p95 ms per scenario over the scenario suite, next to the time
to load (parse + validate) the scenario file alone, in the same run; and, per game with a card
list under ../shared/cards/, how many real cards have every ability executable by the engine.

    python bench/ruling.py [--repeat N] [--json] [--no-cards]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ruling.resolve import resolve  # noqa: E402
from ruling.scenario import load  # noqa: E402


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--no-cards", action="store_true", help="skip the card-ability count")
    args = ap.parse_args()
    files = sorted((ROOT / "tests" / "scenarios").glob("*/*.yaml"))
    load_ms: list[float] = []
    total_ms: list[float] = []
    for f in files:
        best_load = best_total = float("inf")
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            scn = load(f)
            t1 = time.perf_counter()
            resolve(scn, file=str(f))
            t2 = time.perf_counter()
            best_load = min(best_load, (t1 - t0) * 1000)
            best_total = min(best_total, (t2 - t0) * 1000)
        load_ms.append(best_load)
        total_ms.append(best_total)
    out = {
        "scenarios": len(files),
        "ruling_ms": {
            "median": round(statistics.median(total_ms), 2),
            "p95": round(pct(total_ms, 95), 2),
        },
        "load_only_ms": {
            "median": round(statistics.median(load_ms), 2),
            "p95": round(pct(load_ms, 95), 2),
        },
    }
    if not args.no_cards:
        out["cards"] = card_counts()
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        print(f"{out['scenarios']} scenarios (best of {args.repeat} per file)")
        print(
            f"load + rule : median {out['ruling_ms']['median']} ms, p95 {out['ruling_ms']['p95']} ms"
        )
        print(
            f"load only   : median {out['load_only_ms']['median']} ms, p95 {out['load_only_ms']['p95']} ms"
        )
    for game, rep in out.get("cards", {}).items():
        if args.json:
            break
        print(
            f"{game} cards with every ability executable: {rep['cards_all_executable']} / "
            f"{rep['cards']} ({100 * rep['share_all_executable']:.1f}%); abilities "
            f"{rep['abilities_executable']} / {rep['abilities']}"
        )
    return 0


def card_counts() -> dict[str, dict[str, object]]:
    """The share of real cards whose abilities the engine can all execute (measured with the
    engine's own compiler, ``ruling.abilities.corpus_report``)."""
    from ruling.abilities import corpus_report
    from ruling.rules import games

    cards_dir = ROOT.parent / "shared" / "cards"
    out: dict[str, dict[str, object]] = {}
    for game in games():
        path = cards_dir / f"{game}.cards.jsonl"
        if path.exists():
            rep = corpus_report(game, path)
            out[game] = {k: v for k, v in rep.items() if k != "top_reasons"}
    return out


if __name__ == "__main__":
    raise SystemExit(main())
