"""Weiß Schwarz rules clauses no engine rule cited before round 16's coverage pass (s12cover4),
each on a minimal board of its own; the expectations are read off the rules text."""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import unsupported


def _ruling(players: str, phase: str = "main") -> Any:
    """The ws ruling of ``players`` (the players, actions, choices and ask as YAML) on A's turn 5
    in ``phase``, A first; its card texts all read (no unsupported line)."""
    head = f"game: ws\ntitle: t\nturn: {{player: A, number: 5, phase: {phase}, first_player: A}}\n"
    r = resolve(loads(head + "players:\n" + players, "t.yaml"))
    assert not unsupported(r)
    return r


# ------------- 3.12.2.2.2 / 3.9.2.2.2: a face-down card of the memory / level zone leaving it
# 「思い出置場の裏向きのカードが他の領域に移動する場合、移動先の領域で表向きになるか裏向きのままかは
#   移動先の領域に従います。移動先が非公開領域の場合、移動時に裏向きのカードの内容を公開することは
#   ありません。」 (3.12.2.2.2; 3.9.2.2.2 says the same of the level zone)

MEMORY = """\
  A:
    level: 1
    hand: [{{name: 暴く札, type: event, level: 0, cost: 0, color: BLUE, text: "あなたは相手の思い出置場の裏向きのカードを1枚選び、{dest}。"}}]
    deck: 10
  B:
    memory: [{{name: 伏せ札, type: character, level: 2, power: 8000, face: down}}, {{name: 表札, type: character}}]
    deck: 10
actions:
  - {{do: play, player: A, card: 暴く札}}
ask: [伏せ札.zone, 伏せ札.face]
"""


@pytest.mark.parametrize(
    ("dest", "zone", "face"),
    [
        ("控え室に置く", "B.waiting_room", "up"),  # a public zone: face up there
        ("クロック置場に置く", "B.clock", "up"),  # the clock is public too (P5's 予告状 line)
        ("山札の上に置く", "B.deck", "down"),  # a hidden zone: it stays face down
    ],
)
def test_face_down_memory_card_takes_the_face_of_its_destination(
    dest: str, zone: str, face: str
) -> None:
    """The face-down memory card moved by the effect is face up in the waiting room and the
    clock, face down in the deck (3.12.2.2.2); the move cites 3.12.2.2.2."""
    r = _ruling(MEMORY.format(dest=dest))
    assert r.outcome["state"]["伏せ札.zone"] == zone
    assert r.outcome["state"]["伏せ札.face"] == face
    assert "3.12.2.2.2" in r.decided_by


def test_face_up_memory_card_does_not_cite_the_face_down_rule() -> None:
    """The same move of a face-up memory card: 3.12.2.2.2 is not what decides it."""
    text = MEMORY.format(dest="控え室に置く").replace("裏向きのカード", "カード")
    text = text.replace(", face: down}, {name: 表札, type: character}]", "}]")
    r = _ruling(text)
    assert r.outcome["state"]["伏せ札.zone"] == "B.waiting_room"
    assert "3.12.2.2.2" not in r.decided_by


LEVEL_SWAP = """\
  A:
    level: [{{name: 伏せレベル, type: character, level: 2{face}}}]
    hand: [{{name: 入替札, type: event, level: 0, cost: 0, color: BLUE, text: "あなたは自分のレベル置場のカードと控え室のカードを1枚ずつ選び、入れ替える。"}}]
    waiting_room: [{{name: 控えの札, type: character, level: 1}}]
    deck: 10
  B:
    deck: 10
actions:
  - {{do: play, player: A, card: 入替札}}
ask: [伏せレベル.zone, 伏せレベル.face, 控えの札.zone, 控えの札.face]
"""


