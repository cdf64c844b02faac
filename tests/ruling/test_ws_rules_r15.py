"""Weiß Schwarz rules and scenario-format points settled in round 15 (the r14 development files,
s10ws2), each on a minimal board of its own."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone

# ------------- an open choice's branches that a later answer of the scenario rules out

LOOK = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 0
    stock: 1
    deck: [{{name: 山1, type: character}}, {{name: 山2, type: character}}, 8]
    hand:
      - {{name: 探し物, type: event, level: 0, cost: 0, text: "あなたは自分の山札を上から2枚まで見て、キャラを1枚まで選び、手札に加え、残りのカードを控え室に置く。"}}
  B:
    deck: 10
actions:
  - {{do: play, player: A, card: 探し物}}
choices:
  - {{player: A, choose: {pick}}}
ask: [山1.zone, 山2.zone]
"""


def test_branches_a_later_answer_rules_out_are_set_aside() -> None:
    """「山札を上から2枚まで見て」 left unanswered (3.2.3.1, 8.6.3.1.1: 0, 1 or 2 cards) and the
    writer answers the card chosen next, 山2: only looking at 2 cards lets A choose 山2, so the
    branches 0 and 1 — where no choice takes that answer — are set aside and said to be; the
    ruling is the one branch left (山2 to the hand, 山1 to the waiting room)."""
    r = resolve(loads(LOOK.format(pick="山2"), "t.yaml"))
    assert not unsupported(r)
    assert len(r.leaves) == 1
    assert r.outcome["state"] == {"山1.zone": "A.waiting_room", "山2.zone": "A.hand"}
    assert any(w.key == "branches_ruled_out_by_answer" for w in r.main.warnings)
    # 山1 is among the cards looked at in the branches 1 and 2: both are kept, no note
    r = resolve(loads(LOOK.format(pick="山1"), "t.yaml"))
    assert len(r.leaves) == 2
    assert all(lf.outcome["state"]["山1.zone"] == "A.hand" for lf in r.leaves)


def test_an_answer_no_branch_takes_is_still_refused() -> None:
    """An answer no branch can take (a card that is nowhere to be chosen) rules every branch
    out: it is refused as an answer to the first choice, as before."""
    with pytest.raises(ScenarioError, match=r"choices\[0\]"):
        resolve(loads(LOOK.format(pick="どこにもない"), "t.yaml"))


# ------------------------ markers in place of stock: the replacement the text's form is

MARKER = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 0
    stock: 0
    deck: [{name: 山1, type: character}, 9]
    hand:
      - {name: 催し, type: event, level: 0, cost: 1, text: "あなたは1枚引く。"}
    stage:
      left_front: {name: 檸檬, type: character, level: 1, power: 4000, soul: 1, text: "【永】 あなたが自分の手札のイベントのコストを払う時、このカードの下のマーカー1枚を、ストック1枚のかわりに控え室に置いてよい。"}
    markers: {left_front: [{name: 札, type: character}]}
  B:
    deck: 10
actions:
  - {do: play, player: A, card: 催し}
"""


def test_a_marker_in_place_of_stock_is_a_replacement() -> None:
    """「（コストを）払う時、…マーカー1枚を、ストック1枚のかわりに控え室に置いてよい」 has the form of
    a replacement (8.2.1.3: 「(行動 A)する時、かわりに(行動 B)する」): the stock card put into
    the waiting room for the cost (8.4.3) is replaced by the marker (8.10.1), as the text says
    over the rules (1.3.1)."""
    r = resolve(loads(MARKER, "t.yaml"))
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山1"] and zone(r, "A", "markers.left_front") == []
    for c in ("1.3.1", "8.10.1", "8.2.1.3"):
        assert c in r.main.decided_by


# ---------------- 「『…』という能力を与える」: the apposition names the quote, as 「『…』を与える」

HAND_ENCORE = """\
game: ws
title: t
turn: {{player: A, number: 7, phase: attack, first_player: A}}
players:
  A:
    level: 1
    stock: 0
    hand: [{hand}]
    stage:
      center_front: {{name: 攻め手, type: character, level: 1, power: 5000, soul: 1}}
      left_back: {{name: 応援役, type: character, level: 1, power: 2500, soul: 1, text: "【永】 応援 このカードの前のあなたのキャラすべてに、『【自】 アンコール ［手札のキャラを1枚控え室に置く］』という能力を与える。"}}
    deck: [{{name: 山1, type: character}}, 10]
  B:
    level: 1
    stage: {{center_front: {{name: 受け手, type: character, level: 1, power: 5000, soul: 1}}}}
    deck: 10
