"""Whole-pass CPU time of two checkouts' card grammars in one process: each checkout's
``grammar`` package is imported under its own ``sys.modules`` entries, which are swapped in
before each of its runs, so both run with the same interpreter, heap and machine load. The
runs alternate (A B, B A, …), caches emptied before each; best of N, collector paused, as
``bench/grammar.py`` times a pass. Run it twice with the checkouts swapped: the order alone
moved the ratio by 1–3 % on the shared machine (A against itself: 1.014 WS, 1.033 VG).

    python bench/grammar_same_process.py CHECKOUT_A CHECKOUT_B [N]
"""

from __future__ import annotations

import gc
import json
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

CARDS = Path(__file__).resolve().parents[1] / ".." / "shared" / "cards"


def _grammar_modules() -> list[str]:
    return [k for k in sys.modules if k == "grammar" or k.startswith("grammar.")]


def _load(root: str) -> tuple[dict[str, ModuleType], Any]:
    for k in _grammar_modules():
        del sys.modules[k]
    sys.path.insert(0, root)
    # grammar.parse and the modules a pass imports lazily, all from this checkout
    import grammar.build
    import grammar.check
    import grammar.coname
    import grammar.coverage
    import grammar.mcvalue
    import grammar.parse as parse
    import grammar.render  # noqa: F401

    mods = {k: sys.modules[k] for k in _grammar_modules()}
    sys.path.remove(root)
    return mods, parse


def _install(mods: dict[str, ModuleType]) -> None:
    for k in _grammar_modules():
        del sys.modules[k]
    sys.modules.update(mods)


def main() -> int:
    roots = {"A": sys.argv[1], "B": sys.argv[2]}
    repeat = int(sys.argv[3]) if len(sys.argv) > 3 else 7
    envs = {name: _load(root) for name, root in roots.items()}
    corpora = {}
    for game in ("ws", "vg"):
        lines = (CARDS / f"{game}.cards.jsonl").read_text(encoding="utf-8").splitlines()
        corpora[game] = [json.loads(x)["text"] for x in lines if x.strip()]
    for mods, parse in envs.values():  # warm: tables read, regexes compiled
        _install(mods)
        for game, texts in corpora.items():
            for t in texts:
                parse.parse_card(t, game)
    gc.disable()
    best = {(n, g): float("inf") for n in envs for g in corpora}
    for r in range(repeat):
        for name in ("A", "B") if r % 2 == 0 else ("B", "A"):
            mods, parse = envs[name]
            _install(mods)
            for game, texts in corpora.items():
                parse.clear_caches()
                start = time.process_time()
                for t in texts:
                    parse.parse_card(t, game)
                best[name, game] = min(best[name, game], time.process_time() - start)
    for game, texts in corpora.items():
        a, b = best["A", game], best["B", game]
        print(
            f"{game}: A {a:.3f} s ({len(texts) / a:,.0f} cards/s CPU), "
            f"B {b:.3f} s ({len(texts) / b:,.0f} cards/s CPU), B/A {b / a:.3f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