@pytest.mark.parametrize("down", [True, False])
def test_level_zone_swap_faces(down: bool) -> None:
    """A level card swapped with a waiting-room card: the waiting-room card goes to the level
    zone face up (3.9.2.1 「特に指示がないかぎり、レベル置場に置かれるカードは表向きです」); the level
    card, face down or not, is face up in the waiting room — for a face-down one because the
    zone it goes to decides its face (3.9.2.2.2), cited only then."""
    r = _ruling(LEVEL_SWAP.format(face=", face: down" if down else ""))
    st = r.outcome["state"]
    assert (st["伏せレベル.zone"], st["伏せレベル.face"]) == ("A.waiting_room", "up")
    assert (st["控えの札.zone"], st["控えの札.face"]) == ("A.level", "up")
    assert "3.9.2.1" in r.decided_by
    assert ("3.9.2.2.2" in r.decided_by) is down


# ------------- 8.11.1: an effect reads a card that moved from its slot as it last was there
# 「ある効果が特定のカードの情報や配置状態を参照している場合、その効果の実行時にそのカードがその領域から、
#   枠から枠以外の移動を行っていた場合、その効果は、そのカードが最後にその領域にあったときの情報や
#   配置状態を参照します。」

LAST_KNOWN = """\
  A:
    level: 1
    hand: [{{name: 送還札, type: event, level: 0, cost: 0, color: BLUE, text: "あなたは相手のキャラを1枚選び、{move}相手にＸダメージを与える。Ｘはそのキャラのレベルに等しい。"}}]
    deck: 10
  B:
    stage: {{center_front: {{name: 上がる者, type: character, level: 1, power: 5000, soul: 1{text}}}}}
    deck: [{{name: B山1, type: character}}, {{name: B山2, type: character}}, {{name: B山3, type: character}}, 10]
actions:
  - {{do: play, player: A, card: 送還札}}
ask: [上がる者.zone, B.clock]
"""

PLUS_ONE = ', text: "【永】 このカードのレベルを＋1。"'


@pytest.mark.parametrize(
    ("move", "text", "zone", "clock", "lki"),
    [
        # returned to the hand: its level as it last was on the stage, 1 + 1 = 2 (8.11.1)
        ("手札に戻し、", PLUS_ONE, "B.hand", 2, True),
        # not moved: its level on the stage now, 2; 8.11.1 is not what decides it
        ("", PLUS_ONE, "B.stage.center_front", 2, False),
        # moved, with no effect on its level there: printed 1 either way, read off the stage
        ("手札に戻し、", "", "B.hand", 1, True),
    ],
)
def test_x_reads_a_character_that_left_the_stage_as_it_last_was(
    move: str, text: str, zone: str, clock: int, lki: bool
) -> None:
    r = _ruling(LAST_KNOWN.format(move=move, text=text))
    assert r.outcome["state"]["上がる者.zone"] == zone
    assert r.outcome["state"]["B.clock"] == clock
    assert ("8.11.1" in r.decided_by) is lki


# ------------- 4.11.1.2.1: a player named as dealing an ability's damage: the card is the source
# 「このとき、ダメージの発生源がプレイヤーである場合、かわりにそのダメージの発生源はカード自身となります。」

BURN = """\
  A:
    level: 1
    hand: [{{name: 火花, type: event, level: 0, cost: 0, color: RED, text: "{text}"}}]
    deck: 10
  B:
    deck: [{{name: B山1, type: character}}, 10]
actions:
  - {{do: play, player: A, card: 火花}}
ask: [B.clock]
"""


@pytest.mark.parametrize(
    ("text", "named"),
    [("あなたは相手に1ダメージを与える。", True), ("相手に1ダメージを与える。", False)],
)
def test_damage_the_text_has_its_player_deal_comes_from_the_card(text: str, named: bool) -> None:
    """「あなたは相手に1ダメージを与える」: the text names the player as dealing it; the source is
    the event itself all the same (4.11.1.2, 4.11.1.2.1), cited only where a player is named."""
    r = _ruling(BURN.format(text=text))
    assert r.outcome["state"]["B.clock"] == 1
    assert "4.11.1.2" in r.decided_by
    assert ("4.11.1.2.1" in r.decided_by) is named


