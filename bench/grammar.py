"""Card-text grammar benchmark: cards/s per game on the development corpora, next to a
same-process baseline (a plain regex split of the same texts into sentences), plus the
coverage figures (structural %, fully typed %, round-trip %).

cards/s times parsing only (``parse_card`` over the corpus, as check-card runs it: the
cyclic garbage collector paused for the batch), best of ``--repeat`` runs with the spread;
the card and sentence caches are emptied before every run (a corpus's repeated texts are
counted: distinct texts/s is printed beside cards/s). Rendering and the round-trip check of the
coverage figures are not timed.

Speed (``speed:`` lines): CPU time (``time.process_time``; the machine is shared, so wall time
mostly measures the other work on it) of one pass over the corpus, best of ``--repeat``, in two
settings, each beside the regex baseline timed in the same process (``baseline/parse``: how
many times faster the baseline is):

- ``memo on``: the corpus as a user streams it (``check-card --file --stats``): one pass, the
  card, sentence and template memos emptied before it and filled as it goes (a text, sentence
  or template met again in the pass is not typed again). The 5,000 cards/s target of issue 12
  refers to this figure.
- ``memo off``: the same pass with the memos disabled (``_SENTENCE_CACHE_SIZE`` and
  ``_CARD_CACHE_SIZE`` 0): every sentence typed as if it were the first, the cost of text the
  memos have not seen.

The first ``speed:`` line says which LALR loop ran: the compiled one (``grammar/_lalr.c``, built
by ``pip install -e .`` where there is a C compiler) or the Python one (``SHINPAN_PURE_LALR=1``
forces it: ``SHINPAN_PURE_LALR=1 python bench/grammar.py`` gives the fallback's figures).

The coverage figures are given for the whole corpus and for its in-sample and held-out
products (``ruling.abilities.HELD_OUT_PRODUCTS``); the failure clusters are printed for the
in-sample products only (the held-out products' failures are not read).

Breakdown (``--breakdown``): the CPU time of one pass split by layer (``bench/_breakdown.py``).
Sampling profile (``--sample``): the share of CPU samples per function, own and inclusive
(``bench/_breakdown.sample``: no per-call cost, unlike cProfile).

Start-up (``--startup``): wall time of a fresh ``python -m cli`` process, best of
``--repeat``, for ``check-card`` on one card beside ``rule`` (the baseline, same run), with the
grammar cache (``grammar.cache``) warm and cold.

    python bench/grammar.py [--repeat N] [--clusters K] [--startup] [--breakdown] [--sample]
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


def cpu_pass(texts: list[str], game: str, repeat: int, memo: bool) -> float:
    """Best CPU seconds of one ``parse_card`` pass over ``texts`` (caches emptied before each
    run, cyclic collector paused), with the memos on or disabled."""
    import grammar.parse as P
    from grammar.batch import collector_paused

    sizes = P._SENTENCE_CACHE_SIZE, P._CARD_CACHE_SIZE
    if not memo:
        P._SENTENCE_CACHE_SIZE = P._CARD_CACHE_SIZE = 0
    best = float("inf")
    try:
        for _ in range(repeat):
            clear_caches()
            with collector_paused():
                start = time.process_time()
                for t in texts:
                    P.parse_card(t, game)
                best = min(best, time.process_time() - start)
    finally:
        P._SENTENCE_CACHE_SIZE, P._CARD_CACHE_SIZE = sizes
        clear_caches()
    return best


def cpu_baseline(texts: list[str], repeat: int) -> float:
    """Best CPU seconds of the regex baseline over ``texts`` (repeated for a measurable time:
    one pass takes a few milliseconds)."""
    rounds = 50
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        for _ in range(rounds):
            for t in texts:
                SENTENCE.findall(t)
        best = min(best, (time.process_time() - start) / rounds)
    return best


def speed(texts: list[str], game: str, repeat: int) -> list[str]:
    """The ``speed:`` lines: memo on and memo off, CPU, beside the baseline."""
    from grammar.lalr import compiled_driver

    base = cpu_baseline(texts, repeat)
    loop = (
        "compiled (grammar._lalr)"
        if compiled_driver()
        else "Python (grammar._lalr not built or SHINPAN_PURE_LALR set)"
    )
    out = [f"speed: LALR loop {loop}"]
    for memo, what in (
        (True, "memo on (the corpus as streamed, memos cold at the start)"),
        (False, "memo off (every sentence typed afresh)"),
    ):
        secs = cpu_pass(texts, game, repeat, memo)
        out.append(
            f"speed: {what}: {len(texts) / secs:,.0f} cards/s CPU ({secs:.3f} s a pass,"
            f" best of {repeat}); baseline {len(texts) / base:,.0f} cards/s CPU,"
            f" baseline/parse {secs / base:,.0f}"
        )
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--clusters", type=int, default=5)
    ap.add_argument("--startup", action="store_true", help="also time fresh-process start-up")
    ap.add_argument(
        "--breakdown", action="store_true", help="also split the parse's CPU time by layer"
    )
    ap.add_argument(
        "--sample", action="store_true", help="also print a sampling profile of the parse"
    )
    args = ap.parse_args()
    for game in ("ws", "vg"):
        path = CARDS / f"{game}.cards.jsonl"
        if not path.exists():
            print(f"{game}: corpus {path} not found, skipped")
            continue
        from ruling.abilities import HELD_OUT_PRODUCTS, product_of

        recs = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x]
        texts = [r["text"] for r in recs]
        held = [product_of(r) in HELD_OUT_PRODUCTS.get(game, ()) for r in recs]
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
        inside = measure([t for t, h in zip(texts, held, strict=True) if not h], game)
        outside = measure([t for t, h in zip(texts, held, strict=True) if h], game)
        best.clusters = inside.clusters  # held-out failures are not shown
        print(format_report(best, "en", args.clusters))
        for name, c in (("in-sample", inside), ("held-out", outside)):
            print(
                f"{name}: {c.cards} cards, structural {c.pct(c.structural):.1f}%,"
                f" fully typed {c.pct(c.fully_typed):.1f}%,"
                f" round-trip {c.pct(c.round_trip, c.fully_typed):.1f}% of fully typed"
            )
        distinct = len(set(texts))
        print(
            f"cards/s over {args.repeat} runs (parse only, best above): "
            f"{min(rates):,.0f}-{max(rates):,.0f} ({len(texts)} cards, {distinct} distinct "
            f"texts: a text met again in the run is not parsed again; distinct texts/s "
            f"{distinct / best.seconds:,.0f})"
        )
        print(
            f"baseline regex sentence split: {max(bases):,.0f} cards/s "
            f"(runs {min(bases):,.0f}-{max(bases):,.0f})"
        )
        for line in speed(texts, game, args.repeat):
            print(line)
        if args.breakdown:
            from _breakdown import breakdown

            print(breakdown(texts, game, args.repeat))
        if args.sample:
            from _breakdown import sample

            print(sample(texts, game, args.repeat))
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
    if args.startup:
        startup(args.repeat)
    return 0


def startup(repeat: int) -> None:
    """Fresh-process wall times: ``rule`` (baseline) and ``check-card`` on one card, with the
    grammar cache warm and cold (an empty cache directory)."""
    from _startup import report

    card = ["check-card", "--game", "vg", "【自】：このユニットがアタックした時、１枚引く。"]
    report(repeat, {"check-card on one card": card})


if __name__ == "__main__":
    raise SystemExit(main())
