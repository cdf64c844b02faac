"""ws rules and constructions found by the round-24 blind set moved into development (round 24,
s20rulesB), each on a minimal case of its own, with neighbours."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- two replacement effects on one move off the stage (8.10.2): who picks the one
# applied first is 8.10.2.2's 「その行動を実行するプレイヤー、またはその行動が適用されるカードの
# マスター」 — a reading (replacement_chooser) when the effect's master is not the card's; each
# replacement is named in choices: by its replacing action 「かわりに手札に戻す」

TWO = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A: {deck: 10}
  B:
    stage:
      center_front:
        name: 板挟み
        type: character
        level: 1
        power: 4000
        soul: 1
        text: "【永】 このカードが舞台から控え室に置かれる時、かわりに手札に戻す。\\n【永】 このカードが舞台から控え室に置かれる時、かわりに山札の上に置く。"
    hand: 0
    deck: 10
actions:
  - {do: resolve_text, player: %s, text: "%sのキャラを1枚選び、控え室に置く。"}
choices:
  - {player: A, at: replacement, choose: かわりに山札の上に置く}
  - {player: B, at: replacement, choose: 手札に戻す}
ask: [板挟み.zone]
"""


def test_the_opponents_effect_moving_the_card_is_a_reading_of_8_10_2_2() -> None:
    r = resolve(loads(TWO % ("A", "相手")))
    assert r.outcome["state"] == {"板挟み.zone": "B.hand"}  # the card's master first
    other = [x["outcome"]["state"] for x in r.outcome["readings"]]
    assert other == [{"板挟み.zone": "B.deck"}]  # the player doing the move
    assert "8.10.2.2" in r.outcome["depends_on_reading"]


def test_the_cards_own_master_moving_it_picks_with_no_reading() -> None:
    """Neighbour: B's own effect — the doer is the card's master: B picks, nothing to read."""
    r = resolve(loads(TWO % ("B", "あなた")))
    assert r.outcome["state"] == {"板挟み.zone": "B.hand"}
    assert "readings" not in r.outcome
    assert {"8.10.2", "8.10.2.2"} <= set(r.decided_by)


def test_an_answer_naming_neither_effect_is_refused() -> None:
    """An answer that is no effect's text is refused, not taken for one of them."""
    with pytest.raises(Exception, match="none of the options"):
        resolve(loads((TWO % ("B", "あなた")).replace("choose: 手札に戻す", "choose: 除外する")))


# ---------------- 「…を、AかBに置いてよい」 (8.6.4, 8.6.3): whether to do it and where is one
# decision — answered `at: dest` (a place: done there), `at: optional` no (not done), or
# `at: optional` yes then `at: dest`

MAY = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    waiting_room: [{name: 戻り, type: character, level: 0}]
    hand: 0
    stock: 0
    deck: 10
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたは自分の控え室のキャラを1枚選び、手札に戻すかストック置場に置いてよい。"}
choices: %s
ask: [戻り.zone]
"""


@pytest.mark.parametrize(
    ("choices", "zone"),
    [
        ("[{player: A, at: dest, choose: hand}]", "A.hand"),
        ("[{player: A, at: dest, choose: stock}]", "A.stock"),
        ("[{player: A, at: optional, choose: no}]", "A.waiting_room"),
        (
            "[{player: A, at: optional, choose: yes}, {player: A, at: dest, choose: stock}]",
            "A.stock",
        ),
    ],
)
def test_a_may_with_two_places_is_one_decision(choices: str, zone: str) -> None:
    r = resolve(loads(MAY % choices))
    assert r.outcome["state"] == {"戻り.zone": zone}
    assert not r.outcome.get("may_depend_on_unsupported")
    assert not [w for w in r.warnings() if "使われなかった" in str(w)]


def test_a_may_with_two_places_unanswered_gives_each_result_once() -> None:
    """Unanswered: the three results (hand, stock, not done), none twice."""
    r = resolve(loads(MAY % "[]"))
    zones = sorted(str(lf.outcome["state"]["戻り.zone"]) for lf in r.leaves)
    assert zones == ["A.hand", "A.stock", "A.waiting_room"]


# ---------------- a trigger icon's may-choose (4.12.2.3 リターン 「…選び、それをオーナーの手札に戻すことが
# できます」) answered `at: optional` as the other icons' mays are: no declines; yes is the lone
# character that can be chosen

RETURN = """\
game: ws
title: t
turn: {player: A, number: 6, phase: attack, first_player: A}
players:
  A:
    level: 1
    stage:
      center_front: {name: 攻め手, type: character, level: 1, power: 3000, soul: 1}
    deck: [{name: 返し, type: climax, trigger: [RETURN]}, 9]
  B:
    level: 1
    stage:
      center_front: {name: 壁, type: character, level: 1, power: 6000, soul: 1}
    deck: 10
actions:
  - {player: A, do: attack, slot: center_front, kind: front}
choices:
  - {player: A, at: optional, choose: %s}
ask: [壁.zone, 攻め手.state]
"""


@pytest.mark.parametrize(
    ("answer", "zone", "state"),
    [("yes", "B.hand", "rest"), ("no", "B.stage.center_front", "reverse")],
)
def test_the_return_icons_may_answered_at_optional(answer: str, zone: str, state: str) -> None:
    r = resolve(loads(RETURN % answer))
    assert not r.branched
    assert r.outcome["state"] == {"壁.zone": zone, "攻め手.state": state}
    assert "4.12.2.3" in r.decided_by


# ---------------- 「手札を2枚控え室に置いてよい。そうしたら、…」 with one card: done as far as it can be
# (1.3.2) or not done as a whole (8.6.4) — the reading optional_step_in_part, both run; with two
# cards, or with no may, nothing to read

PART = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    hand: %s
    deck: 10
  B: {deck: 10}
actions:
  - {do: resolve_text, player: A, text: "%s"}
choices:
  - {player: A, at: optional, choose: yes}
ask: [A.hand, A.waiting_room]
"""
MAY_TWO = "あなたは手札を2枚控え室に置いてよい。そうしたら、あなたは3枚引く。"


def test_an_optional_step_only_partly_possible_is_a_reading() -> None:
    r = resolve(loads(PART % ("[{name: 手札, type: character, level: 0}]", MAY_TWO)))
    assert r.outcome["state"] == {"A.hand": 3, "A.waiting_room": 1}  # 1.3.2, the engine's
    assert [x["outcome"]["state"] for x in r.outcome["readings"]] == [
        {"A.hand": 1, "A.waiting_room": 0}
    ]
    assert "8.6.4" in r.outcome["depends_on_reading"]


def test_an_optional_step_wholly_possible_asks_no_reading() -> None:
    two = "[{name: 一, type: character, level: 0}, {name: 二, type: character, level: 0}]"
    r = resolve(loads(PART % (two, MAY_TWO)))
    assert r.outcome["state"] == {"A.hand": 3, "A.waiting_room": 2}
    assert "readings" not in r.outcome


def test_a_step_that_is_no_may_is_done_as_far_as_possible() -> None:
    r = resolve(
        loads(
            PART % ("[{name: 手札, type: character, level: 0}]", "あなたは手札を2枚控え室に置く。")
        )
    )
    assert r.outcome["state"] == {"A.hand": 0, "A.waiting_room": 1}
    assert "readings" not in r.outcome