# ------------- 7.3.1.2.3.1: 「このカードのトリガーチェック」 is the one of this card's attack
# 「能力や効果が「このカードのトリガーチェック」を参照する場合、それは「このカードの攻撃中に実行される
#   トリガーチェック」を参照します。」

OWN_CHECK = """\
  A:
    deck: [{{name: 合図, type: climax, trigger: [soul]}}, 9]
    stage:
      center_front: {{name: 狙撃手, type: character, level: 1, power: 5000, soul: 1, text: "【自】 このカードのトリガーチェックでクライマックスがでた時、あなたは1枚引く。"}}
      left_front: {{name: 僚友, type: character, level: 1, power: 5000, soul: 1}}
  B:
    deck: [{{name: 傷一, type: character}}, {{name: 傷二, type: character}}, 6]
actions:
  - {{player: A, do: attack, slot: {slot}}}
ask: [A.hand]
"""


@pytest.mark.parametrize(("slot", "drawn"), [("center_front", 1), ("left_front", 0)])
def test_this_cards_trigger_check_is_the_one_of_its_attack(slot: str, drawn: int) -> None:
    """The climax comes out of the trigger check of 狙撃手's own attack: its ability triggers
    and A draws (7.3.1.2.3.1 cited); out of 僚友's attack's check it does not."""
    r = _ruling(OWN_CHECK.format(slot=slot), phase="attack")
    assert r.outcome["state"]["A.hand"] == drawn
    assert ("7.3.1.2.3.1" in r.decided_by) is bool(drawn)


# ------------- 4.3.6 / 4.3.2: the master of a continuous ability is the master of its card
# 「永続能力のマスターとは、その能力を有するカードやその能力を発生した効果のマスターを指します。」 (4.3.6)
# 「いずれかの領域に置かれているカードのマスターとは、その領域が属しているプレイヤーを指します。」 (4.3.2)

SUPPORT = """\
  A:
    stage: {center_front: {name: A前, type: character, level: 0, power: 3000, soul: 1}}
    deck: 5
  B:
    stage:
      left_back: {name: B後, type: character, level: 0, power: 1000, soul: 1, text: "【永】 あなたのキャラすべてに、パワーを＋500。"}
      center_front: {name: B前, type: character, level: 0, power: 3000, soul: 1}
    deck: 5
actions:
  - {do: check_timing}
ask: [A前.power, B前.power]
"""


def test_you_of_a_continuous_ability_is_the_master_of_its_card() -> None:
    """B後 is in B's stage, so B is its master (4.3.2) and the master of its continuous ability
    (4.3.6): 「あなたのキャラ」 are B's — B前 3500, A前 3000 though it is A's turn."""
    r = _ruling(SUPPORT)
    assert r.outcome["state"]["B前.power"] == 3500
    assert r.outcome["state"]["A前.power"] == 3000
    assert {"4.3.2", "4.3.6"} <= set(r.decided_by)


# ------------- 4.3.5: the master of an automatic ability is the master of its card
# 「自動能力のマスターとは、その能力を有するカードやその能力を発生した効果のマスターを指します。」

TWO_PENDING = """\
  A:
    level: 1
    hand: [{name: 新入り, type: character, level: 0, cost: 0, power: 1000, soul: 1}]
    stage:
      left_back: {name: 見張り1, type: character, level: 0, power: 1000, soul: 1, text: "【自】 他のあなたのキャラが手札から舞台に置かれた時、あなたは1枚引く。"}
      right_back: {name: 見張り2, type: character, level: 0, power: 1000, soul: 1, text: "【自】 他のあなたのキャラが手札から舞台に置かれた時、あなたは自分の山札の上から1枚を、控え室に置く。"}
    deck: [{name: 山1, type: character}, {name: 山2, type: character}, 5]
  B: {deck: 5}
actions:
  - {player: A, do: play, card: 新入り, slot: center_front}
choices:
  - {player: A, at: pending_order, choose: "{first}"}
ask: [山1.zone, 山2.zone]
"""


