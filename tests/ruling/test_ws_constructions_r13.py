"""Weiß Schwarz card-text constructions added in round 13 (issue 12), one at a time: a minimal
ability text in the wording cards use, what it does on a board (``resolve_text``), the case that
must not do it, and a recombination of the construction with another one the compiler already
reads, so that it works wherever the grammar produces it."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

SWAP = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
  B:
    level: 2
    deck: 10
    hand:
      - {{name: 手1, type: character, level: 0}}
    waiting_room:
      - {{name: 控1, type: character, level: 1}}
      - {{name: 控2, type: character, level: 2}}
    stage:
      center_front: {{name: 相手役, type: character, level: {level}, power: 6000, soul: 1}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
{choices}
"""


def run(text: str, level: int = 2, choices: str = ""):  # type: ignore[no-untyped-def]
    return resolve(loads(SWAP.format(text=text, level=level, choices=choices), "t.yaml"))


def zone(r, player: str, z: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.name for c in r.main.final.players[player].zones[z]]


def unsupported(r) -> list[str]:  # type: ignore[no-untyped-def]
    return [w.en for w in r.main.warnings if w.kind == "unsupported"]


# ------------------------------------------- a swap whose first card an earlier sentence chose

EARLIER = (
    "あなたは相手のレベル1以上のキャラを1枚選んでよい。そうしたら、相手は自分の控え室のレベル"
    "Ｘ以下のキャラを1枚選び、入れ替える。Ｘはあなたが選んだキャラのレベル－1に等しい。"
)

YES = "choices:\n  - {player: A, at: choose, choose: 相手役}"


def test_swap_with_a_card_chosen_in_the_sentence_before() -> None:
    """「あなたは…を1枚選んでよい。そうしたら、相手は…を1枚選び、入れ替える」 (8.8.1; the master's
    choice 8.6.3, optional by 「てよい」, 「そうしたら」 1.3.2): B's chosen character (level 2, so
    X = 1) and the level-1 character B chooses from the waiting room swap places — 控1 into the
    slot standing, 相手役 into the waiting room where 控1 was."""
    r = run(EARLIER, choices=YES)
    assert not unsupported(r)
    on = r.main.final.players["B"].zones["stage.center_front"]
    assert [c.name for c in on] == ["控1"] and on[0].orientation == "stand"
    assert zone(r, "B", "waiting_room") == ["相手役", "控2"]


def test_swap_with_an_earlier_choice_not_done() -> None:
    """The master declines the optional choice: 「そうしたら」 has nothing to go on (1.3.2), so B
    chooses nothing and nothing is swapped; and with a level-1 character chosen X is 0, B can
    choose no card and nothing is swapped either."""
    no = "choices:\n  - {player: A, at: choose, choose: none}"
    r = run(EARLIER, choices=no)
    assert not unsupported(r)
    assert zone(r, "B", "stage.center_front") == ["相手役"]
    assert zone(r, "B", "waiting_room") == ["控1", "控2"]
    r = run(EARLIER, level=1, choices=YES)
    assert not unsupported(r)
    assert zone(r, "B", "stage.center_front") == ["相手役"]
    assert zone(r, "B", "waiting_room") == ["控1", "控2"]


def test_swap_with_an_earlier_choice_recombined() -> None:
    """The same construction with another zone and no X (「相手は自分の手札のキャラを1枚選び、入れ
    替える」): the hand card goes to the slot, the chosen character to the hand."""
    text = (
        "あなたは相手のキャラを1枚選んでよい。そうしたら、相手は自分の手札のキャラを1枚選び、"
        "入れ替える。"
    )
    r = run(text, choices=YES)
    assert not unsupported(r)
    assert zone(r, "B", "stage.center_front") == ["手1"]
    assert zone(r, "B", "hand") == ["相手役"]
    assert zone(r, "B", "waiting_room") == ["控1", "控2"]


# ------------------------------------------------ 「N回行ったら、…」 after N trigger checks

ATTACK = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    level: 1
    deck: [{{name: 一枚目, type: character}}, {{name: 二枚目, type: character}}, 5]
    stage:
      center_front: {{name: 攻撃役, type: character, level: 1, power: 4500, soul: 1, text: "{atext}"}}
  B:
    deck: [{{name: 札1, type: character}}, 5]
    stage: {{center_front: {{name: 相手役, type: character, level: 1, power: 5000, soul: 1}}}}
actions:
  - {{player: A, do: attack, slot: center_front, kind: front}}
"""

CHECKS = "【自】 このカードがアタックした時、そのアタック中、あなたはトリガーステップにトリガーチェックを2回行う。"


def attack(atext: str):  # type: ignore[no-untyped-def]
    return resolve(loads(ATTACK.format(atext=atext), "t.yaml"))


def test_steps_after_the_trigger_checks_were_done() -> None:
    """「…トリガーチェックを2回行う。2回行ったら、あなたは自分のストックの上から1枚を、控え室に置
    く。」: the trigger step checks two cards (7.3.1.2), then the top card of the stock (the second
    one checked) goes to the waiting room (「(処理 A)したら」 8.6.4); without the second sentence
    both stay in the stock."""
    then = "2回行ったら、あなたは自分のストックの上から1枚を、控え室に置く。"
    r = attack(CHECKS + then)
    assert not unsupported(r)
    assert zone(r, "A", "stock") == ["一枚目"]
    assert zone(r, "A", "waiting_room") == ["二枚目"]
    assert "8.6.4" in r.main.decided_by
    r = attack(CHECKS)
    assert zone(r, "A", "stock") == ["二枚目", "一枚目"] and zone(r, "A", "waiting_room") == []


def test_steps_after_the_trigger_checks_recombined() -> None:
    """The same construction with another step after 「2回行ったら」 (a draw, 「あなたは1枚引く」) and
    inside an ability the card is given (「このカードは次の能力を得る。『…』」): the draw comes at
    the trigger step, after both checks; a count that differs (「3回行ったら」 after 2 checks) is
    not this construction and stays refused."""
    inner = CHECKS + "2回行ったら、あなたは1枚引く。"
    r = attack(inner)
    assert not unsupported(r)
    assert zone(r, "A", "stock") == ["二枚目", "一枚目"] and len(zone(r, "A", "hand")) == 1
    given = "【永】 このカードは次の能力を得る。『" + CHECKS + "2回行ったら、あなたは1枚引く。』"
    r = attack(given)
    assert not unsupported(r)
    assert zone(r, "A", "stock") == ["二枚目", "一枚目"] and len(zone(r, "A", "hand")) == 1
    assert unsupported(attack(CHECKS + "3回行ったら、あなたは1枚引く。"))
