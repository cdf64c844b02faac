"""vg round 51 (issue 14, s48vgB): steps that now cite the procedure or principle they apply —
each on a minimal board of its own.

- a selective replacement (「…する際、かわりに[選択]してよい。そうしたら、…」) cites 11.3.1.3.2 and
  11.12.3, a plain one 11.3.1.3.1;
- a card revealed (as a cost or by an effect) stays in its zone: 7.10.4;
- a pending automatic ability of a card that left is played all the same: 11.9.9 decides what
  becomes of that card;
- 「１枚まで選び」 with none chosen: 11.8.4.1.3; a requirement on the result of the sentence
  before (「退却させたら」) rests on the step that gave the result;
- a search of a public zone: the zone's clause (4.7.2) and the number's duty (11.8.4.1);
- 「ヴァンガードにアタックしてヒットした時」: 10.1.4;
- persona ride's +10000 under the reading of 11.11.4: a unit put in the front row later is
  left out, and its value cites 11.11.4.
"""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads

HEAD = """\
game: vg
title: t
turn: {player: A, number: 6, phase: PHASE, first_player: A}
"""
B = """\
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
"""


def _run(body: str, phase: str = "main") -> Any:
    return resolve(loads(HEAD.replace("PHASE", phase) + body, "t.yaml"))


def _text(text: str, a: str, choices: str = "", ask: str = "") -> Any:
    return _run(
        "players:\n  A:\n    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}\n"
        f"{a}    deck: 10\n{B}"
        f'actions:\n  - {{do: main_phase, actions: [{{do: resolve_text, player: A, text: "{text}"}}]}}\n'
        + (f"choices:\n{choices}" if choices else "")
        + (f"ask: {ask}\n" if ask else "")
    )


REPLACE = """\
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    deck: [{name: 外れ, type: normal, grade: 1, trigger: none}, 9]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    left_front: {name: 兵, type: normal, grade: 2, power: 9000, text: "TEXT"}
    damage: [{name: 傷, type: normal, face: up}]
    deck: 10
actions:
  - {do: attack, attacker: vanguard, target: left_front}
CHOICES
ask: [B.left_front]
"""


def test_selective_replacement_cites_its_clauses() -> None:
    text = (
        "【永】【(R)】：このユニットが退却する際、かわりにあなたは【カウンターブラスト】(1)"
        "してよい。そうしたら、このユニットをレストする。"
    )
    body = REPLACE.replace("TEXT", text).replace(
        "CHOICES", "choices:\n  - {player: B, at: replacement_optional, choose: yes}"
    )
    r = _run(body, "battle")
    assert r.outcome["state"]["B.left_front"] == ["兵(rest)"]
    assert {"11.3.1.3.2", "11.12.3"} <= set(r.decided_by)
    assert "11.3.1.3.1" not in r.decided_by


def test_plain_replacement_cites_11_3_1_3_1() -> None:
    text = "【永】【(R)】：このユニットが退却する際、かわりにバインドする。"
    body = REPLACE.replace("TEXT", text).replace("CHOICES", "")
    r = _run(body.replace("ask: [B.left_front]", "ask: [兵.zone]"), "battle")
    assert r.outcome["state"]["兵.zone"] == "B.bind"
    assert "11.3.1.3.1" in r.decided_by
    assert "11.3.1.3.2" not in r.decided_by


def test_revealed_cost_card_stays_in_hand() -> None:
    r = _run(
        """\
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000,
               text: "【起】【(V)】：【コスト】[手札からグレード３のカードを１枚公開する]、あなたの手札が３枚以上なら、１枚引く。"}
    hand: [{name: 竜, type: normal, grade: 3}, {name: 兵, type: normal, grade: 1}, {name: 盾, type: normal, grade: 0}]
    deck: 10
"""
        + B
        + """\
actions:
  - {do: main_phase, actions: [{do: activate, card: 覇竜}]}
ask: [A.hand, 竜.zone]
"""
    )
    assert r.outcome["state"]["A.hand"] == 4
    assert "7.10.4" in r.decided_by


