"""Round 54 (issue 12, s51vgT2): two constructions of G-BT31 (cards_r53) read in general form.

- 「そのバトル中に…していたなら」 / 「このバトル中に…」: the battle a past event is looked for in,
  printed as a time (the grammar's this_battle with its に, as 「このターン中に」 is this_turn's);
  it says what 「そのバトルで…していたなら」 says (``conditions._battle_time``: since the battle
  began, 10.4.1).
- 「(このターン中に / そのバトル中に)あなたのドライブチェックでクリティカルトリガーが出ていたなら」 /
  「…ダメージチェックでトリガーユニットが出ていないなら」 / 「…が２枚以上出ていたなら」: a history
  condition whose event is a card put into the trigger zone by a check (7.16.1), read as the
  trigger 「…が出た時」 reads it (vg's ``history_event`` hook ``_checked_history``); each check
  puts one card (10.6.1.2.3, 13.6.3), so cards are counted.

Before, the first was untyped text and the second refused ("the trigger come_out_kanji.past").
"""

from __future__ import annotations

import pytest

from ruling import abilities as A
from ruling.rules import get_game
from tests.ruling.boards import cited, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

VG_ATTACK = "  - {do: attack, attacker: vanguard, target: vanguard}"
CRIT = "{name: 会心, type: trigger, grade: 0, trigger: critical, trigger_power: 10000}"
DRAW = "{name: 引当, type: trigger, grade: 0, trigger: draw, trigger_power: 10000}"
PLAIN = "{name: 山1, type: normal, grade: 1}"


def _vanguard(text: str) -> str:
    return '{name: 竜, type: normal, grade: 3, power: 13000, text: "' + text + '"}'


def _ability(text: str) -> A.Ability:
    get_game("vg")
    (ab,) = A._abilities("vg", text, "Normal Unit")
    return ab


BATTLE_END = "【自】【(V)】：このユニットがアタックしたバトルの終了時、{cond}なら、【カウンターチャージ】(1)。"


@pytest.mark.parametrize(
    ("printed", "plain"),
    [
        (
            "そのバトル中にあなたのドライブチェックでクリティカルトリガーが出ていた",
            "そのバトルであなたのドライブチェックでクリティカルトリガーが出ていた",
        ),
        (
            "このバトル中にあなたのドライブチェックでクリティカルトリガーが出ていた",
            "そのバトルであなたのドライブチェックでクリティカルトリガーが出ていた",
        ),
    ],
)
def test_the_battle_as_a_time_is_the_battle(printed: str, plain: str) -> None:
    a = _ability(BATTLE_END.format(cond=printed))
    b = _ability(BATTLE_END.format(cond=plain))
    assert a.supported, a.reason
    assert a.program.cond == b.program.cond  # type: ignore[union-attr]


def _draws(cond: str, deck: str) -> list[str]:
    r = run(
        "",
        actions=VG_ATTACK,
        vanguard=_vanguard(
            BATTLE_END.format(cond=cond).replace("【カウンターチャージ】(1)", "１枚引く")
        ),
        deck=deck,
    )
    assert not unsupported(r), unsupported(r)
    assert {"7.16.1"} <= cited(r)
    return zone(r, "A", "hand")


def test_a_critical_checked_in_the_battle_on_a_board() -> None:
    """The vanguard's drive check puts a critical trigger into the trigger zone (10.6.1.2.3): at
    the battle's end the condition holds and the card is drawn; a draw trigger checked instead
    does not make it hold (the draw trigger's own draw is its one card in the hand)."""
    cond = "そのバトル中にあなたのドライブチェックでクリティカルトリガーが出ていた"
    hand = _draws(cond, f"[{CRIT}, {PLAIN}, 8]")
    assert sorted(hand) == sorted(["山1", "会心"])
    other = _draws(cond, f"[{DRAW}, {PLAIN}, {PLAIN}, 8]")
    # the draw trigger's draw (山1) and the checked card itself; no draw by the ability
    assert sorted(other) == sorted(["山1", "引当"])


def test_two_trigger_units_counted() -> None:
    """「トリガーユニットが２枚以上出ていたなら」: one trigger unit checked is not two."""
    cond = "そのバトル中にあなたのドライブチェックでトリガーユニットが２枚以上出ていた"
    hand = _draws(cond, f"[{CRIT}, {PLAIN}, 8]")
    assert sorted(hand) == ["会心"]


def test_not_come_out_this_turn_compiles_as_a_negated_history() -> None:
    """「このターン中にあなたのダメージチェックでトリガーユニットが出ていないなら」: the history of a
    check event, negated (not: in no damage check this turn)."""
    ab = _ability(
        "【自】【(R)】：相手のターンの終了時、このターン中にあなたのダメージチェックで"
        "トリガーユニットが出ていないなら、１枚引く。"
    )
    assert ab.supported, ab.reason
    cond = ab.program.cond  # type: ignore[union-attr]
    assert cond.what == "not" and cond.parts[0].what == "history"
    assert cond.parts[0].event.event == "checked" and cond.parts[0].event.means == "damage_check"
