"""Deciding-clause recall and precision over development scenarios, with the misses grouped
by kind (issue 14, "Citations that are complete by construction").

    python bench/citations.py                  # tests/scenarios/<game>/r6_* … r11_*
    python bench/citations.py --list           # … and every missed / extra clause by kind
    python bench/citations.py --json
    python bench/citations.py tests/scenarios/ws/r10_*.yaml   # any scenario files
    python bench/citations.py 'tests/scenarios/*/r[0-9]*_*.yaml'   # a quoted pattern too
    python bench/citations.py --without procedures   # what a mechanism adds (ablation)
    python bench/citations.py --without checked      # … (also: kept_out; docs/citations.md)
    python bench/citations.py --dump OUT.json  # per file: wanted, cited, every clause traced

For each file that names ``expect.decided_by`` (written by hand from the rules): ``recall`` is
the share of those clauses the ruling's "decided by" cites, ``precision`` the share of the
clauses the ruling cites that the writer named (a clause cited but not named is not always
wrong: a writer names the clauses that decide, the engine cites those it used; the figure shows
over-citing). Both as micro averages per game (clauses) and as averages per file. ``outcome``:
files whose ruling agrees with every assertion other than ``decided_by`` / ``ambiguous``.

A missed (or extra) clause is put in one kind, read from the rules document's clause tree and
the game's tables (``kind``):
- ``unlinked`` (missed clauses only): a step of the ruling's replay cites it, but that step is
  not on the causal chain of the outcome (a ``caused_by`` link or a target is missing: the
  engine used the rule and did not say the outcome rests on it), as opposed to every kind
  below, where no step of the replay cites it at all (the reason is not modelled as a step);
- ``procedure``: a clause above a cited clause (its parent or ancestor: the step, the phase or
  the procedure the cited step belongs to);
- ``sibling``: a clause beside a cited one under the same parent (another step of the same
  procedure, a sub-case of the same rule);
- ``principle``: a clause the game maps to one of the core's principles (``Game.principles``:
  an impossible action is not done, card text beats the rules, check timing …);
- ``rule_process``: a clause of a rule process or loss condition the game declares;
- ``definition``: a clause the KB records as defining a term (a zone, a card type …);
- ``child``: a clause below a cited one (a detail of a cited rule);
- ``other``: none of these (a rule in another part of the document).
The first that holds is taken, in the order above. The classification is over the KB of the
game's default rules version (built on first use).

``--without procedures`` runs the engine without the procedure table (``ruling/procedures.py``:
a step cites the procedure it belongs to), so the figures with and without show what that
mechanism adds to recall and costs in precision. ``--without checked`` runs it without the
link from a check found not to apply to a card to that card's change in the same procedure
(``Engine._checked_causes``), ``--without kept_out`` without counting the cards a replacement kept
out of a zone in ``ruling.notmet`` (docs/citations.md). Files that name cards by number need a KB with
the card lists imported: ``SHINPAN_CARD_DB=PATH`` (else they are not scored, and said so).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ruling.resolve import check_expect, resolve  # noqa: E402
from ruling.rules import get_game  # noqa: E402
from ruling.scenario import ScenarioError, load  # noqa: E402

GAMES = ("vs", "ws", "vg", "co", "mc")
DEV = re.compile(r"^r(6|7|8|9|10|11)_")
KINDS = (
    "unlinked",
    "procedure",
    "sibling",
    "principle",
    "rule_process",
    "definition",
    "child",
    "other",
)


@dataclass
class FileScore:
    path: str
    game: str
    outcome: bool
    wanted: list[str]
    got: list[str]
    error: str = ""
    # every clause some step of the replay cites (any leaf, on the causal chain or not)
    traced: list[str] = field(default_factory=list)

    @property
    def hit(self) -> int:
        return sum(c in set(self.got) for c in self.wanted)

    @property
    def missed(self) -> list[str]:
        return [c for c in self.wanted if c not in set(self.got)]

    @property
    def extra(self) -> list[str]:
        return [c for c in self.got if c not in set(self.wanted)]


@dataclass
class Classifier:
    """The kind of a clause relative to what a ruling cited (see the module's docstring)."""

    game: str
    parent: dict[str, str | None] = field(default_factory=dict)
    defines: set[str] = field(default_factory=set)

    @classmethod
    def of(cls, kb: Any, game: str) -> Classifier:
        v = kb.version(game)
        rows = kb.con.execute(
            "select id, parent from clauses where game=? and version=?", (game, v)
        ).fetchall()
        c = cls(game, {r[0]: r[1] for r in rows})
        try:
            c.defines = {
                r[0]
                for r in kb.con.execute(
                    "select distinct clause from terms where game=? and version=?", (game, v)
                )
            }
        except Exception:  # an older KB without the terms table: no definitions known
            c.defines = set()
        return c

    def ancestors(self, cid: str) -> list[str]:
        out: list[str] = []
        p = self.parent.get(cid)
        while p and p not in out and len(out) < 20:
            out.append(p)
            p = self.parent.get(p)
        return out

    def kind(self, cid: str, cited: list[str], traced: Collection[str] = ()) -> str:
        g = get_game(self.game)
        if cid in traced and cid not in cited:
            return "unlinked"
        cited_set = set(cited) - {cid}
        if any(cid in self.ancestors(c) for c in cited_set):
            return "procedure"
        par = self.parent.get(cid)
        if par and any(self.parent.get(c) == par for c in cited_set):
            return "sibling"
        if any(cid in cl for cl in g.principles.values()):
            return "principle"
        if any(cid in r.clauses for r in g.rule_processes):
            return "rule_process"
        if cid in self.defines:
            return "definition"
        if any(c in self.ancestors(cid) for c in cited_set):
            return "child"
        return "other"


def default_files() -> list[Path]:
    base = ROOT / "tests" / "scenarios"
    return sorted(p for g in GAMES for p in (base / g).glob("*.yaml") if DEV.match(p.name))


def expand(args: list[Path]) -> list[Path]:
    """The files named, a quoted pattern (``'tests/scenarios/*/r[0-9]*_*.yaml'``) expanded as
    the shell would (sorted), so the command reads the same whether the shell expanded it."""
    out: list[Path] = []
    for a in args:
        text = str(a)
        if not a.exists() and any(ch in text for ch in "*?["):
            root = Path("/") if a.is_absolute() else Path(".")
            out += sorted(root.glob(text.lstrip("/")))
        else:
            out.append(a)
    return out


def score(path: Path) -> FileScore | None:
    import yaml

    from ruling.cardref import CARD_DB, has_card_refs

    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    token = None
    if has_card_refs(raw):
        db = os.environ.get("SHINPAN_CARD_DB")
        if not db:
            return FileScore(str(path), path.parent.name, False, [], [], "card db not given")
        token = CARD_DB.set(Path(db))
    try:
        scn = load(path)
        if scn.expect is None or not scn.expect.decided_by:
            return None
        r = resolve(scn, file=str(path))
        other = [p for p in check_expect(r) if not p.startswith(("decided_by", "ambiguous:"))]
        traced = {c for lf in r.leaves + r.alternates for s in lf.trace.steps for c in s.clauses}
        return FileScore(
            str(path),
            scn.game,
            not other,
            list(dict.fromkeys(scn.expect.decided_by)),
            list(r.decided_by),
            traced=sorted(traced),
        )
    except ScenarioError as exc:
        return FileScore(str(path), path.parent.name, False, [], [], f"load error: {exc}")
    finally:
        if token is not None:
            CARD_DB.reset(token)


def _share(a: int, b: int) -> float | None:
    return round(a / b, 3) if b else None


def summarise(scores: list[FileScore], kb: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"games": {}, "missed": {}, "extra": {}}
    classifiers = {g: Classifier.of(kb, g) for g in {s.game for s in scores}}
    for g in GAMES:
        ss = [s for s in scores if s.game == g and not s.error]
        if not ss:
            continue
        wanted = sum(len(s.wanted) for s in ss)
        got = sum(len(s.got) for s in ss)
        hit = sum(s.hit for s in ss)
        out["games"][g] = {
            "files": len(ss),
            "errors": sum(1 for s in scores if s.game == g and s.error),
            "outcome": sum(s.outcome for s in ss),
            "expected": wanted,
            "cited": got,
            "found": hit,
            "recall": _share(hit, wanted),
            "precision": _share(hit, got),
            "recall_per_file": round(
                sum(s.hit / len(s.wanted) for s in ss if s.wanted) / len(ss), 3
            ),
            "precision_per_file": round(
                sum(s.hit / len(s.got) if s.got else 0.0 for s in ss) / len(ss), 3
            ),
        }
    for label, pick in (("missed", lambda s: s.missed), ("extra", lambda s: s.extra)):
        by_kind: dict[str, list[dict[str, str]]] = defaultdict(list)
        for s in scores:
            if s.error:
                continue
            cited = s.got if label == "missed" else s.wanted
            traced = s.traced if label == "missed" else []
            for c in pick(s):
                k = classifiers[s.game].kind(c, cited, traced)
                by_kind[k].append(
                    {"game": s.game, "file": Path(s.path).name, "clause": c, "outcome": s.outcome}
                )
        out[label] = {k: by_kind[k] for k in KINDS if by_kind.get(k)}
    out["errors"] = [{"file": s.path, "error": s.error} for s in scores if s.error]
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--list", action="store_true", help="list every missed / extra clause")
    ap.add_argument("--json", action="store_true")
    ap.add_argument(
        "--without", choices=("procedures", "checked", "kept_out"), action="append", default=[]
    )
    ap.add_argument(
        "--dump", type=Path, help="write per file: wanted, cited, every clause traced (JSON)"
    )
    a = ap.parse_args()
    if a.dump is not None and a.dump.suffix in (".yaml", ".yml"):
        print(f"--dump writes JSON: {a.dump} looks like a scenario file", file=sys.stderr)
        return 2
    if "procedures" in a.without:
        from ruling import procedure_table

        procedure_table.TABLE.clear()
    if "checked" in a.without:
        from ruling.core import Engine

        Engine._checked_causes = lambda self, refs: []  # type: ignore[method-assign]
    if "kept_out" in a.without:
        from ruling import notmet

        notmet._kept_out = lambda trace, step: []  # type: ignore[assignment]
    os.environ.setdefault("SHINPAN_DB", str(Path("/tmp") / "shinpan-bench-cite" / "kb.sqlite"))
    from kb.api import open_kb

    kb = open_kb()
    files = expand(a.files) if a.files else default_files()
    if a.files and not files:
        print(f"no scenario file matches {' '.join(map(str, a.files))}", file=sys.stderr)
        return 2
    scores = [s for s in (score(p) for p in files) if s is not None]
    res = summarise(scores, kb)
    if a.dump:
        a.dump.write_text(
            json.dumps(
                [
                    {
                        "file": s.path,
                        "game": s.game,
                        "outcome": s.outcome,
                        "wanted": s.wanted,
                        "got": s.got,
                        "traced": s.traced,
                    }
                    for s in scores
                    if not s.error
                ],
                ensure_ascii=False,
            ),
            encoding="utf-8",
        )
    if a.json:
        print(json.dumps(res, ensure_ascii=False, indent=1))
        return 0
    print("game files outcome  recall(micro/file)  precision(micro/file)  expected cited found")
    for g, r in res["games"].items():
        print(
            f"{g:<4} {r['files']:>5} {r['outcome']:>7}  {r['recall']!s:>6}/{r['recall_per_file']!s:<6}"
            f"       {r['precision']!s:>6}/{r['precision_per_file']!s:<6}"
            f"      {r['expected']:>8} {r['cited']:>5} {r['found']:>5}"
        )
    for label in ("missed", "extra"):
        counts = Counter({k: len(v) for k, v in res[label].items()})
        per_game = {k: Counter(x["game"] for x in v) for k, v in res[label].items()}
        print(f"\n{label} clauses by kind:")
        for k, n in counts.most_common():
            games = " ".join(f"{g}:{c}" for g, c in sorted(per_game[k].items()))
            print(f"  {k:<13} {n:>4}   {games}")
            if a.list and (label == "missed" or k != "procedure"):
                for x in res[label][k]:
                    ok = "" if x["outcome"] else "  (outcome wrong)"
                    print(f"      {x['game']} {x['clause']:<14} {x['file']}{ok}")
    for e in res["errors"]:
        print(f"not scored: {e['file']}: {e['error']}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
