"""Round 26 (s22unknown; issue 14, "every unknown either branched or stated"): a card-text
condition (「…なら」, 「…場合」) that reads a card's value the scenario did not give — a trait, a
race, a gender, a grade / level / attack against a threshold — is **branched on** where that
value decides it, through the shared ``values.branch_condition``: the condition is read with
the value not matching (the door every game's filter goes through, ``values.assume_unmatched``)
and, if it fails, again with it matching; when that reading holds, the ruling runs both (a
choice point ``Choose.unknown``, options ``<card>.<value>:met`` / ``:unmet``) and reports the
outcome under each. Where the condition holds anyway, or fails anyway, the value does not decide
and nothing is said. A value compared with a number keeps what the branch took it to be
(``BOUNDS``), so a later battle reading it follows the branch.

Each game: the value left out (the branch, required through ``expect``) and its neighbours (the
value given; the value not deciding) with nothing said."""

from __future__ import annotations

import ruling.games.co  # noqa: F401  (registers each game's card-text compiler)
import ruling.games.mc  # noqa: F401
import ruling.games.vg  # noqa: F401
import ruling.games.vs  # noqa: F401
import ruling.games.ws  # noqa: F401
from ruling.resolve import Ruling, check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario
from tests.ruling.boards import vs_ruling as _vs_ruling


def _branches(r: Ruling) -> dict[str, dict[str, object]]:
    """The outcome's branches by the option of their first choice (the branched value)."""
    return {b["choices"][0]: b["outcome"].get("state", {}) for b in r.outcome.get("branches", [])}


def _unmet_said(r: Ruling) -> list[str]:
    return [
        w.en
        for w in r.warnings()
        if w.kind == "assumption" and w.key == "not_given_condition_unmet"
    ]


VG = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    hand: 0
    deck: 10
  B: {vanguard: {name: 騎士, type: normalGRADE, power: 13000}, deck: 10}
actions:
  - do: main_phase
    actions:
      - {do: resolve_text, player: A, text: "相手のヴァンガードがグレード３以上なら、１枚引く。"}
ask: [A.hand]
EXPECT"""

VG_EXPECT = """expect:
  outcome: {depends_on: A}
  unknown: [騎士.grade]
  branches:
    "騎士.grade:met": {state: {A.hand: 1}}
    "騎士.grade:unmet": {state: {A.hand: 0}}
"""


def test_vg_a_grade_condition_on_a_grade_not_given_is_branched() -> None:
    """「相手のヴァンガードがグレード３以上なら」 (11.2.1.2) with the vanguard's grade left out: both
    results, the card drawn or not; the expect keys ``騎士.grade:met`` / ``:unmet`` require it."""
    text = VG.replace("GRADE", "").replace("EXPECT", VG_EXPECT)
    r = resolve(loads(text))
    assert r.outcome["by_unknown"] is True
    assert _branches(r) == {"騎士.grade:met": {"A.hand": 1}, "騎士.grade:unmet": {"A.hand": 0}}
    assert not _unmet_said(r)  # branched, no longer only stated
    assert check_expect(r) == []


def test_vg_a_grade_condition_with_the_grade_given_is_not_branched() -> None:
    for grade, hand in ((", grade: 3", 1), (", grade: 1", 0)):
        r = resolve(loads(VG.replace("GRADE", grade).replace("EXPECT", "")))
        assert "branches" not in r.outcome and r.outcome["state"] == {"A.hand": hand}
        assert not _unmet_said(r)


WS = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stage:
      center_front: {name: 甲, type: character, level: 0, power: 3000, soul: 1, traits: [魔法]}
      left_front: {name: 乙, type: character, level: 0, power: 3000, soul: 1OTHER}
    hand: 0
    deck: 10
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたの《音楽》のキャラがいるなら、あなたは1枚引く。"}
ask: [A.hand]
"""


def test_ws_a_trait_condition_on_traits_not_given_is_branched() -> None:
    """「あなたの《音楽》のキャラがいるなら」 with 乙's traits left out (甲's given, none of them
    《音楽》): 乙 decides it — both results."""
    r = resolve(loads(WS.replace("OTHER", "")))
    assert r.outcome["by_unknown"] is True
    assert _branches(r) == {"乙.traits:met": {"A.hand": 1}, "乙.traits:unmet": {"A.hand": 0}}
    assert not _unmet_said(r)


def test_ws_a_trait_condition_the_unknown_does_not_decide_says_nothing() -> None:
    """Neighbours: 乙's traits given (none of them 《音楽》: not met, no branch); 甲 a 《音楽》
    character and 乙's traits left out: met whatever 乙's are — no branch, nothing said."""
    given = resolve(loads(WS.replace("OTHER", ", traits: [魔法]")))
    assert given.outcome["state"] == {"A.hand": 0} and "branches" not in given.outcome
    anyway = resolve(loads(WS.replace("OTHER", "").replace("traits: [魔法]", "traits: [音楽]")))
    assert anyway.outcome["state"] == {"A.hand": 1} and "branches" not in anyway.outcome
    assert not _unmet_said(anyway) and not _unmet_said(given)


