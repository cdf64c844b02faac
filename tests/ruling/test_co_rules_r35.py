"""co rules found through the round-35 blind files (s31rulesVGCOMC; round 35), each in general form
on a minimal case with its neighbour that must not change (issue 14)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state as _state


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


# --- 4.2.12: each move / read of whose card it is cites the list item that says so ---

_CRASH = """game: co
title: t
turn: {player: A, number: 7, phase: main}
players:
  A:
    hp: 20
    energy: 3
    deck: 10
    hand:
      - {name: 大災厄, type: event, cost: 3, text: "使い捨て\\nフィールドに出ているすべてのカードをクラッシュする。"}
    field: [{name: 兵, type: character, ap: 1, dp: 2}]
  B:
    hp: 20
    deck: 10
    field: [%s]
actions:
  - {do: play, card: 大災厄}
ask: [呪符.zone]
"""


def test_crashed_card_goes_to_its_owners_dustbox_citing_the_owner_item() -> None:
    """B's item set on A's character crashes with it: to B's dustbox, by 4.2.12#li2."""
    r = _run(
        _CRASH
        % '{name: 呪符, type: item, set_on: 兵, text: "キャラクターにセット。\\nセットされたキャラクターは、「+1:+0」の修正を受ける。"}'
    )
    assert _state(r, "呪符.zone") == "B.dustbox"
    assert {"4.2.4", "4.2.12#li2"} <= set(r.decided_by)


_UNTAP = """game: co
title: t
turn: {player: A, number: 9, phase: untap, step: start}
players:
  A:
    hp: 14
    deck: 20
    field: [{name: 剣士, type: character, ap: 2, dp: 3, state: rest}]
  %s:
    hp: 14
    deck: 20
    field:
      - {name: 鎖, type: item, set_on: 剣士, state: rest, text: "キャラクターにセット。\\n『鎖』をタップする:対象のキャラクターに1点のダメージを与える。"}
actions:
  - {do: untap_phase}
ask: [鎖.state]
"""


def test_card_set_by_the_opponent_is_theirs_and_stays_tapped() -> None:
    """B's card set on A's character: B controls it (4.2.12#li1), A's untap leaves it tapped."""
    r = _run(_UNTAP % "B")
    assert {"3.2.2", "4.2.12#li1"} <= set(r.decided_by)


_OWN = """game: co
title: t
turn: {player: A, number: 9, phase: untap, step: start}
players:
  A:
    hp: 14
    deck: 20
    field:
      - {name: 剣士, type: character, ap: 2, dp: 3, state: rest}
      - {name: 鎖, type: item, set_on: 剣士, state: rest, text: "キャラクターにセット。\\n『鎖』をタップする:対象のキャラクターに1点のダメージを与える。"}
  B: {hp: 14, deck: 20}
actions:
  - {do: untap_phase}
ask: [鎖.state]
"""


def test_neighbour_own_card_set_on_own_character_cites_no_control_item() -> None:
    """A's own card set on A's character untaps with it: whose it is needs no 4.2.12."""
    r = _run(_OWN)
    assert _state(r, "鎖.state") == "stand"
    assert "4.2.12#li1" not in r.decided_by and "4.2.12" not in r.decided_by


_TAKE = """game: co
title: t
turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 12
    energy: 2
    deck: 20
    hand:
      - {name: 囁き, type: event, cost: 2, text: "使い捨て\\n対象のキャラクターのコントロール権を得る。"}
  B:
    hp: 12
    deck: 20
    field: [{name: 騎兵, type: character, ap: 3, dp: 2%s}]
actions:
  - {do: play, card: 囁き, target: 騎兵}
ask: [騎兵.zone]
"""


def test_control_taken_of_a_tapped_character_cites_the_example() -> None:
    """4.2.12#ex1: a tapped character taken stays tapped; the move cites the example."""
    r = _run(_TAKE % ", state: rest")
    assert _state(r, "騎兵.zone") == "A.field"
    assert "4.2.12#ex1" in r.decided_by


def test_neighbour_untapped_character_taken_cites_no_example() -> None:
    r = _run(_TAKE % "")
    assert _state(r, "騎兵.zone") == "A.field"
    assert "4.2.12" in r.decided_by and "4.2.12#ex1" not in r.decided_by


# --- 3.4.5.6: what is done in a battle's action timing cites the item of its list ---

_BATTLE = """game: co
title: t
turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 12
    energy: 0
    deck: 20
    hand:
      - {name: 軍師, type: navigator, text: "あなたのターン開始時に、あなたは1エネルギーを得る。"}
    field:
      - {name: 歩兵, type: character, ap: 2, dp: 2}
  B: {hp: 12, deck: 20}
actions:
  - do: attack
    attacker: 歩兵
    defender: none
    after_attack:
      - {do: play, card: 軍師}
ask: [軍師.zone]
"""


def test_card_played_in_a_battle_timing_cites_the_play_item() -> None:
    r = _run(_BATTLE)
    assert _state(r, "軍師.zone") == "A.field"
    assert {"3.4.5.6", "3.4.5.6#li1"} <= set(r.decided_by)
    assert "3.4.5.6#li2" not in r.decided_by


