"""ws behaviours fixed while reading the round-12 blind entries (tests/scenarios/ws/r12_*), each
on a minimal case of its own."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import ScenarioError, resolve
from ruling.scenario import loads

ONE_WAY_COST = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    deck: 10
    stage:
      left_back: {name: 起こす子, type: character, level: 0, power: 1000, soul: 1, text: "【起】［このカードを【レスト】する］ あなたは自分のキャラを1枚選び、そのターン中、パワーを＋1000。"}
      left_front: {name: 味方, type: character, level: 0, power: 3000, soul: 1}
  B:
    deck: 10
actions:
  - {do: activate, card: 起こす子}
choices:
  - CHOICE
ask: [味方.power, 起こす子.state]
"""


def test_ws_a_cost_paid_one_way_only_takes_no_answer_meant_for_the_target() -> None:
    """8.6.2.3 / 8.4.2: the cost ［このカードを【レスト】する］ is paid before the ability resolves
    and its 「選び」 target is chosen (8.6.3), but it can be paid one way only: nothing to
    decide, so an answer without ``at:`` that names the target is left for the target."""
    r = resolve(loads(ONE_WAY_COST.replace("CHOICE", "{player: A, choose: 味方}")))
    assert r.outcome["state"] == {"味方.power": 4000, "起こす子.state": "rest"}
    assert not [w for w in r.warnings() if w.kind == "unused_choice"]


def test_ws_an_answer_addressed_to_a_one_way_cost_must_still_name_it() -> None:
    """An entry addressed to the cost (``at: cost``) that names none of its options is an
    error, as before: only answers without ``at:`` are left for a later choice. Since round 58
    (s55wsR) 「このカードを【レスト】する」 asks nothing (it names its card; 8.6.2.2 asks a choice
    only where one is needed), so the entry meets no cost choice: it is left unused, and said —
    and one addressed to a cost choice that is asked must still name one of its options."""
    src = ONE_WAY_COST.replace("CHOICE", "{player: A, at: cost, choose: 味方}")
    r = resolve(loads(src))
    assert [w for w in r.warnings() if w.kind == "unused_choice"]
    two = ONE_WAY_COST.replace(
        "［このカードを【レスト】する］",
        "［このカードを【レスト】する 他のあなたのキャラを1枚【レスト】する］",
    ).replace("CHOICE", "{player: A, at: cost, choose: 起こす子}")
    with pytest.raises(ScenarioError, match="none of the options"):
        resolve(loads(two))


LOSS_THEN_REFRESH = """
game: ws
title: t
turn: {player: A, number: 9, phase: main, first_player: A}
players:
  A:
    level: ALEVEL
    clock: 6
    deck: [{name: 自分札, type: character, level: 0}, 5]
  B:
    deck: [{name: 最後, type: character, level: 0}]
    waiting_room: [{name: 控え1, type: character, level: 0}, {name: 控え2, type: character, level: 0}]
actions:
  - {do: resolve_text, player: A, text: "あなたに1ダメージを与える。その後、相手に1ダメージを与える。"}
"""


@pytest.mark.parametrize(("a_level", "flagged"), [(3, True), (0, False)])
def test_ws_an_interrupt_process_while_a_player_meets_a_loss_condition_is_flagged(
    a_level: int, flagged: bool
) -> None:
    """A reaches level 4 mid-effect (9.3.1); B's refresh (interrupt-type, 9.2.1) then runs before
    the check timing. 1.2.2 has A lose 「次にルール処理(9)を行う時点で」, while the loss check
    is check-type (9.4.1), made at a check timing only (9.1.2.2): the ruling follows 9.1.2.2 and
    flags the point (ws.loss_at_interrupt_process). With A at level 1 nobody meets a loss
    condition at the refresh: nothing is flagged."""
    r = resolve(loads(LOSS_THEN_REFRESH.replace("ALEVEL", str(a_level))))
    amb = [w for w in r.warnings() if w.kind == "ambiguity" and "1.2.2" in w.clauses]
    assert bool(amb) is flagged
    assert r.outcome.get("loser") == ("A" if flagged else None)


TO_MEMORY = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    deck: 10
  B:
    stock: 3
    deck: 10
    stage: {center_front: {name: 敵, type: character, level: 0, power: 3000, soul: 1}}
actions:
  - {do: resolve_text, player: A, text: "あなたは相手のキャラを1枚選び、思い出にする。"}
choices:
  - {player: A, choose: 敵}
ask: [敵.zone]
"""


def test_ws_a_character_sent_from_the_stage_to_the_memory_triggers_no_encore_citing_10_2_1() -> (
    None
):
    """10.2.1: encore is an automatic ability triggered by a move from the stage into the waiting
    room (10.2.2 its wording): a character put into the memory triggers none, and the ruling
    that finds no encore cites both."""
    r = resolve(loads(TO_MEMORY))
    assert r.outcome["state"] == {"敵.zone": "B.memory"}
    assert {"10.2.1", "10.2.2"} <= set(r.decided_by)


ALL_FRONT_ROW = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stock: 1
    deck: 10
    stage:
      left_back: {name: 戻す子, type: character, level: 0, power: 1000, soul: 1, text: "【起】［(1)］ あなたは相手の前列のキャラすべてを、手札に戻す。"}
  B:
    deck: 10
    stage:
      left_front: {name: 守られ, type: character, level: 0, power: 3000, soul: 1, text: "【永】 このカードは相手の効果に選ばれない。"}
      center_front: {name: 敵, type: character, level: 0, power: 3000, soul: 1}
actions:
  - {do: activate, card: 戻す子}
ask: [守られ.zone, 敵.zone]
"""


