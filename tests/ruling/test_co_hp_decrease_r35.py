"""One HP decrease in the wordings a writer uses: 「<player>のHPがN点減少する」, the HP as the topic
(「…のHPはN点減少する」), 「減る」 for 「減少する」, the HP made less (「(あなたは)…のHPをN点減らす」) —
each the same program, that player's HP down by N, no damage (4.3.10); on a minimal board
(s31cotext; round 35)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run, unsupported

_WHEN = "『斥候』がフィールドに出たとき、"


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("あなたのHPは2点減少する。", "あなたのHPが2点減少する。"),
        ("あなたのHPが2点減る。", "あなたのHPが2点減少する。"),
        ("相手のHPは2点減る。", "相手のHPが2点減少する。"),
        ("あなたのHPを2点減らす。", "あなたのHPが2点減少する。"),
        ("あなたは相手のHPを2点減らす。", "相手のHPが2点減少する。"),
    ],
)
def test_each_wording_is_one_hp_decrease(text: str, plain: str) -> None:
    ab, pl = co_ability(_WHEN + text), co_ability(_WHEN + plain)
    assert ab.supported and pl.supported, (ab.reason, pl.reason)
    assert ab.program == pl.program


def test_another_player_making_it_less_is_not_read_so() -> None:
    # the doer is not the text's player: not this construction
    ab = co_ability(_WHEN + "相手は自分のHPを2点減らす。")
    assert not ab.supported


_BOARD = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 斥候, type: character, cost: 1, ap: 1, dp: 1, text: "{text}"}}]
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: play, card: 斥候}}
ask: [A.hp, B.hp]
"""


@pytest.mark.parametrize(
    ("text", "hp"),
    [
        ("あなたのHPは2点減少する。", {"A.hp": 8, "B.hp": 10}),
        ("相手のHPは2点減る。", {"A.hp": 10, "B.hp": 8}),
        ("あなたは相手のHPを2点減らす。", {"A.hp": 10, "B.hp": 8}),
    ],
)
def test_the_hp_goes_down(text: str, hp: dict[str, int]) -> None:
    r = co_run(_BOARD.format(text=_WHEN + text))
    assert r.main.outcome["state"] == hp
    assert not unsupported(r)
