"""Card-text grammar benchmark: cards/s per game on the development corpora, next to a
same-process baseline (a plain regex split of the same texts into sentences), plus the
coverage figures (structural %, fully typed %, round-trip %).

cards/s times parsing only (``parse_card`` over the corpus, as check-card runs it: the
cyclic garbage collector paused for the batch), best of ``--repeat`` runs with the spread;
the sentence caches are emptied before every run. Rendering and the round-trip check of the
coverage figures are not timed.

    python bench/grammar.py [--repeat N] [--clusters K]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from grammar.coverage import format_report, measure  # noqa: E402
from grammar.parse import clear_caches  # noqa: E402

CARDS = ROOT / ".." / "shared" / "cards"
FIXTURES = ROOT / "tests" / "fixtures" / "card_examples"
SENTENCE = re.compile(r"[^。\n]+[。\n]?")


def baseline(texts: list[str]) -> float:
    start = time.perf_counter()
    n = 0
    for t in texts:
        n += len(SENTENCE.findall(t))
    elapsed = time.perf_counter() - start
    return len(texts) / elapsed if elapsed > 0 else float("inf")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--clusters", type=int, default=5)
    args = ap.parse_args()
    for game in ("ws", "vg"):
        path = CARDS / f"{game}.cards.jsonl"
        if not path.exists():
            print(f"{game}: corpus {path} not found, skipped")
            continue
        texts = [json.loads(x)["text"] for x in path.read_text(encoding="utf-8").splitlines() if x]
        measure(texts[:50], game)  # warm the grammar caches
        best = None
        rates = []
        for _ in range(args.repeat):
            clear_caches()  # the sentence caches start cold in every run
            cov = measure(texts, game)
            rates.append(cov.cards_per_second)
            if best is None or cov.seconds < best.seconds:
                best = cov
        assert best is not None
        bases = [baseline(texts) for _ in range(args.repeat)]
        print(format_report(best, "en", args.clusters))
        print(
            f"cards/s over {args.repeat} runs (parse only, best above): "
            f"{min(rates):,.0f}-{max(rates):,.0f}"
        )
        print(
            f"baseline regex sentence split: {max(bases):,.0f} cards/s "
            f"(runs {min(bases):,.0f}-{max(bases):,.0f})"
        )
        print()
    # no card corpus for vs/co/mc: the rules documents' quoted examples and the keyword examples
    import yaml

    for game in ("vs", "co", "mc"):
        data = yaml.safe_load((FIXTURES / f"{game}.yaml").read_text(encoding="utf-8"))
        texts = [e["text"] for e in data.get("examples", []) + data.get("keywords", [])]
        cov = measure(texts, game)
        print(f"{game} (rules-document examples and keyword examples)")
        print(format_report(cov, "en", args.clusters))
        print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