actions:
  - {{do: attack, slot: center_front, kind: front}}
  - {{do: encore_step}}
choices:
  - {{player: A, at: encore, choose: yes}}
ask: [攻め手.zone]
"""


def test_an_ability_given_with_toiu_noryoku() -> None:
    """「このカードの前のあなたのキャラすべてに、『【自】 アンコール ［…］』という能力を与える」
    reads as 「…に『…』を与える」 (「という能力」 only names what the quote is): with a character in
    the hand 攻め手 comes back by the given encore (10.2.2, given by 応援 from the back row,
    10.3.2); with none, the encore's cost cannot be paid (8.4.2.2) and the refusal cites why
    the encore was there (10.3.2)."""
    chara = "{name: 手札のキャラ, type: character, level: 0}"
    r = resolve(loads(HAND_ENCORE.format(hand=chara), "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["state"] == {"攻め手.zone": "A.stage.center_front"}
    climax = "{name: 手札のCX, type: climax}"
    r = resolve(loads(HAND_ENCORE.format(hand=climax), "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["state"] == {"攻め手.zone": "A.waiting_room"}
    assert {"8.4.2.2", "10.3.2"} <= set(r.main.decided_by)


# ------------------------------------------- 大活躍 of a reversed character does not apply

STAR = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    level: 1
    deck: [{{name: 山A, type: character}}, 9]
    stage:
      left_front: {{name: 攻め手, type: character, level: 1, power: 5000, soul: 1}}
  B:
    level: 1
    deck: [{{name: 山B1, type: character}}, {{name: 山B2, type: character}}, 8]
    stage:
      center_front: {{name: 看板, type: character, level: 1, power: 3000, soul: 1, state: {state}, text: "【永】 大活躍"}}
actions:
  - {{do: attack, slot: left_front}}
ask: [攻め手.soul, B.clock]
"""


@pytest.mark.parametrize("state", ["stand", "reverse"])
def test_great_performance_of_a_reversed_character(state: str) -> None:
    """10.6.2 「このキャラがあなたの前列中央の枠にリバースしていない状態であるかぎり」: standing, the
    attack of the character with nothing opposite is a front attack on 看板 (no direct-attack
    soul); reversed, 大活躍 does not apply — a direct attack (7.2.1.4.1, soul +1), and the ruling
    cites 10.6.2 for why it did not."""
    r = resolve(loads(STAR.format(state=state), "t.yaml"))
    assert not unsupported(r)
    soul = r.outcome["state"]["攻め手.soul"]
    assert soul == (1 if state == "stand" else 2)
    assert "10.6.2" in r.main.decided_by


# ------------- 8.11.2: the battle-opponent relation of a card that moved before its ability

MOVED = """\
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    level: 1
    deck: [{name: 山A, type: character}, 9]
    stage:
      center_front: {name: 暦, type: character, level: 1, power: 6000, soul: 1, text: "【自】 このカードのバトル相手が【リバース】した時、あなたはそのキャラを山札の上に置いてよい。"}
  B:
    level: 1
    deck: 10
    stage:
      center_front: {name: ミッシェル, type: character, level: 1, power: 4000, soul: 1, text: "【自】 このカードが【リバース】した時、このカードのバトル相手のレベルが1以下なら、あなたはそのキャラを【リバース】してよい。"}
actions:
  - {do: attack, slot: center_front, kind: front}
choices:
  - {player: A, choose: yes}
  - {player: B, choose: yes}
ask: [暦.state, ミッシェル.zone]
"""


