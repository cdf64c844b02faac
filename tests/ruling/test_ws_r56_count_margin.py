"""ws round 56 (s53wsC2): 「あなたのクロックが相手のクロックより2枚以上多いなら」 — one number of cards
compared with another and a margin (``Cond.margin``): A's number at least B's and two more;
「…2枚以上少ないなら」: at most B's less two."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, main_state


def _soul(text: str, mine: int, theirs: int) -> int:
    r = resolve(
        loads(
            WS_HEAD + f"players:\n  A:\n    deck: 10\n    clock: {mine}\n    stage:\n"
            "      center_front: {name: 使い手, type: character, level: 0, power: 3000, soul: 1, "
            f'text: "{text}"}}\n  B: {{deck: 10, clock: {theirs}}}\n'
            "ask: [使い手.soul]\n",
            "t.yaml",
        )
    )
    return int(main_state(r, "使い手.soul"))


@pytest.mark.parametrize(("mine", "theirs", "soul"), [(3, 1, 2), (4, 1, 2), (2, 1, 1), (1, 1, 1)])
def test_more_by_a_margin(mine: int, theirs: int, soul: int) -> None:
    text = "【永】 あなたのクロックが相手のクロックより2枚以上多いなら、このカードのソウルを＋1。"
    assert _soul(text, mine, theirs) == soul


@pytest.mark.parametrize(("mine", "theirs", "soul"), [(1, 3, 2), (0, 3, 2), (2, 3, 1)])
def test_fewer_by_a_margin(mine: int, theirs: int, soul: int) -> None:
    text = "【永】 あなたのクロックが相手のクロックより2枚以上少ないなら、このカードのソウルを＋1。"
    assert _soul(text, mine, theirs) == soul


def test_margin_refused_where_the_runtime_does_not_read_it() -> None:
    from dataclasses import replace

    from grammar import ast as A
    from ruling.abilities import Unsupported
    from ruling.cardtext import conditions as sh_cond
    from ruling.games._ws.vocab import VOCAB

    args = {
        A.Role.SUBJECT: A.NounPhrase((A.Owner("you"), A.Zone("clock")), ("の",)),
        A.Role.THAN: A.NounPhrase((A.Owner("opponent"), A.Zone("clock")), ("の",)),
        A.Role.NONE: A.NounPhrase((A.Count(A.Number(2), bound="at_least"),), ()),
    }
    with pytest.raises(Unsupported):
        sh_cond._more(dict(args), "more", replace(VOCAB, count_margin=False))
    assert sh_cond._more(dict(args), "more", VOCAB).margin == 2
