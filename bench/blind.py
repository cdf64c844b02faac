"""Score the blind scenario sets (tests/blind/<round>/<set>/): aggregates only.

    python bench/blind.py [ROUND]          # default r6
    python bench/blind.py r6 --json
    python bench/blind.py tests/scenarios/ws   # any folder of scenarios, as one set

A blind set is written by someone who has not read the engine, from the rules text or the
official Q&A alone, and is scored once per round: this script prints per-set figures and never a
file's own verdict, so nobody tunes on its misses (docs/scenarios.md, "Blind sets").

Figures per set:
- ``files``: scenario files; ``load_errors``: files the scenario loader refuses (a format the
  writer guessed wrong, or a key the engine does not know);
- ``outcome``: files whose ruling agrees with every assertion of the file except ``decided_by``
  and ``ambiguous`` (outcome, state, check, allowed, triggered, order, assumptions) **and** ran
  every ability on the board (a ruling with unsupported card text counts as a disagreement);
- ``outcome_ignoring_unsupported``: the same, not counting unsupported card text against it;
- ``unsupported``: files where some ability on the board was not run;
- ``decided_by_recall``: expected deciding clauses found in the ruling's "decided by", over
  all expected clauses of the files that ran (micro average), and the same per file averaged;
- ``ambiguity_flagged``: files the writer marked ``ambiguous`` whose ruling flags a reading the
  rules do not settle (naming each clause the writer named).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ruling.resolve import check_expect, resolve  # noqa: E402
from ruling.scenario import ScenarioError, load  # noqa: E402


@dataclass
class SetScore:
    name: str
    files: int = 0
    load_errors: int = 0
    engine_errors: int = 0
    outcome: int = 0
    outcome_ignoring_unsupported: int = 0
    unsupported: int = 0
    expected_clauses: int = 0
    found_clauses: int = 0
    per_file_recall: list[float] = field(default_factory=list)
    marked_ambiguous: int = 0
    ambiguity_flagged: int = 0
    seconds: float = 0.0

    def as_dict(self) -> dict[str, object]:
        ran = self.files - self.load_errors - self.engine_errors
        return {
            "set": self.name,
            "files": self.files,
            "load_errors": self.load_errors,
            "engine_errors": self.engine_errors,
            "ran": ran,
            "outcome": self.outcome,
            "outcome_share": _share(self.outcome, self.files),
            "outcome_ignoring_unsupported": self.outcome_ignoring_unsupported,
            "outcome_ignoring_unsupported_share": _share(
                self.outcome_ignoring_unsupported, self.files
            ),
            "unsupported": self.unsupported,
            "decided_by_recall": _share(self.found_clauses, self.expected_clauses),
            "decided_by_recall_per_file": (
                round(sum(self.per_file_recall) / len(self.per_file_recall), 3)
                if self.per_file_recall
                else None
            ),
            "marked_ambiguous": self.marked_ambiguous,
            "ambiguity_flagged": self.ambiguity_flagged,
            "ms_per_file": round(1000 * self.seconds / self.files, 1) if self.files else None,
        }


def _share(a: int, b: int) -> float | None:
    return round(a / b, 3) if b else None


def _is_clause_problem(p: str) -> bool:
    return p.startswith(("decided_by", "ambiguous:"))


def score_set(folder: Path) -> SetScore:
    s = SetScore(folder.name)
    t0 = time.perf_counter()
    for path in sorted(folder.glob("*.yaml")):
        s.files += 1
        try:
            scn = load(path)
            r = resolve(scn, file=str(path))
        except ScenarioError:
            s.load_errors += 1
            continue
        except Exception:  # an engine crash counts against the engine, silently here
            s.engine_errors += 1
            continue
        exp = scn.expect
        unsupported = any(w.kind == "unsupported" for w in r.warnings())
        problems = check_expect(r)
        other = [p for p in problems if not _is_clause_problem(p)]
        s.unsupported += unsupported
        s.outcome_ignoring_unsupported += not other
        s.outcome += not other and not unsupported
        wanted = list(dict.fromkeys(exp.decided_by)) if exp else []
        if wanted:
            got = set(r.decided_by)
            hit = sum(c in got for c in wanted)
            s.expected_clauses += len(wanted)
            s.found_clauses += hit
            s.per_file_recall.append(hit / len(wanted))
        if exp is not None and exp.ambiguous:
            s.marked_ambiguous += 1
            s.ambiguity_flagged += not any(p.startswith("ambiguous:") for p in problems)
    s.seconds = time.perf_counter() - t0
    return s


def baseline_ms() -> float:
    """A same-process baseline: loading and ruling one bundled scenario, ms per ruling."""
    f = ROOT / "tests" / "scenarios" / "ws" / "damage_level3_clock6_loses.yaml"
    t0 = time.perf_counter()
    n = 20
    for _ in range(n):
        resolve(load(f), file=str(f))
    return 1000 * (time.perf_counter() - t0) / n


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("round", nargs="?", default="r6")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    base = ROOT / "tests" / "blind" / a.round
    if not base.is_dir() and Path(a.round).is_dir():
        base = Path(a.round)  # any folder of scenarios, e.g. to try the script on tests/qa/ws
    if not base.is_dir():
        print(f"no blind round {a.round} under {base.parent}", file=sys.stderr)
        return 2
    os.environ.setdefault("SHINPAN_DB", str(Path("/tmp") / "shinpan-bench-blind" / "kb.sqlite"))
    sets = sorted(p for p in base.iterdir() if p.is_dir()) or [base]
    rows = [score_set(d).as_dict() for d in sets]
    bl = baseline_ms()
    if a.json:
        print(json.dumps({"round": a.round, "sets": rows, "baseline_ms_per_ruling": bl}, indent=1))
        return 0
    print(f"blind round {a.round} (aggregates only; baseline: one bundled ruling {bl:.1f} ms)")
    head = "set          files load_err ran outcome  (ignoring unsupported) unsupp recall(micro/file) ambiguous flagged/marked  ms/file"
    print(head)
    for r in rows:
        print(
            f"{r['set']:<12} {r['files']:>5} {r['load_errors']:>8} {r['ran']:>3}"
            f" {r['outcome']:>3} {r['outcome_share']!s:>6}"
            f"   {r['outcome_ignoring_unsupported']:>3} {r['outcome_ignoring_unsupported_share']!s:>6}"
            f"        {r['unsupported']:>5}  {r['decided_by_recall']!s:>6}/{r['decided_by_recall_per_file']!s:<6}"
            f"        {r['ambiguity_flagged']:>2}/{r['marked_ambiguous']:<2}"
            f"          {r['ms_per_file']}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