def test_battle_opponent_read_as_before_the_move() -> None:
    """Both abilities trigger on ミッシェル's reverse; A's, the turn player's, resolves first and
    puts her on top of B's deck. Hers is still played (8.7.7) and reads 暦 as her battle
    opponent as before the move (8.11.2, the last information): 暦 is reversed."""
    r = resolve(loads(MOVED, "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["state"] == {"暦.state": "reverse", "ミッシェル.zone": "B.deck"}
    assert {"8.7.7", "8.11.2"} <= set(r.main.decided_by)


# --------- a prohibition on events refuses a counter event: what it wins over is 7.4.1.2.1

COUNTER = """\
game: ws
title: t
turn:
  player: A
  number: 6
  phase: attack
  step: counter
  first_player: A
  attack: {attacker: A.center_front, defender: B.center_front, kind: front}
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {name: 攻め手, type: character, level: 1, power: 6000, soul: 1}
  B:
    level: 1
    stock: 2
    deck: 10
    clock: [{name: 赤, type: character, color: RED}]
    hand:
      - {name: 助け舟, type: event, level: 0, cost: 0, color: RED, text: "【カウンター】 あなたは自分のキャラを1枚選び、そのターン中、パワーを＋3500。"}
    stage:
      center_front: {name: 守り手, type: character, level: 1, power: 5000, soul: 1}
      left_back: {name: 禁じ手, type: character, level: 1, power: 1000, soul: 1, text: "BAN"}
actions:
  - {do: play, player: B, card: 助け舟}
ask: [助け舟.zone]
"""


def test_a_counter_event_refused_by_a_prohibition_cites_the_counter_step() -> None:
    """「あなたはイベントを手札からプレイできない」 on B's stage: B's counter event in the counter step
    is refused (1.3.3, the prohibition wins) and the ruling names the permission it wins over
    (7.4.1.2.1: a counter-icon event may be played there); with no prohibition it is played."""
    text = "【永】 あなたはイベントを手札からプレイできない。"
    r = resolve(loads(COUNTER.replace("BAN", text), "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["state"] == {"助け舟.zone": "B.hand"}
    assert {"1.3.3", "7.4.1.2.1"} <= set(r.main.decided_by)
    r = resolve(loads(COUNTER.replace("BAN", ""), "t.yaml"))
    assert r.outcome["state"] == {"助け舟.zone": "B.waiting_room"}


# ------------------ a card the scenario gives no name nor type: branched on or stated, never 0

MILL = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    deck: DECK
    hand:
      - {name: 占い, type: event, level: 0, cost: 0, text: "あなたは自分の山札の上から1枚を、控え室に置く。そのカードが《怪異》のキャラなら、あなたは1枚引く。"}
  B:
    deck: 10
actions:
  - {do: play, player: A, card: 占い}
ask: [A.hand]
"""


def test_a_condition_on_a_card_not_described_is_branched_on() -> None:
    """「そのカードが《怪異》のキャラなら」 on the top card of a deck given as a count: whether it is
    one is a value the scenario does not give — the ruling branches on it (A draws, or not);
    on a described card it is read."""
    r = resolve(loads(MILL.replace("DECK", "5"), "t.yaml"))
    assert not unsupported(r)
    assert sorted(lf.outcome["state"]["A.hand"] for lf in r.leaves) == [0, 1]
    assert all(c.unknown for lf in r.leaves for c in lf.choices)
    known = "[{name: 山1, type: character, traits: [怪異]}, 4]"
    r = resolve(loads(MILL.replace("DECK", known), "t.yaml"))
    assert len(r.leaves) == 1 and r.outcome["state"]["A.hand"] == 1


def test_a_cost_paid_with_a_card_not_described_is_stated() -> None:
    """An encore 「［手札のキャラを1枚控え室に置く］」 paid with a hand given as a count: the card is
    taken to meet 「手札のキャラ」 and the ruling says so (not_given_taken_to_meet)."""
    src = HAND_ENCORE.format(hand="").replace("hand: []", "hand: 1")
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["state"] == {"攻め手.zone": "A.stage.center_front"}
    keys = [w.key for w in r.main.warnings if w.kind == "assumption"]
    assert "not_given_taken_to_meet" in keys


# --------------------- 「クロックの上から1枚までを」 from an empty clock: not done (1.3.2)

HEAL = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    clock: CLOCK
    deck: [{name: 山1, type: character}, 9]
    hand:
      - {name: 癒し, type: event, level: 0, cost: 0, text: "あなたは自分のクロックの上から1枚までを、控え室に置き、あなたは1枚引く。"}
  B:
    deck: 10
actions:
  - {do: play, player: A, card: 癒し}
ask: [A.hand, A.clock]
"""


def test_up_to_one_from_an_empty_zone_is_not_done() -> None:
    """With the clock empty there is nothing to put: that step is simply not done (1.3.2) and
    the draw after it is done all the same; the ruling says why. With a card there it is
    put (the master's choice how many, 8.6.3.1.1)."""
    r = resolve(loads(HEAL.replace("CLOCK", "[]"), "t.yaml"))
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": 1, "A.clock": 0}
    assert "1.3.2" in r.main.decided_by
    r = resolve(loads(HEAL.replace("CLOCK", "[{name: 傷, type: character}]"), "t.yaml"))
    assert any(lf.outcome["state"] == {"A.hand": 1, "A.clock": 0} for lf in r.leaves)
