"""Where the card-text parse time goes (``python bench/grammar.py --breakdown``).

CPU seconds (``time.process_time``: on a machine shared with other work the wall time mostly
measures the others) of one pass of ``parse_card`` over a corpus, as the cards/s figure times
it (caches emptied first, cyclic collector paused), split into:

- ``normalise``: ``grammar.normalise`` over the pass's distinct texts, timed alone;
- the structural and clause LALR drivers (``grammar.lalr.FastLALR._parse``): the parser calls of
  the pass are recorded and replayed, once as they run and once with every tree-building
  callback replaced by one that builds nothing, so ``lexing + shift/reduce`` and ``tree
  building`` are told apart;
- ``structural conversion``: ``parse_structure`` less its driver (trees → ``RawAbility``);
- ``clause trees → typed AST``: ``_Builder._sentence`` less the clause driver calls made
  inside it (and less the structural parses of quoted abilities it makes: those count above);
- ``rest``: what is left (segmentation of abilities into trigger, condition, cost and
  sentences, reuse of typed sentences and templates, labels and keywords, the keyword-typo
  pass, result objects).

The split's parts are timed in an instrumented pass (timers around the functions named);
its total is printed beside the plain pass's, so the timers' own cost shows.
"""

from __future__ import annotations

import copy
import gc
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any


@contextmanager
def _timing(
    owner: Any, name: str, acc: dict[str, float], key: str, stack: list[list[float]]
) -> Iterator[None]:
    """Replace ``owner.name`` by a wrapper adding the CPU time of its calls to ``acc[key]``,
    less the time of the timed calls made inside them (``stack``, shared by the timers, holds
    each open call's nested time); restored on exit."""
    orig = getattr(owner, name)
    clock = time.process_time

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        stack.append([0.0])
        t = clock()
        try:
            return orig(*args, **kwargs)
        finally:
            spent = clock() - t
            (nested,) = stack.pop()
            acc[key] = acc.get(key, 0.0) + spent - nested
            if stack:
                stack[-1][0] += spent

    setattr(owner, name, wrapper)
    try:
        yield
    finally:
        setattr(owner, name, orig)


def _best(repeat: int, run: Callable[[], Any]) -> float:
    best = float("inf")
    for _ in range(repeat):
        gc.disable()
        try:
            t = time.process_time()
            run()
            best = min(best, time.process_time() - t)
        finally:
            gc.enable()
    return best


def _without_trees(parser: Any) -> Any:
    """A copy of a ``FastLALR`` whose reductions build nothing (same tables and lexer)."""
    from grammar.lalr import FastLALR

    def nothing(raw: list) -> None:
        return None

    out = copy.copy(parser)
    assert isinstance(out, FastLALR)
    rows = parser._rows
    items = enumerate(rows) if isinstance(rows, list) else rows.items()
    new: Any = [None] * len(rows) if isinstance(rows, list) else {}

    def bare(act: Any) -> Any:
        # a reduction (size, callback, goto, how, name): the two done in the driver's loop
        # (how 2, 3) and the calls (how 1) become calls of ``nothing``; a pass-through (how 0)
        # builds nothing already
        if type(act) is not tuple or act[1] is None or act[3] == 0:
            return act
        size, _, goto, _, name = act
        return (size, nothing, goto, 1, name)

    for state, row in items:
        new[state] = {sym: bare(act) for sym, act in row.items()}
    out._rows = new
    # the compiled loop (when built) over the new rows: it calls ``nothing`` (not a rule it
    # builds itself)
    out.use_compiled(parser.compiled)
    return out


