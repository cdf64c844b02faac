"""Monster Collection (mc), round 23 (s19mc), issue 12: the card-text input accepts the printed
layout the rules document describes (2.1.8.4, 14.2.2-14.8.2) in general form — several abilities on
one line, a standing ability before or after an ability on its line — and the value classes of an
ability's header fields. Each construction from a minimal text, run on a board
(docs/cardtext.md "MC round 23 (s19mc)")."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import MC_CASTER, mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)

# --- the layout: several abilities on one line (14.2.2 …: each ability's parts in order) ---------

_BOLT = "◎[メイン]雷撃〈コスト:手札1枚破棄/対象:敵軍ユニット1体〉対象に【2】ダメージを与える。"
_SKIN = "○[戦闘]硬い皮〈対象:このユニット〉対象は「防御力:+1」する。"
_DRAW = (
    "●[自軍ターン]祈り〈発揮:メインフェイズ開始時/対象:自軍プレイヤー〉対象は手札を1枚補充する。"
)


@pytest.mark.parametrize(
    ("text", "apart"),
    [
        (_BOLT + _SKIN + _DRAW, (_BOLT, _SKIN, _DRAW)),  # three on one line
        (_BOLT + " " + _SKIN, (_BOLT, _SKIN)),  # a space between them
        (_SKIN + "\n" + _BOLT + _DRAW, (_SKIN, _BOLT, _DRAW)),  # one line, then two on the next
        ("「耐性:火炎」" + _BOLT, ("「耐性:火炎」", _BOLT)),  # a quoted standing ability first
        ("耐性:火炎" + _BOLT, ("耐性:火炎", _BOLT)),  # a bare one
        (_BOLT + "「チャージ:1」「耐性:猛毒」", (_BOLT, "「チャージ:1」「耐性:猛毒」")),  # after
    ],
)
def test_abilities_on_one_line_are_read_as_on_lines_of_their_own(
    text: str, apart: tuple[str, ...]
) -> None:
    """Each ability read as when printed on a line of its own: the same count, every one
    compiled, each text its own span, each the same kind."""
    alone = _abilities("mc", "\n".join(apart), "unit")
    together = _abilities("mc", text, "unit")
    assert [a.supported for a in together] == [True] * len(alone) == [a.supported for a in alone]
    assert [a.text for a in together] == [a.text for a in alone]
    assert [a.kind for a in together] == [a.kind for a in alone]


def test_a_mark_inside_a_sentence_is_no_new_ability() -> None:
    """「○○に合致する」 (15.4.7.2's placeholder) inside a sentence is text, not a mark: one
    ability (refused for its own reason, not cut in two)."""
    abs_ = _abilities("mc", "○盾〈対象:このユニット〉対象は○○に合致する地形に進軍できる。", "unit")
    assert len(abs_) == 1


def test_two_abilities_on_one_line_both_run_on_a_board() -> None:
    """術士 prints 雷撃 and 硬い皮 on one line: 雷撃 is used (10.1) and deals its 【2】 to 鬼."""
    scen = mc_scenario(
        a=mc_area("c2", "平原", 8, MC_CASTER % (_BOLT + _SKIN)),
        b=mc_area("c3", "森", 8, "{name: 鬼, type: unit, level: 1, attack: 1, defense: 2}"),
        a_top="    deck: 20\n    hand: [火球]\n",
        rest="actions:\n  - {do: use, card: 術士, target: 鬼}\nask: [鬼.zone]\n",
    )
    r = resolve(loads(scen))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["鬼.zone"] == "B.discard"
