"""ws behaviours fixed while reading the round-13 blind entries (tests/scenarios/ws/r13_*), each
on a minimal case of its own."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, ws_resolve_text

HAND_LEVEL = (
    WS_HEAD
    + """players:
  A:
    level: 1
    stock: 2
    deck: 10
    waiting_room: [{name: 山場, type: climax, count: NCX}]
    hand:
      - {name: 軽い子, type: character, level: 2, cost: 0, power: 3000, soul: 1, text: "【永】 あなたの控え室のCXが1枚以下なら、あなたの手札のこのカードのレベルを－1。"}
  B:
    deck: 10
actions:
  - {do: play, card: 軽い子, slot: center_front}
ask: [軽い子.zone, 軽い子.level]
"""
)


@pytest.mark.parametrize(
    ("cx", "zone", "level"), [(2, "A.hand", 2), (1, "A.stage.center_front", 2)]
)
def test_ws_a_hand_ability_read_in_the_hand_cites_where_it_works(
    cx: int, zone: str, level: int
) -> None:
    """2.12.2.3: 「あなたの手札のこのカードのレベルを－1」 works in the hand though a character's
    text is in force on the stage: read there, met (level 1, played at level 1; on the stage it
    is level 2 again) or unmet (8.3.3: level 2 stays, the play refused, 8.6.2.1.2), the ruling
    cites 2.12.2.3."""
    r = resolve(loads(HAND_LEVEL.replace("NCX", str(cx))))
    assert r.outcome["state"] == {"軽い子.zone": zone, "軽い子.level": level}
    assert "2.12.2.3" in r.decided_by
    assert ("8.3.3" in r.decided_by) is (cx == 2)


EXPERIENCE = (
    WS_HEAD
    + """players:
  A:
    level: [{name: 昇格, type: character, level: 1}, LEVEL2]
    deck: 10
    stage:
      center_front: {name: 経験者, type: character, level: 1, power: 4000, soul: 1, text: "【永】 経験 あなたのレベル置場のカードのレベルの合計が2以上なら、このカードのパワーを＋500。"}
  B:
    deck: 10
actions:
  - {do: check_timing}
ask: [経験者.power]
"""
)


@pytest.mark.parametrize(
    ("second", "power", "absent"),
    [
        ("{name: 昇格CX, type: climax}", 4000, True),
        ("{name: 昇格2, type: character, level: 1}", 4500, False),
        ("{name: 昇格E, type: event, level: 2}", 4500, False),
    ],
)
def test_ws_a_total_over_a_climax_reads_its_level_as_zero(
    second: str, power: int, absent: bool
) -> None:
    """2.19.1: a climax has no level (2.6.1); a total of levels reads it as 0 and cites 2.19.1
    — only when such a card is among those totalled; 経験 is a label with no meaning of its own
    (10.10.1), cited with the clause giving the ability the keyword (10.10.2), whether the
    condition is met or not (8.3.3)."""
    r = resolve(loads(EXPERIENCE.replace("LEVEL2", second)))
    assert r.outcome["state"] == {"経験者.power": power}
    assert ("2.19.1" in r.decided_by) is absent
    assert {"10.10.1", "10.10.2"} <= set(r.decided_by)
    assert ("8.3.3" in r.decided_by) is (power == 4000)


REVEAL_X = "あなたは自分の山札の上から1枚を公開し、自分の控え室のレベルＸ以下のキャラを1枚選び、手札に戻す。Ｘは公開されたカードのレベルに等しい。"
REVEAL_BOARD = """  A:
    deck: [TOP, 5]
    waiting_room:
      - {name: 一年生, type: character, level: 1, power: 3000, soul: 1}
      - {name: 新入部員, type: character, level: 0, power: 2000, soul: 1}
  B:
    deck: 10
"""


@pytest.mark.parametrize(
    ("top", "absent"),
    [("{name: 山の頂, type: climax}", True), ("{name: 山の子, type: character, level: 0}", False)],
)
def test_ws_x_read_off_a_revealed_climax_is_zero(top: str, absent: bool) -> None:
    """2.19.1: 「Ｘは公開されたカードのレベルに等しい」 with a climax revealed reads its level as 0
    (a climax has none, 2.6.1); Ｘ decides what may be chosen (8.6.3), so the choice of the
    level-0 character rests on it and cites 2.19.1 — not when the revealed card has a level."""
    r = ws_resolve_text(
        REVEAL_BOARD.replace("TOP", top),
        REVEAL_X,
        choices="  - {player: A, at: choose, choose: 新入部員}\n",
        ask="新入部員.zone, 一年生.zone",
    )
    assert r.outcome["state"] == {"新入部員.zone": "A.hand", "一年生.zone": "A.waiting_room"}
    assert ("2.19.1" in r.decided_by) is absent
    assert "8.6.3" in r.decided_by


LOSE_TRAIT = "あなたは相手のキャラを1枚とそのキャラの特徴を1つ選び、そのターン中、そのキャラはその特徴をすべて失う。"
MUSIC_BOARD = """  A:
    deck: 10
  B:
    deck: 10
    stage:
      center_front: {name: 歌い手, type: character, level: 0, power: 3000, soul: 1, traits: [音楽], text: "【永】 他のあなたの《音楽》のキャラが1枚以上なら、このカードのパワーを＋1000。"}
      left_front: {name: 仲間, type: character, level: 0, power: 2000, soul: 1, traits: [TRAITS]}
