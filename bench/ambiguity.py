"""How many development scenarios marked ``expect.ambiguous`` the ruling flags (issue 14,
"Ambiguity as an answer").

    python bench/ambiguity.py                 # tests/scenarios/<game>/r6_* … r15_*
    python bench/ambiguity.py --list          # … and each file's result
    python bench/ambiguity.py --false-flags   # … and the files not marked that are flagged
    python bench/ambiguity.py FILES…

A file counts as ``flagged`` when its ruling raises an ambiguity warning naming every clause the
writer listed (``ambiguous: [..]``; ``true``: any ambiguity warning), exactly as
``check_expect`` and bench/blind.py judge it; ``any`` counts files with at least one ambiguity
warning, whatever clauses it names. A file not marked ``ambiguous`` (or marked ``false``) whose
ruling raises any warning of the ambiguity kinds (``ambiguity``, ``rules_text``, ``reading``)
counts as a ``false flag`` (the writer did not call its situation unsettled; some are points the
writer did not notice, listed by ``--false-flags`` with the clauses named, to be read). Files
naming cards by number need ``SHINPAN_CARD_DB=PATH``.
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
DEV = re.compile(r"^r(6|7|8|9|10|11|12|13|14|15)_")


def default_files() -> list[Path]:
    base = ROOT / "tests" / "scenarios"
    return sorted(p for g in GAMES for p in (base / g).glob("*.yaml") if DEV.match(p.name))


def score(path: Path, unmarked: bool = False) -> tuple[str, bool, bool, str] | None:
    """(game, flagged, any ambiguity warning, note) of a file marked ambiguous, else None
    (``unmarked``: of a file not marked, else None: flagged = no ambiguity warning, the note
    the clauses the warnings name)."""
    import yaml

    from ruling.assertions import AMBIGUITY_KINDS
    from ruling.cardref import CARD_DB, has_card_refs
    from ruling.render import warnings_data

    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    exp = (raw or {}).get("expect") or {}
    if bool(exp.get("ambiguous")) == unmarked:
        return None
    token = None
    if has_card_refs(raw):
        db = os.environ.get("SHINPAN_CARD_DB")
        if not db:
            if unmarked:
                # not ruled without the card database: counted neither way (as a load error)
                print(f"SKIP {path.parent.name}/{path.name}: card db not given", file=sys.stderr)
                return None
            return (path.parent.name, False, False, "card db not given")
        token = CARD_DB.set(Path(db))
    try:
        scn = load(path)
        r = resolve(scn, file=str(path))
        warned = [w for w in warnings_data(r, "en") if w["kind"] in AMBIGUITY_KINDS]
        if unmarked:
            named = sorted({f"{w['kind']}:{','.join(w['clauses'])}" for w in warned})
            return (scn.game, not warned, bool(warned), " ".join(named))
        problems = [p for p in check_expect(r) if p.startswith("ambiguous:")]
        return (scn.game, not problems, bool(warned), "; ".join(problems))
    except ScenarioError as exc:
        if unmarked:
            # not ruled here (a file of the suite's own, e.g. a choice naming a card of the card
            # database by a label this reader does not build): counted neither way
            print(f"SKIP {path.parent.name}/{path.name}: load error: {exc}", file=sys.stderr)
            return None
        return (path.parent.name, False, False, f"load error: {exc}")
    finally:
        if token is not None:
            CARD_DB.reset(token)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--list", action="store_true")
    ap.add_argument(
        "--false-flags",
        action="store_true",
        help="also rule the files not marked ambiguous and count those flagged",
    )
    args = ap.parse_args()
    files = args.files or default_files()
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for path in files:
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
    if args.false_flags:
        false: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for path in files:
            got = score(path, unmarked=True)
            if got is None:
                continue
            game, clean, _some, note = got
            false[game][0] += 1
            false[game][1] += not clean
            if not clean:
                print(f"FLAG {path.parent.name}/{path.name}: {note}")
        print("game  unmarked  false-flags  rate")
        for g in GAMES:
            if g in false:
                n, f = false[g]
                print(f"{g:<5} {n:>8} {f:>12}  {f / n:.1%}")
        n, f = sum(v[0] for v in false.values()), sum(v[1] for v in false.values())
        print(f"all   {n:>8} {f:>12}  {f / max(n, 1):.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