def test_ws_an_effect_on_every_card_chooses_none_so_an_unchoosable_card_is_dealt_with() -> None:
    """「相手の前列のキャラすべてを、手札に戻す」 has no 「選び」: nothing is chosen (8.6.3), so
    「このカードは相手の効果に選ばれない」 (8.1.1.3) does not keep 守られ on the stage; the ruling
    cites why, and that the activated ability's effect is carried out (8.6.2.5.4)."""
    r = resolve(loads(ALL_FRONT_ROW))
    assert r.outcome["state"] == {"守られ.zone": "B.hand", "敵.zone": "B.hand"}
    assert {"8.6.3", "8.6.2.5.4"} <= set(r.decided_by)


def test_ws_an_effect_that_chooses_still_cannot_choose_the_unchoosable_card() -> None:
    """The neighbour: 「相手の前列のキャラを1枚選び、手札に戻す」 chooses, and 守られ is not
    among the options (8.6.3, 8.1.1.3)."""
    src = ALL_FRONT_ROW.replace("キャラすべてを、", "キャラを1枚選び、")
    r = resolve(loads(src))
    assert r.outcome["state"] == {"守られ.zone": "B.stage.left_front", "敵.zone": "B.hand"}


UNMET_THEN_GATED = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    stock: 2
    deck: 10
    hand: [{name: 出る子, type: character, level: 0, cost: 0, power: 1000, soul: 1, text: "TEXT"}]
  B:
    deck: 10
actions:
  - {do: play, card: 出る子, slot: center_front}
choices:
  - {player: A, at: cost, choose: "yes"}
ask: [B.clock, A.stock]
"""
GATED = (
    "【自】［(1)］ このカードが手札から舞台に置かれた時、あなたのクライマックス置場にカードがあるなら、"
    "あなたはコストを払ってよい。そうしたら、相手に1ダメージを与える。"
)
PLAIN = (
    "【自】 このカードが手札から舞台に置かれた時、あなたのクライマックス置場にカードがあるなら、"
    "相手に1ダメージを与える。"
)


@pytest.mark.parametrize(("text", "cited"), [(GATED, True), (PLAIN, False)])
def test_ws_an_unmet_condition_before_if_done_cites_8_6_4(text: str, cited: bool) -> None:
    """「…なら、コストを払ってよい。そうしたら、B」 with the condition unmet: the cost is not
    paid, so B is not done either (8.6.4, 8.6.4.1) — the ruling cites both beside the condition;
    a condition with no 「そうしたら」 after it does not."""
    r = resolve(loads(UNMET_THEN_GATED.replace("TEXT", text)))
    assert ("8.6.4" in r.decided_by) is cited
    assert r.outcome["state"] == {"B.clock": 0, "A.stock": 2}


HAND_LEVEL = """
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: [{name: 昇格, type: character, color: RED}]
    deck: 10
    hand: [{name: 安い子, type: character, level: 2, cost: 0, power: 3000, soul: 1, color: RED, text: "【永】 あなたの手札のこのカードのレベルを－1。"}]
  B:
    deck: 10
actions:
  - {do: check, state: {安い子.level: 1}}
  - {do: play, card: 安い子, slot: center_front, allowed: true}
ask: [安い子.level]
"""


def test_ws_this_card_in_the_hand_is_named_only_while_it_is_there() -> None:
    """「あなたの手札のこのカードのレベルを－1」: level 1 in the hand (2.12.2.3: an ability meant
    for the hand works there), so it can be played at level 1 (8.6.2.1.2); on the stage the card
    is not 「手札のこのカード」 and is level 2 again."""
    r = resolve(loads(HAND_LEVEL))
    assert r.outcome["state"] == {"安い子.level": 2}
    assert not r.outcome.get("rejected")


ENCORE_AT_COST = """
game: ws
title: t
turn: {player: A, number: 5, phase: attack, step: encore, first_player: A}
players:
  A:
    deck: 10
    stock: 3
    stage: {center_front: {name: 倒れ, type: character, level: 0, power: 1000, soul: 1, state: reverse}}
  B:
    deck: 10
actions:
  - {do: encore_step}
choices:
  - {player: A, at: cost, choose: ANSWER}
ask: [倒れ.zone, A.stock]
"""


@pytest.mark.parametrize(
    ("answer", "zone", "stock"), [("yes", "A.stage.center_front", 0), ("no", "A.waiting_room", 3)]
)
def test_ws_the_encore_cost_is_answered_at_cost(answer: str, zone: str, stock: int) -> None:
    """The encore's 「(コスト)を支払ってもよい」 (10.2.2) is a cost payment, answered `at: cost`
    as the optional cost of a card's ability and the bond's are (not left open)."""
    r = resolve(loads(ENCORE_AT_COST.replace("ANSWER", f'"{answer}"')))
    assert r.outcome["state"] == {"倒れ.zone": zone, "A.stock": stock}
    assert not r.outcome.get("depends_on")
