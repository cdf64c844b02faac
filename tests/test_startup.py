"""Start-up budget of a fresh ``shinpan`` process, checked by what it imports, what it compiles
and (where valgrind is installed) how many instructions it runs — not by seconds, which a
loaded machine moves by tens of per cent. Issue 12 asks a ruling with card text within 3× of
``shinpan rule``; the figures of each round are in docs/grammar.md ("start-up")."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = ROOT / "tests" / "scenarios"
WITH_TEXT = SCENARIOS / "vg" / "real_card_instead_amount_replaced.yaml"
WITHOUT_TEXT = SCENARIOS / "vg" / "boost_adds_power.yaml"

# run ``shinpan ARGS`` as the console entry point does, then report what the process holds
_PROBE = """
import atexit, json, sys, runpy
names = json.loads(sys.argv[1])
sys.argv = ["cli", *sys.argv[2:]]

def report():
    from kb import codecache
    from grammar import recache
    out = {
        "loaded": sorted(n for n in names if n in sys.modules),
        "dataclass_sources_compiled": codecache.compiled,
        "regexes_compiled": len(recache._state.get("new") or {}),
    }
    print("PROBE " + json.dumps(out), file=sys.stderr)

atexit.register(report)
runpy.run_module("cli", run_name="__main__")
"""

_HEAVY = [
    "grammar.parse",
    "grammar.ast",
    "grammar.lexicon",
    "lark",
    "pydantic",
    "yaml",
    "ruling.core",
    "ruling.rules",
    "ruling.cardtext.abilities",
    "ruling.games._vg.cardtext",
    "kb.api",
]


def _probe(args: list[str], env: dict[str, str] | None = None) -> dict[str, object]:
    run = subprocess.run(
        [sys.executable, "-c", _PROBE, json.dumps(_HEAVY), *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    line = next((x for x in run.stderr.splitlines() if x.startswith("PROBE ")), None)
    assert line is not None, run.stderr[-2000:]
    return json.loads(line[len("PROBE ") :])  # type: ignore[no-any-return]


def test_help_imports_no_engine_and_no_kb() -> None:
    loaded = _probe(["--help"])["loaded"]
    assert loaded == [], loaded


def test_rule_imports_neither_the_engine_nor_yaml() -> None:
    loaded = _probe(["rule", "ws", "1.1"])["loaded"]
    assert set(loaded) <= {"kb.api"}, loaded  # type: ignore[arg-type]


def test_a_ruling_without_card_text_imports_no_grammar_nor_compiler() -> None:
    loaded = set(_probe(["ruling", str(WITHOUT_TEXT)])["loaded"])  # type: ignore[arg-type]
    assert not loaded & {
        "grammar.parse",
        "grammar.ast",
        "grammar.lexicon",
        "lark",
        "pydantic",
        "ruling.cardtext.abilities",
        "ruling.games._vg.cardtext",
    }, loaded


def _env_with_bytecode(cache: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["SHINPAN_CACHE_DIR"] = str(cache)
    return env


def test_a_second_ruling_with_card_text_compiles_nothing(tmp_path: Path) -> None:
    """Once a ruling with card text has run, the next one makes every regex from its stored
    program (``grammar.recache.serve_re``) and every dataclass method from its cached byte code
    (``kb.codecache``): a pattern or class compiled at every start-up fails here."""
    env = _env_with_bytecode(tmp_path)
    first = _probe(["ruling", str(WITH_TEXT)], env)
    assert "grammar.parse" in first["loaded"]  # type: ignore[operator]
    second = _probe(["ruling", str(WITH_TEXT)], env)
    assert second["regexes_compiled"] == 0, second
    assert second["dataclass_sources_compiled"] == 0, second
    assert "lark" not in second["loaded"] and "pydantic" not in second["loaded"]  # type: ignore[operator]


def _instructions(args: list[str], env: dict[str, str]) -> int:
    run = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"]
        + [sys.executable, "-m", "cli", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    m = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
    assert m is not None, run.stderr[-2000:]
    return int(m.group(1).replace(",", ""))


# the budgets: issue 12 allows 3x ``rule`` for a ruling with card text; these leave a margin
# so that a round's constructions are seen taking it back before they cross it. Round 31 used
# the card-text margin up (2.96x: vg continuous values recomputed since gift markers are
# watched); round 32 took it back (2.76x) by reading only the continuous abilities a caller
# asks for (``_vg/continuous._continuous(ctx, verbs)``: no other ability's condition is read).
# Round 47: the round began at 2.898x (its start, 16f8e37b, in this test's setting) and ended at
# 2.901x (more card-text spellings in the normaliser; a first-use dispatch table it added cost
# +25 M instructions and is now built only after 64 texts) — the margin is moved to 2.95x, still
# under issue 12's 3x; the next round should take it back.
# Round 48 (s45start) took it back: the round began at 2.884x (1,365.9 M / 473.7 M, lead
# dca3e82a); the shipped parser tables are now kept as marshal data stamped with their inputs'
# sizes and times (``grammar.tables.shipped``: no digest of the sources, no zlib + pickle per
# process), 2.816x (1,333.5 M / 473.6 M) — the margin is 2.9x again.
# Round 53 ended at 2.910x (1,380.1 M / 474.2 M): the round's card-text constructions (new
# compiler modules and patterns) cost 3.5% more instructions with text; the budget is issue 12's
# 3x itself until a round takes the margin back (not done in round 53: noted in its closing note).
# Round 59 crossed it: its start (49c2cea31) at 2.961x (1,402.6 M / 473.6 M), its merges at 3.000x
# (3.02x in the CI's setting) — vs's read-elsewhere marking redone at every trigger check. Taken
# back by caching a printed text's abilities with that marking (``abilities._printed``) and by
# vg's continuous-ability scan skipping empty zones: 2.926x (1,386.0 M / 473.6 M).
# Round 60 crossed it again: its start (303c673ee) at 2.955x (1,399.7 M / 473.2 M), its end at
# 3.07x (1,454.5 M / 473.7 M; 3.064x in the CI's setting): +40 M instructions came with the merge of
# s57vgR (f139e254b: a vanguard's worn units' abilities listed for every card, 6.9.3.4; the
# Divine Skill change check; ultimate stride), the rest with the round's card-text constructions.
# Not taken back in round 60 (found too late): the budget was 3.1x for one round.
# Round 61 took it back at its start: 3.086x (1,461.0 M / 473.5 M, lead 1b682899c) -> 2.994x
# (1,421.0 M / 474.6 M): vg's continuous-ability scan skips a card that prints none and was given
# none (``_vg/continuous._working``: no ``programs`` call, so no granted / worn abilities worked
# out for it), a vanguard's worn units read from the vanguard zone's dict entry and only when it
# holds more than one card (``_vg/dress.worn_by``), a program's history events found once per
# program (``_vg/autos._history_events``), a trace's ancestors remembered per targets and length
# (``Trace.ancestors``). The budget is issue 12's 3x again. The round's merges took it to 3.004x
# (1,425.4 M / 474.6 M); the scan for one kind of step then listed only the abilities with such a
# step or one that gives abilities (``_vg/continuous._working(ctx, verbs)``): 2.987x (1,417.5 M).
# Round 64 crossed it: its start at 2.99x (1,415.8 M / 473.3 M), its merges at 3.025x (1,432.0 M /
# 473.4 M; 3.012x in the CI's setting) — the round's vg set-specific rules (爆裂成長期, C+P=X, スカウト,
# ∞, ソウルガード, 連携攻撃: a rule process and battle steps read at every check) and card-text
# constructions. Not taken back in round 64 (found by the closing CI run): the budget is 3.05x for
# one round; the next round takes it back below 3.0 (noted in the closing note).
# Round 65 (s62perf) took it back: its start (080be2fe3) at 2.992x (1,413.6 M / 472.5 M), then
# 2.937x (1,387.8 M / 472.6 M): a read scope (``Ctx.reading``) over vg's search for the abilities
# an event triggers keeps the continuous abilities that give abilities worked out once, not once
# for every card listening (``_vg/continuous._continuous``, ``Ctx.read_once``). The budget is
# issue 12's 3x again.
TEXT_BUDGET = 3.0
NO_TEXT_BUDGET = 2.0


@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed")
def test_ruling_start_up_within_budget_in_instructions(tmp_path: Path) -> None:
    """Instructions of a fresh process (cachegrind; byte code and caches warm, as an installed
    package runs): a ruling with card text and one without, against ``rule ws 1.1``."""
    env = {**_env_with_bytecode(tmp_path), "PYTHONHASHSEED": "0"}
    text, no_text = ["ruling", str(WITH_TEXT)], ["ruling", str(WITHOUT_TEXT)]
    for args in (text, no_text, ["rule", "ws", "1.1"]):  # byte code and caches written
        subprocess.run([sys.executable, "-m", "cli", *args], cwd=ROOT, env=env, capture_output=True)
    rule = _instructions(["rule", "ws", "1.1"], env)
    with_text = _instructions(text, env)
    without_text = _instructions(no_text, env)
    assert with_text / rule <= TEXT_BUDGET, (with_text, rule)
    assert without_text / rule <= NO_TEXT_BUDGET, (without_text, rule)