"""


@pytest.mark.parametrize(
    ("traits", "lose", "power", "ordered"),
    [
        ("音楽, 学生", "音楽", 3000, True),
        ("音楽, 学生", "学生", 4000, True),
        ("学生", "学生", 3000, False),
    ],
)
def test_ws_a_power_condition_reads_traits_after_their_loss(
    traits: str, lose: str, power: int, ordered: bool
) -> None:
    """8.9.1.2 / 8.9.1.3: the effects that change no power or soul (a trait lost for the turn)
    apply first, then the power changes: a +1000 whose condition counts 《音楽》 characters does
    not apply once the only other one lost 《音楽》, and the ruling cites the order (8.3.3 with
    8.9.1.2, 8.9.1.3); met, the +1000 is a power change applied after them (8.9.1.3); unmet
    with no effect on the trait it reads (「学生」 lost), the order is not cited."""
    r = ws_resolve_text(
        MUSIC_BOARD.replace("TRAITS", traits),
        LOSE_TRAIT,
        choices=f"  - {{player: A, at: choose, choose: 仲間}}\n  - {{player: A, choose: {lose}}}\n",
        ask="歌い手.power",
    )
    assert r.outcome["state"] == {"歌い手.power": power}
    assert ("8.9.1.3" in r.decided_by) is ordered
    assert ("8.3.3" in r.decided_by) is (power == 3000)


REST_ONE = "あなたは相手の【スタンド】しているキャラを1枚選び、【レスト】する。"


@pytest.mark.parametrize("state", ["stand", "rest"])
def test_ws_resting_a_character_none_was_chosen_for_is_ignored(state: str) -> None:
    """8.6.3.1.3: with no standing character of the opponent, none is chosen and the step
    resting it is ignored — not 8.7.7 (a card that moved away); with one, it is rested."""
    r = ws_resolve_text(
        "  A:\n    deck: 10\n  B:\n    deck: 10\n    stage:\n"
        f"      center_front: {{name: 相手役, type: character, level: 0, power: 2000, soul: 1, state: {state}}}\n",
        REST_ONE,
        ask="相手役.state",
    )
    assert r.outcome["state"] == {"相手役.state": "rest"}
    assert ("8.6.3.1.3" in r.decided_by) is (state == "rest")
    assert "8.7.7" not in r.decided_by


COUNT_CHARACTERS = (
    WS_HEAD
    + """players:
  A:
    deck: 10
    stage:
      center_front: {name: 奏者, type: character, level: 0, power: 4500, soul: 1, text: "【自】 このカードがアタックした時、他のあなたの《音楽》のキャラが2枚以上なら、そのターン中、このカードのパワーを＋2500。"}
      left_front: {name: 前の子, type: character, level: 0, power: 1000, soul: 1, traits: [音楽]}
      BACK: {name: 後の子, type: character, level: 0, power: 1000, soul: 1, traits: [音楽]}
  B:
    deck: 10
actions:
  - {do: attack, slot: center_front}
ask: [奏者.power]
"""
).replace("phase: main", "phase: attack")


@pytest.mark.parametrize(("slot", "power"), [("left_back", 7000), ("right_front", 7000)])
def test_ws_an_automatic_condition_counting_characters_cites_what_a_character_is(
    slot: str, power: int
) -> None:
    """2.3.2.1.2: 「キャラ」 with no zone is a character card on the stage — a back-row one
    counts as a front-row one (3.5.2: the stage is its slots); the condition of an automatic
    ability cites what it reads, as a continuous ability's does."""
    r = resolve(loads(COUNT_CHARACTERS.replace("BACK", slot)))
    assert r.outcome["state"] == {"奏者.power": power}
    assert {"2.3.2.1.2", "3.5.2"} <= set(r.decided_by)


REVERSE_BACK = (
    WS_HEAD.replace("phase: main", "phase: attack")
    + """players:
  A:
    deck: 10
    stage:
      center_front: {name: 攻め手, type: character, LEVEL power: 8000, soul: 1}
  B:
    deck: 10
    stage:
      center_front: {name: 守り手, type: character, level: 2, power: 5000, soul: 1, text: "【自】 このカードが【リバース】した時、このカードのバトル相手のレベルが2以下なら、あなたはそのキャラを【リバース】してよい。"}
actions:
  - {do: attack, slot: center_front, kind: front}
choices:
  - {player: B, at: optional, choose: yes}
ask: [攻め手.state]
"""
)


@pytest.mark.parametrize(
    ("level", "state", "stated"), [("", None, False), ("level: 3,", "rest", False)]
)
def test_ws_a_condition_on_a_value_not_given_says_what_it_took(
    level: str, state: str | None, stated: bool
) -> None:
    """A value the scenario leaves out is unknown (docs/scenarios.md, Unknowns): a card-text
    condition comparing it (「このカードのバトル相手のレベルが2以下なら」) read it as 0 and said so
    until round 25; since round 26 the condition it decides is branched on (met: 攻め手 reversed;
    not met: rested; ``values.branch_condition``) and nothing is stated; a level given is read."""
    r = resolve(loads(REVERSE_BACK.replace("LEVEL", level)))
    if state is None:
        got = {b["choices"][0]: b["outcome"]["state"] for b in r.outcome["branches"]}
        assert got == {
            "攻め手.level:met": {"攻め手.state": "reverse"},
            "攻め手.level:unmet": {"攻め手.state": "rest"},
        }
    else:
        assert r.outcome["state"] == {"攻め手.state": state}
    said = [
        w for w in r.warnings() if w.kind == "assumption" and "攻め手" in w.en and "level" in w.en
    ]
    assert bool(said) is stated
