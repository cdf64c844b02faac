"""How many development scenarios marked ``expect.ambiguous`` the ruling flags (issue 14,
"Ambiguity as an answer").

    python bench/ambiguity.py                 # tests/scenarios/<game>/r6_* … r12_*
    python bench/ambiguity.py --list          # … and each file's result
    python bench/ambiguity.py FILES…

A file counts as ``flagged`` when its ruling raises an ambiguity warning naming every clause the
writer listed (``ambiguous: [..]``; ``true``: any ambiguity warning), exactly as
``check_expect`` and bench/blind.py judge it; ``any`` counts files with at least one ambiguity
warning, whatever clauses it names. Files naming cards by number need ``SHINPAN_CARD_DB=PATH``.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ruling.resolve import check_expect, resolve  # noqa: E402
from ruling.scenario import ScenarioError, load  # noqa: E402

GAMES = ("vs", "ws", "vg", "co", "mc")
DEV = re.compile(r"^r(6|7|8|9|10|11|12)_")


def default_files() -> list[Path]:
    base = ROOT / "tests" / "scenarios"
    return sorted(p for g in GAMES for p in (base / g).glob("*.yaml") if DEV.match(p.name))


def score(path: Path) -> tuple[str, bool, bool, str] | None:
    """(game, flagged, any ambiguity warning, note) of a file marked ambiguous, else None."""
    import yaml

    from ruling.assertions import AMBIGUITY_KINDS
    from ruling.cardref import CARD_DB, has_card_refs
    from ruling.render import warnings_data

    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    exp = (raw or {}).get("expect") or {}
    if not exp.get("ambiguous"):
        return None
    token = None
    if has_card_refs(raw):
        db = os.environ.get("SHINPAN_CARD_DB")
        if not db:
            return (path.parent.name, False, False, "card db not given")
        token = CARD_DB.set(Path(db))
    try:
        scn = load(path)
        r = resolve(scn, file=str(path))
        problems = [p for p in check_expect(r) if p.startswith("ambiguous:")]
        warned = [w for w in warnings_data(r, "en") if w["kind"] in AMBIGUITY_KINDS]
        return (scn.game, not problems, bool(warned), "; ".join(problems))
    except ScenarioError as exc:
        return (path.parent.name, False, False, f"load error: {exc}")
    finally:
        if token is not None:
            CARD_DB.reset(token)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--list", action="store_true")
    args = ap.parse_args()
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for path in args.files or default_files():
        got = score(path)
        if got is None:
            continue
        game, flagged, some, note = got
        row = per[game]
        row[0] += 1
        row[1] += flagged
        row[2] += some
        if args.list:
            print(f"{'ok  ' if flagged else 'MISS'} {path.name}: {note}")
    tot = [sum(r[i] for r in per.values()) for i in range(3)]
    print("game  marked  flagged  any-ambiguity-warning")
    for g in GAMES:
        if g in per:
            m, f, a = per[g]
            print(f"{g:<5} {m:>6} {f:>8} {a:>8}")
    print(f"all   {tot[0]:>6} {tot[1]:>8} {tot[2]:>8}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