VS_TEXT = "[リング]このカードがアタックした時、このカードの攻撃力が3000以上なら、あなたは1枚引く。"


def _vs(ap: str) -> Ruling:
    a = (
        f'{{deck: 9, hand: 0, ring: {{name: 千早, dp: 2000{ap}, text: "{VS_TEXT}"}},'
        " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}"
    )
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 9000}}"
    return _vs_ruling(a, b, "  - {do: attack, support: 春香}", "[A.hand]", "{player: A, number: 6}")


def test_vs_an_attack_threshold_on_an_attack_not_given_is_branched() -> None:
    """「このカードの攻撃力が3000以上なら」 (8.9.1, 2.10.1) with 千早's attack left out: no longer
    read from 0 and stated (round 18) but branched; the branch that met it keeps 千早's attack at
    3000 or more, so the battle after it does not ask whether it is above 0 again."""
    r = _vs("")
    assert r.outcome["by_unknown"] is True
    got = [(b["choices"], b["outcome"]["state"]) for b in r.outcome["branches"]]
    assert {tuple(c[:1]) for c, _s in got} == {("千早.ap:met",), ("千早.ap:unmet",)}
    for choices, state in got:
        assert state == {"A.hand": 1 if choices[0] == "千早.ap:met" else 0}
        if choices[0] == "千早.ap:met":
            assert not any(c.startswith("千早.ap") for c in choices[1:]), choices
    assert not any("攻撃力" in w.ja and "条件" in w.ja for w in r.warnings())


def test_vs_an_attack_threshold_with_the_attack_given_is_not_branched() -> None:
    for ap, hand in ((", ap: 3000", 1), (", ap: 1000", 0)):
        r = _vs(ap)
        assert "branches" not in r.outcome and r.outcome["state"] == {"A.hand": hand}


CO = """\
game: co
title: t
turn: {player: A, number: 5, phase: turn_start}
players:
  A:
    hp: 10
    deck: 10
    hand: 0
    field:
      - {name: 甲, type: character, ap: 1, dp: 1, gender: 女性, text: "あなたのターン開始時に、あなたがコントロールしている女性キャラクターが2体以上いる場合、あなたは山札からカードを1枚引く。"}
      - {name: 乙, type: character, ap: 1, dp: 1GENDER}
  B: {hp: 10, deck: 10}
actions:
  - {do: turn_start}
ask: [A.hand]
"""


def test_co_a_gender_count_on_a_gender_not_given_is_branched() -> None:
    """「女性キャラクターが2体以上いる場合」 (4.3.8) with 乙's gender left out: 乙 decides the count
    — both results (before: 乙 taken not to be one, said)."""
    r = resolve(loads(CO.replace("GENDER", "")))
    assert r.outcome["by_unknown"] is True
    assert _branches(r) == {"乙.gender:met": {"A.hand": 1}, "乙.gender:unmet": {"A.hand": 0}}
    assert not _unmet_said(r)


def test_co_a_gender_count_with_the_gender_given_is_not_branched() -> None:
    for gender, hand in ((", gender: 女性", 1), (", gender: 男性", 0)):
        r = resolve(loads(CO.replace("GENDER", gender)))
        assert "branches" not in r.outcome and r.outcome["state"] == {"A.hand": hand}
        assert not _unmet_said(r)


MC = mc_scenario(
    title="t",
    turn="{player: A, number: 5, phase: main}",
    a_top="    deck: 5\n    hand: 0\n",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 3RACE}
""",
    b_top="    deck: 10\n",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "〈対象:ユニット1体〉対象が「種族:ドラゴン」の場合、対象に「攻撃力:+3」を付与する。", target: 戦士}
ask: [戦士.attack]
""",
)


def test_mc_a_race_condition_on_a_race_not_given_is_branched() -> None:
    """「対象が「種族:ドラゴン」の場合」 (4.1.13, 10.12.1) with 戦士's race left out: both results."""
    r = resolve(loads(MC.replace("RACE", "")))
    assert r.outcome["by_unknown"] is True
    assert _branches(r) == {
        "戦士.race:met": {"戦士.attack": 4},
        "戦士.race:unmet": {"戦士.attack": 1},
    }


def test_mc_a_race_condition_with_the_race_given_is_not_branched() -> None:
    for race, attack in ((", race: ドラゴン", 4), (", race: アンデッド", 1)):
        r = resolve(loads(MC.replace("RACE", race)))
        assert "branches" not in r.outcome and r.outcome["state"] == {"戦士.attack": attack}
        assert not _unmet_said(r)