@pytest.mark.parametrize(
    ("first", "drawn", "milled"), [("見張り1", "山1", "山2"), ("見張り2", "山2", "山1")]
)
def test_the_master_of_the_pending_abilities_orders_them(
    first: str, drawn: str, milled: str
) -> None:
    """Both abilities are A's (their cards are on A's stage: 4.3.5, 4.3.2), so A picks which
    is played first (8.5.1.2, 8.7.3.1): drawing first takes 山1, milling first leaves 山2."""
    r = _ruling(TWO_PENDING.replace("{first}", first))
    assert r.outcome["state"][f"{drawn}.zone"] == "A.hand"
    assert r.outcome["state"][f"{milled}.zone"] == "A.waiting_room"
    assert {"4.3.5", "8.5.1.2"} <= set(r.decided_by)


# ------------- 3.7.1.2: the marker zone is a zone of its own, not part of the stage
# 「マーカー置場は枠と対応関係にはありますが、その枠が属している舞台内には存在せず、独立した領域になります。」

MARKER_LEAVES = """\
  A:
    level: 1
    hand: [{name: 退場札, type: event, level: 0, cost: 0, color: BLUE, text: "あなたは自分のキャラを1枚選び、控え室に置く。"}]
    stage:
      center_front: {name: 本体, type: character, level: 1, power: 5000, soul: 1}
      left_back: {name: 見張り, type: character, level: 0, power: 1000, soul: 1, text: "【自】 他のあなたのキャラが舞台から控え室に置かれた時、あなたは1枚引く。"}
    markers: {center_front: [{name: 印, type: character, face: up}]}
    deck: 10
  B: {deck: 10}
actions:
  - {do: play, player: A, card: 退場札}
choices:
  - {player: A, choose: 本体}
ask: [A.hand, 印.zone]
"""


def test_a_marker_going_to_the_waiting_room_is_not_put_there_from_the_stage() -> None:
    """本体 goes from the stage to the waiting room and its marker 印 (a character card) goes with
    it (3.7.3.2); 印 comes from the marker zone, outside the stage (3.7.1.2), so 見張り's
    「…キャラが舞台から控え室に置かれた時」 triggers once: A draws 1, not 2."""
    r = _ruling(MARKER_LEAVES)
    assert r.outcome["state"]["印.zone"] == "A.waiting_room"
    assert r.outcome["state"]["A.hand"] == 1
    assert "3.7.1.2" in r.decided_by


LAST_KNOWN_IF = LAST_KNOWN.replace(
    "相手にＸダメージを与える。Ｘはそのキャラのレベルに等しい。",
    "そのキャラのレベルが{{n}}以上なら、相手に1ダメージを与える。",
)


@pytest.mark.parametrize(
    ("n", "text", "clock"),
    [
        (2, PLUS_ONE, 1),  # level 2 as it last was on the stage (1 + 1): met (8.11.1)
        (3, PLUS_ONE, 0),  # 2 is not 3 or more: not met, 8.11.1 still what it read
        (2, "", 0),  # printed 1 on the stage too: not met
    ],
)
def test_a_condition_reads_a_character_that_left_the_stage_as_it_last_was(
    n: int, text: str, clock: int
) -> None:
    """「…を1枚選び、手札に戻し、そのキャラのレベルが2以上なら、相手に1ダメージを与える」: the level
    the condition compares is the one the character had on the stage it left (8.11.1), its
    continuous +1 included — not the printed 1 it has in the hand."""
    scn = LAST_KNOWN_IF.format(move="手札に戻し、", text=text).replace("{n}", str(n))
    r = _ruling(scn)
    assert r.outcome["state"]["上がる者.zone"] == "B.hand"
    assert r.outcome["state"]["B.clock"] == clock
    assert "8.11.1" in r.decided_by
