"""The shared card-text compiler (``ruling/cardtext/``), one construction at a time: a minimal
ability text in the wording cards use, and what it does on a board (Vanguard boards: the game
whose runtime reads the shared program first). Each test also checks the construction's
absence or its other reading, so that it cannot pass by doing nothing."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: vg
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    vanguard: {vanguard}
    left_front: {{name: 剣士, type: normal, grade: 2, power: 10000, text: "{text}"}}
    {extra}
    hand: {hand}
    drop: {drop}
    deck: {deck}
  B:
    vanguard: {{name: 騎士, grade: 3, power: 13000}}
    right_front: {{name: 槍兵, type: normal, grade: 2, power: 9000}}
    deck: 10
actions:
{actions}
{choices}
"""


def run(
    text: str,
    actions: str = "  - {do: attack, attacker: left_front, target: vanguard}",
    vanguard: str = "{name: 竜, type: normal, grade: 3, power: 13000}",
    extra: str = "",
    hand: str = "[]",
    drop: str = "[]",
    deck: str = "[{name: 山1, type: normal, grade: 1}, {name: 山2, type: normal, grade: 2}, 8]",
    choices: str = "",
):  # type: ignore[no-untyped-def]
    src = BOARD.format(
        text=text.replace('"', '\\"'),
        vanguard=vanguard,
        extra=extra,
        hand=hand,
        drop=drop,
        deck=deck,
        actions=actions,
        choices=choices,
    )
    return resolve(loads(src, "t.yaml"))


def zone(r, player: str, z: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.name for c in r.main.final.players[player].zones[z]]


def unsupported(r) -> list[str]:  # type: ignore[no-untyped-def]
    return [w.en for w in r.main.warnings if w.kind == "unsupported"]


Hand = Callable[[object], int]


def hand_size(r) -> int:  # type: ignore[no-untyped-def]
    return len(r.main.final.players["A"].zones["hand"])


# ------------------------------------------------------------------ conditions


def test_condition_joined_by_de() -> None:
    """「XがAで、YがBなら」: both conditions (the grammar reads the first as a means)."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたのヴァンガードがグレード３以上で、"
        "相手のヴァンガードがグレード３以上なら、１枚引く。"
    )
    both = run(text)
    assert not unsupported(both) and hand_size(both) == 1
    low = run(text, vanguard="{name: 竜, type: normal, grade: 2, power: 13000}")
    assert hand_size(low) == 0


def test_condition_with_a_time_folded_into_it() -> None:
    """「あなたのターン中、あなたのヴァンガードが櫂アイコンを持つグレード３以上なら」."""
    text = (
        "【永】【(R)】：あなたのターン中、あなたのヴァンガードが櫂アイコンを持つグレード３以上なら、"
        "このユニットのパワー＋5000。"
    )
    icon = "{name: 竜, type: normal, grade: 3, power: 13000, text: '【櫂アイコン】'}"
    hit = run(text, vanguard=icon)  # 15000 vs 13000
    assert not unsupported(hit) and len(hit.main.final.players["B"].zones["damage"]) == 1
    miss = run(text)  # no icon: 10000 vs 13000
    assert len(miss.main.final.players["B"].zones["damage"]) == 0


def test_player_has_a_card_of_a_kind_kept_in_its_zone() -> None:
    """「あなたが「X」のクレストを持つなら」: a crest of that name in the crest zone."""
    text = "【自】【(R)】：このユニットがアタックした時、あなたが「炎の紋章」のクレストを持つなら、１枚引く。"
    crest = "crest_zone: [{name: 炎の紋章, type: crest}]"
    assert hand_size(run(text, extra=crest)) == 1
    other = "crest_zone: [{name: 水の紋章, type: crest}]"
    assert hand_size(run(text, extra=other)) == 0


# ------------------------------------------------------------------ selectors


def test_contains_one_of_two_names() -> None:
    """「「A」か「B」を含むカード」: a card whose name contains either."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたのドロップから「炎」か「水」を含むカードを"
        "１枚選び、手札に加える。"
    )
    drop = "[{name: 大地の剣, type: normal}, {name: 水の杖, type: normal}]"
    r = run(text, drop=drop)
    assert not unsupported(r) and zone(r, "A", "hand") == ["水の杖"]
    none = run(text, drop="[{name: 大地の剣, type: normal}]")
    assert zone(none, "A", "hand") == []


