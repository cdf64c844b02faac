"""Hostile input, at a larger budget than CI: inputs tried, worst time and worst memory per
surface, beside a baseline (the same measurement on the bundled, well-formed inputs).

    python bench/fuzz.py [--examples N]

Surfaces and strategies are those of tests/test_fuzz.py (card text per game, documents per
number family, scenario files per game, search and ask queries), plus the hostile inputs of
issue 17 (alias bombs, deep nesting, huge counts, documents that were super-linear, long
queries). Per input: CPU time, and the peak of Python allocations (tracemalloc) of a second,
traced run for every tenth input, every input slower than all before it on its surface and
every hand-written hostile one (tracing slows Python several times: traced, the default run
took about eight times longer and its times were the tracer's). Every input must end in a
result or the surface's own user-facing error; anything else is counted as an escape and
printed. Each surface's line is also printed to stderr as soon as it is done.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from tests import test_fuzz as F  # noqa: E402

# Peak memory is taken by a second run under tracemalloc, which slows Python down several
# times: for every MEM_EVERY-th input, every input slower than all before it on its surface, and
# every hand-written hostile input (the time is always that of the run without tracing).
MEM_EVERY = 10


@dataclass
class Surface:
    name: str
    tried: int = 0
    worst_s: float = 0.0
    worst_input: str = ""
    worst_mb: float = 0.0
    weighed: int = 0  # inputs whose peak memory was measured
    spent_s: float = 0.0  # CPU time of all its inputs (untraced runs)
    escapes: list[str] = field(default_factory=list)
    # forgets what the surface keeps between inputs (parsed sentences): called before the
    # traced rerun, which would otherwise find the input's work done
    reset: Callable[[], None] | None = None

    def _once(self, label: str, fn: Callable[[], object], expected: tuple[type, ...]) -> bool:
        try:
            fn()
        except expected:
            pass
        except Exception as e:  # noqa: BLE001 - counted, not raised
            self.escapes.append(f"{type(e).__name__}: {e} <- {label[:80]!r}")
            return False
        return True

    def run(
        self,
        label: str,
        fn: Callable[[], object],
        expected: tuple[type, ...],
        hostile: bool = False,
    ) -> None:
        t = time.process_time()
        ok = self._once(label, fn, expected)
        dt = time.process_time() - t
        self.tried += 1
        self.spent_s += dt
        slowest = dt > self.worst_s
        if slowest:
            self.worst_s, self.worst_input = dt, label[:60]
        if ok and (hostile or slowest or self.tried % MEM_EVERY == 1):
            if self.reset is not None:
                self.reset()
            tracemalloc.start()
            try:
                self._once(label, fn, expected)
                peak = tracemalloc.get_traced_memory()[1] / 1e6
            finally:
                tracemalloc.stop()
            self.weighed += 1
            self.worst_mb = max(self.worst_mb, peak)

    def line(self) -> str:
        esc = f", {len(self.escapes)} ESCAPED" if self.escapes else ""
        return (
            f"{self.name:28} {self.tried:6} inputs  worst {self.worst_s * 1000:8.1f} ms "
            f"{self.worst_mb:7.1f} MB (of {self.weighed:4})  all {self.spent_s:6.1f} s  "
            f"({self.worst_input!r}){esc}"
        )


def fuzz(strategy: st.SearchStrategy[Any], n: int, body: Callable[[Any], None]) -> None:
    @settings(
        max_examples=n,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy)
    def run(x: Any) -> None:
        body(x)

    run()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--examples", type=int, default=400, help="examples per surface and game")
    n = ap.parse_args().examples
    wall0, cpu0 = time.perf_counter(), time.process_time()
    from grammar.parse import parse_card
    from kb.api import KBError, open_kb
    from kb.ask.search import AskError, ask
    from kb.registry import games
    from ruling.resolve import resolve
    from ruling.scenario import ScenarioError, loads

    surfaces: list[Surface] = []

    def surface(name: str) -> Surface:
        if surfaces:  # the one before is done: said at once (a long run shows its progress)
            print("  " + surfaces[-1].line(), file=sys.stderr, flush=True)
        s = Surface(name)
        surfaces.append(s)
        return s

    from grammar.parse import clear_caches

    for g in F.GAMES:  # warm: each grammar's tables are built on first use
        parse_card("【自】 あなたは1枚引く。", g)
    # baseline: the well-formed inputs of each surface
    base = surface("baseline: bundled documents")
    for g in games().values():
        text = g.source_path().read_text(encoding="utf-8")
        base.run(g.id, lambda text=text, g=g: F._write_to_memory(text, g.id, g.format), ())
    base_cards = surface("baseline: ws card corpus")
    base_cards.reset = clear_caches
    corpus = ROOT.parent / "shared" / "cards" / "ws.cards.jsonl"
    if corpus.exists():
        import json

        for line in corpus.read_text(encoding="utf-8").splitlines()[:n]:
            text = json.loads(line)["text"] or ""
            base_cards.run(text, lambda text=text: parse_card(text, "ws"), ())

    for game in F.GAMES:
        s = surface(f"card text {game}")
        s.reset = clear_caches
        fuzz(
            F.joined(F.CARD_TOKENS, 200),
            n,
            lambda t, s=s, game=game: s.run(t, lambda: parse_card(t, game), ()),
        )
        for t in ("『" * 350 + "』" * 350, "【自】" * 1600, "【自】" * 1600 + ":", "(" * 4000):
            s.run(t, lambda t=t, game=game: parse_card(t, game), (), hostile=True)

    for family, game in (("dotted", "ws"), ("dashed", "co")):
        s = surface(f"document {family}")
        fuzz(
            F.joined(F.DOC_TOKENS, 400),
            n,
            lambda t, s=s, game=game, family=family: s.run(
                t, lambda: F._write_to_memory(t, game, family), ()
            ),
        )
    s = surface("document: issue-17 shapes")
    for name, (gen, size) in F.DOC_SHAPES.items():
        text = gen(size * 16)
        s.run(
            f"{name} x{size * 16}",
            lambda text=text: F._write_to_memory(text, "ws", "dotted"),
            (),
            hostile=True,
        )

    for game in F.GAMES:
        s = surface(f"scenario {game}")

        def one(doc: dict[str, Any], s: Surface = s) -> None:
            text = yaml.safe_dump(doc, allow_unicode=True)
            s.run(
                text, lambda: resolve(loads(text, "fuzz.yaml"), file="fuzz.yaml"), (ScenarioError,)
            )

        fuzz(F.scenarios(game), max(1, n // 4), one)
    s = surface("scenario: hostile files")
    hostile = [F._alias_bomb(10, 9), F._alias_bomb(2, 40), "a: &a [1, *a]\n",
               "[" * 100_000 + "]" * 100_000, "- " * 100_000 + "x",
               F._SCN + "players: {A: {deck: 10000000}, B: {}}\n"]  # fmt: skip
    for t in hostile:
        s.run(t, lambda t=t: loads(t, "hostile.yaml"), (ScenarioError,), hostile=True)
    s.run(
        "deep json",
        lambda: loads("[" * 100_000 + "]" * 100_000, "d.json"),
        (ScenarioError,),
        hostile=True,
    )

    with tempfile.TemporaryDirectory() as tmp:
        kb = open_kb(Path(tmp) / "kb.sqlite", ask_index=True)
        s = surface("search")
        fuzz(F.joined(F.QUERY_TOKENS, 60), n, lambda q: s.run(q, lambda: kb.search(q), (KBError,)))
        for q in ('"' * 1_000_000, "山札" * 70_000, "山札" * 250):
            s.run(q, lambda q=q: kb.search(q), (KBError,), hostile=True)
        a = surface("ask")
        fuzz(
            F.joined(F.QUERY_TOKENS, 60),
            max(1, n // 2),
            lambda q: a.run(q, lambda: ask(kb, q), (AskError,)),
        )
        for q in ('"' * 1_000_000, "山札" * 70_000, "山札が0枚になったら" * 200):
            a.run(q, lambda q=q: ask(kb, q), (AskError,), hostile=True)
        kb.con.close()

    print(
        f"hostile input, {n} examples per surface (CPU time untraced; peak Python allocations "
        f"of a traced rerun, for the inputs counted in brackets)"
    )
    for s in surfaces:
        print("  " + s.line())
        for e in s.escapes[:5]:
            print("      " + e)
    print(
        f"total inputs: {sum(s.tried for s in surfaces)}; the run took "
        f"{time.perf_counter() - wall0:.0f} s ({time.process_time() - cpu0:.0f} s CPU)"
    )


if __name__ == "__main__":
    main()
