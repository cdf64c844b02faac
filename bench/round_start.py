"""The lead's start-of-round steps that follow the one-time scoring (docs/process/README.md).

    python bench/round_start.py heldout heldout63   # score one blind ask set, with the baseline
    python bench/round_start.py move r65            # git mv tests/blind/r65/rules_<g>/NNN.yaml into the suite
    python bench/round_start.py fails 'r65_*'       # which suite files disagree, and why (JSON to --out)

`move` names each file `tests/scenarios/<g>/rN_NNN_<slug of its title>.yaml`; `fails` checks the
files as tests/ruling/test_scenarios.py does and writes `{game/file.yaml: reason}`, the form
tests/scenarios/known_failures.yaml takes (the lead appends it under a header comment).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import traceback
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
# after the project root: bench/ruling.py must not shadow the package `ruling`
sys.path.append(str(ROOT / "bench"))
sys.path.append(str(ROOT / "tests" / "ruling"))


def slug(title: str, width: int = 45) -> str:
    """Lower-case ASCII words of a title joined by ``_``, cut at a word within ``width``."""
    out = ""
    for w in re.findall(r"[a-z0-9]+", title.lower()):
        if len(out) + len(w) + 1 > width:
            break
        out = f"{out}_{w}" if out else w
    return out


def move(rn: str) -> None:
    for d in sorted((ROOT / "tests" / "blind" / rn).glob("rules_*")):
        game = d.name.split("_", 1)[1]
        for f in sorted(d.glob("*.yaml")):
            data = yaml.safe_load(f.read_text(encoding="utf-8")) or {}
            tail = slug(str(data.get("title") or ""))
            dest = (
                ROOT
                / "tests"
                / "scenarios"
                / game
                / f"{rn}_{f.stem}{'_' + tail if tail else ''}.yaml"
            )
            subprocess.run(["git", "mv", str(f), str(dest)], check=True, cwd=ROOT)
            print(dest.relative_to(ROOT))


def fails(pattern: str, out: Path, limit: int = 1500) -> None:
    import test_scenarios as suite  # tests/ruling/test_scenarios.py: the suite's own check

    from ruling.scenario import ScenarioError

    found: dict[str, str] = {}
    files = sorted((ROOT / "tests" / "scenarios").glob(f"*/{pattern}.yaml"))
    for p in files:
        key = f"{p.parent.name}/{p.name}"
        try:
            if suite.has_card_refs(yaml.safe_load(p.read_text(encoding="utf-8"))):
                found[key] = "not checked here: names cards by number (run the suite)"
                continue
            suite._check(p)
        except (AssertionError, ScenarioError) as e:
            msg = str(e).replace("\n", "; ")
            found[key] = msg if len(msg) <= limit else msg[:limit] + " …"
        except Exception as e:  # a crash is a bug, reported as such
            found[key] = "CRASH " + "".join(traceback.format_exception_only(type(e), e)).strip()
    out.write_text(json.dumps(found, ensure_ascii=False, indent=1), encoding="utf-8")
    print(f"{len(found)} of {len(files)} files disagree (written to {out})")
    for k, v in found.items():
        print(f"  {k}: {v[:160]}")


def heldout(folder: str) -> None:
    import ask as bench_ask  # bench/ask.py

    from kb.api import open_kb
    from kb.ask.evaluate import load_sets
    from kb.ask.search import Asker

    with tempfile.TemporaryDirectory() as tmp:
        db = bench_ask.bench_kb(None, Path(tmp))
        kb = open_kb(db, ask_index=True)
        asker = Asker(kb.con)
        base = bench_ask.TrigramBaseline(kb.con)
        sets = load_sets(bench_ask.QUESTIONS / folder, bench_ask.GAMES)
        rankers = {
            "ask": lambda q: asker.ids(q.q, q.game, 10),
            "FTS5 trigram": lambda q: base.ids(q.q, q.game, 10),
        }
        print("\n".join(bench_ask.quality_table(sets, rankers)))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    sub = ap.add_subparsers(dest="step", required=True)
    sub.add_parser("move").add_argument("round", help="the blind set, e.g. r65")
    f = sub.add_parser("fails")
    f.add_argument("pattern", help="a file-name glob under tests/scenarios/<game>/, e.g. 'r65_*'")
    f.add_argument("--out", type=Path, default=Path("fails.json"))
    sub.add_parser("heldout").add_argument("folder", help="a folder of tests/ask, e.g. heldout63")
    args = ap.parse_args()
    if args.step == "move":
        move(args.round)
    elif args.step == "fails":
        fails(args.pattern, args.out)
    else:
        heldout(args.folder)


if __name__ == "__main__":
    main()