def test_same_name_as_another_card() -> None:
    """「あなたのヴァンガードと同名のカード」: compared with the vanguard, not this card."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたのドロップから"
        "あなたのヴァンガードと同名のカードを１枚選び、手札に加える。"
    )
    drop = "[{name: 剣士, type: normal}, {name: 竜, type: normal}]"
    r = run(text, drop=drop)
    assert not unsupported(r) and zone(r, "A", "hand") == ["竜"]


# ------------------------------------------------------------------ triggers


def test_trigger_with_a_time_before_its_filter() -> None:
    """「あなたのメインフェイズに「X」を含むグレード３以上のあなたのヴァンガードが登場した時」."""
    text = (
        "【自】【(R)】：あなたのメインフェイズに「竜」を含むグレード３以上のあなたのヴァンガードが"
        "登場した時、１枚引く。"
    )
    ride = "  - {do: ride, card: NEW, from: hand}"
    r = run(
        text, actions=ride.replace("NEW", "新竜"), hand="[{name: 新竜, type: normal, grade: 3}]"
    )
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    r2 = run(
        text, actions=ride.replace("NEW", "新鳥"), hand="[{name: 新鳥, type: normal, grade: 3}]"
    )
    assert zone(r2, "A", "field.vanguard") == ["新鳥"] and zone(r2, "A", "hand") == []


def test_battle_end_after_boosting_a_described_unit() -> None:
    """「このユニットが「X」を含むヴァンガードをブーストしたバトル終了時」."""
    text = "【自】【(R)】：このユニットが「竜」を含むヴァンガードをブーストしたバトル終了時、１枚引く。"
    extra = (
        "center_back: {name: 支援, type: normal, grade: 1, power: 8000, skills: [boost], "
        f'text: "{text}"}}'
    )
    act = "  - {do: attack, attacker: vanguard, boost: center_back, target: vanguard}"
    r = run("", actions=act, extra=extra)
    assert not unsupported(r)
    # the drive check draws one card too (13000 + 8000 vs 13000; a twin drive is not given)
    drew = hand_size(r)
    plain = run("", actions="  - {do: attack, attacker: vanguard, target: vanguard}", extra=extra)
    assert drew == hand_size(plain) + 1


# ------------------------------------------------------------------ abilities given


def test_an_ability_given_for_the_turn() -> None:
    """「あなたのリアガードを１枚選び、そのターン中、『…』を与える」: the unit has that ability
    for the turn (7.14.1)."""
    giver = (
        "【起】【(V)】：あなたのリアガードを１枚選び、そのターン中、"
        "『【自】【(R)】：このユニットがアタックした時、１枚引く。』を与える。"
    )
    vg = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{giver}"}}'
    acts = "  - {do: activate, card: 竜}\n  - {do: attack, attacker: left_front, target: vanguard}"
    r = run("", actions=acts, vanguard=vg, choices="choices:\n  - {player: A, choose: 剣士}")
    assert not unsupported(r) and hand_size(r) == 1
    r0 = run("", actions="  - {do: attack, attacker: left_front, target: vanguard}", vanguard=vg)
    assert hand_size(r0) == 0


def test_abilities_a_continuous_ability_gives() -> None:
    """「このカードは以下すべてを得る」 with its items: while the condition holds."""
    text = (
        "【永】：あなたのヴァンガードが「竜」を含むなら、このカードは以下すべてを得る。\\n"
        "・【自】【(R)】：このユニットがアタックした時、１枚引く。"
    )
    r = run(text)
    assert not unsupported(r) and hand_size(r) == 1
    other = run(text, vanguard="{name: 鳥, type: normal, grade: 3, power: 13000}")
    assert hand_size(other) == 0


@pytest.mark.parametrize(
    "text",
    [
        # a given ability the engine cannot run refuses the whole ability: never half-run
        "【永】：このカードは『【自】：このユニットがアタックした時、相手の山札の上から３枚を並べ替える。』を得る。",
    ],
)
def test_a_given_ability_that_cannot_run_is_reported(text: str) -> None:
    assert unsupported(run(text))