def test_pending_auto_of_a_card_gone_cites_11_9_9() -> None:
    r = _run(
        """\
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000,
               text: "【自】【(V)】：このユニットがアタックした時、相手のリアガードを１枚選び、退却させる。"}
    deck: [{name: 外れ, type: normal, grade: 1, trigger: none}, 9]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    left_front: {name: 見張り, type: normal, grade: 1, power: 8000,
                 text: "【自】【(R)】：相手のユニットがアタックした時、そのターン中、このユニットのパワー+5000。"}
    deck: [{name: 無印, type: normal, grade: 2, trigger: none}, 9]
actions:
  - {do: attack, attacker: vanguard, target: vanguard}
choices:
  - {player: A, at: choose, choose: 見張り}
ask: [見張り.zone]
""",
        "battle",
    )
    assert r.outcome["state"]["見張り.zone"] == "B.drop"
    assert "11.9.9" in r.decided_by


def test_up_to_none_chosen_and_the_result_read() -> None:
    r = _text(
        "あなたのリアガードを１枚まで選び、退却させる。退却させたら、１枚引く。",
        "    left_front: {name: 甲, type: normal, grade: 1, power: 8000}\n    hand: []\n",
        "  - {player: A, at: choose, choose: none}\n",
        "[A.hand]",
    )
    assert r.outcome["state"]["A.hand"] == 0
    assert {"11.8.4.1.1", "11.8.4.1.3", "11.2.3", "11.2.4"} <= set(r.decided_by)


def test_search_of_the_drop_cites_the_zone_public() -> None:
    r = _text(
        "あなたのドロップからグレード１のカードを１枚探し、手札に加える。",
        "    drop: [{name: 兵, type: normal, grade: 1}, {name: 竜, type: normal, grade: 3}]\n"
        "    hand: []\n",
        ask="[兵.zone]",
    )
    assert r.outcome["state"]["兵.zone"] == "A.hand"
    assert {"7.11.3", "4.7.2", "11.8.4.1"} <= set(r.decided_by)


def test_search_of_the_deck_cites_the_zone_hidden() -> None:
    r = _text(
        "あなたの山札からグレード１のカードを１枚まで探し、手札に加え、山札をシャッフルする。",
        "    hand: []\n",
        ask="[A.hand]",
    )
    assert {"7.11.2", "4.5.2"} <= set(r.decided_by)


def test_hit_on_vanguard_trigger_not_met_cites_10_1_4() -> None:
    r = _run(
        """\
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 猛者, type: normal, grade: 2, power: 12000,
                 text: "【自】【(R)】：このユニットがヴァンガードにアタックしてヒットした時、１枚引く。"}
    hand: []
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    right_front: {name: 歩兵, type: normal, grade: 1, power: 8000}
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: right_front}
ask: [A.hand]
expect: {triggered: {猛者: 0}}
""",
        "battle",
    )
    assert r.outcome["state"]["A.hand"] == 0
    assert "10.1.4" in r.decided_by


def test_persona_ride_fixed_reading_cites_11_11_4() -> None:
    r = _run(
        """\
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    hand: [{name: 乙, type: normal, grade: 2, power: 10000}]
    deck: 10
"""
        + B
        + """\
actions:
  - do: main_phase
    actions:
      - {do: resolve_text, player: A, text: "ペルソナライドを発動させる。"}
      - {do: call, card: 乙, circle: right_front}
ask: [乙.power]
"""
    )
    # the engine's reading (while in the front row) and the other (fixed when made, 11.11.4)
    assert r.outcome["state"]["乙.power"] == 20000
    assert [lf.outcome["state"]["乙.power"] for lf in r.alternates] == [10000]
    assert "11.11.4" in r.decided_by