# --- 4.3.5: 「相手のデュエルマスターがカードを引いた直後にのみプレイしてもよい」 ---

_DREW = """game: co
title: t
turn: {player: A, number: 7, phase: draw, step: draw}
players:
  A: {hp: 14, deck: 20, hand: 3}
  B:
    hp: 14
    energy: 0
    deck: 20
    hand:
      - {name: 読心, type: event, cost: 0, text: "使い捨て\\n相手のデュエルマスターがカードを引いた直後にのみプレイしてもよい。\\nあなたは山札からカードを1枚引く。"}
actions:
%s  - {do: play, player: B, card: 読心}
ask: [読心.zone]
"""


def test_card_played_right_after_the_opponents_draw_plays_through_the_draw_step() -> None:
    """Right after A draws, B plays it in A's draw step, which forbids plays (3.3.2): 4.3.5."""
    r = _run(_DREW % "  - {do: draw, player: A, amount: 1}\n")
    assert _state(r, "読心.zone") == "B.dustbox"
    assert {"4.3.5", "3.2.2#2"} <= set(r.decided_by)


def test_neighbour_no_draw_just_made_refuses_the_play() -> None:
    r = _run(_DREW % "")
    assert _state(r, "読心.zone") == "B.hand"
    assert "4.3.5" in r.decided_by


# --- 4.2.9 over 3.4.5.3: 「『X』はタップ状態でもディフェンスを行うことができる」 ---

_WATCH = """game: co
title: t
turn: {player: A, number: 9, phase: main}
players:
  A:
    hp: 10
    deck: 20
    field: [{name: 槍兵, type: character, ap: 2, dp: 2}]
  B:
    hp: 10
    deck: 20
    field: [{name: 番兵, type: character, ap: 2, dp: 3, state: rest%s}]
actions:
  - {do: attack, attacker: 槍兵, defender: 番兵}
ask: [B.hp, 槍兵.zone]
"""


def test_text_lets_a_tapped_character_defend() -> None:
    for text in (
        "『番兵』はタップ状態でもディフェンスを行うことができる。",
        "『番兵』はタップ状態でもディフェンスできる。",
        "このカードはタップ状態でもディフェンスを行える。",
    ):
        r = _run(_WATCH % f', text: "{text}"')
        assert _state(r, "B.hp") == 10 and _state(r, "槍兵.zone") == "A.dustbox", text
        assert {"3.4.5.3", "4.2.9"} <= set(r.decided_by), text


def test_neighbour_tapped_character_without_the_text_cannot_defend() -> None:
    r = _run(_WATCH % "")
    assert _state(r, "B.hp") == 8 and _state(r, "槍兵.zone") == "A.field"


# --- 「あなたに…点のダメージを与える」 and 4.1.2#li1 on a player's own card (own_hp_to_zero) ---

_SELF = """game: co
title: t
turn: {player: A, number: 7, phase: main}
players:
  A:
    hp: %d
    energy: 1
    deck: 20
    hand:
      - {name: 契約, type: event, cost: 1, text: "使い捨て\\nあなたに2点のダメージを与える。そのあと、あなたは山札からカードを2枚引く。"}
  B: {hp: 10, deck: 20}
actions:
  - {do: play, card: 契約}
ask: [A.hp]
"""


def test_damage_to_you_is_dealt_to_the_player_of_the_card() -> None:
    r = _run(_SELF % 5)
    assert _state(r, "A.hp") == 3


def test_own_card_bringing_own_hp_to_zero_runs_both_readings() -> None:
    r = _run(_SELF % 2)
    assert r.outcome.get("loser") == "A"
    assert "4.1.2#li1" in r.outcome.get("depends_on_reading", [])


# --- 4.2.13 / 4.3.8: a card set on a host immune to its type (set_on_host_immune_to_its_type) ---

_IMMUNE = """game: co
title: t
turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 12
    energy: 1
    deck: 20
    hand:
      - {name: 首輪, type: item, cost: 1, text: "キャラクターにセット。\\nセットされたキャラクターは、「−1:−1」の修正を受ける。"}
  B:
    hp: 12
    deck: 20
    field: [{name: 聖女, type: character, ap: 1, dp: 3%s}]
actions:
  - {do: play, card: 首輪, set_on: 聖女}
ask: [聖女.dp]
"""


def test_set_on_a_host_immune_to_its_type_runs_both_readings() -> None:
    r = _run(_IMMUNE % ', text: "『聖女』は、アイテムカードの効果を受けない。"')
    assert _state(r, "聖女.dp") == 3
    assert {"4.2.13", "4.3.8"} <= set(r.outcome.get("depends_on_reading", []))


def test_neighbour_host_not_immune_raises_no_point() -> None:
    r = _run(_IMMUNE % "")
    assert _state(r, "聖女.dp") == 2
    assert "depends_on_reading" not in r.outcome
