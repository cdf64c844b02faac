"""The resolver's branch budget (issue 17): a situation with many choices deep — several
reversed characters in the encore step (7.7.1.2: their order, then each one's encore 10.2.2) —
costs at most about two replays per leaf kept, not one replay per choice of every branch (a
stack of ten reversed characters took 1,722 replays for its 64 leaves), and keeps the same
leaves, in the same order, as exploring one choice per replay."""

from __future__ import annotations

import pytest

import ruling.resolve as R
from ruling.core import NeedChoice
from ruling.scenario import loads

CARD = "{name: c%d, type: character, level: 1, power: 5000, soul: 1, state: reverse}"


def scenario(k: int) -> str:
    stack = ", ".join(CARD % i for i in range(k))
    return f"""game: ws
title: {k} reversed characters on one slot
turn: {{player: A, number: 5, phase: attack, step: battle, first_player: A}}
players:
  A: {{stock: 30, deck: 10, stage: {{center_front: [{stack}]}}}}
  B: {{deck: 10}}
actions:
  - {{do: encore_step}}
"""


def one_choice_per_replay(scn, limit):  # the resolver's exploration before the budget
    leaves, queue, truncated, replays = [], [[]], False, 0
    while queue:
        forced = queue.pop(0)
        replays += 1
        try:
            leaves.append(R.run_once(scn, forced))
        except NeedChoice as need:
            opts = [o.key for o in need.options]
            if len(leaves) + len(queue) + len(opts) > limit:
                truncated = True
                opts = opts[: max(1, limit - len(leaves) - len(queue))]
            queue.extend(forced + [k] for k in opts)
    return leaves, truncated, replays


def key(leaves):
    return [([c.option for c in lf.choices], lf.outcome) for lf in leaves]


def as_ruled(leaves):
    """The leaves as ``resolve`` returns them: those under every preferred reading of an unsettled
    point first, the others (its ``alternates``) after, each in its order (an encore into a slot
    another character holds is the point encore_into_occupied_slot, 10.2.2 / 3.6.2)."""
    main = [lf for lf in leaves if all(c.preferred for c in lf.choices)]
    return main + [lf for lf in leaves if lf not in main] if main else leaves


@pytest.mark.parametrize(("k", "limit"), [(3, 1), (3, 5), (3, 12), (2, 64)])
def test_the_budget_keeps_the_leaves_in_fewer_replays(k, limit, monkeypatch):
    scn = loads(scenario(k))
    want, want_truncated, before = one_choice_per_replay(scn, limit)
    calls = []
    real = R.run_once

    def counted(*a, **kw):
        calls.append(a[1])
        return real(*a, **kw)

    monkeypatch.setattr(R, "run_once", counted)
    got = R.resolve(scn, limit)
    assert key(got.leaves + got.alternates) == key(as_ruled(want))
    assert got.truncated == want_truncated
    assert len(calls) <= 2 * limit and len(calls) <= before
    if want_truncated and limit > 1:
        assert len(calls) < before
