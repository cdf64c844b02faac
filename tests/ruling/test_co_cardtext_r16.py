"""CrossOver (co), round 15 (s11co3): refusals of the blind card-text set of round 14 read in
general form — 打ち消す in kanji, a played card of a type negated, an effect negated — each on a
minimal text and a board."""

from __future__ import annotations

import pytest

from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from ruling.state import Card


def _ability(text: str) -> object:
    get_game("co")
    (ab,) = abilities_of("co", Card(uid="x", name="x", owner="B", type="spell", text=text))
    return ab


# --------------------------------------------------------------------------- 4.2.14, 打ち消す

NEGATE = """
game: co
title: a play negated in answer
turn: {player: A, number: 4, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
    hand:
      - {name: 新兵, type: character, cost: 1, ap: 1, dp: 1}
      - {name: 癒し, type: spell, cost: 1, text: "あなたはHPが3点回復する。"}
  B:
    hp: 20
    energy: 1
    deck: 10
    hand: [{name: 否, type: spell, cost: 1, text: "%s"}]
actions:
  - {do: play, card: %s, respond: [{do: play, player: B, card: 否, target: %s}]}
ask: [%s.zone, A.hp]
"""


@pytest.mark.parametrize("verb", ["うち消す", "打ち消す"])
def test_the_kanji_spelling_negates_a_play_as_the_printed_one(verb: str) -> None:
    """4.2.14 prints うち消す; a text writing it 打ち消す is the same verb: the spell played goes
    to its owner's dustbox without resolving (A's HP not healed)."""
    text = f"対象のプレイされたカードを{verb}。"
    ab = _ability(text)
    assert ab.supported and ab.program.ops[0].kind == "negate", ab.reason
    r = resolve(loads(NEGATE % (text, "癒し", "癒し", "癒し")))
    assert r.outcome["state"] == {"癒し.zone": "A.dustbox", "A.hp": 20}
    assert "4.2.14" in r.decided_by


@pytest.mark.parametrize(
    ("played", "zone", "hp"),
    [("癒し", "A.dustbox", 20), ("新兵", "A.field", 20)],
)
def test_a_played_card_of_a_type_negated(played: str, zone: str, hp: int) -> None:
    """「対象のプレイされたスペルカードを打ち消す」 (4.2.14): the target is a spell card whose
    play was declared — a spell is negated (to the dustbox, unhealed); a character played is no
    such target, the negation cannot be played on it and the character enters the field."""
    text = "対象のプレイされたスペルカードを打ち消す。"
    ab = _ability(text)
    assert ab.supported, ab.reason
    r = resolve(loads(NEGATE % (text, played, played, played)))
    assert r.outcome["state"] == {f"{played}.zone": zone, "A.hp": hp}
    assert r.outcome.get("rejected", False) is (played == "新兵")


def test_an_effect_negated_is_refused_with_its_reason() -> None:
    """「対象のスペルカード1枚の効果を打ち消す」: 4.2.14 defines a played card negated and a
    crash negated, not an effect — refused, and the reason says so."""
    ab = _ability("対象のスペルカード1枚の効果を打ち消す。")
    assert not ab.supported
    assert "effect" in ab.reason and "4.2.14" in ab.reason


# --------------------------------------------------------------------------- 4.3.2.1, a navigator

MASTER = "ナビゲーターをタップする:エネルギーを1得る。"
BAR = """
game: co
title: a navigator tapped as the cost
turn: {player: A, number: 4, phase: main}
players:
  A:
    hp: 20
    energy: 0
    deck: 10
    field:
      - {name: 店主, type: navigator, text: "%s"%s}
%s  B: {hp: 20, deck: 10}
actions:
  - {do: activate, card: 店主%s}
ask: [A.energy, 店主.state%s]
"""


def _bar(this_tapped: bool, other: bool, pick: str = "") -> object:
    get_game("co")
    return resolve(
        loads(
            BAR
            % (
                MASTER,
                ", state: rest" if this_tapped else "",
                "      - {name: 秘書, type: navigator}\n" if other else "",
                f", cost_card: {pick}" if pick else "",
                ", 秘書.state" if other else "",
            )
        )
    )


def test_the_navigator_cost_compiles_as_a_navigator_of_its_player() -> None:
    """「ナビゲーターをタップする:」 without 『X』 compiles as a cost (4.3.3.3): an untapped
    navigator tapped."""
    ab = _ability(MASTER)
    assert ab.supported, ab.reason
    assert [c.kind for c in ab.program.cost] == ["tap_navigator"]


def test_the_card_alone_pays_it_under_both_readings() -> None:
    """With this navigator the only one untapped, both readings tap it: no reading is asked."""
    r = _bar(this_tapped=False, other=False)
    assert r.outcome["state"] == {"A.energy": 1, "店主.state": "rest"}
    assert "depends_on_reading" not in r.outcome
    assert "4.3.3.3" in r.decided_by


def test_another_navigator_pays_it_under_one_reading() -> None:
    """This card tapped, another navigator untapped: tapping the other pays the cost if the text
    means any navigator its player controls (the engine's reading, after 4.3.2.1's
    「キャラクターをクラッシュする」); if it means this card alone, the use is refused. The
    audit's navigator_tap_cost, both given."""
    r = _bar(this_tapped=True, other=True)
    assert r.outcome["state"] == {
        "A.energy": 1,
        "店主.state": "rest",
        "秘書.state": "rest",
    }
    assert "4.3.2.1" in r.outcome["depends_on_reading"]
    (other,) = r.outcome["readings"]
    assert other["reading"] == ["this_card"]
    assert other["outcome"]["state"]["A.energy"] == 0
    assert other["outcome"]["state"]["秘書.state"] == "stand"


def test_no_untapped_navigator_no_use() -> None:
    """This card tapped and no other navigator: neither reading can pay; the use is refused."""
    r = _bar(this_tapped=True, other=False)
    assert r.outcome.get("rejected") is True
    assert r.outcome["state"]["A.energy"] == 0
    assert "depends_on_reading" not in r.outcome


def test_the_navigator_named_as_the_cost_is_tapped_under_the_engines_reading() -> None:
    """Both untapped, 秘書 named to pay: under the engine's reading 秘書 is tapped and this card
    stays untapped; under 「this card alone」 秘書 cannot pay and the use is refused."""
    r = _bar(this_tapped=False, other=True, pick="秘書")
    assert r.outcome["state"] == {"A.energy": 1, "店主.state": "stand", "秘書.state": "rest"}
    (other,) = r.outcome["readings"]
    assert other["reading"] == ["this_card"]
    assert other["outcome"]["state"]["A.energy"] == 0
    assert other["outcome"].get("rejected") is True
