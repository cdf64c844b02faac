"""Round 28 (s24unknown; issue 14, "unknown stays unknown"): the ws and mc gates of round 27's
``values.branch_candidates`` (written by s23unknown, not landed then). A card-text **choice**
whose filter leaves a card out only because a value it reads was not given is branched on per
card (options ``<card>.<value>:met`` / ``:unmet``): ws a choice 「《音楽》のキャラを1枚選び」
(``_ws/ops.op_choose``, 8.6.3); mc a declared target 〈対象:「種族:X」の…〉 (``_mc/play._use``,
10.10.2) and a step's choice (``_mc/effects._choose``). The neighbours: the value given (no
branch, nothing said); more than ``values.BRANCH_CANDIDATES`` cards keep the statement with the
reason (``not_given_too_many``)."""

from __future__ import annotations

import pytest

import ruling.games.co  # noqa: F401  (registers each game's card-text compiler)
import ruling.games.mc  # noqa: F401
import ruling.games.ws  # noqa: F401
from ruling.resolve import Ruling, check_expect, resolve
from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import mc_area, mc_scenario


def _branches(r: Ruling) -> dict[str, object]:
    assert r.outcome.get("by_unknown") is True, r.outcome
    return {b["choices"][0]: b["outcome"]["state"] for b in r.outcome["branches"]}


def _said(r: Ruling, key: str) -> list[str]:
    return [w.en for w in r.warnings() if w.kind == "assumption" and w.key == key]


WS = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage:
      center_front: {name: 甲, type: character, level: 0, power: 3000, soul: 1, traits: [魔法]}
      left_front: {name: 乙, type: character, level: 0, power: 3000, soul: 1OTHER}
      right_front: {name: 丙, type: character, level: 0, power: 3000, soul: 1THIRD}
    hand: 0
    deck: 10
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたの《音楽》のキャラを1枚選び、手札に戻す。"}
ask: [乙.zone]
EXPECT"""

WS_EXPECT = """expect:
  outcome: {depends_on: A}
  unknown: [乙.traits]
  branches:
    "乙.traits:met": {state: {乙.zone: A.hand}}
    "乙.traits:unmet": {state: {乙.zone: A.stage.left_front}}
"""


def _ws(other: str, third: str = ", traits: [魔法]", expect: str = "") -> Ruling:
    text = WS.replace("OTHER", other).replace("THIRD", third).replace("EXPECT", expect)
    return resolve(loads(text))


def test_ws_a_choice_on_traits_not_given_is_branched() -> None:
    """「あなたの《音楽》のキャラを1枚選び」 (8.6.3) with 乙's traits left out: 乙 is returned in one
    branch and stays in the other; ``expect`` requires the keys."""
    r = _ws("", expect=WS_EXPECT)
    assert _branches(r) == {
        "乙.traits:met": {"乙.zone": "A.hand"},
        "乙.traits:unmet": {"乙.zone": "A.stage.left_front"},
    }
    assert not _said(r, "not_given_condition_unmet")  # branched, no longer only stated
    assert check_expect(r) == []


def test_ws_a_choice_with_the_traits_given_is_not_branched() -> None:
    for traits, zone in (
        (", traits: [音楽]", "A.hand"),
        (", traits: [魔法]", "A.stage.left_front"),
    ):
        r = _ws(traits)
        assert "branches" not in r.outcome and r.outcome["state"] == {"乙.zone": zone}
        assert not r.warnings()


def test_ws_more_cards_than_are_branched_on_are_stated_with_the_reason() -> None:
    """Three cards whose traits are left out (2^3 readings): taken not to qualify, said card by
    card, and why it is not branched (``not_given_too_many``)."""
    doc = WS.replace("OTHER", "").replace("THIRD", "").replace("EXPECT", "")
    doc = doc.replace("soul: 1, traits: [魔法]}", "soul: 1}")
    r = resolve(loads(doc))
    assert "branches" not in r.outcome
    assert r.outcome["state"] == {"乙.zone": "A.stage.left_front"}
    assert len(_said(r, "not_given_condition_unmet")) == 3
    assert len(_said(r, "not_given_too_many")) == 1


MC = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 聖騎士, type: unit, level: 1, attack: 1, defense: 1, text: "◎[メイン]献身\\n〈対象:「種族:ドラゴン」の自軍ユニット1体〉\\n対象に「防御力:+2」を付与する。"}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 1RACE}
""",
    rest="""\
actions:
  - {do: use, card: 聖騎士, target: 戦士}
ask: [戦士.defense]
""",
)