def breakdown(texts: list[str], game: str, repeat: int) -> str:
    import grammar.parse as P
    from grammar.lalr import FastLALR, ParseFailure
    from grammar.normalise import normalise
    from grammar.structure import fast_structure_parser

    structure = fast_structure_parser(game)
    clause = P.fast_clause_parser()

    def plain_pass() -> None:
        P.clear_caches()
        for t in texts:
            P.parse_card(t, game)

    total = _best(repeat, plain_pass)

    # the instrumented pass: timers around the layers, the parser calls recorded
    calls: list[tuple[FastLALR, str]] = []
    parse = FastLALR._parse

    def recording(self: FastLALR, text: str) -> Any:
        calls.append((self, text))
        return parse(self, text)

    FastLALR._parse = recording  # type: ignore[method-assign]
    try:
        plain_pass()
    finally:
        FastLALR._parse = parse  # type: ignore[method-assign]

    parts: dict[str, float] = {}
    best_total = float("inf")
    for _ in range(repeat):
        acc: dict[str, float] = {}
        stack: list[list[float]] = []
        with (
            _timing(P, "parse_structure", acc, "structure", stack),
            _timing(P._Builder, "_sentence", acc, "sentence", stack),
        ):
            t = _best(1, plain_pass)
        if t < best_total:
            best_total, parts = t, acc

    def replay(parser: Any, which: FastLALR) -> Callable[[], None]:
        mine = [s for p, s in calls if p is which]

        def run() -> None:
            for s in mine:
                try:
                    parser._parse(s)
                except ParseFailure:
                    pass

        return run

    s_full = _best(repeat, replay(structure, structure))
    s_bare = _best(repeat, replay(_without_trees(structure), structure))
    c_full = _best(repeat, replay(clause, clause))
    c_bare = _best(repeat, replay(_without_trees(clause), clause))
    distinct = list(dict.fromkeys(texts))
    norm = _best(repeat, lambda: [normalise(t).text for t in distinct])

    s_conv = max(parts.get("structure", 0.0) - s_full, 0.0)
    typed = max(parts.get("sentence", 0.0) - c_full, 0.0)
    known = norm + s_full + c_full + s_conv + typed
    rows = [
        ("normalise", norm),
        ("structure driver: lexing + shift/reduce", s_bare),
        ("structure driver: tree building", s_full - s_bare),
        ("structural conversion (trees → RawAbility)", s_conv),
        ("clause driver: lexing + shift/reduce", c_bare),
        ("clause driver: tree building", c_full - c_bare),
        ("clause trees → typed AST", typed),
        ("rest (segmentation, reuse, keywords, results)", max(total - known, 0.0)),
    ]
    n_s = sum(1 for p, _ in calls if p is structure)
    lines = [
        f"{game}: CPU of one pass {total:.3f} s ({len(texts) / total:,.0f} cards/s CPU);"
        f" instrumented pass {best_total:.3f} s; best of {repeat}",
        f"  parser calls: {n_s} structural, {len(calls) - n_s} clause",
    ]
    for name, sec in rows:
        lines.append(f"  {sec:7.3f} s {100 * sec / total:5.1f}%  {name}")
    return "\n".join(lines)


def sample(texts: list[str], game: str, repeat: int, top: int = 30) -> str:
    """A sampling profile of ``repeat`` passes (caches emptied before each, untimed; cyclic
    collector paused): every 0.5 ms of CPU (``SIGPROF``) the running Python frame is noted. Unlike
    cProfile, nothing is added per call, so many small functions are not overcharged.
    Printed: the share of samples whose innermost frame is each function (own time), and
    whose stack holds it (inclusive time), the ``top`` of each."""
    import collections
    import signal

    import grammar.parse as P

    own: collections.Counter[tuple[str, str]] = collections.Counter()
    inclusive: collections.Counter[tuple[str, str]] = collections.Counter()

    def where(frame: Any) -> tuple[str, str]:
        return frame.f_code.co_filename.rsplit("/", 1)[-1], frame.f_code.co_name

    def note(signum: int, frame: Any) -> None:
        own[where(frame)] += 1
        seen = set()
        while frame is not None:
            key = where(frame)
            if key not in seen:
                seen.add(key)
                inclusive[key] += 1
            frame = frame.f_back

    P.clear_caches()
    for t in texts:  # warm: lexer tables and generated node functions are built lazily
        P.parse_card(t, game)
    previous = signal.signal(signal.SIGPROF, note)
    gc.disable()
    try:
        for _ in range(repeat):
            P.clear_caches()  # not sampled: the timed passes empty the caches untimed too
            signal.setitimer(signal.ITIMER_PROF, 0.0005, 0.0005)
            for t in texts:
                P.parse_card(t, game)
            signal.setitimer(signal.ITIMER_PROF, 0, 0)
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
        signal.signal(signal.SIGPROF, previous)
        gc.enable()
    n = sum(own.values()) or 1
    out = [f"{game}: {n} samples of 0.5 ms CPU over {repeat} passes (clear_caches between)"]
    for title, counts in (("own", own), ("inclusive", inclusive)):
        out.append(f"  {title}:")
        for (file, name), k in counts.most_common(top):
            out.append(f"    {100 * k / n:5.1f}%  {file}:{name}")
    return "\n".join(out)
