"""How much of the card text that runs survives a meaning-preserving rewrite, per game.

    python bench/paraphrase.py [--games vg,ws] [--rewrites a,b] [--every N] [--examples K]

For each game and each rewrite of ``ruling.cardtext.rewrites.REWRITES``: the abilities of the
development card lists (../shared/cards and tests/blind/cards_r14 … cards_r33) that run and whose
line the rewrite changes (applicable), those that run to the same program after it (survived),
the rest (broken) with the commonest reason (for text the grammar could not type: the first
token it did not expect). ``--every N`` reads every N-th card only.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ruling.cardtext import rewrites as R  # noqa: E402

GAMES = ("vg", "ws", "co", "mc", "vs")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--rewrites", default="")
    ap.add_argument("--every", type=int, default=1)
    ap.add_argument("--examples", type=int, default=0)
    args = ap.parse_args(argv)
    wanted = set(filter(None, args.rewrites.split(",")))
    rws = [r for r in R.REWRITES if not wanted or r.name in wanted]
    print(f"{'rewrite':32} {'game':4} {'applicable':>10} {'survived':>8} {'broken':>6}  top reason")
    for game in args.games.split(","):
        t0 = time.perf_counter()
        cards = R.load_cards(R.dev_sources(game), args.every)
        for rw in rws:
            s = R.survival(game, cards, rw, keep=args.examples)
            top = s.broken.most_common(1)[0] if s.broken else ("", 0)
            print(
                f"{rw.name:32} {game:4} {s.applicable:>10} {s.survived:>8} "
                f"{s.applicable - s.survived:>6}  {top[1] or ''} {top[0][:90]}",
                flush=True,
            )
            for before, after, why in s.examples:
                print(f"    - {before}\n      + {after}\n      ! {why[:120]}")
        print(f"# {game}: {len(cards)} cards, {time.perf_counter() - t0:.0f}s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