def test_mc_a_target_on_a_race_not_given_is_branched() -> None:
    """〈対象:「種族:ドラゴン」の自軍ユニット1体〉 (10.10.2) naming 戦士, whose race is left out:
    a proper target in one branch (+2), none in the other (the use refused)."""
    r = resolve(loads(MC.replace("RACE", "")))
    got = _branches(r)
    assert got == {"戦士.race:met": {"戦士.defense": 3}, "戦士.race:unmet": {"戦士.defense": 1}}
    assert not _said(r, "not_given_condition_unmet")


def test_mc_a_target_with_the_race_given_is_not_branched() -> None:
    for race, defense in ((", race: ドラゴン", 3), (", race: アンデッド", 1)):
        r = resolve(loads(MC.replace("RACE", race)))
        assert "branches" not in r.outcome and r.outcome["state"] == {"戦士.defense": defense}
        assert not r.warnings()


def _pile(race: str) -> Ruling:
    step = "対象は自軍捨て山の「種族:アンデッド」のユニットカード1枚を手札に加える。"
    unit = (
        "{name: 術士, type: unit, level: 1, attack: 1, defense: 3, "
        f'text: "◎[メイン]招魂\\n〈対象:自軍プレイヤー〉\\n{step}"}}'
    )
    return resolve(
        loads(
            mc_scenario(
                turn="{player: A, number: 7, phase: main}",
                a_top="    deck: 20\n    discard:\n"
                f"      - {{name: 骸骨, type: unit, level: 1, attack: 1, defense: 1{race}}}\n"
                "      - {name: 騎士, type: unit, level: 1, attack: 1, defense: 1, race: ヒューマン}\n",
                a=mc_area("c2", "平原", 8, unit),
                rest="actions:\n  - {do: use, card: 術士, target: A}\nask: [骸骨.zone, 騎士.zone]\n",
            )
        )
    )


def test_mc_a_step_choice_on_a_race_not_given_is_branched() -> None:
    """A step's choice 「自軍捨て山の「種族:アンデッド」のユニットカード1枚を手札に加える」
    (``_mc/effects._choose``) with 骸骨's race left out: taken in one branch, left in the other;
    騎士 (a race given, not アンデッド) is no candidate in either, and nothing is said of it."""
    r = _pile("")
    assert _branches(r) == {
        "骸骨.race:met": {"骸骨.zone": "A.hand", "騎士.zone": "A.discard"},
        "骸骨.race:unmet": {"骸骨.zone": "A.discard", "騎士.zone": "A.discard"},
    }
    assert not _said(r, "not_given_condition_unmet")


def test_mc_a_step_choice_with_the_race_given_is_not_branched() -> None:
    for race, zone in ((", race: アンデッド", "A.hand"), (", race: ドラゴン", "A.discard")):
        r = _pile(race)
        assert "branches" not in r.outcome and r.outcome["state"]["骸骨.zone"] == zone
        assert not [w for w in r.warnings() if w.kind == "assumption"]


# --- a bare effect text's target, asked of its own description (every game) -----------------
# co / mc: a text that targets names its target (``target``) and the target must be one its
# description admits (4.2.13, 10.10.2): refused when not, branched on when a value it reads is not
# given. ws / vg / vs: a text chooses its cards itself (「…を1枚選び」): a ``target`` named there
# would be passed over in silence, so the loader refuses the key (a scenario error).

CO = """\
game: co
title: t
turn: {player: A, number: 3, phase: main}
players:
  A: {hp: 5, deck: 10}
  B:
    hp: 10
    deck: 10
    field: [{name: 騎士, type: character, ap: 2, dp: 2GENDER}]
actions:
  - {do: resolve_text, player: A, text: "対象の女性キャラクター1体をタップする。", target: 騎士}
ask: [騎士.state]
"""


def test_co_a_bare_effects_target_is_asked_of_its_description() -> None:
    """「対象の女性キャラクター1体をタップする。」 naming 騎士: a woman is tapped, a man is no proper
    target (refused, 4.2.13), a gender not given is branched on (nothing stated)."""
    r = resolve(loads(CO.replace("GENDER", ", gender: 女性")))
    assert r.outcome["state"] == {"騎士.state": "rest"} and not r.outcome.get("rejected")
    r = resolve(loads(CO.replace("GENDER", ", gender: 男性")))
    assert r.outcome["state"] == {"騎士.state": "stand"} and r.outcome.get("rejected")
    r = resolve(loads(CO.replace("GENDER", "")))
    assert _branches(r) == {
        "騎士.gender:met": {"騎士.state": "rest"},
        "騎士.gender:unmet": {"騎士.state": "stand"},
    }
    assert not _said(r, "not_given_condition_unmet")


def test_mc_a_bare_effects_target_is_asked_of_its_description() -> None:
    """〈対象:「種族:ドラゴン」の自軍ユニット1体〉 as a bare text naming 戦士: a dragon takes +2, an
    undead is no proper target (10.10.2), a race not given is branched on."""
    mc = MC.replace(
        "  - {do: use, card: 聖騎士, target: 戦士}",
        '  - {do: resolve_text, player: A, text: "〈対象:「種族:ドラゴン」の自軍ユニット1体〉'
        '対象に「防御力:+2」を付与する。", target: 戦士}',
    )
    for race, defense in ((", race: ドラゴン", 3), (", race: アンデッド", 1)):
        r = resolve(loads(mc.replace("RACE", race)))
        assert r.outcome["state"] == {"戦士.defense": defense}
        assert bool(r.outcome.get("rejected")) is (defense == 1)
    r = resolve(loads(mc.replace("RACE", "")))
    assert _branches(r) == {
        "戦士.race:met": {"戦士.defense": 3},
        "戦士.race:unmet": {"戦士.defense": 1},
    }


@pytest.mark.parametrize(
    ("game", "phase", "board"),
    [
        (
            "ws",
            "main",
            "  A:\n    stage:\n      center_front: {name: 甲, type: character, level: 0}\n",
        ),
        ("vg", "main", "  A:\n    vanguard: {name: 甲, grade: 3, power: 13000}\n"),
        ("vs", "ability", "  A:\n    ring: {name: 甲, level: 1, ap: 1000, dp: 1000}\n"),
    ],
)
def test_a_target_named_where_a_text_chooses_itself_is_refused(
    game: str, phase: str, board: str
) -> None:
    """ws / vg / vs: a bare text's cards are chosen by the text (「…を1枚選び」, the player's
    choice), so a ``target`` the situation names would be passed over: a scenario error naming
    the key, never a silent reading."""
    doc = (
        f"game: {game}\ntitle: t\nturn: {{player: A, number: 3, phase: {phase}}}\nplayers:\n{board}"
        "    deck: 10\n  B: {deck: 10}\nactions:\n"
        '  - {do: resolve_text, player: A, text: "1枚引く。", target: 甲}\n'
    )
    with pytest.raises(ScenarioError, match="'target'"):
        loads(doc)
    loads(doc.replace(", target: 甲", ""))  # the neighbour: the same file without it loads
